import Foundation

/// What shows a text attachment with a view of its own at a place in a document, as UIKit's
/// `NSTextAttachmentViewProvider` (iOS 15, TextKit 2). A subclass overrides ``loadView()`` to set
/// ``view``. CellSnap keeps the provider and calls nothing of it on its own: text with an
/// attachment is refused where it is drawn (see `NSTextAttachment`), with or without a view.
///
/// ```swift
/// final class BadgeProvider: NSTextAttachmentViewProvider {
///     override func loadView() { view = UILabel() }
/// }
/// NSTextAttachment.registerViewProviderClass(BadgeProvider.self, forFileType: "com.example.badge")
/// ```
open class NSTextAttachmentViewProvider: NSObject {
    /// The attachment the view shows.
    open private(set) weak var textAttachment: NSTextAttachment?
    /// The layout manager of the text the attachment is in.
    open private(set) weak var textLayoutManager: NSTextLayoutManager?
    /// Where the attachment starts in the text.
    open private(set) var location: any NSTextLocation
    /// The view that shows the attachment, which ``loadView()`` sets.
    open var view: UIView?
    /// Whether the attachment's bounds come from
    /// ``attachmentBounds(for:location:textContainer:proposedLineFragment:position:)`` rather than
    /// the attachment's `bounds`.
    ///
    /// No visible effect: text with an attachment is refused where it is drawn.
    open var tracksTextAttachmentViewBounds = false
    /// The view the attachment's view goes in.
    final private(set) weak var parentView: UIView?

    /// A provider of a view for `textAttachment` at `location` in the text that `textLayoutManager`
    /// lays out, inside `parentView`.
    public init(
        textAttachment: NSTextAttachment, parentView: UIView?, textLayoutManager: NSTextLayoutManager?,
        location: any NSTextLocation
    ) {
        self.textAttachment = textAttachment
        self.parentView = parentView
        self.textLayoutManager = textLayoutManager
        self.location = location
        super.init()
    }

    /// Makes ``view``: nothing in this class, as UIKit's does nothing (a subclass sets the view).
    open func loadView() {}

    /// Where the attachment is drawn relative to the line's baseline: the attachment's `bounds`
    /// (CellSnap's choice, as Apple's page does not say what its own answers).
    open func attachmentBounds(
        for attributes: [NSAttributedString.Key: Any], location: any NSTextLocation, textContainer: NSTextContainer?,
        proposedLineFragment: CGRect, position: CGPoint
    ) -> CGRect {
        textAttachment?.bounds ?? .zero
    }
}

extension NSTextAttachment {
    /// The registered view provider classes, by file type.
    nonisolated(unsafe) static var viewProviderClasses: [String: AnyClass] = [:]
    static let viewProviderLock = NSLock()

    final func registeredViewProviderClass() -> AnyClass? {
        guard let fileType else { return nil }
        return Self.textAttachmentViewProviderClass(forFileType: fileType)
    }
}
