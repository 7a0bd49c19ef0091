internal import CYaml

/// Limits on what a spec document may expand to, enforced on libyaml's event stream before the
/// document is composed into a tree.
///
/// Aliases (`*name`) repeat what an anchor (`&name`) marks, so a few hundred bytes can stand for
/// billions of values ("billion laughs"), and a mapping key that is itself a collection makes the
/// YAML library hash and compare whole trees. Both are refused here, from the events alone, in
/// time proportional to the text: every value is counted as often as aliases repeat it, and the
/// count may not pass ``SpecLimits/values`` (nor their text ``SpecLimits/totalText`` bytes);
/// collections may nest ``SpecLimits/depth`` deep; a mapping key must be a plain value (a scalar,
/// or an alias of one).
///
/// Yams composes through the same libyaml (its `CYaml` module), so what passes here parses there.
enum YAMLBudget {
    /// Checks `text` and throws a ``SpecError`` at the first value past a limit. Syntax errors are
    /// left to the parser, which reports them with their positions.
    static func check(_ text: String, file: String) throws {
        var text = text
        try text.withUTF8 { bytes in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
            var walk = Walk(file: file)
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { return }
                try walk.take(event)
            }
        }
    }

    /// The state of the walk over the events: open collections and what each anchor stands for.
    private struct Walk {
        /// An open list or mapping.
        struct Collection {
            var isMapping: Bool
            var anchor: String?
            /// The values it holds so far, itself included, aliases expanded.
            var size = 1
            /// The bytes of text of those values.
            var bytes = 0
            /// In a mapping: whether the next value is a key.
            var expectsKey = true
        }

        /// What an anchor marks: how many values it expands to, how many bytes of text they hold,
        /// and whether it is a scalar.
        struct Anchored {
            var size: Int
            var bytes = 0
            var isScalar: Bool
        }

        let file: String
        var open: [Collection] = []
        var anchors: [String: Anchored] = [:]
        var values = 0
        var bytes = 0

        mutating func take(_ event: yaml_event_t) throws {
            switch event.type {
            case YAML_SCALAR_EVENT:
                let anchored = Anchored(size: 1, bytes: Int(event.data.scalar.length), isScalar: true)
                if let anchor = Self.string(event.data.scalar.anchor) { anchors[anchor] = anchored }
                try add(anchored, at: event)
            case YAML_ALIAS_EVENT:
                // An unknown alias is the parser's error to report, with its position.
                guard let name = Self.string(event.data.alias.anchor), let anchored = anchors[name] else { return }
                try add(anchored, at: event)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                let isMapping = event.type == YAML_MAPPING_START_EVENT
                if open.last?.isMapping == true, open.last?.expectsKey == true {
                    throw error(
                        "a mapping key must be a plain value, not a \(isMapping ? "mapping" : "list")", at: event)
                }
                try count(Anchored(size: 1, isScalar: false), at: event)
                guard open.count < SpecLimits.depth else {
                    throw error("lists and mappings nest more than \(SpecLimits.depth) deep", at: event)
                }
                let anchor =
                    isMapping
                    ? Self.string(event.data.mapping_start.anchor) : Self.string(event.data.sequence_start.anchor)
                open.append(Collection(isMapping: isMapping, anchor: anchor))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let closed = open.popLast() else { return }
                let anchored = Anchored(size: closed.size, bytes: closed.bytes, isScalar: false)
                if let anchor = closed.anchor { anchors[anchor] = anchored }
                try place(anchored, at: event)
            default:
                break
            }
        }

        /// A scalar or an alias: counted, then placed in the open collection.
        private mutating func add(_ value: Anchored, at event: yaml_event_t) throws {
            try count(value, at: event)
            try place(value, at: event)
        }

        private mutating func count(_ value: Anchored, at event: yaml_event_t) throws {
            values += value.size
            bytes += value.bytes
            guard values <= SpecLimits.values else {
                throw error(
                    "the document holds more than \(SpecLimits.values) values once its aliases are expanded", at: event)
            }
            guard bytes <= SpecLimits.totalText else {
                throw error(
                    "the document holds more than \(SpecLimits.totalText) bytes of text once its aliases are expanded",
                    at: event)
            }
        }

        /// Adds a finished value to the collection it is in; in a mapping, keys and values alternate.
        private mutating func place(_ value: Anchored, at event: yaml_event_t) throws {
            guard var parent = open.popLast() else { return }
            if parent.isMapping {
                if parent.expectsKey, !value.isScalar {
                    throw error("a mapping key must be a plain value, not an alias of a list or mapping", at: event)
                }
                parent.expectsKey.toggle()
            }
            parent.size += value.size
            parent.bytes += value.bytes
            open.append(parent)
        }

        private func error(_ message: String, at event: yaml_event_t) -> SpecError {
            SpecError(
                file: file, line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1, path: "",
                message: message)
        }

        private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
        }
    }
}
