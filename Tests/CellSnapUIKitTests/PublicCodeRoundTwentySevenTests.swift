// What the seventh body of public list code (body AF, rendered) left: header views from nibs,
// bar items' custom views at their own size, and Core Graphics and Foundation members it used;
// and the ninth's (body AH) `conforms(to:)`.
import CellSnapFoundation
import Foundation
import Pixels
import Testing

@testable import CellSnapUIKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The header of IBSectionHeader.xib: its `init(coder:)` and `awakeFromNib()` run.
final class IBFixtureSectionHeader: UITableViewHeaderFooterView {
    private(set) var awoke = false
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

@MainActor @Suite struct PublicCodeRoundTwentySevenTests {
    /// A table whose one section's header comes from a nib registered for its identifier.
    final class NibHeaderTable: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(
                UINib(nibName: "IBSectionHeader", bundle: NibAndStoryboardTests.bundle),
                forHeaderFooterViewReuseIdentifier: "recent")
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }
        override func numberOfSections(in tableView: UITableView) -> Int { 1 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row + 1)"
            return cell
        }
        override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            tableView.dequeueReusableHeaderFooterView(withIdentifier: "recent")
        }
        override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 44 }
    }

    /// `register(_:forHeaderFooterViewReuseIdentifier:)` with a nib: each dequeued view is the
    /// nib's top-level header (its class's `init(coder:)`, then `awakeFromNib()`), with the
    /// identifier, drawn with its label 16 pt in from the leading edge, in both directions.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aHeaderViewIsMadeFromItsNib(direction: UITraitEnvironmentLayoutDirection) throws {
        let table = NibHeaderTable(style: .plain)
        table.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        table.loadViewIfNeeded()
        let header = try #require(
            table.tableView.dequeueReusableHeaderFooterView(withIdentifier: "recent") as? IBFixtureSectionHeader)
        #expect(header.awoke && header.reuseIdentifier == "recent")
        let title = try #require(header.viewWithTag(1) as? UILabel)
        #expect(title.text == "RECENT" && title.font == UIFont.systemFont(ofSize: 15, weight: .bold))

        let pixels = try controllerPixels(table, traits: UITraitCollection(layoutDirection: direction))
        #expect(table.tableView.pendingError == nil)
        // The label's red text lies in the header's 44 pt band, starting 16 pt in from the leading edge.
        var redColumns: [Int] = []
        for x in 0..<pixels.width {
            for y in 0..<(44 * 3) where pixels[x, y].red > 200 && pixels[x, y].green < 80 {
                redColumns.append(x)
                break
            }
        }
        let first = try #require(redColumns.first), last = try #require(redColumns.last)
        let leading = direction == .leftToRight ? Double(first) / 3 : 390 - Double(last + 1) / 3
        #expect(leading >= 16 && leading < 18)
        #expect((last - first) / 3 > 40 && (last - first) / 3 < 80)
    }

    /// A bar item's custom view placed by its frame keeps its frame's size; one laid out by
    /// constraints is as large as they make it; a button made without a frame is its own size.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aBarItemsCustomViewKeepsItsSize(direction: UITraitEnvironmentLayoutDirection) throws {
        let framed = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        let constrained = UIView()
        constrained.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            constrained.widthAnchor.constraint(equalToConstant: 30),
            constrained.heightAnchor.constraint(equalToConstant: 20),
        ])
        let button = UIButton(type: .system)
        button.setTitle("Done", for: .normal)
        let root = UIViewController()
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: framed)
        root.navigationItem.leftBarButtonItems = [
            UIBarButtonItem(customView: constrained), UIBarButtonItem(customView: button),
        ]
        let navigation = UINavigationController(rootViewController: root)
        navigation.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        _ = try controllerPixels(navigation, traits: UITraitCollection(layoutDirection: direction))
        let bar = navigation.navigationBar
        #expect(framed.frame.size == CGSize(width: 44, height: 44))
        #expect(constrained.frame.size == CGSize(width: 30, height: 20))
        #expect(button.frame.size == button.intrinsicContentSize && button.frame.width > 30)
        let (rightEdge, leftEdge) = (framed.frame.maxX, constrained.frame.minX)
        if direction == .leftToRight {
            #expect(rightEdge == bar.bounds.width - 16 && leftEdge == 16)
            #expect(button.frame.minX == constrained.frame.maxX + 8)
        } else {
            #expect(framed.frame.minX == 16 && constrained.frame.maxX == bar.bounds.width - 16)
            #expect(button.frame.maxX == constrained.frame.minX - 8)
        }
    }

    /// A custom view made without a frame whose subviews' constraints size it (an avatar and a
    /// name pinned to its edges) is as large as they make it, as iOS's bars show it.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aFramelessCustomViewTakesItsSubviewsSize(direction: UITraitEnvironmentLayoutDirection) throws {
        let profile = UIView()
        let avatar = UIView()
        let name = UILabel()
        name.text = "creator"
        for subview in [avatar, name] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            profile.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: profile.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: profile.topAnchor),
            avatar.bottomAnchor.constraint(equalTo: profile.bottomAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 30), avatar.heightAnchor.constraint(equalToConstant: 30),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 5),
            name.trailingAnchor.constraint(equalTo: profile.trailingAnchor),
            name.centerYAnchor.constraint(equalTo: profile.centerYAnchor),
        ])
        let root = UIViewController()
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: profile)
        let navigation = UINavigationController(rootViewController: root)
        navigation.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        _ = try controllerPixels(navigation, traits: UITraitCollection(layoutDirection: direction))
        let width = 35 + name.intrinsicContentSize.width
        #expect(profile.frame.size == CGSize(width: width, height: 30))
        let bar = navigation.navigationBar.bounds.width
        #expect(profile.frame.minX == (direction == .leftToRight ? 16 : bar - 16 - width))
        #expect(abs(avatar.frame.minX - (direction == .leftToRight ? 0 : width - 30)) < 0.001)
        #expect(avatar.frame.size == CGSize(width: 30, height: 30) && avatar.frame.minY == 0)
    }

    /// `UIGraphicsImageRenderer(bounds:)` in the default format, whose origin is the image's top-left.
    @Test func anImageRendererOfBoundsHasTheDefaultFormat() throws {
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 20, height: 10))
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        }
        #expect(image.size == CGSize(width: 20, height: 10))
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.width == Int(20 * image.scale) && cgImage.colorSpace?.name == CGColorSpace.sRGB)
    }

    /// iOS 13's `URLCache(memoryCapacity:diskCapacity:directory:)`.
    @Test func aURLCacheIsMadeInADirectory() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-cache-\(UUID())")
        let cache = URLCache(memoryCapacity: 1024, diskCapacity: 4096, directory: folder)
        #expect(cache.memoryCapacity == 1024 && cache.diskCapacity == 4096)
        try? FileManager.default.removeItem(at: folder)
    }

    /// A view that archives its own state, calling `super` as `NSCoding` code does.
    final class ArchivingBadge: UIView {
        var count = 3
        override func encode(with coder: NSCoder) {
            super.encode(with: coder)
            coder.encode(count, forKey: "count")
        }
    }

    /// `encode(with:)` of views and view controllers, overridden; a layer's `init(coder:)`, which
    /// a layer subclass's calls.
    @Test func viewsEncodeAndLayersDecode() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        ArchivingBadge().encode(with: archiver)
        UIViewController().encode(with: archiver)
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = false
        #expect(unarchiver.decodeInteger(forKey: "count") == 3)
        let layer = try #require(CAGradientLayer(coder: unarchiver))
        #expect(layer.colors == nil && layer.opacity == 1)
    }

    /// `NSAttributedString(_:)` of an `AttributedString` and back, and `AttributeContainer(_:)` of
    /// an attributes dictionary, as Apple's Foundation converts them (Linux's has none of them):
    /// UIKit's attributes under UIKit's keys, numbers as `NSNumber`s, line styles as raw values.
    @Test func attributedStringsConvertWithUIKitsAttributes() throws {
        var sale = AttributedString("Sale")
        sale.foregroundColor = UIColor.systemRed
        sale.kern = 1.5
        sale.underlineStyle = .single
        var rest = AttributedString(" today")
        rest.font = UIFont.boldSystemFont(ofSize: 15)
        rest.link = URL(string: "https://example.com/sale")
        let whole = sale + rest
        let converted = NSAttributedString(whole)
        #expect(converted.string == "Sale today")
        let first = converted.attributes(at: 0, effectiveRange: nil)
        #expect(first[.foregroundColor] as? UIColor == UIColor.systemRed)
        #expect((first[.kern] as? NSNumber)?.doubleValue == 1.5)
        #expect((first[.underlineStyle] as? NSNumber)?.intValue == NSUnderlineStyle.single.rawValue)
        var range = NSRange()
        let second = converted.attributes(at: 4, effectiveRange: &range)
        #expect(range == NSRange(location: 4, length: 6) && second.count == 2)
        #expect(second[.font] as? UIFont == UIFont.boldSystemFont(ofSize: 15))
        #expect(second[.link] as? URL == URL(string: "https://example.com/sale"))
        #expect(AttributedString(converted) == whole)

        let container = AttributeContainer([.font: UIFont.systemFont(ofSize: 12), .kern: 0.5, .strikethroughStyle: 1])
        #expect(container.font == UIFont.systemFont(ofSize: 12) && container.kern == 0.5)
        #expect(container.strikethroughStyle == .single)
        #expect(AttributeContainer([.kern: "wide"]) == AttributeContainer())
    }

    /// `conforms(to:)` of an `@objc` protocol, as a view controller's test asks it (body AH): the
    /// class's and its superclasses' conformances, through the object and through a protocol value.
    @Test func anObjectConformsToTheProtocolsItsClassAdopts() {
        let controller = UITableViewController()
        #expect(controller.conforms(to: UITableViewDataSource.self))
        #expect(controller.conforms(to: UIScrollViewDelegate.self))
        #expect(!controller.conforms(to: UICollectionViewDataSource.self))
        #expect(!NSObject().conforms(to: UITableViewDelegate.self))
        let delegate: any UIScrollViewDelegate = controller
        #expect(delegate.conforms(to: UITableViewDelegate.self))
        #expect(!delegate.conforms(to: UISearchBarDelegate.self))
    }
}
