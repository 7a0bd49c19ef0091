/// Objective-C selector names of Swift declarations, by the rules Swift gives an `@objc` member its
/// name on Apple platforms: `toggleWifi(_:)` is `toggleWifi:`, `didTap(sender:)` is
/// `didTapWithSender:`, `move(to:)` is `moveTo:` (no "With" before or after a preposition),
/// `init(frame:)` is `initWithFrame:`, a property's setter is `setTitle:`.
public enum ObjCName {
    /// The selector of a method as `#function` names it inside the method:
    /// `tableView(_:heightForRowAt:)` is `tableView:heightForRowAt:`, `numberOfSections(in:)` is
    /// `numberOfSectionsIn:`, and a property's name (no parentheses) is its own selector.
    public static func selector(function: String) -> String {
        guard let open = function.firstIndex(of: "("), function.hasSuffix(")") else { return function }
        let labels = function[function.index(after: open)..<function.index(before: function.endIndex)]
            .split(separator: ":").map { $0 == "_" ? nil : String($0) }
        return selector(base: String(function[..<open]), labels: labels)
    }

    /// The selector of a method named `base` whose parameters have `labels` (`nil` for `_`).
    public static func selector(base: String, labels: [String?]) -> String {
        guard let first = labels.first else { return base }
        var pieces: [String] = []
        if let label = first {
            let joiner =
                base == "init" || isPreposition(firstWord(of: label)) || isPreposition(lastWord(of: base)) ? "" : "With"
            pieces.append(base + (base == "init" ? "With" : joiner) + capitalized(label))
        } else {
            pieces.append(base)
        }
        pieces += labels.dropFirst().map { $0 ?? "" }
        return pieces.map { $0 + ":" }.joined()
    }

    /// The selector of the setter of a property named `property`.
    public static func setter(_ property: String) -> String { "set" + capitalized(property) + ":" }

    /// `name` with its first letter in upper case.
    static func capitalized(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

    /// The first word of a camel-case name: `didSelect` -> `did`.
    static func firstWord(of name: String) -> String {
        String(name.prefix { !$0.isUppercase })
    }

    /// The last word of a camel-case name: `moveTo` -> `To`, `move` -> `move`.
    static func lastWord(of name: String) -> String {
        guard let index = name.lastIndex(where: \.isUppercase) else { return name }
        return String(name[index...])
    }

    /// The prepositions Swift's naming rules know (its list of English prepositions).
    public static func isPreposition(_ word: String) -> Bool { prepositions.contains(word.lowercased()) }

    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to",
        "until", "using", "via", "when", "with", "within",
    ]
}
