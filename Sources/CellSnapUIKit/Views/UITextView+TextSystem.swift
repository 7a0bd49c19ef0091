import Foundation

extension UITextView {
    /// The border a text view draws, as UIKit's `UITextView.BorderStyle` (iOS 17). iOS has only
    /// `.none`: its `.roundedRect` is unavailable on iOS (a visionOS style), so CellSnap declares
    /// no such case.
    public enum BorderStyle: Int, Hashable, Sendable {
        case none = 0
    }

    /// `container` with its layout manager and text storage, made when it has none.
    static func textSystem(of container: NSTextContainer) -> (NSTextContainer, NSLayoutManager, NSTextStorage) {
        let manager = container.layoutManager ?? NSLayoutManager()
        if container.layoutManager == nil { manager.addTextContainer(container) }
        let content = container.textLayoutManager?.textContentManager as? NSTextContentStorage
        let storage = manager.textStorage ?? content?.textStorage ?? NSTextStorage(string: "")
        if manager.textStorage == nil { storage.addLayoutManager(manager) }
        return (container, manager, storage)
    }

    /// The horizontal space around the text: the insets and the padding at both sides.
    final var horizontalInsets: CGFloat {
        textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
    }
}
