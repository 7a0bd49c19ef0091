// Elements and attributes real storyboards write that the reader once refused, written inline as
// xibs (`UINib(data:bundle:)`): a tab bar controller's own tab bar, a bar button item's image
// reference and custom view, a string given as element content, a table view's section index
// colours, a named colour the document's resources declare but no asset catalog holds, a
// vibrancy effect's style, Xcode 8.0's frames written as insets from the superview, and the
// Interface Style of a controller and a view, and a tab bar item's selected image and badge, and
// an image view's and a button's Dynamic Type image sizing, a button's title shadow offset, and a
// long document-outline name.
import Foundation
import Primitives
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct IBReaderGapsTests {
    /// A xib of `body`'s objects, with `resources` after them.
    static func xib(_ body: String, resources: String = "") -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    \(body)
                </objects>
                <resources>
                    \(resources)
                </resources>
            </document>
            """.utf8)
    }

    func objects(_ body: String, resources: String = "") throws -> [Any] {
        try UINib(data: Self.xib(body, resources: resources), bundle: nil).cellSnapObjects(owner: nil, options: nil)
    }

    func failure(_ body: String) -> String {
        do {
            _ = try objects(body)
            return ""
        } catch {
            return "\(error)"
        }
    }

    @Test func aTabBarControllersTabBarReadsItsLook() throws {
        let made = try objects(
            """
            <tabBarController id="t1">
                <tabBar key="tabBar" contentMode="scaleToFill" translucent="NO" barStyle="black" itemPositioning="centered" itemWidth="80" itemSpacing="8" id="b1">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="49"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                    <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>
                    <color key="tintColor" red="1" green="0" blue="0" alpha="1" colorSpace="calibratedRGB"/>
                    <color key="barTintColor" white="0.25" alpha="1" colorSpace="calibratedWhite"/>
                    <color key="unselectedItemTintColor" white="0.75" alpha="1" colorSpace="calibratedWhite"/>
                </tabBar>
            </tabBarController>
            """)
        let tabs = try #require(made.first as? UITabBarController)
        let bar = tabs.tabBar
        #expect(!bar.isTranslucent && bar.barStyle == .black && bar.itemPositioning == .centered)
        #expect(bar.itemWidth == 80 && bar.itemSpacing == 8)
        #expect(bar.tintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(bar.barTintColor == UIColor(white: 0.25, alpha: 1))
        #expect(bar.unselectedItemTintColor == UIColor(white: 0.75, alpha: 1))
        #expect(bar.backgroundColor == UIColor(white: 0, alpha: 0))
    }

    @Test func aTabBarsUnreadElementIsRefusedByName() {
        let message = failure(
            """
            <tabBarController id="t1">
                <tabBar key="tabBar" contentMode="scaleToFill" id="b1">
                    <tabBarAppearance key="standardAppearance">
                        <tabBarItemAppearance key="stackedLayoutAppearance"/>
                    </tabBarAppearance>
                </tabBar>
            </tabBarController>
            """)
        let expected = "<tabBarItemAppearance key=\"stackedLayoutAppearance\"> inside <tabBarAppearance> is not read"
        #expect(message.contains(expected), "\(message)")
    }

    /// Interface Builder's Bar Item fields of a tab bar item: its selected image (from the same
    /// catalog as its image), its badge and the badge's colour.
    @Test func aTabBarItemReadsItsSelectedImageAndBadge() throws {
        let made = try objects(
            """
            <tabBarItem title="Settings" image="gearshape" selectedImage="gearshape.fill" catalog="system" badgeValue="3" id="i1">
                <color key="badgeColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </tabBarItem>
            """)
        let item = try #require(made.first as? UITabBarItem)
        #expect(item.title == "Settings" && item.badgeValue == "3")
        #expect(item.image == UIImage(systemName: "gearshape"))
        #expect(item.selectedImage == UIImage(systemName: "gearshape.fill"))
        #expect(item.badgeColor == UIColor(white: 1, alpha: 1))
    }

    @Test func aBarButtonItemReadsItsImageReferenceAndCustomView() throws {
        let made = try objects(
            """
            <barButtonItem style="plain" id="i1">
                <imageReference key="image" image="plus" catalog="system" symbolScale="large"/>
            </barButtonItem>
            <barButtonItem style="plain" id="i2">
                <switch key="customView" opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="s1">
                    <rect key="frame" x="0.0" y="0.0" width="51" height="31"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                </switch>
            </barButtonItem>
            """)
        let image = try #require(made.first as? UIBarButtonItem)
        #expect(image.image != nil && image.image == UIImage(systemName: "plus"))
        let custom = try #require(made.last as? UIBarButtonItem)
        let toggle = try #require(custom.customView as? UISwitch)
        #expect(toggle.isOn && toggle.frame == CGRect(x: 0, y: 0, width: 51, height: 31))
    }

    @Test func aStringGivenAsElementContentIsRead() throws {
        let made = try objects(
            """
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" textAlignment="natural" id="v1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <string key="text">Line one &amp; more
            Line two &lt;end&gt;</string>
            </textView>
            <textView clipsSubviews="YES" contentMode="scaleToFill" id="v2">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <string key="text"><![CDATA[a <b> c]]></string>
            </textView>
            <textView clipsSubviews="YES" contentMode="scaleToFill" id="v3">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <string key="text"/>
            </textView>
            """)
        let texts = made.compactMap { ($0 as? UITextView)?.text }
        #expect(texts == ["Line one & more\nLine two <end>", "a <b> c", ""])
        let fields = try objects(
            """
            <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" id="f1">
                <rect key="frame" x="0.0" y="0.0" width="200" height="34"/>
                <string key="text">Typed</string>
                <string key="placeholder">Your name</string>
            </textField>
            <label opaque="NO" contentMode="left" id="l1">
                <rect key="frame" x="0.0" y="0.0" width="200" height="21"/>
                <mutableString key="text">Two
            lines</mutableString>
            </label>
            """)
        let field = try #require(fields.first as? UITextField)
        #expect(field.text == "Typed" && field.placeholder == "Your name")
        #expect((fields.last as? UILabel)?.text == "Two\nlines")
    }

    @Test func aTextViewReadsItsDataDetectors() throws {
        let made = try objects(
            """
            <textView clipsSubviews="YES" contentMode="scaleToFill" editable="NO" id="v1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <string key="text">Call 020 7946 0018</string>
                <dataDetectorType key="dataDetectorTypes" phoneNumber="YES" link="YES"/>
            </textView>
            <textView clipsSubviews="YES" contentMode="scaleToFill" id="v2">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <dataDetectorType key="dataDetectorTypes" address="YES" calendarEvent="YES"/>
            </textView>
            """)
        let views = made.compactMap { $0 as? UITextView }
        #expect(views.map(\.dataDetectorTypes) == [[.phoneNumber, .link], [.address, .calendarEvent]])
        #expect(views.first?.isEditable == false)
    }

    @Test func aTableViewReadsItsSectionIndexColoursAndInsetSettings() throws {
        let made = try objects(
            """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" sectionIndexMinimumDisplayRowCount="5" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" contentViewInsetsToSafeArea="NO" cellLayoutMarginsFollowReadableWidth="YES" id="t1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <color key="sectionIndexColor" red="1" green="0" blue="0" alpha="1" colorSpace="calibratedRGB"/>
                <color key="sectionIndexBackgroundColor" white="0.9" alpha="1" colorSpace="calibratedWhite"/>
                <color key="sectionIndexTrackingBackgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
            </tableView>
            """)
        let table = try #require(made.first as? UITableView)
        #expect(table.sectionIndexColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(table.sectionIndexBackgroundColor == UIColor(white: 0.9, alpha: 1))
        #expect(table.sectionIndexTrackingBackgroundColor == UIColor(white: 0.5, alpha: 1))
        #expect(table.sectionIndexMinimumDisplayRowCount == 5)
        #expect(!table.insetsContentViewsToSafeArea && table.cellLayoutMarginsFollowReadableWidth)
    }

    @Test func aNamedColourOfTheDocumentsResourcesIsUsedWhenNoCatalogHasIt() throws {
        let view = """
            <view contentMode="scaleToFill" id="v1">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <color key="backgroundColor" name="IBFixtureOnlyInResources"/>
            </view>
            """
        let made = try objects(
            view,
            resources: """
                <namedColor name="IBFixtureOnlyInResources">
                    <color red="0.25" green="0.5" blue="0.75" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>
                """)
        let color = try #require((made.first as? UIView)?.backgroundColor)
        #expect(color == UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1))
        #expect(
            failure(view).contains("the named colour \"IBFixtureOnlyInResources\" is not in the app's asset catalogs"))
    }

    @Test func aVibrancyEffectReadsItsStyle() throws {
        func effectView(_ vibrancy: String) throws -> UIVisualEffectView {
            let made = try objects(
                """
                <visualEffectView opaque="NO" contentMode="scaleToFill" id="v1">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                    <view key="contentView" opaque="NO" contentMode="center" id="c1">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                    </view>
                    \(vibrancy)
                </visualEffectView>
                """)
            return try #require(made.first as? UIVisualEffectView)
        }
        let styled = try effectView(
            #"<vibrancyEffect style="secondaryLabel"><blurEffect style="systemMaterialDark"/></vibrancyEffect>"#)
        let vibrancy = try #require(styled.effect as? UIVibrancyEffect)
        #expect(vibrancy.cellSnapStyle == .secondaryLabel && vibrancy.blurEffect.style == .systemMaterialDark)
        let plain = try effectView(#"<vibrancyEffect><blurEffect style="light"/></vibrancyEffect>"#)
        #expect((plain.effect as? UIVibrancyEffect)?.cellSnapStyle == nil)
        let message = failure(
            """
            <visualEffectView opaque="NO" contentMode="scaleToFill" id="v1">
                <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                <vibrancyEffect style="glow"><blurEffect style="light"/></vibrancyEffect>
            </visualEffectView>
            """)
        #expect(message.contains("the attribute style=\"glow\" is not one CellSnap reads"))
    }

    @Test func xcode8FrameInsetsAreFramesInTheSuperviewsBounds() throws {
        let made = try objects(
            """
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="125" id="c1">
                <rect key="frame" x="0.0" y="0.0" width="375" height="125"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="c1" id="v1">
                    <frame key="frameInset" width="375" height="124"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="s1">
                            <frame key="frameInset" minX="16" minY="8" maxX="-16" maxY="-8"/>
                        </view>
                        <view contentMode="scaleToFill" id="s2">
                            <frame key="frameInset" minX="20" width="100" height="30"/>
                        </view>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            <collectionViewCell contentMode="center" id="c2">
                <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="v2">
                    <frame key="frameInset" width="100" height="50"/>
                </view>
            </collectionViewCell>
            """)
        let cell = try #require(made.first as? UITableViewCell)
        #expect(
            cell.contentView.subviews.map(\.frame) == [
                CGRect(x: 16, y: 8, width: 343, height: 108), CGRect(x: 20, y: 0, width: 100, height: 30),
            ])
        let item = try #require(made.last as? UICollectionViewCell)
        #expect(item.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func anInterfaceStyleOverridesTheControllersAndTheViewsStyle() throws {
        let made = try objects(
            """
            <viewController interfaceStyle="dark" id="c1"/>
            <view interfaceStyle="dark" contentMode="scaleToFill" id="v1">
                <rect key="frame" x="0.0" y="0.0" width="390" height="100"/>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                <subviews>
                    <view interfaceStyle="light" contentMode="scaleToFill" id="v2">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
                </subviews>
            </view>
            """)
        let controller = try #require(made.first as? UIViewController)
        // Read without loading the view (outlets are connected before `viewDidLoad()`).
        #expect(controller.overrideUserInterfaceStyle == .dark && !controller.isViewLoaded)
        #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
        let coded = UIViewController()
        coded.overrideUserInterfaceStyle = .dark
        #expect(!coded.isViewLoaded && coded.view.overrideUserInterfaceStyle == .dark)
        let dark = try #require(made.last as? UIView)
        let light = try #require(dark.subviews.first)
        #expect(dark.overrideUserInterfaceStyle == .dark && light.overrideUserInterfaceStyle == .light)
        let image = try ControlFixtures.pixels(dark)
        #expect(ControlFixtures.color(image, at: Point(x: 200, y: 80)).hexString == "#000000")
        #expect(ControlFixtures.color(image, at: Point(x: 50, y: 25)).hexString == "#FFFFFF")
        #expect(failure(#"<view interfaceStyle="dim" id="v3"/>"#).contains(#"interfaceStyle="dim""#))
    }

    /// `adjustsImageSizeForAccessibilityContentSizeCategory` on an image view and a button, as
    /// body BG's cell xib writes it: read, so a larger Dynamic Type size draws the image larger.
    @Test func imagesAdjustForAccessibilitySizesAsTheDocumentSays() throws {
        let made = try objects(
            """
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" adjustsImageSizeForAccessibilityContentSizeCategory="YES" image="cloud" catalog="system" id="i1">
                <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
            </imageView>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" adjustsImageSizeForAccessibilityContentSizeCategory="YES" id="b1">
                <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
            </button>
            <imageView contentMode="scaleAspectFit" image="cloud" catalog="system" id="i2">
                <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
            </imageView>
            """)
        #expect((made[0] as? UIImageView)?.adjustsImageSizeForAccessibilityContentSizeCategory == true)
        #expect((made[1] as? UIButton)?.adjustsImageSizeForAccessibilityContentSizeCategory == true)
        #expect((made[2] as? UIImageView)?.adjustsImageSizeForAccessibilityContentSizeCategory == false)
    }

    /// A button's title shadow offset, which Xcode writes as `<size key="titleShadowOffset">`, is
    /// its title label's shadow offset (as UIButton's deprecated `titleShadowOffset` set it).
    @Test func aButtonsTitleShadowOffsetIsItsTitleLabels() throws {
        let made = try objects(
            """
            <button opaque="NO" contentMode="scaleToFill" buttonType="custom" id="b1">
                <rect key="frame" x="0.0" y="0.0" width="80" height="40"/>
                <size key="titleShadowOffset" width="1" height="2"/>
                <state key="normal" title="Follow">
                    <color key="titleShadowColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                </state>
            </button>
            """)
        let button = try #require(made.first as? UIButton)
        #expect(button.titleLabel?.shadowOffset == CGSize(width: 1, height: 2))
        #expect(button.titleShadowColor(for: .normal) == UIColor(white: 0, alpha: 1))
    }

    /// A label's long document-outline name, which Interface Builder writes as an element like
    /// its long text: editor metadata, read as the `userLabel` attribute is; another string
    /// element that nothing reads is still refused by name.
    @Test func aLongUserLabelIsEditorMetadata() throws {
        let made = try objects(
            """
            <label opaque="NO" text="Short" id="l1">
                <rect key="frame" x="0.0" y="0.0" width="200" height="21"/>
                <string key="userLabel">Description of the image, long enough for Interface Builder to write it here</string>
            </label>
            """)
        let label = try #require(made.first as? UILabel)
        #expect(label.text == "Short")
        let message = failure(
            """
            <label opaque="NO" text="Short" id="l1">
                <string key="unknownKey">A value</string>
            </label>
            """)
        #expect(message.contains("<string key=\"unknownKey\"> inside <label> is not read"))
    }
}
