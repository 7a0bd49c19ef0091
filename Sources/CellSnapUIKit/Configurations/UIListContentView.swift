import CellLayout
import CellModel
import Primitives

/// The view that shows a `UIListContentConfiguration`, as UIKit's `UIListContentView`: in a cell of
/// your own, among your own views. It is laid out as a list cell lays out its content (the image
/// column, the text and secondary text) inside its configuration's `directionalLayoutMargins`; its
/// size for a width is that content's, and its layout guides follow where the text, secondary text
/// and image are drawn.
///
/// ```swift
/// let listContentView = UIListContentView(configuration: .subtitleCell())
/// listContentView.translatesAutoresizingMaskIntoConstraints = false
/// ```
@preconcurrency @MainActor open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration

    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            if let list = newValue as? UIListContentConfiguration {
                listConfiguration = list
                invalidateIntrinsicContentSize()
            }
        }
    }

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// The guide of the text's frame, or `nil` when the configuration has no text.
    open var textLayoutGuide: UILayoutGuide? {
        listConfiguration.text != nil || listConfiguration.attributedText != nil
            ? systemGuide(.listContent(.text)) : nil
    }
    /// The guide of the secondary text's frame, or `nil` when the configuration has none.
    open var secondaryTextLayoutGuide: UILayoutGuide? {
        listConfiguration.secondaryText != nil || listConfiguration.secondaryAttributedText != nil
            ? systemGuide(.listContent(.secondaryText)) : nil
    }
    /// The guide of the image's frame, or `nil` when the configuration has no image.
    open var imageLayoutGuide: UILayoutGuide? {
        listConfiguration.image != nil ? systemGuide(.listContent(.image)) : nil
    }

    /// The margins of a configuration that sets none, in a cell's content view: a list row's in
    /// that cell, as a cell whose content is drawn as a list row has them. `nil` outside a cell.
    private func cellMargins(traits: Traits) -> NSDirectionalEdgeInsets? {
        guard let contentView = superview, let cell = contentView.superview,
            cell.cellSnapCellContentView === contentView
        else { return nil }
        return cell.cellSnapListRowMargins(theme: traits.theme.theme)
    }

    override func cellSnapContent(traits: Traits) throws -> ViewTree.Content {
        let looks = try listConfiguration.cellSnapModels(traits: traits).looks
        let margins = cellSnapMargins(
            listConfiguration.ownMargins ?? cellMargins(traits: traits) ?? listConfiguration.directionalLayoutMargins,
            preserving: listConfiguration.axesPreservingSuperviewLayoutMargins)
        return .listContent(
            ListContentCapture(
                configuration: looks, traits: traits,
                margins: EdgeInsets(
                    top: Double(margins.top), left: Double(margins.leading), bottom: Double(margins.bottom),
                    right: Double(margins.trailing))))
    }
}

/// A list content view's content as captured for layout: the configuration as it looks, the traits
/// it is drawn with and its margins (`left` leading, `right` trailing).
struct ListContentCapture: Hashable, Sendable {
    var configuration: ListContentConfiguration
    var traits: Traits
    var margins: EdgeInsets

    /// The content as a list row without a background, accessories or separator, inside the margins.
    var row: ListRowNode {
        var row = ListCellLayout.node(
            for: ListCell(content: .list(configuration), state: CellState(traits: traits)), width: 0, separator: false)
        row.background = nil
        row.minimumHeight = 0
        row.margins = margins
        return row
    }

    /// The content's size at `width` (its natural width when `nil`), in whole device pixels.
    func size(width: Double?, context: LayoutContext) -> Size {
        let size = CellFitting.size(
            of: row, proposal: ProposedSize(width: width, height: nil), mode: width == nil ? .compressed : .expanded,
            context: context)
        func up(_ value: Double) -> Double { (value * context.scale - 1e-9).rounded(.up) / context.scale }
        return Size(width: width ?? up(size.width), height: up(size.height))
    }

    /// Where each part is drawn when the content fills `size`, relative to its top-left corner.
    func parts(in size: Size, context: LayoutContext) -> [ListContentPart: Rect] {
        let placed = row.place(in: Rect(x: 0, y: 0, width: size.width, height: size.height), context: context)
        var parts: [ListContentPart: Rect] = [:]
        for part in [ListContentPart.text, .secondaryText, .image] {
            if let node = placed.first(role: part.role) { parts[part] = node.frame }
        }
        return parts
    }
}
