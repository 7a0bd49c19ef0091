// Nibs and storyboards read from their source (Tests/CellSnapUIKitTests/InterfaceBuilder, hand-made
// in the form Xcode writes): objects made through their classes' init(coder:), properties,
// constraints in both layout directions, outlets and prototype cells, and every bad input refused
// with an error naming the file, the element and the problem.
import CellModel
import CellSnapUIKitTesting
import Foundation
import Testing

@testable import CellSnapUIKit

/// The File's Owner of IBBadge.xib (its `view` outlet is UIKit's own, set without the adapter).
final class IBFixtureBadgeViewController: UIViewController {}

/// A stack view subclass as iOS code declares one: `required init(coder:)` is not failable, as
/// UIStackView's is not in the SDK, and calls `super.init(coder:)`.
final class IBFixtureArchivedStack: UIStackView {
    required init(coder: NSCoder) {
        super.init(coder: coder)
        axis = .vertical
    }
    override init(frame: CGRect) { super.init(frame: frame) }
}

/// The cell of IBProfileCell.xib: its init(coder:) and awakeFromNib() run, in that order.
final class IBFixtureProfileCell: UITableViewCell {
    var calls: [String] = []
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        calls.append("init(coder:) reuseIdentifier=\(coder.decodeObject(forKey: "reuseIdentifier") as? String ?? "")")
    }
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    override func awakeFromNib() {
        super.awakeFromNib()
        calls.append("awakeFromNib() subviews=\(contentView.subviews.count)")
    }
}

/// The cell of IBSwatchCell.xib, made by a cell registration with `cellNib:`.
final class IBFixtureSwatchCell: UICollectionViewCell {
    var awoke = false
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

/// The settings screen of IBSettings.storyboard: the table's data source through the storyboard's outlet.
final class IBFixtureSettingsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let rows = [("Wi-Fi", "Home"), ("Bluetooth", "On"), ("Cellular", "")]
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "value", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row].0
        cell.detailTextLabel?.text = rows[indexPath.row].1
        return cell
    }
}

/// A layout of the app's own that a document names (`<collectionViewLayout customClass=…>`).
final class IBFixtureColumnLayout: UICollectionViewFlowLayout {}

/// A cell whose `nameLabel` outlet is a plain Swift property (this target is not adapted).
final class IBFixtureOutletCell: UITableViewCell {
    var nameLabel: UILabel?
}

/// A cell with outlets to a label's height constraint and to a constraint removed at build time,
/// set by name through accessors registered as the adapter's tables register them.
final class IBFixtureExpandingCell: UITableViewCell {
    var answerHeight: NSLayoutConstraint?
    var canvasOnly: NSLayoutConstraint?

    /// Registers the class's outlets with CellSnap's key-value coding (once a process).
    static func registerOutlets() {
        KeyValueCoding.register(
            KeyValueCoding.Accessor(
                get: { object, key in
                    guard let cell = object as? IBFixtureExpandingCell else { return nil }
                    nonisolated(unsafe) var found: Any?? = nil
                    MainActor.assumeIsolated {
                        switch key {
                        case "answerHeight": found = .some(cell.answerHeight)
                        case "canvasOnly": found = .some(cell.canvasOnly)
                        default: break
                        }
                    }
                    return found
                },
                set: { object, key, value in
                    guard let cell = object as? IBFixtureExpandingCell else { return KeyValueCoding.unknownKey }
                    nonisolated(unsafe) let value = value
                    return MainActor.assumeIsolated {
                        switch key {
                        case "answerHeight": cell.answerHeight = value as? NSLayoutConstraint
                        case "canvasOnly": cell.canvasOnly = value as? NSLayoutConstraint
                        default: return KeyValueCoding.unknownKey
                        }
                        return nil
                    }
                }),
            named: "CellSnapUIKitTests.IBFixtureExpandingCell")
    }
}

@MainActor @Suite struct NibAndStoryboardTests {
    static let bundle = Bundle.module

    @Test(arguments: [false, true])
    func aNibsViewIsMadeWithItsConstraintsInBothDirections(rightToLeft: Bool) throws {
        let controller = IBFixtureBadgeViewController(nibName: "IBBadge", bundle: Self.bundle)
        let traits = UITraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
        _ = try Snapshotting<UIViewController>.image(width: 390, traits: traits).snapshot(controller)
        let view = try #require(controller.view)
        #expect(view.backgroundColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        let square = try #require(view.subviews.first)
        let label = try #require(view.subviews.last as? UILabel)
        #expect(!square.translatesAutoresizingMaskIntoConstraints)
        #expect(square.frame == CGRect(x: rightToLeft ? 330 : 20, y: 30, width: 40, height: 40))
        #expect(label.text == "Badge" && label.font == UIFont.systemFont(ofSize: 20, weight: .bold))
        let expectedX = rightToLeft ? 390 - 20 - 40 - 16 - label.frame.width : 76
        #expect(abs(label.frame.minX - expectedX) < 0.01)
        #expect(abs(label.frame.midY - 50) < 0.01)
    }

    @Test func aNibCellRunsInitWithCoderThenAwakeFromNibAndIsDequeued() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), style: .plain)
        table.register(UINib(nibName: "IBProfileCell", bundle: Self.bundle), forCellReuseIdentifier: "profile")
        let cell = try #require(
            table.dequeueReusableCell(withIdentifier: "profile", for: IndexPath(row: 0, section: 0))
                as? IBFixtureProfileCell)
        #expect(cell.calls == ["init(coder:) reuseIdentifier=profile", "awakeFromNib() subviews=3"])
        #expect(cell.reuseIdentifier == "profile")
        let name = try #require(cell.contentView.viewWithTag(1) as? UILabel)
        #expect(name.text == "Ada Lovelace" && name.font == UIFont.preferredFont(forTextStyle: .headline))
        #expect(cell.contentView.subviews[0].layer.cornerRadius == 20)
        #expect(table.pendingError == nil)
    }

    /// `CellRegistration(cellNib:handler:)`: each cell is the nib's top-level cell, awoken from the
    /// nib, then configured by the handler; a nib whose top-level cell is of another class is the
    /// collection view's error.
    @Test func aCellRegistrationMakesItsCellsFromItsNib() throws {
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: UICollectionViewFlowLayout())
        let nib = UINib(nibName: "IBSwatchCell", bundle: Self.bundle)
        let registration = UICollectionView.CellRegistration<IBFixtureSwatchCell, String>(cellNib: nib) {
            cell, _, name in (cell.contentView.viewWithTag(1) as? UILabel)?.text = name
        }
        let cell = collection.dequeueConfiguredReusableCell(
            using: registration, for: IndexPath(item: 0, section: 0), item: "Teal")
        #expect(cell.awoke && cell.contentView.backgroundColor == .systemTeal)
        #expect((cell.contentView.viewWithTag(1) as? UILabel)?.text == "Teal")
        #expect(collection.pendingError == nil)

        let mismatched = UICollectionView.CellRegistration<UICollectionViewListCell, String>(cellNib: nib) { _, _, _ in
        }
        _ = collection.dequeueConfiguredReusableCell(
            using: mismatched, for: IndexPath(item: 1, section: 0), item: "Teal")
        #expect(collection.pendingError?.description.contains("IBSwatchCell") == true)

        let badge = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            supplementaryNib: nib, elementKind: "badge"
        ) { view, _, _ in view.tag = 7 }
        let view = collection.dequeueConfiguredReusableSupplementary(
            using: badge, for: IndexPath(item: 0, section: 0))
        #expect(view is IBFixtureSwatchCell && view.tag == 7)
    }

    @Test func aStoryboardsInitialControllerIsItsNavigationControllerWithTheRootScene() throws {
        let storyboard = UIStoryboard(name: "IBSettings", bundle: Self.bundle)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let settings = try #require(navigation.topViewController as? IBFixtureSettingsViewController)
        #expect(navigation.navigationBar.prefersLargeTitles)
        #expect(settings.title == "Settings" && settings.navigationItem.largeTitleDisplayMode == .always)
        #expect(settings.storyboard === storyboard)
        #expect(!settings.isViewLoaded)
        let table = try #require(settings.view.subviews.first as? UITableView)
        #expect(table.style == .insetGrouped && table.dataSource === settings && table.delegate === settings)
        let cell = table.dataSource?.tableView(table, cellForRowAt: IndexPath(row: 1, section: 0))
        #expect(
            cell?.style == .value1 && cell?.accessoryType == .disclosureIndicator && cell?.reuseIdentifier == "value")
        #expect(cell?.textLabel?.text == "Bluetooth" && cell?.detailTextLabel?.text == "On")
    }

    @Test func aStoryboardScreenIsDrawn() throws {
        let storyboard = UIStoryboard(name: "IBSettings", bundle: Self.bundle)
        let navigation = try #require(storyboard.instantiateInitialViewController())
        assertSnapshot(of: navigation, as: .screen(size: CGSize(width: 390, height: 400)), named: "settings")
    }

    @Test func aControllerByIdentifierIsMadeWithItsCreator() throws {
        let storyboard = UIStoryboard(name: "IBSettings", bundle: Self.bundle)
        var coderWasAnIBCoder = false
        let controller = storyboard.instantiateViewController(identifier: "Settings") { coder in
            coderWasAnIBCoder = coder.containsValue(forKey: "storyboardIdentifier")
            return IBFixtureSettingsViewController(coder: coder)
        }
        #expect(coderWasAnIBCoder && controller is IBFixtureSettingsViewController && controller.title == "Settings")
    }

    @Test func aControllerByIdentifierHasTheTypeTheCallAsksFor() throws {
        let storyboard = UIStoryboard(name: "IBSettings", bundle: Self.bundle)
        let settings = storyboard.instantiateViewController(identifier: "Settings") as IBFixtureSettingsViewController
        #expect(settings.title == "Settings" && settings.cellSnapNibError == nil)
        let initial: UINavigationController? = storyboard.instantiateInitialViewController()
        #expect(initial?.viewControllers.first is IBFixtureSettingsViewController)
    }

    @Test func aControllerByIdentifierOfAnotherTypeIsAnErrorNamingBoth() throws {
        let storyboard = UIStoryboard(name: "IBSettings", bundle: Self.bundle)
        let asked = storyboard.instantiateViewController(identifier: "Settings") as UITableViewController
        let error = try #require(asked.cellSnapNibError)
        #expect(
            error.call
                == "UIStoryboard(name: \"IBSettings\", bundle: nil).instantiateViewController(identifier: \"Settings\")"
        )
        #expect(
            error.reason.contains("is a IBFixtureSettingsViewController, not a UITableViewController"),
            "\(error.reason)")
        #expect(throws: error) { try asked.view.cellSnapScreen() }
    }

    // MARK: Bad input

    static func xib(_ body: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    \(body)
                </objects>
            </document>
            """.utf8)
    }

    func failure(_ data: Data, owner: AnyObject? = nil) -> String? {
        do {
            _ = try UINib(data: data, bundle: nil).cellSnapObjects(owner: owner, options: nil)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// A custom class that no module declares (a class the app has since removed): UIKit logs
    /// "Unknown class X in Interface Builder file." and makes the element's own class.
    @Test func anUnknownCustomClassMakesTheElementsClass() throws {
        let objects = try UINib(
            data: Self.xib("<view id=\"v1\" customClass=\"NoSuchView\" customModule=\"Nowhere\"/>"), bundle: nil
        )
        .cellSnapObjects(owner: nil, options: nil)
        let view = try #require(objects.first as? UIView)
        #expect(type(of: view) == UIView.self)
    }

    /// A navigation item at the top level of a xib (Interface Builder's object library offers
    /// one) is made like any other object, with its title and bar button items.
    @Test func aTopLevelNavigationItemIsMade() throws {
        let xib = Self.xib(
            """
            <view contentMode="scaleToFill" id="v1"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view>
            <navigationItem title="Title" id="n1">
                <barButtonItem key="rightBarButtonItem" title="Done" id="b1"/>
            </navigationItem>
            """)
        let objects = try UINib(data: xib, bundle: nil).cellSnapObjects(owner: nil, options: nil)
        #expect(objects.count == 2)
        let item = try #require(objects.last as? UINavigationItem)
        #expect(item.title == "Title" && item.rightBarButtonItem?.title == "Done")
    }

    @Test func badDocumentsAreRefusedNamingTheElementAndTheProblem() {
        let cases: [(Data, String)] = [
            (
                Data("<document type=\"x\"><objects>".utf8),
                "UINib(data:), line 1: malformed XML: <objects> (line 1) is never closed"
            ),
            (
                Data("<plist/>".utf8),
                "UINib(data:), line 1, <plist>: the root element is not an Interface Builder <document>"
            ),
            (
                Self.xib("<view id=\"v1\" sparkle=\"YES\"/>"),
                "UINib(data:), line 5, <view id=\"v1\">: the attribute sparkle=\"YES\" is not read by CellSnap"
            ),
            (
                Self.xib("<label id=\"l1\" textAlignment=\"sideways\"/>"),
                "UINib(data:), line 5, <label id=\"l1\">: the attribute textAlignment=\"sideways\" is not one CellSnap reads"
            ),
            (
                Self.xib("<view id=\"v1\"><color key=\"backgroundColor\" systemColor=\"plaidColor\"/></view>"),
                "UINib(data:), line 5, <color>: the system colour \"plaidColor\" is not one CellSnap has"
            ),
            (
                Self.xib("<glkView id=\"d1\"/>"),
                "UINib(data:), line 5, <glkView id=\"d1\">: CellSnap does not make objects of <glkView>"
            ),
            (
                Self.xib(
                    "<view id=\"v1\"><constraints><constraint firstItem=\"zz\" firstAttribute=\"width\" constant=\"4\" id=\"c1\"/></constraints></view>"
                ),
                "UINib(data:), line 5, <constraint id=\"c1\">: the constraint's item \"zz\" is not a view or layout guide of the document"
            ),
            (
                Data(count: IBDocument.maximumBytes + 1),
                "UINib(data:): the document is 16777217 bytes; CellSnap reads at most 16777216"
            ),
        ]
        for (data, expected) in cases {
            let message = failure(data) ?? "no error"
            #expect(message.hasPrefix(expected), "\(message)")
        }
    }

    @Test func aCustomLayoutAndABarButtonItemsActionAreMade() throws {
        let owner = UIViewController()
        let data = Self.xib(
            """
            <collectionView id="cv" dataMode="prototypes">
                <rect key="frame" x="0.0" y="0.0" width="390" height="300"/>
                <collectionViewLayout key="collectionViewLayout" id="lay" customClass="IBFixtureColumnLayout" customModule="CellSnapUIKitTests"/>
            </collectionView>
            <barButtonItem title="Add" style="done" id="add">
                <connections><action selector="add:" destination="-1" id="a1"/></connections>
            </barButtonItem>
            """)
        let objects = try UINib(data: data, bundle: nil).cellSnapObjects(owner: owner, options: nil)
        let collection = try #require(objects.first as? UICollectionView)
        #expect(type(of: collection.collectionViewLayout) == IBFixtureColumnLayout.self)
        #expect(collection.frame == CGRect(x: 0, y: 0, width: 390, height: 300))
        let item = try #require(objects.last as? UIBarButtonItem)
        #expect(item.title == "Add" && item.style == .done && item.target === owner && item.action == Selector("add:"))
    }

    /// Interface Builder's Custom layout kept in a flow layout element (with its flow keys) makes
    /// the custom class, as iOS does; the flow keys are not the custom layout's.
    @Test func aFlowLayoutElementOfACustomLayoutClassMakesThatClass() throws {
        let data = Self.xib(
            """
            <collectionView id="cv" dataMode="prototypes">
                <rect key="frame" x="0.0" y="0.0" width="390" height="300"/>
                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="lay" customClass="IBFixtureColumnLayout" customModule="CellSnapUIKitTests">
                    <size key="itemSize" width="50" height="50"/>
                    <size key="headerReferenceSize" width="0.0" height="0.0"/>
                    <size key="footerReferenceSize" width="0.0" height="0.0"/>
                    <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                </collectionViewFlowLayout>
            </collectionView>
            """)
        let objects = try UINib(data: data, bundle: nil).cellSnapObjects(owner: nil, options: nil)
        let collection = try #require(objects.first as? UICollectionView)
        #expect(type(of: collection.collectionViewLayout) == IBFixtureColumnLayout.self)
    }

    @Test func prototypesWithoutAnIdentifierAreLeftOutAsIbtoolLeavesThem() throws {
        let data = Self.xib(
            """
            <tableView id="tv" style="plain">
                <prototypes>
                    <tableViewCell id="c1" reuseIdentifier="row"/>
                    <tableViewCell id="c2"/>
                </prototypes>
            </tableView>
            <collectionView id="cv" dataMode="prototypes">
                <collectionViewFlowLayout key="collectionViewLayout" id="fl"/>
                <cells>
                    <collectionViewCell id="k1"/>
                    <collectionViewCell id="k2" reuseIdentifier="tile"/>
                </cells>
            </collectionView>
            """)
        let objects = try UINib(data: data, bundle: nil).cellSnapObjects(owner: nil, options: nil)
        let table = try #require(objects.first as? UITableView)
        let collection = try #require(objects.last as? UICollectionView)
        #expect(Array(table.cellTemplates.keys) == ["row"])
        #expect(Array(collection.cellTemplates.keys) == ["tile"])
    }

    @Test func aNavigationControllersBarReadsClipsSubviews() throws {
        let data = Self.xib(
            """
            <navigationController id="nc">
                <navigationBar key="navigationBar" contentMode="scaleToFill" clipsSubviews="YES" id="nb">
                    <autoresizingMask key="autoresizingMask"/>
                </navigationBar>
            </navigationController>
            """)
        let objects = try UINib(data: data, bundle: nil).cellSnapObjects(owner: nil, options: nil)
        let navigation = try #require(objects.first as? UINavigationController)
        #expect(navigation.navigationBar.clipsToBounds)
    }

    @Test func aStackViewSubclassCallsTheNonFailableInitWithCoder() {
        let stack = IBFixtureArchivedStack(coder: NSCoder())
        #expect(stack.axis == .vertical)
    }

    @Test func anOutletOfAClassNotBuiltThroughTheAdapterIsAnErrorNamingIt() {
        let data = Self.xib(
            """
            <tableViewCell id="c1" customClass="IBFixtureOutletCell" customModule="CellSnapUIKitTests">
                <tableViewCellContentView key="contentView" id="cv"><subviews><label id="l1" text="Name"/></subviews></tableViewCellContentView>
                <connections><outlet property="nameLabel" destination="l1" id="o1"/></connections>
            </tableViewCell>
            """)
        let message = failure(data) ?? "no error"
        #expect(
            message.contains("<outlet id=\"o1\">: the outlet nameLabel of IBFixtureOutletCell is not set"), "\(message)"
        )
        #expect(message.contains("Objective-C adapter"))
        let missing = Self.xib(
            "<view id=\"v1\"><connections><outlet property=\"nameLabel\" destination=\"nowhere\" id=\"o2\"/></connections></view>"
        )
        #expect(failure(missing)?.contains("the destination \"nowhere\" is not an object of the document") == true)
    }

    /// An outlet to a constraint (declared in the constraints of the view it sizes) is that
    /// constraint, which the app changes to lay the cell out again; an outlet to a constraint
    /// removed at build time stays `nil`, as the compiled nib has neither.
    @Test(arguments: [false, true])
    func anOutletToAConstraintIsTheConstraintTheViewHas(rightToLeft: Bool) throws {
        IBFixtureExpandingCell.registerOutlets()
        let data = Self.xib(
            """
            <tableViewCell id="c1" reuseIdentifier="answer" customClass="IBFixtureExpandingCell" customModule="CellSnapUIKitTests">
                <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                <tableViewCellContentView key="contentView" id="cv">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <subviews>
                        <label text="Answer" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                            <constraints>
                                <constraint firstAttribute="height" constant="44" id="h1"/>
                                <constraint firstAttribute="width" constant="100" placeholder="YES" id="p1"/>
                            </constraints>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="l1" firstAttribute="top" secondItem="cv" secondAttribute="top" id="t1"/>
                        <constraint firstItem="l1" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="16" id="s1"/>
                        <constraint firstAttribute="trailing" secondItem="l1" secondAttribute="trailing" constant="40" id="e1"/>
                    </constraints>
                </tableViewCellContentView>
                <connections>
                    <outlet property="answerHeight" destination="h1" id="o1"/>
                    <outlet property="canvasOnly" destination="p1" id="o2"/>
                </connections>
            </tableViewCell>
            """)
        let objects = try UINib(data: data, bundle: nil).cellSnapObjects(owner: nil, options: nil)
        let cell = try #require(objects.first as? IBFixtureExpandingCell)
        let label = try #require(cell.contentView.subviews.first as? UILabel)
        let height = try #require(cell.answerHeight)
        #expect(height.firstItem === label && height.firstAttribute == .height && height.constant == 44)
        #expect(label.constraints.contains { $0 === height })
        #expect(cell.canvasOnly == nil)
        height.constant = 20
        cell.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
        cell.contentView.semanticContentAttribute = cell.semanticContentAttribute
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        cell.layoutIfNeeded()
        #expect(label.frame == CGRect(x: rightToLeft ? 40 : 16, y: 0, width: 264, height: 20))
    }

    /// An image the document names that no catalog has: as on iOS, the nib loads with no image
    /// there (so `instantiate(withOwner: nil)[0]` holds), and drawing the view is the error.
    @Test func anImageNotInTheCatalogsLoadsTheNibAndRefusesToDraw() throws {
        let data = Self.xib(
            """
            <view contentMode="scaleToFill" id="v1">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <imageView contentMode="scaleAspectFit" image="IBFixtureNoSuchImage" id="i1">
                        <rect key="frame" x="10" y="10" width="40" height="40"/>
                    </imageView>
                </subviews>
            </view>
            """)
        let objects = UINib(data: data, bundle: nil).instantiate(withOwner: nil)
        let view = try #require(objects.first as? UIView)
        let imageView = try #require(view.subviews.first as? UIImageView)
        #expect(imageView.image == nil)
        #expect(imageView.frame == CGRect(x: 10, y: 10, width: 40, height: 40))
        let thrown = #expect(throws: CellSnapUIKitError.self) { try view.cellSnapScreen() }
        #expect(thrown?.call == "UIImage(named: \"IBFixtureNoSuchImage\")")
        #expect(
            thrown?.reason.hasPrefix(
                "UINib(data:), line 8, <imageView id=\"i1\">: the image \"IBFixtureNoSuchImage\" is not in the app's asset catalogs"
            ) == true, "\(String(describing: thrown))")
    }

    @Test func aDocumentNotFoundListsWhereCellSnapLooked() throws {
        let storyboard = UIStoryboard(name: "NoSuchStoryboard", bundle: Self.bundle)
        #expect(storyboard.instantiateInitialViewController() == nil)
        let controller = storyboard.instantiateViewController(withIdentifier: "Settings")
        let error = try #require(controller.cellSnapNibError)
        #expect(
            error.call
                == "UIStoryboard(name: \"NoSuchStoryboard\", bundle: nil).instantiateViewController(withIdentifier: \"Settings\")"
        )
        #expect(error.reason.hasPrefix("NoSuchStoryboard.storyboard: not found; CellSnap looked in "))
        #expect(error.reason.contains("CellSnap_CellSnapUIKitTests.resources"))
        #expect(throws: error) { try controller.view.cellSnapScreen() }
        #expect(UINib(nibName: "NoSuchNib", bundle: nil).instantiate(withOwner: nil).isEmpty)
    }
}

/// Runtime attributes on UIKit's own properties, set by key-value coding as Interface Builder sets
/// them: a rect for a text view's insets (its four numbers in order: top, left, bottom, right), a
/// key path through the text container, flags and a number on a label. The label's first attribute
/// names a property no class has (`cardElevation`, left behind by a removed `@IBInspectable`): UIKit
/// logs it and sets the others, as since iOS 8.
@MainActor @Suite struct RuntimeAttributeTests {
    @Test func uikitsOwnPropertiesAreSetByName() throws {
        let objects = UINib(nibName: "IBRuntimeAttributes", bundle: Bundle.module).instantiate(withOwner: nil)
        let root = try #require(objects.first as? UIView)
        let textView = try #require(root.subviews.first as? UITextView)
        #expect(textView.textContainerInset == UIEdgeInsets(top: 12, left: 20, bottom: 8, right: 24))
        #expect(textView.textContainer.lineFragmentPadding == 0)
        let label = try #require(root.subviews.compactMap { $0 as? UILabel }.first)
        #expect(label.clipsToBounds && label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0.5)
        #expect(label.layer.cornerRadius == 0)
        // A title with a line break (a `<string key="title">` element), and a key path through the
        // button's title label to an enumeration set from a number.
        let button = try #require(root.subviews.last as? UIButton)
        #expect(button.title(for: .normal) == "64\nlines")
        #expect(button.titleLabel?.textAlignment == .center && button.titleLabel?.numberOfLines == 2)
    }

    /// Views laid out by hand in an Auto Layout document (`fixedFrame`, no constraints): the
    /// compiler's fixed left, top, width and height keep each at its document frame, in both
    /// directions (they are left and top, not leading); a constrained view beside them follows its
    /// trailing constraint.
    @Test(arguments: [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft])
    func viewsOfAFixedFrameKeepIt(_ direction: UISemanticContentAttribute) throws {
        let objects = UINib(nibName: "IBFixedFrames", bundle: Bundle.module).instantiate(withOwner: nil)
        let root = try #require(objects.first as? UIView)
        root.semanticContentAttribute = direction
        root.layoutIfNeeded()
        #expect(
            root.subviews.map(\.frame).prefix(2) == [
                CGRect(x: 20, y: 12, width: 120, height: 120), CGRect(x: 20, y: 140, width: 120, height: 40),
            ])
        let constrainedX: CGFloat = direction == .forceLeftToRight ? 160 : 20
        #expect(root.subviews.last?.frame == CGRect(x: constrainedX, y: 12, width: 60, height: 60))
        let generated = ([root] + root.subviews).flatMap(\.constraints).filter {
            $0.identifier == "IB auto generated at build time for view with fixed frame"
        }
        #expect(generated.count == 8)
    }

    /// Interface Builder leaves `adjustsFontSizeToFit` out for a label that shrinks ("Minimum Font
    /// Scale") and writes `NO` for one of a fixed font size.
    @Test func aLabelWithoutTheAttributeShrinksItsText() throws {
        let labels = UINib(nibName: "IBAutoshrinkLabels", bundle: Bundle.module).instantiate(withOwner: nil)
            .compactMap { $0 as? UILabel }
        #expect(labels.map(\.adjustsFontSizeToFitWidth) == [true, false])
        #expect(labels.first?.minimumScaleFactor == 0.5)
    }

    @Test func keyValueCodingReachesGeneratedProperties() {
        let view = UIView()
        view.setValue(true, forKey: "clipsToBounds")
        view.setValue(false, forKey: "userInteractionEnabled")
        #expect(view.clipsToBounds && !view.isUserInteractionEnabled)
        #expect(view.value(forKey: "clipsToBounds") as? Bool == true)
        let button = UIButton()
        button.setValue(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)), forKey: "contentEdgeInsets")
        #expect(button.contentEdgeInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }
}

/// Size-class variations, resolved for the main screen's size classes (an iPhone's compact width
/// and regular height): what the default variation uninstalls stays out unless a variation of
/// those size classes installs it again; the label's font and text colour are those of the
/// variations for compact widths and for both classes, not the compact height's.
@MainActor @Suite struct SizeClassVariationTests {
    @Test(arguments: [false, true])
    func constraintsAndSubviewsInstalledForThePhonesSizeClasses(rightToLeft: Bool) throws {
        let root = try #require(
            UINib(nibName: "IBSizeClassVariations", bundle: Bundle.module).instantiate(withOwner: nil).first as? UIView)
        if rightToLeft { root.semanticContentAttribute = .forceRightToLeft }
        let label = try #require(root.subviews.first as? UILabel)
        #expect(label.font.pointSize == 15 && label.textColor == .systemRed)
        #expect(!label.constraints.contains { $0.firstAttribute == .height })
        #expect(root.subviews.count == 2)
        #expect(root.subviews.last?.backgroundColor == .systemTeal)
        root.layoutIfNeeded()
        // A constraint's constant varied by size class ("Vary for Traits"): the phone's compact
        // width and regular height take the most specific variation that matches, 160.
        #expect(label.frame.width == 160)
        #expect(label.constraints.first { $0.firstAttribute == .width }?.constant == 160)
        let expectedX: CGFloat = rightToLeft ? 390 - 20 - 160 : 20
        #expect(abs(label.frame.minX - expectedX) < 0.01 && label.frame.minY == 20)
        #expect(label.frame.height == label.intrinsicContentSize.height)
    }
}

/// A view of IBCircleView.xib that rounds itself in `init(coder:)` from the frame it was decoded with.
final class IBFixtureCircleView: UIView {
    private(set) var frameInInit = CGRect.null
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        frameInInit = frame
        layer.cornerRadius = max(frame.width, frame.height) / 2
    }
}

/// A nib view's `init(coder:)` sees the document's frame after `super.init(coder:)`, as UIKit
/// decodes it there.
@MainActor @Suite struct DecodedFrameTests {
    @Test func aViewsInitWithCoderSeesItsDocumentFrame() throws {
        let view = try #require(
            UINib(nibName: "IBCircleView", bundle: Bundle.module).instantiate(withOwner: nil).first
                as? IBFixtureCircleView)
        #expect(view.frameInInit == CGRect(x: 10, y: 20, width: 200, height: 120))
        #expect(view.layer.cornerRadius == 100 && view.frame == view.frameInInit)
    }
}

/// The cell view of IBGradientCell.xib: a black gradient sublayer added in `awakeFromNib()` and
/// sized to the view in `layoutSubviews()`, as an app's gradient view does. The nib's frame is the
/// one its constraints give, so only the sublayer changes after the cell's first capture.
final class IBFixtureGradientView: UIView {
    let gradient = CAGradientLayer()

    override func awakeFromNib() {
        super.awakeFromNib()
        backgroundColor = .clear
        gradient.colors = [UIColor.black.cgColor, UIColor.black.cgColor]
        layer.addSublayer(gradient)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        gradient.frame = bounds
    }
}

/// A grid of IBGradientCell.xib's 100 x 60-pt cells: teal, their lower half the gradient view.
final class IBFixtureGradientGrid: UICollectionViewController {
    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 60)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UINib(nibName: "IBGradientCell", bundle: .module), forCellWithReuseIdentifier: "cell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A sublayer that changes after its view was captured (sized in `layoutSubviews()`) is drawn as
/// it is now: a change of a sublayer is a change of what its view draws, and adding or removing
/// one asks its layer for a layout, as Core Animation does.
@MainActor @Suite struct SublayerChangeTests {
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aNibCellsGradientSizedInLayoutSubviewsIsDrawn(direction: UITraitEnvironmentLayoutDirection) throws {
        let grid = IBFixtureGradientGrid()
        let image = try ControllerListImageTests().image(
            of: grid, traits: UITraitCollection(layoutDirection: direction))
        let first: Double = direction == .leftToRight ? 50 : 340
        #expect(ControllerListImageTests().rgb(image, first, 50) == [0, 0, 0])
        #expect(ControllerListImageTests().rgb(image, first, 10) != [0, 0, 0])
    }

    @Test func changingASublayerChangesItsViewsDrawnStateAndAddingOneAsksForALayout() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.layoutIfNeeded()
        let outer = CALayer(), inner = CALayer()
        view.layer.addSublayer(outer)
        #expect(view.needsLayout)
        view.layoutIfNeeded()
        outer.addSublayer(inner)
        let before = view.layer.drawnStateChanges
        inner.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(view.layer.drawnStateChanges != before)
        outer.removeFromSuperlayer()
        #expect(view.needsLayout)
    }
}

/// A view that loads IBPlaceCard.xib as its File's Owner, as an app's "nib view" does.
final class IBPlaceCard: UIView {}

/// A controller named like the view's nib (less "Controller"), whose `loadView()` shows the view.
final class IBPlaceCardController: UIViewController {
    override func loadView() {
        super.loadView()
        view = IBPlaceCard(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    }
}

/// UIKit searches for a nib named after a controller's class only when the class does not override
/// `loadView()`; CellSnap, which cannot tell, takes a nib found by name only when it was made for
/// the controller's class (its File's Owner).
@MainActor @Suite struct NibNamedAfterClassTests {
    @Test func aNibMadeForAnotherClassIsNotTheControllers() throws {
        let controller = IBPlaceCardController(nibName: nil, bundle: nil)
        controller.loadViewIfNeeded()
        #expect(controller.viewIfLoaded is IBPlaceCard && controller.cellSnapNibError == nil)
        #expect(controller.nibName == nil)
        // The nib is there, and made for the view: its outlet is the view's, not the controller's.
        let objects = UINib(nibName: "IBPlaceCard", bundle: .module).instantiate(withOwner: nil)
        #expect((objects.first as? UIView)?.subviews.first is UILabel)
        #expect(UINib(nibName: "IBPlaceCard", bundle: .module).cellSnapOwnerClassName == "IBPlaceCard")
    }
}
