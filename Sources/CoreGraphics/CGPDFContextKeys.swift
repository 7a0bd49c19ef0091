import Foundation

// The keys of a PDF document's information dictionary, as Core Graphics declares them
// (`kCGPDFContextTitle` and the rest), for UIKit's `UIGraphicsBeginPDFContextToData(_:_:_:)` and
// `UIGraphicsPDFRendererFormat.documentInfo`: code writes `[kCGPDFContextTitle as String: title]`.

/// The document's title.
public var kCGPDFContextTitle: CFString { "Title" as CFString }
/// The document's author.
public var kCGPDFContextAuthor: CFString { "Author" as CFString }
/// The document's subject.
public var kCGPDFContextSubject: CFString { "Subject" as CFString }
/// The document's keywords (a string or an array of strings).
public var kCGPDFContextKeywords: CFString { "Keywords" as CFString }
/// The application that made the document.
public var kCGPDFContextCreator: CFString { "Creator" as CFString }
