import Foundation

/// What view controller elements read: the title, the navigation and tab bar items, the view
/// (made when the controller loads it, as UIKit loads a storyboard controller's view), and the
/// relationship segues of navigation and tab bar controllers.
extension IBReading {
    mutating func applyController(_ controller: UIViewController) {
        accept("storyboardIdentifier", "title")
        if let title = element.attributes["title"] { controller.title = title }
        // The attributes inspector's Interface Style: `overrideUserInterfaceStyle`.
        if let style = choice("interfaceStyle", Self.interfaceStyles) { controller.overrideUserInterfaceStyle = style }
        var viewConnections: [IBElement] = []
        // The controller's outlets point into its view, which is made when the view loads.
        loader.pendingConnections.removeAll { pending in
            guard pending.source === controller else { return false }
            viewConnections.append(pending.element)
            return true
        }
        let viewElement = keyed("view")
        // iOS 7's top and bottom layout guides, which constraints of older storyboards refer to:
        // the edges of the safe area since iOS 11.
        var legacyGuides: [String: Bool] = [:]
        for guide in child("layoutGuides")?.children ?? [] {
            guard let id = guide.attributes["id"] else { continue }
            legacyGuides[id] = guide.attributes["type"] == "top"
        }
        controller.cellSnapViewSource = IBViewSource(
            loader: loader, view: viewElement, connections: viewConnections,
            controllerID: element.attributes["id"] ?? "", storyboard: loader.storyboard)
        controller.cellSnapViewSource?.legacyGuides = legacyGuides
        controller.cellSnapViewSource?.sceneObjectIDs = IBViewSource.sceneObjectIDs(of: element)
        controller.cellSnapViewSource?.sceneObjects = IBGestureRecognizers.sceneObjects(
            of: element.attributes["id"] ?? "", in: loader.document)
        controller.cellSnapViewSource?.segues = IBSegues.identified(in: element)
        if let items = child("toolbarItems"), !items.children.isEmpty {
            controller.toolbarItems = barButtonItems(items.children)
        }
        if let item = child("navigationItem", key: "navigationItem") { adoptExisting(controller.navigationItem, item) }
        if let item = child("tabBarItem", key: "tabBarItem") { adoptExisting(controller.tabBarItem, item) }
        _ = child("size", key: "freeformSize")  // the editor's canvas size
        if let edges = child("extendedEdge", key: "edgesForExtendedLayout") {
            controller.edgesForExtendedLayout = extendedEdges(edges)
        }
        if let opaque = bool("extendedLayoutIncludesOpaqueBars") {
            controller.extendedLayoutIncludesOpaqueBars = opaque
        }
        controller.cellSnapViewSource?.refreshControl = refreshControl(of: controller)
        if let navigation = controller as? UINavigationController { applyNavigationBars(navigation) }
        if let tabs = controller as? UITabBarController { applyTabBar(tabs) }
        if let split = controller as? UISplitViewController { applySplitView(split) }
        if let pages = controller as? UIPageViewController {
            // Its style, orientation and spine, read by its `init(coder:)` (fixed once made, as in UIKit).
            accept("transitionStyle", "navigationOrientation", "spineLocation")
            if let doubleSided = bool("doubleSided") { pages.isDoubleSided = doubleSided }
        }
        relationships(of: controller, in: viewConnections)
    }

    /// An `<extendedEdge>`: the edges written `YES` (none written: none, as Interface Builder
    /// writes a controller whose "Extend Edges" boxes are all unchecked).
    private func extendedEdges(_ element: IBElement) -> UIRectEdge {
        var reading = IBReading(element: element, loader: loader)
        defer { reading.finish() }
        var edges: UIRectEdge = []
        for (key, edge) in [("top", UIRectEdge.top), ("left", .left), ("bottom", .bottom), ("right", .right)]
        where reading.bool(key) == true {
            edges.insert(edge)
        }
        return edges
    }

    /// The relationship segues: a navigation controller's root, a tab bar controller's children, a
    /// split view controller's columns.
    private func relationships(of controller: UIViewController, in connections: [IBElement]) {
        var children: [(relationship: String, controller: UIViewController)] = []
        for segue in connections.flatMap { $0.children }
        where segue.name == "segue" && segue.attributes["kind"] == "relationship" {
            guard let id = segue.attributes["destination"], let destination = loader.document.elementsByID[id] else {
                return loader.fail(segue, "the relationship's destination is not in the storyboard")
            }
            do {
                guard let child = try loader.object(for: destination) as? UIViewController else {
                    return loader.fail(segue, "the relationship's destination is not a view controller")
                }
                children.append((segue.attributes["relationship"] ?? "", child))
            } catch {
                return loader.fail(segue, error: error)
            }
        }
        guard !children.isEmpty else { return }
        if let navigation = controller as? UINavigationController {
            navigation.setViewControllers(children.map(\.controller), animated: false)
        } else if let tabs = controller as? UITabBarController {
            tabs.setViewControllers(children.map(\.controller), animated: false)
        } else if let split = controller as? UISplitViewController {
            splitColumns(split, children)
        }
    }

    /// A split view controller's relationships: `masterViewController` and `detailViewController`
    /// (the primary and secondary), `supplementaryViewController` and `compactViewController` of
    /// iOS 14's column styles. A classic split view (style `unspecified`) takes the primary and
    /// secondary as its `viewControllers`; a column style sets each column's controller.
    private func splitColumns(
        _ split: UISplitViewController, _ children: [(relationship: String, controller: UIViewController)]
    ) {
        let columns: [String: UISplitViewController.Column] = [
            "masterViewController": .primary, "supplementaryViewController": .supplementary,
            "detailViewController": .secondary, "compactViewController": .compact,
        ]
        var classic: [UIViewController] = []
        for (relationship, child) in children {
            guard let column = columns[relationship] else {
                return loader.fail(
                    element, "the split view controller's relationship \"\(relationship)\" is not one CellSnap reads")
            }
            if split.style == .unspecified {
                guard column == .primary || column == .secondary else {
                    return loader.fail(
                        element, "the relationship \"\(relationship)\" needs a split view controller of a column style")
                }
                classic.insert(child, at: column == .primary ? 0 : classic.count)
            } else {
                split.setViewController(child, for: column)
            }
        }
        if !classic.isEmpty { split.viewControllers = classic }
    }

    mutating func applyNavigationItem(_ item: UINavigationItem) {
        if let title = string("title") { item.title = title }
        if let prompt = string("prompt") { item.prompt = prompt }
        let modes: [String: UINavigationItem.LargeTitleDisplayMode] = [
            "automatic": .automatic, "always": .always, "never": .never,
        ]
        if let mode = choice("largeTitleDisplayMode", modes) { item.largeTitleDisplayMode = mode }
        item.leftBarButtonItem = barButtonItem("leftBarButtonItem") ?? item.leftBarButtonItem
        item.rightBarButtonItem = barButtonItem("rightBarButtonItem") ?? item.rightBarButtonItem
        item.backBarButtonItem = barButtonItem("backBarButtonItem") ?? item.backBarButtonItem
        if let items = child("rightBarButtonItems") { item.rightBarButtonItems = barButtonItems(items.children) }
        if let items = child("leftBarButtonItems") { item.leftBarButtonItems = barButtonItems(items.children) }
        if let supplements = bool("leftItemsSupplementBackButton") { item.leftItemsSupplementBackButton = supplements }
        if let element = keyed("titleView") {
            // Any view in place of the title (a segmented control, most often), as on iOS.
            do {
                guard let view = try loader.object(for: element) as? UIView else {
                    return loader.fail(element, "the navigation item's titleView <\(element.name)> is not a view")
                }
                item.titleView = view
            } catch {
                loader.fail(element, error: error)
            }
        }
    }

    /// The bar button item child with `key`, made.
    private mutating func barButtonItem(_ key: String) -> UIBarButtonItem? {
        guard let element = child("barButtonItem", key: key) else { return nil }
        return barButtonItems([element]).first
    }

    /// The bar button items of an element's children, made.
    func barButtonItems(_ elements: [IBElement]) -> [UIBarButtonItem] {
        elements.compactMap { child in
            do {
                guard let item = try loader.object(for: child) as? UIBarButtonItem else {
                    loader.fail(child, "<\(child.name)> is not a bar button item")
                    return nil
                }
                return item
            } catch {
                loader.fail(child, error: error)
                return nil
            }
        }
    }

    mutating func applyBarItem(_ item: UIBarItem) {
        let tabBarSystemItems: [String: UITabBarItem.SystemItem] = [
            "more": .more, "favorites": .favorites, "featured": .featured, "topRated": .topRated, "recents": .recents,
            "contacts": .contacts, "history": .history, "bookmarks": .bookmarks, "search": .search,
            "downloads": .downloads, "mostRecent": .mostRecent, "mostViewed": .mostViewed,
        ]
        if let tab = item as? UITabBarItem, let system = choice("systemItem", tabBarSystemItems) {
            tab.cellSnapApply(system)
        }
        if let title = string("title") { item.title = title }
        let catalog = string("catalog")  // "system": an SF Symbol
        if let name = string("image") {
            item.image =
                catalog == "system"
                ? IBImages.symbol(named: name, element: element, loader: loader)
                : IBImages.image(named: name, bundle: loader.bundle, element: element, loader: loader)
        }
        if let tab = item as? UITabBarItem { applyTabBarItem(tab, catalog: catalog) }
        if let tag = number("tag") { item.tag = Int(tag) }
        if let enabled = bool("enabled") { item.isEnabled = enabled }
        if let reference = child("imageReference", key: "image") { item.image = value(of: reference) as? UIImage }
        if let insets = keyed("imageInsets").flatMap({ value(of: $0) as? UIEdgeInsets }) { item.imageInsets = insets }
        if let insets = keyed("landscapeImagePhoneInsets").flatMap({ value(of: $0) as? UIEdgeInsets }) {
            item.landscapeImagePhoneInsets = insets
        }
        if let style = string("style"), let button = item as? UIBarButtonItem {
            button.style = style == "done" ? .done : .plain
        }
        if let button = item as? UIBarButtonItem, let color = colorChild("tintColor") { button.tintColor = color }
        if let element = keyed("customView") {
            // Any view in place of the item (a switch, a segmented control), as on iOS.
            do {
                guard let view = try loader.object(for: element) as? UIView, let button = item as? UIBarButtonItem
                else {
                    return loader.fail(element, "the customView <\(element.name)> is not a view of a bar button item")
                }
                button.customView = view
            } catch {
                loader.fail(element, error: error)
            }
        }
        if let system = string("systemItem"), !(item is UITabBarItem), (item as? UIBarButtonItem)?.systemItem == nil {
            loader.fail(element, "the system item \"\(system)\" is not one CellSnap has")
        }
    }

    /// A tab bar item's own attributes: its selected image (from the same catalog as its image),
    /// its badge's text and its Badge Color (`UITabBarItem.badgeColor`).
    private mutating func applyTabBarItem(_ tab: UITabBarItem, catalog: String?) {
        if let name = string("selectedImage") {
            tab.selectedImage =
                catalog == "system"
                ? IBImages.symbol(named: name, element: element, loader: loader)
                : IBImages.image(named: name, bundle: loader.bundle, element: element, loader: loader)
        }
        if let value = string("badgeValue") { tab.badgeValue = value }
        if let color = colorChild("badgeColor") { tab.badgeColor = color }
    }

    /// Applies `element` to `object`, which its parent already made (a controller's navigation item).
    private func adoptExisting(_ object: NSObject, _ element: IBElement) {
        do {
            try loader.adopt(object, element: element)
        } catch {
            loader.fail(element, error: error)
        }
    }
}

/// Where a controller made from a storyboard gets its view: the view element of its scene,
/// made when the view loads, with the controller's own connections (its outlets into the view);
/// and the scene's segues, which ``IBSegues`` runs.
@MainActor final class IBViewSource {
    let template: IBTemplate?
    let connections: [IBElement]
    let controllerID: String
    let storyboard: UIStoryboard?
    /// The document of the scene, the modules its classes are looked up in, and its bundle.
    let document: IBDocument
    let modules: [String]
    let bundle: Bundle?
    /// The scene's segues with an identifier.
    var segues: [String: IBElement] = [:]
    /// The ids of the controller's top (`true`) and bottom layout guides.
    var legacyGuides: [String: Bool] = [:]
    /// The gesture recognizers and views of the scene beside the controller, made with the view
    /// (its outlets and its views' refer to them).
    var sceneObjects: [IBElement] = []
    /// A table view controller's refresh control, made with the controller: its table's once loaded.
    var refreshControl: UIRefreshControl?
    /// The loader that made the controller, while it makes the storyboard's objects (weakly: it
    /// holds the controller), and the ids of the objects of its scene made with the controller,
    /// outside the view (its navigation item's bar button items and their custom views, its tab
    /// bar item): the controller's outlets may point at them, as on iOS.
    weak var sceneLoader: IBLoader?
    var sceneObjectIDs: Set<String> = []
    /// Those objects once the loader finished, held weakly as iOS's nib loading leaves them to the
    /// controller (its items hold them): a view source that held them, or the loader, would keep
    /// the controller alive through them.
    private var finishedSceneObjects: [String: WeakSceneObject] = [:]
    /// The targets of the scene's bar button items that trigger a segue (an item's target is weak).
    var barItemSegueTriggers: [IBBarItemSegueTrigger] = []

    init(loader: IBLoader, view: IBElement?, connections: [IBElement], controllerID: String, storyboard: UIStoryboard?)
    {
        template = view.map { IBTemplate(loader: loader, element: $0) }
        sceneLoader = loader
        self.connections = connections
        self.controllerID = controllerID
        self.storyboard = storyboard
        document = loader.document
        modules = loader.modules
        bundle = loader.bundle
    }

    /// Keeps the scene's objects that `loader`, which made the controller and has finished, made
    /// outside its view (weakly).
    func keepSceneObjects(of loader: IBLoader) {
        for id in sceneObjectIDs { finishedSceneObjects[id] = WeakSceneObject(object: loader.objects[id]) }
    }

    /// The controller's view, made and connected (outlets, actions), its objects awoken, and the
    /// embed segues of its container views run.
    func loadView(of controller: UIViewController) throws -> UIView? {
        guard let template else { return nil }
        let loader = IBLoader(document: template.document, modules: template.modules, bundle: template.bundle)
        loader.storyboard = storyboard
        loader.objects[controllerID] = controller
        for id in sceneObjectIDs.sorted() {
            loader.objects[id] = sceneLoader?.objects[id] ?? finishedSceneObjects[id]?.object
        }
        let view = try loader.object(for: template.element) as? UIView
        for object in sceneObjects { _ = try loader.object(for: object) }
        for (id, isTop) in legacyGuides {
            loader.objects[id] = view?.safeAreaLayoutGuide
            loader.legacyGuides[id] = isTop
        }
        loader.pendingConnections += connections.map { ($0, controller) }
        try loader.finish(awakingFrom: 0)
        for (segue, container) in loader.embedSegues { try embed(segue, in: container, of: controller) }
        if let refreshControl, let table = view as? UITableView { table.refreshControl = refreshControl }
        return view
    }

    /// The ids of the elements of a controller's scene outside its view (and its view's subtree).
    static func sceneObjectIDs(of controller: IBElement) -> Set<String> {
        var ids: Set<String> = []
        for child in controller.children where child.attributes["key"] != "view" {
            child.descendants { element, _ in
                if let id = element.attributes["id"], element.name != "constraint" { ids.insert(id) }
            }
        }
        return ids
    }

    /// A new controller of the segue's destination scene, made, connected and awoken.
    func destination(of segue: IBElement) throws -> UIViewController {
        guard let id = segue.attributes["destination"], let element = document.elementsByID[id] else {
            throw failure(segue, "the segue's destination is not in the storyboard")
        }
        let loader = IBLoader(document: document, modules: modules, bundle: bundle)
        loader.storyboard = storyboard
        guard let controller = try loader.object(for: element) as? UIViewController else {
            throw failure(segue, "the segue's destination is not a view controller")
        }
        try loader.finish(awakingFrom: 0)
        return controller
    }

    /// An embed segue: its destination a child of `controller`, its view filling `container`.
    private func embed(_ segue: IBElement, in container: UIView, of controller: UIViewController) throws {
        let child = try destination(of: segue)
        let storyboardSegue = UIStoryboardSegue(
            identifier: segue.attributes["identifier"], source: controller, destination: child)
        controller.prepare(for: storyboardSegue, sender: nil)
        controller.addChild(child)
        child.view.frame = container.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(child.view)
        child.didMove(toParent: controller)
    }

    /// A problem of `element` of the scene's document.
    func failure(_ element: IBElement, _ problem: String) -> IBFailure {
        IBFailure(file: document.fileName, element: element, problem)
    }
}

/// An object of a storyboard scene, held weakly.
private struct WeakSceneObject {
    weak var object: AnyObject?
}
