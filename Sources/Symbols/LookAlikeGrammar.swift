/// How a look-alike name that the ranked list does not spell out is read by the SF Symbols names'
/// grammar: its longest leading part that names a base glyph (a stem of ``LookAlikeData/stems``,
/// a Lucide icon of the same name, `forward` and `backward` read as `right` and `left`, a letter,
/// a number from 0 to 50 or a short label such as `l2` or `sos`, drawn with CellSnap's letters and
/// digits), `.2` or `.3` for two or three copies,
/// then the modifiers that follow it, which ``LookAlikes`` composes on that glyph (an enclosure,
/// `arrow.circlepath` around it, `fill`, a part filled, a slash, a badge of a mark or of another
/// glyph: `bell.badge.waveform`). Two names joined
/// by `.and.` are drawn side by side (and so are a mark and a glyph written together, such as
/// `arrow.down.heart`, ``marks``), and `A.on.B` draws `A` over `B`; modifiers after the second
/// name apply to the pair when they can (`book.and.wrench.fill` fills both). Parts that name a
/// variant of the same object (``qualifiers``) are read as the plain name. A name whose remaining
/// parts are not all modifiers is not read (it stays refused), so that a name is never drawn as a
/// glyph of another meaning. Last, a name under the prefix of a family whose names all show one
/// object (``families``: `car.side.rear.open`, `figure.golf`) draws the family's glyph with the
/// modifiers that end it. `scripts/make-look-alikes` reads names the same way.
///
/// ```swift
/// let fog = SymbolCatalog.symbol(named: "cloud.fog.circle.fill")!   // read as cloud.fog + circle + fill
/// fog.lookAlikeSource   // "Lucide cloud-fog"
/// SymbolCatalog.symbol(named: "42.circle.fill")?.lookAlikeSource   // "CellSnap digit-4 + CellSnap digit-2"
/// SymbolCatalog.symbol(named: "cloud.fog.banana")   // nil: `banana` is no modifier
/// ```
enum LookAlikeGrammar {
    /// The modifiers a name may add to its base glyph, besides `badge.<mark>`.
    static let modifiers: Set<Substring> = [
        "fill", "circle", "square", "app", "rectangle", "capsule", "shield", "slash", "portrait",
    ]
    /// The marks a `badge.<mark>` may draw.
    static let badges: Set<Substring> = [
        "plus", "minus", "xmark", "checkmark", "exclamationmark", "questionmark", "clock", "ellipsis", "exclam",
    ]
    /// A part of the glyph filled, when `fill` or `filled` follows: a half (`circle.lefthalf.filled`,
    /// leading and trailing read as left and right) or a smaller copy inside it (`square.inset.filled`).
    static let partFills: [Substring: String] = [
        "lefthalf": "half.left", "righthalf": "half.right", "tophalf": "half.top", "bottomhalf": "half.bottom",
        "leadinghalf": "half.left", "trailinghalf": "half.right", "inset": "inset.fill",
    ]
    /// A part of the glyph's outline filled, inset from it, when `inset` and `fill` or `filled`
    /// follow (`rectangle.lefthalf.inset.filled`, `square.topthird.inset.filled`), or a corner of
    /// it after `inset` (`rectangle.inset.topleft.filled`); leading and trailing read as left and right.
    static let insetRegions: [Substring: String] = [
        "lefthalf": "left.half", "righthalf": "right.half", "tophalf": "top.half", "bottomhalf": "bottom.half",
        "leadinghalf": "left.half", "trailinghalf": "right.half", "leftthird": "left.third",
        "rightthird": "right.third", "topthird": "top.third", "bottomthird": "bottom.third",
        "leadingthird": "left.third", "trailingthird": "right.third", "center": "center",
    ]
    static let insetCorners: [Substring: String] = [
        "topleft": "top.left", "topright": "top.right", "bottomleft": "bottom.left", "bottomright": "bottom.right",
        "topleading": "top.left", "toptrailing": "top.right", "bottomleading": "bottom.left",
        "bottomtrailing": "bottom.right",
    ]
    /// One cell of a 3 × 3 grid filled, when `fill` or `filled` follows (`square.grid.3x3.middle.filled`).
    static let gridCells: [Substring: String] = [
        "topleft": "cell.0.0", "topmiddle": "cell.0.1", "topright": "cell.0.2", "middleleft": "cell.1.0",
        "middle": "cell.1.1", "middleright": "cell.1.2", "bottomleft": "cell.2.0", "bottommiddle": "cell.2.1",
        "bottomright": "cell.2.2",
    ]
    /// One cell of a glyph of cells (``crossGlyphs``) filled, when `fill` or `filled` follows
    /// (`circle.grid.cross.up.filled`, `arrowkeys.left.filled`): its closed part furthest that way.
    static let directionCells: Set<Substring> = ["up", "down", "left", "right"]
    /// The glyphs made of cells, four in a cross or two side by side, the only ones a direction
    /// fills a cell of (`circle.grid.2x1.left.filled`).
    static let crossGlyphs: Set<String> = ["circle-grid-cross", "gamepad-directional", "arrow-keys", "circles-2x1"]
    /// Words that name a modifier otherwise: a controller's `button` is a rectangle enclosure, and
    /// SF Symbols writes `filled` for `fill` in some names (`smallcircle.filled.circle`).
    static let aliases: [Substring: String] = ["button": "rectangle", "filled": "fill"]
    /// Stems whose glyph is a mark drawn beside another glyph when a name puts the two together
    /// without `.and.` (`arrow.down.heart`, `checkmark.message`, `play.tv`).
    static let marks: Set<Substring> = [
        "arrow", "arrowshape", "arrowtriangle", "checkmark", "exclamationmark", "plus", "minus", "xmark", "play",
        "questionmark", "lock", "person", "star", "heart", "bolt", "magnifyingglass",
    ]
    /// Parts that name a variant of the same object (a device's generation, an alternative digit):
    /// the base glyph draws it as well as it draws the plain name.
    static let qualifiers: Set<Substring> = [
        "gen1", "gen2", "gen3", "gen4", "alt", "compact", "roundedtop", "roundedbottom", "horizontal", "toptrailing",
        "homebutton",
        "topleading", "bottomtrailing", "bottomleading", "topright", "topleft", "bottomright", "bottomleft",
    ]
    /// The enclosures: a `fill` before one fills the glyph, after one fills the enclosure.
    /// `circlepath` is `arrow.circlepath`, two arrows around the glyph (`dollarsign.arrow.circlepath`).
    static let containers: Set<String> = ["circle", "square", "app", "rectangle", "capsule", "shield", "circlepath"]

    /// Whether a modifier encloses the glyph: one of ``containers`` or a shape (`shape:<icon>`).
    static func isContainer(_ modifier: String) -> Bool {
        containers.contains(modifier) || modifier.hasPrefix(shapePrefix)
    }

    /// The prefix of a modifier that encloses the glyph in one of ``shapes``.
    static let shapePrefix = "shape:"

    /// The enclosures shaped as an object, by the words that follow the glyph they enclose
    /// (`l2.button.angledtop.vertical.left`, `abs.brakesignal`): their icon and the glyph's scale inside.
    static let shapes: [String: (icon: String, scale: Double)] = {
        var shapes: [String: (icon: String, scale: Double)] = [:]
        for line in LookAlikeData.shapes.split(separator: "\n") {
            let fields = line.split(separator: "|")
            guard fields.count == 3, let scale = Double(fields[2]) else { continue }
            shapes[String(fields[0])] = (String(fields[1]), scale)
        }
        return shapes
    }()

    /// The scale of the glyph inside each shape, by the shape's icon.
    static let shapeScales = Dictionary(
        shapes.values.map { ($0.icon, $0.scale) }, uniquingKeysWith: { first, _ in first })

    /// The stems whose icon is named otherwise, and the modifiers each implies.
    static let stems: [String: (icon: String, modifiers: [String])] = {
        var stems: [String: (icon: String, modifiers: [String])] = [:]
        for line in LookAlikeData.stems.split(separator: "\n") {
            let fields = line.split(separator: "|", omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            stems[String(fields[0])] = (String(fields[1]), fields[2].split(separator: " ").map(String.init))
        }
        return stems
    }()

    /// The short labels drawn as their letters and digits (`l2.circle`, `sos`, `4h`).
    static let labels = Set(LookAlikeData.labels.split(separator: "\n").map(String.init))

    /// The families whose names all show one object: prefix and icon.
    static let families: [String: String] = {
        var families: [String: String] = [:]
        for line in LookAlikeData.families.split(separator: "\n") {
            let fields = line.split(separator: "|")
            if fields.count == 2 { families[String(fields[0])] = String(fields[1]) }
        }
        return families
    }()

    /// The words that may follow a family's prefix (`side`, `rear`, `open`): a name with any other
    /// word is not a family's (`cloud.fog.banana` stays refused).
    static let familyWords = Set(LookAlikeData.familyWords.split(separator: "\n"))
    /// A name ending in a word that joins it to another is not a whole name.
    static let connectors: Set<Substring> = ["and", "on", "to", "with", "of"]

    /// The recipe of `name` read by the grammar, or `nil`; `icons` are the base glyphs there are.
    /// Names with a `forward` or `backward` part are mirrored in right-to-left layouts.
    static func entry(for name: String, icons: Set<String>) -> LookAlikes.Entry? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 16, !parts.contains(where: \.isEmpty) else { return nil }
        guard var entry = entry(parts[...], icons: icons, depth: 0) ?? family(parts[...], icons: icons)
        else { return nil }
        entry.flipsInRightToLeft = parts.contains { $0 == "forward" || $0 == "backward" }
        return entry
    }

    /// A single glyph's recipe, or a pair's (`.and.`, `.on.`) up to two levels deep.
    private static func entry(_ parts: ArraySlice<Substring>, icons: Set<String>, depth: Int) -> LookAlikes.Entry? {
        if let single = single(parts, icons: icons) { return single }
        guard depth < 2 else { return nil }
        var suffix = 0
        while suffix < parts.count, modifiers.contains(parts[parts.endIndex - 1 - suffix]) { suffix += 1 }
        for trailing in stride(from: suffix, through: 0, by: -1) {
            let core = parts.dropLast(trailing)
            for index in core.indices.dropFirst().dropLast() where core[index] == "and" || core[index] == "on" {
                guard let first = entry(core[..<index], icons: icons, depth: depth + 1),
                    let second = entry(core[(index + 1)...], icons: icons, depth: depth + 1)
                else { continue }
                let base: LookAlikes.Base = core[index] == "and" ? .pair(first, second) : .over(first, second)
                return joined(base, modifiers: parts.suffix(trailing).map(String.init))
            }
        }
        guard depth == 0, let first = parts.first, marks.contains(first) else { return nil }
        for index in parts.indices.dropFirst() {
            if let mark = single(parts[..<index], icons: icons), let glyph = single(parts[index...], icons: icons) {
                return LookAlikes.Entry(base: .pair(mark, glyph), modifiers: [], flipsInRightToLeft: false)
            }
        }
        return nil
    }

    /// A name under a family's prefix (its first one or two parts) that nothing else reads: the family's glyph, with the
    /// modifiers that end the name (`figure.golf.circle` is the figure in a circle).
    private static func family(_ parts: ArraySlice<Substring>, icons: Set<String>) -> LookAlikes.Entry? {
        let prefix = [2, 1].first { parts.count >= $0 && families[parts.prefix($0).joined(separator: ".")] != nil }
        guard let prefix, let icon = families[parts.prefix(prefix).joined(separator: ".")], icons.contains(icon),
            let last = parts.last, !connectors.contains(last)
        else { return nil }
        var words = parts.dropFirst(prefix)
        var trailing: [String] = []
        while let word = words.last, modifiers.contains(word) {
            trailing.insert(String(word), at: 0)
            words = words.dropLast()
        }
        // The words between are the family's (never a fill's or an outline's: `star.lefthalf.fill`
        // would read as `star.fill`, so it stays refused).
        guard words.allSatisfy(familyWords.contains) else { return nil }
        return LookAlikes.Entry(base: .icon(icon), modifiers: trailing, flipsInRightToLeft: false)
    }

    /// A pair with the modifiers that follow it: a `fill` before any enclosure fills both glyphs.
    private static func joined(_ base: LookAlikes.Base, modifiers: [String]) -> LookAlikes.Entry {
        let container = modifiers.firstIndex(where: isContainer) ?? modifiers.endIndex
        guard let fill = modifiers.firstIndex(of: "fill"), fill < container,
            case .pair(var first, var second) = base
        else {
            return LookAlikes.Entry(base: base, modifiers: modifiers, flipsInRightToLeft: false)
        }
        if !first.modifiers.contains("fill") { first.modifiers.append("fill") }
        if !second.modifiers.contains("fill") { second.modifiers.append("fill") }
        var rest = modifiers
        rest.remove(at: fill)
        return LookAlikes.Entry(base: .pair(first, second), modifiers: rest, flipsInRightToLeft: false)
    }

    /// The recipe of a stem followed by `.2`/`.3`, modifiers, badges and qualifiers only, or `nil`.
    private static func single(_ parts: ArraySlice<Substring>, icons: Set<String>) -> LookAlikes.Entry? {
        for length in stride(from: parts.count, to: 0, by: -1) {
            let end = parts.startIndex + length
            guard let (glyph, implied) = base(parts[..<end].joined(separator: "."), icons: icons) else { continue }
            var rest = parts[end...]
            var copies = 1
            if let first = rest.first, first == "2" || first == "3" {
                copies = Int(first) ?? 1
                rest = rest.dropFirst()
            }
            guard let added = modifiers(of: rest, icons: icons) else { continue }
            // A direction fills a cell of a cross only (`dpad.left.filled`); `carseat.left.fill` is the family's.
            if added.contains(where: { $0.hasPrefix("cross.") }) {
                guard case .icon(let icon) = glyph, crossGlyphs.contains(icon) else { continue }
            }
            let base: LookAlikes.Base = copies > 1 ? .copies(glyph, copies) : glyph
            return LookAlikes.Entry(base: base, modifiers: implied + added, flipsInRightToLeft: false)
        }
        return nil
    }

    /// The base glyph a stem names, and the modifiers it implies.
    private static func base(_ stem: String, icons: Set<String>) -> (LookAlikes.Base, [String])? {
        if let known = stems[stem] {
            // A stem drawn as letters (`wonsign|label-w|bars`) is a label with strokes across it.
            let label = known.icon.hasPrefix("label-") ? String(known.icon.dropFirst("label-".count)) : nil
            return (label.map { .label($0) } ?? .icon(known.icon), known.modifiers)
        }
        if let number = Int(stem), (0...50).contains(number), String(number) == stem { return (.label(stem), []) }
        if labels.contains(stem) { return (.label(stem), []) }
        let candidate = stem.replacing("forward", with: "right").replacing("backward", with: "left")
            .replacing(".", with: "-")
        return icons.contains(candidate) ? (.icon(candidate), []) : nil
    }

    /// The modifiers `rest` spells, in order (qualifiers left out), or `nil` when a part is not one.
    private static func modifiers(of rest: ArraySlice<Substring>, icons: Set<String>) -> [String]? {
        var rest = rest
        var found: [String] = []
        while let first = rest.first {
            if first == "badge" || first == "trianglebadge", rest.count > 1, badges.contains(rest[rest.startIndex + 1])
            {
                found.append("badge." + rest[rest.startIndex + 1])
                rest = rest.dropFirst(2)
            } else if first == "badge", let (glyph, length) = badgeGlyph(rest.dropFirst(), icons: icons) {
                found.append("badge." + glyph)
                rest = rest.dropFirst(1 + length)
                // `filled` after a badge's glyph fills part of the badge (`badge.shield.half.filled`).
                if rest.first == "filled" { return nil }
            } else if first == "arrow", rest.dropFirst().first == "circlepath" {
                found.append("circlepath")
                rest = rest.dropFirst(2)
            } else if let (icon, length) = shape(rest) {
                found.append(shapePrefix + icon)
                rest = rest.dropFirst(length)
            } else if let region = insetRegion(rest) {
                found.append("inset." + region)
                rest = rest.dropFirst(3)
            } else if let cell = gridCells[first], rest.count > 1,
                ["fill", "filled"].contains(rest[rest.startIndex + 1])
            {
                found.append("inset." + cell)
                rest = rest.dropFirst(2)
            } else if directionCells.contains(first), rest.count > 1,
                ["fill", "filled"].contains(rest[rest.startIndex + 1])
            {
                found.append("cross." + first)
                rest = rest.dropFirst(2)
            } else if let part = partFills[first], rest.count > 1,
                ["fill", "filled"].contains(rest[rest.startIndex + 1])
            {
                found.append(part)
                rest = rest.dropFirst(2)
            } else if modifiers.contains(first) {
                found.append(String(first))
                rest = rest.dropFirst()
            } else if let alias = aliases[first] {
                found.append(alias)
                rest = rest.dropFirst()
            } else if qualifiers.contains(first) {
                rest = rest.dropFirst()
            } else {
                return nil
            }
        }
        return found
    }

    /// The glyph a badge shows when it is no mark (`bell.badge.waveform`, `iphone.badge.play`):
    /// `icon:<icon>` or `label:<text>` for the longest stem `rest` starts with that implies no
    /// modifier, and the number of parts it takes.
    private static func badgeGlyph(_ rest: ArraySlice<Substring>, icons: Set<String>) -> (String, Int)? {
        for length in stride(from: rest.count, to: 0, by: -1) {
            guard let (glyph, implied) = base(rest.prefix(length).joined(separator: "."), icons: icons),
                implied.isEmpty
            else { continue }
            switch glyph {
            case .icon(let icon): return ("icon:" + icon, length)
            case .label(let text): return ("label:" + text, length)
            default: continue
            }
        }
        return nil
    }

    /// The icon of the shape `rest` starts with (``shapes``) and the number of parts it takes, or `nil`.
    private static func shape(_ rest: ArraySlice<Substring>) -> (String, Int)? {
        for length in stride(from: min(rest.count, 4), to: 0, by: -1) {
            if let found = shapes[rest.prefix(length).joined(separator: ".")] { return (found.icon, length) }
        }
        return nil
    }

    /// The inset region `rest` starts with (`lefthalf.inset.filled`, `inset.topleft.fill`), or `nil`.
    private static func insetRegion(_ rest: ArraySlice<Substring>) -> String? {
        guard rest.count > 2, ["fill", "filled"].contains(rest[rest.startIndex + 2]) else { return nil }
        let first = rest[rest.startIndex]
        let second = rest[rest.startIndex + 1]
        if second == "inset", let region = insetRegions[first] { return region }
        if first == "inset", let corner = insetCorners[second] { return corner }
        return nil
    }
}
