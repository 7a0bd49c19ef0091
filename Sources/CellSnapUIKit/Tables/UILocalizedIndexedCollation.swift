import Foundation

/// Sections of an indexed table view by the first letter of each object's name, as UIKit's
/// `UILocalizedIndexedCollation`: the titles of the sections and of the table's index, which
/// section an object belongs to, and the objects sorted within a section.
///
/// CellSnap's collation is English's (the language CellSnap's snapshots are drawn in, whatever
/// the machine's locale, so that a snapshot is the same on every machine): the sections are the
/// letters A to Z and "#", and the index shows the same 27 titles. An object's section is the
/// first letter of its name with case and diacritics folded (`"Émile"` is in E, `"Ørsted"` in O); a name that
/// starts with anything else (a digit, a symbol, a letter of another script, nothing) is in "#",
/// as iOS puts what English's collation sorts before A or after Z.
///
/// The object's name is what the `collationStringSelector` method returns: a method the
/// Objective-C adapter's tables answer (`#selector(getter: Contact.name)`), or a property key-value
/// coding reads. A name neither gives is reported as iOS raises for it (key-value coding's
/// problems, or ``SelectorTable/undelivered`` for an object that is not an `NSObject`), and the
/// object is filed under "#".
///
/// ```swift
/// let collation = UILocalizedIndexedCollation.current()
/// collation.sectionTitles.count                                  // 27
/// collation.section(for: "émile" as NSString, collationStringSelector: Selector("description"))  // 4
/// ```
@preconcurrency @MainActor open class UILocalizedIndexedCollation: NSObject {
    /// The collation of the current locale (English's, see the type's notes).
    open class func current() -> Self { Self() }

    public required override init() { super.init() }

    /// The sections' titles: "A" to "Z", then "#".
    open var sectionTitles: [String] { Self.letters + ["#"] }

    /// The titles of the table's section index (`sectionIndexTitles(for:)`): the same as
    /// ``sectionTitles`` in English.
    open var sectionIndexTitles: [String] { sectionTitles }

    /// The section that the index title at `indexTitleIndex` scrolls to: the same index in
    /// English, whose index lists every section.
    open func section(forSectionIndexTitle indexTitleIndex: Int) -> Int {
        min(max(indexTitleIndex, 0), sectionTitles.count - 1)
    }

    /// The section of `object`, by the first letter of the string that `selector` returns for it.
    open func section(for object: Any, collationStringSelector selector: Selector) -> Int {
        Self.section(ofName: Self.collationString(of: object, selector))
    }

    /// `array` sorted by the strings that `selector` returns for its objects, as English's
    /// collation orders them (case and diacritics ignored, then compared as written); objects whose
    /// strings collate the same keep their order.
    open func sortedArray(from array: [Any], collationStringSelector selector: Selector) -> [Any] {
        let keyed = array.enumerated().map { offset, object -> (key: SortKey, offset: Int, object: Any) in
            (SortKey(Self.collationString(of: object, selector)), offset, object)
        }
        return keyed.sorted { $0.key == $1.key ? $0.offset < $1.offset : $0.key < $1.key }.map(\.object)
    }

    nonisolated static let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }

    /// The section of a name: its folded first letter's, or "#" (the last).
    nonisolated static func section(ofName name: String) -> Int {
        guard var first = SortKey.fold(name).unicodeScalars.first else { return letters.count }
        first = baseLetters[first] ?? first
        guard first.value >= UInt32(UInt8(ascii: "a")), first.value <= UInt32(UInt8(ascii: "z")) else {
            return letters.count
        }
        return Int(first.value - UInt32(UInt8(ascii: "a")))
    }

    /// The Latin letters without a decomposition that English's collation (Unicode's default
    /// ordering) sorts with a base letter: ø and ł as o and l, æ and œ as "ae" and "oe", ß as "ss",
    /// ð and đ as d, ħ as h, dotless ı as i. (þ sorts after z, so in "#".)
    nonisolated static let baseLetters: [Unicode.Scalar: Unicode.Scalar] = [
        "ø": "o", "ł": "l", "æ": "a", "œ": "o", "ß": "s", "ð": "d", "đ": "d", "ħ": "h", "ı": "i",
    ]

    /// The string `selector` returns for `object`: the adapter's method, then key-value coding, then
    /// a string object's own text for `description` or `self`.
    static func collationString(of object: Any, _ selector: Selector) -> String {
        let target = object as AnyObject
        if SelectorTable.method(selector, in: type(of: target)) != nil,
            case .some(.some(let value)) = UIApplication.send(selector, to: target, arguments: [])
        {
            return string(value) ?? ""
        }
        if ["description", "self"].contains(selector.name), let text = string(object) { return text }
        if let object = object as? NSObject, !(object is NSString) {
            return object.value(forKey: selector.name).flatMap(string) ?? ""
        }
        SelectorTable.reportUnrecognized(selector, target: target)
        return ""
    }

    private static func string(_ value: Any) -> String? {
        if let text = value as? String { return text }
        if let text = value as? NSString { return text as String }
        if let text = value as? NSAttributedString { return text.string }
        return nil
    }

    /// How English's collation orders two names: their section, then the folded text, then the text
    /// as written.
    struct SortKey: Comparable {
        let section: Int
        let folded: [UInt32]
        let written: [UInt32]

        init(_ name: String) {
            section = UILocalizedIndexedCollation.section(ofName: name)
            folded = Self.fold(name).unicodeScalars.map(\.value)
            written = name.unicodeScalars.map(\.value)
        }

        /// `name` without case or diacritics, in a fixed locale so that the order is the same everywhere.
        static func fold(_ name: String) -> String {
            name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        }

        static func < (lhs: SortKey, rhs: SortKey) -> Bool {
            if lhs.section != rhs.section { return lhs.section < rhs.section }
            if lhs.folded != rhs.folded { return lhs.folded.lexicographicallyPrecedes(rhs.folded) }
            return lhs.written.lexicographicallyPrecedes(rhs.written)
        }
    }
}
