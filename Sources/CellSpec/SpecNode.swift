import Foundation
import Yams

/// A problem in a spec file: where it is (file, line, column, key path) and what is wrong.
///
/// ```
/// Specs/settings.yaml:14:11: sections[2].cells[0].accessories[1]: unknown accessory 'chevron'; did you mean 'disclosureIndicator'?
/// ```
public struct SpecError: Error, Equatable, CustomStringConvertible, Sendable {
    public var file: String
    /// 1-based; 0 when the problem has no position (an unreadable file).
    public var line: Int
    public var column: Int
    /// The key path of the value, like `sections[2].cells[0]`; empty for the document itself.
    public var path: String
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int, column: Int, path: String, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    public var description: String {
        let location = line > 0 ? "\(file):\(line):\(column)" : file
        return path.isEmpty ? "\(location): \(message)" : "\(location): \(path): \(message)"
    }
}

/// A value of a spec document with its position and key path, and typed accessors that fail with
/// a ``SpecError`` naming both.
struct SpecNode {
    let node: Node
    let file: String
    let path: String

    /// The document in `text` (YAML or JSON) read from `file`.
    static func parse(_ text: String, file: String) throws -> SpecNode {
        try YAMLBudget.check(text, file: file)
        do {
            guard let node = try Yams.compose(yaml: text) else {
                throw SpecError(file: file, line: 1, column: 1, path: "", message: "the spec is empty")
            }
            return SpecNode(node: node, file: file, path: "")
        } catch let error as YamlError {
            throw SpecError(yaml: error, file: file)
        }
    }

    func error(_ message: String) -> SpecError {
        SpecError(file: file, line: node.mark?.line ?? 0, column: node.mark?.column ?? 0, path: path, message: message)
    }

    private func child(_ node: Node, _ component: String) -> SpecNode {
        SpecNode(
            node: node, file: file,
            path: path.isEmpty ? component : component.hasPrefix("[") ? path + component : path + "." + component)
    }

    // MARK: Scalars

    var string: String {
        get throws {
            guard let scalar = node.scalar else { throw error("expected a string, found \(kindName)") }
            guard scalar.string.utf8.count <= SpecLimits.textLength else {
                throw error("the text is \(scalar.string.utf8.count) bytes long; the limit is \(SpecLimits.textLength)")
            }
            return scalar.string
        }
    }

    var double: Double {
        get throws {
            guard let scalar = node.scalar, let value = Double(scalar.string), value.isFinite else {
                throw error("expected a number, found \(kindName)")
            }
            return value
        }
    }

    var int: Int {
        get throws {
            guard let scalar = node.scalar, let value = Int(scalar.string) else {
                let text = node.scalar?.string ?? ""
                if let number = Double(text), number.isFinite, number == number.rounded() {
                    throw error("'\(text)' is too large a whole number")
                }
                throw error("expected a whole number, found \(kindName)")
            }
            return value
        }
    }

    var bool: Bool {
        get throws {
            switch node.scalar?.string.lowercased() {
            case "true", "yes", "on": return true
            case "false", "no", "off": return false
            default: throw error("expected true or false, found \(kindName)")
            }
        }
    }

    /// A number within `range`, such as a width or a scale; the error quotes the number as written.
    func double(in range: ClosedRange<Double>) throws -> Double {
        let value = try double
        guard range.contains(value) else {
            throw error(
                "'\(node.scalar?.string ?? "")' is out of range; expected \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))"
            )
        }
        return value
    }

    /// A whole number within `range`, such as a count; the error quotes the number as written.
    func int(in range: ClosedRange<Int>) throws -> Int {
        let value = try int
        guard range.contains(value) else {
            throw error(
                "'\(node.scalar?.string ?? "")' is out of range; expected \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    /// One of `choices` (or an alias of one), with a suggestion when it is none of them.
    func choice<Value>(_ what: String, _ choices: [String: Value], aliases: [String: String] = [:]) throws -> Value {
        let name = try string
        if let value = choices[name] { return value }
        if let canonical = aliases[name.lowercased()], let value = choices[canonical] { return value }
        throw error(
            "unknown \(what) '\(name)'" + Self.suggestion(for: name, among: Array(choices.keys), aliases: aliases))
    }

    // MARK: Collections

    var isMapping: Bool { node.mapping != nil }
    var isSequence: Bool { node.sequence != nil }
    var isScalar: Bool { node.scalar != nil }

    /// The items of a sequence (a single value counts as a sequence of one).
    func items() throws -> [SpecNode] {
        guard let sequence = node.sequence else { return [self] }
        return sequence.enumerated().map { index, item in child(item, "[\(index)]") }
    }

    /// The mapping's values by key, after checking that every key is one of `allowed`.
    func fields(_ allowed: [String], in what: String) throws -> SpecFields {
        guard let mapping = node.mapping else { throw error("expected \(what), found \(kindName)") }
        var values: [String: SpecNode] = [:]
        for (key, value) in mapping {
            let name = key.string ?? ""
            let keyNode = child(key, name)
            guard allowed.contains(name) else {
                throw keyNode.error("unknown key '\(name)' in \(what)" + Self.suggestion(for: name, among: allowed))
            }
            values[name] = child(value, name)
        }
        return SpecFields(owner: self, values: values)
    }

    /// The entries of a mapping, in order: each key's text, the key itself (for errors about the
    /// key) and its value; none for a value that is not a mapping.
    func entries() -> [(name: String, key: SpecNode, value: SpecNode)] {
        (node.mapping ?? [:]).map { key, value in
            let name = key.string ?? ""
            return (name, child(key, name), child(value, name))
        }
    }

    /// A one-key mapping `{kind: value}` or a plain string `kind`: the kind and its value (nil for a string).
    func tagged() throws -> (kind: String, value: SpecNode?) {
        if let scalar = node.scalar { return (scalar.string, nil) }
        guard let mapping = node.mapping, mapping.count == 1,
            let (key, value) = mapping.first.map({ ($0.key, $0.value) })
        else {
            throw error("expected a name or a mapping with one key, found \(kindName)")
        }
        return (key.string ?? "", child(value, key.string ?? ""))
    }

    private var kindName: String {
        node.mapping != nil ? "a mapping" : node.sequence != nil ? "a list" : "'\(node.scalar?.string ?? "")'"
    }

    // MARK: Suggestions

    /// "; did you mean 'x'?" for the closest choice (an alias, or at most a third of the letters
    /// away), or the list of choices when there are few.
    static func suggestion(for name: String, among choices: [String], aliases: [String: String] = [:]) -> String {
        if let canonical = aliases[name.lowercased()] { return "; did you mean '\(canonical)'?" }
        let lowered = name.lowercased()
        // Near misses of a choice, or of an alias (suggesting what the alias stands for).
        var best: (choice: String, distance: Int)?
        for (candidate, choice) in choices.sorted().map({ ($0, $0) })
            + aliases.sorted(by: { $0.key < $1.key }).map({ ($0.key, $0.value) })
        {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance < best?.distance ?? Int.max { best = (choice, distance) }
        }
        if let best, best.distance <= max(2, name.count / 3) { return "; did you mean '\(best.choice)'?" }
        if let contained = choices.sorted().first(where: { $0.lowercased().contains(lowered) && lowered.count >= 3 }) {
            return "; did you mean '\(contained)'?"
        }
        return choices.count <= 12 ? "; expected one of: " + choices.sorted().joined(separator: ", ") : ""
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(1, b.count) where !b.isEmpty {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }

    /// `20`, `2.5`, `1e+308`: whole numbers without a decimal point, others as Swift writes them.
    static func format(_ value: Double) -> String {
        Int(exactly: value).map(String.init) ?? String(value)
    }
}

/// The checked keys of a mapping.
struct SpecFields {
    let owner: SpecNode
    let values: [String: SpecNode]

    subscript(key: String) -> SpecNode? { values[key] }

    /// The value under `key`, which must be there.
    func required(_ key: String) throws -> SpecNode {
        guard let value = values[key] else { throw owner.error("missing key '\(key)'") }
        return value
    }
}

extension SpecError {
    /// A YAML syntax error at its position.
    init(yaml error: YamlError, file: String) {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _):
            let message = "invalid YAML: " + problem + (context.map { " " + $0.text } ?? "")
            self.init(file: file, line: mark.line, column: mark.column, path: "", message: message)
        default:
            self.init(file: file, line: 0, column: 0, path: "", message: "invalid YAML: \(error)")
        }
    }
}
