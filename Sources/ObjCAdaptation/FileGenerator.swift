import SwiftSyntax

/// Writes one adapted file: the source with its edits, the members added to its classes' bodies
/// (on the line of each body's closing brace, so that every original line keeps its number), and
/// after the last line the file's selector tables, initialisers and protocol defaults.
struct FileGenerator {
    let index: ModuleIndex
    let file: Int
    let key: String
    /// Every file's key, by file (a generic class's trigger calls the tables of each file with
    /// members of it).
    let keys: [String]
    let tree: SourceFileSyntax
    let adapter: FileAdapter
    let forwarders: [String: [String]]
    /// Whether a file of the module registers category overrides: then every class's instance
    /// registers the module, so that UIKit finds them before it calls one.
    let registersCategories: Bool
    /// Whether a header of the module imports UIKit (``ModuleAdapter/headersImportUIKit``).
    let headersImportUIKit: Bool
    var diagnostics: [AdapterDiagnostic] = []
    /// Whether the file has a registration function for the module's file to call.
    var registers = false

    init(
        index: ModuleIndex, file: Int, keys: [String], tree: SourceFileSyntax, adapter: FileAdapter,
        forwarders: [String: [String]], registersCategories: Bool = false, headersImportUIKit: Bool = false
    ) {
        self.index = index
        self.file = file
        self.key = keys[file]
        self.keys = keys
        self.tree = tree
        self.adapter = adapter
        self.forwarders = forwarders
        self.registersCategories = registersCategories
        self.headersImportUIKit = headersImportUIKit
    }

    mutating func adaptedText(source: ModuleAdapter.Source) -> String {
        var edits = adapter.edits
        let classes = index.classes.values.filter { $0.file == file }.sorted { $0.closingBrace < $1.closingBrace }
        for info in classes {
            let added =
                (forwarders[info.name] ?? []) + index.registeredClassInitializer(of: info)
                + index.requiredLayerInitializer(of: info) + index.requiredManagedObjectInitializer(of: info)
                + index.sessionSubclassInitializer(of: info) + trigger(info)
            guard !added.isEmpty else { continue }
            edits.append(
                Edit(
                    range: info.closingBrace..<info.closingBrace,
                    replacement: bodyInsertion(
                        added, at: info.closingBrace, in: source.text, path: escaped(source.path))))
        }
        var text = apply(edits, to: source.text)
        let trailer = trailerText(classes: classes)
        text = "#sourceLocation(file: \"\(escaped(source.path))\", line: 1)\n" + text
        if !text.hasSuffix("\n") { text += "\n" }
        text +=
            "#sourceLocation()\n" + networkingImport + combineImport + observationImport + securityImport
            + coreGraphicsImport + xmlImport
        if !trailer.isEmpty {
            text +=
                "\n// Added by CellSnap's Objective-C adapter (UIKitOnLinux.md): selector tables, initialisers, defaults.\n"
            if !importsUIKit { text += "import UIKit\n" }
            text += trailer
        } else if adapter.usesSelectors || adapter.usesAnyObjectLookup || namesSelectorThroughFoundation
            || importsXCTest || headersImportUIKit,
            !importsUIKit
        {
            text += "import UIKit\n"
        }
        return text
    }

    /// Whether the file names `Selector` after importing Foundation, which on iOS brings the
    /// Objective-C runtime's `Selector` (a swizzling helper imports Foundation alone). Linux's
    /// Foundation has none: CellSnap's is UIKit's, which the file then gets after its last line.
    private var namesSelectorThroughFoundation: Bool {
        importedModules.contains("Foundation")
            && tree.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("Selector") }
    }

    /// Whether the file imports XCTest, whose headers import UIKit on iOS: a test file that names
    /// `UIView` or `UICollectionViewFlowLayout` after `import XCTest` alone compiles there, so it
    /// gets UIKit after its last line.
    private var importsXCTest: Bool { importedModules.contains("XCTest") }

    private var importsUIKit: Bool {
        tree.statements.contains { item in
            guard let decl = item.item.as(ImportDeclSyntax.self) else { return false }
            return ["UIKit", "CellSnapUIKit"].contains(decl.path.trimmedDescription)
        }
    }

    /// The stored property that makes an instance of an adapted class register its module's tables
    /// (a class in another module may be sent a selector before its own module made one). A generic
    /// class's instance also registers the table of its specialisation (each is a class of its own
    /// at run time, which no file-scope code can name): the table functions of every file with
    /// members of the class, called on the class as its body names it (`G` is `G<T>` there).
    private func trigger(_ info: ModuleIndex.ClassInfo) -> [String] {
        let members = index.tableMembers(of: info.name)
        guard !info.isCodable, !members.isEmpty || registersCategories else { return [] }
        if info.isLocal { return localTable(of: info, members) }
        guard info.isGeneric, info.isReachable, !members.isEmpty else {
            return ["private let _cellSnapSelectorsRegistered = _cellSnapSelectors"]
        }
        let name = info.name.split(separator: ".").last.map(String.init) ?? info.name
        let tables = Set(members.map(\.file)).sorted().map { "\(name).\(tableFunction(of: info.name, in: $0))()" }
        return [
            "private let _cellSnapSelectorsRegistered = _cellSnapSelectors.registering(\(name).self) { \(tables.joined(separator: " + ")) }"
        ]
    }

    /// `members` written before a closing brace: on its line, after a `;` when code precedes it there.
    /// Members written before the class's closing brace: on its line, so that every line keeps its
    /// number, except forwarders under `#if` conditions, which need lines of their own; after those
    /// a `#sourceLocation` gives the closing brace its original line again.
    private func bodyInsertion(_ members: [String], at offset: Int, in text: String, path: String) -> String {
        let before = text.utf8.prefix(offset).reversed().prefix { $0 != UInt8(ascii: "\n") }
        let onlySpace = before.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let opensBody = before.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } == UInt8(ascii: "{")
        let inline = members.filter { !$0.contains("\n") }
        let conditional = members.filter { $0.contains("\n") }
        var insertion =
            inline.isEmpty ? "" : (onlySpace || opensBody ? "" : "; ") + inline.joined(separator: "; ") + " "
        if !conditional.isEmpty {
            let line = text.utf8.prefix(offset).filter { $0 == UInt8(ascii: "\n") }.count + 1
            insertion +=
                "\n" + conditional.joined(separator: "\n") + "\n#sourceLocation(file: \"\(path)\", line: \(line))\n"
        }
        return insertion
    }

    /// `path` as a string literal's contents: a control character in a file's name (Xcode builds
    /// it) written as its escape, which the compiler refuses raw in a literal.
    private func escaped(_ path: String) -> String {
        path.unicodeScalars.map { scalar in
            switch scalar {
            case "\\", "\"": "\\" + String(scalar)
            case _ where scalar.properties.generalCategory == .control: "\\u{" + String(scalar.value, radix: 16) + "}"
            default: String(scalar)
            }
        }.joined()
    }

    /// `text` with `edits` made; an edit inside another's range is left out.
    private func apply(_ edits: [Edit], to text: String) -> String {
        var bytes = Array(text.utf8)
        var lastStart = Int.max
        for edit in edits.enumerated().sorted(by: {
            ($0.element.range.lowerBound, $0.offset) > ($1.element.range.lowerBound, $1.offset)
        }).map(\.element)
        where edit.range.upperBound <= lastStart || edit.range.isEmpty {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
            lastStart = edit.range.lowerBound
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
