import CellModel

/// An accessory of a list cell, as UIKit's `UICellAccessory`, with every static factory and its
/// options. It converts to CellModel's `CellAccessory`; an option CellSnap cannot draw is an
/// error when the cell is converted.
///
/// ```swift
/// let cell = UICollectionViewListCell()
/// cell.accessories = [.disclosureIndicator(), .label(text: "12"), .delete(displayed: .whenEditing)]
/// ```
public struct UICellAccessory {
    /// When an accessory shows, as `UICellAccessory.DisplayedState`.
    public enum DisplayedState: Int, Hashable, Sendable {
        case always, whenEditing, whenNotEditing

        var model: AccessoryDisplay {
            switch self {
            case .always: .always
            case .whenEditing: .whenEditing
            case .whenNotEditing: .whenNotEditing
            }
        }
    }

    /// The width an accessory takes, as `UICellAccessory.LayoutDimension`.
    public enum LayoutDimension: Hashable, Sendable {
        case standard, actual, custom(CGFloat)
    }

    /// Which side a custom view goes to, as `UICellAccessory.Placement`.
    ///
    /// The position closure is UIKit's: given the other accessories on the edge, leading to
    /// trailing, it returns the index to insert the custom view at. The defaults put it inside the
    /// system accessories (after them on the leading edge, before them on the trailing edge).
    public enum Placement: Hashable, Sendable {
        /// The index of the accessory among the others on its edge, as `UICellAccessory.Placement.Position`.
        public typealias Position = @Sendable ([UICellAccessory]) -> Int

        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })

        /// A position just before the first accessory of `accessory`'s type, or at the beginning
        /// when there is none.
        ///
        /// ```swift
        /// let beforeChevron = UICellAccessory.Placement.trailing(at: UICellAccessory.Placement.position(before: .disclosureIndicator()))
        /// ```
        public static func position(before accessory: UICellAccessory) -> Position {
            let kind = accessory.accessoryType
            return { accessories in accessories.firstIndex { $0.accessoryType == kind } ?? 0 }
        }

        /// A position just after the last accessory of `accessory`'s type, or at the end when there
        /// is none.
        public static func position(after accessory: UICellAccessory) -> Position {
            let kind = accessory.accessoryType
            return { accessories in
                accessories.lastIndex { $0.accessoryType == kind }.map { $0 + 1 } ?? accessories.count
            }
        }

        var side: AccessoryPlacement {
            if case .leading = self { .leading } else { .trailing }
        }

        var position: Position {
            switch self {
            case .leading(_, let position), .trailing(_, let position): position
            }
        }

        public static func == (lhs: Placement, rhs: Placement) -> Bool {
            switch (lhs, rhs) {
            case (.leading(let a, _), .leading(let b, _)), (.trailing(let a, _), .trailing(let b, _)): a == b
            default: false
            }
        }

        public func hash(into hasher: inout Hasher) {
            switch self {
            case .leading(let displayed, _):
                hasher.combine(0)
                hasher.combine(displayed)
            case .trailing(let displayed, _):
                hasher.combine(1)
                hasher.combine(displayed)
            }
        }
    }

    /// The style of an outline disclosure, as `UICellAccessory.OutlineDisclosureOptions.Style`.
    public enum OutlineDisclosureStyle: Int, Hashable, Sendable { case automatic, header, cell }

    /// Options of a disclosure indicator, a checkmark, a detail button or a pop-up menu.
    public struct DisclosureIndicatorOptions: Hashable {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }
    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    public typealias DetailOptions = DisclosureIndicatorOptions
    public typealias PopUpMenuOptions = DisclosureIndicatorOptions

    /// Options of the delete and insert controls and the multiselect circle.
    public struct ControlOptions: Hashable {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            backgroundColor: UIColor? = nil
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }
    public typealias DeleteOptions = ControlOptions
    public typealias InsertOptions = ControlOptions
    public typealias MultiselectOptions = ControlOptions

    /// Options of the reorder control.
    public struct ReorderOptions: Hashable {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var showsVerticalSeparator: Bool
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            showsVerticalSeparator: Bool = true
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    /// Options of the outline disclosure.
    public struct OutlineDisclosureOptions: Hashable {
        public var style: OutlineDisclosureStyle
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(
            style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil,
            reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil
        ) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options of a label.
    public struct LabelOptions: Hashable {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var font: UIFont?
        public var adjustsFontForContentSizeCategory: Bool?
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// A custom view accessory, as `UICellAccessory.CustomViewConfiguration`: any view, laid out
    /// by its constraints and drawn as in a content view. With `maintainsFixedSize` it keeps its
    /// frame's size; otherwise it takes its fitting size (its constraints and intrinsic content
    /// size, its frame's size along a dimension they leave free). `reservedLayoutWidth`
    /// `.custom(w)` reserves `w` points with the view centred in them; `tintColor` is the view's
    /// tint (else it inherits the cell's). Switches and medium activity indicators are drawn as
    /// CellModel's controls.
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool
        public init(
            customView: UIView, placement: Placement, isHidden: Bool = false,
            reservedLayoutWidth: LayoutDimension = .standard, tintColor: UIColor? = nil,
            maintainsFixedSize: Bool = false
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    enum Kind {
        case disclosureIndicator, checkmark, delete, insert, reorder, outlineDisclosure(OutlineDisclosureStyle),
            multiselect, detail, popUpMenu
        case label(String, font: UIFont?)
        case customView(CustomViewConfiguration)
    }

    let kind: Kind
    let displayed: DisplayedState
    let isHidden: Bool?
    let reservedLayoutWidth: LayoutDimension?
    let tintColor: UIColor?
    let backgroundColor: UIColor?
    /// The actions the accessory would run when tapped; kept, never run (nothing is tapped in a snapshot).
    let actionHandler: (() -> Void)?

    init(
        _ kind: Kind, displayed: DisplayedState, isHidden: Bool?, width: LayoutDimension?, tint: UIColor?,
        background: UIColor? = nil, action: (() -> Void)? = nil
    ) {
        self.kind = kind
        self.displayed = displayed
        self.isHidden = isHidden
        self.reservedLayoutWidth = width
        self.tintColor = tint
        self.backgroundColor = background
        self.actionHandler = action
    }

    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
    ) -> Self {
        Self(
            .disclosureIndicator, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
            tint: options.tintColor)
    }
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> Self {
        Self(
            .checkmark, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
            tint: options.tintColor)
    }
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(), actionHandler: (() -> Void)? = nil
    ) -> Self {
        Self(
            .delete, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
            tint: options.tintColor, background: options.backgroundColor, action: actionHandler)
    }
    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(), actionHandler: (() -> Void)? = nil
    ) -> Self {
        Self(
            .insert, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
            tint: options.tintColor, background: options.backgroundColor, action: actionHandler)
    }
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> Self {
        Self(
            .reorder, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
            tint: options.tintColor)
    }
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
        actionHandler: (() -> Void)? = nil
    ) -> Self {
        Self(
            .outlineDisclosure(options.style), displayed: displayed, isHidden: options.isHidden,
            width: options.reservedLayoutWidth, tint: options.tintColor, action: actionHandler)
    }
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init())
        -> Self
    {
        Self(
            .multiselect, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
            tint: options.tintColor, background: options.backgroundColor)
    }
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> Self
    {
        Self(
            .label(text, font: options.font), displayed: displayed, isHidden: options.isHidden,
            width: options.reservedLayoutWidth, tint: options.tintColor)
    }
    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = .init(), actionHandler: (() -> Void)? = nil
    ) -> Self {
        Self(
            .detail, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
            tint: options.tintColor, action: actionHandler)
    }
    public static func popUpMenu(
        _ menu: UIMenu, displayed: DisplayedState = .always, options: PopUpMenuOptions = .init(),
        selectedElementDidChangeHandler: ((UIMenu) -> Void)? = nil
    ) -> Self {
        Self(
            .popUpMenu, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
            tint: options.tintColor)
    }
    public static func customView(configuration: CustomViewConfiguration) -> Self {
        let displayed: DisplayedState =
            switch configuration.placement {
            case .leading(let displayed, _), .trailing(let displayed, _): displayed
            }
        return Self(
            .customView(configuration), displayed: displayed, isHidden: configuration.isHidden,
            width: configuration.reservedLayoutWidth, tint: configuration.tintColor)
    }

    /// CellModel's accessories for `accessories`, in `cell` at `traits`: each custom view placed
    /// where its placement's position closure puts it. As UIKit does, the closure is given the
    /// accessories already on its edge, leading to trailing (the system ones in their fixed order,
    /// then the custom views before it in the array, where they were put), whether shown in the
    /// current state or not; an index out of range is clamped to the ends.
    @MainActor static func models(_ accessories: [UICellAccessory], traits: Traits, cell: UIView) throws
        -> [CellAccessory]
    {
        var models = try accessories.map { try $0.cellSnapAccessory(traits: traits, cell: cell) }
        for side in [AccessoryPlacement.leading, .trailing] {
            let custom = accessories.indices.filter {
                if case .customView(let configuration) = accessories[$0].kind {
                    configuration.placement.side == side
                } else {
                    false
                }
            }
            guard !custom.isEmpty else { continue }
            // Leading to trailing: the leading edge's order from the edge inwards, the trailing one's reversed.
            var order = CellAccessory.edgeOrder(of: models, on: side).filter { !custom.contains($0) }
            if side == .trailing { order.reverse() }
            for index in custom {
                guard case .customView(let configuration) = accessories[index].kind else { continue }
                let position = configuration.placement.position(order.map { accessories[$0] })
                order.insert(index, at: min(max(position, 0), order.count))
            }
            if side == .trailing { order.reverse() }
            for (rank, index) in order.enumerated() { models[index].edgeOrder = rank }
        }
        return models
    }

    /// CellModel's accessory for drawing at `traits` in `cell` (whose tint a custom view
    /// inherits); an option CellSnap cannot draw is an error naming it.
    @MainActor func cellSnapAccessory(traits: Traits, cell: UIView) throws -> CellAccessory {
        let name = "UICellAccessory.\(accessoryType)"
        let modelKind: CellAccessory.Kind
        var tint = tintColor?.cellSnapColor(traits: traits)
        switch kind {
        case .customView(let configuration):
            return try customViewAccessory(configuration, call: "\(name)(configuration:)", traits: traits, cell: cell)
        case .disclosureIndicator: modelKind = .disclosureIndicator
        case .checkmark: modelKind = .checkmark
        case .delete: modelKind = .delete
        case .insert: modelKind = .insert
        case .reorder: modelKind = .reorder
        case .outlineDisclosure(let style):
            // The header style draws the cell style's chevron in the tint colour, as iOS shows a
            // sidebar header's disclosure (its size and weight are not measured apart).
            if style == .header, tint == nil { tint = .semantic(.tint) }
            modelKind = .outlineDisclosure
        case .multiselect: modelKind = .multiselect
        case .detail: modelKind = .detail
        case .popUpMenu: modelKind = .popUpMenu
        case .label(let text, let font):
            if font != nil {
                throw CellSnapUIKitError(
                    call: "\(name) options font", reason: "labels are drawn in the cell's text style")
            }
            modelKind = .label(text)
        }
        if let reservedLayoutWidth, reservedLayoutWidth != .standard {
            throw CellSnapUIKitError(
                call: "\(name) reservedLayoutWidth \(reservedLayoutWidth)",
                reason: "accessories take their standard width")
        }
        if backgroundColor != nil {
            throw CellSnapUIKitError(
                call: "\(name) options backgroundColor", reason: "control backgrounds are drawn in their system colours"
            )
        }
        return CellAccessory(modelKind, displayed: displayed.model, tint: tint, isHidden: isHidden ?? false)
    }

    /// A custom view accessory: a switch or a medium activity indicator as CellModel's controls,
    /// any other view (an image view showing a symbol among them) as a view accessory sized as
    /// ``AccessoryViewConfiguration`` says. `reservedLayoutWidth` `.standard`
    /// and `.actual` take the view's width; `.custom(w)` takes `w` points (the view's width when
    /// that is more), the view centred in them.
    @MainActor private func customViewAccessory(
        _ configuration: CustomViewConfiguration, call: String, traits: Traits, cell: UIView
    ) throws -> CellAccessory {
        let view = configuration.customView
        let placement: AccessoryPlacement = if case .leading = configuration.placement { .leading } else { .trailing }
        var reservedWidth: Double?
        if case .custom(let width) = configuration.reservedLayoutWidth {
            guard width.isFinite, width >= 0 else {
                throw CellSnapUIKitError(
                    call: "\(call) reservedLayoutWidth .custom(\(width))", reason: "a width is a finite number ≥ 0")
            }
            reservedWidth = Double(width)
        }
        if let control = try ControlAccessory(view, call: call, traits: traits) {
            guard placement == .trailing else {
                throw CellSnapUIKitError(
                    call: "\(call) with a \(type(of: view)) placed .leading",
                    reason: "switches and activity indicators are drawn as trailing accessories")
            }
            if reservedWidth != nil {
                throw CellSnapUIKitError(
                    call:
                        "\(call) with a \(type(of: view)) and reservedLayoutWidth \(configuration.reservedLayoutWidth)",
                    reason: "switches and activity indicators take their own width")
            }
            return CellAccessory(
                control.kind, displayed: displayed.model,
                tint: tintColor?.cellSnapColor(traits: traits) ?? control.tint,
                isHidden: configuration.isHidden || control.isHidden, isDisabled: control.isDisabled)
        }
        let accessory = try view.cellSnapAccessoryView(
            call: call, fixedSize: configuration.maintainsFixedSize, placement: placement, reservedWidth: reservedWidth,
            tint: configuration.tintColor, cell: cell, traits: traits)
        return CellAccessory(
            accessory.kind, displayed: displayed.model, isHidden: configuration.isHidden || accessory.isHidden)
    }

    /// Which system accessory this is (a custom view or a label included), as
    /// `UICellAccessory.AccessoryType`: what an app compares or hashes accessories by.
    ///
    /// ```swift
    /// let accessories: [UICellAccessory] = [.label(text: "3"), .disclosureIndicator()]
    /// accessories.map(\.accessoryType)   // [.label, .disclosureIndicator]
    /// ```
    public var accessoryType: AccessoryType {
        switch kind {
        case .disclosureIndicator: .disclosureIndicator
        case .checkmark: .checkmark
        case .delete: .delete
        case .insert: .insert
        case .reorder: .reorder
        case .outlineDisclosure: .outlineDisclosure
        case .multiselect: .multiselect
        case .detail: .detail
        case .popUpMenu: .popUpMenu
        case .label: .label
        case .customView: .customView
        }
    }

    /// The kinds of accessory, as `UICellAccessory.AccessoryType`.
    public enum AccessoryType: Hashable, Sendable {
        case disclosureIndicator, detail, outlineDisclosure, checkmark, delete, insert, reorder, multiselect, label,
            customView, popUpMenu
    }
}
