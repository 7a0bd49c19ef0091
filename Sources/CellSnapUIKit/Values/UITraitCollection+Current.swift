import Foundation

extension UITraitCollection {
    private static let performingKey = "CellSnapUIKit.UITraitCollection.performAsCurrent"

    /// The collection whose ``performAsCurrent(_:)`` is running on this thread, if any.
    static var performing: UITraitCollection? {
        Thread.current.threadDictionary[performingKey] as? UITraitCollection
    }

    /// Runs `actions` with this collection as ``current`` (on this thread, as UIKit's current
    /// collection is per thread), then puts back the one before: colours resolved inside it
    /// (`cgColor`, `resolvedColor(with: .current)`) are resolved with these traits.
    public func performAsCurrent(_ actions: () -> Void) {
        let dictionary = Thread.current.threadDictionary
        let before = dictionary[Self.performingKey]
        dictionary[Self.performingKey] = self
        defer { dictionary[Self.performingKey] = before }
        actions()
    }
}
