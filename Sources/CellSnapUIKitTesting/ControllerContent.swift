import CellModel
import CellSnapUIKit
import CellSnapUIKitSnapshots
import Foundation

extension CollectionContent {
    /// What `.image(width:)` draws of a view controller (its view is loaded first, and laid out
    /// first when the controller holds others):
    ///
    /// - a controller whose view shows its list and nothing else (a `UITableViewController`, a
    ///   `UICollectionViewController`, a view holding only its list): the list, as the collection
    ///   or table view strategy draws it, at its whole content height, read while the controller
    ///   is shown in a window of its own (so that it has appeared, as on iOS);
    /// - a controller whose view shows more than its list (a header, a bar, a button floating
    ///   over it or added to the collection view itself, a view behind it, a layer of its own
    ///   under a clear list, a table's header or
    ///   footer view, content insets of the app's, a list narrower than the view once laid out):
    ///   its screen, made as much taller as the list's content
    ///   overflows the list, so that a list pinned to the view's edges shows all of its content
    ///   beside everything else (see ``screen(of:showingAllOf:width:traits:)``); a controller
    ///   that is the child of another, or whose view was added to a window by hand, is not moved
    ///   into a window of its own: its list is drawn (a window's root, as a launched app's, is
    ///   lent to the snapshot's window and given back);
    /// - a controller with neither a collection view nor a table view with a data source (UIKit
    ///   draws it empty), or whose list has no items (an empty list has no content height): its
    ///   screen (see ``screen(of:width:traits:)``).
    @MainActor init(_ controller: UIViewController, width: Double, traits: UITraitCollection) throws {
        // A container of its own (a tab bar or navigation controller, not yet shown) puts its
        // shown child's view in its own at its first layout pass: found there, the child's list
        // is drawn as when the container is a launched app's window's root.
        if controller.parent == nil, controller.view.window == nil, !controller.children.isEmpty {
            controller.view.layoutIfNeeded()
        }
        let tableWithData = controller.cellSnapTableView.flatMap { $0.dataSource == nil ? nil : $0 }
        guard let list: UIScrollView = controller.cellSnapCollectionView ?? tableWithData else {
            self = try Self.screen(of: controller, width: width, traits: traits)
            return
        }
        // A child of another controller, or a view put in a window by hand, stays where it is: its list.
        let window = controller.view.window
        if controller.parent == nil, window == nil || window?.rootViewController === controller,
            Self.shows(besides: list, in: controller.view) || Self.hasHeaderOrFooterView(list)
                || Self.hasOwnContentInsets(list)
        {
            self = try Self.screen(of: controller, showingAllOf: list, width: width, traits: traits)
            return
        }
        let size = CGSize(width: width, height: Self.screenHeight(of: controller))
        if controller.parent == nil, window == nil, DeviceCapture.isWithinLimits(size, traits: traits) {
            // A controller of its own appears first, as iOS's snapshot libraries show it in a
            // window (`viewWillAppear(_:)`, `viewIsAppearing(_:)`, the layout pass,
            // `viewDidAppear(_:)`): a list it sets up there is drawn set up. (A window larger than
            // CellSnap draws is not made: the list alone may still be drawn in bands.)
            // A list narrower than its view, once laid out there, leaves the view showing beside it.
            let content = try Self.showing(controller, size: size, traits: traits) {
                Self.isNarrower(list, than: controller.view)
                    ? nil : try CollectionContent(listOf: controller, width: width, traits: traits)
            }
            if let content {
                self = content
            } else {
                self = try Self.screen(of: controller, showingAllOf: list, width: width, traits: traits)
                return
            }
        } else {
            try self.init(listOf: controller, width: width, traits: traits)
        }
        if !hasItems { self = try Self.screen(of: controller, width: width, traits: traits) }
    }

    /// The controller's first collection view's content, or else its first table view's list;
    /// an error naming the controller when it has neither.
    @MainActor init(listOf controller: UIViewController, width: Double, traits: UITraitCollection) throws {
        guard let collectionView = controller.cellSnapCollectionView else {
            self = .list(try controller.cellSnapListDescription(traits: traits, width: width))
            if let tableView = controller.cellSnapTableView { showBehind(tableView, traits: traits) }
            return
        }
        try self.init(collectionView, width: width, traits: traits)
    }

    /// Whether the list or collection holds at least one item.
    var hasItems: Bool {
        switch self {
        case .list(let list): list.sections.contains { !$0.cells.isEmpty }
        case .collection(let collection):
            if let placed = collection.placedLayout {
                placed.elements.contains { $0.kind == .cell }
            } else {
                collection.sections.contains { !$0.items.isEmpty }
            }
        case .screen: true
        }
    }

    /// Whether `root` shows a view besides `list`: a view that is neither the list, nor inside it,
    /// nor one of the views that hold it, and that neither it nor a view holding it hides (hidden,
    /// or fully transparent).
    /// Whether `list` is a table with a table header or footer view, which the list alone (the
    /// table strategy's rows and sections) does not draw: its screen is drawn instead.
    @MainActor static func hasHeaderOrFooterView(_ list: UIView) -> Bool {
        guard let table = list as? UITableView else { return false }
        return table.tableHeaderView != nil || table.tableFooterView != nil
    }

    /// Whether the app gave `list` top or bottom content insets of its own (`contentInset`), which
    /// the list alone (its items from the content's top) does not draw: its screen shows them, as
    /// the list at rest shows its top inset above the first item.
    @MainActor static func hasOwnContentInsets(_ list: UIScrollView) -> Bool {
        list.contentInset.top != 0 || list.contentInset.bottom != 0
    }

    /// Whether `list`, laid out in `root`, leaves some of the root's width beside it (a table
    /// pinned to the layout margins), which the list alone, drawn at the whole width, would not
    /// show: its cells are as wide as the list, as UIKit lays them out.
    @MainActor static func isNarrower(_ list: UIView, than root: UIView) -> Bool {
        guard root.bounds.width > 0, list.isDescendant(of: root) else { return false }
        let frame = list.convert(list.bounds, to: root)
        return frame.width > 0 && frame.width < root.bounds.width - 0.5
    }

    /// Whether `root` shows something besides `list`: a view that does not hold the list, or,
    /// behind a clear list, a layer of its own added to a view that holds it (a gradient under a
    /// transparent list), which the list alone would not draw.
    @MainActor static func shows(besides list: UIView, in root: UIView) -> Bool {
        let listIsClear = list.backgroundColor?.cellSnapIsClear(in: list.traitCollection) == true
        if holdsViewsOfTheApps(list) { return true }
        var queue = [root]
        while let next = queue.popLast() {
            if next === list || next.isHidden || next.alpha == 0 { continue }
            if !list.isDescendant(of: next) { return true }
            if listIsClear && !(next.layer.sublayers ?? []).isEmpty { return true }
            queue += next.subviews
        }
        return false
    }

    /// Whether `list` is a collection view holding a view the app added to it (an onboarding's page
    /// control and buttons over its pages), which the list alone, its items, does not draw: a shown
    /// view besides its background view and a refresh control.
    @MainActor static func holdsViewsOfTheApps(_ list: UIView) -> Bool {
        guard let collection = list as? UICollectionView else { return false }
        return collection.subviews.contains { view in
            view !== collection.backgroundView && !(view is UIRefreshControl) && !view.isHidden && view.alpha > 0
        }
    }

    /// The controller shown as the root of a window `width` points wide and as tall as its view
    /// (the default screen height when its view has no height), no safe area, drawn as the window
    /// shows it: every view where its frame puts it, scroll views at rest.
    @MainActor static func screen(of controller: UIViewController, width: Double, traits: UITraitCollection) throws
        -> CollectionContent
    {
        let size = CGSize(width: width, height: screenHeight(of: controller))
        return .screen(try capture(controller, size: size, traits: traits))
    }

    /// The controller's screen as ``screen(of:width:traits:)`` draws it, made taller by as much as
    /// `list`'s content (with its content insets) is taller than the list, so that a list that
    /// grows with the screen (pinned to the view's top and bottom) shows all of its content, and
    /// everything beside it stays where its constraints put it, the list at rest at its top. A
    /// list that does not grow with the screen (a fixed height) is drawn at the view's height,
    /// clipped as the device shows it, and so is a screen whose taller form would be larger than
    /// CellSnap draws in one window (a calendar of years of weeks above an agenda): what the
    /// device shows, as iOS draws it, rather than the list alone without everything beside it.
    @MainActor static func screen(
        of controller: UIViewController, showingAllOf list: UIScrollView, width: Double, traits: UITraitCollection
    ) throws -> CollectionContent {
        let size = CGSize(width: width, height: screenHeight(of: controller))
        // Both heights are laid out in one window, so that the controller is not given back to a
        // window of its own (a launched app's, of another size) in between: a layout that sizes
        // by the view's height is prepared at the screen's, and not again when the screen grows.
        return try showing(controller, size: size, traits: traits) {
            let first = try measure(controller, list: list)
            if let screen = first.screen { return .screen(screen) }
            let taller = CGSize(width: width, height: size.height + first.overflow)
            guard DeviceCapture.isWithinLimits(taller, traits: traits) else {
                return .screen(try DeviceCapture.capture(controller.view))
            }
            // The collection's layout keeps the container the screen gives it (a group of a
            // fractional height is a fraction of what the device shows, not of the taller list).
            let collection = list as? UICollectionView
            collection?.cellSnapViewportHeight = first.listHeight
            defer { collection?.cellSnapViewportHeight = nil }
            resizeWindow(of: controller, to: taller)
            // The taller screen shows the whole content from its top: a list the app scrolled (to
            // its last row, say) is drawn at rest, and given its offset back afterwards.
            let offset = list.contentOffset
            defer { list.contentOffset = offset }
            list.contentOffset.y = -list.adjustedContentInset.top
            let second = try measure(controller, list: list, capturing: true)
            if second.listHeight > first.listHeight, let screen = second.screen { return .screen(screen) }
            resizeWindow(of: controller, to: size)
            controller.view.layoutIfNeeded()
            return .screen(try DeviceCapture.capture(controller.view))
        }
    }

    /// The controller, shown, laid out at its window's size: how much taller the list's content
    /// is than the list (rounded up to a whole pixel), the list's height, and the screen captured
    /// when the content fits in the list or `capturing` asks for it.
    @MainActor private static func measure(_ controller: UIViewController, list: UIScrollView, capturing: Bool = false)
        throws -> (overflow: CGFloat, listHeight: CGFloat, screen: LaidOutValue?)
    {
        controller.view.layoutIfNeeded()
        let insets = list.adjustedContentInset
        let overflow = list.contentSize.height + insets.top + insets.bottom - list.bounds.height
        let scale = max(list.traitCollection.displayScale, 1)
        let wholePixels = (overflow * scale).rounded(.up) / scale
        let fits = wholePixels <= 0
        let screen = fits || capturing ? try DeviceCapture.capture(controller.view) : nil
        return (max(wholePixels, 0), list.bounds.height, screen)
    }

    /// The window showing the controller made `size` large, its root view with it.
    @MainActor private static func resizeWindow(of controller: UIViewController, to size: CGSize) {
        guard let window = controller.view.window else { return }
        window.frame.size = size
        window.rootViewController?.view.frame = window.bounds
    }

    @MainActor private static func capture(_ controller: UIViewController, size: CGSize, traits: UITraitCollection)
        throws -> LaidOutValue
    {
        try showing(controller, size: size, traits: traits) { try DeviceCapture.capture(controller.view) }
    }

    @MainActor private static func showing<T>(
        _ controller: UIViewController, size: CGSize, traits: UITraitCollection, _ body: () throws -> T
    ) throws -> T {
        try DeviceCapture.showing(
            controller, safeArea: .zero, size: size, screenTraits: UITraitCollection(), traits: traits, body)
    }

    /// The height of the controller's view, or the default screen's when it has none.
    @MainActor private static func screenHeight(of controller: UIViewController) -> CGFloat {
        controller.view.frame.height > 0 ? controller.view.frame.height : DevicePreset.defaultScreenHeight
    }
}
