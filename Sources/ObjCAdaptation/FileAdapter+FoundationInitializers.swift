import SwiftSyntax

extension FileAdapter {
    /// Initialisers of Foundation classes that iOS declares and Linux's Foundation keeps internal,
    /// and the call on Linux that gives the same object: `Progress()` (iOS's `-init`: a progress
    /// without a parent, of indeterminate count) is `Progress(parent: nil, userInfo: nil)`;
    /// `ProcessInfo()` (a new object answering for the same process: its environment, arguments
    /// and host) is the shared `ProcessInfo.processInfo`; `NSAttributedString()`,
    /// `NSMutableAttributedString()` and `NSMutableString()` (empty, as iOS's `-init` makes them)
    /// are made from an empty string. None of these initialisers can be added from outside
    /// Foundation (an `init()` in an extension would override `NSObject`'s).
    static let foundationInitializers: [String: String] = {
        let calls = [
            "Progress": "Progress(parent: nil, userInfo: nil)",
            "ProcessInfo": "ProcessInfo.processInfo",
            "NSAttributedString": "NSAttributedString(string: \"\")",
            "NSMutableAttributedString": "NSMutableAttributedString(string: \"\")",
            "NSMutableString": "NSMutableString(string: \"\")",
        ]
        return calls.reduce(into: calls) { all, call in all["Foundation." + call.key] = "Foundation." + call.value }
    }()

    /// One of ``foundationInitializers`` called without arguments, in a module that declares no
    /// class of that name, replaced by the call it gives. Returns whether it replaced.
    func adaptFoundationInitializer(_ node: FunctionCallExprSyntax) -> Bool {
        guard let made = classMadeWithoutArguments(node), let replacement = Self.foundationInitializers[made]
        else { return false }
        replace(node, with: replacement)
        return true
    }
}
