// Bars drawn in their appearances, as iOS 15 and later draw them, measured in pixels on an
// iPhone 13 (3x) in both layout directions: a navigation controller's bars at rest are at their
// scroll edge (the scroll-edge appearance, or the standard one without its background), a tab
// bar shows its standard appearance over content that runs beneath it and its scroll-edge one
// where the content ends above it; backgrounds, the one-pixel shadow line, title attributes,
// item attributes, the legacy properties, and the refusals of what bars do not draw.
import CellSnapUIKitSnapshots
import Foundation
import Pixels
import SnapshotTesting
import Testing
import UIKit

@MainActor @Suite struct BarAppearanceTests {
    nonisolated static let directions: [UITraitEnvironmentLayoutDirection] = [.leftToRight, .rightToLeft]

    /// `controller` drawn as `.image(on: .iPhone13)` draws it, decoded; `body` reads it with the
    /// controller still on screen.
    func drawn<T>(
        _ controller: UIViewController, direction: UITraitEnvironmentLayoutDirection = .leftToRight,
        _ body: (RGBAImage) throws -> T
    ) throws -> T {
        let config = ViewImageConfig.iPhone13
        return try DeviceCapture.showing(
            controller, safeArea: config.safeArea, size: config.size, screenTraits: config.traits,
            traits: UITraitCollection(layoutDirection: direction)
        ) {
            let image = try ScreenImage.image(of: DeviceCapture.capture(controller.view))
            return try body(PNG.decode(try #require(image.pngData())).image)
        }
    }

    /// The 3x pixel at `point` (in points).
    func pixel(_ image: RGBAImage, _ x: CGFloat, _ y: CGFloat) -> RGBA { image[Int(x * 3), Int(y * 3)] }

    func rgba(_ hex: UInt32) -> RGBA {
        RGBA(red: UInt8(hex >> 16 & 0xFF), green: UInt8(hex >> 8 & 0xFF), blue: UInt8(hex & 0xFF), alpha: 255)
    }

    /// A navigation controller over a white screen titled "Bars", with an "Add" item on the right.
    func navigation() -> (UINavigationController, UIViewController) {
        let content = UIViewController()
        content.view.backgroundColor = .white
        content.title = "Bars"
        content.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Add", style: .plain, target: nil, action: nil)
        return (UINavigationController(rootViewController: content), content)
    }

    func opaque(_ color: UIColor) -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = color
        appearance.shadowColor = .black
        appearance.titleTextAttributes = [.foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)]
        return appearance
    }

    /// Whether some pixel of the 3x image in `rect` (points) is nearly `color`'s pure red or white.
    func containsReddish(_ image: RGBAImage, in rect: CGRect) -> Bool {
        for y in Int(rect.minY * 3)..<Int(rect.maxY * 3) {
            for x in Int(rect.minX * 3)..<Int(rect.maxX * 3) {
                let p = image[x, y]
                if p.red > 220 && p.green < 60 && p.blue < 60 { return true }
            }
        }
        return false
    }

    @Test(arguments: directions)
    func defaultNavigationBarIsTransparentAtTheScrollEdge(_ direction: UITraitEnvironmentLayoutDirection) throws {
        let (navigation, _) = navigation()
        try drawn(navigation, direction: direction) { image in
            // The bar (0...44 pt here: the window gives up the status bar) shows the white content.
            #expect(pixel(image, 100, 20) == rgba(0xFFFFFF))
            #expect(image[300, 131] == rgba(0xFFFFFF))
        }
        #expect(navigation.navigationBar.scrollEdgeAppearance == nil)
        #expect(navigation.navigationBar.standardAppearance.backgroundEffect?.style == .systemChromeMaterial)
    }

    @Test(arguments: directions)
    func scrollEdgeAppearanceDrawsItsBackgroundShadowAndTitle(_ direction: UITraitEnvironmentLayoutDirection) throws {
        let (navigation, _) = navigation()
        navigation.navigationBar.scrollEdgeAppearance = opaque(UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        try drawn(navigation, direction: direction) { image in
            #expect(pixel(image, 100, 20) == rgba(0x0000FF))
            // The shadow line is the bar's last pixel row (131 at 3x), black; the content starts below it.
            #expect(image[300, 131] == rgba(0x000000))
            #expect(image[300, 130] == rgba(0x0000FF))
            #expect(image[300, 132] == rgba(0xFFFFFF))
            // The centred title is red.
            #expect(containsReddish(image, in: CGRect(x: 160, y: 10, width: 70, height: 24)))
        }
        // The "Add" item stays at the trailing margin, in the tint colour, in both directions.
        let add = try #require(
            navigation.navigationBar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Add" })
        if direction == .leftToRight {
            #expect(abs(add.frame.maxX - (390 - 16)) < 0.001)
        } else {
            #expect(abs(add.frame.minX - 16) < 0.001)
        }
    }

    @Test func theItemsAppearanceWinsOverTheBars() throws {
        let (navigation, content) = navigation()
        navigation.navigationBar.scrollEdgeAppearance = opaque(UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        content.navigationItem.scrollEdgeAppearance = opaque(UIColor(red: 0, green: 1, blue: 0, alpha: 1))
        try drawn(navigation) { image in #expect(pixel(image, 100, 20) == rgba(0x00FF00)) }
    }

    @Test func withoutAScrollEdgeAppearanceTheStandardOneIsDrawnWithoutBackground() throws {
        let (navigation, _) = navigation()
        let standard = opaque(UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        navigation.navigationBar.standardAppearance = standard
        // The bar keeps a copy: changing the appearance afterwards changes nothing.
        standard.titleTextAttributes = [:]
        try drawn(navigation) { image in
            #expect(pixel(image, 100, 20) == rgba(0xFFFFFF))
            #expect(image[300, 131] == rgba(0xFFFFFF))
            #expect(containsReddish(image, in: CGRect(x: 160, y: 10, width: 70, height: 24)))
        }
    }

    @Test func aBarNoControllerManagesDrawsItsStandardAppearance() throws {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        bar.standardAppearance = opaque(UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        bar.items = [UINavigationItem(title: "Alone")]
        let host = UIViewController()
        host.view.backgroundColor = .white
        host.view.addSubview(bar)
        try drawn(host) { image in
            let top = bar.frame.minY
            #expect(pixel(image, 30, top + 20) == rgba(0x0000FF))
        }
    }

    @Test func legacyPropertiesChangeTheStandardAppearance() throws {
        let (navigation, content) = navigation()
        let bar = navigation.navigationBar
        bar.barTintColor = .systemIndigo
        bar.titleTextAttributes = [.foregroundColor: UIColor.white]
        #expect(bar.standardAppearance.backgroundColor == .systemIndigo)
        #expect(bar.standardAppearance.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        bar.isTranslucent = false
        #expect(bar.standardAppearance.backgroundEffect == nil)
        #expect(bar.standardAppearance.backgroundColor == .systemIndigo)
        // At rest the bar is at its scroll edge: iOS 15 and later draw it without that background,
        // and the content does not extend under an opaque bar: the window shows through (black on
        // iOS; nothing in a snapshot, whose window has no background).
        try drawn(navigation) { image in
            #expect(pixel(image, 100, 20) == RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        }
        content.extendedLayoutIncludesOpaqueBars = true
        try drawn(navigation) { image in #expect(pixel(image, 100, 20) == rgba(0xFFFFFF)) }
    }

    @Test func anAttributeBarsDoNotDrawIsRefused() throws {
        let (navigation, _) = navigation()
        let appearance = opaque(.white)
        appearance.titleTextAttributes[.kern] = 2
        navigation.navigationBar.scrollEdgeAppearance = appearance
        let error = #expect(throws: CellSnapUIKitError.self) { try drawn(navigation) { _ in } }
        #expect(error?.call == "UINavigationBarAppearance.titleTextAttributes NSKern")
    }

    /// A raw value UIKit does not document makes an item, as Swift's import of UIKit's
    /// enumeration does (forms' previous and next arrows use 105 and 106); drawn without a title
    /// or an image, it is refused, naming the raw value.
    @Test func aSystemItemUIKitDoesNotDocumentIsMadeAndRefusedWhenDrawn() throws {
        let previous = try #require(UIBarButtonItem.SystemItem(rawValue: 105))
        #expect(previous.rawValue == 105 && previous != .done && UIBarButtonItem.SystemItem(rawValue: 4) == .add)
        let (navigation, content) = navigation()
        content.toolbarItems = [UIBarButtonItem(barButtonSystemItem: previous, target: nil, action: nil)]
        navigation.isToolbarHidden = false
        let error = #expect(throws: CellSnapUIKitError.self) { try drawn(navigation) { _ in } }
        #expect(error?.call == "UIBarButtonItem.SystemItem(rawValue: 105)")
        let (second, secondContent) = self.navigation()
        let titled = UIBarButtonItem(barButtonSystemItem: previous, target: nil, action: nil)
        titled.title = "Previous"
        secondContent.toolbarItems = [titled]
        second.isToolbarHidden = false
        try drawn(second) { _ in
            #expect(second.toolbar.subviews.contains { ($0 as? UILabel)?.text == "Previous" })
        }
    }

    @Test(arguments: directions)
    func toolbarDrawsItsScrollEdgeAppearanceAndMirrorsItsItems(_ direction: UITraitEnvironmentLayoutDirection) throws {
        let (navigation, content) = navigation()
        let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        share.setTitleTextAttributes([.foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)], for: .normal)
        content.toolbarItems = [share, .flexibleSpace()]
        navigation.isToolbarHidden = false
        let appearance = UIToolbarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        appearance.shadowColor = .black
        navigation.toolbar.scrollEdgeAppearance = appearance
        try drawn(navigation, direction: direction) { image in
            let toolbar = navigation.toolbar.frame
            #expect(toolbar == CGRect(x: 0, y: 797 - 34 - 44, width: 390, height: 44))
            // Its background reaches over the home indicator's strip; its shadow line is its first row.
            #expect(pixel(image, 200, toolbar.minY + 30) == rgba(0x00FF00))
            #expect(pixel(image, 200, 797 - 10) == rgba(0x00FF00))
            #expect(image[600, Int(toolbar.minY * 3)] == rgba(0x000000))
            let label = try #require(
                navigation.toolbar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Share" })
            if direction == .leftToRight {
                #expect(abs(label.frame.minX - 16) < 0.001)
            } else {
                #expect(abs(label.frame.maxX - (390 - 16)) < 0.001)
            }
            #expect(containsReddish(image, in: label.frame.offsetBy(dx: 0, dy: toolbar.minY)))
        }
    }

    /// A yellow opaque tab bar appearance with a black shadow line and the selected icon in red.
    func yellowTabBar() -> UITabBarAppearance {
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
        appearance.shadowColor = .black
        appearance.stackedLayoutAppearance.selected.iconColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        return appearance
    }

    /// The app's tabs with a list of 40 rows in the first, whose content runs beneath the tab bar.
    func tabsOverALongList() -> (UITabBarController, UITableView) {
        let list = UITableViewController(style: .plain)
        list.tableView.dataSource = longList
        list.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        list.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
        let settings = UINavigationController(rootViewController: SettingsViewController())
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [list, settings]
        return (tabs, list.tableView)
    }

    /// Checks the bar of `tabs` drawn with `background` (`nil`: the content's white shows through,
    /// without a shadow line) and the selected icon in red, in `direction`.
    func expectTabBar(
        _ tabs: UITabBarController, background: UInt32?, _ direction: UITraitEnvironmentLayoutDirection,
        before drawing: () -> Void = {}
    ) throws {
        try drawn(tabs, direction: direction) { image in
            drawing()
            let bar = tabs.tabBar.frame
            #expect(pixel(image, 5, bar.minY + 20) == rgba(background ?? 0xFFFFFF))
            #expect(image[15, Int(bar.minY * 3)] == rgba(background == nil ? 0xFFFFFF : 0x000000))
            // The selected tab (Inbox, the leading half) draws its symbol in the icon colour.
            let leadingHalf = CGRect(
                x: direction == .leftToRight ? 0 : 195, y: bar.minY + 4, width: 195, height: 28)
            #expect(containsReddish(image, in: leadingHalf))
        }
    }

    /// Content runs beneath the bar: the standard appearance.
    @Test(arguments: directions)
    func tabBarDrawsItsStandardAppearance(_ direction: UITraitEnvironmentLayoutDirection) throws {
        let (tabs, _) = tabsOverALongList()
        tabs.tabBar.standardAppearance = yellowTabBar()
        try expectTabBar(tabs, background: 0xFFFF00, direction)
    }

    /// The content ends above the bar (a short screen without a list, or a list scrolled to its
    /// end): the scroll-edge appearance, which is the standard one without background or shadow
    /// line unless it is set, as iOS 15 and later draw it.
    @Test(arguments: directions)
    func tabBarIsTransparentAtTheScrollEdge(_ direction: UITraitEnvironmentLayoutDirection) throws {
        let short = makeTabs()
        short.tabBar.standardAppearance = yellowTabBar()
        try expectTabBar(short, background: nil, direction)

        let (scrolled, list) = tabsOverALongList()
        scrolled.tabBar.standardAppearance = yellowTabBar()
        try drawn(scrolled, direction: direction) { _ in
            list.layoutIfNeeded()
            let end = list.contentSize.height + list.adjustedContentInset.bottom - list.bounds.height
            list.setContentOffset(CGPoint(x: 0, y: end), animated: false)
        }
        try expectTabBar(scrolled, background: nil, direction)

        let blue = yellowTabBar()
        blue.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let edge = makeTabs()
        edge.tabBar.standardAppearance = yellowTabBar()
        edge.tabBar.scrollEdgeAppearance = blue
        try expectTabBar(edge, background: 0x0000FF, direction)
    }

    /// A tab item's badge is a capsule over its symbol's upper trailing corner: the system red or
    /// the item's `badgeColor`, its text white, wider for a longer value, in both directions.
    @Test(arguments: directions)
    func aTabBarBadgeIsDrawnOverTheSymbol(_ direction: UITraitEnvironmentLayoutDirection) throws {
        let tabs = makeTabs()
        let first = try #require(tabs.viewControllers?.first?.tabBarItem)
        let second = try #require(tabs.viewControllers?.last?.tabBarItem)
        first.badgeValue = "3"
        second.badgeValue = "128"
        second.badgeColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        try drawn(tabs, direction: direction) { image in
            let bar = tabs.tabBar.frame
            // Each tab is half the 390 pt bar; the badge starts 6 pt past its centre (before it,
            // right to left), 2 pt below the bar's top, 18 pt tall.
            let leading = direction == .leftToRight
            let firstCentre: CGFloat = leading ? 97.5 : 292.5
            let secondCentre: CGFloat = leading ? 292.5 : 97.5
            let sign: CGFloat = leading ? 1 : -1
            let redBadge = pixel(image, firstCentre + sign * 8, bar.minY + 11)
            #expect(redBadge.red > 200 && redBadge.green < 90 && redBadge.blue < 90, "\(redBadge)")
            #expect(pixel(image, firstCentre + sign * 8, bar.minY + 1) != redBadge, "above the badge")
            #expect(pixel(image, secondCentre + sign * 8, bar.minY + 11) == rgba(0x0000FF))
            // "128" is wider than the 18 pt capsule of "3": blue 30 pt past the centre.
            #expect(pixel(image, secondCentre + sign * 30, bar.minY + 11) == rgba(0x0000FF))
            #expect(pixel(image, firstCentre + sign * 30, bar.minY + 11) != redBadge, "past the short badge")
            let text = CGRect(
                x: leading ? secondCentre + 6 : secondCentre - 6 - 40, y: bar.minY + 2, width: 40, height: 18)
            #expect(containsWhite(image, in: text), "the badge's text")
        }
    }

    func containsWhite(_ image: RGBAImage, in rect: CGRect) -> Bool {
        for y in Int(rect.minY * 3)..<Int(rect.maxY * 3) {
            for x in Int(rect.minX * 3)..<Int(rect.maxX * 3) {
                let pixel = image[x, y]
                if pixel.red > 240 && pixel.green > 240 && pixel.blue > 240 { return true }
            }
        }
        return false
    }

    @Test(arguments: directions)
    func aSearchBarDrawsItsBackgroundImage(_ direction: UITraitEnvironmentLayoutDirection) throws {
        let host = UIViewController()
        host.view.backgroundColor = .white
        let searchBar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 390, height: 56))
        host.view.addSubview(searchBar)
        let red = RGBAImage(width: 30, height: 30, filledWith: RGBA(red: 255, green: 0, blue: 0, alpha: 255))
        searchBar.setBackgroundImage(UIImage(cellSnapBitmap: red, scale: 3), for: .any, barMetrics: .default)
        #expect(searchBar.backgroundImage != nil)
        try drawn(host, direction: direction) { image in
            // Beside the field (8 pt in from the bar's sides), the stretched image.
            #expect(pixel(image, 3, searchBar.frame.minY + 3) == rgba(0xFF0000))
            #expect(pixel(image, 386, searchBar.frame.maxY - 3) == rgba(0xFF0000))
        }
    }

    /// The number of 3x pixels in `rect` (points) darker than mid grey: an icon's strokes on the
    /// search field's light fill.
    func darkPixels(_ image: RGBAImage, in rect: CGRect) -> Int {
        var count = 0
        for y in Int(rect.minY * 3)..<Int(rect.maxY * 3) {
            for x in Int(rect.minX * 3)..<Int(rect.maxX * 3) where image[x, y].green < 180 { count += 1 }
        }
        return count
    }

    @Test(arguments: directions)
    func aSearchBarShowsItsBookmarkButtonWhileEmpty(_ direction: UITraitEnvironmentLayoutDirection) throws {
        let host = UIViewController()
        host.view.backgroundColor = .white
        let searchBar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 390, height: 56))
        searchBar.showsBookmarkButton = true
        host.view.addSubview(searchBar)
        // The field spans 8 to 382 pt; the glass sits 3 pt in from its leading end, the book at its
        // trailing end (30 pt wide), mirrored in a right-to-left layout.
        let isLeftToRight = direction == .leftToRight
        let book = CGRect(x: isLeftToRight ? 352 : 8, y: 110, width: 30, height: 36)
        let glass = CGRect(x: isLeftToRight ? 11 : 349, y: 110, width: 30, height: 36)
        let middle = CGRect(x: 150, y: 110, width: 30, height: 36)
        try drawn(host, direction: direction) { image in
            #expect(
                searchBar.searchTextField.rightView?.frame
                    == CGRect(x: isLeftToRight ? 344 : 0, y: 0, width: 30, height: 36))
            #expect(
                searchBar.searchTextField.leftView?.frame
                    == CGRect(x: isLeftToRight ? 3 : 341, y: 0, width: 30, height: 36))
            #expect(darkPixels(image, in: book) > 40 && darkPixels(image, in: glass) > 40)
            #expect(darkPixels(image, in: middle) == 0)
        }
        searchBar.text = "Alps"
        try drawn(host, direction: direction) { image in
            #expect(searchBar.searchTextField.rightView == nil)
            #expect(darkPixels(image, in: book) == 0)
        }
    }

    @Test func appearancesCopyTheirClassAndMembers() {
        let appearance = UINavigationBarAppearance()
        appearance.backgroundColor = .systemPink
        appearance.titlePositionAdjustment = UIOffset(horizontal: 2, vertical: 3)
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemPink]
        // Linux's NSObject has a `copy() -> Any` beside it: a copy without a contextual type is ambiguous.
        let copy: UINavigationBarAppearance = appearance.copy()
        #expect(copy !== appearance)
        #expect(copy.backgroundColor == .systemPink)
        #expect(copy.titlePositionAdjustment == UIOffset(horizontal: 2, vertical: 3))
        #expect(copy.buttonAppearance !== appearance.buttonAppearance)
        #expect(copy.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .systemPink)
        let transparent = UINavigationBarAppearance(barAppearance: appearance)
        transparent.configureWithTransparentBackground()
        #expect(transparent.backgroundColor == nil && transparent.shadowColor == nil)
        #expect(transparent.titlePositionAdjustment == UIOffset(horizontal: 2, vertical: 3))
    }

    @Test func aProxysAppearanceIsDrawn() throws {
        try CellSnapAppearanceProxies.isolated {
            UINavigationBar.appearance().scrollEdgeAppearance = opaque(UIColor(red: 0, green: 0, blue: 1, alpha: 1))
            let (navigation, _) = navigation()
            try drawn(navigation) { image in
                #expect(pixel(image, 100, 20) == rgba(0x0000FF))
                #expect(containsReddish(image, in: CGRect(x: 160, y: 10, width: 70, height: 24)))
            }
        }
    }

    @Test func anAppearanceOnTheNavigationBarAsAReference() {
        let (navigation, _) = navigation()
        let appearance = opaque(.systemIndigo)
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        navigation.navigationBar.prefersLargeTitles = true
        assertSnapshot(of: navigation, as: .image(on: .iPhone13))
    }

    /// A document's bars: a navigation controller's large title and a navigation bar view's
    /// inline title in the text attributes Interface Builder writes (font, colour, shadow).
    static let documentBars = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <navigationController id="nc">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="nb">
                        <autoresizingMask key="autoresizingMask"/>
                        <textAttributes key="largeTitleTextAttributes">
                            <color key="textColor" systemColor="systemIndigoColor"/>
                            <color key="textShadowColor" red="1" green="0.0" blue="0.0" alpha="0.5" colorSpace="custom" customColorSpace="sRGB"/>
                            <offsetWrapper key="textShadowOffset" horizontal="2" vertical="3"/>
                        </textAttributes>
                    </navigationBar>
                </navigationController>
                <navigationBar contentMode="scaleToFill" translucent="NO" id="bar">
                    <rect key="frame" x="0.0" y="220" width="390" height="44"/>
                    <color key="barTintColor" red="0.1" green="0.2" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <color key="tintColor" systemColor="systemYellowColor"/>
                    <textAttributes key="titleTextAttributes">
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                        <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <color key="textShadowColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <offsetWrapper key="textShadowOffset" horizontal="0.0" vertical="2"/>
                    </textAttributes>
                    <items>
                        <navigationItem title="Inbox" id="i1">
                            <barButtonItem key="rightBarButtonItem" title="Edit" id="b1"/>
                        </navigationItem>
                    </items>
                </navigationBar>
            </objects>
        </document>
        """

    @Test func aDocumentsBarTextAttributesAsAReference() throws {
        let objects = UINib(data: Data(Self.documentBars.utf8), bundle: nil).instantiate(withOwner: nil)
        let navigation = try #require(objects.first as? UINavigationController)
        let bar = try #require(objects.last as? UINavigationBar)
        let content = UIViewController()
        content.view.backgroundColor = .white
        content.title = "Countries"
        content.view.addSubview(bar)
        navigation.viewControllers = [content]
        assertSnapshot(of: navigation, as: .image(on: .iPhone13))
    }

    /// The inline title keeps clear of the bar's items, in both directions: a short title is
    /// centred in the bar, in a label that ends before the items; one too long for that moves off
    /// the centre, between the items, and is truncated there, as UIKit places it.
    @Test(arguments: directions)
    func theInlineTitleKeepsClearOfTheItems(_ direction: UITraitEnvironmentLayoutDirection) throws {
        for (title, centred) in [("Bars", true), (String(repeating: "A long title ", count: 4), false)] {
            let (navigation, content) = navigation()
            content.title = title
            content.navigationItem.leftBarButtonItem = UIBarButtonItem(
                title: "Cancel", style: .plain, target: nil, action: nil)
            try drawn(navigation, direction: direction) { _ in
                let labels = navigation.navigationBar.subviews.compactMap { $0 as? UILabel }
                let titleLabel = try #require(labels.first(where: { $0.text == title }))
                let itemFrames = labels.filter { $0.text != title && $0.text != nil && $0.frame.width > 0 }.map(\.frame)
                #expect(itemFrames.count == 2)
                for frame in itemFrames {
                    #expect(!titleLabel.frame.intersects(frame), "\(title) at \(titleLabel.frame), \(frame)")
                }
                #expect((titleLabel.frame.midX == 195) == centred, "\(title) at \(titleLabel.frame), \(itemFrames)")
            }
            if !centred, direction == .leftToRight {
                assertSnapshot(of: navigation, as: .image(on: .iPhone13), named: "aLongTitleBetweenItems")
            }
        }
    }
}

/// A data source of 40 rows.
@MainActor private let longList = FortyRows()

/// Forty rows titled by their number.
@MainActor private final class FortyRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
        return cell
    }
}
