// Where a storyboard or nib asked for with `bundle: nil` is found when several apps' resource
// bundles hold one of that name (bundles made in a temporary folder), a system-spacing constraint
// Interface Builder writes with `symbolType="layoutAnchor"`, a controller whose document fails
// (its viewDidLoad is not called, as on iOS), the system colours and symbol scales of documents,
// and an app's Info.plist read for its bundle's information.
import Foundation
import Testing

@testable import CellSnapUIKit

/// A controller that loads its view in `loadView()` from a nib, as apps do, and records whether
/// `viewDidLoad()` ran.
final class IBFixtureLoadViewController: UIViewController {
    let nib: UINib
    var didLoad = false

    init(nib: UINib) {
        self.nib = nib
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() { _ = nib.instantiate(withOwner: self) }
    override func viewDidLoad() { didLoad = true }
}

/// A segue class an app declares, made from a metatype value as Eureka makes its segues.
final class IBFixtureFadeSegue: UIStoryboardSegue {
    var made = "fade"
}

/// A data source that dequeues a cell for an identifier nobody registered.
final class IBFixtureMissingCellSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Missing", for: indexPath)
    }
}

@MainActor @Suite struct InterfaceBuilderBundlesTests {
    /// Bundles `A_First`, `B_Second` and `C_Third` in a new folder: the first two hold
    /// `Main.storyboard`, the third `Other.storyboard`.
    static func bundles() throws -> (root: URL, bundles: [Bundle]) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-ib-bundles-\(UUID())")
        var bundles: [Bundle] = []
        for (name, file) in [
            ("A_First.resources", "Main.storyboard"), ("B_Second.resources", "Base.lproj/Main.storyboard"),
            ("C_Third.resources", "Other.storyboard"),
        ] {
            let folder = root.appendingPathComponent(name)
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("<document/>".utf8).write(to: url)
            bundles.append(try #require(Bundle(url: folder)))
        }
        return (root, bundles)
    }

    func folder(_ found: IBResources.Found) -> String? {
        found.bundle.map { ResourceBundles.folder(of: $0).lastPathComponent }
    }

    @Test func aNameOneBundleHoldsIsFoundWithoutABundle() throws {
        let (root, bundles) = try Self.bundles()
        defer { try? FileManager.default.removeItem(at: root) }
        let found = try IBResources.find("Other", extensions: ["storyboard"], bundle: nil, candidates: bundles)
        #expect(folder(found) == "C_Third.resources" && found.url.lastPathComponent == "Other.storyboard")
        let main = try IBResources.find("Other", extensions: ["storyboard"], bundle: .main, candidates: bundles)
        #expect(folder(main) == "C_Third.resources")
    }

    @Test func aNameSeveralBundlesHoldIsAnErrorNamingThemWithoutABundle() throws {
        let (root, bundles) = try Self.bundles()
        defer { try? FileManager.default.removeItem(at: root) }
        for given in [nil, Bundle.main] {
            let error = #expect(throws: IBFailure.self) {
                try IBResources.find("Main", extensions: ["storyboard"], bundle: given, candidates: bundles)
            }
            #expect(
                error?.description
                    == "Main.storyboard: is in 2 bundles: A_First.resources, B_Second.resources; on iOS `bundle: nil` "
                    + "is the app's main bundle, and nothing here says which app's is meant. Give the app target's "
                    + "bundle as `bundle:` (`Bundle.cellSnapAppBundle(fileID: \"<Target>/\")`, or its `Bundle.module`)")
        }
    }

    /// Packages built with one scratch path leave their bundles side by side: a name several
    /// bundles hold is the running package's when one of its bundles holds it (SwiftPM names a
    /// package's bundles `<Package>_<Target>`), and an error when none or several of them do.
    @Test func aNameSeveralBundlesHoldIsTheRunningPackagesWhenOneOfItsBundlesHoldsIt() throws {
        let (root, bundles) = try Self.bundles()
        defer { try? FileManager.default.removeItem(at: root) }
        for package in ["A", "B"] {
            let found = try IBResources.find(
                "Main", extensions: ["storyboard"], bundle: nil, candidates: bundles, package: package)
            #expect(folder(found)?.hasPrefix(package + "_") == true)
        }
        for package in ["C", "Z", nil] as [String?] {
            #expect(throws: IBFailure.self) {
                try IBResources.find(
                    "Main", extensions: ["storyboard"], bundle: nil, candidates: bundles, package: package)
            }
        }
        let ordered = ResourceBundles.runningPackageFirst(bundles, package: "C")
        #expect(
            ordered.map { ResourceBundles.folder(of: $0).lastPathComponent } == [
                "C_Third.resources", "A_First.resources", "B_Second.resources",
            ])
        #expect(ResourceBundles.runningPackage == "CellSnap")
    }

    @Test func theBundleGivenAndTheCallersModuleComeFirst() throws {
        let (root, bundles) = try Self.bundles()
        defer { try? FileManager.default.removeItem(at: root) }
        let second = try IBResources.find("Main", extensions: ["storyboard"], bundle: bundles[1], candidates: bundles)
        #expect(folder(second) == "B_Second.resources" && second.url.path.hasSuffix("Base.lproj/Main.storyboard"))
        // A bundle without the name falls back to the one bundle that has it.
        let other = try IBResources.find("Other", extensions: ["storyboard"], bundle: bundles[0], candidates: bundles)
        #expect(folder(other) == "C_Third.resources")
        // The module of the class that asks (a controller, a nib's owner): this target's bundle.
        let own = try IBResources.find(
            "IBSettings", extensions: ["storyboard"], bundle: nil, module: "CellSnapUIKitTests", candidates: bundles)
        #expect(own.bundle.map(ResourceBundles.folder(of:)) == ResourceBundles.folder(of: Bundle.module))
        #expect(
            IBResources.module(of: IBFixtureLoadViewController(nib: UINib(data: Data(), bundle: nil)))
                == "CellSnapUIKitTests")
    }

    @Test func aSystemSpacingConstraintIsTheSpacingItsAnchorsGive() throws {
        UIView.cellSnapInstallTextMeasurer()
        for direction in [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
            let made = try IBReaderGapsTests().objects(
                """
                <view contentMode="scaleToFill" id="v1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                            <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
                        </label>
                        <label text="Body" translatesAutoresizingMaskIntoConstraints="NO" id="l2">
                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="l1" firstAttribute="top" secondItem="v1" secondAttribute="top" constant="20" id="c1"/>
                        <constraint firstItem="l1" firstAttribute="leading" secondItem="v1" secondAttribute="leading" constant="16" id="c2"/>
                        <constraint firstItem="l2" firstAttribute="leading" secondItem="l1" secondAttribute="leading" id="c3"/>
                        <constraint firstItem="l2" firstAttribute="firstBaseline" secondItem="l1" secondAttribute="baseline" constant="20" symbolType="layoutAnchor" id="c4"/>
                    </constraints>
                </view>
                """)
            let view = try #require(made.first as? UIView)
            let (title, body) = (view.subviews[0], view.subviews[1])
            // The same layout made in code with the anchor's system spacing.
            let twin = UIView(frame: view.frame)
            let (twinTitle, twinBody) = (UILabel(), UILabel())
            twinTitle.text = "Title"
            twinTitle.font = .preferredFont(forTextStyle: .title1)
            twinBody.text = "Body"
            twinBody.font = .preferredFont(forTextStyle: .body)
            for label in [twinTitle, twinBody] {
                label.translatesAutoresizingMaskIntoConstraints = false
                twin.addSubview(label)
            }
            NSLayoutConstraint.activate([
                twinTitle.topAnchor.constraint(equalTo: twin.topAnchor, constant: 20),
                twinTitle.leadingAnchor.constraint(equalTo: twin.leadingAnchor, constant: 16),
                twinBody.leadingAnchor.constraint(equalTo: twinTitle.leadingAnchor),
                twinBody.firstBaselineAnchor.constraint(
                    equalToSystemSpacingBelow: twinTitle.lastBaselineAnchor, multiplier: 1),
            ])
            for root in [view, twin] {
                root.semanticContentAttribute = direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
                root.layoutIfNeeded()
            }
            #expect(title.frame == twinTitle.frame && body.frame == twinBody.frame, "\(direction)")
            // Title 1's last baseline, then the body font's line height below it (its first
            // baseline); each label's baseline sits where SF Pro's puts it, centred in its line.
            func baseline(_ label: UILabel) -> CGFloat {
                (label.frame.height - label.font.lineHeight) / 2 + label.font.ascender
            }
            let bodyBaseline = 20 + baseline(twinTitle) + twinBody.frame.height
            #expect(title.frame.minY == 20, "\(direction)")
            #expect(abs(body.frame.minY - (bodyBaseline - baseline(twinBody))) < 0.001, "\(direction) \(body.frame)")
            let leading = direction == .rightToLeft ? 320 - 16 - title.frame.width : 16
            #expect(title.frame.minX == leading, "\(direction)")
        }
    }

    @Test func anUnknownSymbolTypeIsRefusedByName() {
        let message = IBReaderGapsTests().failure(
            """
            <view contentMode="scaleToFill" id="v1">
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="s1"/>
                </subviews>
                <constraints>
                    <constraint firstItem="s1" firstAttribute="top" secondItem="v1" secondAttribute="top" constant="8" symbolType="margin" id="c1"/>
                </constraints>
            </view>
            """)
        #expect(message.contains("the attribute symbolType=\"margin\" is not one CellSnap reads (layoutAnchor)"))
    }

    @Test func aControllerWhoseNibFailsIsNotToldItsViewLoaded() throws {
        let broken = UINib(
            data: IBReaderGapsTests.xib(#"<view contentMode="scaleToFill" unknownAttribute="YES" id="v1"/>"#),
            bundle: nil)
        let controller = IBFixtureLoadViewController(nib: broken)
        controller.loadViewIfNeeded()
        #expect(!controller.didLoad && controller.cellSnapDocumentFailed)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        let error = #expect(throws: CellSnapUIKitError.self) { try window.cellSnapScreen() }
        #expect(error?.reason.contains("unknownAttribute=\"YES\" is not read by CellSnap") == true)
        #expect(!controller.didLoad)
        let fine = IBFixtureLoadViewController(
            nib: UINib(
                data: IBReaderGapsTests.xib(
                    #"<view contentMode="scaleToFill" id="v1"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#
                ), bundle: nil))
        fine.loadViewIfNeeded()
        #expect(fine.didLoad && !fine.cellSnapDocumentFailed)
    }

    @Test func documentsReadEverySystemGrayAndTheUnspecifiedSymbolScale() throws {
        let grays: [(String, UIColor)] = [
            ("systemGrayColor", .systemGray), ("systemGray2Color", .systemGray2), ("systemGray3Color", .systemGray3),
            ("systemGray4Color", .systemGray4), ("systemGray5Color", .systemGray5), ("systemGray6Color", .systemGray6),
            ("cyanColor", .cyan), ("magentaColor", .magenta), ("purpleColor", .purple), ("brownColor", .brown),
        ]
        for (name, color) in grays { #expect(IBSystemColors.color(named: name) == color, "\(name)") }
        let made = try IBReaderGapsTests().objects(
            """
            <imageView contentMode="center" image="circle" catalog="system" id="i1">
                <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="20" scale="unspecified" weight="thin"/>
            </imageView>
            """, resources: #"<image name="circle" catalog="system" width="128" height="121"/>"#)
        let configuration = try #require((made.first as? UIImageView)?.preferredSymbolConfiguration)
        #expect(configuration.pointSize == 20 && configuration.weight == .thin && configuration.scale == .unspecified)
    }

    @Test func aButtonStatesSymbolConfigurationIsItsPreferredOne() throws {
        let made = try IBReaderGapsTests().objects(
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" id="b1">
                <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                <state key="normal" image="ruler" catalog="system">
                    <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="20" scale="large"/>
                </state>
                <state key="selected" image="ruler.fill" catalog="system">
                    <preferredSymbolConfiguration key="preferredSymbolConfiguration" weight="bold"/>
                </state>
            </button>
            """,
            resources:
                #"<image name="ruler" catalog="system" width="128" height="62"/><image name="ruler.fill" catalog="system" width="128" height="62"/>"#
        )
        let button = try #require(made.first as? UIButton)
        let normal = try #require(button.preferredSymbolConfigurationForImage(in: .normal))
        #expect(normal.pointSize == 20 && normal.scale == .large && normal.weight == .regular)
        let selected = try #require(button.preferredSymbolConfigurationForImage(in: .selected))
        #expect(selected.weight == .bold && selected.pointSize == nil)
        #expect(button.preferredSymbolConfigurationForImage(in: .highlighted)?.pointSize == 20)  // normal's
    }

    @Test func aSegueClassHeldInAMetatypeMakesItsSegues() {
        let kind: UIStoryboardSegue.Type = IBFixtureFadeSegue.self
        let (source, destination) = (UIViewController(), UIViewController())
        let segue = kind.init(identifier: "fade", source: source, destination: destination)
        #expect((segue as? IBFixtureFadeSegue)?.made == "fade" && segue.identifier == "fade")
        #expect(segue.source === source && segue.destination === destination)
    }

    @Test func anAppsInfoPlistIsItsBundlesInformation() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-info-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let support = root.appendingPathComponent("Support")
        try FileManager.default.createDirectory(at: support, withIntermediateDirectories: true)
        // Without a file: Xcode's defaults for a new app.
        let defaults = CellSnapAppInfo.read(module: "Recipes", folder: root)
        #expect(defaults["CFBundleShortVersionString"] as? String == "1.0")
        #expect(
            defaults["CFBundleVersion"] as? String == "1" && defaults["CFBundleDisplayName"] as? String == "Recipes")
        #expect(defaults["CFBundleIdentifier"] as? String == "cellsnap.Recipes")
        let plist: [String: Any] = [
            "CFBundleShortVersionString": "$(MARKETING_VERSION)", "CFBundleVersion": "42",
            "CFBundleDisplayName": "Recipe Box", "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)",
            "CFBundleName": "${PRODUCT_NAME:rfc1034identifier}", "APIHost": "api.example.com",
            "Flags": ["$(TARGET_NAME)-a", "b"], "Price": 3,
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        try data.write(to: support.appendingPathComponent("Info.plist"))
        #expect(CellSnapAppInfo.file(in: root) == support.appendingPathComponent("Info.plist"))
        let info = CellSnapAppInfo.read(module: "Recipes", folder: root)
        #expect(info["CFBundleShortVersionString"] as? String == "1.0" && info["CFBundleVersion"] as? String == "42")
        #expect(info["CFBundleDisplayName"] as? String == "Recipe Box" && info["CFBundleName"] as? String == "Recipes")
        #expect(
            info["CFBundleIdentifier"] as? String == "cellsnap.Recipes"
                && info["APIHost"] as? String == "api.example.com")
        #expect(info["Flags"] as? [String] == ["Recipes-a", "b"] && info["Price"] as? Int == 3)
        #expect(info["CFBundleExecutable"] as? String == "Recipes")
        // The Info.plist SwiftPM writes at the top of a localized package's resource bundle (its
        // development region alone) is not the app's.
        let generated = try PropertyListSerialization.data(
            fromPropertyList: ["CFBundleDevelopmentRegion": "en"], format: .xml, options: 0)
        try generated.write(to: root.appendingPathComponent("Info.plist"))
        #expect(CellSnapAppInfo.file(in: root) == support.appendingPathComponent("Info.plist"))
        try FileManager.default.removeItem(at: support)
        #expect(CellSnapAppInfo.file(in: root) == root.appendingPathComponent("Info.plist"))
    }

    /// The settings of the configuration files copied beside the Info.plist fill its references:
    /// includes, `$(inherited)`, comments, a setting naming another; Debug's file over Release's;
    /// conditional settings passed over; a setting found nowhere leaves its key out.
    @Test func anAppsConfigurationFilesFillItsInfoPlist() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-xcconfig-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let support = root.appendingPathComponent("Support")
        try FileManager.default.createDirectory(at: support, withIntermediateDirectories: true)
        let files = [
            "Shared.xcconfig": "LIMIT = 28559.70 // the yearly limit\nHOST = api.example.com\nFLAGS = -a",
            "Debug.xcconfig": """
            #include "Shared.xcconfig"
            YEAR = 2023
            FLAGS = $(inherited) -b
            BASE_URL = https:/$()/$(HOST)/v1
            MARKETING_VERSION = 2.4
            YEAR[sdk=iphoneos*] = 1999
            """,
            "Release.xcconfig": "YEAR = 2024",
        ]
        for (name, text) in files {
            try text.write(to: support.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let plist: [String: Any] = [
            "YEAR": "$(YEAR)", "LIMIT": "$(LIMIT)", "URL": "$(BASE_URL)", "FLAGS": "$(FLAGS)",
            "CFBundleShortVersionString": "$(MARKETING_VERSION)", "MISSING": "$(NOT_SET)",
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        try data.write(to: support.appendingPathComponent("Info.plist"))
        let info = CellSnapAppInfo.read(module: "Taxes", folder: root)
        #expect(info["YEAR"] as? String == "2023" && info["LIMIT"] as? String == "28559.70")
        #expect(info["URL"] as? String == "https://api.example.com/v1" && info["FLAGS"] as? String == "-a -b")
        #expect(info["CFBundleShortVersionString"] as? String == "2.4" && info["MISSING"] == nil)
    }

    @Test func theAppsBundleAnswersForItsInformation() {
        let bundle = Bundle.cellSnapAppBundle(fileID: "CellSnapUIKitTests/_CellSnapSelectors.swift")
        #expect(bundle.cellSnapObject(forInfoDictionaryKey: "CFBundleShortVersionString") as? String == "1.0")
        #expect(bundle.cellSnapInfoDictionary?["CFBundleDisplayName"] as? String == "CellSnapUIKitTests")
        #expect(bundle.cellSnapBundleIdentifier == "cellsnap.CellSnapUIKitTests")
        // Another bundle answers as Foundation's does.
        #expect(Bundle.main.cellSnapBundleIdentifier == Bundle.main.bundleIdentifier)
        #expect(Bundle.main.cellSnapInfoDictionary?.count == Bundle.main.infoDictionary?.count)
    }

    @Test func aCellNobodyRegisteredIsAnErrorNamingItsIdentifierAndCollectionView() throws {
        let source = IBFixtureMissingCellSource()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: UICollectionViewFlowLayout())
        collection.dataSource = source
        _ = source.collectionView(collection, cellForItemAt: IndexPath(item: 0, section: 0))
        let error = try #require(collection.pendingError)
        #expect(error.call == "UICollectionView.dequeueReusableCell(withReuseIdentifier: \"Missing\", for: [0, 0])")
        #expect(
            error.reason
                == "could not dequeue a view of kind UICollectionElementKindCell with identifier \"Missing\" from this "
                + "UICollectionView: no class or nib is registered for the identifier and no prototype cell of the "
                + "storyboard has it")
    }

    @Test func aTabBarSystemItemHasTheSystemsTitleAndASymbol() throws {
        let expected: [(String, UITabBarItem.SystemItem, String)] = [
            ("more", .more, "More"), ("favorites", .favorites, "Favorites"), ("featured", .featured, "Featured"),
            ("topRated", .topRated, "Top Rated"), ("recents", .recents, "Recents"), ("contacts", .contacts, "Contacts"),
            ("history", .history, "History"), ("bookmarks", .bookmarks, "Bookmarks"), ("search", .search, "Search"),
            ("downloads", .downloads, "Downloads"), ("mostRecent", .mostRecent, "Most Recent"),
            ("mostViewed", .mostViewed, "Most Viewed"),
        ]
        for (name, system, title) in expected {
            let item = UITabBarItem(tabBarSystemItem: system, tag: 3)
            #expect(item.title == title && item.tag == 3, "\(name)")
            let image = try #require(item.image, "\(name)")
            #expect(image.refusal == nil, "\(name)")
            let made = try IBReaderGapsTests().objects(
                """
                <viewController id="c1">
                    <tabBarItem key="tabBarItem" systemItem="\(name)" id="t1"/>
                </viewController>
                """)
            let controller = try #require(made.first as? UIViewController)
            #expect(controller.tabBarItem.title == title && controller.tabBarItem.image != nil, "\(name)")
        }
        let message = IBReaderGapsTests().failure(
            """
            <viewController id="c1">
                <tabBarItem key="tabBarItem" systemItem="starred" id="t1"/>
            </viewController>
            """)
        #expect(message.contains("the attribute systemItem=\"starred\" is not one CellSnap reads"))
    }
}
