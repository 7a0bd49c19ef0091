/// Compares two display lists in their text form, item by item, and says what changed in words:
/// `text "Inbox" moved from (20, 11) to (24, 11)`, `symbol chevron.right unchanged`.
public enum StructuralDiff {
    /// The changes from `reference` to `actual`, one sentence each; empty when they are the same.
    public static func describe(reference: String, actual: String) -> [String] {
        let before = items(reference), after = items(actual)
        var sentences: [String] = []
        var unchanged: [String] = []
        for (key, line) in before {
            guard let index = after.firstIndex(where: { $0.key == key }) else {
                sentences.append("\(key) removed")
                continue
            }
            let other = after[index].line
            if other == line {
                unchanged.append(key)
            } else {
                sentences.append(change(key, from: line, to: other))
            }
        }
        for (key, _) in after where !before.contains(where: { $0.key == key }) {
            sentences.append("\(key) added")
        }
        if sentences.isEmpty { return [] }
        if !unchanged.isEmpty { sentences.append(unchanged.joined(separator: ", ") + " unchanged") }
        return sentences
    }

    /// The items of a display list's text form, keyed by what they are: the kind and the text,
    /// symbol name or shape; repeated keys get a number.
    static func items(_ form: String) -> [(key: String, line: String)] {
        var seen: [String: Int] = [:]
        return form.split(separator: "\n").dropFirst().map { raw in
            let line = raw.trimmingCharacters(in: .whitespaces)
            var key = identity(of: line)
            seen[key, default: 0] += 1
            if let count = seen[key], count > 1 { key += " #\(count)" }
            return (key, line)
        }
    }

    private static func identity(of line: String) -> String {
        if line.hasPrefix("text \"") {
            var end = line.index(line.startIndex, offsetBy: 6)
            var escaped = false
            while end < line.endIndex {
                if line[end] == "\\" {
                    escaped.toggle()
                } else if line[end] == "\"" && !escaped {
                    break
                } else {
                    escaped = false
                }
                end = line.index(after: end)
            }
            return String(line[...min(end, line.index(before: line.endIndex))])
        }
        let words = line.split(separator: " ")
        if words.first == "shape", words.count > 1 { return "shape " + words[1].prefix { $0 != "(" } }
        return words.prefix(2).joined(separator: " ")
    }

    /// "moved from (x, y) to (x, y)" when only the position changed, otherwise both lines.
    private static func change(_ key: String, from before: String, to after: String) -> String {
        let frameBefore = firstFrame(in: before), frameAfter = firstFrame(in: after)
        if let frameBefore, let frameAfter,
            before.replacingOccurrences(of: frameBefore, with: "")
                == after.replacingOccurrences(of: frameAfter, with: "")
        {
            return "\(key) moved from \(frameBefore) to \(frameAfter)"
        }
        return
            "\(key) changed: \(before.dropFirst(key.count).trimmingCharacters(in: .whitespaces)) -> \(after.dropFirst(key.count).trimmingCharacters(in: .whitespaces))"
    }

    private static func firstFrame(in line: String) -> String? {
        guard let open = line.firstIndex(of: "("), let close = line[open...].firstIndex(of: ")") else { return nil }
        return String(line[open...close])
    }
}
