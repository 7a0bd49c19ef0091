import CellSnapUIKitTesting
// The look of bars as Interface Builder writes it, in documents written inline (xibs through
// `UINib(data:bundle:)`): a navigation bar's title and large title text attributes (font, colour,
// the shadow IB writes as a colour and an offset) into the bar and its standard appearance, the
// inspector's bar appearances (`<navigationBarAppearance>`, `<toolbarAppearance>`,
// `<tabBarAppearance>`), navigation and tab bar views of the document's own with their items,
// system bar button items, and the errors that name what CellSnap does not read.
import Foundation
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct IBBarLooksTests {
    func objects(_ body: String) throws -> [Any] {
        try UINib(data: NibAndStoryboardTests.xib(body), bundle: nil).cellSnapObjects(owner: nil, options: nil)
    }

    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blueElement =
        "red=\"0.0\" green=\"0.0\" blue=\"1\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\""
    static let redElement =
        "red=\"1\" green=\"0.0\" blue=\"0.0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\""

    /// A navigation controller whose bar's element holds `body`.
    func navigationBar(_ body: String, attributes: String = "") throws -> UINavigationBar {
        let made = try objects(
            """
            <navigationController id="nc">
                <navigationBar key="navigationBar" contentMode="scaleToFill" \(attributes) id="nb">
                    <rect key="frame" x="0.0" y="20" width="414" height="96"/>
                    <autoresizingMask key="autoresizingMask"/>
                    \(body)
                </navigationBar>
            </navigationController>
            """)
        return try #require(made.first as? UINavigationController).navigationBar
    }

    @Test func aNavigationBarsTitleTextAttributesAreReadIntoItsStandardAppearance() throws {
        let bar = try navigationBar(
            """
            <textAttributes key="titleTextAttributes">
                <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                <color key="textColor" \(Self.blueElement)/>
                <color key="textShadowColor" \(Self.redElement)/>
                <offsetWrapper key="textShadowOffset" horizontal="2" vertical="3"/>
            </textAttributes>
            <textAttributes key="largeTitleTextAttributes">
                <fontDescription key="fontDescription" type="system" weight="heavy" pointSize="30"/>
                <offsetWrapper key="textShadowOffset" horizontal="0.0" vertical="-1"/>
            </textAttributes>
            """, attributes: "largeTitles=\"YES\"")
        #expect(bar.prefersLargeTitles)
        for attributes in [bar.titleTextAttributes ?? [:], bar.standardAppearance.titleTextAttributes] {
            #expect(attributes[.font] as? UIFont == UIFont.systemFont(ofSize: 20, weight: .bold))
            #expect(attributes[.foregroundColor] as? UIColor == Self.blue)
            let shadow = try #require(attributes[.shadow] as? NSShadow)
            #expect(shadow.shadowColor as? UIColor == Self.red)
            #expect(shadow.shadowOffset == CGSize(width: 2, height: 3) && shadow.shadowBlurRadius == 0)
        }
        let large = bar.standardAppearance.largeTitleTextAttributes
        #expect((large[.font] as? UIFont)?.pointSize == 30 && large[.foregroundColor] == nil)
        // Only an offset: the shadow has NSShadow's default colour.
        let shadow = try #require(large[.shadow] as? NSShadow)
        #expect(shadow.shadowColor == nil && shadow.shadowOffset == CGSize(width: 0, height: -1))
        #expect(bar.scrollEdgeAppearance == nil)
    }

    @Test func aNavigationBarsAppearancesAreRead() throws {
        let bar = try navigationBar(
            """
            <color key="barTintColor" \(Self.redElement)/>
            <navigationBarAppearance key="standardAppearance" backgroundEffect="systemThinMaterial">
                <color key="backgroundColor" \(Self.blueElement)/>
                <color key="shadowColor" \(Self.redElement)/>
                <textAttributes key="titleTextAttributes">
                    <color key="textColor" \(Self.redElement)/>
                </textAttributes>
                <textAttributes key="largeTitleTextAttributes">
                    <color key="textColor" \(Self.blueElement)/>
                </textAttributes>
            </navigationBarAppearance>
            <navigationBarAppearance key="compactAppearance"/>
            <navigationBarAppearance key="scrollEdgeAppearance"/>
            <navigationBarAppearance key="compactScrollEdgeAppearance"/>
            """, attributes: "translucent=\"NO\" barStyle=\"black\"")
        // The legacy properties are read first, then the document's appearance replaces the standard one.
        #expect(bar.barTintColor == Self.red && !bar.isTranslucent && bar.barStyle == .black)
        let standard = bar.standardAppearance
        #expect(standard.backgroundEffect?.style == .systemThinMaterial && standard.backgroundColor == Self.blue)
        #expect(standard.shadowColor == Self.red)
        #expect(standard.titleTextAttributes[.foregroundColor] as? UIColor == Self.red)
        #expect(standard.largeTitleTextAttributes[.foregroundColor] as? UIColor == Self.blue)
        // An empty element is the inspector's box ticked: an appearance with the default background.
        let defaults = UINavigationBarAppearance()
        for appearance in [bar.compactAppearance, bar.scrollEdgeAppearance, bar.compactScrollEdgeAppearance] {
            let appearance = try #require(appearance)
            #expect(appearance.backgroundEffect?.style == defaults.backgroundEffect?.style)
            #expect(appearance.backgroundColor == nil && appearance.shadowColor == defaults.shadowColor)
            #expect(appearance.titleTextAttributes.isEmpty)
        }
    }

    @Test func aNavigationBarViewReadsItsItemsAndLook() throws {
        let made = try objects(
            """
            <navigationBar contentMode="scaleToFill" translucent="NO" id="bar">
                <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                <color key="barTintColor" \(Self.blueElement)/>
                <color key="tintColor" \(Self.redElement)/>
                <textAttributes key="titleTextAttributes">
                    <color key="textColor" \(Self.redElement)/>
                </textAttributes>
                <items>
                    <navigationItem title="Mail" id="i1"/>
                    <navigationItem title="Inbox" id="i2">
                        <barButtonItem key="rightBarButtonItem" title="Edit" id="b1">
                            <color key="tintColor" \(Self.blueElement)/>
                        </barButtonItem>
                    </navigationItem>
                </items>
            </navigationBar>
            """)
        let bar = try #require(made.first as? UINavigationBar)
        #expect(bar.items?.map(\.title) == ["Mail", "Inbox"] && bar.topItem?.rightBarButtonItem?.title == "Edit")
        #expect(bar.topItem?.rightBarButtonItem?.tintColor == Self.blue)
        #expect(!bar.isTranslucent && bar.barTintColor == Self.blue && bar.tintColor == Self.red)
        #expect(bar.standardAppearance.backgroundColor == Self.blue)
        #expect(bar.titleTextAttributes?[.foregroundColor] as? UIColor == Self.red)
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    }

    @Test func tabBarAndToolbarAppearancesAreRead() throws {
        let made = try objects(
            """
            <tabBar contentMode="scaleToFill" id="tb">
                <rect key="frame" x="0.0" y="0.0" width="390" height="49"/>
                <items>
                    <tabBarItem title="Home" id="t1"/>
                    <tabBarItem title="Search" id="t2"/>
                </items>
                <tabBarAppearance key="standardAppearance" backgroundEffect="regular">
                    <color key="backgroundColor" \(Self.redElement)/>
                </tabBarAppearance>
                <tabBarAppearance key="scrollEdgeAppearance"/>
            </tabBar>
            <toolbar opaque="NO" contentMode="scaleToFill" id="t3">
                <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                <toolbarAppearance key="standardAppearance">
                    <color key="backgroundColor" \(Self.blueElement)/>
                </toolbarAppearance>
                <toolbarAppearance key="scrollEdgeAppearance"/>
            </toolbar>
            """)
        let tabs = try #require(made.first as? UITabBar)
        #expect(tabs.items?.map(\.title) == ["Home", "Search"] && tabs.selectedItem == nil)
        #expect(tabs.standardAppearance.backgroundEffect?.style == .regular)
        #expect(tabs.standardAppearance.backgroundColor == Self.red && tabs.scrollEdgeAppearance != nil)
        let toolbar = try #require(made.last as? UIToolbar)
        #expect(toolbar.standardAppearance.backgroundColor == Self.blue)
        #expect(toolbar.scrollEdgeAppearance?.backgroundColor == nil && toolbar.compactAppearance == nil)
    }

    @Test func whatBarLooksDoNotReadIsRefusedNamingIt() {
        let controller = { (body: String) in
            "<navigationController id=\"nc\"><navigationBar key=\"navigationBar\" id=\"nb\">\(body)</navigationBar></navigationController>"
        }
        let cases: [(String, String)] = [
            (
                controller(
                    "<textAttributes key=\"titleTextAttributes\"><color key=\"textBackgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"calibratedWhite\"/></textAttributes>"
                ),
                "<color>: the element <color key=\"textBackgroundColor\"> inside <textAttributes> is not read by CellSnap"
            ),
            (
                controller("<navigationBarAppearance key=\"inlineAppearance\"/>"),
                "<navigationBarAppearance>: the <navigationBarAppearance> key=\"inlineAppearance\" is not an appearance of the bar"
            ),
            (
                controller("<navigationBarAppearance key=\"standardAppearance\" backgroundEffect=\"frosted\"/>"),
                "the attribute backgroundEffect=\"frosted\" is not one CellSnap reads"
            ),
            (
                "<tabBar id=\"tb\"><items><barButtonItem title=\"Home\" id=\"b1\"/></items></tabBar>",
                "<barButtonItem id=\"b1\">: <barButtonItem> is not a tab bar item"
            ),
            (
                "<navigationBar id=\"nb\"><items><view id=\"v1\"/></items></navigationBar>",
                "<view id=\"v1\">: <view> is not a navigation item"
            ),
        ]
        for (body, expected) in cases {
            let message: String
            do {
                _ = try objects(body)
                message = "no error"
            } catch {
                message = "\(error)"
            }
            #expect(message.contains(expected), "\(message)")
        }
    }

    /// A document's system bar button items are the items code makes: the same symbol or title,
    /// drawn the same in a navigation bar (`systemItem="add"` once drew an empty label).
    @Test(arguments: [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft])
    func aSystemBarButtonItemIsDrawnAsOneMadeInCode(_ direction: UISemanticContentAttribute) throws {
        let made = try objects(
            """
            <barButtonItem systemItem="add" id="b1">
                <color key="tintColor" systemColor="systemPinkColor"/>
            </barButtonItem>
            <barButtonItem style="done" systemItem="done" id="b2"/>
            """)
        let add = try #require(made.first as? UIBarButtonItem)
        let done = try #require(made.last as? UIBarButtonItem)
        let codeAdd = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        codeAdd.tintColor = .systemPink
        let codeDone = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        #expect(add.systemItem == .add && add.image == codeAdd.image && add.title == codeAdd.title)
        #expect(done.systemItem == .done && done.title == "Done" && done.style == .done)
        func bar(_ items: [UIBarButtonItem]) throws -> [UInt8] {
            let content = UIViewController()
            content.view.backgroundColor = .white
            content.navigationItem.rightBarButtonItems = items
            let navigation = UINavigationController(rootViewController: content)
            navigation.view.semanticContentAttribute = direction
            navigation.navigationBar.semanticContentAttribute = direction
            navigation.view.frame = CGRect(x: 0, y: 0, width: 390, height: 200)
            guard
                case .image(let pixels, _, _, _) = try Snapshotting<UIViewController>.image(width: 390)
                    .snapshot(navigation)
            else { throw CellSnapUIKitError(call: "bar", reason: "not an image") }
            return pixels.bytes
        }
        #expect(try bar([add, done]) == bar([codeAdd, codeDone]))
        #expect(try bar([add, done]) != bar([done]))
    }
}
