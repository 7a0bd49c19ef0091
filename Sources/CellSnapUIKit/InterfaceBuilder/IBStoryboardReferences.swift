import Foundation

/// Storyboard references (`<viewControllerPlaceholder storyboardName= referencedIdentifier=>`), which
/// stand for a controller of another storyboard as a relationship's or a segue's destination: the
/// referenced storyboard's controller of that identifier, or its initial controller, made as
/// `UIStoryboard(name:bundle:)` makes it (looked up in the document's bundle first).
///
/// The tab bar item Interface Builder keeps on a reference in a tab bar controller is the tab's
/// when the referenced controller has no item of its own (nor, for a navigation controller, its
/// root's): CellSnap's choice, as Apple does not document which wins. An app's referenced
/// controller usually carries the item, and Interface Builder's placeholder, titled "Item", then
/// never shows.
@MainActor enum IBStoryboardReferences {
    /// The most references followed inside one another (a storyboard that refers to itself stops here).
    static let maximumDepth = 16
    private static var depth = 0

    static func controller(for element: IBElement, loader: IBLoader) throws -> UIViewController {
        var reading = IBReading(element: element, loader: loader)
        let name = reading.string("storyboardName")
        let identifier = reading.string("referencedIdentifier")
        reading.accept("bundleIdentifier")  // the storyboard's bundle: CellSnap looks in every one it searches
        let placeholderItem = reading.child("tabBarItem", key: "tabBarItem")
        reading.finish()
        try loader.check()
        guard let name else {
            throw IBFailure(
                file: loader.document.fileName, element: element, "the storyboard reference has no storyboardName")
        }
        guard depth < maximumDepth else {
            throw IBFailure(
                file: loader.document.fileName, element: element,
                "storyboard references nest more than \(maximumDepth) deep (a storyboard refers to itself)")
        }
        depth += 1
        defer { depth -= 1 }
        let storyboard = UIStoryboard(name: name, bundle: loader.bundle)
        let call =
            identifier.map { "instantiateViewController(withIdentifier: \"\($0)\")" }
            ?? "instantiateInitialViewController()"
        let controller = try storyboard.instantiate(call: call, identifier: identifier, creator: nil)
        if let placeholderItem, controller.ownTabBarItem == nil, controller.cellSnapInheritedTabBarItem == nil {
            guard let item = try loader.object(for: placeholderItem) as? UITabBarItem else {
                throw IBFailure(
                    file: loader.document.fileName, element: placeholderItem, "the tab bar item is not a UITabBarItem")
            }
            controller.tabBarItem = item
        }
        return controller
    }
}
