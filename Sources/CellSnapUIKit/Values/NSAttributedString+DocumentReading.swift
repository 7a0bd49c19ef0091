import Foundation

/// The pointer an attributed string's reader writes the document's attributes through, as the
/// SDK spells it (`AutoreleasingUnsafeMutablePointer` is Objective-C's out-parameter; Linux's
/// Swift has none, so it is an ordinary mutable pointer here: `&attributes` and `nil` both pass).
public typealias AutoreleasingUnsafeMutablePointer<Pointee> = UnsafeMutablePointer<Pointee>

extension UnsafeMutablePointer where Pointee == AnyObject? {
    /// An object out-parameter over the memory `from` points to, as
    /// `AutoreleasingUnsafeMutablePointer<AnyObject?>(_:)` makes one on Apple platforms (the
    /// memory is the caller's to size for an object reference). Foundation's methods that
    /// CellSnap declares (`Formatter.getObjectValue(_:for:errorDescription:)`) initialise it
    /// without releasing what it held, as an autoreleasing pointer is written on iOS.
    public init<Other>(_ from: UnsafeMutablePointer<Other>) {
        self = UnsafeMutableRawPointer(from).assumingMemoryBound(to: AnyObject?.self)
    }
}

extension NSAttributedString {
    /// The kind of a document an attributed string is read from, as UIKit's
    /// `NSAttributedString.DocumentType` (its raw values).
    public struct DocumentType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let plain = DocumentType("NSPlainText")
        public static let rtf = DocumentType("NSRTF")
        public static let rtfd = DocumentType("NSRTFD")
        public static let html = DocumentType("NSHTML")
    }

    /// An option of reading a document, as UIKit's `NSAttributedString.DocumentReadingOptionKey`.
    public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The document's kind: a ``NSAttributedString/DocumentType``.
        public static let documentType = DocumentReadingOptionKey("DocumentType")
        /// A plain-text document's encoding: a `String.Encoding`'s raw value (UTF-8 when absent).
        public static let characterEncoding = DocumentReadingOptionKey("CharacterEncoding")
        /// The attributes given to plain text: `[NSAttributedString.Key: Any]`.
        public static let defaultAttributes = DocumentReadingOptionKey("DefaultAttributes")
    }

    /// Reads an attributed string from a document's data. CellSnap reads plain text (the
    /// ``DocumentType/plain`` kind, or no kind given) in the encoding of
    /// ``DocumentReadingOptionKey/characterEncoding`` with the
    /// ``DocumentReadingOptionKey/defaultAttributes``, and HTML (``DocumentType/html``, the markup
    /// of paragraphs, breaks, emphasis, links, lists and headings, as `HTMLDocumentReader`
    /// describes), and writes the kind and encoding through `dict`. **RTF and RTFD documents are
    /// refused** with a `CellSnapUIKitError` that names the kind, as are bytes that are not text in
    /// the encoding: CellSnap has no RTF reader.
    public convenience init(
        data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
        documentAttributes dict: AutoreleasingUnsafeMutablePointer<NSDictionary?>?
    ) throws {
        let call = "NSAttributedString(data:options:documentAttributes:)"
        let kind = options[.documentType] as? DocumentType ?? .plain
        guard kind == .plain || kind == .html else {
            throw CellSnapUIKitError(
                call: call, reason: "CellSnap reads plain text and HTML, not documents of type \(kind.rawValue)")
        }
        let encoding = (options[.characterEncoding] as? UInt).map(String.Encoding.init(rawValue:)) ?? .utf8
        guard let text = String(data: data, encoding: encoding) else {
            throw CellSnapUIKitError(call: call, reason: "the data is not text in the encoding \(encoding)")
        }
        if kind == .html {
            self.init(attributedString: HTMLDocumentReader.attributedString(from: text))
        } else {
            self.init(string: text, attributes: options[.defaultAttributes] as? [NSAttributedString.Key: Any])
        }
        dict?.pointee = NSDictionary(dictionary: [
            "DocumentType": kind.rawValue, "CharacterEncoding": NSNumber(value: encoding.rawValue),
        ])
    }

    /// Reads an attributed string from the document at `url` as ``init(data:options:documentAttributes:)`` does.
    public convenience init(
        url: URL, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
        documentAttributes dict: AutoreleasingUnsafeMutablePointer<NSDictionary?>?
    ) throws {
        try self.init(data: Data(contentsOf: url), options: options, documentAttributes: dict)
    }
}
