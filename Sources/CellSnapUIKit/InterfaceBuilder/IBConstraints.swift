import Foundation

/// The `constraints` of a view element: each `constraint` made with its items (by id; the holding
/// view when `firstItem` is left out, as Xcode writes a view's own width and height), attributes,
/// relation, multiplier, constant, priority and identifier, and added to the holding view.
@MainActor enum IBConstraints {
    static let attributes: [String: NSLayoutConstraint.Attribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "baseline": .lastBaseline,
        "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline, "leftMargin": .leftMargin,
        "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
        "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]

    static func add(_ constraints: IBElement, holder: UIView, loader: IBLoader) throws {
        for element in constraints.children {
            var reading = IBReading(element: element, loader: loader)
            guard element.name == "constraint" else {
                throw IBFailure(
                    file: loader.document.fileName, element: element, "<\(element.name)> is not a constraint")
            }
            let first = try item(reading.string("firstItem"), holder: holder, element: element, loader: loader)
            let second = try reading.string("secondItem").map {
                try item($0, holder: holder, element: element, loader: loader)
            }
            let firstAttribute = guideAttribute(
                reading.choice("firstAttribute", attributes) ?? .notAnAttribute, element.attributes["firstItem"], loader
            )
            let secondAttribute = guideAttribute(
                reading.choice("secondAttribute", attributes) ?? .notAnAttribute, element.attributes["secondItem"],
                loader)
            let relations: [String: NSLayoutConstraint.Relation] = [
                "lessThanOrEqual": .lessThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual, "equal": .equal,
            ]
            let relation = reading.choice("relation", relations) ?? .equal
            let multiplier = multiplierValue(reading.string("multiplier"), element: element, loader: loader)
            let constraint = NSLayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                attribute: secondAttribute, multiplier: multiplier, constant: reading.number("constant") ?? 0)
            if let priority = reading.number("priority") { constraint.priority = UILayoutPriority(Float(priority)) }
            constraint.identifier = reading.string("identifier")
            reading.accept("symbolic")
            reading.finish()
            try loader.check()
            holder.addConstraint(constraint)
        }
    }

    /// The attribute of the safe area that a legacy layout guide's attribute stands for (the top
    /// guide's bottom is the safe area's top; the bottom guide's top its bottom).
    private static func guideAttribute(
        _ attribute: NSLayoutConstraint.Attribute, _ id: String?, _ loader: IBLoader
    ) -> NSLayoutConstraint.Attribute {
        guard let id, let isTop = loader.legacyGuides[id] else { return attribute }
        switch (isTop, attribute) {
        case (true, .bottom): return .top
        case (false, .top): return .bottom
        default: return attribute
        }
    }

    /// Xcode writes a multiplier as a number or a ratio (`multiplier="16:9"`).
    private static func multiplierValue(_ text: String?, element: IBElement, loader: IBLoader) -> CGFloat {
        guard let text else { return 1 }
        let parts = text.split(separator: ":").compactMap { Double($0) }
        if parts.count == 2, parts[1] != 0 { return CGFloat(parts[0] / parts[1]) }
        if parts.count == 1, !text.contains(":") { return CGFloat(parts[0]) }
        loader.fail(element, "the multiplier \"\(text)\" is not a number or a ratio")
        return 1
    }

    private static func item(_ id: String?, holder: UIView, element: IBElement, loader: IBLoader) throws -> AnyObject {
        guard let id else { return holder }
        guard let object = loader.objects[id] else {
            throw IBFailure(
                file: loader.document.fileName, element: element,
                "the constraint's item \"\(id)\" is not a view or layout guide of the document")
        }
        return object
    }
}
