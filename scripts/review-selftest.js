// Self-test of a `cellsnap review` page, run in headless Chromium by scripts/test-review-in-browser,
// which injects it into a copy of the report (the shipped page holds no test code). Once the images
// shown have loaded it drives the page as a person would (filters, chips, the URL hash, pages,
// change groups and their thumbnails, sliders, copy buttons), measures how long the page took to be
// ready and how long filters take, and writes the outcome into the DOM:
//
//   <pre id="selftest-result">PASS 14 checks
//   TIME load: ready 812 ms after navigation
//   PASS <check>
//   ...</pre>
//
// or, when anything failed, a first line "FAIL: N of M checks failed" and a "FAIL: <reason>" line
// per failed check. A report of more than LARGE variants is checked page by page as a person reads
// it (the first pages, every filter's count and first page), not card by card. At the end it puts
// the filters, pages and ranges back as they were on load, so that a screenshot shows the page as opened.
(async () => {
  'use strict';
  // Generous bounds past which the test fails (the aim is 100 ms a filter): a shared CI machine is slow.
  const LOAD_BOUND_MS = 30000;
  const FILTER_BOUND_MS = 1000;
  const FILTER_AIM_MS = 100;
  const LARGE = 1000;
  const lines = [];
  const times = [];
  let failures = 0;
  let checks = 0;
  const check = (ok, what, why) => {
    checks += 1;
    if (ok) lines.push('PASS ' + what);
    else { failures += 1; lines.push('FAIL: ' + what + (why ? ' (' + why + ')' : '')); }
    return ok;
  };
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  // The page updates synchronously; a short timer lets any follow-up run (requestAnimationFrame
  // does not fire under --virtual-time-budget).
  const settle = () => sleep(20);
  const sameList = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);
  const brief = (list) => (list.length > 6 ? list.slice(0, 6).join(', ') + ', ...' : list.join(', ')) || 'none';
  const milliseconds = (ms) => (ms < 10 ? ms.toFixed(1) : String(Math.round(ms)));

  function finish() {
    const style = document.createElement('style');
    style.textContent = '#selftest-result { display: none; }';
    document.head.append(style);
    const result = document.createElement('pre');
    result.id = 'selftest-result';
    const head = failures === 0 ? `PASS ${checks} checks` : `FAIL: ${failures} of ${checks} checks failed`;
    result.textContent = [head, ...times, ...lines].join('\n');
    document.body.append(result);
  }

  // Every image in the document loads now (not when scrolled to), then decodes; decode() of an image
  // that is not rendered may never settle in headless Chromium, hence the time limit. Cards out of
  // view skip their content (content-visibility), images included, so they are shown first.
  async function loadImages() {
    if (!document.getElementById('selftest-show-all')) {
      const style = document.createElement('style');
      style.id = 'selftest-show-all';
      style.textContent = '.card, .change-group { content-visibility: visible !important; }';
      document.head.append(style);
    }
    const images = [...document.images];
    for (const img of images) img.loading = 'eager';
    await Promise.all(images.map((img) => (img.complete ? Promise.resolve()
      : new Promise((resolve) => { img.addEventListener('load', resolve, {once: true}); img.addEventListener('error', resolve, {once: true}); }))
      .then(() => Promise.race([img.decode().catch(() => {}), sleep(500)]))));
    return images;
  }

  // How long filters take, from the change to the laid-out page: each dimension's first value and
  // back, the status, the last group and the lint filter. Measured first thing, synchronously:
  // under --virtual-time-budget the clock stops once a timer has fired.
  function timeFilters() {
    const timed = [];
    const change = (node, value) => {
      const start = performance.now();
      node.value = value;
      node.dispatchEvent(new Event('change', {bubbles: true}));
      void document.body.offsetHeight;
      timed.push(performance.now() - start);
    };
    const selects = [...document.querySelectorAll('select.filter[data-dimension]')];
    for (const node of selects) {
      const first = [...node.options].map((o) => o.value).find((v) => v !== 'all');
      if (first === undefined) continue;
      change(node, first);
      change(node, 'all');
    }
    for (const [id, pick] of [['status-filter', (values) => values[0]], ['group-filter', (values) => values[values.length - 1]],
      ['lint-filter', (values) => values[0]]]) {
      const node = document.getElementById(id);
      const values = node ? [...node.options].map((o) => o.value).filter((v) => v !== 'all') : [];
      if (!values.length) continue;
      change(node, pick(values));
      change(node, 'all');
    }
    return timed;
  }

  try {
    if (document.readyState !== 'complete') await new Promise((resolve) => addEventListener('load', resolve, {once: true}));
    const ready = performance.getEntriesByName('cellsnap-review-ready')[0];
    const hashOnLoad = location.hash;
    const filterTimes = timeFilters();
    if (location.hash !== hashOnLoad) history.replaceState(null, '', hashOnLoad || location.href.split('#')[0]);
    dispatchEvent(new HashChangeEvent('hashchange'));
    const lazy = [...document.images].filter((img) => img.getAttribute('loading') === 'lazy').length;
    const images = await loadImages();
    check(lazy === images.length, `every image loads lazily, as it scrolls into view (${lazy} of ${images.length})`);

    const data = JSON.parse(document.getElementById('report-data').textContent);
    const variants = data.variants;
    const groups = Array.isArray(data.groups) ? data.groups : [];
    const large = variants.length > LARGE;
    const allIds = variants.map((v) => v.id).sort();
    const byId = new Map(variants.map((v) => [v.id, v]));
    const cards = () => [...document.querySelectorAll('[data-variant-id]')];
    const cardOf = (id) => cards().find((c) => c.dataset.variantId === id);
    const visibleIds = () => cards().filter((card) => card.getClientRects().length > 0).map((card) => card.dataset.variantId).sort();
    const idsWhere = (test) => variants.filter(test).map((v) => v.id).sort();
    const showing = () => (document.getElementById('showing') || {}).textContent || '';
    const initialHash = location.hash;
    const pager = () => document.querySelector('.pager');
    const pages = () => Number((pager() || {dataset: {}}).dataset.pages || 1);
    const pageNumber = () => Number((pager() || {dataset: {}}).dataset.page || 1);
    const click = async (node) => { node.click(); await settle(); };
    // The order of the page's cards: by status, most urgent first, then as in the data.
    const ORDER = ['failed', 'changed', 'new', 'missing', 'passed'];
    const rank = (v) => { const i = ORDER.indexOf(String(v.status)); return i < 0 ? ORDER.length : i; };
    const dataIndex = new Map(variants.map((v, i) => [v.id, i]));
    const inPageOrder = (list) => list.slice().sort((a, b) => rank(a) - rank(b) || dataIndex.get(a.id) - dataIndex.get(b.id)).map((v) => v.id);
    const pageSize = () => cards().filter((card) => card.getClientRects().length > 0).length;
    // Every card the filters show, page by page (the first page again at the end).
    async function shownIds() {
      while (pageNumber() > 1) await click(document.querySelector('.pager-previous'));
      const ids = visibleIds();
      while (pageNumber() < pages()) {
        await click(document.querySelector('.pager-next'));
        ids.push(...visibleIds());
      }
      while (pageNumber() > 1) await click(document.querySelector('.pager-previous'));
      return ids.sort();
    }
    const select = (node, value) => { node.value = value; node.dispatchEvent(new Event('change', {bubbles: true})); };
    const resetFilters = async () => {
      const reset = document.getElementById('reset');
      if (reset && !reset.hidden) await click(reset);
    };

    // How long the page took to be ready.
    if (check(!!ready, 'the page marks when it is ready (performance mark "cellsnap-review-ready")')) {
      times.push(`TIME load: ready ${milliseconds(ready.startTime)} ms after navigation (${variants.length} variants, ${groups.length} groups)`);
      check(ready.startTime < LOAD_BOUND_MS, `the page is ready within ${LOAD_BOUND_MS} ms`, `${milliseconds(ready.startTime)} ms`);
    }

    // A hash in the URL on load (the test runner opens the page with #status=changed).
    if (initialHash.length > 1) {
      const params = new URLSearchParams(initialHash.slice(1));
      const expected = idsWhere((v) => [...params].every(([key, value]) =>
        key === 'status' ? v.status === value : key === 'group' ? String(v.group) === value : String((v.values || {})[key]) === value));
      const shown = large ? null : await shownIds();
      check(large ? showing().includes(`Showing ${expected.length} of`) : sameList(shown, expected),
        `the hash ${initialHash} applied on load shows ${expected.length} cards`, `shown: ${large ? showing() : brief(shown)}`);
    }
    await resetFilters();

    if (!large) {
      // Every variant has a card, with the right status, its image at its point width and its panels.
      const seen = [];
      const problems = {status: [], width: [], panel: [], failed: [], reading: []};
      const inspect = () => {
        for (const card of cards().filter((c) => c.getClientRects().length > 0)) {
          const v = byId.get(card.dataset.variantId);
          seen.push(card.dataset.variantId);
          if (!v || card.dataset.status !== v.status) { problems.status.push(card.dataset.variantId); continue; }
          const img = card.querySelector('.card-image img');
          if ((v.actual || v.reference) && (!img || Number(img.getAttribute('width')) !== v.width)) problems.width.push(v.id);
          if (v.status === 'changed') {
            const panel = card.querySelector('details');
            const roles = panel ? [...panel.querySelectorAll('img')].map((i) => i.dataset.role) : [];
            if (!panel || !panel.open || !roles.includes('reference') || !roles.includes('actual') || (v.diff && !roles.includes('diff')) ||
              (v.accept && !panel.textContent.includes(v.accept)) || (v.message && !panel.textContent.includes(v.message))) problems.panel.push(v.id);
          }
          if (v.status === 'failed' && v.message && !card.textContent.includes(v.message)) problems.failed.push(v.id);
          if (Array.isArray(v.accessibility) && v.accessibility.length) {
            const panel = card.querySelector('details.accessibility');
            if (!panel || !sameList([...panel.querySelectorAll('li')].map((li) => li.textContent), v.accessibility)) problems.reading.push(v.id);
          }
        }
      };
      while (pageNumber() > 1) await click(document.querySelector('.pager-previous'));
      inspect();
      while (pageNumber() < pages()) { await click(document.querySelector('.pager-next')); await loadImages(); inspect(); }
      while (pageNumber() > 1) await click(document.querySelector('.pager-previous'));
      check(sameList(seen.sort(), allIds), `a card for each of the ${variants.length} variants` + (pages() > 1 ? ` on ${pages()} pages` : ''),
        `cards: ${brief(seen)}`);
      check(problems.status.length === 0, 'every card\'s data-status matches its variant', `wrong: ${brief(problems.status)}`);
      const broken = [...document.images].filter((img) => !(img.complete && img.naturalWidth > 0)).map((img) => img.getAttribute('src'));
      const withImages = variants.filter((v) => v.reference || v.actual || v.diff).length;
      check((images.length > 0 || withImages === 0) && broken.length === 0, `all ${images.length} images loaded`, `not loaded: ${brief(broken)}`);
      check(problems.width.length === 0, 'each card image has width = the variant\'s point width', `wrong: ${brief(problems.width)}`);
      const changedCount = variants.filter((v) => v.status === 'changed').length;
      check(problems.panel.length === 0, `${changedCount} changed variants have an open panel with reference, actual, diff, message and command`,
        `bad: ${brief(problems.panel)}`);
      check(problems.failed.length === 0, 'failed variants show their message', `without it: ${brief(problems.failed)}`);
      const withReading = variants.filter((v) => Array.isArray(v.accessibility) && v.accessibility.length).length;
      check(problems.reading.length === 0, `${withReading} variants list their VoiceOver reading order`, `bad: ${brief(problems.reading)}`);
      check(sameList(await shownIds(), allIds) && showing().includes(`Showing ${allIds.length} of ${allIds.length}`),
        `with no filter all ${allIds.length} cards show`, `text: "${showing()}"`);
    } else {
      // A large report: one page of cards at a time, the first in the page's order, images loaded.
      const firstPage = inPageOrder(variants).slice(0, 50);
      const shownFirst = cards().filter((card) => card.getClientRects().length > 0).map((card) => card.dataset.variantId);
      check(sameList(shownFirst, firstPage), `the first page shows the first ${firstPage.length} of ${variants.length} cards in order`,
        `shown: ${brief(shownFirst)}`);
      check(pages() === Math.ceil(variants.length / 50), `the pager counts ${Math.ceil(variants.length / 50)} pages`, `it says ${pages()}`);
      check(showing().includes(`Showing ${variants.length} of ${variants.length}`), `#showing says "Showing ${variants.length} of ${variants.length}"`,
        `it says "${showing()}"`);
      const broken = [...document.images].filter((img) => !(img.complete && img.naturalWidth > 0)).map((img) => img.getAttribute('src'));
      check(images.length > 0 && broken.length === 0, `all ${images.length} images of the first page and the groups loaded`, `not loaded: ${brief(broken)}`);
      check(cards().length <= 50, `only the page's ${cards().length} cards are in the document`);
    }

    // Paging: the next page shows the next cards, and the URL records it.
    if (pages() > 1) {
      const expected = inPageOrder(variants).slice(50, 100).sort();
      await click(document.querySelector('.pager-next'));
      check(sameList(visibleIds(), expected) && new URLSearchParams(location.hash.slice(1)).get('page') === '2',
        `"Next" shows the next ${expected.length} cards and the URL records page=2`, `shown: ${brief(visibleIds())}, hash "${location.hash}"`);
      await click(document.querySelector('.pager-previous'));
    }

    // Filters: each shows exactly the matching variants (all of them in a small report; in a large one
    // the count and the first page), and how long each takes, from the change to the laid-out page.
    const expectFilter = async (what, expectedList) => {
      const expected = inPageOrder(expectedList);
      if (large) {
        const first = expected.slice(0, 50).sort();
        return check(showing().includes(`Showing ${expected.length} of ${variants.length}`) && sameList(visibleIds(), first),
          `${what} shows ${expected.length} variants, the first ${first.length} on the first page`, `"${showing()}", shown: ${brief(visibleIds())}`);
      }
      const shown = await shownIds();
      return check(sameList(shown, expected.slice().sort()) && showing().includes(`Showing ${expected.length} of ${variants.length}`),
        `${what} shows exactly the ${expected.length} matching cards`, `shown: ${brief(shown)}, "${showing()}"`);
    };
        const dimensions = (data.dimensions || []).filter((d) => d !== 'status');
    const dimensionSelect = document.querySelector('select.filter[data-dimension]');
    if (dimensions.length && check(!!dimensionSelect && dimensionSelect.dataset.dimension === dimensions[0],
      `the first dimension filter is for "${dimensions[0]}"`, 'no such select.filter[data-dimension]')) {
      const dimension = dimensionSelect.dataset.dimension;
      const values = [...dimensionSelect.options].map((o) => o.value).filter((v) => v !== 'all');
      const value = values[0];
      select(dimensionSelect, value);
      await settle();
      const matching = variants.filter((v) => String((v.values || {})[dimension]) === value);
      await expectFilter(`filter ${dimension}=${value}`, matching);
      check(showing().includes(`Showing ${matching.length} of ${variants.length}`), `#showing says "Showing ${matching.length} of ${variants.length}"`,
        `it says "${showing()}"`);
      check(new URLSearchParams(location.hash.slice(1)).get(dimension) === value, `the URL hash records ${dimension}=${value}`, `hash: "${location.hash}"`);

      // The filters combine: the dimension and a status.
      const statusSelect = document.getElementById('status-filter');
      const someStatus = matching.length ? matching[0].status : 'passed';
      if (statusSelect) {
        select(statusSelect, someStatus);
        await settle();
        await expectFilter(`filters combine: ${dimension}=${value} and status=${someStatus}`,
          matching.filter((v) => v.status === someStatus));
        select(statusSelect, 'all');
      }
      // The last value of each other dimension, timed.
      for (const other of [...document.querySelectorAll('select.filter[data-dimension]')].slice(1)) {
        const last = [...other.options].map((o) => o.value).filter((v) => v !== 'all').pop();
        if (last === undefined) continue;
        select(dimensionSelect, 'all');
        select(other, last);
        await settle();
        if (large) await expectFilter(`filter ${other.dataset.dimension}=${last}`, variants.filter((v) => String((v.values || {})[other.dataset.dimension]) === last));
        select(other, 'all');
      }
      select(dimensionSelect, 'all');
      await settle();
      check(showing().includes(`Showing ${variants.length} of ${variants.length}`), `${dimension} back to "all" shows all ${variants.length} cards`,
        `"${showing()}"`);
    }
    if (filterTimes.length) {
      const sorted = filterTimes.slice().sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)], slowest = sorted[sorted.length - 1];
      times.push(`TIME filter: median ${milliseconds(median)} ms, slowest ${milliseconds(slowest)} ms over ${filterTimes.length} filter changes ` +
        `(${variants.length} variants; the aim is under ${FILTER_AIM_MS} ms)`);
      check(slowest < FILTER_BOUND_MS, `every filter applies within ${FILTER_BOUND_MS} ms`, `slowest ${milliseconds(slowest)} ms`);
      // A large report takes measurable time; a clock that did not move would make the bound meaningless.
      if (large) check(sorted.reduce((a, b) => a + b, 0) > 0, 'the clock ran while filters were timed');
    }

    // The "changed" chip filters to the changed variants; clicking it again shows all.
    const chip = document.querySelector('.chip[data-filter-status="changed"]');
    const changed = variants.filter((v) => v.status === 'changed');
    if (check(!!chip, 'the summary has a "changed" chip', 'no .chip[data-filter-status="changed"]') && changed.length > 0) {
      await click(chip);
      check(chip.getAttribute('aria-pressed') === 'true', 'the "changed" chip is pressed');
      await expectFilter('the "changed" chip', changed);
      await click(chip);
      check(showing().includes(`Showing ${variants.length} of ${variants.length}`), 'clicking the chip again shows all cards', `"${showing()}"`);
    }

    // Editing the hash by hand filters too.
    const someStatus = variants.length ? variants[variants.length - 1].status : 'passed';
    const hashChanged = new Promise((resolve) => { addEventListener('hashchange', resolve, {once: true}); setTimeout(resolve, 1000); });
    location.hash = '#status=' + someStatus;
    await hashChanged;
    await settle();
    await expectFilter(`the hash #status=${someStatus}`, variants.filter((v) => v.status === someStatus));
    await resetFilters();

    // Change groups: a card per group, in order, with its cause, its size, the representative's
    // images, the others' thumbnails and the command that accepts the group.
    const groupCards = () => [...document.querySelectorAll('.change-group[data-group-number]')];
    const decided = variants.filter((v) => (v.status === 'changed' || v.status === 'new') && v.actual);
    if (decided.length) check(groups.length > 0, `the report groups its ${decided.length} changed and new variants`);
    if (groups.length) {
      const showAll = document.getElementById('show-all-groups');
      check(groupCards().length === Math.min(groups.length, 12) && (groups.length > 12) === !!showAll,
        `${Math.min(groups.length, 12)} of ${groups.length} group cards show at first` + (showAll ? ', with "Show all groups"' : ''),
        `cards: ${groupCards().length}`);
      if (showAll) await click(showAll);
      check(sameList(groupCards().map((card) => card.dataset.groupNumber), groups.map((g) => String(g.number))),
        `a card for each of the ${groups.length} groups, in order`, `cards: ${brief(groupCards().map((c) => c.dataset.groupNumber))}`);
      const inGroups = groups.flatMap((g) => g.variants);
      check(sameList(inGroups.slice().sort(), idsWhere((v) => v.group !== null && v.group !== undefined)) &&
        inGroups.every((id) => String(byId.get(id).group) === String(groups.find((g) => g.variants.includes(id)).number)),
      'every grouped variant is in the group its data names, once');
      await loadImages();
      const bad = {cause: [], images: [], thumbs: [], command: []};
      for (const group of groups) {
        const node = groupCards().find((card) => card.dataset.groupNumber === String(group.number));
        if (!node) continue;
        const causes = [...node.querySelectorAll('.cause li')].map((li) => li.textContent);
        if (!sameList(causes, group.lines) || !node.textContent.includes(`${group.variants.length} variant`)) bad.cause.push(group.number);
        const representative = byId.get(group.representative);
        const roles = [...node.querySelectorAll('.representative img')].map((img) => img.dataset.role);
        const expectedRoles = ['reference', 'actual', 'diff'].filter((role) => representative && representative[role]);
        const unloaded = [...node.querySelectorAll('img')].filter((img) => !(img.complete && img.naturalWidth > 0));
        if (!representative || !group.variants.includes(group.representative) || !sameList(roles, expectedRoles) || unloaded.length) bad.images.push(group.number);
        const others = group.variants.filter((id) => id !== group.representative);
        const thumbs = [...node.querySelectorAll('.thumb[data-thumb-id]')].map((t) => t.dataset.thumbId);
        const more = node.querySelector('.thumb.more');
        if (!sameList(thumbs, others.slice(0, 16)) || (others.length > 16) !== !!more ||
          (more && more.textContent !== `+${others.length - 16} more`)) bad.thumbs.push(group.number);
        const command = node.querySelector('.accept code');
        if (!group.accept || !command || command.textContent !== group.accept || !/ --group \d+$/.test(group.accept) ||
          !group.accept.endsWith(` --group ${group.number}`)) bad.command.push(group.number);
      }
      check(bad.cause.length === 0, 'each group card gives its cause in words and its number of variants', `bad: ${brief(bad.cause)}`);
      check(bad.images.length === 0, 'each group card shows its representative\'s reference, actual and diff, loaded', `bad: ${brief(bad.images)}`);
      check(bad.thumbs.length === 0, 'each group card has a thumbnail of each other variant (up to 16, then "+N more")', `bad: ${brief(bad.thumbs)}`);
      check(bad.command.length === 0, 'each group card gives the command that accepts it: cellsnap accept REPORT --group N', `bad: ${brief(bad.command)}`);

      // A thumbnail opens its variant's card, among its group's.
      const target = groups.find((g) => g.variants.length > 1) || groups[0];
      const targetCard = groupCards().find((card) => card.dataset.groupNumber === String(target.number));
      const thumb = targetCard.querySelector('.thumb[data-thumb-id]') || targetCard.querySelector('.representative');
      const id = thumb.dataset.thumbId || target.representative;
      await click(thumb.dataset.thumbId ? thumb : targetCard.querySelector('.section-label .link'));
      const opened = cardOf(id);
      check(!!opened && opened.getClientRects().length > 0 && opened.classList.contains('spotlight') &&
        new URLSearchParams(location.hash.slice(1)).get('group') === String(target.number) &&
        showing().includes(`Showing ${target.variants.length} of`),
      `a thumbnail of group ${target.number} opens ${id}'s card among the group's ${target.variants.length}`,
      `hash "${location.hash}", "${showing()}"`);
      await resetFilters();

      // The group filter shows exactly the group's variants; "Show the N variants" does the same.
      const groupSelect = document.getElementById('group-filter');
      const last = groups[groups.length - 1];
      if (check(!!groupSelect, 'the page has a group filter')) {
        select(groupSelect, String(last.number));
        await settle();
        await expectFilter(`the group filter ${last.number}`, last.variants.map((id) => byId.get(id)));
        await resetFilters();
      }
      await click(groupCards()[0].querySelector('.show-group'));
      await expectFilter(`"Show the ${groups[0].variants.length} variants" of group ${groups[0].number}`, groups[0].variants.map((id) => byId.get(id)));
      await resetFilters();

      // A group's copy button: the clipboard, or (on file:// without permission) the command selected.
      const copyButton = groupCards()[0].querySelector('button.copy');
      if (check(!!copyButton, 'group commands have a copy button')) {
        copyButton.click();
        for (let i = 0; i < 30 && copyButton.textContent === 'Copy'; i += 1) await sleep(100);
        const selected = String(getSelection());
        check(copyButton.textContent === 'Copied' || selected === groups[0].accept,
          `the group's copy button copies or selects "${groups[0].accept}" ("${copyButton.textContent}")`, `selection: "${selected}"`);
        getSelection().removeAllRanges();
      }
    }

    // Sliders: moving one changes the clip of its top image.
    const onPage = (test) => cards().filter((card) => card.getClientRects().length > 0).map((card) => byId.get(card.dataset.variantId)).filter(test);
    const sliders = [...document.querySelectorAll('[data-variant-id] input.slider')];
    const badSliders = [];
    for (const range of sliders) {
      const top = range.closest('.card, figure').querySelector('.slider-top');
      const before = top ? getComputedStyle(top).clipPath : '';
      const old = range.value;
      range.value = String(Number(old) === 20 ? 70 : 20);
      range.dispatchEvent(new Event('input', {bubbles: true}));
      const after = top ? getComputedStyle(top).clipPath : '';
      if (!top || after === before || !after.includes(range.value + '%')) badSliders.push(`${range.id}: "${before}" -> "${after}"`);
      range.value = old;
      range.dispatchEvent(new Event('input', {bubbles: true}));
    }
    const comparable = onPage((v) => v.status === 'changed' && v.reference && v.actual).length;
    check(sliders.length === comparable, `a .slider for each changed variant on the page (${sliders.length})`);
    if (sliders.length) check(badSliders.length === 0, `moving each of ${sliders.length} .slider ranges changes the clip-path of its .slider-top`, brief(badSliders));

    // Onion skins: moving one changes the opacity of its top image.
    const onions = [...document.querySelectorAll('[data-variant-id] input.onion')];
    const badOnions = [];
    for (const range of onions) {
      const top = range.closest('.card, figure').querySelector('.onion-top');
      const before = top ? getComputedStyle(top).opacity : '';
      const old = range.value;
      range.value = String(Number(old) === 20 ? 70 : 20);
      range.dispatchEvent(new Event('input', {bubbles: true}));
      const after = top ? getComputedStyle(top).opacity : '';
      if (!top || after === before || Math.abs(Number(after) - Number(range.value) / 100) > 0.01) badOnions.push(`${range.id}: ${before} -> ${after}`);
      range.value = old;
      range.dispatchEvent(new Event('input', {bubbles: true}));
    }
    check(onions.length === sliders.length, `an .onion range beside each slider (${onions.length})`);
    if (onions.length) check(badOnions.length === 0, `moving each of ${onions.length} .onion ranges changes the opacity of its top image`, brief(badOnions));

    // Copy buttons: the clipboard, or (on file:// without permission) the command selected for the user.
    const copyButton = document.querySelector('[data-variant-id] button.copy');
    if (onPage((v) => v.accept).length && check(!!copyButton, 'accept commands have a copy button')) {
      const command = copyButton.closest('.accept').querySelector('code').textContent;
      copyButton.click();
      for (let i = 0; i < 30 && copyButton.textContent === 'Copy'; i += 1) await sleep(100);
      const selected = String(getSelection());
      check(copyButton.textContent === 'Copied' || selected === command,
        `the copy button copies or selects the command ("${copyButton.textContent}")`, `selection: "${selected}"`);
      getSelection().removeAllRanges();
    }

    // Lint: a box per finding over each image of the variant, placed at the finding's frame, hidden
    // until the pointer is over the image or its finding; the lint filter shows the variants with findings.
    const lintOf = (v) => (Array.isArray(v.lint) ? v.lint : []);
    const lintSelect = document.getElementById('lint-filter');
    const setLint = async (value) => { select(lintSelect, value); await settle(); };
    if (variants.some((v) => lintOf(v).length > 0) && check(!!lintSelect, 'the page has a lint filter')) {
      await resetFilters();
      await setLint('any');
      await expectFilter('the lint filter "any"', variants.filter((v) => lintOf(v).length > 0));
      const withLint = onPage((v) => lintOf(v).length > 0 && (v.actual || v.reference));
      const badBoxes = withLint.filter((v) => {
        const card = cardOf(v.id);
        const layer = [...card.querySelectorAll('.lint-layer')].find((node) => node.getClientRects().length > 0);
        if (!layer) return true;
        const boxes = [...layer.querySelectorAll('.lint-box')];
        if (boxes.length !== lintOf(v).length) return true;
        if (boxes.some((box) => getComputedStyle(box).display !== 'none')) return true;
        const img = layer.querySelector('img').getBoundingClientRect();
        const mark = lintOf(v)[0];
        const item = card.querySelector('.lint-list li[data-index="0"]');
        item.dispatchEvent(new MouseEvent('mouseenter'));
        const box = boxes[0].getBoundingClientRect();
        const shown = getComputedStyle(boxes[0]).display !== 'none';
        item.dispatchEvent(new MouseEvent('mouseleave'));
        const scale = img.width / v.width;
        return !shown || Math.abs(box.left - img.left - mark.x * scale) > 1.5 || Math.abs(box.top - img.top - mark.y * scale) > 1.5 ||
          Math.abs(box.width - mark.width * scale) > 1.5;
      }).map((v) => v.id);
      check(badBoxes.length === 0, `${withLint.length} variants with findings have a hidden box per finding that pointing at the finding shows at its frame`,
        `bad: ${brief(badBoxes)}`);
      const rule = String(lintOf(variants.find((v) => lintOf(v).length > 0))[0].rule);
      await setLint(rule);
      await expectFilter(`the lint filter "${rule}"`, variants.filter((v) => lintOf(v).some((m) => String(m.rule) === rule)));
      check(new URLSearchParams(location.hash.slice(1)).get('lint') === rule, `the URL hash records lint=${rule}`, `hash: "${location.hash}"`);
      await setLint('all');
    }

    // Put the view back as it was on load (for a screenshot).
    const restored = new Promise((resolve) => { addEventListener('hashchange', resolve, {once: true}); setTimeout(resolve, 1000); });
    location.hash = initialHash;
    await restored;
    await settle();
    window.scrollTo(0, 0);
  } catch (error) {
    check(false, 'the self-test ran to the end', `${error && error.stack ? error.stack.split('\n').slice(0, 3).join(' | ') : error}`);
  }
  finish();
})();
