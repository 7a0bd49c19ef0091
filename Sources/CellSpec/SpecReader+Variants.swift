import AppFonts
import AssetCatalog
import CellModel
import Foundation
import Pixels
import Primitives
import VectorDocuments

// Traits, states and the variant matrix: `traits:`, `state:`, `variants:` and custom state keys.
extension SpecReader {

    func variants(_ node: SpecNode) throws -> VariantMatrix {
        let fields = try node.fields(
            ["states", "appearances", "sizes", "directions", "scales", "themes", "contrasts"], in: "a variant matrix")
        var matrix = VariantMatrix()
        let stateNodes = try fields["states"]?.items() ?? []
        matrix.states = try stateNodes.map(matrixState)
        stateUsage.matrixStates = zip(stateNodes, matrix.states).map { StateUsage.Setting.all(in: $0, $1) }
        matrix.styles = try fields["appearances"]?.items().map { try $0.choice("appearance", Self.appearances) } ?? []
        matrix.contentSizes = try fields["sizes"]?.items().map { try $0.choice("content size", Self.sizes) } ?? []
        matrix.directions =
            try fields["directions"]?.items().map {
                try $0.choice("direction", Self.directions, aliases: Self.directionAliases)
            } ?? []
        matrix.scales = try fields["scales"]?.items().map { try $0.double(in: Traits.displayScales) } ?? []
        matrix.themes = try fields["themes"]?.items().map { try $0.choice("theme", Self.themes) } ?? []
        matrix.contrasts = try fields["contrasts"]?.items().map { try $0.choice("contrast", Self.contrasts) } ?? []
        guard matrix.count <= SpecLimits.variants else {
            let count = matrix.count == .max ? "more than \(Int.max)" : "\(matrix.count)"
            throw node.error("the matrix has \(count) variants; the limit is \(SpecLimits.variants)")
        }
        return matrix
    }

    /// `selected`, `selected+editing`, or `{flags: [selected], custom: {isArchived: true}}`.
    /// A state is named by what it is (`selected-isArchived`), so it takes no name of its own.
    func matrixState(_ node: SpecNode) throws -> CellState {
        if node.isScalar { return try state(flags: try node.string.split(separator: "+").map(String.init), at: node) }
        if let name = try node.fields(["name", "flags", "custom"], in: "a state")["name"] {
            throw name.error(
                "a state is named by what it is (its flags, then its custom keys: selected-isArchived); remove 'name'")
        }
        return try state(node)
    }

    func state(_ node: SpecNode) throws -> CellState {
        if node.isMapping {
            let fields = try node.fields(["flags", "custom"], in: "a state")
            var state = try state(flags: fields["flags"]?.items().map { try $0.string } ?? [], at: node)
            if let custom = fields["custom"] { try setCustom(custom, on: &state) }
            return state
        }
        return try state(flags: node.items().flatMap { try $0.string.split(separator: "+").map(String.init) }, at: node)
    }

    /// The state with `flags` on: names of ``CellState/Flag`` or `normal` (none).
    private func state(flags: [String], at node: SpecNode) throws -> CellState {
        var state = CellState()
        for name in flags where name != "normal" {
            guard let flag = CellState.Flag(name: name) else {
                let suggestion = SpecNode.suggestion(
                    for: name, among: Self.stateNames, aliases: ["pressed": "highlighted", "checked": "selected"])
                throw node.error(
                    "unknown state '\(name)'"
                        + (suggestion.isEmpty
                            ? "; the states are: " + Self.stateNames.joined(separator: ", ") : suggestion))
            }
            state[flag] = true
        }
        // A drag or drop flag turns the other values of its state off: refuse both at once.
        let named = flags.compactMap(CellState.Flag.init(name:))
        if let lost = named.first(where: { !state[$0] }),
            let winner = named.first(where: { flag in
                var alone = CellState([lost])
                alone[flag] = true
                return !alone[lost]
            })
        {
            throw node.error("the states '\(lost.name)' and '\(winner.name)' exclude each other")
        }
        return state
    }

    /// `{isArchived: true, priority: 2}`: each key (a name) and its value: `true`, `false`, a
    /// whole number, a number or a string.
    private func setCustom(_ node: SpecNode, on state: inout CellState) throws {
        guard node.isMapping else { throw node.error("expected a mapping of custom state keys") }
        for (name, key, value) in node.entries() {
            guard !name.trimmingCharacters(in: .whitespaces).isEmpty, key.isScalar else {
                throw key.error("a custom state key needs a name, such as isArchived")
            }
            guard value.isScalar else {
                throw value.error("a custom state value is true, false, a number or a string")
            }
            let text = try value.string
            let parsed: CustomStateValue =
                switch text {
                case "true": .bool(true)
                case "false": .bool(false)
                default:
                    Int(text).map(CustomStateValue.int) ?? Double(text).map(CustomStateValue.double) ?? .string(text)
                }
            state[CustomStateKey(name)] = parsed
        }
    }
}
