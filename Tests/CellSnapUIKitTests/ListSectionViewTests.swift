// A list section's header and footer of the app's own: a reusable view that is not a list cell
// (a label pinned to its layout margins, on an orange background) is drawn as a row above or below
// the section, as tall as its content, in both layout directions, where it was refused before. And
// a collection view whose data source is not set yet is drawn as UIKit shows it: its background.
import CellLayout
import CellModel
import CellSnapUIKit
import Pixels
import Primitives
import Testing

/// A section title as apps write one: a reusable view with a label pinned to its margins.
final class TitleHeaderView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemOrange
        label.font = .preferredFont(forTextStyle: .headline)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor @Suite struct ListSectionViewTests {
    /// A 390 pt list of `appearance` with two rows under a header and above a footer of the app's
    /// own, in a 390 x 400 container, and the data source it keeps.
    final class ListScreen {
        let view: UIView
        let dataSource: UICollectionViewDiffableDataSource<Int, String>
        init(view: UIView, dataSource: UICollectionViewDiffableDataSource<Int, String>) {
            self.view = view
            self.dataSource = dataSource
        }
    }

    static func listScreen(_ appearance: UICollectionLayoutListConfiguration.Appearance) -> ListScreen {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 400),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let rows = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
        }
        let header = UICollectionView.SupplementaryRegistration<TitleHeaderView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { view, _, _ in view.label.text = "Recent" }
        let footer = UICollectionView.SupplementaryRegistration<TitleHeaderView>(
            elementKind: UICollectionView.elementKindSectionFooter
        ) { view, _, _ in view.label.text = "2 items" }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            view, indexPath, title in
            view.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: title)
        }
        dataSource.supplementaryViewProvider = { view, kind, indexPath in
            view.dequeueConfiguredReusableSupplementary(
                using: kind == UICollectionView.elementKindSectionHeader ? header : footer, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Milk", "Eggs"])
        dataSource.apply(snapshot, animatingDifferences: false)
        return ListScreen(view: ControlFixtures.container(height: 400, [collectionView]), dataSource: dataSource)
    }

    /// The header is a row above the section as wide as the section's rows (the inset group's width
    /// in an inset grouped list), 40.33 pt tall (the label's line, SF Pro's 20.33 pt line box, and
    /// 10 pt above and below it), the footer the same below the two 44 pt rows; the label follows
    /// the layout direction, 8 pt (the view's default layout margin) from the leading edge.
    @Test(arguments: [UICollectionLayoutListConfiguration.Appearance.plain, .insetGrouped], [false, true])
    func headerAndFooterViewsAreRowsOfTheirOwn(
        appearance: UICollectionLayoutListConfiguration.Appearance, rightToLeft: Bool
    ) throws {
        let screen = Self.listScreen(appearance)
        let image = try ControlFixtures.pixels(screen.view, rightToLeft: rightToLeft)
        let orange = Color(red255: 255, green: 149, blue: 0)
        let bands = try #require(Self.bounds(of: orange, in: image))
        let (minX, width) = appearance == .plain ? (0.0, 390.0) : (20.0, 350.0)
        let header = 10 + 61.0 / 3 + 10
        #expect(bands.minX == minX && bands.minY == 0 && bands.width == width)
        #expect(abs(bands.height - (header + 88 + header)) < 1e-9, "\(bands)")
        let between = Self.bounds(of: orange, in: image, rows: header..<(header + 88))
        #expect(between == nil, "the rows are between the header and the footer")
        let ink = try #require(Self.inkBounds(in: image, rows: 0..<header))
        if rightToLeft {
            #expect((minX + width - 10...minX + width - 8).contains(ink.maxX))
        } else {
            #expect((minX + 8...minX + 10).contains(ink.minX))
        }
    }

    /// A screen that sets its data source when its data arrives, drawn before: the collection
    /// view's background fills its frame (a flow layout and a list layout alike).
    @Test(arguments: [false, true])
    func aCollectionViewWithoutADataSourceDrawsItsBackground(flow: Bool) throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout: UICollectionViewLayout =
            flow ? UICollectionViewFlowLayout() : UICollectionViewCompositionalLayout.list(using: configuration)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 100, width: 390, height: 200), collectionViewLayout: layout)
        collectionView.backgroundColor = .systemTeal
        let image = try ControlFixtures.pixels(ControlFixtures.container(height: 400, [collectionView]))
        let teal = Theme.iOS17.resolve(UIColor.systemTeal.cellSnapColor(traits: Traits()), for: .light)
        #expect(Self.bounds(of: teal, in: image) == Rect(x: 0, y: 100, width: 390, height: 200))
    }

    /// The bounds, in points, of the pixels of `image` (3x) in `rows` (points) that are `color`.
    static func bounds(of color: Color, in image: RGBAImage, rows: Range<Double>) -> Rect? {
        bounds(in: image, rows: rows) { red, green, blue in
            Color(red255: Int(red), green: Int(green), blue: Int(blue)) == color
        }
    }

    /// The bounds of the dark (text) pixels of `image` in `rows`.
    static func inkBounds(in image: RGBAImage, rows: Range<Double>) -> Rect? {
        bounds(in: image, rows: rows) { red, green, blue in Int(red) + Int(green) + Int(blue) < 200 }
    }

    static func bounds(of color: Color, in image: RGBAImage) -> Rect? {
        bounds(of: color, in: image, rows: 0..<Double(image.height) / 3)
    }

    static func bounds(in image: RGBAImage, rows: Range<Double>, _ matches: (UInt8, UInt8, UInt8) -> Bool) -> Rect? {
        let bytes = image.bytes
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
        // Whole pixel rows (a third of a point written as a fraction may fall a hair short of one).
        func row(_ y: Double) -> Int { Int((y * 3 + 1e-6).rounded(.down)) }
        for y in row(rows.lowerBound)..<min(image.height, row(rows.upperBound)) {
            for x in 0..<image.width {
                let offset = (y * image.width + x) * 4
                guard matches(bytes[offset], bytes[offset + 1], bytes[offset + 2]) else { continue }
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        guard maxX >= 0 else { return nil }
        return Rect(
            x: Double(minX) / 3, y: Double(minY) / 3, width: Double(maxX - minX + 1) / 3,
            height: Double(maxY - minY + 1) / 3)
    }
}
