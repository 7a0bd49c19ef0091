import CellSnapFoundation
import Foundation

/// An image inline in attributed text, as UIKit's `NSTextAttachment`, set with the
/// `NSAttributedString.Key.attachment` attribute on an object replacement character
/// (`NSAttributedString(attachment:)`). A label draws it as TextKit does: the character is as
/// wide as the attachment's bounds (and its ``lineLayoutPadding`` on both sides), the image is
/// drawn into the bounds on the baseline, moved by their origin, a template image (a symbol's, by
/// default) in the character's text colour, and the line grows to fit it. Elsewhere (a text view,
/// a button's title, list content) text with an attachment is refused, naming the attribute.
///
/// ```swift
/// let attachment = NSTextAttachment()
/// attachment.image = UIImage(systemName: "star.fill")
/// let text = NSMutableAttributedString(attachment: attachment)
/// text.append(NSAttributedString(string: " Favourites"))
/// ```
open class NSTextAttachment: NSObject {
    /// First, so that Linux's Foundation compares attachments in attributed strings (CoreFoundationObjectHeader).
    private let coreFoundationHeader = CoreFoundationObjectHeader()
    /// The character an attachment stands on in the string, U+FFFC.
    public static let character = 0xFFFC

    /// The attachment's data.
    open var contents: Data?
    /// The uniform type identifier of ``contents``.
    open var fileType: String?
    /// The image drawn for the attachment.
    open var image: UIImage?
    /// Where the image is drawn, relative to the line's baseline (`.zero`: the image's own size on it).
    open var bounds = CGRect.zero
    /// The space on both sides of the attachment, in points.
    open var lineLayoutPadding: CGFloat = 0
    /// Whether the attachment may be shown by a view of its own.
    open var allowsTextAttachmentView = true
    /// Whether the attachment is shown by a view of its own: when ``allowsTextAttachmentView`` is
    /// `true` and a view provider class is registered for its ``fileType``.
    open var usesTextAttachmentView: Bool { allowsTextAttachmentView && registeredViewProviderClass() != nil }

    /// The image of the attachment drawn in `imageBounds` of `textContainer` at `charIndex`:
    /// ``image``, as UIKit's; a subclass overrides it to give another.
    open func image(forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int)
        -> UIImage?
    { image }

    /// The attachment's rectangle on its line, relative to the baseline (a negative `y` is below
    /// it): ``bounds``, or when they are empty the image's size, with the image's own baseline
    /// (``UIImage/baselineOffsetFromBottom``, a symbol's) on the text's, else its bottom; a
    /// subclass overrides it.
    open func attachmentBounds(
        for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect, glyphPosition position: CGPoint,
        characterIndex charIndex: Int
    ) -> CGRect {
        guard bounds.isEmpty else { return bounds }
        guard let image else { return .zero }
        return CGRect(origin: CGPoint(x: 0, y: -(image.baselineOffsetFromBottom ?? 0)), size: image.size)
    }

    /// The provider of the view that shows the attachment at `location`, which a subclass
    /// overrides to make one. UIKit's makes one of the class registered for ``fileType``; Swift
    /// cannot make an app's subclass from its class alone (its initialiser is not `required`), so
    /// CellSnap's answers `nil`, which UIKit answers when no class is registered (a label lays its
    /// text out with TextKit 1, which draws the attachment's image, not a provider's view).
    open func viewProvider(
        for parentView: UIView?, location: any NSTextLocation, textContainer: NSTextContainer?
    ) -> NSTextAttachmentViewProvider? { nil }

    /// Registers `viewProviderClass` (an ``NSTextAttachmentViewProvider`` subclass) for the
    /// attachments of `fileType`.
    open class func registerViewProviderClass(_ viewProviderClass: AnyClass, forFileType fileType: String) {
        viewProviderLock.withLock { viewProviderClasses[fileType] = viewProviderClass }
    }

    /// The view provider class registered for `fileType`, or `nil`.
    open class func textAttachmentViewProviderClass(forFileType fileType: String) -> AnyClass? {
        viewProviderLock.withLock { viewProviderClasses[fileType] }
    }

    /// An attachment of `contentData` of the type `uti`.
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    /// An attachment without data.
    public convenience override init() { self.init(data: nil, ofType: nil) }

    /// An attachment that shows `image`.
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }
}

extension NSAttributedString {
    /// The object replacement character with `attachment`, as UIKit's `init(attachment:)`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(
            string: String(UnicodeScalar(UInt32(NSTextAttachment.character))!),
            attributes: [.attachment: attachment])
    }
}
