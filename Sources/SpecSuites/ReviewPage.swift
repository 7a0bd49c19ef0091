import CellSnapSuite
import Foundation

/// The review report's page: `Resources/review/index.html`, `review.css` and `review.js`, plain web
/// files embedded in the binary at build time (SwiftPM's `embedInCode`), no network.
///
/// `cellsnap review` writes a folder with the page as `index.html`, the style and script beside it
/// and the images under `images/<sha256>.png`; the page opens straight from disk (file://).
/// Everything it shows comes from one JSON document, ``ReviewReportData``, embedded in
/// `<script type="application/json" id="report-data">`, which `review.js` reads and turns into the
/// summary chips, the filters, a card per change group (its cause, a representative's reference,
/// actual and diff, the others' thumbnails and the command that accepts the group) and a card per
/// variant, 50 at a time (a report of 10,000 variants stays responsive: filters work on the data,
/// only one page of cards is in the document, images load as they come into view).
/// `cellsnap accept` reads the same JSON back from `index.html`.
///
/// `index.html` holds two placeholders, filled by ``html(title:dataJSON:)`` and in the same way by
/// `scripts/make-sample-review`: ``titleToken`` (the HTML-escaped title, in `<title>` and `<h1>`)
/// and ``dataToken`` (the JSON, made safe to sit inside a `<script>` element). Keep the two in step.
///
/// The browser test (`scripts/test-review-in-browser`) relies on these hooks: `data-variant-id` and
/// `data-status` on cards, `select.filter[data-dimension]` for the dimension filters,
/// `#status-filter`, `#group-filter`, `#lint-filter`, `.chip[data-filter-status]`, `.slider` /
/// `.slider-top`, `.onion` / `.onion-top`, `#showing`, `.pager` (with `data-page` and
/// `data-pages`) and its `.pager-previous` / `.pager-next`, `.change-group[data-group-number]` with
/// its `.cause` lines, `.representative` images, `.thumb[data-thumb-id]` thumbnails, `.thumb.more`,
/// `.show-group` and `.accept code`, `#show-all-groups`, and the performance mark
/// `cellsnap-review-ready`.
enum ReviewPage {
    /// The placeholder in `index.html` for the HTML-escaped title.
    static let titleToken = "__CELLSNAP_TITLE__"
    /// The placeholder in `index.html` for the report's JSON data.
    static let dataToken = "__CELLSNAP_DATA__"

    /// The files written beside `index.html` as they are, by name.
    static let assets: [(name: String, bytes: [UInt8])] = [
        ("review.css", PackageResources.review_css), ("review.js", PackageResources.review_js),
    ]

    /// The page with `dataJSON` (the report's data, see above) embedded.
    ///
    /// - Parameters:
    ///   - title: The page title, shown in the browser tab and as the heading; it is HTML-escaped.
    ///   - dataJSON: The report's data as a JSON document. Every `</` becomes `<\/` and every `<!--`
    ///     becomes `<\u0021--` (both still valid JSON, both only possible inside JSON strings), so
    ///     no value can close the `<script>` element or switch the HTML parser's script state.
    static func html(title: String, dataJSON: String) -> String {
        let safeData =
            dataJSON
            .replacingOccurrences(of: "</", with: #"<\/"#)
            .replacingOccurrences(of: "<!--", with: #"<\u0021--"#)
        let safeTitle = escapeHTML(title)
        // Split at the data placeholder first, so that neither substitution can see the other's text.
        return String(decoding: PackageResources.index_html, as: UTF8.self)
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
}
