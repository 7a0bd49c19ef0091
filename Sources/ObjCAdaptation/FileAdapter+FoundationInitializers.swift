import SwiftSyntax

extension FileAdapter {
    /// Initialisers of Foundation classes that iOS declares and Linux's Foundation keeps internal,
    /// and the call on Linux that gives the same object: `Progress()` (iOS's `-init`: a progress
    /// without a parent, of indeterminate count) is `Progress(parent: nil, userInfo: nil)`;
    /// `ProcessInfo()` (a new object answering for the same process: its environment, arguments
    /// and host) is the shared `ProcessInfo.processInfo`. Neither initialiser can be added from
    /// outside Foundation (an `init()` in an extension would override `NSObject`'s).
    static let foundationInitializers = [
        "Progress": "Progress(parent: nil, userInfo: nil)",
        "Foundation.Progress": "Foundation.Progress(parent: nil, userInfo: nil)",
        "ProcessInfo": "ProcessInfo.processInfo",
        "Foundation.ProcessInfo": "Foundation.ProcessInfo.processInfo",
    ]

    /// `Progress()` or `ProcessInfo()` called without arguments, in a module that declares no
    /// class of that name, as ``foundationInitializers`` gives it. Returns whether it replaced.
    func adaptFoundationInitializer(_ node: FunctionCallExprSyntax) -> Bool {
        let callee = node.calledExpression.trimmedDescription
        guard node.arguments.isEmpty, node.trailingClosure == nil,
            let replacement = Self.foundationInitializers[callee],
            index.classes[String(callee.split(separator: ".").last ?? "")] == nil
        else { return false }
        replace(node, with: replacement)
        return true
    }
}
