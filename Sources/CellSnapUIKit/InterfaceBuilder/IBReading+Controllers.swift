import Foundation

/// What view controller elements read: the title, the navigation and tab bar items, the view
/// (made when the controller loads it, as UIKit loads a storyboard controller's view), and the
/// relationship segues of navigation and tab bar controllers.
extension IBReading {
    mutating func applyController(_ controller: UIViewController) {
        accept("storyboardIdentifier", "title")
        if let title = element.attributes["title"] { controller.title = title }
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
        if let items = child("toolbarItems"), !items.children.isEmpty {
            controller.toolbarItems = barButtonItems(items.children)
        }
        if let item = child("navigationItem", key: "navigationItem") { adoptExisting(controller.navigationItem, item) }
        if let item = child("tabBarItem", key: "tabBarItem") { adoptExisting(controller.tabBarItem, item) }
        _ = child("size", key: "freeformSize")  // the editor's canvas size
        if let bar = child("navigationBar", key: "navigationBar"),
            let navigation = controller as? UINavigationController
        {
            var reading = IBReading(element: bar, loader: loader)
            if let large = reading.bool("largeTitles") { navigation.navigationBar.prefersLargeTitles = large }
            if let insets = reading.bool("insetsLayoutMarginsFromSafeArea") {
                navigation.navigationBar.insetsLayoutMarginsFromSafeArea = insets
            }
            reading.accept("contentMode", "id", "translucent")
            _ = reading.child("rect", key: "frame")
            _ = reading.child("autoresizingMask")
            reading.finish()
        }
        relationships(of: controller, in: viewConnections)
    }

    /// The relationship segues: a navigation controller's root, a tab bar controller's children.
    private func relationships(of controller: UIViewController, in connections: [IBElement]) {
        var children: [UIViewController] = []
        for segue in connections.flatMap { $0.children }
        where segue.name == "segue" && segue.attributes["kind"] == "relationship" {
            guard let id = segue.attributes["destination"], let destination = loader.document.elementsByID[id] else {
                return loader.fail(segue, "the relationship's destination is not in the storyboard")
            }
            do {
                guard let child = try loader.object(for: destination) as? UIViewController else {
                    return loader.fail(segue, "the relationship's destination is not a view controller")
                }
                children.append(child)
            } catch {
                return loader.fail(segue, error: error)
            }
        }
        guard !children.isEmpty else { return }
        if let navigation = controller as? UINavigationController {
            navigation.setViewControllers(children, animated: false)
        } else if let tabs = controller as? UITabBarController {
            tabs.setViewControllers(children, animated: false)
        }
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
    }

    /// The bar button item child with `key`, made.
    private mutating func barButtonItem(_ key: String) -> UIBarButtonItem? {
        guard let element = child("barButtonItem", key: key) else { return nil }
        return barButtonItems([element]).first
    }

    /// The bar button items of an element's children, made.
    private func barButtonItems(_ elements: [IBElement]) -> [UIBarButtonItem] {
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
        if let title = string("title") { item.title = title }
        if let name = string("image") {
            item.image = IBImages.image(named: name, bundle: loader.bundle, element: element, loader: loader)
        }
        if let tag = number("tag") { item.tag = Int(tag) }
        if let enabled = bool("enabled") { item.isEnabled = enabled }
        if let style = string("style"), let button = item as? UIBarButtonItem {
            button.style = style == "done" ? .done : .plain
        }
        if let system = string("systemItem"), (item as? UIBarButtonItem)?.systemItem == nil {
            loader.fail(element, "the system item \"\(system)\" is not one CellSnap has")
        }
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
/// made when the view loads, with the controller's own connections (its outlets into the view).
@MainActor final class IBViewSource {
    let template: IBTemplate?
    let connections: [IBElement]
    let controllerID: String
    let storyboard: UIStoryboard?
    /// The ids of the controller's top (`true`) and bottom layout guides.
    var legacyGuides: [String: Bool] = [:]

    init(loader: IBLoader, view: IBElement?, connections: [IBElement], controllerID: String, storyboard: UIStoryboard?)
    {
        template = view.map { IBTemplate(loader: loader, element: $0) }
        self.connections = connections
        self.controllerID = controllerID
        self.storyboard = storyboard
    }

    /// The controller's view, made and connected (outlets, actions), its objects awoken.
    func loadView(of controller: UIViewController) throws -> UIView? {
        guard let template else { return nil }
        let loader = IBLoader(document: template.document, modules: template.modules, bundle: template.bundle)
        loader.storyboard = storyboard
        loader.objects[controllerID] = controller
        let view = try loader.object(for: template.element) as? UIView
        for (id, isTop) in legacyGuides {
            loader.objects[id] = view?.safeAreaLayoutGuide
            loader.legacyGuides[id] = isTop
        }
        loader.pendingConnections += connections.map { ($0, controller) }
        try loader.finish(awakingFrom: 0)
        return view
    }
}
