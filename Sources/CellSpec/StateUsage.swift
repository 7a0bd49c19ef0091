import CellModel
import Foundation

/// What a spec's states set and its `when` rules read, gathered while the spec is read and checked
/// when it is whole, so that a typo cannot silently take a look away:
///
/// - every custom key a rule reads is set by the cell's own state or a state of the matrix, and
///   set to the value the rule asks for (a rule for `false` also matches an unset key, so only
///   the key must be set);
/// - every flag a rule asks for is on in some variant of its cell;
/// - every custom key a state sets is read by a rule (of that cell, for a cell's own state; of any
///   cell, for the matrix's): a key nothing reads would change only the variant's name.
///
/// Conditions are checked one by one: a rule whose flags and keys each occur, but never together,
/// is not found.
final class StateUsage {
    /// A custom key a state sets or a rule reads, with where it is written.
    struct Setting {
        var key: String
        var value: CustomStateValue
        /// The key in the document, for errors.
        var node: SpecNode

        /// The custom keys of the state written at `node` (as `{flags: ..., custom: {...}}`), with
        /// their values in `state`.
        static func all(in node: SpecNode, _ state: CellState) -> [Setting] {
            guard let custom = node.entries().first(where: { $0.name == "custom" })?.value else { return [] }
            return custom.entries().compactMap { name, key, _ in
                state[CustomStateKey(name)].map { Setting(key: name, value: $0, node: key) }
            }
        }
    }

    /// One `when` rule: the flags and custom keys it asks for, and its `state` in the document.
    struct Rule {
        var flags: [CellState.Flag]
        var custom: [Setting]
        var node: SpecNode
    }

    /// One cell: its own state, the custom keys written in it, and its rules.
    struct Cell {
        var state: CellState
        var custom: [Setting]
        var rules: [Rule]
    }

    /// The custom keys of each state of the matrix, in order.
    var matrixStates: [[Setting]] = []
    private var cells: [Cell] = []

    /// Notes a cell with its state (written at `stateNode`, if anywhere) and its rules (each with its node).
    func noteCell(state: CellState, at stateNode: SpecNode?, rules: [(SpecNode, ConfigurationRule)]) {
        let custom = stateNode.map { Setting.all(in: $0, state) } ?? []
        let rules = rules.map { node, rule in
            let stateNode = node.entries().first { $0.name == "state" }?.value ?? node
            let custom = Setting.all(in: stateNode, CellState(rule.custom))
            return Rule(flags: rule.flags, custom: custom, node: stateNode)
        }
        cells.append(Cell(state: state, custom: custom, rules: rules))
    }

    /// Checks what was noted against the matrix's `states`.
    /// - Throws: ``SpecError`` at the first rule that cannot match, or state key nothing reads.
    func check(matrix states: [CellState]) throws {
        let matrix = states.isEmpty ? [CellState()] : states
        let flags = FlagsOfMatrix(matrix)
        let matrixSettings = matrixStates.flatMap { $0 }
        for cell in cells {
            for rule in cell.rules {
                for flag in rule.flags where !flags.canBeOn(flag, in: cell.state) {
                    let drawn = Set(matrix.prefix(1000).map { Self.merged(cell.state, $0).stateName }).sorted()
                    throw rule.node.error(
                        "no variant of this cell is '\(flag.name)' (not its own state, not a state of the matrix), so this 'when' rule never matches; its variants are: \(Self.list(drawn))"
                    )
                }
                for setting in rule.custom { try check(setting, readBy: cell, matrix: matrixSettings) }
            }
        }
        let read = Set(cells.flatMap { $0.rules.flatMap { $0.custom.map(\.key) } })
        for setting in matrixSettings where !read.contains(setting.key) {
            throw setting.node.error(
                "the custom state key '\(setting.key)' is read by no 'when' rule, so it would change nothing but the variant's name; "
                    + Self.readKeys(read, near: setting.key))
        }
        for cell in cells {
            let read = Set(cell.rules.flatMap { $0.custom.map(\.key) })
            for setting in cell.custom where !read.contains(setting.key) {
                throw setting.node.error(
                    "the custom state key '\(setting.key)' is read by no 'when' rule of this cell, so it would change nothing; "
                        + Self.readKeys(read, near: setting.key))
            }
        }
    }

    /// A rule's custom key must be set where the rule's cell can see it, to the value it asks for.
    private func check(_ setting: Setting, readBy cell: Cell, matrix: [Setting]) throws {
        let sets = cell.custom + matrix
        let values = sets.filter { $0.key == setting.key }.map(\.value)
        guard !values.isEmpty else {
            let keys = Set(sets.map(\.key)).sorted()
            // Each set key with the line it is first set on: the typo may be there instead.
            let written = keys.map { key in
                let line = sets.first { $0.key == key }?.node.node.mark?.line
                return key + (line.map { " (line \($0))" } ?? "")
            }
            throw setting.node.error(
                "the custom state key '\(setting.key)' is set by no state of this cell and no state of the matrix, so this 'when' rule never sees it; "
                    + (keys.isEmpty
                        ? "no custom state key is set (set it in the cell's 'state' or in the matrix's 'states')"
                        : "the keys that are set: \(written.joined(separator: ", "))"
                            + SpecNode.suggestion(for: setting.key, among: keys).replacingOccurrences(
                                of: "; expected one of: .*", with: "", options: .regularExpression)))
        }
        guard setting.value == .bool(false) || values.contains(setting.value) else {
            let written = Set(values.map(Self.text)).sorted()
            throw setting.node.error(
                "no state of this cell or of the matrix sets '\(setting.key)' to \(Self.text(setting.value)), so this 'when' rule never matches; it is set to: \(written.joined(separator: ", "))"
            )
        }
    }

    /// "the keys the rules read: a, b; did you mean 'a'?", or that no rule reads a custom key.
    private static func readKeys(_ read: Set<String>, near key: String) -> String {
        guard !read.isEmpty else { return "no 'when' rule reads a custom key" }
        let keys = read.sorted()
        return "the keys the rules read: \(keys.joined(separator: ", "))"
            + SpecNode.suggestion(for: key, among: keys).replacingOccurrences(
                of: "; expected one of: .*", with: "", options: .regularExpression)
    }

    private static func merged(_ state: CellState, _ other: CellState) -> CellState {
        var state = state
        state.merge(other)
        return state
    }

    private static func list(_ names: [String]) -> String {
        names.prefix(10).joined(separator: ", ") + (names.count > 10 ? ", ..." : "")
    }

    private static func text(_ value: CustomStateValue) -> String {
        switch value {
        case .bool(let flag): "\(flag)"
        case .int(let number): "\(number)"
        case .double(let number): SpecNode.format(number)
        case .string(let text): "'\(text)'"
        }
    }
}

/// Which flags the matrix's states can leave on in a cell, worked out once for all cells (the
/// matrix may hold thousands of states): a flag is on in a cell's variant when the matrix's state
/// turns it on, or when the cell has it and the matrix's state turns on nothing that excludes it
/// (one drag or drop value replaces another).
private struct FlagsOfMatrix {
    /// Flags some state of the matrix turns on.
    var turnedOn: Set<CellState.Flag> = []
    /// Flags some state of the matrix leaves on when a cell has them.
    var leftOn: Set<CellState.Flag> = []

    init(_ matrix: [CellState]) {
        for flags in Set(matrix.map(\.flags)) {
            turnedOn.formUnion(flags)
            for flag in CellState.Flag.allCases {
                var state = CellState([flag])
                for other in flags { state[other] = true }
                if state[flag] { leftOn.insert(flag) }
            }
        }
    }

    func canBeOn(_ flag: CellState.Flag, in state: CellState) -> Bool {
        turnedOn.contains(flag) || state[flag] && leftOn.contains(flag)
    }
}

extension CellState {
    /// A state with `custom` set and no flag on.
    fileprivate init(_ custom: [CustomStateKey: CustomStateValue]) {
        self.init()
        for (key, value) in custom { self[key] = value }
    }
}
