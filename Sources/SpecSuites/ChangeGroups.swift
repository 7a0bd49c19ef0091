import CellModel
import CellSnapSuite
import CellSpec
import Foundation
import Primitives

/// Why a variant needs a reviewer's decision, in words that do not depend on its traits, so that
/// the variants one change touched share it: what the review groups variants by (``ChangeGroups``).
public enum ChangeCause: Hashable, Sendable {
    /// The structure changed: ``StructuralComparison/causes``, such as
    /// `row 'Wi-Fi': text 'Wi-Fi' → 'WLAN'`.
    case structure([String])
    /// The pixels changed and the structure did not, in these elements (named as structural diffs
    /// name them: `row 'Wi-Fi': image wifi`): the drawn elements whose frames hold the changed regions.
    case pixels(elements: [String])
    /// The pixels changed and the reference has no structural text to compare with (recorded
    /// without one, in an older form, or not recorded with this image): the elements of the actual
    /// render whose frames hold the changed regions.
    case pixelsWithoutStructure(elements: [String])
    /// There is no reference yet: the new variants of a spec.
    case noReference(spec: String)

    /// The cause in words, one line each.
    public var lines: [String] {
        switch self {
        case .structure(let causes): causes
        case .pixels(let elements): elements.map { "\($0): pixels changed, the structure did not" }
        case .pixelsWithoutStructure(let elements):
            elements.map { "\($0): pixels changed (no structural text of the reference to compare)" }
        case .noReference(let spec): ["no reference yet: new variants of \(spec)"]
        }
    }

    /// Whether the variants it groups are new rather than changed.
    public var isNew: Bool {
        if case .noReference = self { return true }
        return false
    }

    /// The cause of pixels changed in `regions` (points, in the image) of the render whose
    /// structural text is `structure`: the drawn elements holding them.
    /// - Parameter structureCompared: Whether the reference's structural text was compared (and
    ///   found unchanged), or there was none to compare.
    public static func pixels(in regions: [Rect], of structure: String, structureCompared: Bool) -> ChangeCause {
        let elements = StructureNode.parse(structure).map { $0.elements(holding: regions) } ?? []
        let names = elements.isEmpty ? ["canvas"] : elements
        return structureCompared ? .pixels(elements: names) : .pixelsWithoutStructure(elements: names)
    }
}

/// Variants that need a decision for the same cause, with what the review shows of them.
public struct ChangeGroup: Equatable, Sendable {
    /// The group's number, from 1, in the order of ``ChangeGroups/groups``: `cellsnap accept REPORT --group N`.
    public var number: Int
    /// What the variants share.
    public var cause: ChangeCause
    /// The variants' ids, sorted.
    public var variants: [String]
    /// The variant the review shows for the group: the one whose name lists the fewest states and
    /// traits (the one nearest the spec's base: normal, light, Large, left to right), then the
    /// first by id.
    public var representative: String
    /// The dimensions in which the variants take more than one value, in the specs' order.
    public var dimensions: [String]
    /// The specs the variants belong to, sorted.
    public var specs: [String]

    /// The group in one line, as the JUnit report gives it:
    /// `group 1: 32 variants of wifi (state, appearance, size, direction): row 'Wi-Fi': text 'Wi-Fi' → 'WLAN'`.
    public var summary: String { "group \(number): \(details)" }

    /// The summary after the number: how many variants, of which specs, the dimensions they span,
    /// and the cause.
    public var details: String {
        let count = "\(variants.count) variant\(variants.count == 1 ? "" : "s")"
        let specs = self.specs.count <= 3 ? self.specs.joined(separator: ", ") : "\(self.specs.count) specs"
        let spans = dimensions.isEmpty ? "" : " (\(dimensions.joined(separator: ", ")))"
        return "\(count) of \(specs)\(spans): " + cause.lines.joined(separator: "; ")
    }
}

/// The variants of a run that need a decision (changed and new ones), grouped by their
/// ``ChangeCause``: one decision per group instead of one per variant.
///
/// Changed groups come first, the largest first, then by their words; then the new variants,
/// one group per spec. The numbers follow that order, so the same run numbers its groups the
/// same way.
///
/// ```swift
/// let groups = ChangeGroups(outcomes: [])
/// for group in groups.groups { print(group.summary) }
/// ```
public struct ChangeGroups: Equatable, Sendable {
    /// The groups, numbered from 1.
    public var groups: [ChangeGroup]
    private var numbers: [String: Int]

    /// Groups the changed and new outcomes among `outcomes` (those with a ``VariantOutcome/cause``).
    public init(outcomes: [VariantOutcome]) {
        var members: [ChangeCause: [VariantOutcome]] = [:]
        var order: [ChangeCause] = []
        for outcome in outcomes where outcome.status == .changed || outcome.status == .new {
            guard let cause = outcome.cause else { continue }
            if members[cause] == nil { order.append(cause) }
            members[cause, default: []].append(outcome)
        }
        let sorted = order.sorted { a, b in
            let (countA, countB) = (members[a]!.count, members[b]!.count)
            if a.isNew != b.isNew { return !a.isNew }
            if countA != countB, !a.isNew { return countA > countB }
            return a.lines.joined(separator: "\n") < b.lines.joined(separator: "\n")
        }
        groups = sorted.enumerated().map { index, cause in
            Self.group(number: index + 1, cause: cause, members: members[cause]!)
        }
        numbers = [:]
        for group in groups {
            for id in group.variants { numbers[id] = group.number }
        }
    }

    /// The number of the group `id` belongs to, if any.
    public func number(of id: String) -> Int? { numbers[id] }

    private static func group(number: Int, cause: ChangeCause, members: [VariantOutcome]) -> ChangeGroup {
        let sorted = members.sorted { $0.variant.id < $1.variant.id }
        let representative = sorted.min { distanceFromBase($0.variant) < distanceFromBase($1.variant) }!
        var dimensions: [String] = []
        var values: [String: Set<String>] = [:]
        for outcome in sorted {
            for value in outcome.variant.values {
                if values[value.dimension] == nil { dimensions.append(value.dimension) }
                values[value.dimension, default: []].insert(value.value)
            }
        }
        return ChangeGroup(
            number: number, cause: cause, variants: sorted.map(\.variant.id),
            representative: representative.variant.id,
            dimensions: dimensions.filter { values[$0]!.count > 1 },
            specs: Set(sorted.map(\.variant.spec)).sorted())
    }
}

/// How many states and traits a variant's name lists: its flags, its custom keys that are set,
/// and its traits that differ from light, Large, left to right.
private func distanceFromBase(_ variant: SpecVariant) -> Int {
    let state = variant.state
    let custom = state.customValues.values.filter { $0 != .bool(false) }.count
    let stateParts = state.stateName.split(separator: "-").count
    let traits = variant.name.split(separator: "-").count - stateParts
    return state.flags.count + custom + traits
}

extension StructureNode {
    /// The drawn elements (and rows) holding `regions` (in points), named as structural diffs name
    /// them (`row 'Wi-Fi': image wifi`), each once, in the order of the regions: for each region,
    /// the smallest whose frame holds it with a point to spare for anti-aliasing, else the smallest
    /// whose frame holds its centre; nothing when none does.
    func elements(holding regions: [Rect]) -> [String] {
        var candidates: [(name: String, frame: Rect)] = []
        func collect(_ node: StructureNode, context: String?) {
            let name = (context.map { $0 + ": " } ?? "") + node.displayName
            if let frame = node.frame, node.reportsFrame {
                candidates.append((node.isRow ? node.displayName : name, frame))
            }
            let childContext = node.isRow ? node.displayName : context
            for child in node.children { collect(child, context: childContext) }
        }
        collect(self, context: nil)
        if let frame { candidates.append(("canvas", frame)) }
        var names: [String] = []
        for region in regions {
            let area = { (rect: Rect) in rect.width * rect.height }
            let holding = candidates.filter { candidate in
                let slack = candidate.frame.insetBy(dx: -1, dy: -1)
                return slack.minX <= region.minX && slack.minY <= region.minY && slack.maxX >= region.maxX
                    && slack.maxY >= region.maxY
            }
            let found =
                holding.min { area($0.frame) < area($1.frame) }
                ?? candidates.filter { $0.frame.contains(region.center) }.min { area($0.frame) < area($1.frame) }
            if let found, !names.contains(found.name) { names.append(found.name) }
        }
        return names
    }
}
