// Self-test of a `cellsnap review` page, run in headless Chromium by scripts/test-review-in-browser,
// which injects it into a copy of the report (the shipped page holds no test code). After every
// image has loaded it drives the page as a person would (filters, chips, the URL hash, sliders,
// copy buttons) and writes the outcome into the DOM:
//
//   <pre id="selftest-result">PASS 14 checks
//   PASS <check>
//   ...</pre>
//
// or, when anything failed, a first line "FAIL: N of M checks failed" and a "FAIL: <reason>" line
// per failed check. At the end it puts the filters and ranges back as they were on load, so that a
// screenshot shows the page as opened.
(async () => {
  'use strict';
  const lines = [];
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

  function finish() {
    const style = document.createElement('style');
    style.textContent = '#selftest-result { display: none; }';
    document.head.append(style);
    const result = document.createElement('pre');
    result.id = 'selftest-result';
    const head = failures === 0 ? `PASS ${checks} checks` : `FAIL: ${failures} of ${checks} checks failed`;
    result.textContent = [head, ...lines].join('\n');
    document.body.append(result);
  }

  try {
    if (document.readyState !== 'complete') await new Promise((resolve) => addEventListener('load', resolve, {once: true}));
    const images = [...document.images];
    // Every image finished loading (load or error), then decoded; decode() of an image that is not
    // rendered may never settle in headless Chromium, hence the time limit.
    await Promise.all(images.map((img) => (img.complete ? Promise.resolve()
      : new Promise((resolve) => { img.addEventListener('load', resolve, {once: true}); img.addEventListener('error', resolve, {once: true}); }))
      .then(() => Promise.race([img.decode().catch(() => {}), sleep(500)]))));

    const data = JSON.parse(document.getElementById('report-data').textContent);
    const variants = data.variants;
    const allIds = variants.map((v) => v.id).sort();
    const cards = () => [...document.querySelectorAll('[data-variant-id]')];
    const visibleIds = () => cards().filter((card) => card.getClientRects().length > 0).map((card) => card.dataset.variantId).sort();
    const idsWhere = (test) => variants.filter(test).map((v) => v.id).sort();
    const showing = () => (document.getElementById('showing') || {}).textContent || '';
    const initialHash = location.hash;

    // The page rendered a card per variant, with the right status.
    const cardIds = cards().map((card) => card.dataset.variantId).sort();
    check(sameList(cardIds, allIds), `a card for each of the ${variants.length} variants`, `cards: ${brief(cardIds)}`);
    const wrongStatus = variants.filter((v) => {
      const card = cards().find((c) => c.dataset.variantId === v.id);
      return !card || card.dataset.status !== v.status;
    }).map((v) => v.id);
    check(wrongStatus.length === 0, 'every card\'s data-status matches its variant', `wrong: ${brief(wrongStatus)}`);

    // Every image loaded, and each card's own image is drawn at its point width.
    const broken = images.filter((img) => !(img.complete && img.naturalWidth > 0)).map((img) => img.getAttribute('src'));
    const withImages = variants.filter((v) => v.reference || v.actual || v.diff).length;
    check((images.length > 0 || withImages === 0) && broken.length === 0, `all ${images.length} images loaded`, `not loaded: ${brief(broken)}`);
    const wrongWidth = variants.filter((v) => v.actual || v.reference).filter((v) => {
      const card = cards().find((c) => c.dataset.variantId === v.id);
      const img = card && card.querySelector('.card-image img');
      return !img || Number(img.getAttribute('width')) !== v.width;
    }).map((v) => v.id);
    check(wrongWidth.length === 0, 'each card image has width = the variant\'s point width', `wrong: ${brief(wrongWidth)}`);

    // Detail panels: open for changed, with reference, actual and diff; failed cards show the message.
    const changed = variants.filter((v) => v.status === 'changed');
    const badPanels = changed.filter((v) => {
      const panel = cards().find((c) => c.dataset.variantId === v.id).querySelector('details');
      if (!panel || !panel.open) return true;
      const roles = [...panel.querySelectorAll('img')].map((img) => img.dataset.role);
      return !roles.includes('reference') || !roles.includes('actual') || (v.diff && !roles.includes('diff')) ||
        (v.accept && !panel.textContent.includes(v.accept)) || (v.message && !panel.textContent.includes(v.message));
    }).map((v) => v.id);
    check(badPanels.length === 0, `${changed.length} changed variants have an open panel with reference, actual, diff, message and command`,
      `bad: ${brief(badPanels)}`);
    const badFailed = variants.filter((v) => v.status === 'failed' && v.message)
      .filter((v) => !cards().find((c) => c.dataset.variantId === v.id).textContent.includes(v.message)).map((v) => v.id);
    check(badFailed.length === 0, 'failed variants show their message', `without it: ${brief(badFailed)}`);
    // The VoiceOver panel: every variant with a reading lists it, line by line, in order.
    const withReading = variants.filter((v) => Array.isArray(v.accessibility) && v.accessibility.length);
    const badReading = withReading.filter((v) => {
      const panel = cards().find((c) => c.dataset.variantId === v.id).querySelector('details.accessibility');
      return !panel || !sameList([...panel.querySelectorAll('li')].map((li) => li.textContent), v.accessibility);
    }).map((v) => v.id);
    check(badReading.length === 0, `${withReading.length} variants list their VoiceOver reading order`, `bad: ${brief(badReading)}`);

    // A hash in the URL on load (the test runner opens the page with #status=changed).
    if (initialHash.length > 1) {
      const params = new URLSearchParams(initialHash.slice(1));
      const expected = idsWhere((v) => [...params].every(([key, value]) =>
        key === 'status' ? v.status === value : String((v.values || {})[key]) === value));
      check(sameList(visibleIds(), expected), `the hash ${initialHash} applied on load shows ${expected.length} cards`,
        `shown: ${brief(visibleIds())}`);
    }

    // Back to all, through the page's own reset (or the hash when nothing is filtered).
    const resetButton = document.getElementById('reset');
    if (resetButton && !resetButton.hidden) resetButton.click();
    await settle();
    check(sameList(visibleIds(), allIds) && showing().includes(`Showing ${allIds.length} of ${allIds.length}`),
      `with no filter all ${allIds.length} cards show`, `shown: ${visibleIds().length}, text: "${showing()}"`);

    // The first dimension filter: its first value shows exactly the variants with that value.
    const select = document.querySelector('select.filter[data-dimension]');
    const dimensions = (data.dimensions || []).filter((d) => d !== 'status');
    if (dimensions.length && check(!!select && select.dataset.dimension === dimensions[0],
      `the first dimension filter is for "${dimensions[0]}"`, 'no such select.filter[data-dimension]')) {
      const dimension = select.dataset.dimension;
      const values = [...select.options].map((o) => o.value).filter((v) => v !== 'all');
      const value = values[0];
      select.value = value;
      select.dispatchEvent(new Event('change', {bubbles: true}));
      await settle();
      const expected = idsWhere((v) => String((v.values || {})[dimension]) === value);
      const shown = visibleIds();
      check(sameList(shown, expected) && (values.length < 2 || shown.length < allIds.length),
        `filter ${dimension}=${value} shows exactly the ${expected.length} matching cards`, `shown: ${brief(shown)}`);
      check(showing().includes(`Showing ${expected.length} of ${allIds.length}`), `#showing says "Showing ${expected.length} of ${allIds.length}"`,
        `it says "${showing()}"`);
      const hashParams = new URLSearchParams(location.hash.slice(1));
      check(hashParams.get(dimension) === value, `the URL hash records ${dimension}=${value}`, `hash: "${location.hash}"`);

      // The filters combine: the dimension and a status.
      const statusSelect = document.getElementById('status-filter');
      const someStatus = variants.find((v) => String((v.values || {})[dimension]) === value).status;
      if (statusSelect) {
        statusSelect.value = someStatus;
        statusSelect.dispatchEvent(new Event('change', {bubbles: true}));
        await settle();
        const both = idsWhere((v) => String((v.values || {})[dimension]) === value && v.status === someStatus);
        check(sameList(visibleIds(), both), `filters combine: ${dimension}=${value} and status=${someStatus} show ${both.length}`,
          `shown: ${brief(visibleIds())}`);
        statusSelect.value = 'all';
        statusSelect.dispatchEvent(new Event('change', {bubbles: true}));
      }

      select.value = 'all';
      select.dispatchEvent(new Event('change', {bubbles: true}));
      await settle();
      check(sameList(visibleIds(), allIds), `${dimension} back to "all" shows all ${allIds.length} cards`, `shown: ${visibleIds().length}`);
    }

    // The "changed" chip filters to the changed variants; clicking it again shows all.
    const chip = document.querySelector('.chip[data-filter-status="changed"]');
    const changedIds = idsWhere((v) => v.status === 'changed');
    if (check(!!chip, 'the summary has a "changed" chip', 'no .chip[data-filter-status="changed"]') && changedIds.length > 0) {
      chip.click();
      await settle();
      check(sameList(visibleIds(), changedIds) && chip.getAttribute('aria-pressed') === 'true',
        `the "changed" chip shows the ${changedIds.length} changed cards`, `shown: ${brief(visibleIds())}`);
      chip.click();
      await settle();
      check(sameList(visibleIds(), allIds), 'clicking the chip again shows all cards', `shown: ${visibleIds().length}`);
    }

    // Editing the hash by hand filters too.
    const someStatus = variants.length ? variants[variants.length - 1].status : 'passed';
    const resetButtonAgain = document.getElementById('reset');
    const hashChanged = new Promise((resolve) => { addEventListener('hashchange', resolve, {once: true}); setTimeout(resolve, 1000); });
    location.hash = '#status=' + someStatus;
    await hashChanged;
    await settle();
    const byStatus = idsWhere((v) => v.status === someStatus);
    check(sameList(visibleIds(), byStatus), `the hash #status=${someStatus} shows the ${byStatus.length} ${someStatus} cards`,
      `shown: ${brief(visibleIds())}`);
    if (!resetButtonAgain.hidden) resetButtonAgain.click();
    await settle();

    // Sliders: moving one changes the clip of its top image.
    const sliders = [...document.querySelectorAll('input.slider')];
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
    check(sliders.length === changedIds.filter((id) => { const v = variants.find((x) => x.id === id); return v.reference && v.actual; }).length,
      `a .slider for each changed variant (${sliders.length})`);
    if (sliders.length) check(badSliders.length === 0, `moving each of ${sliders.length} .slider ranges changes the clip-path of its .slider-top`, brief(badSliders));

    // Onion skins: moving one changes the opacity of its top image.
    const onions = [...document.querySelectorAll('input.onion')];
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
    const withCommand = variants.filter((v) => v.accept);
    const copyButton = document.querySelector('[data-variant-id] button.copy');
    if (withCommand.length && check(!!copyButton, 'accept commands have a copy button')) {
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
    const withLint = variants.filter((v) => lintOf(v).length > 0 && (v.actual || v.reference));
    const lintSelect = document.getElementById('lint-filter');
    const setLint = async (value) => { lintSelect.value = value; lintSelect.dispatchEvent(new Event('change', {bubbles: true})); await settle(); };
    if (withLint.length && check(!!lintSelect, 'the page has a lint filter')) {
      const reset = document.getElementById('reset');
      if (reset && !reset.hidden) { reset.click(); await settle(); }
      await setLint('any');
      const anyIds = idsWhere((v) => lintOf(v).length > 0);
      check(sameList(visibleIds(), anyIds), `the lint filter "any" shows the ${anyIds.length} variants with findings`, `shown: ${brief(visibleIds())}`);
      const badBoxes = withLint.filter((v) => {
        const card = cards().find((c) => c.dataset.variantId === v.id);
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
      const rule = String(lintOf(withLint[0])[0].rule);
      await setLint(rule);
      check(sameList(visibleIds(), idsWhere((v) => lintOf(v).some((m) => String(m.rule) === rule))), `the lint filter "${rule}" shows the variants it marks`,
        `shown: ${brief(visibleIds())}`);
      check(new URLSearchParams(location.hash.slice(1)).get('lint') === rule, `the URL hash records lint=${rule}`, `hash: "${location.hash}"`);
      await setLint('all');
    }

    // Put the view back as it was on load (for a screenshot).
    const restored = new Promise((resolve) => { addEventListener('hashchange', resolve, {once: true}); setTimeout(resolve, 1000); });
    location.hash = initialHash;
    await restored;
    await settle();
  } catch (error) {
    check(false, 'the self-test ran to the end', `${error && error.stack ? error.stack.split('\n').slice(0, 3).join(' | ') : error}`);
  }
  finish();
})();
