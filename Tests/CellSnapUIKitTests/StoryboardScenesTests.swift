// Storyboard scenes beyond one controller (Tests/CellSnapUIKitTests/InterfaceBuilder/IBFlows.storyboard,
// hand-made in the form Xcode writes): a split view controller's relationship segues, a static
// table view (sections and cells from the storyboard, a table header view), segues performed as
// UIKit performs them, embed segues, and system colours with their fallback components.
import CellModel
import CellSnapUIKitTesting
import Foundation
import Testing

@testable import CellSnapUIKit

/// The source scene of IBFlows.storyboard: records what it is asked to prepare, and when its view loaded.
final class IBFixtureSourceViewController: UIViewController {
    var calls: [String] = []
    /// Whether `shouldPerformSegue(withIdentifier:sender:)` lets a triggered segue run.
    var allowsTriggeredSegues = true
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        calls.append("should \(identifier.isEmpty ? "-" : identifier) sender=\(type(of: sender ?? "nil"))")
        return allowsTriggeredSegues
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        calls.append("viewDidLoad")
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        calls.append(
            "prepare \(segue.identifier ?? "-") \(type(of: segue.destination)) \(segue.destination.title ?? "-") "
                + "sender=\(sender.map { "\($0)" } ?? "nil") source=\(segue.source === self)")
    }
}

/// The child a container view of IBFlows.storyboard embeds.
final class IBFixtureEmbeddedViewController: UIViewController {}

@MainActor @Suite struct StoryboardScenesTests {
    static let storyboard = UIStoryboard(name: "IBFlows", bundle: Bundle.module)

    /// The split view, and its supplementary column's root (the segue source), freshly made.
    func sourceScene() throws -> (UISplitViewController, UINavigationController, IBFixtureSourceViewController) {
        let split = try #require(Self.storyboard.instantiateInitialViewController() as? UISplitViewController)
        let navigation = try #require(split.viewController(for: .supplementary) as? UINavigationController)
        let source = try #require(navigation.topViewController as? IBFixtureSourceViewController)
        return (split, navigation, source)
    }

    @Test func aSplitViewControllersColumnsComeFromItsRelationshipSegues() throws {
        let (split, navigation, source) = try sourceScene()
        #expect(split.style == .tripleColumn)
        #expect(split.preferredDisplayMode == .twoBesideSecondary && split.primaryBackgroundStyle == .sidebar)
        let library = try #require(split.viewController(for: .primary))
        #expect(type(of: library) == UIViewController.self && library.title == "Library")
        #expect(split.viewController(for: .secondary)?.title == "Detail")
        #expect(split.viewController(for: .compact) == nil)
        #expect(source.splitViewController === split && source.navigationController === navigation)
        // A bar button item's image from the system catalog is an SF Symbol.
        #expect(source.navigationItem.rightBarButtonItem?.image?.pngData() == UIImage(systemName: "heart")?.pngData())
        #expect(source.navigationItem.rightBarButtonItem?.image != nil)
        // A system colour's components are the fallback for systems without the name: iOS draws the name.
        #expect(library.view.backgroundColor == .systemTeal)
    }

    @Test func anEmbedSegueMakesItsChildBeforeTheSourcesViewDidLoad() throws {
        let (_, _, source) = try sourceScene()
        source.loadViewIfNeeded()
        #expect(
            source.calls == [
                "prepare embedBadge IBFixtureEmbeddedViewController - sender=nil source=true", "viewDidLoad",
            ])
        let child = try #require(source.children.first as? IBFixtureEmbeddedViewController)
        let container = try #require(source.view.subviews.first)
        #expect(child.view.superview === container && child.parent === source)
        #expect(child.view.frame == CGRect(x: 0, y: 0, width: 333, height: 100))  // the container's bounds
        #expect(child.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        // Xcode 11's iOS 13 name wins over the older name it falls back to.
        #expect(child.view.backgroundColor == .systemOrange)
    }

    @Test func anEmbeddedChildIsDrawn() throws {
        let (_, navigation, _) = try sourceScene()
        assertSnapshot(of: navigation, as: .screen(size: CGSize(width: 390, height: 360)), named: "embed")
    }

    @Test func aShowSeguePushesANewDestinationAfterPrepare() throws {
        let (_, navigation, source) = try sourceScene()
        source.loadViewIfNeeded()
        source.performSegue(withIdentifier: "showItem", sender: "row 3")
        #expect(source.calls.last == "prepare showItem UIViewController Item sender=row 3 source=true")
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController?.title == "Item")
        source.performSegue(withIdentifier: "showItem", sender: nil)
        #expect(navigation.viewControllers.count == 3)
        #expect(navigation.viewControllers[1] !== navigation.viewControllers[2])  // a new destination each time
        #expect(source.view.cellSnapPendingLayoutError == nil)
    }

    /// A segue connected to a button runs when the button sends its touch-up-inside actions, after
    /// `shouldPerformSegue(withIdentifier:sender:)` (asked with an empty identifier) allows it.
    @Test func aButtonsSegueRunsWhenItSendsItsAction() throws {
        let (_, navigation, source) = try sourceScene()
        let button = try #require(source.view.subviews.compactMap { $0 as? UIButton }.first)
        source.allowsTriggeredSegues = false
        button.sendActions(for: .touchUpInside)
        #expect(navigation.viewControllers.count == 1 && source.calls.last == "should - sender=UIButton")
        source.allowsTriggeredSegues = true
        button.sendActions(for: .touchUpInside)
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController?.title == "Item")
        let prepared = try #require(source.calls.last)
        #expect(source.calls.dropLast().last == "should - sender=UIButton")
        #expect(prepared.hasPrefix("prepare - UIViewController Item sender=") && prepared.hasSuffix("source=true"))
    }

    /// A segue dragged from a bar button item makes the item's target and action (`perform:`), which
    /// a tap on the bar sends; the segue runs after `shouldPerformSegue(withIdentifier:sender:)`.
    @Test func aBarButtonItemsSegueRunsWhenItsActionIsSent() throws {
        let (_, navigation, source) = try sourceScene()
        let item = try #require(source.toolbarItems?.first)
        let action = try #require(item.action)
        #expect(item.target != nil && action == Selector("perform:"))
        source.allowsTriggeredSegues = false
        #expect(UIApplication.shared.sendAction(action, to: item.target, from: item, for: nil))
        #expect(navigation.viewControllers.count == 1 && source.calls.last == "should - sender=UIBarButtonItem")
        source.allowsTriggeredSegues = true
        UIApplication.shared.sendAction(action, to: item.target, from: item, for: nil)
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController?.title == "Item")
        let prepared = try #require(source.calls.last)
        #expect(prepared.hasPrefix("prepare - UIViewController Item sender=") && prepared.hasSuffix("source=true"))
        // The navigation item's other bar button item has no segue: no target is made for it.
        #expect(source.navigationItem.rightBarButtonItem?.target == nil)
    }

    /// A bar button item of a toolbar in the controller's view (IBToolbarSegue.storyboard): its
    /// segue runs from the controller whose view holds the toolbar.
    @Test func aToolbarItemsSegueInTheViewRunsFromItsController() throws {
        let source = try #require(
            UIStoryboard(name: "IBToolbarSegue", bundle: Bundle.module).instantiateInitialViewController())
        let toolbar = try #require(source.view.subviews.first as? UIToolbar)
        let item = try #require(toolbar.items?.first)
        UIApplication.shared.sendAction(try #require(item.action), to: item.target, from: item, for: nil)
        #expect(source.presentedViewController?.title == "Next")
    }

    @Test func aSegueToAStoryboardReferenceMakesTheReferencedScene() throws {
        let (_, navigation, source) = try sourceScene()
        source.performSegue(withIdentifier: "showSettings", sender: nil)
        let settings = try #require(navigation.topViewController as? IBFixtureSettingsViewController)
        #expect(settings.title == "Settings" && settings.storyboard !== Self.storyboard)
        // The reference's tab bar item, as the referenced controller has none of its own.
        #expect(settings.tabBarItem.title == "Preferences" && settings.tabBarItem.image != nil)
        #expect(
            source.calls.last == "prepare showSettings IBFixtureSettingsViewController Settings sender=nil source=true")
    }

    @Test func aPresentationSegueUsesItsPresentationAndTransitionStyles() throws {
        let (_, _, source) = try sourceScene()
        source.performSegue(withIdentifier: "presentItem", sender: nil)
        let presented = try #require(source.presentedViewController)
        #expect(presented.title == "Item" && presented.presentingViewController === source)
        #expect(presented.modalPresentationStyle == .formSheet && presented.modalTransitionStyle == .crossDissolve)
    }

    @Test func aShowDetailSegueSetsTheSplitViewsSecondaryColumn() throws {
        let (split, _, source) = try sourceScene()
        let before = split.viewController(for: .secondary)
        source.performSegue(withIdentifier: "showDetail", sender: nil)
        let after = try #require(split.viewController(for: .secondary))
        #expect(after.title == "Detail" && after !== before && split.isShowing(.secondary))
    }

    @Test func seguesCellSnapCannotRunAreErrorsNamingTheCall() throws {
        let cases: [(String, String)] = [
            (
                "custom",
                "IBFlows.storyboard, line 92, <segue id=\"Seg-bb-009\">: a segue of kind \"custom\" is not one CellSnap performs"
            ),
            (
                "back",
                "IBFlows.storyboard, line 93, <segue id=\"Seg-bb-010\">: no controller back from IBFixtureSourceViewController answers unwindToSource:"
            ),
            ("nowhere", "its storyboard scene has no segue with that identifier"),
        ]
        for (identifier, expected) in cases {
            let (_, navigation, source) = try sourceScene()
            source.performSegue(withIdentifier: identifier, sender: nil)
            let error = try #require(source.view.cellSnapPendingLayoutError)
            #expect(
                error.call
                    == "performSegue(withIdentifier: \"\(identifier)\", sender:) of IBFixtureSourceViewController")
            #expect(error.reason.hasPrefix(expected), "\(error.reason)")
            #expect(source.presentedViewController == nil && navigation.viewControllers.count == 1)
        }
        let plain = UIViewController()
        plain.performSegue(withIdentifier: "show", sender: nil)
        #expect(
            plain.view.cellSnapPendingLayoutError?.reason.hasPrefix("the controller was not made from a storyboard")
                == true)
    }

    @Test func aStaticTableAnswersFromItsStoryboardSections() throws {
        let controller = try #require(
            Self.storyboard.instantiateViewController(withIdentifier: "Static") as? UITableViewController)
        let table = try #require(controller.tableView)
        #expect(table.style == .insetGrouped && table.dataSource === controller)
        #expect(controller.numberOfSections(in: table) == 2)
        #expect(controller.tableView(table, numberOfRowsInSection: 0) == 2)
        #expect(controller.tableView(table, numberOfRowsInSection: 1) == 1)
        #expect(controller.tableView(table, titleForHeaderInSection: 0) == "Account")
        #expect(controller.tableView(table, titleForFooterInSection: 0) == nil)
        // Written as a `<string key="footerTitle">` element, Xcode's form of a title with a line break.
        #expect(controller.tableView(table, titleForFooterInSection: 1) == "Static sections come from the storyboard.")
        #expect(controller.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)) == 44)
        #expect(controller.tableView(table, heightForRowAt: IndexPath(row: 1, section: 0)) == 64)
        let profile = controller.tableView(table, cellForRowAt: IndexPath(row: 0, section: 0))
        #expect(profile.textLabel?.text == "Profile" && profile.accessoryType == .disclosureIndicator)
        // A static cell is one object of the scene: asked twice, the same cell.
        #expect(controller.tableView(table, cellForRowAt: IndexPath(row: 0, section: 0)) === profile)
        let version = controller.tableView(table, cellForRowAt: IndexPath(row: 0, section: 1))
        #expect(version.style == .value1 && version.detailTextLabel?.text == "2.4")
        let header = try #require(table.tableHeaderView)
        #expect(header.frame.height == 40)
        let label = try #require(header.subviews.first as? UILabel)
        #expect(label.text == "Header view" && label.textColor == .secondaryLabel)
    }

    @Test func aStaticTableIsDrawn() throws {
        let controller = Self.storyboard.instantiateViewController(withIdentifier: "Static")
        assertSnapshot(of: controller, as: .screen(size: CGSize(width: 390, height: 420)), named: "static-table")
    }
}

/// What Apple's storyboard samples do in `viewDidLoad()` of a collection view controller: set a
/// new collection view and add it to the view, which stays the storyboard's.
@MainActor @Suite struct CollectionViewControllerReplacementTests {
    @Test func aCollectionViewSetOnceTheViewIsLoadedKeepsTheView() throws {
        let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        let original = try #require(controller.view as? UICollectionView)
        let replacement = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        controller.collectionView = replacement
        #expect(controller.view === original && controller.collectionView === replacement)
        #expect(controller.collectionViewLayout === replacement.collectionViewLayout)
        controller.view.addSubview(controller.collectionView)
        #expect(replacement.superview === original && original.cellSnapPendingLayoutError == nil)
        let early = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        let earlyView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        early.collectionView = earlyView
        #expect(early.view === earlyView && early.collectionView === earlyView)
    }

    @Test func aViewAddedToItselfOrItsDescendantIsAnErrorNotACycle() throws {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        child.addSubview(parent)
        #expect(child.subviews.isEmpty && parent.superview == nil)
        let error = try #require(child.cellSnapPendingLayoutError)
        #expect(error.call == "UIView.addSubview(_:)")
        #expect(error.reason.hasPrefix("the view is the superview itself or one of its ancestors"))
        parent.addSubview(parent)
        #expect(parent.subviews.count == 1 && parent.cellSnapPendingLayoutError != nil)
    }
}

/// A scene whose controller is made before an element of it is found unreadable
/// (IBBroken.storyboard: an attribute CellSnap does not read) comes back as its own class,
/// so that an app's `as!` holds, with the error naming the document and what is not read: its view
/// refuses to draw with it.
@MainActor @Suite struct StoryboardFailureTests {
    static let storyboard = UIStoryboard(name: "IBBroken", bundle: Bundle.module)

    @Test func aFailedSceneKeepsItsClassAndCarriesTheError() throws {
        let byIdentifier = Self.storyboard.instantiateViewController(withIdentifier: "Broken")
        #expect(type(of: byIdentifier) == IBFixtureEmbeddedViewController.self)
        let error = try #require(byIdentifier.cellSnapNibError)
        #expect(
            error.call
                == "UIStoryboard(name: \"IBBroken\", bundle: nil).instantiateViewController(withIdentifier: \"Broken\")"
        )
        #expect(error.reason.hasPrefix("IBBroken.storyboard"), "\(error.reason)")
        #expect(error.reason.contains("cellSnapUnreadAttribute=\"YES\" is not read by CellSnap"), "\(error.reason)")
        #expect(throws: error) { try byIdentifier.view.cellSnapScreen() }
        let initial = try #require(Self.storyboard.instantiateInitialViewController())
        #expect(type(of: initial) == IBFixtureEmbeddedViewController.self)
        #expect(
            initial.cellSnapNibError?.call
                == "UIStoryboard(name: \"IBBroken\", bundle: nil).instantiateInitialViewController()")
        let made = Self.storyboard.instantiateViewController(identifier: "Broken") { coder in
            IBFixtureEmbeddedViewController(coder: coder)
        }
        #expect(made is IBFixtureEmbeddedViewController)
        #expect(made.cellSnapNibError != nil)
    }
}
