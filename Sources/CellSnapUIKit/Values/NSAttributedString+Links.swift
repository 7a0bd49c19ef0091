import Foundation

extension NSAttributedString {
    /// What a text view's run with a `.link` is drawn with where its `linkTextAttributes` say
    /// nothing: UIKit's link colour, underlined once (Apple: "blue text with a single
    /// underline"), over the run's own colour.
    static var defaultLinkAttributes: [NSAttributedString.Key: Any] {
        [.foregroundColor: UIColor.link, .underlineStyle: NSUnderlineStyle.single.rawValue]
    }

    /// Whether any run of the text has a `.link`.
    var hasLinks: Bool { !linkRanges.isEmpty }

    /// The text as UIKit draws its links: `attributes` (a text view's `linkTextAttributes`, else
    /// ``defaultLinkAttributes``) set over each `.link` run's own, and the link itself taken away,
    /// as a still picture follows none. A `textColor` (a label's colour set after its text) colours
    /// the whole text first, so that the links keep their own look. Text without links comes back
    /// as it is, the same object.
    func drawingLinks(
        with attributes: [NSAttributedString.Key: Any], over textColor: UIColor? = nil
    ) -> NSAttributedString {
        let ranges = linkRanges
        guard !ranges.isEmpty else { return self }
        let drawn = NSMutableAttributedString(attributedString: self)
        if let textColor {
            drawn.addAttribute(.foregroundColor, value: textColor, range: NSRange(location: 0, length: length))
        }
        for range in ranges {
            drawn.removeAttribute(.link, range: range)
            drawn.addAttributes(attributes, range: range)
        }
        return drawn
    }

    private var linkRanges: [NSRange] {
        var ranges: [NSRange] = []
        enumerateAttribute(.link, in: NSRange(location: 0, length: length), options: []) { value, range, _ in
            if value != nil { ranges.append(range) }
        }
        return ranges
    }
}
