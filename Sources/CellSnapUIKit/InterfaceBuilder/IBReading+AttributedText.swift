import Foundation

// Interface Builder's attributed text (a label's, a text view's or a text field's "Text" set to
// "Attributed"): `usesAttributedText="YES"` and an `<attributedString key="attributedText">` of
// `<fragment>` runs, each its content (the `content` attribute, or a `<string key="content">`
// child for a text with a line break) and its `<attributes>`: the font (`NSFont`: a `metaFont`
// of the system font, or a named font), the colours (`NSColor`, `NSBackgroundColor`,
// `NSStrokeColor`, `NSUnderlineColor`), numbers (`NSKern`, `NSBaselineOffset`, `NSUnderline`,
// `NSStrikethrough`, `NSStrokeWidth`, `NSLigature`, `NSObliqueness`, `NSExpansion`) and the
// paragraph style (`NSParagraphStyle`, with its tab stops).

extension IBReading {
    /// The attributed string child with `key` (`attributedText`), now read; `nil` without one.
    mutating func attributedStringChild(_ key: String) -> NSAttributedString? {
        guard let element = child("attributedString", key: key) else { return nil }
        var reading = IBReading(element: element, loader: loader)
        defer { reading.finish() }
        let text = NSMutableAttributedString(string: "")
        for fragment in reading.children("fragment") {
            var run = IBReading(element: fragment, loader: loader)
            let content = run.text("content") ?? ""
            let attributes = run.child("attributes").map { run.textAttributes(of: $0) } ?? [:]
            run.finish()
            text.append(NSAttributedString(string: content, attributes: attributes))
        }
        return text
    }

    /// The attributes of a fragment's `<attributes>`.
    private func textAttributes(of element: IBElement) -> [NSAttributedString.Key: Any] {
        var reading = IBReading(element: element, loader: loader)
        defer { reading.finish() }
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let font = reading.child("font", key: "NSFont") { attributes[.font] = reading.runFont(font) }
        let colors: [(String, NSAttributedString.Key)] = [
            ("NSColor", .foregroundColor), ("NSBackgroundColor", .backgroundColor), ("NSStrokeColor", .strokeColor),
            ("NSUnderlineColor", .underlineColor), ("NSStrikethroughColor", .strikethroughColor),
        ]
        for (key, attribute) in colors { attributes[attribute] = reading.colorChild(key) }
        let numbers: [(String, NSAttributedString.Key)] = [
            ("NSKern", .kern), ("NSBaselineOffset", .baselineOffset), ("NSStrokeWidth", .strokeWidth),
            ("NSObliqueness", .obliqueness), ("NSExpansion", .expansion),
        ]
        for (key, attribute) in numbers {
            if let value = reading.numberChild(key) { attributes[attribute] = value }
        }
        let integers: [(String, NSAttributedString.Key)] = [
            ("NSUnderline", .underlineStyle), ("NSStrikethrough", .strikethroughStyle), ("NSLigature", .ligature),
        ]
        for (key, attribute) in integers {
            if let value = reading.numberChild(key) { attributes[attribute] = Int(value) }
        }
        if let style = reading.child("paragraphStyle", key: "NSParagraphStyle") {
            attributes[.paragraphStyle] = reading.paragraphStyle(style)
        }
        return attributes
    }

    /// A number child (`<real key="NSKern" value="2"/>`, `<integer key="NSUnderline" value="1"/>`).
    private mutating func numberChild(_ key: String) -> CGFloat? {
        guard let element = child("real", key: key) ?? child("integer", key: key) else { return nil }
        return value(of: element) as? CGFloat
    }

    /// A run's font: `metaFont="system"` (or `systemBold`, `systemItalic`, `systemLight` and the
    /// other weights) of `size`, or the font `name` of `size`.
    private mutating func runFont(_ element: IBElement) -> UIFont? {
        var reading = IBReading(element: element, loader: loader)
        defer { reading.finish() }
        reading.accept("family")
        let size = reading.number("size") ?? 12
        if let name = reading.string("name") {
            guard let font = UIFont(name: name, size: size) else {
                loader.fail(
                    element,
                    "the font \"\(name)\" is not among the fonts CellSnap was given: register the app's font files "
                        + "with AppFonts.register(_:)")
                return nil
            }
            return font
        }
        let metaFonts: [String: UIFont] = [
            "system": .systemFont(ofSize: size), "systemBold": .systemFont(ofSize: size, weight: .bold),
            "systemItalic": .italicSystemFont(ofSize: size),
            "systemUltraLight": .systemFont(ofSize: size, weight: .ultraLight),
            "systemThin": .systemFont(ofSize: size, weight: .thin),
            "systemLight": .systemFont(ofSize: size, weight: .light),
            "systemMedium": .systemFont(ofSize: size, weight: .medium),
            "systemSemibold": .systemFont(ofSize: size, weight: .semibold),
            "systemHeavy": .systemFont(ofSize: size, weight: .heavy),
            "systemBlack": .systemFont(ofSize: size, weight: .black),
        ]
        return reading.choice("metaFont", metaFonts) ?? .systemFont(ofSize: size)
    }

    /// A run's paragraph style (`<paragraphStyle key="NSParagraphStyle" alignment="center" …>`).
    private mutating func paragraphStyle(_ element: IBElement) -> NSParagraphStyle {
        var reading = IBReading(element: element, loader: loader)
        defer { reading.finish() }
        let style = NSMutableParagraphStyle()
        if let alignment = reading.choice("alignment", Self.alignments) { style.alignment = alignment }
        let lineBreaks: [String: NSLineBreakMode] = [
            "wordWrapping": .byWordWrapping, "charWrapping": .byCharWrapping, "clipping": .byClipping,
            "truncatingHead": .byTruncatingHead, "truncatingTail": .byTruncatingTail,
            "truncatingMiddle": .byTruncatingMiddle,
        ]
        if let mode = reading.choice("lineBreakMode", lineBreaks) { style.lineBreakMode = mode }
        let directions: [String: NSWritingDirection] = [
            "natural": .natural, "leftToRight": .leftToRight, "rightToLeft": .rightToLeft,
        ]
        if let direction = reading.choice("baseWritingDirection", directions) {
            style.baseWritingDirection = direction
        }
        let lengths: [(String, ReferenceWritableKeyPath<NSMutableParagraphStyle, CGFloat>)] = [
            ("lineSpacing", \.lineSpacing), ("paragraphSpacing", \.paragraphSpacing),
            ("paragraphSpacingBefore", \.paragraphSpacingBefore), ("firstLineHeadIndent", \.firstLineHeadIndent),
            ("headIndent", \.headIndent), ("tailIndent", \.tailIndent), ("minimumLineHeight", \.minimumLineHeight),
            ("maximumLineHeight", \.maximumLineHeight), ("lineHeightMultiple", \.lineHeightMultiple),
            ("defaultTabInterval", \.defaultTabInterval),
        ]
        for (key, path) in lengths {
            if let value = reading.number(key) { style[keyPath: path] = value }
        }
        // Xcode writes the truncation tightening factor of every style, 0 (none) unless set.
        if let factor = reading.number("tighteningFactorForTruncation"), factor != 0 {
            loader.fail(element, "the attribute tighteningFactorForTruncation=\"\(factor)\" is not read by CellSnap")
        }
        if let allows = reading.bool("allowsDefaultTighteningForTruncation") {
            style.allowsDefaultTighteningForTruncation = allows
        }
        if let stops = reading.child("tabStops") { style.tabStops = reading.tabStops(stops) }
        return style
    }

    /// The tab stops of `<tabStops>` (`<textTab alignment="left" location="28">`).
    private func tabStops(_ element: IBElement) -> [NSTextTab] {
        var reading = IBReading(element: element, loader: loader)
        defer { reading.finish() }
        return reading.children("textTab").map { tab in
            var tabReading = IBReading(element: tab, loader: loader)
            defer { tabReading.finish() }
            _ = tabReading.child("options")
            return NSTextTab(
                textAlignment: tabReading.choice("alignment", Self.alignments) ?? .natural,
                location: tabReading.number("location") ?? 0)
        }
    }
}
