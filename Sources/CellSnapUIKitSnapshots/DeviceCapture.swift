import CellLayout
import CellModel
import CellSnapSuite
import CellSnapUIKit
import Foundation
import Pixels
import Primitives
import Rendering

/// Views and view controllers shown as swift-snapshot-testing 1.19 shows them before it draws
/// them (its `prepareView` and `snapshotView`, `Common/View.swift`), so that a Linux render has
/// the iOS render's size, safe area and traits:
///
/// - a view controller becomes the child of a plain root controller in a window of the
///   configuration's size (else its view's size; else, for a view of no width or height, such as
///   a `loadView()` that sets `UIView()`, the main screen's, which iOS's references of such
///   controllers have: the window of an app-hosted test is the screen), whose safe area is the configuration's (its
///   view pinned to the root view's edges when it does not translate its autoresizing mask); the
///   window is made key, so the controllers appear (`viewWillAppear(_:)`, the layout pass,
///   `viewDidAppear(_:)`), and the controller's view is drawn; a controller that is a container's
///   child (a navigation controller's) leaves the container first and is drawn alone, without
///   the container's bars, as UIKit's `addChild(_:)` moves it there;
/// - like swift-snapshot-testing's window, a `UINavigationController` root gives up the top of
///   the safe area (the window is that much shorter: the bar starts at the top of the image), and
///   a `UITabBarController` root the bottom (and the top too when its selected tab is a
///   navigation controller);
/// - a view is put in such a window at `size` (else its own size; a view of no size is sized to
///   fit first), away from the safe area, and drawn at its bounds; a window's root view that does
///   not translate its autoresizing mask into constraints (which its window alone sized) is pinned
///   to the holder at that size, as swift-snapshot-testing pins such a controller's view.
///
/// The window is key while the snapshot is taken; the window that was key before (an app's
/// launched window) is key again afterwards, as an app's window stays key on a device.
///
/// The traits are the configuration's with the test's on top; unspecified traits take an
/// iPhone's defaults (light, Large, left to right, 3x: the scale of the simulator
/// swift-snapshot-testing's references are usually recorded on; the phone idiom, a compact width
/// and a regular height, the default screen's, which every view has unless told otherwise).
@MainActor public enum DeviceCapture {
    /// `controller` shown as described above, with `body` run while it is on screen. The views are
    /// laid out with the renderer's text engine measuring their text, for this call only.
    public static func showing<T>(
        _ controller: UIViewController, safeArea: UIEdgeInsets, size: CGSize?, screenTraits: UITraitCollection,
        traits: UITraitCollection, _ body: () throws -> T
    ) throws -> T {
        try UIView.cellSnapMeasuringText(with: TextEngine.current()) {
            try showingInWindow(
                controller, safeArea: safeArea, size: size, screenTraits: screenTraits, traits: traits, body)
        }
    }

    private static func showingInWindow<T>(
        _ controller: UIViewController, safeArea: UIEdgeInsets, size: CGSize?, screenTraits: UITraitCollection,
        traits: UITraitCollection, _ body: () throws -> T
    ) throws -> T {
        let own = controller.view.frame.size
        let size = size ?? (own.width > 0 && own.height > 0 ? own : UIScreen.main.bounds.size)
        let merged = UITraitCollection(traitsFrom: [screenTraits, traits])
        try refuseWhatCannotBeDrawn(controller, traits: merged)
        var windowSize = size
        var insets = safeArea
        // swift-snapshot-testing's window: "Safe area renders inaccurately for
        // UI{Navigation,TabBar}Controller", so it gives those roots a shorter window instead.
        if controller is UINavigationController {
            windowSize.height -= insets.top
            insets.top = 0
        } else if let tabs = controller as? UITabBarController {
            windowSize.height -= insets.bottom
            insets.bottom = 0
            if tabs.selectedViewController is UINavigationController {
                windowSize.height -= insets.top
                insets.top = 0
            }
        }
        // A child of a container (a navigation controller's top controller) leaves it, as
        // swift-snapshot-testing's `addChild(_:)` takes it on iOS (UIKit removes a child from its
        // container first), and stays out of it afterwards, as there.
        if controller.parent != nil {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        // A controller the app made a window's root (its scene delegate's `configureWindow()`) is
        // drawn in a window of the snapshot's own, as swift-snapshot-testing moves its view into
        // one on iOS, and given back to its window afterwards.
        let formerWindow = controller.viewIfLoaded?.window.flatMap { $0.rootViewController === controller ? $0 : nil }
        formerWindow?.rootViewController = nil
        defer { formerWindow?.rootViewController = controller }
        if controller.viewIfLoaded?.window != nil {
            throw CellSnapUIKitError(
                call: "a \(type(of: controller)) already in a window",
                reason:
                    "a snapshot shows the controller as the root of a window of its own; remove it from its window first"
            )
        }
        try checkWithinLimits(windowSize, traits: merged, of: "a window for a \(type(of: controller))")
        let window = UIWindow(frame: CGRect(origin: .zero, size: windowSize))
        window.cellSnapDeviceSafeAreaInsets = insets
        window.cellSnapTraits = merged
        let root = UIViewController()
        root.view.frame = window.bounds
        root.view.backgroundColor = .clear
        controller.view.frame = root.view.frame
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addChild(controller)
        root.view.addSubview(controller.view)
        // As swift-snapshot-testing's `add(traits:viewController:to:)`: a view that does not
        // translate its autoresizing mask into constraints is pinned to the root view's edges.
        let pins = controller.view.translatesAutoresizingMaskIntoConstraints ? [] : edges(controller.view, root.view)
        NSLayoutConstraint.activate(pins)
        controller.didMove(toParent: root)
        window.rootViewController = root
        let formerKeyWindow = UIApplication.shared.keyWindow
        window.makeKeyAndVisible()
        defer {
            // The window lets its root go first, so that the controller disappears with it
            // (`viewWillDisappear(_:)`, `viewDidDisappear(_:)`) and appears again next time.
            window.rootViewController = nil
            formerKeyWindow?.makeKey()
            controller.willMove(toParent: nil)
            NSLayoutConstraint.deactivate(pins)
            controller.view.removeFromSuperview()
            controller.removeFromParent()
        }
        return try body()
    }

    /// `view` shown as described above, with `body` run while it is on screen. With
    /// `awayFromSafeArea` (the image strategies), the view is moved out of the window's safe area
    /// as swift-snapshot-testing moves it off screen. The views are laid out with the renderer's
    /// text engine measuring their text, for this call only.
    public static func showing<T>(
        _ view: UIView, size: CGSize?, screenTraits: UITraitCollection = UITraitCollection(),
        traits: UITraitCollection, awayFromSafeArea: Bool, _ body: () throws -> T
    ) throws -> T {
        try UIView.cellSnapMeasuringText(with: TextEngine.current()) {
            try showingInWindow(
                view, size: size, screenTraits: screenTraits, traits: traits, awayFromSafeArea: awayFromSafeArea, body)
        }
    }

    private static func showingInWindow<T>(
        _ view: UIView, size: CGSize?, screenTraits: UITraitCollection, traits: UITraitCollection,
        awayFromSafeArea: Bool, _ body: () throws -> T
    ) throws -> T {
        let initialFrame = view.frame
        let formerSuperview = view.superview
        let formerIndex = formerSuperview?.subviews.firstIndex { $0 === view }
        let size = size ?? view.frame.size
        try checkWithinLimits(
            size, traits: UITraitCollection(traitsFrom: [screenTraits, traits]), of: "a \(type(of: view))")
        view.frame.size = size
        let holder = UIViewController()
        holder.view.bounds = view.bounds
        holder.view.backgroundColor = .clear
        // A window keeps its root view at its bounds whether or not the view translates its
        // autoresizing mask into constraints, and iOSSnapshotTestCase draws a view already in a
        // window where it is. Moved into the holder, such a root view that is placed by
        // constraints would have none to size it: it is pinned to the holder instead, at its size.
        // Another view placed by constraints that has a size keeps it where its own constraints
        // leave it free (pinned at the lowest priority), as iOS draws a controller's view whose
        // window has gone at the size the window gave it.
        var pins: [NSLayoutConstraint] = []
        if !view.translatesAutoresizingMaskIntoConstraints {
            if isWindowRootView(view) {
                pins = edges(view, holder.view)
            } else if size.width > 0, size.height > 0 {
                pins = edges(view, holder.view)
                for pin in pins { pin.priority = UILayoutPriority(1) }
            }
        }
        holder.view.addSubview(view)
        NSLayoutConstraint.activate(pins)
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.cellSnapTraits = UITraitCollection(traitsFrom: [screenTraits, traits])
        let root = UIViewController()
        root.view.frame = window.bounds
        holder.view.frame = root.view.frame
        holder.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addChild(holder)
        root.view.addSubview(holder.view)
        holder.didMove(toParent: root)
        window.rootViewController = root
        let formerKeyWindow = UIApplication.shared.keyWindow
        window.makeKeyAndVisible()
        if view.bounds.width == 0 || view.bounds.height == 0 {
            // swift-snapshot-testing sizes a view of no size to fit; CellSnap then sizes what is
            // still empty to its content (the smallest size its constraints allow).
            view.sizeToFit()
            if view.bounds.width == 0 || view.bounds.height == 0 { fitToConstraints(view) }
        }
        // (A pinned view stays where its constraints put it; the window has no safe area.)
        if awayFromSafeArea, pins.isEmpty { view.frame.origin = CGPoint(x: 10_000, y: 10_000) }
        defer {
            NSLayoutConstraint.deactivate(pins)
            view.removeFromSuperview()
            view.frame = initialFrame
            if let formerSuperview {
                formerSuperview.insertSubview(view, at: min(formerIndex ?? 0, formerSuperview.subviews.count))
            }
            window.rootViewController = nil
            formerKeyWindow?.makeKey()
            holder.willMove(toParent: nil)
            holder.view.removeFromSuperview()
            holder.removeFromParent()
        }
        return try body()
    }

    /// Whether `view` is its window's root view controller's view.
    private static func isWindowRootView(_ view: UIView) -> Bool {
        (view.superview as? UIWindow)?.rootViewController?.viewIfLoaded === view
    }

    /// Constraints that pin `view`'s edges to `container`'s, as swift-snapshot-testing pins a
    /// controller's view that does not translate its autoresizing mask into constraints.
    private static func edges(_ view: UIView, _ container: UIView) -> [NSLayoutConstraint] {
        [
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ]
    }

    /// Gives `view` the smallest size its constraints allow, as UIKit's layout pass gives a view
    /// that constraints size: the view is laid out at that size and fitted again until the size
    /// holds, since a pass can change what the constraints ask for (a table view that sizes itself
    /// to the content its pass laid out at its new width). At most eight passes.
    private static func fitToConstraints(_ view: UIView) {
        var size = view.systemLayoutSizeFitting(CGSize(width: 0, height: 0))
        for _ in 0..<8 {
            view.frame.size = size
            view.setNeedsLayout()
            view.layoutIfNeeded()
            let next = view.systemLayoutSizeFitting(CGSize(width: 0, height: 0))
            if next == size { return }
            size = next
        }
        view.frame.size = size
    }

    /// The view as a window shows it now: every view where its frame puts it, scroll views at rest.
    /// A cell on its own is drawn as its list row (its configurations for its traits) at its size;
    /// a table view cell that no table holds without the table's automatic background.
    public static func capture(_ view: UIView) throws -> LaidOutValue {
        try checkDrawable(view.bounds.size, of: "a \(type(of: view))")
        let width = Double(view.bounds.width)
        let cell: ListCell? =
            if let cell = view as? UICollectionViewCell {
                try cell.cellSnapListCell(traits: view.traitCollection, width: width)
            } else if let cell = view as? UITableViewCell {
                try cell.cellSnapListCell(traits: view.traitCollection, width: width, inTable: isShownInList(cell))
            } else { nil }
        if var cell {
            // A cell drawn on its own keeps its height, as UIKit lays a view out at its bounds.
            cell.rowHeight = cell.rowHeight ?? Double(view.bounds.height)
            let row = ListCellLayout.revealingSwipeActions(
                of: cell, row: ListCellLayout.node(for: cell, width: width, separator: false))
            let size = Size(width: width, height: Double(view.bounds.height))
            return LaidOutValue(node: FixedSizeNode(size: size, content: row), width: width, traits: cell.state.traits)
        }
        let screen = try view.cellSnapScreen()
        return LaidOutValue(node: screen.node, width: screen.size.width, traits: screen.traits)
    }

    /// Whether a table (or another list) shows `cell`: it is in a table view, or has the list
    /// environment a table gives the cells it shows.
    private static func isShownInList(_ cell: UITableViewCell) -> Bool {
        ![.unspecified, .none].contains(cell.traitCollection.listEnvironment)
            || sequence(first: cell, next: \.superview).contains { $0 is UITableView }
    }

    /// A size a snapshot can be drawn at: finite, above zero both ways.
    static func checkDrawable(_ size: CGSize, of what: String) throws {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw CellSnapUIKitError(
                call: "\(what) \(ViewDescription.number(size.width)) x \(ViewDescription.number(size.height)) pt",
                reason: "a snapshot needs a width and a height above zero")
        }
    }

    /// A size whose image stays within what CellSnap draws (``PNG/maximumSide`` pixels wide,
    /// ``PNG/maximumHeight`` tall and ``PNG/maximumPixels`` in all, at the traits' scale), checked
    /// before anything is laid out at it.
    static func checkWithinLimits(_ size: CGSize, traits: UITraitCollection, of what: String) throws {
        guard isWithinLimits(size, traits: traits) else {
            let scale = traits.cellSnapTraits.displayScale
            throw CellSnapUIKitError(
                call: "\(what) \(ViewDescription.number(size.width)) x \(ViewDescription.number(size.height)) pt",
                reason:
                    "CellSnap draws at most \(PNG.maximumSide) px wide, \(PNG.maximumHeight) px tall and \(PNG.maximumPixels) pixels (at \(ViewDescription.number(CGFloat(scale)))x: \(ViewDescription.number(CGFloat(Double(PNG.maximumSide) / scale))) x \(ViewDescription.number(CGFloat(Double(PNG.maximumHeight) / scale))) pt)"
            )
        }
    }

    /// Whether an image of `size` points at the traits' scale stays within what CellSnap draws
    /// (``PNG/maximumSide`` pixels wide, ``PNG/maximumHeight`` tall and ``PNG/maximumPixels`` in all).
    public static func isWithinLimits(_ size: CGSize, traits: UITraitCollection) -> Bool {
        let scale = traits.cellSnapTraits.displayScale
        let width = Double(size.width) * scale, height = Double(size.height) * scale
        return !width.isNaN && !height.isNaN && width <= Double(PNG.maximumSide)
            && height <= Double(PNG.maximumHeight) && width * height <= Double(PNG.maximumPixels)
    }

    /// What iOS 18 draws in ways CellSnap does not: refused with the reason, never drawn wrong.
    static func refuseWhatCannotBeDrawn(_ controller: UIViewController, traits: UITraitCollection) throws {
        switch traits.userInterfaceIdiom {
        case .unspecified, .phone, .pad: break
        default:
            throw CellSnapUIKitError(
                call: "a screen with userInterfaceIdiom \(traits.userInterfaceIdiom)",
                reason: "CellSnap draws iPhone and iPad screens")
        }
        var queue = [controller]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            if next is UITabBarController, traits.userInterfaceIdiom == .pad {
                throw CellSnapUIKitError(
                    call: "a UITabBarController on an iPad (\(type(of: next)))",
                    reason: "iPadOS 18 shows its tabs as a floating bar at the top, which CellSnap does not draw")
            }
            if next is UISplitViewController, traits.horizontalSizeClass == .regular {
                throw CellSnapUIKitError(
                    call: "a UISplitViewController in a regular width (\(type(of: next)))",
                    reason: "it shows its columns side by side there, which CellSnap does not draw; use a compact width"
                )
            }
            queue += next.children
        }
    }
}

/// A node of a fixed size, its content placed in all of it (a cell drawn at the size it was given).
private struct FixedSizeNode: LayoutNode {
    let size: Size
    let content: any LayoutNode

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size { size }

    func place(in bounds: Rect, context: LayoutContext) -> PlacedNode { content.place(in: bounds, context: context) }
}
