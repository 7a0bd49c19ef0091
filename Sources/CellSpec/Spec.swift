import CellModel
import Foundation
import Primitives

/// A spec file: cells described in YAML or JSON, and the variant matrix to render them in.
///
/// ```yaml
/// name: wifi
/// width: 393
/// cell:
///   content: {type: valueCell, text: Wi-Fi, secondaryText: Home, image: wifi}
///   accessories: [disclosureIndicator]
/// variants:
///   states: [normal, selected, disabled]
///   appearances: [light, dark]
///   sizes: [L, AX3]
/// ```
///
/// A spec describes one cell, one list or one collection; the README lists every key. Errors
/// name the file, the line and column, and the key path. A spec reads nothing but itself and the
/// image files it names inside its own folder.
public struct Spec: Sendable {
    /// What a spec draws.
    public enum Subject: Sendable, Equatable {
        /// One cell as a plain-list row on the system background.
        case cell(ListCell)
        case list(ListDescription)
        case collection(CollectionDescription)
    }

    /// The spec's name: the file name without its extension unless the spec says otherwise.
    /// Letters, digits, `.`, `_` and `-` only, so that file names made from it stay in their folder.
    public var name: String
    /// The file the spec came from, as given.
    public var file: String
    /// The width in points.
    public var width: Double
    /// What to draw, with the spec's base traits.
    public var subject: Subject
    public var matrix: VariantMatrix

    /// Reads and checks the spec at `url` (YAML or JSON).
    public static func load(contentsOf url: URL, displayName: String? = nil) throws -> Spec {
        let file = displayName.map { $0.isEmpty ? "''" : $0 } ?? url.path
        func refuse(_ message: String) -> SpecError { SpecError(file: file, line: 0, column: 0, path: "", message: message) }
        let data: Data
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            guard attributes[.type] as? FileAttributeType == .typeRegular else { throw refuse("cannot read the spec: not a regular file") }
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            guard size <= SpecLimits.fileSize else {
                throw refuse("the spec is \(size) bytes; the limit is \(SpecLimits.fileSize) bytes")
            }
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            // Read no more than the limit allows, even if the file grew since it was measured.
            data = try handle.read(upToCount: SpecLimits.fileSize + 1) ?? Data()
            guard data.count <= SpecLimits.fileSize else { throw refuse("the spec is larger than \(SpecLimits.fileSize) bytes") }
        } catch let error as SpecError {
            throw error
        } catch {
            let reason = FileManager.default.fileExists(atPath: url.path) ? (error as NSError).localizedDescription : "no such file"
            throw refuse("cannot read the spec: \(reason)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SpecError(file: file, line: 0, column: 0, path: "", message: "the spec is not UTF-8 text")
        }
        return try parse(text, file: file, folder: url.deletingLastPathComponent(), defaultName: url.deletingPathExtension().lastPathComponent)
    }

    /// Reads and checks a spec from `text`; image files are looked up in `folder` and may not leave it.
    public static func parse(_ text: String, file: String, folder: URL, defaultName: String) throws -> Spec {
        let root = try SpecNode.parse(text, file: file)
        return try SpecReader(folder: folder).spec(root, file: file, defaultName: defaultName)
    }

    /// Every variant of the matrix, in a fixed order (states, appearances, sizes, directions,
    /// scales), each named by its values; combinations named alike appear once.
    public func variants() -> [SpecVariant] {
        matrix.combinations().map { combination in
            SpecVariant(spec: name, name: combination.name, values: combination.values, width: width, subject: combination.apply(to: subject))
        }
    }
}

extension Spec.Subject {
    /// The number of cells: one, a list's rows, or a collection's items.
    var cellCount: Int {
        switch self {
        case .cell: 1
        case .list(let list): list.sections.reduce(0) { $0 + $1.cells.count }
        case .collection(let collection): collection.sections.reduce(0) { $0 + $1.items.count }
        }
    }
}

/// One variant of a spec, ready to lay out and draw.
public struct SpecVariant: Sendable, Equatable {
    /// The spec's name.
    public var spec: String
    /// The variant's name, like `selected-dark-AX3@3x`.
    public var name: String
    /// The value of each dimension of the matrix that varies, in order: `[("state", "selected"), ("appearance", "dark")]`.
    public var values: [VariantValue]
    public var width: Double
    public var subject: Spec.Subject

    /// `spec.variant`, the identifier of the variant in a suite.
    public var id: String { "\(spec).\(name)" }

    /// The traits the variant is drawn with.
    public var traits: Traits {
        switch subject {
        case .cell(let cell): cell.state.traits
        case .list(let list): list.traits
        case .collection(let collection): collection.traits
        }
    }
}

/// A dimension of a variant matrix and its value in one variant.
public struct VariantValue: Sendable, Equatable, Hashable {
    public var dimension: String
    public var value: String

    /// Creates a value.
    public init(_ dimension: String, _ value: String) {
        self.dimension = dimension
        self.value = value
    }
}

/// The variant matrix of a spec: states x appearances x content sizes x layout directions x
/// scales. An empty dimension keeps the spec's own value and does not appear in names.
public struct VariantMatrix: Sendable, Equatable {
    /// A named set of state flags (and custom keys), such as `selected+editing`.
    public struct NamedState: Sendable, Equatable {
        public var name: String
        public var state: CellState

        /// Creates a named state.
        public init(name: String, state: CellState) {
            self.name = name
            self.state = state
        }
    }

    public var states: [NamedState] = []
    public var appearances: [UserInterfaceStyle] = []
    public var sizes: [ContentSizeCategory] = []
    public var directions: [LayoutDirection] = []
    public var scales: [Double] = []

    /// Creates a matrix.
    public init(states: [NamedState] = [], appearances: [UserInterfaceStyle] = [], sizes: [ContentSizeCategory] = [], directions: [LayoutDirection] = [], scales: [Double] = []) {
        self.states = states
        self.appearances = appearances
        self.sizes = sizes
        self.directions = directions
        self.scales = scales
    }

    /// The number of variants, before removing duplicates.
    public var count: Int {
        [states.count, appearances.count, sizes.count, directions.count, scales.count].map { max(1, $0) }.reduce(1, *)
    }

    struct Combination {
        var name: String
        var values: [VariantValue]
        var state: NamedState?
        var appearance: UserInterfaceStyle?
        var size: ContentSizeCategory?
        var direction: LayoutDirection?
        var scale: Double?

        /// `subject` in this combination: traits replaced, state flags turned on in every cell.
        func apply(to subject: Spec.Subject) -> Spec.Subject {
            func traits(_ base: Traits) -> Traits {
                var traits = base
                if let appearance { traits.style = appearance }
                if let size { traits.contentSize = size }
                if let direction { traits.direction = direction }
                if let scale { traits.displayScale = scale }
                return traits
            }
            func cell(_ base: ListCell) -> ListCell {
                var cell = base
                if let state { cell.state.merge(state.state) }
                cell.state.traits = traits(base.state.traits)
                return cell
            }
            switch subject {
            case .cell(let base):
                return .cell(cell(base))
            case .list(var list):
                list.traits = traits(list.traits)
                for section in list.sections.indices { list.sections[section].cells = list.sections[section].cells.map(cell) }
                return .list(list)
            case .collection(var collection):
                collection.traits = traits(collection.traits)
                for section in collection.sections.indices { collection.sections[section].items = collection.sections[section].items.map(cell) }
                return .collection(collection)
            }
        }
    }

    func combinations() -> [Combination] {
        func options<T>(_ values: [T]) -> [T?] { values.isEmpty ? [nil] : values.map { $0 } }
        var result: [Combination] = []
        var seen = Set<String>()
        for state in options(states) {
            for appearance in options(appearances) {
                for size in options(sizes) {
                    for direction in options(directions) {
                        for scale in options(scales) {
                            var values: [VariantValue] = []
                            if let state { values.append(VariantValue("state", state.name)) }
                            if let appearance { values.append(VariantValue("appearance", appearance.rawValue)) }
                            if let size { values.append(VariantValue("size", size.shortName)) }
                            if let direction { values.append(VariantValue("direction", direction == .leftToRight ? "ltr" : "rtl")) }
                            var name = values.map(\.value).joined(separator: "-")
                            if let scale {
                                let scaleName = "\(SpecNode.format(scale))x"
                                values.append(VariantValue("scale", scaleName))
                                name += "@" + scaleName
                            }
                            if name.isEmpty { name = "default" }
                            guard seen.insert(name).inserted else { continue }
                            result.append(Combination(name: name, values: values, state: state, appearance: appearance, size: size, direction: direction, scale: scale))
                        }
                    }
                }
            }
        }
        return result
    }
}

extension CellState {
    /// Turns on every flag `other` has on, and sets its custom keys.
    mutating func merge(_ other: CellState) {
        isSelected = isSelected || other.isSelected
        isHighlighted = isHighlighted || other.isHighlighted
        isDisabled = isDisabled || other.isDisabled
        isEditing = isEditing || other.isEditing
        isExpanded = isExpanded || other.isExpanded
        isFocused = isFocused || other.isFocused
        isSwiped = isSwiped || other.isSwiped
        isReordering = isReordering || other.isReordering
        for (key, value) in other.customValues { self[key] = value }
    }
}

extension VariantMatrix {
    /// `variant` with the first value of each dimension this matrix sets (for overrides such as
    /// `--appearance dark`); the variant keeps its name.
    public func applied(to variant: SpecVariant) -> SpecVariant {
        guard let combination = combinations().first else { return variant }
        var result = variant
        result.subject = combination.apply(to: variant.subject)
        return result
    }
}
