/// When an accessory is shown.
public enum AccessoryDisplay: String, Hashable, Codable, Sendable {
    case always, whenEditing, whenNotEditing

    /// Whether the accessory shows in `state`.
    public func isShown(in state: CellState) -> Bool {
        switch self {
        case .always: true
        case .whenEditing: state.isEditing
        case .whenNotEditing: !state.isEditing
        }
    }
}

/// The side of the cell an accessory sits on.
public enum AccessoryPlacement: String, Hashable, Codable, Sendable {
    case leading, trailing
}

/// A cell accessory, as `UICellAccessory`.
///
/// System accessories go to a fixed side in a fixed order whatever the order of the array (see
/// ``arrange(_:in:)``); custom views are placed where they say, in array order.
public struct CellAccessory: Hashable, Codable, Sendable {
    /// What the accessory is.
    public enum Kind: Hashable, Codable, Sendable {
        case disclosureIndicator
        case checkmark
        case delete
        case insert
        case reorder
        case outlineDisclosure
        case multiselect
        /// A short text.
        case label(String)
        /// An info button.
        case detail
        case popUpMenu
        /// A view of the app's own, drawn as a named symbol of `size` (or an empty box when `symbol` is nil).
        case customView(identifier: String, symbol: String?, size: Double, placement: AccessoryPlacement)
        /// A switch (`UISwitch`), on or off, as a trailing custom view. The accessory's ``CellAccessory/tint``
        /// is its `onTintColor`; the off track and the thumb take UIKit's colours (see ``ToggleMetrics``).
        case toggle(isOn: Bool)
        /// An activity indicator (`UIActivityIndicatorView`, `.medium`) at rest, as a trailing
        /// custom view; the accessory's ``CellAccessory/tint`` is its `color`.
        case activityIndicator
        /// A view of the app's own, laid out and drawn by its configuration (CellSnapUIKit makes
        /// these from any `UIView`, captured with its colours, tint included; the accessory's
        /// ``CellAccessory/tint`` does not repaint it). The configuration's node gives the view's
        /// size whatever it is offered; the accessory is centred vertically in the row on
        /// `placement`'s side, in a slot `reservedWidth` wide when that is wider than the view.
        /// Like ``CellContent/userDefined(_:)``, it encodes when its configuration is `Encodable`
        /// and never decodes.
        case view(AnyContentConfiguration, placement: AccessoryPlacement, reservedWidth: Double?)
    }

    public var kind: Kind
    public var displayed: AccessoryDisplay
    /// Overrides the default tint.
    public var tint: DynamicColor?
    public var isHidden: Bool
    /// The accessory's place on its side counted from the cell's edge inwards (0 at the edge),
    /// where a custom view's placement position puts it in UIKit; `nil` takes UIKit's fixed order
    /// (see ``arrange(_:in:)``). A side is ordered by edge order first, accessories without one
    /// after those with one.
    public var edgeOrder: Int?
    /// Whether the accessory is a disabled control (a `UISwitch` whose `isEnabled` is `false`):
    /// drawn as a disabled cell (``CellState/isDisabled``) draws it, whatever the cell's state: a
    /// switch dimmed to its metrics' ``ToggleMetrics/disabledOpacity``, as UIKit dims a disabled
    /// control wherever it is. The other kinds are not controls and look the same in a disabled
    /// cell. Encoded only when `true`.
    public var isDisabled = false

    /// Creates an accessory shown where UIKit shows it by default.
    public init(
        _ kind: Kind, displayed: AccessoryDisplay? = nil, tint: DynamicColor? = nil, isHidden: Bool = false,
        isDisabled: Bool = false
    ) {
        self.kind = kind
        self.displayed = displayed ?? kind.defaultDisplay
        self.tint = tint
        self.isHidden = isHidden
        self.isDisabled = isDisabled
    }

    private enum CodingKeys: String, CodingKey {
        case kind, displayed, tint, isHidden, edgeOrder, isDisabled
    }

    /// Decodes an accessory; without `isDisabled` (as every accessory encoded before it existed)
    /// it is enabled.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(Kind.self, forKey: .kind)
        displayed = try container.decode(AccessoryDisplay.self, forKey: .displayed)
        tint = try container.decodeIfPresent(DynamicColor.self, forKey: .tint)
        isHidden = try container.decode(Bool.self, forKey: .isHidden)
        edgeOrder = try container.decodeIfPresent(Int.self, forKey: .edgeOrder)
        isDisabled = try container.decodeIfPresent(Bool.self, forKey: .isDisabled) ?? false
    }

    /// Encodes the accessory as the synthesized encoding did, `isDisabled` only when `true`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(displayed, forKey: .displayed)
        try container.encodeIfPresent(tint, forKey: .tint)
        try container.encode(isHidden, forKey: .isHidden)
        try container.encodeIfPresent(edgeOrder, forKey: .edgeOrder)
        if isDisabled { try container.encode(true, forKey: .isDisabled) }
    }

    /// The side the accessory sits on.
    public var placement: AccessoryPlacement {
        switch kind {
        case .delete, .insert, .multiselect: .leading
        case .customView(_, _, _, let placement), .view(_, let placement, _): placement
        default: .trailing
        }
    }

    /// The symbol the accessory draws in `state` (disclosure chevrons point to the trailing side;
    /// the outline disclosure points down when expanded; multiselect fills when selected).
    public func symbolName(in state: CellState) -> String? {
        let rtl = state.traits.direction == .rightToLeft
        switch kind {
        case .disclosureIndicator: return rtl ? "chevron.left" : "chevron.right"
        case .checkmark: return "checkmark"
        case .delete: return "minus.circle.fill"
        case .insert: return "plus.circle.fill"
        case .reorder: return "line.3.horizontal"
        case .outlineDisclosure: return state.isExpanded ? "chevron.down" : (rtl ? "chevron.left" : "chevron.right")
        case .multiselect: return state.isSelected ? "checkmark.circle.fill" : "circle"
        case .detail: return "info.circle"
        case .popUpMenu: return "chevron.up.chevron.down"
        case .label, .toggle, .activityIndicator, .view: return nil
        case .customView(_, let symbol, _, _): return symbol
        }
    }

    /// The colour the accessory is drawn in, unless ``tint`` overrides it.
    public var defaultTint: DynamicColor {
        switch kind {
        case .disclosureIndicator, .outlineDisclosure: .semantic(.tertiaryLabel)
        case .delete: .semantic(.systemRed)
        case .insert: .semantic(.systemGreen)
        case .reorder: .semantic(.systemGray)
        case .multiselect: .semantic(.tint)
        case .label, .popUpMenu: .semantic(.secondaryLabel)
        case .checkmark, .detail, .customView, .view: .semantic(.tint)
        case .toggle: .semantic(.systemGreen)  // UISwitch's default onTintColor
        case .activityIndicator: .semantic(.secondaryLabel)  // UIActivityIndicatorView's grey
        }
    }

    /// The colour the accessory is drawn in `state`, unless ``tint`` overrides it: an unselected
    /// multiselect control is a tertiary-label ring (measured: rgb(197,197,199) on white), a
    /// selected one a tint disc.
    public func defaultTint(in state: CellState) -> DynamicColor {
        if case .multiselect = kind, !state.isSelected { return .semantic(.tertiaryLabel) }
        return defaultTint
    }

    /// The order among system accessories on the same side: lower is further out (nearer the edge).
    var order: Int {
        switch kind {
        case .reorder: 0  // outermost on the trailing side
        case .multiselect: 0
        case .delete: 1
        case .insert: 2
        case .disclosureIndicator, .outlineDisclosure: 1
        case .checkmark: 2
        case .detail: 3
        case .popUpMenu: 4
        case .label: 5
        case .customView, .toggle, .activityIndicator, .view: 6  // custom views, in array order
        }
    }

    /// The accessories shown in `state`, split by side and ordered from the cell's edge inwards:
    /// `leading[0]` sits at the leading edge, `trailing[0]` at the trailing edge. System accessories
    /// take UIKit's fixed order (trailing, from the edge: reorder, disclosure or outline, checkmark,
    /// detail, pop-up menu, label; leading: multiselect, delete, insert); custom views (switches and
    /// activity indicators among them) keep their array order, inside the system ones, unless
    /// ``edgeOrder`` says otherwise.
    public static func arrange(_ accessories: [CellAccessory], in state: CellState) -> (
        leading: [CellAccessory], trailing: [CellAccessory]
    ) {
        let shown = accessories.filter { !$0.isHidden && $0.displayed.isShown(in: state) }
        return (
            edgeOrder(of: shown, on: .leading).map { shown[$0] }, edgeOrder(of: shown, on: .trailing).map { shown[$0] }
        )
    }

    /// The indices of the accessories on `placement`'s side, ordered from the cell's edge inwards
    /// as ``arrange(_:in:)`` orders them, whether shown or not.
    public static func edgeOrder(of accessories: [CellAccessory], on placement: AccessoryPlacement) -> [Int] {
        func key(_ index: Int) -> (Int, Int, Int) {
            let accessory = accessories[index]
            return accessory.edgeOrder.map { (0, $0, index) } ?? (1, accessory.order, index)
        }
        return accessories.indices.filter { accessories[$0].placement == placement }.sorted { key($0) < key($1) }
    }
}

extension CellAccessory.Kind {
    /// UIKit's default `displayed` value: editing controls show only while editing.
    var defaultDisplay: AccessoryDisplay {
        switch self {
        case .delete, .insert, .reorder, .multiselect: .whenEditing
        default: .always
        }
    }
}
