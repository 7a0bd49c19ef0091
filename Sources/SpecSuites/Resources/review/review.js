// The CellSnap review page's script (index.html): reads #report-data and builds the chips, filters,
// the change groups (one card per cause, one decision each) and the variants' cards, a page at a time,
// so that a report of 10,000 variants stays responsive: filtering works on the data, and only the
// cards of the page shown are in the document, their images loaded as they scroll into view.
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
  // The change groups: changed and new variants grouped by cause, numbered from 1.
  const changeGroups = (Array.isArray(report.groups) ? report.groups : []).filter((g) => g && Number.isInteger(g.number));
  const groupByNumber = new Map(changeGroups.map((g) => [String(g.number), g]));
  const variantById = new Map(variants.map((v) => [v.id, v]));
  const groupOf = (variant) => (variant.group === null || variant.group === undefined ? null : String(variant.group));

  // ---- Filter state: 'all' or one value per key; mirrored in the URL hash ------------------------
  // The lint filter: 'any' (variants with findings), 'none', or one rule's name.
  // The group filter: one group's number.
  const filterKeys = [...dimensions, 'status', 'lint', 'group'];
  const filters = Object.fromEntries(filterKeys.map((k) => [k, 'all']));
  const isKnown = (key, value) => value === 'all' ||
    (key === 'status' ? STATUSES.includes(value) || variants.some((v) => v.status === value)
      : key === 'lint' ? value === 'any' || value === 'none' || lintRules.has(value)
      : key === 'group' ? groupByNumber.has(value)
      : dimensionValues.get(key).has(value));
  const matchesLint = (variant, value) => value === 'any' ? lintOf(variant).length > 0
    : value === 'none' ? lintOf(variant).length === 0 : lintOf(variant).some((mark) => String(mark.rule) === value);
  const matches = (variant) => filterKeys.every((key) => filters[key] === 'all' ||
    (key === 'status' ? String(variant.status) === filters.status
      : key === 'lint' ? matchesLint(variant, filters.lint)
      : key === 'group' ? groupOf(variant) === filters.group
      : valueOf(variant, key) === filters[key]));

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
      'data-role': role, loading: 'lazy', decoding: 'async',
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
        groupOf(variant) !== null && groupByNumber.has(groupOf(variant))
          ? el('button', {type: 'button', class: 'group-link', title: 'Show only this group',
            onclick: () => setFilter('group', groupOf(variant))}, `Group ${groupOf(variant)}`) : null,
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

  // ---- Change groups: one card per cause, with a representative, the others' thumbnails and the command ----
  // How many group cards show before "Show all groups", and how many thumbnails a card's strip holds.
  const GROUPS_SHOWN = 12;
  const STRIP_SIZE = 16;
  const KIND_LABEL = {
    structure: 'Structure changed', pixels: 'Pixels changed', pixelsWithoutStructure: 'Pixels changed', new: 'New',
  };
  const groupCards = new Map();

  // A small picture of a variant: its actual render (else its reference), scaled to the strip's height.
  function thumbnail(variant, group) {
    const src = variant.actual || variant.reference;
    return el('button', {type: 'button', class: 'thumb', 'data-thumb-id': variant.id, title: `${variant.id}: show its card`,
      onclick: () => showVariant(variant.id, group)},
      src ? el('img', {src, alt: `${variant.name}`, loading: 'lazy', decoding: 'async'}) : el('span', {class: 'thumb-none'}, variant.name));
  }

  // The representative's reference, actual and diff, each as large as the card allows.
  function representativeViews(variant) {
    const shown = ['reference', 'actual', 'diff'].filter((role) => variant[role]);
    return el('div', {class: 'representative'}, shown.map((role) => el('figure', {class: 'view'},
      el('figcaption', {}, labelOf(role)),
      el('div', {class: 'frame checker'}, el('img', {src: variant[role], alt: `${labelOf(role)} image of ${variant.id}`,
        width: variant.width > 0 ? variant.width : null, height: variant.height > 0 ? variant.height : null,
        'data-role': role, loading: 'lazy', decoding: 'async'})))));
  }

  function groupCard(group) {
    const number = String(group.number);
    const members = (Array.isArray(group.variants) ? group.variants : []).map((id) => variantById.get(id)).filter(Boolean);
    const representative = variantById.get(group.representative) || members[0];
    const others = members.filter((v) => v !== representative);
    const strip = others.slice(0, STRIP_SIZE).map((v) => thumbnail(v, number));
    const more = others.length - strip.length;
    const lines = Array.isArray(group.lines) ? group.lines : [];
    const dims = Array.isArray(group.dimensions) ? group.dimensions : [];
    const specs = Array.isArray(group.specs) ? group.specs : [];
    const tone = group.kind === 'new' ? 'new' : 'changed';
    const node = el('article', {class: 'change-group', 'data-group-number': number, 'data-kind': group.kind, 'data-tone': tone},
      el('header', {class: 'change-group-head'},
        el('span', {class: 'group-number'}, `Group ${number}`),
        el('span', {class: 'badge', 'data-tone': tone}, el('span', {class: 'dot'}), KIND_LABEL[group.kind] || 'Changed'),
        el('span', {class: 'group-size'}, `${members.length} variant${members.length === 1 ? '' : 's'}`)),
      el('ul', {class: 'cause'}, lines.map((line) => el('li', {}, line))),
      el('div', {class: 'meta'},
        specs.length ? el('span', {}, el('b', {}, specs.length === 1 ? 'spec ' : 'specs '), specs.join(', ')) : null,
        el('span', {}, el('b', {}, 'varies in '), dims.length ? dims.join(', ') : 'nothing: one variant')),
      representative ? el('div', {class: 'section-label'}, 'Representative: ',
        el('button', {type: 'button', class: 'link', onclick: () => showVariant(representative.id, number)}, representative.id)) : null,
      representative ? representativeViews(representative) : null,
      others.length ? el('div', {class: 'section-label'}, `The other ${others.length}`) : null,
      others.length ? el('div', {class: 'strip'}, strip, more > 0 ? el('button', {type: 'button', class: 'thumb more',
        title: `Show all ${members.length} variants of group ${number}`, onclick: () => showGroup(number)}, `+${more} more`) : null) : null,
      el('div', {class: 'change-group-actions'},
        el('button', {type: 'button', class: 'button show-group', onclick: () => showGroup(number)},
          `Show the ${members.length} variant${members.length === 1 ? '' : 's'}`),
        group.accept ? commandBlock(`Accept group ${number}`, group.accept) : null));
    groupCards.set(number, node);
    return node;
  }

  function buildChangeGroups(main) {
    if (!changeGroups.length) return;
    const list = el('div', {class: 'change-group-list'}, changeGroups.slice(0, GROUPS_SHOWN).map(groupCard));
    const rest = changeGroups.length - GROUPS_SHOWN;
    const showAll = rest > 0 ? el('button', {type: 'button', class: 'button', id: 'show-all-groups',
      onclick: () => { list.append(...changeGroups.slice(GROUPS_SHOWN).map(groupCard)); showAll.remove(); apply(); }},
      `Show all ${changeGroups.length} groups`) : null;
    const decided = changeGroups.reduce((n, g) => n + (Array.isArray(g.variants) ? g.variants.length : 0), 0);
    main.append(el('section', {class: 'change-groups', id: 'change-groups', 'data-tone': 'changed'},
      el('div', {class: 'group-head'},
        el('h2', {}, el('span', {class: 'dot'}), 'Changes by cause'),
        el('span', {class: 'group-count'}, changeGroups.length),
        el('span', {class: 'group-blurb'}, `${decided} variant${decided === 1 ? '' : 's'} in ${changeGroups.length} ` +
          `group${changeGroups.length === 1 ? '' : 's'}: one decision each. A group holds the variants whose structure ` +
          'changed the same way, or whose pixels changed in the same element.')),
      list, showAll,
      report.acceptAll ? el('div', {class: 'accept-all'}, commandBlock('Accept every group', report.acceptAll)) : null));
  }

  // ---- Page: chips, filters, the variants a page at a time -------------------------------------
  const PAGE_SIZE = 50;
  const chips = [];
  const selects = new Map();
  const sections = [];
  const pagers = [];
  const cardNodes = new Map();
  const cardFor = (variant) => {
    if (!cardNodes.has(variant.id)) cardNodes.set(variant.id, card(variant));
    return cardNodes.get(variant.id);
  };
  // The variants in the order the page lists them: by status, most urgent first, then as run.
  const statusRank = (status) => { const i = GROUP_ORDER.indexOf(status); return i < 0 ? GROUP_ORDER.length : i; };
  const ordered = variants.map((v, i) => [v, i])
    .sort((a, b) => statusRank(String(a[0].status)) - statusRank(String(b[0].status)) || a[1] - b[1]).map(([v]) => v);
  let filtered = ordered;
  let page = 1;
  const pageCount = () => Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));

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
    if (changeGroups.length) {
      const groupOptions = changeGroups.map((g) => el('option', {value: String(g.number)},
        `${g.number} (${Array.isArray(g.variants) ? g.variants.length : 0})`));
      field('group', 'Group', el('select', {id: 'group-filter', class: 'group-filter'}, el('option', {value: 'all'}, 'All'), groupOptions));
    }
  }

  function pager() {
    const previous = el('button', {type: 'button', class: 'button pager-previous', onclick: () => goToPage(page - 1)}, '‹ Previous');
    const next = el('button', {type: 'button', class: 'button pager-next', onclick: () => goToPage(page + 1)}, 'Next ›');
    const text = el('span', {class: 'pager-text'});
    const node = el('nav', {class: 'pager', 'aria-label': 'Pages of variants'}, previous, text, next);
    pagers.push({node, previous, next, text});
    return node;
  }

  function buildSections(main) {
    main.append(pager());
    const others = [...new Set(variants.map((v) => String(v.status)))].filter((s) => !GROUP_ORDER.includes(s));
    for (const status of [...GROUP_ORDER, ...others]) {
      const total = variants.filter((v) => String(v.status) === status).length;
      if (total === 0) continue;
      const count = el('span', {class: 'group-count'}, total);
      const grid = el('div', {class: 'grid'});
      const section = el('section', {class: 'group', 'data-group': status, 'data-tone': status},
        el('div', {class: 'group-head'},
          el('h2', {}, el('span', {class: 'dot'}), labelOf(status)), count,
          STATUS_INFO[status] ? el('span', {class: 'group-blurb'}, STATUS_INFO[status].blurb) : null),
        grid);
      sections.push({status, section, count, grid, total});
      main.append(section);
    }
    main.append(pager());
    // Grid columns as wide as the widest variant (within reason) plus the card's padding.
    const widest = Math.max(0, ...variants.map((v) => (v.width > 0 ? v.width : 0)));
    if (widest > 0) main.style.setProperty('--card-width', Math.min(Math.max(widest, 240), 720) + 34 + 'px');
  }

  // Shows the page of variants that match the filters and brings every control in line with them.
  function apply() {
    filtered = ordered.filter(matches);
    page = Math.min(Math.max(1, page), pageCount());
    const first = (page - 1) * PAGE_SIZE;
    const shownHere = filtered.slice(first, first + PAGE_SIZE);
    const matching = new Map();
    for (const variant of filtered) matching.set(String(variant.status), (matching.get(String(variant.status)) || 0) + 1);
    for (const group of sections) {
      group.grid.replaceChildren(...shownHere.filter((v) => String(v.status) === group.status).map(cardFor));
      group.section.hidden = group.grid.childElementCount === 0;
      const n = matching.get(group.status) || 0;
      group.count.textContent = n === group.total ? String(group.total) : `${n} of ${group.total}`;
    }
    const pages = pageCount();
    for (const p of pagers) {
      p.node.hidden = pages < 2;
      p.node.dataset.page = String(page);
      p.node.dataset.pages = String(pages);
      p.previous.disabled = page <= 1;
      p.next.disabled = page >= pages;
      p.text.textContent = `Page ${page} of ${pages} · variants ${filtered.length ? first + 1 : 0}–${first + shownHere.length} of ${filtered.length}`;
    }
    for (const [number, node] of groupCards) node.classList.toggle('active', filters.group === number);
    for (const [key, select] of selects) {
      select.value = filters[key];
      select.classList.toggle('active', filters[key] !== 'all');
    }
    for (const chip of chips) chip.setAttribute('aria-pressed', String(chip.dataset.filterStatus === filters.status));
    const filteredAtAll = filterKeys.some((key) => filters[key] !== 'all');
    byId('reset').hidden = !filteredAtAll;
    byId('empty').hidden = filtered.length > 0 || variants.length === 0;
    byId('showing').textContent = `Showing ${filtered.length} of ${variants.length}`;
  }

  // The hash holds the filters that are not 'all' and the page after the first, e.g. #state=selected&appearance=dark&page=2.
  function writeHash() {
    const params = new URLSearchParams();
    for (const key of filterKeys) if (filters[key] !== 'all') params.set(key, filters[key]);
    if (page > 1) params.set('page', String(page));
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
    const asked = Number(params.get('page'));
    page = Number.isInteger(asked) && asked > 0 ? asked : 1;
    apply();
  }
  function setFilter(key, value) {
    filters[key] = isKnown(key, value) ? value : 'all';
    page = 1;
    apply();
    writeHash();
  }
  function resetFilters() {
    for (const key of filterKeys) filters[key] = 'all';
    page = 1;
    apply();
    writeHash();
  }
  function goToPage(number) {
    page = number;
    apply();
    writeHash();
    const top = sections.find((group) => !group.section.hidden);
    if (top) top.section.scrollIntoView({block: 'start'});
  }
  // The variants of one group, from its first page.
  function showGroup(number) {
    for (const key of filterKeys) filters[key] = 'all';
    filters.group = isKnown('group', number) ? number : 'all';
    page = 1;
    apply();
    writeHash();
    const top = sections.find((group) => !group.section.hidden);
    if (top) top.section.scrollIntoView({block: 'start'});
  }
  // One variant's card, among its group's: the page that holds it, scrolled to and marked.
  function showVariant(id, number) {
    for (const key of filterKeys) filters[key] = 'all';
    if (number !== undefined && isKnown('group', number)) filters.group = number;
    filtered = ordered.filter(matches);
    const index = filtered.findIndex((v) => v.id === id);
    page = index < 0 ? 1 : Math.floor(index / PAGE_SIZE) + 1;
    apply();
    writeHash();
    const node = cardNodes.get(id);
    if (!node) return;
    node.scrollIntoView({block: 'center'});
    for (const other of document.querySelectorAll('.card.spotlight')) other.classList.remove('spotlight');
    node.classList.add('spotlight');
  }

  byId('generated').textContent = report.generated || '';
  byId('generated').parentElement.hidden = !report.generated;
  buildChips();
  buildFilters();
  const main = byId('report');
  buildChangeGroups(main);
  buildSections(main);
  byId('reset').addEventListener('click', resetFilters);
  byId('empty-reset').addEventListener('click', resetFilters);
  window.addEventListener('hashchange', readHash);
  if (variants.length === 0) main.append(el('div', {class: 'empty'}, el('p', {}, 'This report has no variants.')));
  byId('footer').textContent = `CellSnap review · ${variants.length} variant${variants.length === 1 ? '' : 's'} · ` +
    'a self-contained page: open it from disk, no network needed.';
  readHash();
  // When the page was ready, for the browser test's load time.
  if (window.performance && performance.mark) performance.mark('cellsnap-review-ready');
})();
