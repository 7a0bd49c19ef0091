// The CellSnap review page's script (index.html): reads #report-data and builds the chips, filters and cards.
(() => {
  'use strict';

  // Statuses: the chips list them in this order, the groups most urgent first.
  const STATUSES = ['passed', 'changed', 'new', 'missing', 'failed'];
  const GROUP_ORDER = ['failed', 'changed', 'new', 'missing', 'passed'];
  const STATUS_INFO = {
    passed: {label: 'Passed', blurb: 'Match their references.'},
    changed: {label: 'Changed', blurb: 'Differ from their references: compare, then accept or fix.'},
    new: {label: 'New', blurb: 'No reference yet: check the render, then record it.'},
    missing: {label: 'Missing', blurb: 'References that nothing rendered in this run.'},
    failed: {label: 'Failed', blurb: 'Could not be rendered.'},
  };
  const labelOf = (status) => (STATUS_INFO[status] ? STATUS_INFO[status].label : String(status));

  // Creates an element: attributes (null/false skipped, true = present, on* = listeners), then children.
  function el(tag, attributes, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attributes || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value === true ? '' : String(value));
    }
    for (const child of children.flat(Infinity)) {
      if (child === null || child === undefined || child === false) continue;
      node.append(child instanceof Node ? child : String(child));
    }
    return node;
  }
  const byId = (id) => document.getElementById(id);
  const formatPoints = (n) => (Number.isInteger(n) ? String(n) : Number(n).toFixed(1));
  const titleCase = (s) => s.charAt(0).toUpperCase() + s.slice(1);

  // ---- Data ------------------------------------------------------------------------------------
  let report;
  try {
    report = JSON.parse(byId('report-data').textContent);
  } catch (error) {
    byId('report').append(el('div', {class: 'error-box'}, 'The report data could not be read: ' + error.message));
    return;
  }
  const variants = Array.isArray(report.variants) ? report.variants : [];
  const dimensions = (Array.isArray(report.dimensions) ? report.dimensions : []).map(String).filter((d) => d !== 'status');
  const valueOf = (variant, dimension) => {
    const value = variant.values ? variant.values[dimension] : undefined;
    return value === undefined || value === null ? null : String(value);
  };
  // The distinct values of each dimension, in order of first appearance, with their counts.
  const dimensionValues = new Map(dimensions.map((d) => [d, new Map()]));
  for (const variant of variants) {
    for (const d of dimensions) {
      const value = valueOf(variant, d);
      if (value !== null) dimensionValues.get(d).set(value, (dimensionValues.get(d).get(value) || 0) + 1);
    }
  }
  const counted = Object.fromEntries(STATUSES.map((s) => [s, variants.filter((v) => v.status === s).length]));
  // Lint findings: each variant's list, and how many variants each rule marks.
  const lintOf = (variant) => (Array.isArray(variant.lint) ? variant.lint : []);
  const lintRules = new Map();
  for (const variant of variants) {
    for (const rule of new Set(lintOf(variant).map((mark) => String(mark.rule)))) lintRules.set(rule, (lintRules.get(rule) || 0) + 1);
  }
  const linted = variants.filter((v) => lintOf(v).length > 0).length;

  // ---- Filter state: 'all' or one value per key; mirrored in the URL hash ------------------------
  // The lint filter: 'any' (variants with findings), 'none', or one rule's name.
  const filterKeys = [...dimensions, 'status', 'lint'];
  const filters = Object.fromEntries(filterKeys.map((k) => [k, 'all']));
  const isKnown = (key, value) => value === 'all' ||
    (key === 'status' ? STATUSES.includes(value) || variants.some((v) => v.status === value)
      : key === 'lint' ? value === 'any' || value === 'none' || lintRules.has(value)
      : dimensionValues.get(key).has(value));
  const matchesLint = (variant, value) => value === 'any' ? lintOf(variant).length > 0
    : value === 'none' ? lintOf(variant).length === 0 : lintOf(variant).some((mark) => String(mark.rule) === value);
  const matches = (variant) => filterKeys.every((key) => filters[key] === 'all' ||
    (key === 'status' ? String(variant.status) === filters.status
      : key === 'lint' ? matchesLint(variant, filters.lint) : valueOf(variant, key) === filters[key]));

  // ---- Copying commands: the clipboard API, else select the text so the user can copy it --------
  function selectText(node) {
    const range = document.createRange();
    range.selectNodeContents(node);
    const selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
  }
  async function copyCommand(text, codeNode, button) {
    let copied = false;
    try {
      if (navigator.clipboard && navigator.clipboard.writeText) {
        // A file:// page may get neither an answer nor permission: give up after a second.
        await Promise.race([
          navigator.clipboard.writeText(text),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 1000)),
        ]);
        copied = true;
      }
    } catch (_) { /* fall back below */ }
    if (!copied) {
      selectText(codeNode);
      try { copied = document.execCommand('copy'); } catch (_) { copied = false; }
    }
    button.textContent = copied ? 'Copied' : 'Selected: press Ctrl+C';
    button.classList.toggle('done', copied);
    clearTimeout(button.resetTimer);
    button.resetTimer = setTimeout(() => { button.textContent = 'Copy'; button.classList.remove('done'); }, 2000);
  }
  function commandBlock(label, command) {
    const code = el('code', {class: 'command'}, command);
    const button = el('button', {type: 'button', class: 'button copy', title: 'Copy to the clipboard'}, 'Copy');
    button.addEventListener('click', () => copyCommand(command, code, button));
    return el('div', {class: 'accept'}, el('div', {class: 'section-label'}, label), el('div', {class: 'row'}, code, button));
  }

  // ---- Images: drawn at the variant's point size ----------------------------------------------------
  // Every image starts `width` points wide; once the one the size belongs to (actual, else reference)
  // has loaded, the others are scaled by the same factor, so a reference of another size shows as such.
  const imagesOf = new Map();
  function fitImages(variant) {
    const images = imagesOf.get(variant.id) || [];
    const anchorRole = variant.actual ? 'actual' : 'reference';
    const anchor = images.find((img) => img.dataset.role === anchorRole && img.complete && img.naturalWidth > 0);
    if (!anchor || !(variant.width > 0)) return;
    const pixelsPerPoint = anchor.naturalWidth / variant.width;
    for (const img of images) {
      if (img.dataset.role === anchorRole || !img.complete || img.naturalWidth === 0) continue;
      const points = img.naturalWidth / pixelsPerPoint;
      if (Math.abs(points - variant.width) > 0.5) img.style.width = points.toFixed(2) + 'px';
    }
  }
  function image(variant, role, extraClass) {
    const src = variant[role];
    const img = el('img', {
      src, alt: `${labelOf(role)} image of ${variant.name}`, class: extraClass || null,
      width: variant.width > 0 ? variant.width : null, height: variant.height > 0 ? variant.height : null,
      'data-role': role,
    });
    img.addEventListener('load', () => fitImages(variant));
    img.addEventListener('error', () => { const box = img.closest('.frame, .stack'); if (box) box.classList.add('broken'); });
    if (!imagesOf.has(variant.id)) imagesOf.set(variant.id, []);
    imagesOf.get(variant.id).push(img);
    return img;
  }
  const framed = (img) => el('div', {class: 'frame checker'}, img);
  const view = (caption, hint, ...content) =>
    el('figure', {class: 'view'}, el('figcaption', {}, caption, hint ? el('span', {}, hint) : null), content);

  // The slider: the actual render clipped from the left over the reference, a range moves the edge.
  function sliderView(variant) {
    const top = image(variant, 'actual', 'slider-top');
    const handle = el('div', {class: 'slider-handle', 'aria-hidden': 'true'});
    const stack = el('div', {class: 'stack checker'},
      image(variant, 'reference'), el('div', {class: 'top-wrap'}, top, handle),
      el('span', {class: 'stack-label left'}, 'Reference'), el('span', {class: 'stack-label right'}, 'Actual'));
    const range = el('input', {type: 'range', class: 'slider', id: 'slider-' + variant.id, min: 0, max: 100, step: 0.5, value: 50,
      'aria-label': 'Slider position: reference on the left, actual on the right'});
    const update = () => {
      top.style.clipPath = `inset(0 0 0 ${range.value}%)`;
      handle.style.left = range.value + '%';
    };
    range.addEventListener('input', update);
    // Dragging on the picture moves the slider too.
    const drag = (event) => {
      const box = top.getBoundingClientRect();
      if (box.width === 0) return;
      range.value = Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100));
      update();
    };
    stack.addEventListener('pointerdown', (event) => { stack.setPointerCapture(event.pointerId); drag(event); });
    stack.addEventListener('pointermove', (event) => { if (stack.hasPointerCapture(event.pointerId)) drag(event); });
    update();
    return view('Slider', 'drag to compare', stack, el('label', {class: 'range'}, 'Reference', range, 'Actual'));
  }

  // The onion skin: the actual render over the reference, a range sets its opacity.
  function onionView(variant) {
    const top = image(variant, 'actual', 'onion-top');
    const stack = el('div', {class: 'stack checker'}, image(variant, 'reference'), top);
    const range = el('input', {type: 'range', class: 'onion', id: 'onion-' + variant.id, min: 0, max: 100, step: 1, value: 50,
      'aria-label': 'Opacity of the actual render over the reference'});
    const update = () => { top.style.opacity = String(range.value / 100); };
    range.addEventListener('input', update);
    update();
    return view('Onion skin', 'actual over reference', stack, el('label', {class: 'range'}, 'Reference', range, 'Actual'));
  }

  // ---- Lint: boxes over the image (shown while the pointer is over it) and the list of findings ---------
  const percent = (part, whole) => (whole > 0 ? (100 * part / whole).toFixed(3) + '%' : '0');
  function lintLayer(variant, frame) {
    const marks = lintOf(variant);
    if (!marks.length || !(variant.width > 0) || !(variant.height > 0)) return frame;
    const boxes = marks.map((mark, index) => el('div', {
      class: 'lint-box', 'data-rule': mark.rule, 'data-severity': mark.severity, 'data-index': index,
      title: `${mark.rule}: ${mark.path} ${mark.element}: ${mark.message}`,
      style: `left:${percent(mark.x, variant.width)};top:${percent(mark.y, variant.height)};` +
        `width:${percent(mark.width, variant.width)};height:${percent(mark.height, variant.height)}`,
    }));
    frame.classList.add('lint-layer');
    frame.append(...boxes);
    return frame;
  }
  function lintList(variant) {
    const marks = lintOf(variant);
    if (!marks.length) return null;
    const list = el('ul', {class: 'lint-list'}, marks.map((mark, index) => el('li', {
      'data-rule': mark.rule, 'data-severity': mark.severity, 'data-index': index,
      onmouseenter: (event) => highlight(event.currentTarget, index, true),
      onmouseleave: (event) => highlight(event.currentTarget, index, false),
    }, el('b', {}, mark.rule), ' ', el('code', {}, `${mark.path} ${mark.element}`), ': ', mark.message)));
    return el('div', {class: 'lint'}, el('div', {class: 'section-label'},
      `Lint: ${marks.length} finding${marks.length === 1 ? '' : 's'}`, el('span', {class: 'hint'}, ' · point at the image to see them')), list);
  }
  function highlight(item, index, on) {
    const card = item.closest('.card');
    for (const box of card.querySelectorAll(`.lint-box[data-index="${index}"]`)) box.classList.toggle('lit', on);
    card.classList.toggle('lint-focus', on);
  }

  // ---- Cards ------------------------------------------------------------------------------------------
  // The message: a failure in full, anything else as a one-line note.
  function message(variant) {
    const status = String(variant.status);
    const text = variant.message ||
      (status === 'missing' ? 'Nothing rendered this variant in this run; its reference may be stale.' : null);
    if (!text) return null;
    return status === 'failed' ? el('pre', {class: 'failure'}, text) : el('p', {class: 'message'}, text);
  }
  // The warnings, the structural changes and the accept command.
  function notes(variant) {
    const structural = Array.isArray(variant.structural) ? variant.structural : [];
    const warnings = Array.isArray(variant.warnings) ? variant.warnings : [];
    return [
      warnings.length ? el('div', {}, el('div', {class: 'section-label'}, 'Warnings'),
        el('ul', {class: 'warnings'}, warnings.map((line) => el('li', {}, line)))) : null,
      structural.length ? el('div', {}, el('div', {class: 'section-label'}, 'Structural changes'),
        el('ul', {class: 'structural'}, structural.map((line) => el('li', {}, line)))) : null,
      variant.accept ? commandBlock(variant.status === 'new' ? 'Record this render' : 'Accept this render', variant.accept) : null,
    ].filter(Boolean);
  }

  function comparePanel(variant) {
    const views = el('div', {class: 'views'},
      variant.reference ? view('Reference', null, framed(image(variant, 'reference'))) : null,
      variant.actual ? view('Actual', null, lintLayer(variant, framed(image(variant, 'actual')))) : null,
      variant.diff ? view('Diff', 'differing pixels in red', framed(image(variant, 'diff'))) : null,
      variant.reference && variant.actual ? [sliderView(variant), onionView(variant)] : null);
    const noteNodes = notes(variant);
    if (noteNodes.length) views.append(el('div', {class: 'notes'}, noteNodes));
    return el('details', {class: 'compare', open: true},
      el('summary', {}, 'Compare with reference'),
      el('div', {class: 'compare-body'}, message(variant), views));
  }

  // The VoiceOver reading order, one element a line, as `cellsnap render --accessibility` prints it.
  function accessibilityPanel(variant) {
    const lines = Array.isArray(variant.accessibility) ? variant.accessibility : [];
    if (!lines.length) return null;
    return el('details', {class: 'accessibility'},
      el('summary', {}, `VoiceOver reading order (${lines.length} element${lines.length === 1 ? '' : 's'})`),
      el('ol', {class: 'a11y'}, lines.map((line) => el('li', {}, line))));
  }

  function card(variant) {
    const status = String(variant.status);
    const shownRole = variant.actual ? 'actual' : variant.reference ? 'reference' : null;
    const size = variant.width > 0 && variant.height > 0 ? `${formatPoints(variant.width)} × ${formatPoints(variant.height)} pt` : null;
    const tags = dimensions.filter((d) => valueOf(variant, d) !== null).map((d) =>
      el('button', {type: 'button', class: 'tag', title: `Show only ${d} = ${valueOf(variant, d)}`,
        onclick: () => setFilter(d, valueOf(variant, d))}, el('b', {}, d), valueOf(variant, d)));
    const node = el('article', {class: 'card' + (status === 'changed' ? ' wide' : ''), id: 'variant-' + variant.id,
      'data-variant-id': variant.id, 'data-status': status},
      el('header', {class: 'card-head'},
        el('div', {class: 'card-title'},
          el('h3', {}, variant.name),
          el('div', {class: 'meta'}, el('span', {class: 'spec'}, variant.spec), size ? el('span', {}, size) : null)),
        el('span', {class: 'badge', 'data-tone': status}, el('span', {class: 'dot'}), labelOf(status))),
      tags.length ? el('div', {class: 'tags'}, tags) : null,
      shownRole ? el('div', {class: 'card-image'}, lintLayer(variant, framed(image(variant, shownRole))),
        status === 'missing' ? el('span', {class: 'caption'}, 'Stored reference') : null) : null,
      lintList(variant));
    if (status === 'changed') node.append(comparePanel(variant));
    else node.append(...[message(variant), ...notes(variant)].filter(Boolean));
    const reading = accessibilityPanel(variant);
    if (reading) node.append(reading);
    return node;
  }

  // ---- Page: chips, filters, groups -------------------------------------------------------------------
  const chips = [];
  const selects = new Map();
  const groups = [];
  const cards = [];

  function buildChips() {
    const summary = report.summary || {};
    const all = el('button', {type: 'button', class: 'chip chip-all', 'data-filter-status': 'all'},
      el('span', {class: 'count'}, variants.length), variants.length === 1 ? 'variant' : 'variants');
    chips.push(all);
    for (const status of STATUSES) {
      const count = Number.isFinite(summary[status]) ? summary[status] : counted[status];
      chips.push(el('button', {type: 'button', class: 'chip', 'data-tone': status, 'data-filter-status': status,
        disabled: counted[status] === 0, title: `Show only ${labelOf(status).toLowerCase()} variants`},
        el('span', {class: 'dot'}), el('span', {class: 'count'}, count), labelOf(status).toLowerCase()));
    }
    for (const chip of chips) {
      chip.addEventListener('click', () => {
        const status = chip.dataset.filterStatus;
        setFilter('status', status !== 'all' && filters.status === status ? 'all' : status);
      });
    }
    byId('chips').append(...chips);
  }

  function buildFilters() {
    const box = byId('filters');
    const field = (key, label, select) => {
      select.addEventListener('change', () => setFilter(key, select.value));
      selects.set(key, select);
      box.append(el('label', {class: 'field'}, label, select));
    };
    for (const d of dimensions) {
      const options = [...dimensionValues.get(d)].map(([value, n]) => el('option', {value}, `${value} (${n})`));
      field(d, titleCase(d), el('select', {class: 'filter', 'data-dimension': d}, el('option', {value: 'all'}, 'All'), options));
    }
    const statusOptions = STATUSES.filter((s) => counted[s] > 0).map((s) => el('option', {value: s}, `${labelOf(s)} (${counted[s]})`));
    field('status', 'Status', el('select', {id: 'status-filter', class: 'status-filter'}, el('option', {value: 'all'}, 'All'), statusOptions));
    const lintOptions = [...lintRules].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([rule, n]) => el('option', {value: rule}, `${rule} (${n})`));
    field('lint', 'Lint', el('select', {id: 'lint-filter', class: 'lint-filter'}, el('option', {value: 'all'}, 'All'),
      el('option', {value: 'any'}, `Any finding (${linted})`), el('option', {value: 'none'}, `No findings (${variants.length - linted})`),
      lintOptions));
  }

  function buildGroups() {
    const main = byId('report');
    const others = [...new Set(variants.map((v) => String(v.status)))].filter((s) => !GROUP_ORDER.includes(s));
    for (const status of [...GROUP_ORDER, ...others]) {
      const members = variants.filter((v) => String(v.status) === status);
      if (members.length === 0) continue;
      const count = el('span', {class: 'group-count'}, members.length);
      const grid = el('div', {class: 'grid'});
      for (const variant of members) {
        const node = card(variant);
        cards.push({variant, node});
        grid.append(node);
      }
      const section = el('section', {class: 'group', 'data-group': status, 'data-tone': status},
        el('div', {class: 'group-head'},
          el('h2', {}, el('span', {class: 'dot'}), labelOf(status)), count,
          STATUS_INFO[status] ? el('span', {class: 'group-blurb'}, STATUS_INFO[status].blurb) : null),
        grid);
      groups.push({section, count, total: members.length});
      main.append(section);
    }
    // Grid columns as wide as the widest variant (within reason) plus the card's padding.
    const widest = Math.max(0, ...variants.map((v) => (v.width > 0 ? v.width : 0)));
    if (widest > 0) main.style.setProperty('--card-width', Math.min(Math.max(widest, 240), 720) + 34 + 'px');
  }

  // Shows the variants that match the filters and brings every control in line with them.
  function apply() {
    let shown = 0;
    for (const {variant, node} of cards) {
      const visible = matches(variant);
      node.hidden = !visible;
      if (visible) shown += 1;
    }
    for (const group of groups) {
      const visible = [...group.section.querySelectorAll('[data-variant-id]')].filter((n) => !n.hidden).length;
      group.section.hidden = visible === 0;
      group.count.textContent = visible === group.total ? String(group.total) : `${visible} of ${group.total}`;
    }
    for (const [key, select] of selects) {
      select.value = filters[key];
      select.classList.toggle('active', filters[key] !== 'all');
    }
    for (const chip of chips) chip.setAttribute('aria-pressed', String(chip.dataset.filterStatus === filters.status));
    const filtered = filterKeys.some((key) => filters[key] !== 'all');
    byId('reset').hidden = !filtered;
    byId('empty').hidden = shown > 0 || variants.length === 0;
    byId('showing').textContent = `Showing ${shown} of ${variants.length}`;
  }

  // The hash holds the filters that are not 'all', e.g. #state=selected&appearance=dark.
  function writeHash() {
    const params = new URLSearchParams();
    for (const key of filterKeys) if (filters[key] !== 'all') params.set(key, filters[key]);
    const hash = params.toString();
    if (location.hash.replace(/^#/, '') === hash) return;
    try {
      history.replaceState(null, '', hash ? '#' + hash : location.href.split('#')[0]);
    } catch (_) {
      location.hash = hash;
    }
  }
  function readHash() {
    const params = new URLSearchParams(location.hash.replace(/^#/, ''));
    for (const key of filterKeys) {
      const value = params.get(key);
      filters[key] = value !== null && isKnown(key, value) ? value : 'all';
    }
    apply();
  }
  function setFilter(key, value) {
    filters[key] = isKnown(key, value) ? value : 'all';
    apply();
    writeHash();
  }
  function resetFilters() {
    for (const key of filterKeys) filters[key] = 'all';
    apply();
    writeHash();
  }

  byId('generated').textContent = report.generated || '';
  byId('generated').parentElement.hidden = !report.generated;
  buildChips();
  buildFilters();
  buildGroups();
  byId('reset').addEventListener('click', resetFilters);
  byId('empty-reset').addEventListener('click', resetFilters);
  window.addEventListener('hashchange', readHash);
  if (variants.length === 0) byId('report').append(el('div', {class: 'empty'}, el('p', {}, 'This report has no variants.')));
  byId('footer').textContent = `CellSnap review · ${variants.length} variant${variants.length === 1 ? '' : 's'} · ` +
    'a self-contained page: open it from disk, no network needed.';
  readHash();
})();
