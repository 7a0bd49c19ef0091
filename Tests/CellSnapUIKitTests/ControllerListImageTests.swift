// Linux only: `.image(width:)` of a controller that shows only its list, measured in its pixels:
// the controller appears first, as in a window, and a collection scrolling across is drawn from
// where it rests, its leading content inset before its first item.
import CellSnapSuite
import CellSnapUIKitTesting
import Pixels
import Testing

@MainActor @Suite struct ControllerListImageTests {
    /// Three coloured items in a flow layout of 50 pt squares, swapped in `viewWillAppear(_:)` for
    /// one of full-width bands 100 pt tall (an app that configures its layout as it appears).
    final class LayoutOnAppearance: UICollectionViewController {
        private(set) var appearances: [String] = []

        init() {
            let squares = UICollectionViewFlowLayout()
            squares.itemSize = CGSize(width: 50, height: 50)
            super.init(collectionViewLayout: squares)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            appearances.append("willAppear")
            let bands = UICollectionViewFlowLayout()
            bands.itemSize = CGSize(width: 390, height: 100)
            bands.minimumLineSpacing = 0
            collectionView.setCollectionViewLayout(bands, animated: false)
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            appearances.append("didAppear")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            3
        }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.backgroundColor = [UIColor.red, .green, .blue][indexPath.item]
            return cell
        }
    }

    /// Five white cards 330 pt wide, 10 pt apart, scrolling across a grey collection view whose
    /// content inset puts 30 pt before the first (a carousel centring its first card).
    final class Carousel: UICollectionViewController {
        init() {
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 330, height: 200)
            layout.minimumLineSpacing = 10
            super.init(collectionViewLayout: layout)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.backgroundColor = .gray
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
            collectionView.contentInset = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            5
        }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
            cell.backgroundColor = .white
            return cell
        }
    }

    /// Thirty orange bands 44 pt tall, 1 pt apart, in a grey collection view with content insets
    /// of 10 pt above and 20 pt below (a list spaced from its screen's top).
    final class InsetBands: UICollectionViewController {
        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 390, height: 44)
            layout.minimumLineSpacing = 1
            super.init(collectionViewLayout: layout)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.backgroundColor = .gray
            collectionView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "band")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            30
        }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "band", for: indexPath)
            cell.backgroundColor = .orange
            return cell
        }
    }

    /// Ten bands, red and blue in turn, each a group of 0.4 of the container's height, in a
    /// collection view pinned to the safe area (the screen draws more than its list, so
    /// `.image(width:)` draws the screen made taller, in a navigation controller).
    final class FractionalBands: UIViewController, UICollectionViewDataSource {
        let collection: UICollectionView = {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.4)),
                subitems: [item])
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            return UICollectionView(frame: .zero, collectionViewLayout: layout)
        }()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "band")
            collection.dataSource = self
            collection.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(collection)
            NSLayoutConstraint.activate([
                collection.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                collection.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                collection.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                collection.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "band", for: indexPath)
            cell.backgroundColor = indexPath.item.isMultiple(of: 2) ? .red : .blue
            return cell
        }
    }

    /// A grouped table controller with a red 60 pt table header view and a blue 30 pt footer view
    /// around `rows` rows (30 by default, taller than the screen).
    final class HeaderedTable: UITableViewController {
        var rows = 30
        init() { super.init(style: .grouped) }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        override func viewDidLoad() {
            super.viewDidLoad()
            let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
            header.backgroundColor = .red
            let footer = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 30))
            footer.backgroundColor = .blue
            tableView.tableHeaderView = header
            tableView.tableFooterView = footer
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    /// Cells a flow layout places, each masked to its lower-left triangle in `apply(_:)` by a
    /// shape layer, as slanted layouts mask theirs; the second's mask has a frame, the first's none.
    final class MaskedCell: UICollectionViewCell {
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .red
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            let size = layoutAttributes.size
            let path = UIBezierPath()
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 0, y: size.height))
            path.addLine(to: CGPoint(x: size.width, y: size.height))
            path.close()
            let mask = CAShapeLayer()
            if layoutAttributes.indexPath.item == 1 { mask.frame = CGRect(origin: .zero, size: size) }
            mask.path = path.cgPath
            layer.mask = mask
        }
    }

    final class MaskedCells: UICollectionViewController {
        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 300, height: 200)
            layout.minimumLineSpacing = 20
            super.init(collectionViewLayout: layout)
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.backgroundColor = .white
            collectionView.register(MaskedCell.self, forCellWithReuseIdentifier: "cell")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            2
        }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    /// A flow of 100 blue 130 pt tiles, two to a row, 10 pt apart: 50 rows, 7,010 pt of content.
    final class LongFlow: UICollectionViewController {
        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 130, height: 130)
            layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            layout.minimumLineSpacing = 10
            super.init(collectionViewLayout: layout)
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.backgroundColor = .white
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
            navigationItem.title = "Tiles"
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            100
        }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            cell.contentView.backgroundColor = .blue
            return cell
        }
    }

    func image(of controller: UIViewController, traits: UITraitCollection = UITraitCollection()) throws
        -> RGBAImage
    {
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        guard
            case .image(let image, _, _, _) = try Snapshotting<UIViewController>.image(width: 390, traits: traits)
                .snapshot(controller)
        else { throw CellSnapUIKitError(call: "image(of:)", reason: "the strategy made no image") }
        return image
    }

    /// The pixel at `x`, `y` in points of a 3x image, as red, green and blue.
    func rgb(_ image: RGBAImage, _ x: Double, _ y: Double) -> [UInt8] {
        let pixel = image[Int(x * 3), Int(y * 3)]
        return [pixel.red, pixel.green, pixel.blue]
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func theControllerAppearsBeforeItsListIsDrawn(direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = LayoutOnAppearance()
        let image = try image(of: controller, traits: UITraitCollection(layoutDirection: direction))
        #expect(controller.appearances == ["willAppear", "didAppear"])
        // The bands of the layout set as it appeared, not the squares it was made with.
        #expect(image.width == 1170 && image.height >= 900)
        for x in [5.0, 195, 385] {
            #expect(rgb(image, x, 50) == [255, 0, 0], "red at \(x)")
            #expect(rgb(image, x, 150) == [0, 255, 0], "green at \(x)")
            #expect(rgb(image, x, 250) == [0, 0, 255], "blue at \(x)")
        }
    }

    /// A table controller's header and footer views are drawn with its whole list: the header
    /// above the first section, the footer below the last (the list alone has neither).
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aTablesHeaderAndFooterViewsAreDrawn(direction: UITraitEnvironmentLayoutDirection) throws {
        let image = try image(of: HeaderedTable(), traits: UITraitCollection(layoutDirection: direction))
        for x in [5.0, 195, 385] {
            #expect(rgb(image, x, 1) == [255, 0, 0] && rgb(image, x, 59) == [255, 0, 0], "header at \(x)")
            #expect(rgb(image, x, 61) != [255, 0, 0], "below the header at \(x)")
        }
        // 30 rows of 44 pt: the whole list, its footer last but for the grouped table's bottom space.
        let height = Double(image.height) / 3
        #expect(height > 60 + 30 * 44 + 30)
        let footerRows = (0..<image.height).filter { y in
            let pixel = image[585, y]
            return pixel.red == 0 && pixel.green == 0 && pixel.blue == 255
        }
        #expect(footerRows.count == 90 && footerRows.first! > Int((60 + 30 * 44) * 3))
    }

    /// A screen whose list is too long for the taller screen to fit in one image (3,000 rows, 132,000
    /// pt) is drawn at the device's height, as the device shows it: its header view above the first
    /// rows, not the list alone without it.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aScreenTooLongForOneImageIsDrawnAsTheDeviceShowsIt(direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = HeaderedTable()
        controller.rows = 3000
        let image = try image(of: controller, traits: UITraitCollection(layoutDirection: direction))
        #expect(image.width == 1170 && image.height == 2532)
        for x in [5.0, 195, 385] {
            #expect(rgb(image, x, 1) == [255, 0, 0] && rgb(image, x, 59) == [255, 0, 0], "header at \(x)")
        }
    }

    /// A grouped table draws lines across the top of each section's first row and the bottom of
    /// its last, edge to edge, and the inset separator between rows (an iOS 17 reference of a
    /// grouped table of two rows: three lines); none without separators.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aGroupedTableDrawsItsSectionEdges(direction: UITraitEnvironmentLayoutDirection) throws {
        func lines(_ image: RGBAImage, at x: Double) -> Int {
            (0..<image.height).filter { y in
                let pixel = image[Int(x * 3), y]
                return [pixel.red, pixel.green, pixel.blue] == [198, 198, 200]
            }.count
        }
        let traits = UITraitCollection(layoutDirection: direction)
        let image = try image(of: TwoRowGroupedTable(), traits: traits)
        let (insideInset, outsideInset) = direction == .leftToRight ? (300.0, 10.0) : (90.0, 380.0)
        #expect(lines(image, at: insideInset) == 3 && lines(image, at: outsideInset) == 2)
        let bare = TwoRowGroupedTable()
        bare.tableView.separatorStyle = .none
        #expect(lines(try self.image(of: bare, traits: traits), at: insideInset) == 0)
    }

    /// A cell's layer mask clips it where the layout places it: each 300 x 200 cell shows only its
    /// lower-left triangle (each centred on its line of one item, as UIKit's flow places them);
    /// the mask is the layer's own, never mirrored.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aCellsLayerMaskClipsIt(direction: UITraitEnvironmentLayoutDirection) throws {
        let image = try image(of: MaskedCells(), traits: UITraitCollection(layoutDirection: direction))
        for (left, top) in [(45.0, 0.0), (45.0, 220)] {
            #expect(rgb(image, left + 20, top + 180) == [255, 0, 0], "lower left of the cell at \(left), \(top)")
            #expect(rgb(image, left + 280, top + 20) == [255, 255, 255], "upper right of the cell at \(left), \(top)")
            #expect(rgb(image, left + 5, top + 20) == [255, 0, 0], "upper left of the cell at \(left), \(top)")
        }
    }

    /// A flow layout on a screen made taller to show its whole list draws every row, down to
    /// the last (a layout that places its elements is asked for all the taller view shows).
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aLongFlowIsDrawnToItsLastRow(direction: UITraitEnvironmentLayoutDirection) throws {
        let navigation = UINavigationController(rootViewController: LongFlow())
        let image = try image(of: navigation, traits: UITraitCollection(layoutDirection: direction))
        // The rows' tiles down the first column, every 140 pt from the content's top.
        var blueRows = 0
        for row in 0..<50 {
            let y = Double(image.height) / 3 - 10 - 130 - Double(49 - row) * 140 + 65
            let x: Double = direction == .leftToRight ? 10 + 65 : 390 - 10 - 65
            if rgb(image, x, y) == [0, 0, 255] { blueRows += 1 }
        }
        #expect(blueRows == 50)
    }

    /// A list's own top and bottom content insets are drawn, as the list shows them scrolled to
    /// its top and to its end: 10 pt of its background above the first band, 20 pt below the last.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aListsContentInsetsAreDrawn(direction: UITraitEnvironmentLayoutDirection) throws {
        let image = try image(of: InsetBands(), traits: UITraitCollection(layoutDirection: direction))
        let grey = rgb(image, 195, 5), orange = rgb(image, 195, 15)
        #expect(grey == rgb(image, 195, 9.5) && orange == [255, 128, 0], "\(grey) \(orange)")
        #expect(Double(image.height) / 3 == 10 + 30 * 45 - 1 + 20)
        #expect(rgb(image, 195, 10 + 30 * 45 - 2) == orange && rgb(image, 195, 10 + 30 * 45 + 5) == grey)
    }

    /// Left to right; right to left the layout flips, and where iOS rests such a collection is not
    /// measured here.
    @Test func aCollectionAcrossIsDrawnFromWhereItRests() throws {
        let image = try image(of: Carousel())
        let grey = rgb(image, 15, 100), white: [UInt8] = [255, 255, 255]
        #expect(grey != white)
        #expect(rgb(image, 29.5, 100) == grey, "the 30 pt inset before the first card")
        #expect(rgb(image, 30.5, 100) == white && rgb(image, 359.5, 100) == white, "the first card")
        #expect(rgb(image, 365, 100) == grey, "the 10 pt gap")
        #expect(rgb(image, 375, 100) == white, "the second card")
    }

    /// A screen made taller to show all of its list keeps the list's layout container the screen's:
    /// each band is 0.4 of the collection view's height on the device (852 pt tall at most, the
    /// default screen's), not of the taller list, and all ten bands are drawn.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func fractionalHeightsStayTheScreensOnATallerScreen(direction: UITraitEnvironmentLayoutDirection) throws {
        let navigation = UINavigationController(rootViewController: FractionalBands())
        let image = try image(of: navigation, traits: UITraitCollection(layoutDirection: direction))
        // The colour runs down the middle of the image: red and blue bands in turn.
        var runs: [(red: Bool, length: Int)] = []
        for y in 0..<image.height {
            let pixel = image[585, y]
            guard pixel.green == 0, pixel.red == 255 || pixel.blue == 255 else { continue }
            let red = pixel.red == 255
            if let last = runs.last, last.red == red { runs[runs.count - 1].length += 1 } else { runs.append((red, 1)) }
        }
        #expect(runs.count == 10 && runs.first?.red == true)
        let bands = runs.map { Double($0.length) / 3 }
        #expect(bands.allSatisfy { $0 > 300 && $0 <= 0.4 * 852 + 1 }, "\(bands)")
        #expect(Set(bands.map { ($0 * 3).rounded() }).count <= 2, "\(bands)")
    }

    /// A table inset 32 pt from its view's sides (the view's red showing beside it) is drawn on its
    /// screen at its own width, its cells 326 pt wide from x 32 as UIKit lays them out, not alone
    /// at the whole width; in both directions.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aListNarrowerThanItsViewIsDrawnOnItsScreen(direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = InsetTable()
        let image = try image(of: controller, traits: UITraitCollection(layoutDirection: direction))
        #expect(image.width == 1170 && image.height == 844 * 3)
        for x in [10.0, 380] { #expect(rgb(image, x, 100) == [255, 0, 0], "the view beside the table at \(x)") }
        #expect(rgb(image, 40, 20) == [255, 255, 255] && rgb(image, 350, 20) == [255, 255, 255])
        let cell = try #require(controller.table.visibleCells.first)
        #expect(controller.table.frame == CGRect(x: 32, y: 16, width: 326, height: 812))
        #expect(cell.bounds.width == 326)
    }

    /// A red view holding only a white table pinned 32 pt in from its sides and 16 pt from its top
    /// and bottom, three rows.
    final class InsetTable: UIViewController, UITableViewDataSource {
        let table = UITableView()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .red
            table.backgroundColor = .white
            table.translatesAutoresizingMaskIntoConstraints = false
            table.dataSource = self
            view.addSubview(table)
            NSLayoutConstraint.activate([
                table.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 32),
                table.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -32),
                table.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
                table.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -16),
            ])
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }
}

@MainActor @Suite struct ContainerListImageTests {
    func tabs(selecting index: Int) -> UITabBarController {
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), ControllerListImageTests.LongFlow()]
        tabs.selectedIndex = index
        return tabs
    }

    /// A tab bar controller not yet shown is drawn as one that a launched app's window shows:
    /// its selected tab's list at its whole content height (50 rows of tiles, 7,010 pt), with
    /// the bar below it, each way round.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aTabBarControllersSelectedListIsDrawnWhole(direction: UITraitEnvironmentLayoutDirection) throws {
        let traits = UITraitCollection(layoutDirection: direction)
        let fresh = try ControllerListImageTests().image(of: tabs(selecting: 1), traits: traits)
        let shown = tabs(selecting: 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = shown
        window.makeKeyAndVisible()
        let launched = try ControllerListImageTests().image(of: shown, traits: traits)
        #expect(fresh == launched)
        #expect(Double(fresh.height) / 3 > 7_010)
        let x: Double = direction == .leftToRight ? 75 : 315
        #expect(ControllerListImageTests().rgb(fresh, x, 10 + 49 * 140 + 65) == [0, 0, 255])
        // The screen without a list is its screen's height.
        let plain = try ControllerListImageTests().image(of: tabs(selecting: 0), traits: traits)
        #expect(plain.height == 844 * 3)
    }
}

/// A grouped table of two rows, as body BG's search history.
final class TwoRowGroupedTable: UITableViewController {
    init() { super.init(style: .grouped) }

    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Search\(indexPath.row + 1)"
        return cell
    }
}
