import Foundation

// Writing Tools (iOS 18: proofreading, rewriting and summaries by Apple Intelligence) runs only
// while the user asks it to, so a snapshot never starts a session and CellSnap calls none of these.
extension UITextViewDelegate {
    /// Not implemented: nothing is prepared.
    ///
    /// No visible effect: Writing Tools runs only when the user starts it, which a snapshot never does.
    public func textViewWritingToolsWillBegin(_ textView: UITextView) {}
    /// Not implemented: nothing is restored.
    ///
    /// No visible effect: Writing Tools runs only when the user starts it, which a snapshot never does.
    public func textViewWritingToolsDidEnd(_ textView: UITextView) {}
    /// Not implemented: no range is ignored.
    ///
    /// No visible effect: Writing Tools runs only when the user starts it, which a snapshot never does.
    public func textView(_ textView: UITextView, writingToolsIgnoredRangesInEnclosingRange enclosingRange: NSRange)
        -> [NSValue]
    { OptionalRequirements.unimplemented([]) }
}
