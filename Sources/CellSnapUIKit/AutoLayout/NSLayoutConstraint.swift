/// A relation between two layout attributes, as UIKit's `NSLayoutConstraint`:
/// `firstItem.firstAttribute (relation) multiplier * secondItem.secondAttribute + constant`,
/// held with a ``priority``. Make constraints with anchors (`label.leadingAnchor.constraint(equalTo:)`)
/// and turn them on with ``activate(_:)`` or ``isActive``.
///
/// ```swift
/// let container = UIView()
/// let label = UILabel()
/// label.translatesAutoresizingMaskIntoConstraints = false
/// container.addSubview(label)
/// let width = label.widthAnchor.constraint(lessThanOrEqualToConstant: 200)
/// width.priority = .defaultHigh
/// NSLayoutConstraint.activate([
///     label.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
///     label.topAnchor.constraint(equalTo: container.topAnchor, constant: 8), width,
/// ])
/// ```
@preconcurrency @MainActor open class NSLayoutConstraint: NSObject, LayoutDebugNamed {
    /// A layout attribute, as `NSLayoutConstraint.Attribute`, with UIKit's raw values.
    public enum Attribute: Int, Hashable, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// The attribute without "margin": what it is on the view's layout margins guide.
        var withoutMargin: (attribute: Attribute, isMargin: Bool) {
            switch self {
            case .leftMargin: (.left, true)
            case .rightMargin: (.right, true)
            case .topMargin: (.top, true)
            case .bottomMargin: (.bottom, true)
            case .leadingMargin: (.leading, true)
            case .trailingMargin: (.trailing, true)
            case .centerXWithinMargins: (.centerX, true)
            case .centerYWithinMargins: (.centerY, true)
            default: (self, false)
            }
        }

        var name: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }
    }

    /// How the two sides relate, as `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Hashable, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

        var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// A view or a layout guide.
    open private(set) weak var firstItem: AnyObject?
    open private(set) var firstAttribute = Attribute.notAnAttribute
    open private(set) var relation = Relation.equal
    open private(set) weak var secondItem: AnyObject?
    open private(set) var secondAttribute = Attribute.notAnAttribute
    open private(set) var multiplier: CGFloat = 1
    /// The constant added to the second side; it may change while the constraint is active.
    open var constant: CGFloat = 0 {
        didSet { invalidateLayout() }
    }
    /// The priority; a required constraint (1000) cannot become optional once active, nor the
    /// reverse, as in UIKit.
    open var priority = UILayoutPriority.required {
        didSet {
            if isActive && (oldValue == .required) != (priority == .required) {
                reportMisuse(
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported."
                )
                priority = oldValue
            }
            invalidateLayout()
        }
    }
    /// A name shown when the constraint is reported.
    open var identifier: String?
    /// Whether the constraint is archived with its view (`false` for a constraint made in code,
    /// as UIKit's default).
    ///
    /// No visible effect: CellSnap archives no view.
    open var shouldBeArchived = false
    /// Whether the constraint takes part in layout.
    open var isActive: Bool {
        get { holder != nil }
        set { newValue ? install() : uninstall() }
    }
    /// The first anchor: equal (`==`, `isEqual(_:)`) to the anchor of its item and attribute
    /// (`constraint.firstAnchor == view.widthAnchor`), as UIKit's are.
    ///
    /// On iOS the anchor is the item's own (Objective-C's generics are erased); Swift's generic
    /// classes are not interchangeable, so CellSnap answers a `NSLayoutAnchor<AnyObject>` of the
    /// same item and attribute.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { Self.anchor(of: firstItem ?? NSNull(), firstAttribute) }
    /// The second anchor, `nil` for a constant size; equal to its item's, as ``firstAnchor`` is.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { secondItem.map { Self.anchor(of: $0, secondAttribute) } }

    /// The anchor of `item` for `attribute`: a view's margin is its margins guide's edge.
    private static func anchor(of item: AnyObject, _ attribute: Attribute) -> NSLayoutAnchor<AnyObject> {
        let (plain, isMargin) = attribute.withoutMargin
        if isMargin, let view = item as? UIView { return NSLayoutAnchor(view.layoutMarginsGuide, plain) }
        return NSLayoutAnchor(item, attribute)
    }

    /// The view that holds the active constraint: the two items' nearest common ancestor.
    private(set) weak var holder: UIView?
    /// The order of activation, for the deterministic choice of a constraint to break.
    private(set) var activationOrder = 0
    /// How the constant is read: as given, or as the system spacing times the multiplier.
    var isSystemSpacing = false
    private static var activations = 0
    lazy var debugNumber = LayoutDebugNumbers.next()

    /// A constraint between `view1.attr1` and `view2.attr2` (or a constant when `view2` is `nil`).
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
            multiplier: multiplier, constant: c)
    }

    /// A constraint with no items, as `NSLayoutConstraint()` (NSObject's initializer) on iOS: apps
    /// make one as a placeholder for a property that a constraint made later replaces. Its
    /// attributes are `.notAnAttribute`, its relation `.equal`, its multiplier 1 and its constant 0
    /// (CellSnap's choice: iOS documents none of them); its constant and priority may be set.
    /// Activating it is reported as misuse and leaves it inactive, as a constraint needs a first item.
    ///
    /// As on iOS, it is the class's designated initialiser, so a subclass that declares none of its
    /// own (SnapKit's `LayoutConstraint`) inherits it and `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    public override init() {
        super.init()
    }

    convenience init(
        first: AnyObject?, _ firstAttribute: Attribute, _ relation: Relation, second: AnyObject?,
        _ secondAttribute: Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0
    ) {
        self.init()
        firstItem = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        secondItem = second
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
    }

    /// Activates each constraint.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    private func install() {
        guard holder == nil else { return }
        guard let firstView = layoutView(of: firstItem) else {
            if firstAttribute == .notAnAttribute {
                reportMisuse("Unable to activate constraint \(self): it has no first item.")
            }
            return
        }
        var ancestor: UIView? = firstView
        if let secondView = layoutView(of: secondItem) {
            // A cell's or header's legacy label is in its content view on iOS, where this finds it.
            for view in [firstView, secondView] where view.superview == nil {
                view.legacyPartOwner?.adoptLegacyPart(view)
            }
            ancestor = firstView.nearestCommonAncestor(with: secondView)
            if ancestor == nil {
                reportMisuse(
                    "Unable to activate constraint \(self) because it has no common ancestor. Does the constraint or its anchors reference items in different view hierarchies?"
                )
                return
            }
        }
        Self.activations += 1
        activationOrder = Self.activations
        holder = ancestor
        ancestor?.installedConstraints.append(self)
        invalidateLayout()
    }

    private func uninstall() {
        guard let holder else { return }
        holder.installedConstraints.removeAll { $0 === self }
        self.holder = nil
        invalidateLayout()
    }

    private func invalidateLayout() {
        var view = holder
        while let current = view {
            current.needsLayout = true
            view = current.superview
        }
    }

    /// Whether exactly one of the constraint's items lies in `view`'s subtree.
    func crosses(subtreeOf view: UIView) -> Bool {
        let items = [firstItem, secondItem].compactMap { layoutView(of: $0) }
        let inside = items.filter { $0.isDescendant(of: view) }.count
        return inside > 0 && inside < items.count
    }

    /// UIKit's description: `<NSLayoutConstraint:0x1 UILabel:0x2.leading == UIView:0x3.leadingMargin + 8   (active)>`.
    /// Read off the main actor, where its items may not be read, it is NSObject's.
    nonisolated open override var description: String {
        guard CellSnapMainActor.isCurrent else { return super.description }
        return MainActor.assumeIsolated {
            descriptionParts(
                firstName: firstItem.map(LayoutItemName.name(of:)) ?? "nil",
                secondName: secondItem.map { LayoutItemName.name(of: $0) }
            ).text
        }
    }

    /// What ``description`` is written from, with the items' names given (a capture has them
    /// already). Reads the constraint's debug number, which a first mention gives it.
    func descriptionParts(firstName: String, secondName: String?) -> ConstraintDescriptionParts {
        ConstraintDescriptionParts(
            debugNumber: debugNumber, identifier: identifier, firstName: firstName, firstAttribute: firstAttribute,
            relation: relation, secondName: secondName, secondAttribute: secondAttribute,
            multiplier: Double(multiplier), constant: Double(constant), isSystemSpacing: isSystemSpacing,
            priority: priority.rawValue, isActive: isActive)
    }

    /// The constraints a visual format describes, as UIKit's
    /// `constraints(withVisualFormat:options:metrics:views:)`, in Apple's grammar:
    /// `(H|V:)? (|connection)? [view(predicates)] (connection [view])* (connection|)?`, where a
    /// connection is nothing (flush), `-` (the standard space: 8 points between views, the
    /// superview's layout margin at a `|`), or `-predicates-`; a predicate is
    /// `(==|<=|>=)? (number|metric|view) (@priority)?`, several in parentheses separated by commas.
    /// Spacing predicates relate the later item's leading (top) edge to the earlier one's
    /// trailing (bottom) edge; a view's predicates are its width (height), or equal to another
    /// view's. Alignment options align every named view on that attribute.
    ///
    /// A format that does not parse (or names an unknown view or metric) raises an exception in
    /// UIKit; here it gives no constraints, and the error, quoting the format with a caret under
    /// the place, is thrown when one of its views is drawn.
    ///
    /// ```swift
    /// let container = UIView()
    /// let title = UILabel(), date = UILabel()
    /// for view in [title, date] {
    ///     view.translatesAutoresizingMaskIntoConstraints = false
    ///     container.addSubview(view)
    /// }
    /// NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
    ///     withVisualFormat: "V:|-[title]-[date]-(>=20@750)-|", options: [], metrics: nil,
    ///     views: ["title": title, "date": date]))
    /// ```
    open class func constraints(
        withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
        metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        visualFormatConstraints(format, options: opts, metrics: metrics, views: views)
    }
}

/// The view a layout item belongs to: the view itself, or a layout guide's owning view.
@MainActor func layoutView(of item: AnyObject?) -> UIView? {
    if let view = item as? UIView { return view }
    return (item as? UILayoutGuide)?.owningView
}

/// Prints a misuse of Auto Layout to standard error, as UIKit logs one, and goes on.
func reportMisuse(_ message: String) {
    FileHandle.standardError.write(Data("[LayoutConstraints] \(message)\n".utf8))
}

/// Objects that layout messages name: views, layout guides and constraints.
@MainActor protocol LayoutDebugNamed: AnyObject {
    /// A number given on first mention, so that messages read the same on every run.
    var debugNumber: Int { get }
}

/// A source of debug numbers, in order of first mention.
@MainActor enum LayoutDebugNumbers {
    private static var last = 0
    static func next() -> Int {
        last += 1
        return last
    }
}

/// How constraints and layout messages name views and numbers: `UILabel:0x1` (a number per object
/// in place of its address, so that messages are the same on every run).
@MainActor enum LayoutItemName {
    static func address(of object: AnyObject) -> String {
        let number = (object as? LayoutDebugNamed)?.debugNumber ?? 0
        return "0x\(String(number, radix: 16))"
    }

    static func name(of item: AnyObject) -> String {
        if let guide = item as? UILayoutGuide {
            return "\(guide.identifier)\(guide.owningView.map { "'\(name(of: $0))'" } ?? "")"
        }
        return "\(type(of: item)):\(address(of: item))"
    }

    nonisolated static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }
}

/// The captured form of a constraint's attribute (``ViewTree/Attribute``); `nil` for the margin
/// attributes, which a captured tree does not hold as they are.
extension ViewTree.Attribute {
    init?(_ attribute: NSLayoutConstraint.Attribute) {
        switch attribute {
        case .left: self = .left
        case .right: self = .right
        case .leading: self = .leading
        case .trailing: self = .trailing
        case .centerX: self = .centerX
        case .width: self = .width
        case .top: self = .top
        case .bottom: self = .bottom
        case .centerY: self = .centerY
        case .height: self = .height
        case .firstBaseline: self = .firstBaseline
        case .lastBaseline: self = .lastBaseline
        default: return nil
        }
    }

    var isHorizontal: Bool { [.left, .right, .leading, .trailing, .centerX, .width].contains(self) }
}
