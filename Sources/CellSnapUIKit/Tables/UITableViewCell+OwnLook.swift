import CellModel

/// A table view cell's own look, as UIKit draws it around the cell's background and content.
///
/// - `backgroundColor`: a cell whose background is UIKit's automatic one (the app set no
///   `backgroundConfiguration` and no background views) draws its own background colour in place
///   of the table's default cell colour, so `backgroundColor = .clear` shows the table's
///   background through the row, as on iOS. While the cell is selected or highlighted (and its
///   selection style is not `.none`), the selected look is drawn over it, as UIKit's default
///   selected background view covers it.
/// - `layer.shadow*`: Core Animation casts a layer's shadow from the layer's composited alpha
///   (its `shadowPath` when set). A cell whose background draws nothing casts it from what its
///   content view and the views beside it draw (a chat bubble's shadow follows the bubble); a
///   cell with a background casts it from the background's shape, as the opaque background hides
///   whatever it covers. A `shadowPath` over a background that draws is refused (CellSnap draws
///   a background's shadow from its shape only).
/// - `accessoryView`: a view has one superview. UIKit's cell lays its accessory view out in the
///   accessory place each time it lays itself out, taking it from any view the app also added it
///   to, so a switch set as the accessory view and then added to the content view is drawn
///   once, as the accessory.
extension UITableViewCell {
    /// `background` with the cell's own background colour in place of its colour, unless the
    /// cell shows the selected look in `state`.
    final func withOwnBackgroundColor(_ background: UIBackgroundConfiguration, state: UICellConfigurationState)
        -> UIBackgroundConfiguration
    {
        guard let backgroundColor, !(state.isSelected || state.isHighlighted) else { return background }
        var colored = background
        colored.backgroundColor = backgroundColor
        colored.backgroundColorTransformer = nil
        return colored
    }

    /// Takes the accessory view from any other view it was added to, as UIKit's layout puts it
    /// in the accessory place (see the extension's documentation). While editing the cell shows
    /// its editing accessory instead and leaves the view where it is.
    final func placeAccessoryViewInItsSlot() {
        guard !configurationState.isEditing, let accessoryView, accessoryView.superview != nil else { return }
        accessoryView.removeFromSuperview()
    }

    /// The cell's layer shadow as its look around a content view tree: only when its background
    /// draws nothing (see the extension's documentation); `nil` otherwise.
    final func cellSnapShadowLook() -> ViewTree.Appearance? {
        guard drawsClearBackground, let shadow = layer.cellSnapShadow(clippedByView: clipsToBounds) else { return nil }
        var look = ViewTree.Appearance()
        look.shadow = shadow
        return look
    }

    /// The cell's look around its content view's tree: its shadow (see ``cellSnapShadowLook()``),
    /// and its layer's border and the rounded corners it clips to, which CALayer draws above the
    /// cell's content (`nil` when it has none of them).
    final func cellSnapOwnLook(traits: Traits) -> ViewTree.Appearance? {
        var look = cellSnapShadowLook()
        guard cellSnapHasOwnLayerLook else { return look }
        let base = cellSnapBaseAppearance(traits: traits)
        look = look ?? ViewTree.Appearance()
        look?.border = base.border
        look?.cornerRadii = base.cornerRadii
        look?.clipsToBounds = base.clipsToBounds
        return look
    }

    /// Casts the cell's layer shadow from `cell`'s background when the background draws (see the
    /// extension's documentation).
    final func castLayerShadow(on cell: inout ListCell) throws {
        guard !drawsClearBackground, let shadow = layer.cellSnapShadow(clippedByView: clipsToBounds) else { return }
        guard shadow.path == nil else {
            throw CellSnapUIKitError(
                call: "\(type(of: self)).layer.shadowPath",
                reason:
                    "a table cell's shadow path over a background that draws is not drawn yet; "
                    + "leave shadowPath nil (the background's shape casts the shadow) or make the cell clear")
        }
        cell.background.shadowProperties = ShadowProperties(
            color: .fixed(shadow.color), opacity: 1, radius: shadow.blur, offset: shadow.offset)
    }
}

extension UIBackgroundConfiguration {
    /// Whether the background draws nothing: no colour (or a clear one), stroke, custom
    /// view or visual effect.
    func cellSnapDrawsNothing(tintColor: UIColor) -> Bool {
        var alpha: CGFloat = 0
        resolvedBackgroundColor(for: tintColor).getRed(nil, green: nil, blue: nil, alpha: &alpha)
        return alpha == 0 && (strokeWidth == 0 || strokeColor == nil) && customView == nil
            && visualEffect == nil
    }
}
