// What a sixth body of public list code found.
import CellSnapFoundation
import Foundation
import Pixels
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct PublicCodeRoundTwentySixTests {
    /// A table cell resized lays its content view out over its bounds, and the content view's
    /// subviews follow by their autoresizing masks: a control kept 16 pt from the trailing edge
    /// of a cell designed 375 wide ends at 374 in a 390 pt cell, as in UIKit. The size change
    /// asks for the layout itself (no `setNeedsLayout()`), as UIKit's `setFrame:` does.
    @Test func aTableCellsContentViewFollowsTheCell() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 50)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 50))
        let control = UIView(frame: CGRect(x: 202, y: 10, width: 157, height: 29))
        control.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin, .flexibleBottomMargin]
        cell.contentView.addSubview(control)
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 60)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 60))
        // The 10 pt the cell grew is shared by the flexible margins above (10) and below (11).
        #expect(control.frame.origin.x == 217 && control.frame.size == CGSize(width: 157, height: 29))
        #expect(abs(control.frame.minY - (10 + 10 * 10 / 21)) < 1e-9)
    }

    /// A static-looking table: one cell made 375 wide (as a storyboard's static cell is), a blue
    /// control 157 pt wide kept 16 pt from its trailing edge, and a green bar of flexible width
    /// 20 pt in from both edges.
    final class DesignedWidthTable: UITableViewController {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.separatorStyle = .none
            cell.frame = CGRect(x: 0, y: 0, width: 375, height: 60)
            cell.contentView.frame = CGRect(x: 0, y: 0, width: 375, height: 59.5)
            let control = UIView(frame: CGRect(x: 202, y: 5, width: 157, height: 20))
            control.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
            control.backgroundColor = .blue
            let bar = UIView(frame: CGRect(x: 20, y: 35, width: 335, height: 20))
            bar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
            bar.backgroundColor = .green
            cell.contentView.addSubview(control)
            cell.contentView.addSubview(bar)
        }
        override func numberOfSections(in tableView: UITableView) -> Int { 1 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            cell
        }
    }

    /// Drawn in a 390 pt table, the cell's views follow their masks, in both layout directions
    /// (autoresizing is physical: a right-to-left table does not flip frames set by hand): the
    /// control ends at x = 374, the bar spans 20...370 (the image is the table's one row).
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func autoresizingViewsFollowTheirRowsWidth(direction: UITraitEnvironmentLayoutDirection) throws {
        let table = DesignedWidthTable(style: .plain)
        table.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let pixels = try controllerPixels(table, traits: UITraitCollection(layoutDirection: direction))
        #expect(pixels.height == 60 * 3)
        let blue = RGBA(red: 0, green: 0, blue: 255, alpha: 255)
        let green = RGBA(red: 0, green: 255, blue: 0, alpha: 255)
        func at(_ x: Double, _ y: Double) -> RGBA { pixels[Int(x * 3), Int(y * 3)] }
        #expect(at(373.5, 15) == blue)
        #expect(at(374.5, 15) != blue)
        #expect(at(217.5, 15) == blue)
        #expect(at(216.5, 15) != blue)
        #expect(at(20.5, 45) == green)
        #expect(at(369.5, 45) == green)
        #expect(at(370.5, 45) != green)
    }
}

extension PublicCodeRoundTwentySixTests {
    /// A `@MainActor` test runs in a job of the main queue, which Swift Testing serves from a
    /// thread of its own on Linux: the answer the adapter gives app code for `Thread.isMainThread`
    /// is `true` there, as on iOS, and `false` off the main actor.
    @Test func theMainActorsJobsAreOnTheMainThread() async {
        #expect(Thread.cellSnapIsMainThread)
        let detached = await Task.detached { Thread.cellSnapIsMainThread }.value
        #expect(!detached)
    }
}

/// A bar button item that notes its `awakeFromNib()` (at file scope: a nib names it by module and name).
final class AwakeningBarItem: UIBarButtonItem {
    private(set) var awoke = 0
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke += 1
    }
}

extension PublicCodeRoundTwentySixTests {
    /// A bar button item loaded from a nib is sent `awakeFromNib()` once, as every object of a
    /// nib is on iOS (`NSObject`'s).
    @Test func aBarButtonItemFromANibAwakes() throws {
        let objects = PublicCodeRoundTwentyFiveTests.nibObjects(
            """
                <barButtonItem title="Edit" id="b1" customClass="AwakeningBarItem" customModule="CellSnapUIKitTests"/>
            """)
        let item = try #require(objects.first as? AwakeningBarItem)
        #expect(item.awoke == 1 && item.title == "Edit")
    }

    /// The user's folders as `URL` names them (iOS 16): Foundation's folder of each kind.
    @Test func theUsersFoldersAreFoundationsFolders() {
        let folder = { (kind: FileManager.SearchPathDirectory) in
            FileManager.default.urls(for: kind, in: .userDomainMask).first
        }
        #expect(URL.cachesDirectory == folder(.cachesDirectory))
        #expect(URL.documentsDirectory == folder(.documentDirectory))
        #expect(URL.applicationSupportDirectory == folder(.applicationSupportDirectory))
        #expect(
            URL.libraryDirectory == folder(.libraryDirectory)
                ?? URL.homeDirectory.appendingPathComponent("Library", isDirectory: true))
    }
}

extension PublicCodeRoundTwentySixTests {
    /// A controller the app made its window's root (as a scene delegate's `configureWindow()`
    /// does) is drawn by its image strategy, as swift-snapshot-testing draws it on iOS, and is
    /// its window's root again afterwards.
    @Test func aWindowsRootControllerIsDrawnAndGivenBack() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        controller.view.backgroundColor = .red
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let pixels = try controllerPixels(controller)
        #expect(pixels.width == 390 * 3)
        #expect(pixels[195 * 3, 400 * 3] == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(window.rootViewController === controller && controller.view.window === window)
    }
}

/// A prefetching data source a storyboard connects as an outlet.
final class PrefetchingSource: NSObject, UITableViewDataSourcePrefetching, UICollectionViewDataSourcePrefetching {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {}
}

extension PublicCodeRoundTwentySixTests {
    /// A table's and a collection view's `prefetchDataSource` are set by name, as storyboards
    /// connect them (the scene loaded; was refused as "not settable by name").
    @Test func prefetchDataSourcesAreSetByName() {
        let source = PrefetchingSource()
        let table = UITableView()
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        table.setValue(source, forKey: "prefetchDataSource")
        collection.setValue(source, forKey: "prefetchDataSource")
        #expect(table.prefetchDataSource === source && collection.prefetchDataSource === source)
    }
}

extension PublicCodeRoundTwentySixTests {
    /// A label's text shadow from a nib (its `shadowColor` and `shadowOffset`) is read, as UIKit
    /// reads it into the label (the nib was refused).
    @Test func aLabelsShadowIsReadFromANib() throws {
        let objects = PublicCodeRoundTwentyFiveTests.nibObjects(
            """
                <label text="Boston" id="l1">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                    <color key="shadowColor" red="0.0" green="0.0" blue="0.0" alpha="0.5" colorSpace="custom" customColorSpace="sRGB"/>
                    <size key="shadowOffset" width="1" height="2"/>
                </label>
            """)
        let label = try #require(objects.first as? UILabel)
        #expect(label.shadowColor == UIColor(red: 0, green: 0, blue: 0, alpha: 0.5))
        #expect(label.shadowOffset == CGSize(width: 1, height: 2))
    }
}

extension PublicCodeRoundTwentySixTests {
    /// A scroll view's content view as detail screens build it: as tall as the scroll view at
    /// priority 250, holding labels that hug at 251 (Interface Builder's default for labels).
    /// The hugging wins: the content view is as tall as its labels, which keep their heights.
    @Test func huggingAt251BeatsAHeightAt250() {
        UIView.cellSnapInstallTextMeasurer()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        let scroll = UIScrollView()
        let content = UIView()
        let title = UILabel()
        title.text = "Sherlock"
        let date = UILabel()
        date.text = "11-12-2019"
        for view in [scroll, content, title, date] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        for label in [title, date] { label.setContentHuggingPriority(UILayoutPriority(251), for: .vertical) }
        root.addSubview(scroll)
        scroll.addSubview(content)
        content.addSubview(title)
        content.addSubview(date)
        let height = content.heightAnchor.constraint(equalTo: scroll.heightAnchor)
        height.priority = UILayoutPriority(250)
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor), height,
            title.topAnchor.constraint(equalTo: content.topAnchor, constant: 40),
            title.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            date.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 20),
            date.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            content.bottomAnchor.constraint(equalTo: date.bottomAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        // Equal but for the solver's floating-point noise.
        #expect(abs(title.frame.height - title.intrinsicContentSize.height) < 1e-9)
        #expect(abs(date.frame.height - date.intrinsicContentSize.height) < 1e-9)
        #expect(abs(content.frame.height - (40 + title.frame.height + 20 + date.frame.height + 20)) < 1e-9)
    }
}

extension PublicCodeRoundTwentySixTests {
    /// A detail screen: a scroll view filling the view under a navigation bar, a stack pinned to
    /// its content guide. The scroll view insets its content by the bar, once: the stack shows
    /// right under the bar, its frame at the content's origin (the offset is the inset).
    final class StackInScroll: UIViewController {
        let scroll = UIScrollView()
        let stack = UIStackView()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            for view in [scroll, stack] as [UIView] { view.translatesAutoresizingMaskIntoConstraints = false }
            stack.axis = .vertical
            let box = UIView()
            box.backgroundColor = .blue
            box.heightAnchor.constraint(equalToConstant: 320).isActive = true
            stack.addArrangedSubview(box)
            view.addSubview(scroll)
            scroll.addSubview(stack)
            NSLayoutConstraint.activate([
                scroll.topAnchor.constraint(equalTo: view.topAnchor),
                scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                scroll.frameLayoutGuide.widthAnchor.constraint(equalTo: stack.widthAnchor),
                scroll.contentLayoutGuide.leadingAnchor.constraint(equalTo: stack.leadingAnchor),
                scroll.contentLayoutGuide.trailingAnchor.constraint(equalTo: stack.trailingAnchor),
                scroll.contentLayoutGuide.topAnchor.constraint(equalTo: stack.topAnchor),
                scroll.contentLayoutGuide.bottomAnchor.constraint(equalTo: stack.bottomAnchor),
            ])
        }
    }

    @Test func scrollContentUnderANavigationBarIsInsetOnce() throws {
        let controller = StackInScroll()
        let navigation = UINavigationController(rootViewController: controller)
        navigation.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let pixels = try controllerPixels(navigation)
        let barBottom = Int(navigation.navigationBar.frame.maxY)
        let blue = RGBA(red: 0, green: 0, blue: 255, alpha: 255)
        #expect(pixels[195 * 3, (barBottom + 2) * 3] == blue)
        #expect(pixels[195 * 3, (barBottom + 318) * 3] == blue)
        #expect(pixels[195 * 3, (barBottom + 322) * 3] != blue)
        #expect(controller.stack.frame.minY == 0)
    }
}

extension PublicCodeRoundTwentySixTests {
    /// A bundle that holds a cell's `.xib` (as a package's resources do) finds it when asked for
    /// the compiled nib iOS would hold; a type it does not hold is still not found.
    @Test func aNibIsFoundAsItsXib() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-nib-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("<document/>".utf8).write(to: folder.appendingPathComponent("NibCell.xib"))
        let bundle = try #require(Bundle(path: folder.path))
        #expect(bundle.path(forResource: "NibCell", ofType: "nib") == nil)
        #expect(bundle.cellSnapPath(forResource: "NibCell", ofType: "nib")?.hasSuffix("/NibCell.xib") == true)
        #expect(bundle.cellSnapURL(forResource: "NibCell", withExtension: "nib")?.lastPathComponent == "NibCell.xib")
        #expect(bundle.cellSnapPath(forResource: "NibCell", ofType: "storyboard") == nil)
    }
}
