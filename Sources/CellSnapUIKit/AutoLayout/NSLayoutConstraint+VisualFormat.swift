import Foundation

extension NSLayoutConstraint {
    /// Options of a visual format, as UIKit's `NSLayoutConstraint.FormatOptions`: an alignment of
    /// every view the format names, the direction horizontal formats run in, and the spacing.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }

    /// The work of ``constraints(withVisualFormat:options:metrics:views:)``.
    static func visualFormatConstraints(
        _ format: String, options opts: NSLayoutConstraint.FormatOptions, metrics: [String: Any]?,
        views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do {
            var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
            return try parser.constraints(options: opts)
        } catch let error as VisualFormatParser.Failure {
            let reported = CellSnapUIKitError(
                call: "NSLayoutConstraint.constraints(withVisualFormat: \"\(format)\")",
                reason: "Unable to parse constraint format: \(error.message)\n\(format)\n"
                    + String(repeating: " ", count: error.position) + "^")
            for case let view as UIView in views.values where view.cellSnapPendingLayoutError == nil {
                view.cellSnapPendingLayoutError = reported
            }
            return []
        } catch {
            return []
        }
    }
}

/// A parser of Apple's visual format language, one format at a time.
@MainActor struct VisualFormatParser {
    struct Failure: Error {
        var message: String
        /// The character offset the caret points at.
        var position: Int
    }

    /// A predicate: a relation to a constant or a view, at a priority.
    struct Predicate {
        enum Object {
            case constant(CGFloat)
            case view(UIView)
        }
        var relation: NSLayoutConstraint.Relation
        var object: Object
        var priority: Float
    }

    /// What joins two items: flush, the standard space, or predicates.
    enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    let characters: [Character]
    let metrics: [String: Any]
    let views: [String: Any]
    var position = 0

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format)
        self.metrics = metrics
        self.views = views
    }

    mutating func constraints(options: NSLayoutConstraint.FormatOptions) throws -> [NSLayoutConstraint] {
        var vertical = false
        if characters.count >= 2, characters[1] == ":" {
            switch characters[0] {
            case "H": vertical = false
            case "V": vertical = true
            default: throw Failure(message: "Expected 'H' or 'V' before ':' to name the orientation", position: 0)
            }
            position = 2
        } else if characters.first == "V" || characters.first == "H", characters.count > 1 {
            throw Failure(
                message:
                    "Expected ':' after '\(characters[0])' to specify \(characters[0] == "V" ? "vertical" : "horizontal") arrangement",
                position: 1)
        }
        var leadingSuperview: Connection?
        if peek == "|" {
            position += 1
            leadingSuperview = try connection()
        }
        var items: [(view: UIView, predicates: [Predicate])] = [try view()]
        var connections: [Connection] = []
        var trailingSuperview: Connection?
        while position < characters.count {
            let joint = try connection()
            if peek == "|" {
                position += 1
                trailingSuperview = joint
                break
            }
            guard peek == "[" else {
                throw Failure(message: "Expected a view or '|'", position: position)
            }
            connections.append(joint)
            items.append(try view())
        }
        if position < characters.count {
            throw Failure(message: "Unexpected characters after the end of the format", position: position)
        }
        return try makeConstraints(
            items: items, connections: connections, leading: leadingSuperview, trailing: trailingSuperview,
            vertical: vertical, options: options)
    }

    // MARK: Lexing

    private var peek: Character? { position < characters.count ? characters[position] : nil }

    private mutating func expect(_ character: Character, _ message: String) throws {
        guard peek == character else { throw Failure(message: message, position: position) }
        position += 1
    }

    private mutating func identifier() -> String? {
        let start = position
        guard let first = peek, first == "_" || first.isLetter, first.isASCII else { return nil }
        position += 1
        while let next = peek, next.isASCII, next == "_" || next.isLetter || next.isNumber { position += 1 }
        return String(characters[start..<position])
    }

    private mutating func number() -> CGFloat? {
        let start = position
        if peek == "-" || peek == "+" { position += 1 }
        while let next = peek, next.isASCII, next.isNumber || next == "." { position += 1 }
        guard position > start, let value = Double(String(characters[start..<position])) else {
            position = start
            return nil
        }
        return CGFloat(value)
    }

    // MARK: Grammar

    /// `[name(predicates)]`.
    private mutating func view() throws -> (view: UIView, predicates: [Predicate]) {
        try expect("[", "Expected '[' to start a view")
        let start = position
        guard let name = identifier() else {
            throw Failure(message: "Expected a view name (a C identifier)", position: position)
        }
        guard let view = views[name] as? UIView else {
            throw Failure(message: "Unable to find view with name \(name)", position: start)
        }
        var predicates: [Predicate] = []
        if peek == "(" { predicates = try predicateListWithParens() }
        try expect(
            "]", "A predicate on a view's thickness must end with ')' and the view must end with ']'")
        return (view, predicates)
    }

    /// Nothing, `-`, or `-predicates-`.
    private mutating func connection() throws -> Connection {
        guard peek == "-" else { return .flush }
        position += 1
        if peek == "[" || peek == "|" { return .standard }
        let predicates: [Predicate]
        if peek == "(" {
            predicates = try predicateListWithParens()
        } else {
            predicates = [Predicate(relation: .equal, object: .constant(try constant()), priority: 1000)]
        }
        try expect("-", "Expected '-' after a spacing predicate")
        return .predicates(predicates)
    }

    /// `(predicate, predicate...)`.
    private mutating func predicateListWithParens() throws -> [Predicate] {
        try expect("(", "Expected '('")
        var predicates = [try predicate()]
        while peek == "," {
            position += 1
            predicates.append(try predicate())
        }
        try expect(")", "Expected ')' or ',' after a predicate")
        return predicates
    }

    /// `(==|<=|>=)? (constant|view) (@priority)?`.
    private mutating func predicate() throws -> Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        let rest = characters[position...]
        for (symbol, value) in [
            ("==", NSLayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual),
        ]
        where rest.starts(with: symbol) {
            relation = value
            position += 2
            break
        }
        if peek == "=" || peek == "<" || peek == ">" {
            throw Failure(message: "Unknown relation. Must be ==, >=, or <=", position: position)
        }
        let object: Predicate.Object
        let start = position
        if let name = identifier() {
            if let view = views[name] as? UIView {
                object = .view(view)
            } else if let value = metrics[name].flatMap(Self.number) {
                object = .constant(value)
            } else {
                throw Failure(message: "Unable to interpret '\(name)' as a view or a metric", position: start)
            }
        } else if let value = number() {
            object = .constant(value)
        } else {
            throw Failure(message: "Expected a number, a metric or a view", position: position)
        }
        var priority: Float = 1000
        if peek == "@" {
            position += 1
            let start = position
            let value = try constant()
            guard value > 0 && value <= 1000 else {
                throw Failure(message: "A priority must be greater than 0 and at most 1000", position: start)
            }
            priority = Float(value)
        }
        return Predicate(relation: relation, object: object, priority: priority)
    }

    /// A number or a metric's value.
    private mutating func constant() throws -> CGFloat {
        let start = position
        if let name = identifier() {
            guard let value = metrics[name].flatMap(Self.number) else {
                throw Failure(message: "Unable to find metric with name \(name)", position: start)
            }
            return value
        }
        guard let value = number() else { throw Failure(message: "Expected a number or a metric", position: position) }
        return value
    }

    /// A metric's value as a number (`NSNumber`, `CGFloat`, `Double`, `Int`...).
    private static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    // MARK: Constraints

    private func makeConstraints(
        items: [(view: UIView, predicates: [Predicate])], connections: [Connection], leading: Connection?,
        trailing: Connection?, vertical: Bool, options: NSLayoutConstraint.FormatOptions
    ) throws -> [NSLayoutConstraint] {
        var builder = VisualFormatConstraints(vertical: vertical, direction: options.intersection(.directionMask))
        if let leading { try builder.space(leading, from: nil, to: items[0].view) }
        for (index, item) in items.enumerated() {
            builder.size(of: item.view, item.predicates)
            if index > 0 { try builder.space(connections[index - 1], from: items[index - 1].view, to: item.view) }
        }
        if let trailing { try builder.space(trailing, from: items[items.count - 1].view, to: nil) }
        try builder.align(items.map(\.view), options: options)
        return builder.constraints
    }
}
