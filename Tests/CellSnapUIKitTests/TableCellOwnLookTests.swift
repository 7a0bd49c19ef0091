// Linux only: screens that rendered but were drawn unlike iOS, each reproduced with a small
// fixture of its own: a clear table cell with a layer shadow, a view that is both a cell's
// accessory view and a subview of its content view, an inset grouped section's last row with a
// coloured content view. Measured in the placed tree and in rendered pixels, left to right and
// right to left. References: Snapshots/TableCellOwnLookTests/.
import CellLayout
import CellSnapUIKitTesting
import DisplayList
import Pixels
import Primitives
import Rendering
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct TableCellOwnLookTests {
    /// A chat row: clear, with a layer shadow, and a white 120 x 40 bubble 20 pt inside the cell's
    /// leading edge, 10 pt from its top, in a 60 pt row. `opaque` keeps the table's white cell
    /// background instead.
    final class BubbleCell: UITableViewCell {
        let bubble = UIView()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            bubble.backgroundColor = .white
            bubble.layer.cornerRadius = 12
            bubble.accessibilityIdentifier = "bubble"
            bubble.translatesAutoresizingMaskIntoConstraints = false
            addSubview(bubble)
            NSLayoutConstraint.activate([
                bubble.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
                bubble.topAnchor.constraint(equalTo: topAnchor, constant: 10),
                bubble.widthAnchor.constraint(equalToConstant: 120),
                bubble.heightAnchor.constraint(equalToConstant: 40),
            ])
            layer.shadowColor = UIColor.black.cgColor
            layer.shadowOpacity = 0.5
            layer.shadowRadius = 0
            layer.shadowOffset = CGSize(width: 0, height: 4)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
    }

    /// Rows of one cell class, a fixed height, in a plain table of a gray background.
    final class Rows: NSObject, UITableViewDataSource {
        let count: Int
        let make: (UITableView, IndexPath) -> UITableViewCell
        init(count: Int, make: @escaping (UITableView, IndexPath) -> UITableViewCell) {
            self.count = count
            self.make = make
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            make(tableView, indexPath)
        }
    }

    /// The table's gray, 242 of 255 in each channel.
    static let gray = UIColor(white: 242 / 255, alpha: 1)

    /// Two bubble rows in a 390 x 200 plain table of the gray background.
    func bubbleTable(clear: Bool, direction: UITraitEnvironmentLayoutDirection) -> ShownTable {
        let rows = Rows(count: 2) { table, path in
            let cell = table.dequeueReusableCell(withIdentifier: "bubble", for: path)
            if clear { cell.backgroundColor = .clear }
            return cell
        }
        return shownTable(
            .plain, dataSource: rows, size: CGSize(width: 390, height: 200),
            traits: UITraitCollection(layoutDirection: direction)
        ) { table in
            table.register(BubbleCell.self, forCellReuseIdentifier: "bubble")
            table.rowHeight = 60
            table.separatorStyle = .none
            table.backgroundColor = Self.gray
        }
    }

    /// The window laid out and rendered at 1x.
    func rendered(_ window: UIWindow, width: Double = 390) throws -> (layout: LayoutResult, image: RGBAImage) {
        let screen = try window.cellSnapScreen()
        let measurer = try #require(UIView.cellSnapTextMeasurer)
        let layout = LayoutEngine.layout(
            screen.node, width: width, context: LayoutContext(measurer: measurer, direction: screen.traits.direction))
        return (layout, try Renderer().image(layout.displayList(background: .white), scale: 1).image)
    }

    /// The red channel of the pixel at (`x`, `y`).
    func red(_ image: RGBAImage, _ x: Int, _ y: Int) -> Int { Int(image.bytes[(y * image.width + x) * 4]) }

    /// A clear cell shows the table's gray around its white bubble, and the bubble casts the
    /// layer's shadow 4 pt below itself (half black over gray: 121); mirrored right to left, the
    /// bubble 20 pt inside the trailing edge, the shadow still straight down.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aClearCellShowsTheTableAndItsBubblesShadow(direction: UITraitEnvironmentLayoutDirection) throws {
        let shown = bubbleTable(clear: true, direction: direction)
        let (layout, image) = try withExtendedLifetime(shown) { try rendered(shown.window) }
        let bubbles = layout.root.allNodes.filter { $0.role == NodeRole("bubble") }
        let x = direction == .leftToRight ? 20.0 : 390 - 20 - 120
        #expect(bubbles.map(\.frame.minX) == [x, x])
        let top = try #require(bubbles.first).frame.minY
        let pixelX = Int(x) + 60
        #expect(red(image, 5, Int(top) + 20) == 242)  // the row beside the bubble: the table's gray
        #expect(red(image, pixelX, Int(top) + 20) == 255)  // the bubble
        #expect(red(image, pixelX, Int(top) + 42) == 121)  // its shadow, 4 pt below it
        #expect(red(image, pixelX, Int(top) + 45) == 242)  // below the shadow
    }

    /// A cell that keeps its white background casts the shadow from the background's shape: the
    /// whole row's, 4 pt below it, darkening the gray below the last row; the bubble casts none
    /// of its own over the white.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func anOpaqueCellCastsItsShadowFromItsBackground(direction: UITraitEnvironmentLayoutDirection) throws {
        let shown = bubbleTable(clear: false, direction: direction)
        let (layout, image) = try withExtendedLifetime(shown) { try rendered(shown.window) }
        let bubble = try #require(layout.root.allNodes.first { $0.role == NodeRole("bubble") })
        let rowTop = Int(bubble.frame.minY) - 10
        #expect(red(image, 5, rowTop + 5) == 255)  // the cell's own white
        #expect(red(image, 200, rowTop + 52) == 255)  // under the bubble: no shadow of it
        #expect(red(image, 200, rowTop + 120 + 2) == 121)  // the second row's shadow on the gray
        #expect(red(image, 200, rowTop + 120 + 5) == 242)
    }

    /// A selected clear cell shows the selected gray, as UIKit's selected background covers the
    /// cell's own colour.
    @Test func aSelectedClearCellShowsTheSelection() throws {
        let shown = bubbleTable(clear: true, direction: .leftToRight)
        shown.table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let (layout, image) = try withExtendedLifetime(shown) { try rendered(shown.window) }
        let bubble = try #require(layout.root.allNodes.first { $0.role == NodeRole("bubble") })
        #expect(red(image, 5, Int(bubble.frame.minY) + 20) != 242)
    }

    @Test func theReference() {
        let shown = bubbleTable(clear: true, direction: .leftToRight)
        withExtendedLifetime(shown) {
            assertSnapshot(of: shown.window as UIView, as: .screen(), named: "bubbles")
        }
    }
}
