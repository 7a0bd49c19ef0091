import SwiftSyntax

extension FileAdapter {
    /// `Thread.isMainThread` (and `Thread.current.isMainThread`) in an app's file:
    /// `Thread.cellSnapIsMainThread`, which answers `true` inside a job of the main queue as iOS
    /// does (on Linux, Swift Testing serves the main queue, and its `@MainActor` tests, from a
    /// thread that is not the process's first). Not in a module that declares a `Thread` of its own.
    func adaptMainThreadQuery(_ node: MemberAccessExprSyntax) {
        guard let base = node.base?.trimmedDescription, node.declName.argumentNames == nil,
            node.declName.baseName.text == "isMainThread", index.classes["Thread"] == nil,
            ["Thread", "Foundation.Thread", "Thread.current", "Foundation.Thread.current"].contains(base)
        else { return }
        replace(node, with: "Thread.cellSnapIsMainThread")
    }
}
