import DisplayList
import Primitives

/// Compares two structural texts and says what changed, element by element, in words:
///
/// ```
/// row 'Inbox': label accessory '24' → '25'
/// row 'Drafts' added
/// 41 elements unchanged
/// ```
///
/// Elements are paired by identity: their role under the same parent in the placed tree (the
/// ``StructureForm`` stored beside image references), first those whose subject (text, symbol)
/// or, for rows, name is the same, then the rest of each role in order. A pair says what changed:
/// its subject (`'24' → '25'`), its attributes (`#000000 → #FF3B30`), and its frame, relative to
/// the row (or root) it belongs to, when it moved or resized by at least the threshold (0.5 pt by
/// default, ``defaultThreshold``): smaller shifts, such as a text growing by a third of a pixel
/// when a neighbour changes, are counted, not listed. Elements left without a partner are added
/// or removed (a removed row once, not each of its parts). Elements are named by their role
/// (`secondary text`, `disclosureIndicator accessory`) and, inside a row, by the row: a row is
/// named by its first text; a cell in a list is a `row`, in a collection an `item`, and the
/// cells before and after a section's rows its `header` and `footer`.
///
/// The display-list text form (`canvas ...`, the structure of display lists snapshotted directly)
/// is compared the same way, its items identified by their kind and subject.
public enum StructuralDiff {
    /// The smallest move or resize, in points, that is reported.
    public static let defaultThreshold = 0.5

    /// The changes from `reference` to `actual`, one sentence each, then the count of unchanged
    /// elements; empty when nothing differs.
    public static func describe(reference: String, actual: String, threshold: Double = defaultThreshold) -> [String] {
        compare(reference: reference, actual: actual, threshold: threshold).sentences
    }

    /// The changes from `reference` to `actual` in words (``describe(reference:actual:threshold:)``)
    /// and as their causes (``StructuralComparison/causes``), which the review groups variants by.
    public static func compare(reference: String, actual: String, threshold: Double = defaultThreshold)
        -> StructuralComparison
    {
        let before = StructureNode.parse(reference), after = StructureNode.parse(actual)
        guard let before, let after, before.isTree == after.isTree else {
            return StructuralComparison(
                sentences: [
                    "the reference's structural text is in another form (recorded by an earlier CellSnap); record the snapshot again to compare its structure element by element"
                ], causes: nil)
        }
        var report = Report(threshold: threshold)
        report.compare(before, after, anchors: (nil, nil), context: nil, isRoot: true)
        if report.sentences.isEmpty && report.belowThreshold == 0 {
            return StructuralComparison(sentences: [], causes: [])
        }
        var summary = "\(report.unchanged) element\(report.unchanged == 1 ? "" : "s") unchanged"
        if report.belowThreshold > 0 {
            summary +=
                " (\(report.belowThreshold) of them moved or resized by less than \(TextForm.number(threshold)) pt)"
        }
        // What the content did is the cause; the moves and resizes that follow from it are not.
        let content = report.causes.filter { !$0.isLayout }.map(\.text)
        let causes = content.isEmpty ? report.causes.map(\.text) : content
        return StructuralComparison(sentences: report.sentences + [summary], causes: Array(Set(causes)).sorted())
    }
}

/// Two structural texts compared: what changed in words, and the causes of the change.
public struct StructuralComparison: Equatable, Sendable {
    /// One sentence per change, then the count of unchanged elements; empty when nothing differs
    /// (``StructuralDiff/describe(reference:actual:threshold:)``).
    public var sentences: [String]
    /// What changed, in words that do not depend on the variant's traits, sorted: an element's
    /// text or symbol (`row 'Wi-Fi': text 'Wi-Fi' → 'WLAN'`), which of its attributes
    /// (`row 'Wi-Fi': text 'Wi-Fi' colour changed`, `row 'Wi-Fi': text 'Wi-Fi' regular → semibold`), an element
    /// added or removed. Positions, sizes and colour values, which differ from one appearance,
    /// text size or direction to another, are named but not given. Moves and resizes are causes
    /// only when nothing else changed (`row 'Wi-Fi': text 'Wi-Fi' moved`). Empty when nothing changed;
    /// `nil` when the texts cannot be compared element by element (one is in an older form).
    public var causes: [String]?

    /// Creates a comparison.
    public init(sentences: [String], causes: [String]?) {
        self.sentences = sentences
        self.causes = causes
    }
}

/// What the comparison found so far.
private struct Report {
    let threshold: Double
    var sentences: [String] = []
    /// Each change in trait-independent words; `isLayout` for a move or resize alone.
    var causes: [(text: String, isLayout: Bool)] = []
    var unchanged = 0
    var belowThreshold = 0

    /// Compares a pair: what changed in the pair itself, then its children. `anchors` are the
    /// frames of the row (or root) the pair belongs to, which positions are measured from.
    mutating func compare(
        _ a: StructureNode, _ b: StructureNode, anchors: (Rect?, Rect?), context: String?, isRoot: Bool
    ) {
        let name = a.displayName
        var changes: [String] = []
        var subjectChanged = false
        if a.kind != b.kind || a.subject != b.subject {
            subjectChanged = true
            changes.append("\(a.subjectWords) → \(b.subjectWords)")
        }
        if a.attributes != b.attributes { changes.append(Self.attributeChange(a.attributes, b.attributes)) }
        var shiftedSlightly = false
        var frameCause: [String] = []
        if a.reportsFrame || isRoot, let frameA = a.frame, let frameB = b.frame {
            let originA = Self.relative(frameA, to: anchors.0), originB = Self.relative(frameB, to: anchors.1)
            let moved = max(abs(originA.x - originB.x), abs(originA.y - originB.y))
            let resized = max(abs(frameA.width - frameB.width), abs(frameA.height - frameB.height))
            var frameChanges: [String] = []
            if moved >= threshold {
                frameChanges.append("moved from \(TextForm.point(frameA.origin)) to \(TextForm.point(frameB.origin))")
                frameCause.append("moved")
            }
            if resized >= threshold {
                frameChanges.append("resized from \(TextForm.size(frameA.size)) to \(TextForm.size(frameB.size))")
                frameCause.append("resized")
            }
            if !frameChanges.isEmpty {
                changes.append(frameChanges.joined(separator: " and "))
            } else if moved > 0 || resized > 0 {
                shiftedSlightly = true
            }
        }
        if !changes.isEmpty {
            let subject = subjectChanged ? a.roleWords : name
            sentences.append(Self.prefix(context, for: a) + subject + " " + changes.joined(separator: ", "))
            var content: [String] = []
            if subjectChanged { content.append(Self.subjectCause(a, b)) }
            if a.attributes != b.attributes { content.append(Self.attributeCause(a.attributes, b.attributes)) }
            causes.append(
                content.isEmpty
                    ? (Self.prefix(context, for: a) + name + " " + frameCause.joined(separator: " and "), true)
                    : (Self.prefix(context, for: a) + subject + " " + content.joined(separator: ", "), false))
        } else if a.kind != nil {
            unchanged += 1
            if shiftedSlightly { belowThreshold += 1 }
        }

        let isAnchor = a.isRow || isRoot
        let childAnchors = isAnchor ? (a.frame, b.frame) : anchors
        let childContext = a.isRow ? name : context
        let pairs = Self.pair(a.children, b.children)
        for (index, child) in a.children.enumerated() {
            if let partner = pairs[index] {
                compare(
                    child, b.children[partner], anchors: childAnchors, context: childContext,
                    isRoot: false)
            } else {
                note(Self.prefix(childContext, for: child) + child.displayName + " removed")
            }
        }
        let paired = Set(pairs.values)
        for (index, child) in b.children.enumerated() where !paired.contains(index) {
            note(Self.prefix(childContext, for: child) + child.displayName + " added")
        }
    }

    /// An element added or removed: the sentence is its own cause.
    private mutating func note(_ sentence: String) {
        sentences.append(sentence)
        causes.append((sentence, false))
    }

    /// A change of subject without the values that differ between traits: texts and symbols as
    /// they are (`'24' → '25'`), other subjects (a bitmap's size and fingerprint, a shape's
    /// radii) by their kind.
    private static func subjectCause(_ a: StructureNode, _ b: StructureNode) -> String {
        if a.kind != b.kind || a.kind == "text" || a.kind == "symbol" { return "\(a.subjectWords) → \(b.subjectWords)" }
        let before = (a.subject ?? "").split(separator: " ").map { traitFree(String($0)) }
        let after = (b.subject ?? "").split(separator: " ").map { traitFree(String($0)) }
        return before == after
            ? "\(a.kind ?? "subject") changed" : "\(before.joined(separator: " ")) → \(after.joined(separator: " "))"
    }

    /// The attributes that differ, named without the values that differ between traits: a colour
    /// (`#000000 → #FF3B30` in light, `#FFFFFF → #FF453A` in dark) reads `colour changed`, a size
    /// or a `key=value` by its kind or key; words such as weights are given (`regular → semibold`).
    static func attributeCause(_ before: String, _ after: String) -> String {
        var a = before.split(separator: " ").map(String.init), b = after.split(separator: " ").map(String.init)
        while let first = a.first, first == b.first {
            a.removeFirst()
            b.removeFirst()
        }
        while let last = a.last, last == b.last {
            a.removeLast()
            b.removeLast()
        }
        guard a.count == b.count, a.map(traitFree) == b.map(traitFree) else {
            let words = { (words: [String]) in words.map(traitFree).joined(separator: " ") }
            if a.isEmpty { return words(b) + " added" }
            if b.isEmpty { return words(a) + " removed" }
            return "\(words(a)) → \(words(b))"
        }
        var parts: [String] = []
        for (wordA, wordB) in zip(a, b) where wordA != wordB {
            let part = traitFree(wordA) == wordA ? "\(wordA) → \(wordB)" : "\(attributeName(wordA)) changed"
            if !parts.contains(part) { parts.append(part) }
        }
        return parts.joined(separator: ", ")
    }

    /// A word with what differs between traits replaced: a colour by `colour`, digits by `#`.
    private static func traitFree(_ word: String) -> String {
        if isColour(word) { return "colour" }
        if word.count == 16, word.allSatisfy(\.isHexDigit), word.contains(where: \.isNumber) { return "fingerprint" }
        var result = ""
        for character in word {
            if character.isNumber || (character == "." && result.last == "#") {
                if result.last != "#" { result.append("#") }
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// What an attribute word is: `colour`, the key of `key=value`, else `size`.
    private static func attributeName(_ word: String) -> String {
        if isColour(word) { return "colour" }
        if let equals = word.firstIndex(of: "="), equals != word.startIndex { return String(word[..<equals]) }
        return "size"
    }

    private static func isColour(_ word: String) -> Bool {
        word.first == "#" && [7, 9].contains(word.count) && word.dropFirst().allSatisfy(\.isHexDigit)
    }

    /// `row 'Inbox': ` before the elements of a row (not before the row itself).
    private static func prefix(_ context: String?, for node: StructureNode) -> String {
        guard let context, !node.isRow else { return "" }
        return context + ": "
    }

    /// The origin of `frame` measured from `anchor`'s origin.
    private static func relative(_ frame: Rect, to anchor: Rect?) -> Point {
        Point(x: frame.minX - (anchor?.minX ?? 0), y: frame.minY - (anchor?.minY ?? 0))
    }

    /// The attributes that differ, without the words both share at the start and the end:
    /// `Inter 17 regular #000000` to `Inter 17 semibold #000000` reads `regular → semibold`.
    static func attributeChange(_ before: String, _ after: String) -> String {
        var a = before.split(separator: " ").map(String.init), b = after.split(separator: " ").map(String.init)
        while let first = a.first, first == b.first {
            a.removeFirst()
            b.removeFirst()
        }
        while let last = a.last, last == b.last {
            a.removeLast()
            b.removeLast()
        }
        return "\(a.isEmpty ? "(none)" : a.joined(separator: " ")) → \(b.isEmpty ? "(none)" : b.joined(separator: " "))"
    }

    /// Pairs `a`'s children with `b`'s: first the same role and key (subject, or a row's name),
    /// then the rest of each role in order. Maps indices of `a` to indices of `b`.
    static func pair(_ a: [StructureNode], _ b: [StructureNode]) -> [Int: Int] {
        var pairs: [Int: Int] = [:]
        var taken = Set<Int>()
        // Each pass hands out `b`'s indices per group in order, so that pairing stays linear.
        func pass(_ group: (StructureNode) -> String) {
            var waiting: [String: [Int]] = [:]
            for (j, child) in b.enumerated().reversed() where !taken.contains(j) {
                waiting[group(child), default: []].append(j)
            }
            for (i, child) in a.enumerated() where pairs[i] == nil {
                guard let j = waiting[group(child)]?.popLast() else { continue }
                pairs[i] = j
                taken.insert(j)
            }
        }
        pass { "\($0.role)\u{0}\($0.key ?? "\u{1}")" }
        pass(\.role.rawValue)
        return pairs
    }
}
