// CellSnap's own test code, written as iOS code is: a page strip whose data source is an `@objc`
// protocol with optional property and subscript requirements, read through the protocol as
// optionals (`source.numberOfPages ?? 1`, `source[index] ?? "Page 1"`), and sources that
// implement them with a computed property, a stored one, in a subclass, in an extension, or not at all.
import UIKit

@objc protocol PageStripDataSource: AnyObject {
    func stripTitle() -> String
    @objc optional var numberOfPages: Int { get }
    @objc optional var accentName: String? { get set }
    @objc optional subscript(index: Int) -> String { get }
}

final class PageStrip: UIView {
    weak var dataSource: PageStripDataSource?

    /// The strip's pages as it shows them: the source's title, each page's title ("Page n" where
    /// the source titles none) and its accent, if it names one.
    func summary() -> String {
        guard let source = dataSource else { return "no source" }
        let count = source.numberOfPages ?? 1
        let titles = (0..<count).map { source[$0] ?? "Page \($0 + 1)" }
        var text = "\(source.stripTitle()): " + titles.joined(separator: ", ")
        if let accent = source.accentName, let name = accent { text += " in \(name)" }
        return text
    }

    /// The number of pages a caller with an optional source reads.
    var pageCount: Int { dataSource?.numberOfPages ?? 0 }
}

/// Counts its pages with a computed property and titles them with a subscript.
class ChapterSource: NSObject, PageStripDataSource {
    func stripTitle() -> String { "Chapters" }
    var numberOfPages: Int { 3 }
    subscript(index: Int) -> String { index < 3 ? ["Intro", "Setup", "Done"][index] : "Extra" }
}

/// One more chapter than its superclass.
final class LongerChapterSource: ChapterSource {
    override var numberOfPages: Int { 4 }
}

/// Implements none of the optional requirements.
class BareSource: NSObject, PageStripDataSource {
    func stripTitle() -> String { "Bare" }
}

/// Below a source that implements none: a stored count and accent of its own.
final class StoredSource: BareSource {
    var numberOfPages = 2
    var accentName: String? = "teal"
    override func stripTitle() -> String { "Stored" }
}

/// Conforms in an extension, which implements the count.
final class GlossarySource: NSObject {}

extension GlossarySource: PageStripDataSource {
    func stripTitle() -> String { "Glossary" }
    var numberOfPages: Int { 2 }
}
