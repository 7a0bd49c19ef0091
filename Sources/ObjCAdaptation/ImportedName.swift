import ObjCNames

/// How Swift names an Objective-C method it imports, in the part that delegate and data source
/// selectors meet: the "omit needless words" rules of Swift 3 (SE-0005), which prune from each
/// selector piece the words that repeat its parameter's type.
///
/// UIKit's `collectionView:layout:sizeForItemAtIndexPath:` is `collectionView(_:layout:sizeForItemAt:)`
/// in Swift, `numberOfSectionsInTableView:` is `numberOfSections(in:)`. A Swift method written
/// under the Objective-C name (Swift 2's spelling, kept by code that marks it `@objc`) has UIKit's
/// selector, so the Objective-C runtime calls it on iOS; CellSnap's protocols match by Swift name,
/// and the adapter finds the requirement through these rules.
enum ImportedName {
    /// The names, as selectors of CellSnap's Swift form (``ObjCName``), that Swift's import could give
    /// a method with the Objective-C `selector` whose parameters have the Swift types `parameterTypes`
    /// (as written: `IndexPath`, `UITableViewCell.EditingStyle`, `[IndexPath]`): every combination of
    /// each piece as it is and pruned of its parameter's type, the selector itself first.
    ///
    /// The rules kept: a piece loses the trailing words that match its parameter's type name, word
    /// for word from the end (`Index` matches `Int`; `IndexPaths` matches an array of `IndexPath`),
    /// and never all of them; the first piece, which holds the method's base name, only when what is
    /// left ends with a preposition (the word Swift makes the first argument's label). Swift's
    /// further condition, that the word before the pruned ones is a preposition, verb or gerund,
    /// is left out: a candidate counts only when it is one of UIKit's requirements.
    static func candidates(selector: String, parameterTypes: [String]) -> [String] {
        var pieces = selector.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard pieces.last == "", pieces.count - 1 == parameterTypes.count, !parameterTypes.isEmpty else { return [] }
        pieces.removeLast()
        var results = [""]
        for (position, piece) in pieces.enumerated() {
            var options = [piece]
            if let pruned = pruned(piece, type: parameterTypes[position], isBaseName: position == 0), pruned != piece {
                options.append(pruned)
            }
            results = results.flatMap { prefix in options.map { prefix + $0 + ":" } }
        }
        return results
    }

    /// The Swift name a candidate of ``candidates(selector:parameterTypes:)`` stands for: the first
    /// piece split at its last word when that is a preposition and `firstPieceWasPruned`
    /// (`numberOfSectionsIn:` is `numberOfSections(in:)`), else the base name with an unlabelled
    /// first argument (`collectionView:layout:sizeForItemAt:` is
    /// `collectionView(_:layout:sizeForItemAt:)`).
    static func swiftName(of candidate: String, firstPieceWasPruned: Bool) -> (base: String, labels: [String?]) {
        let pieces = candidate.split(separator: ":").map(String.init)
        let first = pieces.first ?? ""
        let words = camelWords(first)
        if firstPieceWasPruned, words.count > 1, let preposition = words.last, ObjCName.isPreposition(preposition) {
            let base = words.dropLast().joined()
            return (base, [preposition.lowercased()] + pieces.dropFirst().map { $0 })
        }
        return (first, [nil] + pieces.dropFirst().map { $0 })
    }

    /// `piece` without the trailing words that repeat `type`, or `nil` when none do, when they are
    /// all of it, or (for a base name) when what is left does not end with a preposition.
    static func pruned(_ piece: String, type: String, isBaseName: Bool) -> String? {
        let words = camelWords(piece)
        let (typeWords, isCollection) = typeNameWords(type)
        var matched = trailingMatch(words, typeWords)
        if matched == 0, isCollection, let last = words.last, last.count > 1, last.hasSuffix("s") {
            matched = trailingMatch(words.dropLast() + [String(last.dropLast())], typeWords)
        }
        guard matched > 0, matched < words.count else { return nil }
        let rest = Array(words.prefix(words.count - matched))
        if isBaseName, !(rest.count > 1 && ObjCName.isPreposition(rest.last ?? "")) { return nil }
        return rest.joined()
    }

    /// How many words at the end of `name` match the words at the end of `type`, walking back
    /// until one does not.
    private static func trailingMatch(_ name: [String], _ type: [String]) -> Int {
        var count = 0
        while count < name.count, count < type.count,
            wordMatches(name[name.count - 1 - count], type[type.count - 1 - count])
        {
            count += 1
        }
        return count
    }

    private static func wordMatches(_ name: String, _ type: String) -> Bool {
        if name.lowercased() == type.lowercased() { return true }
        return name == "Index" && ["Int", "Integer"].contains(type)
    }

    /// The words of the Objective-C name of a Swift type as written, and whether it is an array or
    /// set (whose element's name a piece repeats in the plural): `UITableViewCell.EditingStyle` is
    /// `UITableViewCellEditingStyle`; `Int` and `UInt` are `NSInteger`'s `Int`; optionals and
    /// module names are left out.
    static func typeNameWords(_ type: String) -> (words: [String], isCollection: Bool) {
        var text = type.filter { !$0.isWhitespace }
        while let last = text.last, last == "!" || last == "?" { text.removeLast() }
        var isCollection = false
        if text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") {
            text = String(text.dropFirst().dropLast())
            isCollection = true
        } else if let open = text.firstIndex(of: "<"), ["Array", "Set"].contains(text[..<open]) {
            text = String(text[text.index(after: open)...].dropLast())
            isCollection = true
        }
        var components = text.split(separator: ".").map(String.init)
        if components.count > 1, ["Swift", "UIKit", "Foundation", "CoreGraphics"].contains(components[0]) {
            components.removeFirst()
        }
        let name = components.joined()
        return (camelWords(name == "UInt" ? "Int" : name), isCollection)
    }

    /// `name` split into its camel-case words: `sizeForItemAtIndexPath` is `size`, `For`, `Item`,
    /// `At`, `Index`, `Path`; a run of capitals is one word, its last capital starting the next
    /// (`UITableView` is `UI`, `Table`, `View`).
    static func camelWords(_ name: String) -> [String] {
        let characters = Array(name)
        var words: [String] = []
        var current = ""
        for (position, character) in characters.enumerated() {
            let previous = position > 0 ? characters[position - 1] : nil
            let next = position + 1 < characters.count ? characters[position + 1] : nil
            let startsWord =
                character.isUppercase
                && (previous.map { !$0.isUppercase } ?? false
                    || (previous?.isUppercase == true && next?.isLowercase == true))
            if startsWord, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
