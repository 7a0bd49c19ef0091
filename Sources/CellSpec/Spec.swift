import CellModel
import Foundation
import Primitives
import Symbols

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
/// A spec describes one cell, one list or one collection; the cellsnap catalog's SpecFiles article
/// lists every key. Errors name the file, the line and column, and the key path. A spec reads
/// nothing but itself and the files it names inside its own folder: the folder of the path it was
/// given by, a symbolic link's own folder rather than its target's.
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
    /// The design-lint rules the spec turns off (`lint: {off: [contrast]}`).
    public var disabledLintRules: Set<LintRule> = []
    /// The `fonts:` folders: the app's fonts, registered with `AppFonts` when the spec is read.
    public var fontFolders: [URL] = []
    /// The custom symbols of the spec's asset catalogs (`assets:`), by name: what its renders find
    /// (`CustomSymbols.withScope(_:_:)`), and nothing from other specs.
    public var customSymbols: [String: CustomSymbolDesign] = [:]

    /// Reads and checks the spec at `url` (YAML or JSON).
    ///
    /// - Parameters:
    ///   - displayName: The file as errors name it (by default `url`'s path).
    ///   - folder: The folder the spec's relative paths (images, fonts, asset catalogs, symbol
    ///     folders) resolve against, and may not leave. By default `url`'s own folder; for a spec
    ///     named through a symbolic link, the folder of the link as named (where Bazel runfiles and
    ///     CI caches put the spec's files), whose links may then also lead into `url`'s folder.
    public static func load(contentsOf url: URL, displayName: String? = nil, folder: URL? = nil) throws -> Spec {
        let file = displayName.map { $0.isEmpty ? "''" : $0 } ?? url.path
        func refuse(_ message: String) -> SpecError {
            SpecError(file: file, line: 0, column: 0, path: "", message: message)
        }
        let data: Data
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            guard attributes[.type] as? FileAttributeType == .typeRegular else {
                throw refuse("cannot read the spec: not a regular file")
            }
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            guard size <= SpecLimits.fileSize else {
                throw refuse("the spec is \(size) bytes; the limit is \(SpecLimits.fileSize) bytes")
            }
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            // Read no more than the limit allows, even if the file grew since it was measured.
            data = try handle.read(upToCount: SpecLimits.fileSize + 1) ?? Data()
            guard data.count <= SpecLimits.fileSize else {
                throw refuse("the spec is larger than \(SpecLimits.fileSize) bytes")
            }
        } catch let error as SpecError {
            throw error
        } catch {
            let reason =
                FileManager.default.fileExists(atPath: url.path)
                ? (error as NSError).localizedDescription : "no such file"
            throw refuse("cannot read the spec: \(reason)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SpecError(file: file, line: 0, column: 0, path: "", message: "the spec is not UTF-8 text")
        }
        let ownFolder = url.deletingLastPathComponent()
        let given = folder ?? ownFolder
        return try parse(
            text, file: file, folder: given, linkedFolder: given == ownFolder ? nil : ownFolder,
            defaultName: url.deletingPathExtension().lastPathComponent)
    }

    /// Reads and checks a spec from `text`; image files are looked up in `folder` and may not leave it.
    public static func parse(_ text: String, file: String, folder: URL, defaultName: String) throws -> Spec {
        try parse(text, file: file, folder: folder, linkedFolder: nil, defaultName: defaultName)
    }

    private static func parse(_ text: String, file: String, folder: URL, linkedFolder: URL?, defaultName: String)
        throws -> Spec
    {
        let root = try SpecNode.parse(text, file: file)
        var reader = SpecReader(folder: folder)
        reader.linkedFolder = linkedFolder
        return try reader.spec(root, file: file, defaultName: defaultName)
    }

    /// Every variant of the matrix, in a fixed order (states, appearances, sizes, directions,
    /// scales), each named by what it is (``VariantMatrix``): a cell's state with the matrix's
    /// state merged in and its traits, or the matrix's state with a list's or collection's
    /// traits. Variants named alike appear once.
    public func variants() -> [SpecVariant] {
        let base: CellState =
            switch subject {
            case .cell(let cell): cell.state
            case .list(let list): CellState(traits: list.traits)
            case .collection(let collection): CellState(traits: collection.traits)
            }
        return matrix.variants(of: base).map { variant in
            SpecVariant(
                spec: name, state: variant.applied(to: base), values: variant.values, width: width,
                customSymbols: customSymbols, base: subject, changes: [variant], disabledLintRules: disabledLintRules)
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

/// One variant of a spec, ready to lay out and draw. It holds the spec's subject (shared, not
/// copied) and the matrix's choices, and makes its own ``subject`` when asked, so that listing the
/// variants of a large matrix costs little until each is drawn.
public struct SpecVariant: Sendable, Equatable {
    /// The spec's name.
    public var spec: String
    /// What the variant is named by: a cell's state, or the matrix's state with a list's or
    /// collection's traits.
    public var state: CellState
    /// The value of each dimension of the matrix that varies, in order: `[("state", "selected"), ("appearance", "dark")]`.
    public var values: [VariantValue]
    public var width: Double
    /// The spec's custom symbols (``Spec/customSymbols``), the only ones its layout finds.
    public var customSymbols: [String: CustomSymbolDesign]
    /// The spec's subject, before the variant's choices are applied.
    let base: Spec.Subject
    /// The choices applied to ``base``, in order: the matrix's, then overrides'.
    var changes: [VariantMatrix.Variant]
    /// The design-lint rules the spec turns off.
    public var disabledLintRules: Set<LintRule> = []

    /// What the variant draws: the spec's subject with its traits replaced and its state merged
    /// into every cell.
    public var subject: Spec.Subject { changes.reduce(base) { $1.applied(to: $0) } }

    /// The variant's name, the ``CellState/variantName`` of its ``state``: `selected-dark-AX3@3x`.
    public var name: String { state.variantName }

    /// `spec.variant`, the identifier of the variant in a suite.
    public var id: String { "\(spec).\(name)" }

    /// The traits the variant is drawn with.
    public var traits: Traits {
        let traits: Traits =
            switch base {
            case .cell(let cell): cell.state.traits
            case .list(let list): list.traits
            case .collection(let collection): collection.traits
            }
        return changes.reduce(traits) { $1.applied(to: $0) }
    }
}

extension VariantMatrix.Variant {
    /// `subject` in this variant: traits replaced, the variant's state merged into every cell.
    func applied(to subject: Spec.Subject) -> Spec.Subject {
        switch subject {
        case .cell(let cell):
            return .cell(applied(to: cell))
        case .list(var list):
            list.traits = applied(to: list.traits)
            for section in list.sections.indices {
                list.sections[section].cells = list.sections[section].cells.map(applied(to:))
            }
            return .list(list)
        case .collection(var collection):
            collection.traits = applied(to: collection.traits)
            for section in collection.sections.indices {
                collection.sections[section].items = collection.sections[section].items.map(applied(to:))
            }
            return .collection(collection)
        }
    }
}

extension VariantMatrix {
    /// `variant` with the first value of each dimension this matrix sets (for overrides such as
    /// `--appearance dark`), named by what it then is.
    public func applied(to variant: SpecVariant) -> SpecVariant {
        guard let first = variants(of: CellState()).first else { return variant }
        var result = variant
        result.state = first.applied(to: variant.state)
        result.changes.append(first)
        return result
    }
}
