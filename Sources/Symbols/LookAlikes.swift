import Primitives
import Synchronization

/// The bundled look-alikes: open-licensed drawings (Lucide, ISC licence) of the SF Symbols names
/// apps use most, for names CellSnap has no design of its own for. They are not Apple's glyphs:
/// each is marked as a look-alike (``Symbol/lookAlikeSource``) in `cellsnap symbols` and on the
/// symbol sheet.
///
/// An SF name maps by meaning to a Lucide icon and the SF modifiers composed on it, in the name's
/// order: `fill` fills the icon's outline and cuts its inner lines out, `circle`, `square`, `app`,
/// `rectangle`, `capsule` and `shield` draw it smaller inside that enclosure (`portrait` turns a
/// rectangle or capsule upright; filled with the icon cut out when `fill` follows), `slash`
/// strikes it through, and `badge.plus` (and the other marks) add a small badge at its lower
/// right; `.and.`, `.on.`, `.2` and numbers combine glyphs (``LookAlikeGrammar``,
/// ``LookAlikeComposer``), in the proportions of ``LookAlikeProportions``. Strokes take the weight's width as CellSnap's own symbols do, and the
/// drawing is centred on the middle of capital letters. Names that iOS mirrors in right-to-left
/// layouts (`chevron.forward`, `text.bubble`) are drawn mirrored under ``rightToLeftName(of:)``.
///
/// The data is read on the first look-up of a name CellSnap does not draw itself, never before.
///
/// ```swift
/// let trash = SymbolCatalog.symbol(named: "trash.slash")!   // Lucide's trash-2, struck through
/// trash.lookAlikeSource   // "Lucide trash-2"
/// ```
enum LookAlikes {
    /// How one name is drawn: its base glyph and the modifiers composed on it, in order.
    struct Entry: Sendable {
        var base: Base
        var modifiers: [String]
        var flipsInRightToLeft: Bool
    }

    /// What a name draws before its modifiers: one base glyph, or glyphs the grammar combines.
    indirect enum Base: Sendable {
        /// A base glyph, by its Lucide name (or CellSnap's, `letter-a`, `digit-4`).
        case icon(String)
        /// A number from 0 to 50 or a short label (`l2`), its digits and letters side by side.
        case label(String)
        /// Two or three copies of a glyph, stacked (`balloon.2`).
        case copies(Base, Int)
        /// Two glyphs side by side (`.and.`).
        case pair(Entry, Entry)
        /// The first glyph over the second (`.on.`).
        case over(Entry, Entry)

        /// The base glyphs drawn, in order.
        var icons: [String] {
            switch self {
            case .icon(let icon): [icon]
            case .label(let text): text.map(LookAlikes.glyph(of:))
            case .copies(let base, _): base.icons
            case .pair(let first, let second), .over(let first, let second): first.base.icons + second.base.icons
            }
        }
    }

    /// The base glyph a label draws a character with: CellSnap's digits and letters, and Lucide's
    /// dollar sign (`brazilianrealsign` is R$).
    static func glyph(of character: Character) -> String {
        character == "$" ? "dollar-sign" : character.isNumber ? "digit-\(character)" : "letter-\(character)"
    }

    /// The suffix of the name a mirrored look-alike is drawn under in right-to-left layouts, as SF
    /// Symbols names its right-to-left localizations (`text.bubble.rtl`).
    static let rightToLeftSuffix = ".rtl"

    static let entries: [String: Entry] = {
        var entries: [String: Entry] = [:]
        for line in LookAlikeData.names.split(separator: "\n") {
            let fields = line.split(separator: "|", omittingEmptySubsequences: false)
            guard fields.count == 4 else { continue }
            entries[String(fields[0])] = Entry(
                base: .icon(String(fields[1])), modifiers: fields[2].split(separator: " ").map(String.init),
                flipsInRightToLeft: fields[3] == "rtl")
        }
        return entries
    }()

    /// Every look-alike name of the table that draws (a filled name whose glyph has no body is
    /// refused), sorted.
    static let names: [String] = entries.keys.filter { symbol(named: $0) != nil }.sorted()

    static let icons: [String: [Path]] = {
        var icons: [String: [Path]] = [:]
        for line in LookAlikeData.icons.split(separator: "\n") {
            let fields = line.split(separator: "|")
            guard let name = fields.first else { continue }
            // The data is generated and checked by the tests; an element that does not parse is left out.
            icons[String(name)] = fields.dropFirst().compactMap { try? SVGPathData.parse(String($0)) }
        }
        return icons
    }()

    /// The icons whose filled form reads as something else (a hand filled is a blob): a name that
    /// fills one is refused.
    static let notFilled = Set(LookAlikeData.notFilled.split(separator: "\n").map(String.init))

    /// The base glyphs there are, by Lucide name.
    static let iconNames = Set(icons.keys)

    /// The symbols composed so far, by name: layout and drawing look a name up many times.
    private static let composed = Mutex<[String: Symbol]>([:])

    /// The look-alike called `name` (or a mirrored one, `<name>.rtl`), or `nil`.
    static func symbol(named name: String) -> Symbol? {
        if let known = composed.withLock({ $0[name] }) { return known }
        guard let symbol = compose(name) else { return nil }
        composed.withLock { $0[name] = symbol }
        return symbol
    }

    private static func compose(_ name: String) -> Symbol? {
        var base = name
        var mirrored = false
        if name.hasSuffix(rightToLeftSuffix) {
            base = String(name.dropLast(rightToLeftSuffix.count))
            mirrored = true
        }
        guard let entry = entries[base] ?? LookAlikeGrammar.entry(for: base, icons: iconNames),
            !mirrored || entry.flipsInRightToLeft,
            let design = LookAlikeComposer.design(entry, icons: icons, mirrored: mirrored)
        else { return nil }
        return Symbol(
            name: name, lookAlike: design, source: entry.base.icons.map(source(of:)).joined(separator: " + "))
    }

    /// The glyphs CellSnap draws itself (``LookAlikeData/ownGlyphs``): letters, digits, objects Lucide lacks.
    static let ownGlyphs = Set(LookAlikeData.ownGlyphs.split(separator: "\n").map(String.init))

    /// Where a base glyph comes from: CellSnap draws the letters, digits and ``ownGlyphs``, Lucide the others.
    private static func source(of icon: String) -> String {
        ownGlyphs.contains(icon) ? "CellSnap \(icon)" : "Lucide \(icon)"
    }

    /// The name a look-alike is drawn under in right-to-left layouts: its mirrored drawing for a
    /// name iOS mirrors, `nil` otherwise.
    static func rightToLeftName(of name: String) -> String? {
        (entries[name] ?? LookAlikeGrammar.entry(for: name, icons: iconNames)).flatMap {
            $0.flipsInRightToLeft ? name + rightToLeftSuffix : nil
        }
    }
}
