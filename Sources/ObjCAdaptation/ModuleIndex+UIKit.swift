import SwiftSyntax

extension ModuleIndex {
    /// The selectors of the requirements of UIKit's protocols that `name` conforms to: by its own
    /// declaration and extensions, its in-module superclasses', and those of the UIKit class its
    /// chain of superclasses reaches (`UITableViewController` is a `UITableViewDelegate`), with the
    /// protocols each refines (a `UITableViewDelegate`'s `scrollViewDidScroll(_:)` witnesses
    /// `UIScrollViewDelegate`'s requirement).
    func uikitRequirements(of name: String) -> Set<String> {
        var names = conformances(of: name)
        let top = ancestors(of: name).last?.superclass ?? classes[name]?.superclass
        if let top { names.formUnion(uikitClassConformances[top] ?? []) }
        return Self.withUIKitParents(names).reduce(into: Set()) { selectors, protocolName in
            selectors.formUnion(uikitProtocolRequirements[protocolName] ?? [])
        }
    }

    /// `names` without a `UIKit.` qualifier, with the UIKit protocols each refines.
    static func withUIKitParents(_ names: some Sequence<String>) -> Set<String> {
        let bare = names.map { $0.hasPrefix("UIKit.") ? String($0.dropFirst("UIKit.".count)) : $0 }
        return Set(bare).union(bare.flatMap { uikitProtocolParents[$0] ?? [] })
    }
}
