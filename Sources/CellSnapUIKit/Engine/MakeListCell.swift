import CellLayout
import CellModel

/// A cell's configurations, state and extras as CellModel's `ListCell`: the configurations as they
/// were before any state update (CellModel updates them itself when drawing), with a rule that
/// restores what you set where CellModel's automatic look would replace it, as UIKit keeps it.
///
/// `backgroundViews` are a collection view cell's background views as it shows them: drawn
/// around its content view's tree, between the cell's own background colour and the content
/// view, when the content is a view tree, else as the background's custom view.
///
/// `wholeCell`, when set, is the cell captured whole with the views beside its content view
/// (``ViewTree/adoptWholeCell(_:contentView:)``): its content is always a view tree, a content
/// configuration shown by its content view inside `contentView`, as UIKit shows it.
///
/// With `showsContentBehindViews`, the content is shown by its content view behind the views of
/// `contentView`, at least a row's minimum height (a table view cell's legacy labels beside views
/// of the app's own), and the content view's tree is drawn.
@MainActor func makeListCell(
    content: (any UIContentConfiguration)?, contentView: UIView, host: ContentViewHost,
    background: UIBackgroundConfiguration, backgroundViews: CellBackgroundViews? = nil,
    state: UICellConfigurationState, wholeCell: UIView? = nil, showsContentBehindViews: Bool = false,
    configure: (inout ListCell, Traits) throws -> Void
) throws -> ListCell {
    let modelState = state.cellSnapState
    let drawTraits = modelState.traits
    var cell = ListCell(content: .list(.cell()), state: modelState)
    var looksContent: ListContentConfiguration?
    func contentViewTree() throws -> ViewContentConfiguration {
        var tree = try ViewTree.capturing(
            root: wholeCell ?? contentView, host: wholeCell ?? contentView.superview, traits: drawTraits)
        if let backgroundViews {
            tree.hostBackgrounds = [try .capturing(root: backgroundViews, traits: drawTraits, alwaysRunsPass: true)]
        }
        return ViewContentConfiguration(tree: tree)
    }
    // A cell's own layer look (a border, say) is drawn around its content view's tree.
    let ownLayerLook =
        wholeCell == nil && !showsContentBehindViews && contentView.superview?.cellSnapHasOwnLayerLook == true
    switch content {
    case let shown? where wholeCell != nil || showsContentBehindViews || ownLayerLook:
        // A table row's content stands at least a row's height, its text centred in it.
        let isTableRow = showsContentBehindViews || (ownLayerLook && contentView.superview is UITableViewCell)
        let rowHeight = isTableRow ? CGFloat(drawTraits.theme.theme.minimumRowHeight) : nil
        host.show(shown, in: contentView, rowBehindOthers: rowHeight)
        cell.content = .custom(try contentViewTree())
    case nil where wholeCell != nil:
        host.remove()
        cell.content = .custom(try contentViewTree())
    case nil:
        host.remove()
        // Views of your own added to the content view, as a reusable cell of your own adds them
        // (or a content view or cell with a look of its own).
        let hostLook = try contentView.superview?.cellSnapHostAppearance(traits: drawTraits)
        let drawsItself =
            !contentView.subviews.isEmpty || contentView.backgroundColor != nil || contentView.layer.borderWidth > 0
            || hostLook != nil || backgroundViews != nil
        cell.content = !drawsItself ? .list(.cell()) : .custom(try contentViewTree())
    case let list as UIListContentConfiguration:
        let (unupdated, looks) = try list.cellSnapModels(traits: drawTraits)
        cell.content = .list(unupdated)
        looksContent = looks
    case let convertible as CellSnapContentConvertible:
        cell.content = try convertible.cellSnapContent(traits: drawTraits)
    case let other?:
        // A configuration of your own: its content view, pinned inside the cell's content view.
        host.show(other, in: contentView)
        cell.content = .custom(try contentViewTree())
    }
    var background = background
    if wholeCell == nil && !showsContentBehindViews && !ownLayerLook
        && (content is UIListContentConfiguration || content is CellSnapContentConvertible)
    {
        host.remove()
        if let backgroundViews { background = backgroundViews.backgroundConfiguration() }
    }
    let tint = contentView.superview?.tintColor ?? .tintColor
    if ownLayerLook, let host = contentView.superview {
        background = try clippedByLayer(background, of: host, tint: tint)
    }
    var (unupdatedBackground, looksBackground) = try background.cellSnapModels(traits: drawTraits, tintColor: tint)
    cell.background = unupdatedBackground
    try configure(&cell, drawTraits)
    if wholeCell == nil, let colour = contentViewColour(contentView, under: cell) {
        // The content view's own colour under the labels, over the cell's background and selection.
        background.backgroundColor = colour
        (unupdatedBackground, looksBackground) = try background.cellSnapModels(traits: drawTraits, tintColor: tint)
        cell.background = unupdatedBackground
    }
    if let wholeCell { try refuseWholeCellExtras(cell, cellClass: "\(type(of: wholeCell))") }

    let changes = try correctingChanges(of: cell, background: looksBackground, content: looksContent)
    if !changes.isEmpty { cell.rules = [ConfigurationRule(changes: changes)] }
    return cell
}

/// `background` as `cell`'s layer clips it: rounded at the layer's corner radius when the cell
/// clips to rounded corners. Rounding at some corners only is refused when the background draws,
/// as a background configuration is rounded alike at its four corners.
@MainActor private func clippedByLayer(_ background: UIBackgroundConfiguration, of cell: UIView, tint: UIColor) throws
    -> UIBackgroundConfiguration
{
    guard cell.cellSnapClipsToRoundedCorners else { return background }
    guard cell.layer.maskedCorners == CALayer.allCorners else {
        if background.cellSnapDrawsNothing(tintColor: tint) { return background }
        throw CellSnapUIKitError(
            call: "\(type(of: cell)).layer.maskedCorners with clipsToBounds over a background configuration",
            reason: "a cell's background configuration is rounded alike at its four corners")
    }
    var rounded = background
    rounded.cornerRadius = max(background.cornerRadius, cell.layer.cornerRadius)
    return rounded
}

/// What CellModel's automatic update draws for `cell`, corrected where the configurations' looks
/// differ (a colour you set stays, as in UIKit).
private func correctingChanges(
    of cell: ListCell, background looksBackground: BackgroundConfiguration,
    content looksContent: ListContentConfiguration?
) throws -> [ConfigurationRule.Change] {
    var changes: [ConfigurationRule.Change] = []
    let configured = cell.configured
    if configured.background.backgroundColor != looksBackground.backgroundColor {
        changes.append(.backgroundColor(looksBackground.backgroundColor ?? .fixed(.clear)))
    }
    if let looks = looksContent, let drawn = configured.content.listConfiguration {
        if drawn.textProperties.color != looks.textProperties.color {
            changes.append(.textColor(looks.textProperties.color))
        }
        if drawn.secondaryTextProperties.color != looks.secondaryTextProperties.color {
            changes.append(.secondaryTextColor(looks.secondaryTextProperties.color))
        }
        if drawn.imageProperties.tint != looks.imageProperties.tint {
            throw CellSnapUIKitError(
                call: "UIListContentConfiguration.imageProperties.tintColor",
                reason: "a tint you set is replaced by the state's default in this state (\(cell.state.stateName))")
        }
    }
    return changes
}

/// The colour of a list content cell's content view that the cell draws under its labels: an
/// opaque `backgroundColor` of a content view that fills the row (no accessory shows), which
/// covers the cell's background and its selection as in UIKit. `nil` otherwise: beside an
/// accessory the content view stops short of the row's end, which CellSnap does not draw.
@MainActor private func contentViewColour(_ contentView: UIView, under cell: ListCell) -> UIColor? {
    guard cell.content.listConfiguration != nil, let colour = contentView.backgroundColor,
        !cell.accessories.contains(where: { $0.displayed.isShown(in: cell.state) && !$0.isHidden })
    else { return nil }
    var alpha: CGFloat = 0
    _ = colour.resolvedColor(with: contentView.traitCollection).getRed(nil, green: nil, blue: nil, alpha: &alpha)
    return alpha == 1 ? colour : nil
}
