import CellModel
import Foundation

extension UIBarButtonItem {
    /// The view a bar draws for the item: its custom view, its image (a symbol at 17 pt, as a
    /// bar's symbols are drawn) or its title in 17 pt (semibold for `.done` and `.prominent`), in
    /// `tint` (the tertiary label colour when disabled), in the attributes of the item's state: its
    /// own (``UIBarItem/setTitleTextAttributes(_:for:)``) over `appearance`'s; and why the item
    /// cannot be drawn (a selected item, a background image, an attribute bars do not draw),
    /// which the bar reports when it is drawn.
    func cellSnapBarView(tint: UIColor, appearance: UIBarButtonItemAppearance? = nil)
        -> (view: UIView, refusal: CellSnapUIKitError?)
    {
        if let customView { return (customView, nil) }
        if self is SearchBarPlacementItem { return (UIView(), SearchBarPlacementItem.refusal) }
        let state = appearance?.state(isEnabled: isEnabled)
        let refusal = barRefusal(state)
        if let image {
            let view = UIImageView(image: image)
            view.tintColor = tint
            view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 17, weight: .regular)
            view.frame.size = view.intrinsicContentSize
            return (view, refusal)
        }
        let label = UILabel()
        var attributes = state?.titleTextAttributes ?? [:]
        let mine = titleTextAttributes(for: isEnabled ? .normal : .disabled) ?? titleTextAttributes(for: .normal)
        attributes.merge(mine ?? [:]) { _, item in item }
        let attributeRefusal = BarText.apply(
            attributes, to: label, text: title,
            font: .systemFont(ofSize: 17, weight: style == .plain ? .regular : .semibold),
            color: isEnabled ? tint : .tertiaryLabel, call: "UIBarButtonItem title text attributes")
        let own = titlePositionAdjustment(for: .default), shared = state?.titlePositionAdjustment ?? .zero
        if own != .zero || shared != .zero {
            label.transform = CGAffineTransform(
                translationX: own.horizontal + shared.horizontal, y: own.vertical + shared.vertical)
        }
        return (label, refusal ?? attributeRefusal)
    }

    /// The size a bar gives `view`, the item's view from ``cellSnapBarView(tint:appearance:)``: its
    /// intrinsic size, or for the item's custom view as UIKit's bars lay custom views out since
    /// iOS 11: one placed by its frame (`translatesAutoresizingMaskIntoConstraints`) keeps its
    /// frame's size, one laid out by constraints is as large as they make it. A frame with no area
    /// is CellSnap's choice (UIKit does not document it): the view's intrinsic size, so that a
    /// button made without a frame shows its title or image, or for a view with none (a plain
    /// view) the size its subviews' constraints give it, as iOS's bars show an avatar and a name
    /// pinned inside a view made with `init(frame: .zero)`.
    func cellSnapBarSize(of view: UIView) -> CGSize {
        guard view === customView else { return view.intrinsicContentSize }
        guard view.translatesAutoresizingMaskIntoConstraints else {
            return view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        }
        if view.frame.width > 0 && view.frame.height > 0 { return view.frame.size }
        let intrinsic = view.intrinsicContentSize
        guard intrinsic.width == UIView.noIntrinsicMetric || intrinsic.height == UIView.noIntrinsicMetric else {
            return intrinsic
        }
        return view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    }

    /// Why the item cannot be drawn: selected, with a background image, or a system item UIKit
    /// does not document (with neither title nor image).
    private func barRefusal(_ state: UIBarButtonItemStateAppearance?) -> CellSnapUIKitError? {
        if isSelected {
            return CellSnapUIKitError(
                call: "UIBarButtonItem.isSelected", reason: "a selected bar button item's background is not drawn")
        }
        if state?.backgroundImage != nil || cellSnapHasBackgroundImage {
            return CellSnapUIKitError(
                call: "UIBarButtonItem background image", reason: "a bar button item's background image is not drawn")
        }
        if let systemItem, !systemItem.isDocumented, title == nil, image == nil {
            return CellSnapUIKitError(
                call: "UIBarButtonItem.SystemItem(rawValue: \(systemItem.rawValue))",
                reason: "UIKit does not document this system item, so CellSnap does not know what iOS draws for it "
                    + "(give the item a title or an image)")
        }
        return nil
    }
}

/// Text attributes of a bar's title or item: `.font`, `.foregroundColor` and `.shadow` (an
/// `NSShadow` under the whole text) are drawn; another attribute (or a value of the wrong type)
/// makes drawing an error naming it.
@MainActor enum BarText {
    /// Gives `label` `text` in `attributes`' font, colour and shadow (`font` and `color` where
    /// they have none, no shadow); returns the refusal of an attribute bars do not draw.
    static func apply(
        _ attributes: [NSAttributedString.Key: Any], to label: UILabel, text: String?, font: UIFont, color: UIColor,
        call: String
    ) -> CellSnapUIKitError? {
        label.font = font
        label.textColor = color
        var refusal: CellSnapUIKitError?
        var shadow: NSShadow?
        for key in attributes.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            switch (key, attributes[key]) {
            case (.font, let font as UIFont): label.font = font
            case (.foregroundColor, let color as UIColor): label.textColor = color
            case (.shadow, let value as NSShadow): shadow = value
            default:
                refusal =
                    refusal
                    ?? CellSnapUIKitError(
                        call: "\(call) \(key.rawValue)",
                        reason:
                            "bar text takes only .font (a UIFont), .foregroundColor (a UIColor) and .shadow (an NSShadow)"
                    )
            }
        }
        if let shadow, let text {
            label.attributedText = NSAttributedString(
                string: text,
                attributes: [.font: label.font as Any, .foregroundColor: label.textColor as Any, .shadow: shadow])
        } else {
            label.text = text
        }
        return refusal
    }
}

/// The refusals a bar collects while it lays out its title and items, thrown when it is drawn.
@MainActor struct BarRefusals {
    private(set) var first: CellSnapUIKitError?

    mutating func reset() { first = nil }
    mutating func note(_ refusal: CellSnapUIKitError?) { first = first ?? refusal }
}
