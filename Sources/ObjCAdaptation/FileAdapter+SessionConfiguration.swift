import SwiftSyntax

extension FileAdapter {
    /// A session configuration's `waitsForConnectivity` (`configuration.waitsForConnectivity =
    /// true`): Apple's Foundation lets an app set it, Linux's FoundationNetworking declares it
    /// unavailable, so in a file that imports Foundation or UIKit the member is CellSnapFoundation's
    /// `cellSnapWaitsForConnectivity`, which keeps what the app sets. Not in a file that declares
    /// a property of that name of its own.
    func adaptWaitsForConnectivity(_ node: MemberAccessExprSyntax) {
        guard node.base != nil, node.declName.baseName.text == "waitsForConnectivity", importsFoundation(node),
            !node.root.description.contains("var waitsForConnectivity")
        else { return }
        replace(node.declName.baseName, with: "cellSnapWaitsForConnectivity")
    }
}
