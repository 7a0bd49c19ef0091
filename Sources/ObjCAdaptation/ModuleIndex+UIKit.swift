import SwiftSyntax

extension ModuleIndex {
    /// The selectors of the requirements of UIKit's protocols that `name` conforms to: by its own
    /// declaration and extensions, its in-module superclasses', and those of the UIKit class its
    /// chain of superclasses reaches (`UITableViewController` is a `UITableViewDelegate`).
    func uikitRequirements(of name: String) -> Set<String> {
        var names = conformances(of: name)
        let top = ancestors(of: name).last?.superclass ?? classes[name]?.superclass
        if let top { names.formUnion(uikitClassConformances[top] ?? []) }
        return names.reduce(into: Set()) { selectors, protocolName in
            let bare = protocolName.hasPrefix("UIKit.") ? String(protocolName.dropFirst("UIKit.".count)) : protocolName
            selectors.formUnion(uikitProtocolRequirements[bare] ?? [])
        }
    }
}
