import CellSnapFoundation
import Foundation

/// The `constraints` of a view element: each `constraint` made with its items (by id; the holding
/// view when `firstItem` is left out, as Xcode writes a view's own width and height), attributes,
/// relation, multiplier, constant, priority and identifier, and added to the holding view unless
/// it is not installed. A constraint is an object of the document by its id, which an outlet
/// connects to, installed or not. A
/// "Standard" spacing is the constant Interface Builder writes (`symbolic="YES"`, 8 or 20 points),
/// or, made with a layout anchor (`symbolType="layoutAnchor"`), UIKit's system spacing.
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
        for element in constraints.children.map(IBVariations.resolvingAttributes(ofConstraint:)) {
            var reading = IBReading(element: element, loader: loader)
            guard element.name == "constraint" else {
                throw IBFailure(
                    file: loader.document.fileName, element: element, "<\(element.name)> is not a constraint")
            }
            // Interface Builder's "Remove at build time" (a placeholder for the canvas): Xcode
            // leaves the constraint out of the compiled document, so the app's view never has it.
            if element.attributes["placeholder"] == "YES" { continue }
            // Not installed in the main screen's size classes (IBVariations): made but not added
            // (inactive), as UIKit leaves a constraint uninstalled for the current traits; an
            // outlet still reaches it, and the app activates it when it wants it.
            let installed = element.attributes["id"].map { !loader.uninstalledIDs.contains($0) } ?? true
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
            let constant = reading.number("constant") ?? 0
            let constraint: NSLayoutConstraint
            if reading.choice("symbolType", ["layoutAnchor": true]) == true {
                constraint = try systemSpacing(
                    first, firstAttribute, relation, second, secondAttribute, multiplier, constant, element, loader)
            } else {
                constraint = NSLayoutConstraint(
                    item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                    attribute: secondAttribute, multiplier: multiplier, constant: constant)
            }
            if let priority = reading.number("priority") { constraint.priority = UILayoutPriority(Float(priority)) }
            constraint.identifier = reading.string("identifier")
            reading.accept("symbolic")
            reading.finish()
            try loader.check()
            if installed {
                holder.addConstraint(constraint)
            } else {
                holder.keepUninstalled(constraint)
            }
            // An outlet may point at the constraint (an app's `@IBOutlet var height: NSLayoutConstraint!`).
            if let id = element.attributes["id"] { loader.objects[id] = constraint }
        }
    }

    /// The constraints Interface Builder's compiler gives a view of a fixed frame that none of the
    /// document's constraints places (see ``IBLoader/fixedFrameViews``): its left and top in its
    /// superview and its width and height, at the frame the document gives, added to the
    /// superview under the identifier iOS gives them.
    static func fixFrame(of view: UIView) {
        guard let superview = view.superview else { return }
        let frame = view.frame
        let constraints = [
            NSLayoutConstraint(
                item: view, attribute: .left, relatedBy: .equal, toItem: superview, attribute: .left, multiplier: 1,
                constant: frame.minX),
            NSLayoutConstraint(
                item: view, attribute: .top, relatedBy: .equal, toItem: superview, attribute: .top, multiplier: 1,
                constant: frame.minY),
            NSLayoutConstraint(
                item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: frame.width),
            NSLayoutConstraint(
                item: view, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: frame.height),
        ]
        for constraint in constraints {
            constraint.identifier = "IB auto generated at build time for view with fixed frame"
            superview.addConstraint(constraint)
        }
    }

    /// A constraint Interface Builder made with a layout anchor's system spacing
    /// (`symbolType="layoutAnchor"`, its "Standard" value between two baselines or two edges):
    /// UIKit computes that spacing when it lays out (between text baselines from the fonts, as
    /// `constraint(equalToSystemSpacingBelow:multiplier:)` does), so the `constant` Interface
    /// Builder writes (its value on the canvas) gives only the direction: `first` is the spacing
    /// below or after `second`, or above or before it when the constant is negative.
    private static func systemSpacing(
        _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
        _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute, _ multiplier: CGFloat,
        _ constant: CGFloat, _ element: IBElement, _ loader: IBLoader
    ) throws -> NSLayoutConstraint {
        guard let second, secondAttribute != .notAnAttribute, multiplier == 1 else {
            throw IBFailure(
                file: loader.document.fileName, element: element,
                "a system spacing (symbolType=\"layoutAnchor\") needs a second item and a multiplier of 1")
        }
        let constraint = NSLayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
            attribute: secondAttribute, multiplier: constant < 0 ? -1 : 1, constant: 0)
        constraint.isSystemSpacing = true
        return constraint
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

extension UIView {
    /// The document's constraints of this view that its size classes do not install: the view
    /// keeps them, as UIKit keeps them to install when the traits change, so that an app's weak
    /// outlet to one stays connected.
    fileprivate func keepUninstalled(_ constraint: NSLayoutConstraint) {
        let kept = objc_getAssociatedObject(self, &uninstalledConstraintsKey) as? [NSLayoutConstraint] ?? []
        objc_setAssociatedObject(
            self, &uninstalledConstraintsKey, kept + [constraint], .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}

/// The key of ``UIView/keepUninstalled(_:)``'s constraints.
nonisolated(unsafe) private var uninstalledConstraintsKey: UInt8 = 0
