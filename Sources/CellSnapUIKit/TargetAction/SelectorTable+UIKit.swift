import Foundation

extension SelectorTable {
    /// Whether instances of `type` answer `selector`: a method of the adapter's tables (the class's
    /// or a superclass's), or one that one of CellSnapUIKit's classes in its superclass chain
    /// declares (`UIKitSelectors`, generated from the module's symbol graph by
    /// scripts/uikit-selectors), as the Objective-C runtime finds UIKit's own methods on iOS.
    public static func answers(_ selector: Selector, in type: AnyClass) -> Bool {
        if method(selector, in: type) != nil { return true }
        var current: AnyClass? = type
        while let candidate = current {
            let name = _typeName(candidate, qualified: true)
            if name.hasPrefix("CellSnapUIKit."),
                uikitSelectors[String(name.dropFirst("CellSnapUIKit.".count))]?.contains(selector.name) == true
            {
                return true
            }
            current = _getSuperclass(candidate)
        }
        return false
    }

    /// `UIKitSelectors.byClass` read into sets once.
    private static let uikitSelectors: [String: Set<String>] = UIKitSelectors.byClass.mapValues {
        Set($0.split(separator: " ").map(String.init))
    }
}
