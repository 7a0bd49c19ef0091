import SwiftSyntax

/// The name the registration file gives the app's bundle (`Bundle.cellSnapAppBundle(fileID:)`).
let appBundleName = "_cellSnapMainBundle"
/// The type the registration file writes for the module's entry point (a `CellSnapAppEntryPoint`).
let entryPointClassName = "_CellSnapAppEntryPoint"

extension FileAdapter {
    /// `Bundle.main` in an app's file: the app's bundle, which on iOS holds its resources and in a
    /// package is the module's resource bundle; `UIApplication.shared` in a module with an entry
    /// point: the app, launched first (`UIApplication.cellSnapShared(launching:)`).
    func adaptAppMember(_ node: MemberAccessExprSyntax) {
        guard let base = node.base?.trimmedDescription, node.declName.argumentNames == nil else { return }
        let name = node.declName.baseName.text
        if ["Bundle", "Foundation.Bundle"].contains(base), name == "main" {
            replace(node, with: appBundleName)
        } else if ["UIApplication", "UIKit.UIApplication"].contains(base), name == "shared", index.entryPoint != nil {
            replace(node, with: "UIApplication.cellSnapShared(launching: \(entryPointClassName).self)")
        }
    }

    /// `Bundle(for: SomeClass.self)`: on iOS the bundle of the app or framework that declares the
    /// class, here the module's resource bundle, as for `Bundle.main`. Returns whether it replaced.
    func adaptBundleForClass(_ node: FunctionCallExprSyntax) -> Bool {
        guard ["Bundle", "Foundation.Bundle"].contains(node.calledExpression.trimmedDescription),
            node.arguments.count == 1, node.arguments.first?.label?.text == "for", node.trailingClosure == nil
        else { return false }
        replace(node, with: appBundleName)
        return true
    }
}
