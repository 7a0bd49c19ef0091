/// How a look-alike name that the ranked list does not spell out is read by the SF Symbols names'
/// grammar: its longest leading part that names a base glyph (a stem of ``LookAlikeData/stems``,
/// or a Lucide icon of the same name, `forward` and `backward` read as `right` and `left`), then
/// the modifiers that follow it, which ``LookAlikes`` composes on that glyph. A name whose
/// remaining parts are not all modifiers is not read (it stays refused), so that a name is never
/// drawn as a glyph of another meaning. `scripts/make-look-alikes` reads names the same way.
///
/// ```swift
/// let fog = SymbolCatalog.symbol(named: "cloud.fog.circle.fill")!   // read as cloud.fog + circle + fill
/// fog.lookAlikeSource   // "Lucide cloud-fog"
/// SymbolCatalog.symbol(named: "cloud.fog.banana")   // nil: `banana` is no modifier
/// ```
enum LookAlikeGrammar {
    /// The modifiers a name may add to its base glyph, besides `badge.<mark>`.
    static let modifiers: Set<Substring> = ["fill", "circle", "square", "app", "rectangle", "slash"]
    /// The marks a `badge.<mark>` may draw.
    static let badges: Set<Substring> = [
        "plus", "minus", "xmark", "checkmark", "exclamationmark", "questionmark", "clock",
    ]

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

    /// The recipe of `name` read by the grammar, or `nil`; `icons` are the base glyphs there are.
    /// Names with a `forward` or `backward` part are mirrored in right-to-left layouts.
    static func entry(for name: String, icons: Set<String>) -> LookAlikes.Entry? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 12, !parts.contains(where: \.isEmpty) else { return nil }
        for length in stride(from: parts.count, to: 0, by: -1) {
            guard let (icon, implied) = base(parts[..<length].joined(separator: "."), icons: icons),
                let added = modifiers(of: parts[length...])
            else { continue }
            let flips = parts.contains { $0 == "forward" || $0 == "backward" }
            return LookAlikes.Entry(icon: icon, modifiers: implied + added, flipsInRightToLeft: flips)
        }
        return nil
    }

    /// The base glyph a stem names, and the modifiers it implies.
    private static func base(_ stem: String, icons: Set<String>) -> (String, [String])? {
        if let known = stems[stem] { return known }
        let candidate = stem.replacing("forward", with: "right").replacing("backward", with: "left")
            .replacing(".", with: "-")
        return icons.contains(candidate) ? (candidate, []) : nil
    }

    /// The modifiers `rest` spells, in order, or `nil` when a part is not one.
    private static func modifiers(of rest: ArraySlice<Substring>) -> [String]? {
        var rest = rest
        var found: [String] = []
        while let first = rest.first {
            if first == "badge", rest.count > 1, badges.contains(rest[rest.startIndex + 1]) {
                found.append("badge." + rest[rest.startIndex + 1])
                rest = rest.dropFirst(2)
            } else if modifiers.contains(first) {
                found.append(String(first))
                rest = rest.dropFirst()
            } else {
                return nil
            }
        }
        return found
    }
}
