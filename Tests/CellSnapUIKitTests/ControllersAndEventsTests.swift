// The controllers and services UIKit apps use beside their screens: page view controllers (frames
// in both layout directions), the system pickers and the share sheet (presented, their drawing
// refused by name), the pasteboard (a round trip), the edit menu, haptics, dynamics, and the
// responder and view calls UIKit makes (touches along the chain, hit-testing, window moves,
// constraint updates, safe area changes).
import CellSnapUIKit
import CellSnapUIKitTesting
import Foundation
import Pixels
import Testing

@MainActor @Suite struct ControllersAndEventsTests {
    func page(_ color: UIColor) -> UIViewController {
        let page = UIViewController()
        page.view.backgroundColor = color
        return page
    }

    /// The current page fills the controller's view; a page curl with its spine in the middle shows
    /// two pages, the first on the leading side.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func pageViewControllerPages(direction: UITraitEnvironmentLayoutDirection) throws {
        UIView.cellSnapInstallTextMeasurer()
        let traits = UITraitCollection(layoutDirection: direction)
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        #expect(pages.viewControllers == nil)
        #expect(pages.spineLocation == .none)
        let first = page(.systemRed)
        var completed: [Bool] = []
        pages.setViewControllers([first], direction: .forward, animated: true) { completed.append($0) }
        pages.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        _ = try pages.view.cellSnapScreen(traits: traits)
        #expect(pages.viewControllers?.first === first)
        #expect(first.parent === pages)
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))

        let book = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)])
        #expect(book.spineLocation == .mid)
        let (left, right) = (page(.systemBlue), page(.systemGreen))
        book.setViewControllers([left, right], direction: .forward, animated: false)
        book.view.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
        _ = try book.view.cellSnapScreen(traits: traits)
        let leading: CGFloat = direction == .leftToRight ? 0 : 400
        #expect(left.view.frame == CGRect(x: leading, y: 0, width: 400, height: 600))
        #expect(right.view.frame == CGRect(x: 400 - leading, y: 0, width: 400, height: 600))
    }

    /// An onboarding's pages with a button of its own, added to the controller's view in
    /// `viewDidLoad()` after its first page is set.
    final class Onboarding: UIPageViewController {
        let button = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            let page = UIViewController()
            page.view.backgroundColor = .systemBlue
            setViewControllers([page], direction: .forward, animated: false)
            button.backgroundColor = .black
            button.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(button)
            NSLayoutConstraint.activate([
                button.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                button.widthAnchor.constraint(equalToConstant: 100),
                button.heightAnchor.constraint(equalToConstant: 60),
                button.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -50),
            ])
        }
    }

    /// The views a page view controller's subclass adds to its own view are drawn over its page,
    /// as iOS keeps the pages in a content view beneath them: the button's black at its
    /// leading side, the page's blue around it, in both layout directions.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func viewsAddedToThePagesControllerAreDrawnOverItsPage(direction: UITraitEnvironmentLayoutDirection) throws {
        let onboarding = Onboarding(transitionStyle: .scroll, navigationOrientation: .horizontal)
        onboarding.view.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        let image = try ControlFixtures.pixels(onboarding.view, rightToLeft: direction == .rightToLeft)
        let black = RGBA(red: 0, green: 0, blue: 0, alpha: 255), blue = RGBA(red: 0, green: 122, blue: 255, alpha: 255)
        // The button spans 16-116 pt from the leading edge and 290-350 pt down; at 3x.
        let buttonX = direction == .leftToRight ? 66 : 234
        #expect(image[buttonX * 3, 320 * 3] == black && image[buttonX * 3, 280 * 3] == blue)
        #expect(image[150 * 3, 320 * 3] == blue)
        #expect(onboarding.view.subviews.last === onboarding.button)
    }

    final class Indicator: NSObject, UIPageViewControllerDataSource {
        func pageViewController(_ p: UIPageViewController, viewControllerBefore v: UIViewController)
            -> UIViewController?
        { nil }
        func pageViewController(_ p: UIPageViewController, viewControllerAfter v: UIViewController) -> UIViewController?
        { nil }
        func presentationCount(for pageViewController: UIPageViewController) -> Int { 3 }
        func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
    }

    /// A wrong number of pages, and the built-in page indicator, are errors naming the call.
    @Test func pageViewControllerErrors() throws {
        UIView.cellSnapInstallTextMeasurer()
        let book = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: 2])
        book.setViewControllers([page(.red)], direction: .forward, animated: false)
        #expect(book.viewControllers == nil)
        let error = try #require(throws: CellSnapUIKitError.self) { try book.view.cellSnapScreen() }
        #expect(error.call == "UIPageViewController.setViewControllers(_:direction:animated:completion:)")
        #expect(error.reason == "1 view controllers given; the spine location needs 2")

        let indicator = Indicator()
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.dataSource = indicator
        pages.setViewControllers([page(.red)], direction: .forward, animated: false)
        let refused = try #require(throws: CellSnapUIKitError.self) { try pages.view.cellSnapScreen() }
        #expect(refused.call == "Indicator.presentationCount(for:)")
        withExtendedLifetime(indicator) {}
    }

    /// The system's pickers and the share sheet are presented, and drawing them is refused by name.
    @Test func systemControllersRefuseDrawing() throws {
        UIView.cellSnapInstallTextMeasurer()
        let share = UIActivityViewController(activityItems: ["Note"], applicationActivities: nil)
        share.excludedActivityTypes = [.airDrop]
        var finished: (UIActivity.ActivityType?, Bool)?
        share.completionWithItemsHandler = { type, completed, _, _ in finished = (type, completed) }
        let presenter = UIViewController()
        presenter.present(share, animated: true)
        #expect(presenter.presentedViewController === share)
        share.completionWithItemsHandler?(.copyToPasteboard, true, nil, nil)
        #expect(finished?.0 == .copyToPasteboard && finished?.1 == true)
        #expect(share.cellSnapActivityItems.first as? String == "Note")
        #expect(UIActivity.ActivityType.mail.rawValue == "com.apple.UIKit.activity.Mail")
        let shareError = try #require(throws: CellSnapUIKitError.self) { try share.view.cellSnapScreen() }
        #expect(shareError.call == "UIActivityViewController's view")

        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        let picker = UIImagePickerController()
        picker.sourceType = .savedPhotosAlbum
        picker.allowsEditing = true
        let pickerError = try #require(throws: CellSnapUIKitError.self) { try picker.view.cellSnapScreen() }
        #expect(pickerError.call == "UIImagePickerController's view")
        #expect(UIImagePickerController.InfoKey.originalImage.rawValue == "UIImagePickerControllerOriginalImage")
    }

    /// What is copied is read back, in every typed form, and each change is counted and posted.
    @Test func pasteboardRoundTrip() throws {
        let board = UIPasteboard.withUniqueName()
        #expect(board.name.rawValue.hasPrefix("com.cellsnap.pasteboard."))
        #expect(!board.hasStrings && board.string == nil && board.numberOfItems == 0)
        let posted = Log<[String]>()
        let observer = NotificationCenter.default.addObserver(
            forName: UIPasteboard.changedNotification, object: board, queue: nil
        ) { note in posted.entries.append(note.userInfo?[UIPasteboard.changedTypesAddedUserInfoKey] as? [String] ?? [])
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        board.string = "Copied"
        #expect(board.string == "Copied" && board.hasStrings && board.changeCount == 1)
        #expect(board.types == ["public.utf8-plain-text"])
        #expect(board.data(forPasteboardType: "public.utf8-plain-text") == Data("Copied".utf8))
        board.urls = [URL(string: "https://example.com/a")!, URL(string: "https://example.com/b")!]
        #expect(board.numberOfItems == 2 && board.url?.absoluteString == "https://example.com/a")
        #expect(!board.hasStrings && board.hasURLs)
        board.setData(Data("plain".utf8), forPasteboardType: "public.plain-text")
        #expect(board.string == "plain")
        board.addItems([["com.apple.uikit.color": UIColor.systemRed]])
        #expect(board.hasColors && board.itemSet(withPasteboardTypes: ["com.apple.uikit.color"]) == IndexSet([1]))
        board.string = nil
        #expect(board.items.isEmpty && board.changeCount == 5)
        #expect(posted.entries.count == 5 && posted.entries.first == ["public.utf8-plain-text"])
        #expect(UIPasteboard(name: board.name, create: false) != nil)
        UIPasteboard.remove(withName: board.name)
        #expect(UIPasteboard(name: board.name, create: false) == nil)
        #expect(UIPasteboard.general.isPersistent)
    }

    /// A view records the responder calls UIKit makes.
    final class Recorder: UIView {
        var calls: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("touchesBegan") }
        override func willMove(toWindow newWindow: UIWindow?) { calls.append("willMove \(newWindow != nil)") }
        override func didMoveToWindow() { calls.append("didMoveToWindow \(window != nil)") }
        override func updateConstraints() {
            calls.append("updateConstraints")
            super.updateConstraints()
        }
        override func safeAreaInsetsDidChange() { calls.append("safeArea \(safeAreaInsets.top)") }
    }

    final class Screen: UIViewController {
        var safeAreaChanges = 0
        override func viewSafeAreaInsetsDidChange() { safeAreaChanges += 1 }
    }

    /// Touches go up the responder chain; hit-testing finds the front-most view; window moves,
    /// constraint updates and safe area changes are told.
    @Test func responderAndViewCalls() throws {
        UIView.cellSnapInstallTextMeasurer()
        let container = Recorder(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        let hidden = UIView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        hidden.isHidden = true
        container.addSubview(child)
        container.addSubview(hidden)
        child.touchesBegan([UITouch()], with: UIEvent())
        #expect(container.calls == ["touchesBegan"])
        #expect(container.hitTest(CGPoint(x: 30, y: 30), with: nil) === child)
        #expect(container.hitTest(CGPoint(x: 150, y: 150), with: nil) === container)
        #expect(container.hitTest(CGPoint(x: 250, y: 30), with: nil) == nil)
        child.isUserInteractionEnabled = false
        #expect(container.hitTest(CGPoint(x: 30, y: 30), with: nil) === container)
        #expect(container.point(inside: CGPoint(x: 199, y: 0), with: nil))

        container.calls = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(container)
        #expect(container.calls == ["willMove true", "didMoveToWindow true"])
        container.calls = []
        container.setNeedsUpdateConstraints()
        #expect(container.needsUpdateConstraints())
        container.layoutIfNeeded()
        #expect(container.calls == ["updateConstraints"])
        #expect(!container.needsUpdateConstraints())
        container.calls = []
        container.removeFromSuperview()
        #expect(container.calls == ["willMove false", "didMoveToWindow false"])

        let screen = Screen()
        screen.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        screen.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        _ = try screen.view.cellSnapScreen()
        #expect(screen.safeAreaChanges == 1)
        _ = try screen.view.cellSnapScreen()
        #expect(screen.safeAreaChanges == 1)
    }

    /// The edit menu's visibility and notifications; the menu system; haptics; dynamics keep
    /// their items; scene requests fail for the one scene.
    @Test func menusHapticsDynamicsAndScenes() throws {
        let menu = UIMenuController.shared
        let notes = Log<Notification.Name>()
        let names = [UIMenuController.willShowMenuNotification, UIMenuController.didHideMenuNotification]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: menu, queue: nil) {
                notes.entries.append($0.name)
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        let target = UIView()
        menu.showMenu(from: target, rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(menu.isMenuVisible && menu.menuFrame == .zero)
        menu.hideMenu(from: UIView())
        #expect(menu.isMenuVisible)
        menu.hideMenu(from: target)
        #expect(!menu.isMenuVisible && notes.entries == names)

        #expect(UIImpactFeedbackGenerator().style == .medium)
        #expect(UIImpactFeedbackGenerator(style: .rigid).style == .rigid)

        let box = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        let animator = UIDynamicAnimator(referenceView: UIView())
        let gravity = UIGravityBehavior(items: [box])
        gravity.magnitude = 2
        animator.addBehavior(gravity)
        #expect(gravity.dynamicAnimator === animator && !animator.isRunning)
        #expect(abs(gravity.gravityDirection.dy - 2) < 1e-12)
        #expect(animator.items(in: CGRect(x: 0, y: 0, width: 110, height: 110)).count == 1)
        #expect(animator.items(in: CGRect(x: 0, y: 0, width: 90, height: 90)).isEmpty)
        #expect(box.frame == CGRect(x: 100, y: 100, width: 40, height: 40))
        let lazyAnimator = UIDynamicAnimator()
        lazyAnimator.addBehavior(UICollisionBehavior(items: [box]))
        #expect(lazyAnimator.referenceView == nil && lazyAnimator.behaviors.count == 1)

        var errors: [String] = []
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil) {
            errors.append(($0 as? CellSnapUIKitError)?.call ?? "")
        }
        #expect(errors == ["UIApplication.requestSceneSessionActivation(_:userActivity:options:errorHandler:)"])
        let item = UIApplicationShortcutItem(
            type: "compose", localizedTitle: "New", localizedSubtitle: nil,
            icon: UIApplicationShortcutIcon(systemImageName: "square.and.pencil"))
        #expect(item.icon?.cellSnapSource == .systemImageName("square.and.pencil"))
        #expect(UIPrintInteractionController.shared.present(animated: true) == false)
    }

    /// An animator of a collection view layout keeps the layout attributes its behaviours hold
    /// and finds each element's by category, kind and index path, unmoved.
    @Test func anAnimatorOfALayoutFindsItsItemsAttributes() {
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let animator = UIDynamicAnimator(collectionViewLayout: layout)
        #expect(animator.referenceView === collectionView)
        let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        cell.frame = CGRect(x: 0, y: 60, width: 100, height: 50)
        let header = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 0))
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 40)
        for item in [cell, header] {
            animator.addBehavior(UIAttachmentBehavior(item: item, attachedToAnchor: item.center))
        }
        #expect(animator.layoutAttributesForCell(at: IndexPath(item: 1, section: 0)) === cell)
        #expect(animator.layoutAttributesForCell(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(
            animator.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) === header)
        #expect(
            animator.layoutAttributesForDecorationView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
        let shown = animator.items(in: CGRect(x: 0, y: 50, width: 320, height: 100))
        #expect(shown.count == 1 && shown.first as? UICollectionViewLayoutAttributes === cell)
        #expect(cell.frame == CGRect(x: 0, y: 60, width: 100, height: 50))
    }

    /// Behaviours made empty (UIKit's inherited `init()`) take their items later; a push's angle and
    /// magnitude set one at a time keep each other; a bar button item keeps its spring loading.
    @Test func emptyBehavioursPushAngleAndSpringLoading() {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let collision = UICollisionBehavior()
        let item = UIDynamicItemBehavior()
        let gravity = UIGravityBehavior()
        #expect(collision.items.isEmpty && item.items.isEmpty && gravity.items.isEmpty)
        collision.addItem(box)
        item.addItem(box)
        gravity.addItem(box)
        #expect(collision.items.count == 1 && item.items.count == 1 && gravity.items.count == 1)
        #expect(collision.collisionMode == .everything && item.density == 1)
        #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1))

        let push = UIPushBehavior(items: [box], mode: .instantaneous)
        push.magnitude = 2
        #expect(push.pushDirection == CGVector(dx: 2, dy: 0))
        push.pushDirection = CGVector(dx: 3, dy: 4)
        push.magnitude = 10
        #expect(abs(push.pushDirection.dx - 6) < 1e-12 && abs(push.pushDirection.dy - 8) < 1e-12)
        push.angle = .pi / 2
        #expect(abs(push.pushDirection.dx) < 1e-12 && abs(push.pushDirection.dy - 10) < 1e-12)
        #expect(abs(push.angle - .pi / 2) < 1e-12 && abs(push.magnitude - 10) < 1e-12)

        let button = UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)
        #expect(!button.isSpringLoaded)
        button.isSpringLoaded = true
        #expect(button.isSpringLoaded)
    }
}

/// What notification observers saw (posted synchronously on the main thread in these tests).
final class Log<Entry>: @unchecked Sendable {
    var entries: [Entry] = []
}
