// Linux only: UIListContentView among a cell's own views: laid out as a list cell lays out the same
// configuration, its layout guides where its parts are, and the separator following its text.
import CellLayout
import CellModel
import CellSnapUIKitTesting
import Primitives
import Rendering
import Testing

@MainActor @Suite struct ListContentViewTests {
    /// A cell whose content view holds `listContentView` pinned to its edges, and a second label
    /// after it when `trailingLabel` is set.
    final class PinnedListContentCell: UICollectionViewListCell {
        let listContentView = UIListContentView(configuration: .subtitleCell())

        func pin(separatorToText: Bool) {
            listContentView.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(listContentView)
            NSLayoutConstraint.activate([
                listContentView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                listContentView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                listContentView.topAnchor.constraint(equalTo: contentView.topAnchor),
                listContentView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            ])
            if separatorToText, let text = listContentView.textLayoutGuide {
                separatorLayoutGuide.leadingAnchor.constraint(equalTo: text.leadingAnchor).isActive = true
            }
        }
    }

    func subtitle(image: Bool) -> UIListContentConfiguration {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Inbox"
        content.secondaryText = "12 unread messages"
        if image { content.image = UIImage(systemName: "tray") }
        return content
    }

    /// The placed row of `cell` at `width`, in `direction`.
    func layout(_ cell: UICollectionViewListCell, width: Double = 390, direction: LayoutDirection) throws
        -> LayoutResult
    {
        UIView.cellSnapInstallTextMeasurer()
        let traits = UITraitCollection(layoutDirection: direction == .rightToLeft ? .rightToLeft : .leftToRight)
        let model = try cell.cellSnapListCell(traits: traits, width: width)
        let context = LayoutContext(measurer: try TextEngine.current(), direction: direction, scale: 3)
        return LayoutEngine.layout(ListCellLayout.node(for: model, width: width), width: width, context: context)
    }

    /// A list content view pinned to a cell's content view draws its text and secondary text where
    /// the cell draws the same configuration as its own content configuration: the configuration's
    /// 20 pt margins (above the content view's 8 pt, which it preserves), the same image column.
    @Test(arguments: [false, true], [LayoutDirection.leftToRight, .rightToLeft])
    func drawsAsTheCellsOwnContent(image: Bool, direction: LayoutDirection) throws {
        let plain = UICollectionViewListCell()
        plain.contentConfiguration = subtitle(image: image)
        let pinned = PinnedListContentCell()
        pinned.listContentView.configuration = subtitle(image: image)
        pinned.pin(separatorToText: false)
        let expected = try layout(plain, direction: direction).root
        let actual = try layout(pinned, direction: direction).root
        for role in [NodeRole.text, .secondaryText] + (image ? [.image] : []) {
            let want = try #require(expected.first(role: role)).frame
            let got = try #require(actual.first(role: role)).frame
            #expect(got == want, "\(role)")
        }
        #expect(actual.frame.height == expected.frame.height)
    }

    /// The text layout guide is where the text is drawn; the separator guide constrained to it
    /// moves the separator's start there (the image column is not under it).
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func theSeparatorFollowsTheTextGuide(direction: LayoutDirection) throws {
        let pinned = PinnedListContentCell()
        pinned.listContentView.configuration = subtitle(image: true)
        pinned.pin(separatorToText: true)
        let root = try layout(pinned, direction: direction).root
        let text = try #require(root.first(role: .text)).frame
        let separator = try #require(root.first(role: .separator)).frame
        if direction == .leftToRight {
            #expect(separator.minX == text.minX)
            #expect(separator.maxX == 390)
        } else {
            #expect(separator.maxX == text.maxX)
            #expect(separator.minX == 0)
        }
    }

    /// Guides exist only for the parts the configuration has.
    @Test func guidesFollowTheConfiguration() {
        let view = UIListContentView(configuration: .cell())
        #expect(view.textLayoutGuide == nil && view.secondaryTextLayoutGuide == nil && view.imageLayoutGuide == nil)
        view.configuration = subtitle(image: true)
        #expect(view.textLayoutGuide != nil && view.secondaryTextLayoutGuide != nil && view.imageLayoutGuide != nil)
    }
}
