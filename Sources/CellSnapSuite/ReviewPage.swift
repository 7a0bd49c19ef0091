import Foundation

/// The review report's single HTML page: inline CSS and JavaScript, no network.
///
/// `cellsnap review` writes a folder with this page as `index.html` and the images beside it under
/// `images/<sha256>.png`; the page opens straight from disk (file://). Everything it shows comes
/// from one JSON document embedded in `<script type="application/json" id="report-data">`, which
/// the page's script reads and turns into the summary chips, the filters and a card per variant.
///
/// The data has exactly these keys:
///
///     {"title": String, "generated": String (the command that produced the report),
///      "summary": {"passed": Int, "changed": Int, "new": Int, "missing": Int, "failed": Int},
///      "dimensions": [String] (the filterable dimensions that vary),
///      "variants": [{"id", "spec", "name": String, "values": {dimension: value},
///                    "status": "passed" | "changed" | "new" | "missing" | "failed",
///                    "reference", "actual", "diff": "images/<sha256>.png" or null,
///                    "width", "height": points, "message": String or null,
///                    "structural": [String], "accept": String or null}]}
///
/// The page itself is ``template``, kept as plain HTML between the marker comments below so that
/// `scripts/make-sample-review` can extract it and fill in the same placeholders as
/// ``html(title:dataJSON:)``: ``titleToken`` (the HTML-escaped title, in `<title>` and `<h1>`) and
/// ``dataToken`` (the JSON, made safe to sit inside a `<script>` element). Keep the two in step.
///
/// The browser test (`scripts/test-review-in-browser`) relies on these hooks: `data-variant-id` and
/// `data-status` on cards, `select.filter[data-dimension]` for the dimension filters,
/// `#status-filter`, `.chip[data-filter-status]`, `.slider` / `.slider-top`, `.onion` /
/// `.onion-top` and `#showing`.
enum ReviewPage {
    /// The placeholder in ``template`` for the HTML-escaped title.
    static let titleToken = "__CELLSNAP_TITLE__"
    /// The placeholder in ``template`` for the report's JSON data.
    static let dataToken = "__CELLSNAP_DATA__"

    /// The page with `dataJSON` (the report's data, see above) embedded.
    ///
    /// - Parameters:
    ///   - title: The page title, shown in the browser tab and as the heading; it is HTML-escaped.
    ///   - dataJSON: The report's data as a JSON document. Every `</` becomes `<\/` and every `<!--`
    ///     becomes `<\u0021--` (both still valid JSON, both only possible inside JSON strings), so
    ///     no value can close the `<script>` element or switch the HTML parser's script state.
    static func html(title: String, dataJSON: String) -> String {
        let safeData = dataJSON
            .replacingOccurrences(of: "</", with: #"<\/"#)
            .replacingOccurrences(of: "<!--", with: #"<\u0021--"#)
        let safeTitle = escapeHTML(title)
        // Split at the data placeholder first, so that neither substitution can see the other's text.
        return template
            .components(separatedBy: dataToken)
            .map { $0.replacingOccurrences(of: titleToken, with: safeTitle) }
            .joined(separator: safeData)
    }

    /// `text` with the characters that are special in HTML text and attribute values replaced by
    /// character references.
    static func escapeHTML(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    // The page template. scripts/make-sample-review extracts the lines between the `#"""` and `"""#`
    // lines that follow the begin marker, so keep the template at column 0 and the delimiters on
    // lines of their own.
    // BEGIN REVIEW PAGE TEMPLATE
    /// The page, with ``titleToken`` and ``dataToken`` where the title and the data go.
    static let template = #"""
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="generator" content="CellSnap">
<title>__CELLSNAP_TITLE__</title>
<style>
/* ---- Theme ---------------------------------------------------------------------------------- */
:root {
  color-scheme: light dark;
  --bg: #f4f5f7;
  --surface: #ffffff;
  --surface-2: #f3f4f7;
  --border: #e3e6eb;
  --border-strong: #cfd4dc;
  --text: #1a2030;
  --muted: #5d6879;
  --faint: #8b94a5;
  --accent: #2f6fe4;
  --accent-bg: #eaf1fe;
  --check-a: #ffffff;
  --check-b: #e8ebf0;
  --shadow: 0 1px 2px rgba(16, 24, 40, .04), 0 1px 3px rgba(16, 24, 40, .06);
  --passed: #16834a;  --passed-bg: #e5f4eb;
  --changed: #b05c00; --changed-bg: #fdf0dc;
  --new: #2563d6;     --new-bg: #e6eefd;
  --missing: #6a4bd6; --missing-bg: #eeeafc;
  --failed: #c62a1e;  --failed-bg: #fcebe9;
  --radius: 12px;
  --mono: ui-monospace, "SF Mono", SFMono-Regular, Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif;
  font-size: 14px;
  line-height: 1.45;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #101217;
    --surface: #191c23;
    --surface-2: #21252e;
    --border: #2b303b;
    --border-strong: #3a404d;
    --text: #e7e9ee;
    --muted: #a2abba;
    --faint: #737d8e;
    --accent: #6d9cf5;
    --accent-bg: #1c2a45;
    --check-a: #2a2d35;
    --check-b: #22252c;
    --shadow: 0 1px 2px rgba(0, 0, 0, .3);
    --passed: #4cc483;  --passed-bg: #173226;
    --changed: #f0a43c; --changed-bg: #3a2a14;
    --new: #72a3f7;     --new-bg: #1a2a48;
    --missing: #a890f5; --missing-bg: #2a2347;
    --failed: #f2766b;  --failed-bg: #3d1c1a;
  }
}
/* Each status has a tone: its colour and a soft background. */
[data-tone="passed"],  .card[data-status="passed"]  { --tone: var(--passed);  --tone-bg: var(--passed-bg); }
[data-tone="changed"], .card[data-status="changed"] { --tone: var(--changed); --tone-bg: var(--changed-bg); }
[data-tone="new"],     .card[data-status="new"]     { --tone: var(--new);     --tone-bg: var(--new-bg); }
[data-tone="missing"], .card[data-status="missing"] { --tone: var(--missing); --tone-bg: var(--missing-bg); }
[data-tone="failed"],  .card[data-status="failed"]  { --tone: var(--failed);  --tone-bg: var(--failed-bg); }

/* ---- Base ------------------------------------------------------------------------------------ */
*, *::before, *::after { box-sizing: border-box; }
[hidden] { display: none !important; }
body { margin: 0; background: var(--bg); color: var(--text); }
code, .mono { font-family: var(--mono); font-size: 12.5px; }
button, select, input { font: inherit; color: inherit; }
button { cursor: pointer; }
:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
.wrap { max-width: 1680px; margin: 0 auto; padding: 0 28px; }
.dot { width: 8px; height: 8px; border-radius: 50%; background: var(--tone, var(--faint)); flex: none; }

/* ---- Masthead: title, command, status chips -------------------------------------------------- */
.masthead { background: var(--surface); border-bottom: 1px solid var(--border); }
.masthead .wrap { padding-top: 20px; padding-bottom: 18px; display: flex; flex-direction: column; gap: 14px; }
.heading { display: flex; flex-wrap: wrap; align-items: baseline; gap: 6px 18px; }
h1 { margin: 0; font-size: 21px; font-weight: 650; letter-spacing: -.01em; display: flex; align-items: center; gap: 10px; }
h1::before {
  content: ""; width: 22px; height: 22px; border-radius: 6px; flex: none;
  background: linear-gradient(135deg, var(--accent), #8a5cf6);
  box-shadow: inset 0 -7px 0 rgba(255, 255, 255, .28);
}
.generated { display: flex; align-items: center; gap: 8px; min-width: 0; color: var(--muted); font-size: 12.5px; }
.generated code {
  color: var(--text); background: var(--surface-2); border: 1px solid var(--border); border-radius: 6px;
  padding: 3px 8px; overflow-wrap: anywhere;
}
.chips { display: flex; flex-wrap: wrap; gap: 8px; }
.chip {
  display: inline-flex; align-items: center; gap: 8px; padding: 6px 14px 6px 12px;
  border: 1px solid var(--border); border-radius: 999px; background: var(--surface); color: var(--muted);
  font-weight: 500; transition: background-color .12s, border-color .12s;
}
.chip:hover:not(:disabled) { border-color: var(--tone, var(--border-strong)); }
.chip .count { color: var(--tone, var(--text)); font-weight: 700; font-variant-numeric: tabular-nums; }
.chip[aria-pressed="true"] { background: var(--tone-bg, var(--accent-bg)); border-color: var(--tone, var(--accent)); color: var(--text); }
.chip:disabled { opacity: .45; cursor: default; }
.chip-all .count { color: var(--text); }

/* ---- Toolbar: filters and the visible count; stays at the top while scrolling ----------------- */
.toolbar {
  position: sticky; top: 0; z-index: 10; border-bottom: 1px solid var(--border);
  background: color-mix(in srgb, var(--bg) 88%, transparent); backdrop-filter: blur(10px);
}
.toolbar .wrap { display: flex; flex-wrap: wrap; align-items: center; gap: 10px 20px; padding-top: 10px; padding-bottom: 10px; }
.filters { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; flex: 1; }
.field { display: inline-flex; align-items: center; gap: 7px; color: var(--muted); font-size: 12.5px; font-weight: 500; }
.field select {
  appearance: none; -webkit-appearance: none; padding: 5px 28px 5px 10px; min-width: 88px; max-width: 260px;
  border: 1px solid var(--border-strong); border-radius: 8px; color: var(--text); font-size: 13px;
  background: var(--surface) url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 12 12'%3E%3Cpath d='M3 4.5 6 7.5 9 4.5' fill='none' stroke='%238b94a5' stroke-width='1.6' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E") no-repeat right 9px center / 12px;
}
.field select.active { border-color: var(--accent); background-color: var(--accent-bg); }
.toolbar-end { display: flex; align-items: center; gap: 14px; margin-left: auto; }
#showing { color: var(--muted); font-size: 13px; font-variant-numeric: tabular-nums; white-space: nowrap; }
.button {
  display: inline-flex; align-items: center; gap: 6px; padding: 5px 12px; border-radius: 8px;
  border: 1px solid var(--border-strong); background: var(--surface); font-size: 12.5px; font-weight: 500; white-space: nowrap;
}
.button:hover { border-color: var(--accent); color: var(--accent); }
.button.done { border-color: var(--passed); color: var(--passed); }

/* ---- Groups and the grid of cards ------------------------------------------------------------- */
main.wrap { padding-top: 26px; padding-bottom: 40px; display: flex; flex-direction: column; gap: 32px; }
.group-head { display: flex; align-items: center; flex-wrap: wrap; gap: 4px 10px; margin: 0 0 12px; }
.group-head h2 {
  margin: 0; display: inline-flex; align-items: center; gap: 8px; font-size: 13px; font-weight: 650;
  letter-spacing: .05em; text-transform: uppercase;
}
.group-count {
  font-size: 12px; font-weight: 600; color: var(--tone); background: var(--tone-bg);
  padding: 1px 8px; border-radius: 999px; font-variant-numeric: tabular-nums;
}
.group-blurb { color: var(--muted); font-size: 13px; }
.grid {
  display: grid; gap: 16px; align-items: start;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--card-width, 420px)), 1fr));
}
.card {
  min-width: 0; display: flex; flex-direction: column; gap: 12px; padding: 14px 16px 16px;
  background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); box-shadow: var(--shadow);
}
.card:not([data-status="passed"]) { box-shadow: inset 3px 0 0 var(--tone), var(--shadow); }
.card.wide { grid-column: 1 / -1; }
.card-head { display: flex; align-items: flex-start; gap: 12px; }
.card-title { min-width: 0; flex: 1; }
.card-title h3 { margin: 0; font-size: 14px; font-weight: 600; overflow-wrap: anywhere; }
.meta { display: flex; flex-wrap: wrap; gap: 2px 10px; margin-top: 2px; color: var(--muted); font-size: 12.5px; }
.meta .spec { font-weight: 500; color: var(--text); }
.meta .spec::before { content: "spec "; color: var(--faint); font-weight: 400; }
.badge {
  flex: none; display: inline-flex; align-items: center; gap: 6px; padding: 2px 10px 2px 8px; border-radius: 999px;
  font-size: 12px; font-weight: 600; color: var(--tone); background: var(--tone-bg);
}
.tags { display: flex; flex-wrap: wrap; gap: 6px; }
.tag {
  border: 1px solid var(--border); background: var(--surface-2); color: var(--muted); border-radius: 6px;
  padding: 1px 7px; font-size: 12px;
}
.tag:hover { border-color: var(--accent); color: var(--accent); }
.tag b { font-weight: 500; color: var(--faint); margin-right: 4px; }
.card-image { display: flex; flex-direction: column; align-items: center; gap: 6px; }
.card-image .caption { font-size: 12px; color: var(--muted); }
/* An open comparison shows every image, so the card's own picture steps aside. */
.card.wide:has(> details[open]) > .card-image { display: none; }

/* ---- Images: at point size, on a checkerboard so that transparency shows ---------------------- */
.checker {
  background-color: var(--check-a);
  background-image: conic-gradient(var(--check-b) 25%, transparent 0 50%, var(--check-b) 0 75%, transparent 0);
  background-size: 16px 16px;
}
.frame {
  display: inline-block; max-width: 100%; line-height: 0; border-radius: 6px; overflow: hidden;
  box-shadow: 0 0 0 1px var(--border);
}
.frame img, .stack img { display: block; max-width: 100%; height: auto; }
.broken { min-width: 160px; min-height: 48px; position: relative; }
.broken::after {
  content: "image not found"; position: absolute; inset: 0; display: grid; place-items: center;
  line-height: 1.4; font-size: 12px; color: var(--failed); background: var(--failed-bg);
}

/* ---- Notes: message, structural changes, accept command -------------------------------------- */
.message { margin: 0; padding: 8px 12px; border-radius: 8px; background: var(--tone-bg); color: var(--text); font-size: 13px; }
.message::before { content: "●"; color: var(--tone); margin-right: 8px; font-size: 10px; vertical-align: 1px; }
.failure {
  margin: 0; padding: 12px 14px; border-radius: 8px; background: var(--failed-bg); color: var(--failed);
  font-family: var(--mono); font-size: 12.5px; white-space: pre-wrap; overflow-wrap: anywhere;
}
.structural { margin: 0; padding: 0; list-style: none; display: grid; gap: 3px; font-size: 13px; }
.structural li { padding-left: 16px; position: relative; }
.structural li::before { content: "↳"; position: absolute; left: 0; color: var(--faint); }
.section-label { font-size: 11.5px; font-weight: 650; letter-spacing: .05em; text-transform: uppercase; color: var(--faint); margin-bottom: 4px; }
.accept .row { display: flex; align-items: flex-start; gap: 8px; }
.command {
  flex: 1; min-width: 0; display: block; padding: 6px 9px; border-radius: 7px; user-select: all;
  background: var(--surface-2); border: 1px solid var(--border); white-space: pre-wrap; overflow-wrap: anywhere;
}
.notes { display: grid; gap: 12px; }

/* ---- The comparison panel of a changed variant ----------------------------------------------- */
details.compare { border-top: 1px solid var(--border); padding-top: 10px; }
details.compare > summary {
  list-style: none; cursor: pointer; display: inline-flex; align-items: center; gap: 8px;
  font-weight: 600; font-size: 13px; color: var(--muted); user-select: none;
}
details.compare > summary::-webkit-details-marker { display: none; }
details.compare > summary::before {
  content: ""; width: 7px; height: 7px; border-right: 2px solid currentColor; border-bottom: 2px solid currentColor;
  transform: rotate(-45deg); transition: transform .15s; margin: 0 2px;
}
details.compare[open] > summary::before { transform: rotate(45deg); }
details.compare > summary:hover { color: var(--text); }
.compare-body { display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px; margin-top: 12px; }
/* The notes fill the row beside the last views, or take a row of their own when there is no room. */
.views .notes {
  flex: 1 1 340px; align-self: stretch; align-content: start; padding: 12px 14px; border-radius: 10px;
  background: var(--surface-2);
}
.views .notes .command { background: var(--surface); }
.views { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 20px 28px; }
.view { margin: 0; display: flex; flex-direction: column; gap: 7px; max-width: 100%; }
.view figcaption { display: flex; align-items: baseline; gap: 8px; font-size: 11.5px; font-weight: 650; letter-spacing: .05em; text-transform: uppercase; color: var(--muted); }
.view figcaption span { font-weight: 400; letter-spacing: 0; text-transform: none; color: var(--faint); font-size: 12px; }
/* Slider and onion skin: the actual render stacked on the reference. */
.stack {
  position: relative; display: inline-grid; max-width: 100%; line-height: 0; border-radius: 6px; overflow: hidden;
  box-shadow: 0 0 0 1px var(--border); touch-action: none;
}
.stack > * { grid-area: 1 / 1; align-self: start; justify-self: start; }
.slider-view .stack { cursor: ew-resize; }
.top-wrap { position: relative; max-width: 100%; }
.slider-handle { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: #fff; box-shadow: 0 0 0 1px rgba(0, 0, 0, .35); pointer-events: none; }
.slider-handle::after {
  content: ""; position: absolute; top: 50%; left: 50%; width: 14px; height: 14px; margin: -7px 0 0 -7px; border-radius: 50%;
  background: #fff; box-shadow: 0 0 0 1px rgba(0, 0, 0, .35), 0 1px 3px rgba(0, 0, 0, .3);
}
.stack-label {
  position: absolute; top: 6px; z-index: 1; line-height: 1.3; padding: 2px 6px; border-radius: 4px; pointer-events: none;
  font-size: 10.5px; font-weight: 600; color: #fff; background: rgba(20, 24, 33, .62);
}
.stack-label.left { left: 6px; justify-self: start; }
.stack-label.right { right: 6px; justify-self: end; }
.range { display: grid; grid-template-columns: auto 1fr auto; align-items: center; gap: 8px; font-size: 11.5px; color: var(--faint); }
.range input { width: 100%; margin: 0; accent-color: var(--accent); }

/* ---- Empty state, footer ----------------------------------------------------------------------- */
.empty { text-align: center; padding: 60px 20px; color: var(--muted); }
.empty p { margin: 0 0 12px; font-size: 15px; }
footer.wrap { padding-top: 4px; padding-bottom: 32px; color: var(--faint); font-size: 12px; }
.error-box { padding: 16px; border-radius: 10px; background: var(--failed-bg); color: var(--failed); font-family: var(--mono); white-space: pre-wrap; }
@media (max-width: 640px) { .wrap { padding: 0 14px; } .toolbar { position: static; } }
</style>
</head>
<body>
<header class="masthead">
  <div class="wrap">
    <div class="heading">
      <h1>__CELLSNAP_TITLE__</h1>
      <div class="generated"><span>Generated by</span> <code id="generated"></code></div>
    </div>
    <nav class="chips" id="chips" aria-label="Filter by status"></nav>
  </div>
</header>
<div class="toolbar">
  <div class="wrap">
    <div class="filters" id="filters" role="group" aria-label="Filters"></div>
    <div class="toolbar-end">
      <button type="button" class="button" id="reset" hidden>Reset filters</button>
      <span id="showing" aria-live="polite"></span>
    </div>
  </div>
</div>
<main class="wrap" id="report"></main>
<div class="empty" id="empty" hidden>
  <p>No variants match these filters.</p>
  <button type="button" class="button" id="empty-reset">Show all variants</button>
</div>
<footer class="wrap" id="footer"></footer>
<script type="application/json" id="report-data">__CELLSNAP_DATA__</script>
<script>
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

  // ---- Filter state: 'all' or one value per key; mirrored in the URL hash ------------------------
  const filterKeys = [...dimensions, 'status'];
  const filters = Object.fromEntries(filterKeys.map((k) => [k, 'all']));
  const isKnown = (key, value) => value === 'all' ||
    (key === 'status' ? STATUSES.includes(value) || variants.some((v) => v.status === value)
                      : dimensionValues.get(key).has(value));
  const matches = (variant) => filterKeys.every((key) => filters[key] === 'all' ||
    (key === 'status' ? String(variant.status) === filters.status : valueOf(variant, key) === filters[key]));

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

  // ---- Cards ------------------------------------------------------------------------------------------
  // The message: a failure in full, anything else as a one-line note.
  function message(variant) {
    const status = String(variant.status);
    const text = variant.message ||
      (status === 'missing' ? 'Nothing rendered this variant in this run; its reference may be stale.' : null);
    if (!text) return null;
    return status === 'failed' ? el('pre', {class: 'failure'}, text) : el('p', {class: 'message'}, text);
  }
  // The structural changes and the accept command.
  function notes(variant) {
    const structural = Array.isArray(variant.structural) ? variant.structural : [];
    return [
      structural.length ? el('div', {}, el('div', {class: 'section-label'}, 'Structural changes'),
        el('ul', {class: 'structural'}, structural.map((line) => el('li', {}, line)))) : null,
      variant.accept ? commandBlock(variant.status === 'new' ? 'Record this render' : 'Accept this render', variant.accept) : null,
    ].filter(Boolean);
  }

  function comparePanel(variant) {
    const views = el('div', {class: 'views'},
      variant.reference ? view('Reference', null, framed(image(variant, 'reference'))) : null,
      variant.actual ? view('Actual', null, framed(image(variant, 'actual'))) : null,
      variant.diff ? view('Diff', 'differing pixels in red', framed(image(variant, 'diff'))) : null,
      variant.reference && variant.actual ? [sliderView(variant), onionView(variant)] : null);
    const noteNodes = notes(variant);
    if (noteNodes.length) views.append(el('div', {class: 'notes'}, noteNodes));
    return el('details', {class: 'compare', open: true},
      el('summary', {}, 'Compare with reference'),
      el('div', {class: 'compare-body'}, message(variant), views));
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
      shownRole ? el('div', {class: 'card-image'}, framed(image(variant, shownRole)),
        status === 'missing' ? el('span', {class: 'caption'}, 'Stored reference') : null) : null);
    if (status === 'changed') node.append(comparePanel(variant));
    else node.append(...[message(variant), ...notes(variant)].filter(Boolean));
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
</script>
</body>
</html>
"""#
    // END REVIEW PAGE TEMPLATE
}
