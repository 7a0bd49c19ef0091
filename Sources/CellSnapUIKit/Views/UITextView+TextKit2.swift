import Foundation

extension UITextView {
    /// A text view on TextKit 2 (``textLayoutManager`` set), or on TextKit 1 for `false`, as
    /// iOS 16's: either way CellSnap draws the same text, in the same lines.
    public convenience init(usingTextLayoutManager: Bool) {
        self.init(frame: .zero, textContainer: nil)
        usesTextKit1 = !usingTextLayoutManager
    }

    /// The view's TextKit 2 layout manager (made on first use over a content storage of the
    /// view's ``textStorage``, laying out in ``textContainer``), `nil` on TextKit 1.
    final func textKit2Manager() -> NSTextLayoutManager? {
        guard !usesTextKit1 else { return nil }
        if let textKit2 { return textKit2.manager }
        if let manager = textContainer.textLayoutManager, let content = manager.textContentManager {
            textKit2 = (manager, content)
            return manager
        }
        let content = NSTextContentStorage()
        content.textStorage = textStorage
        let manager = NSTextLayoutManager()
        content.addTextLayoutManager(manager)
        manager.textContainer = textContainer
        textKit2 = (manager, content)
        return manager
    }

    /// What the view's layout managers or their delegates ask for that CellSnap cannot draw.
    final func textKitRefusal() throws {
        if let refusal = textStorage.layoutManagers.lazy.compactMap({ $0.layoutRefusal() }).first { throw refusal }
        guard let manager = textKit2?.manager else { return }
        if let refusal = manager.layoutRefusal() { throw refusal }
        guard manager.delegate != nil || manager.textContentManager?.delegate != nil else { return }
        for fragment in manager.fragments() {
            if Swift.type(of: fragment) != NSTextLayoutFragment.self {
                throw CellSnapUIKitError(
                    call: "NSTextLayoutManagerDelegate.textLayoutManager(_:textLayoutFragmentFor:in:)",
                    reason:
                        "\(Swift.type(of: fragment)) draws the text itself; CellSnap draws a text view's text, not its fragments"
                )
            }
            let drawn = fragment.textElement.flatMap { $0.elementRange.flatMap(TextKitLocation.nsRange) }
            let laidOut = (fragment.textElement as? NSTextParagraph)?.attributedString
            if let drawn, let laidOut, NSMaxRange(drawn) <= textStorage.length,
                !laidOut.isEqual(to: textStorage.attributedSubstring(from: drawn))
            {
                throw CellSnapUIKitError(
                    call: "NSTextContentStorageDelegate.textContentStorage(_:textParagraphWith:)",
                    reason: "CellSnap draws a text view's own text, not the paragraphs its delegate makes")
            }
        }
    }
}
