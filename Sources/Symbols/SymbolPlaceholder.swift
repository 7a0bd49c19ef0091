import Primitives
import Synchronization

/// The stand-in drawn for a symbol name that no catalog has: an outlined rounded box the size of
/// the `circle` symbol, with the name's initials in the middle, in the symbol's colour.
///
/// ```swift
/// let box = SymbolPlaceholder.image(pointSize: 17, weight: .regular)   // 18.445 x 18.445 pt
/// let initials = SymbolPlaceholder.initials(of: "cloud.sun.rain")      // "CR"
/// ```
public enum SymbolPlaceholder {
    /// The box's corner radius in design units (100 = the point size).
    static let cornerRadius = 22.0
    /// The initials' font size in design units.
    static let initialsSize = 40.0

    /// The box at a point size, weight and scale: its frame, baseline and outline layer, as a
    /// symbol's image is. The outline is stroked as the weight's symbol strokes are.
    public static func image(pointSize: Double, weight: FontWeight, scale: SymbolScale = .medium) -> SymbolImage {
        Symbol(name: "", design: boxDesign).image(pointSize: pointSize, weight: weight, scale: scale)
    }

    /// The point size of the initials drawn in the middle of a box for `pointSize` and `scale`.
    public static func initialsPointSize(for pointSize: Double, scale: SymbolScale = .medium) -> Double {
        pointSize * scale.glyphFactor * initialsSize / SymbolDesign.emUnits
    }

    /// The initials drawn in the box: the first letter of the name's first and last dot-separated
    /// parts, upper-cased (`xmark.bin` -> `XB`, `wifi` -> `W`), or `?` when the name has none.
    public static func initials(of name: String) -> String {
        let parts = name.split(separator: ".").compactMap { part in
            part.first { $0.isLetter || $0.isNumber }
        }
        guard let first = parts.first else { return "?" }
        let letters = parts.count > 1 ? [first, parts[parts.count - 1]] : [first]
        return String(letters).uppercased()
    }

    private static let boxDesign = design(100, 100) { s in
        [stroke(rounded(0, 0, 100, 100, cornerRadius), s)]
    }
}

extension SymbolCatalog {
    /// Up to `limit` names close to `name` that draw: first the names it extends, longest first
    /// (`envelope.badge` -> `envelope`, also those the look-alikes' grammar draws: `car.side.rear`
    /// -> `car`), or equals but for case, then the catalog names that share its first part, then
    /// near misses in spelling; closest first within each; when none of those is close, the drawn
    /// names nearest in spelling however far. A name longer than any SF Symbol's (over 100
    /// characters) has none, so that hostile input costs no time.
    public static func closeNames(to name: String, limit: Int = 3) -> [String] {
        guard name.count <= 100 else { return [] }
        let lowered = name.lowercased()
        let firstPart = lowered.split(separator: ".").first.map(String.init) ?? lowered
        let scored = names.compactMap { candidate -> (name: String, rank: Int, distance: Int)? in
            let other = candidate.lowercased()
            let distance = editDistance(lowered, other)
            let sharesFirstPart = other.split(separator: ".").first.map(String.init) == firstPart
            guard distance <= max(2, name.count / 3) || sharesFirstPart else { return nil }
            return (
                candidate, lowered.hasPrefix(other + ".") || lowered == other ? 0 : sharesFirstPart ? 1 : 2, distance
            )
        }
        let parts = name.split(separator: ".")
        let drawnPrefixes = (1..<max(parts.count, 1)).reversed().map { parts[..<$0].joined(separator: ".") }
            .filter { symbol(named: $0) != nil }
        let ranked = scored.sorted { ($0.rank, $0.distance, $0.name) < ($1.rank, $1.distance, $1.name) }.map(\.name)
        var close: [String] = []
        for candidate in drawnPrefixes + ranked where !close.contains(candidate) { close.append(candidate) }
        guard close.isEmpty else { return Array(close.prefix(limit)) }
        return nearestBySpelling(to: lowered, limit: limit)
    }

    /// The `limit` drawn names (drawn glyphs and look-alikes) nearest to `name` in spelling, however
    /// far: a refusal always names something that draws, even when nothing is close. Measuring
    /// every drawn name costs some 0.1 s in a debug build, and a name's warning is made for every
    /// snapshot that draws it, so each name's answer is kept for the process.
    static func nearestBySpelling(to name: String, limit: Int) -> [String] {
        let key = "\(limit) \(name)"
        if let known = nearestBySpellingAnswers.withLock({ $0[key] }) { return known }
        let nearest = spellingCandidates.map { (name: $0.name, distance: editDistance(name, $0.lowered)) }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
            .prefix(limit).map(\.name)
        nearestBySpellingAnswers.withLock { $0[key] = nearest }
        return nearest
    }

    /// The drawn names ``nearestBySpelling(to:limit:)`` chooses from, each once, with its lowercase form.
    private static let spellingCandidates = Set(names + LookAlikes.names).map { (name: $0, lowered: $0.lowercased()) }
    /// ``nearestBySpelling(to:limit:)``'s answers so far, by limit and name.
    private static let nearestBySpellingAnswers = Mutex<[String: [String]]>([:])

    /// The Levenshtein distance between two strings, in characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            previous = current
        }
        return previous[b.count]
    }
}
