import SwiftParser
import SwiftSyntax

/// CellSnap's Objective-C adapter: the Linux form of a module's unchanged UIKit files.
///
/// Given every file of a module, it returns each file adapted (its lines where they were, under a
/// `#sourceLocation` naming the original file, so that the compiler's diagnostics point into the
/// team's own file), the module's registration file, and a diagnostic for each construct it
/// cannot adapt. Xcode previews are removed first (they are for Xcode's canvas: no test runs
/// them), `#if os(iOS)` holds, and the imports of `os` and `OSLog` point at CellSnapOSLog. UIKitOnLinux.md lists what it rewrites, to what, and what stays a Linux limit.
public struct ModuleAdapter {
    /// A source file: its path (as diagnostics name it) and text.
    public struct Source: Sendable {
        public var path: String
        public var text: String
        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// The adapter's result for a module.
    public struct Output: Sendable {
        /// Each source's adapted text, in the order given.
        public var files: [String]
        /// The module's `_cellSnapSelectors`, which registers its selector tables and initialisers.
        public var registration: String
        public var diagnostics: [AdapterDiagnostic]
    }

    let sources: [Source]
    /// The files of the modules this one depends on, read but not adapted: an `override` of an
    /// `@objc` method that one of them declares in an extension of a UIKit class is found there.
    let dependencies: [Source]

    /// Whether a header of the module imports UIKit (``headerImportsUIKit(_:)``): on iOS a
    /// framework's umbrella header, or an app's bridging header, makes UIKit visible to every Swift
    /// file of the module, so each adapted file imports it, whatever its own imports.
    let headersImportUIKit: Bool

    public init(sources: [Source], dependencies: [Source] = [], headersImportUIKit: Bool = false) {
        self.sources = sources
        self.dependencies = dependencies
        self.headersImportUIKit = headersImportUIKit
    }

    /// Whether the Objective-C header `text` imports UIKit: `#import <UIKit/...>`,
    /// `#include <UIKit/...>` or `@import UIKit;` on a line of its own.
    public static func headerImportsUIKit(_ text: String) -> Bool {
        text.split(whereSeparator: \.isNewline).contains { line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
            return words.hasPrefix("#import <UIKit/") || words.hasPrefix("# import <UIKit/")
                || words.hasPrefix("#include <UIKit/") || words.hasPrefix("@import UIKit")
        }
    }

    /// `sources` as the adapter reads them: previews removed, `os(iOS)` true, imports renamed,
    /// `main.swift`'s `UIApplicationMain` made a function.
    private static func prepared(_ sources: [Source]) -> [Source] {
        MainFileEntryPoint.rewritingMainFiles(
            in: ImportRenaming.renamingImports(
                in: PlatformConditions.makingIOSConditionsTrue(in: PreviewRemoval.removingPreviews(from: sources))))
    }

    /// The name each source's generated symbols carry: its file name, made an identifier (with a
    /// number when two files share a name).
    public static func fileKeys(_ paths: [String]) -> [String] {
        var seen: [String: Int] = [:]
        return paths.map { path in
            let name = String(path.split(separator: "/").last ?? "").replacingSuffix(".swift")
            let key = String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
            seen[key, default: 0] += 1
            return seen[key]! == 1 ? key : "\(key)_\(seen[key]!)"
        }
    }

    public func adapt() -> Output {
        let sources = Self.prepared(sources)
        let trees = sources.map { Parser.parse(source: $0.text) }
        var index = ModuleIndex(files: trees)
        let dependencyIndex = ModuleIndex(files: Self.prepared(dependencies).map { Parser.parse(source: $0.text) })
        index.dependencyProtocols = dependencyIndex.protocols
        let keys = Self.fileKeys(sources.map(\.path))
        var adapters: [FileAdapter] = []
        for (position, tree) in trees.enumerated() {
            let adapter = FileAdapter(
                index: index, dependencyIndex: dependencyIndex, path: sources[position].path, tree: tree)
            adapter.walk(tree)
            adapters.append(adapter)
        }
        var forwarders = index.optionalStorageWitnesses()
        forwarders.merge(index.importedNameForwarders()) { $0 + $1 }
        for adapter in adapters { forwarders.merge(adapter.forwarders) { $0 + $1 } }
        var diagnostics = adapters.flatMap(\.diagnostics)
        var registered: [String] = []
        var files: [String] = []
        let registersCategories = adapters.contains { !$0.categoryRegistrations.isEmpty }
        for (position, adapter) in adapters.enumerated() {
            var generator = FileGenerator(
                index: index, file: position, keys: keys, tree: trees[position], adapter: adapter,
                forwarders: forwarders, registersCategories: registersCategories,
                headersImportUIKit: headersImportUIKit)
            let text = generator.adaptedText(source: sources[position])
            diagnostics += generator.diagnostics
            if generator.registers { registered.append(keys[position]) }
            files.append(text)
        }
        return Output(
            files: files,
            registration: Self.registration(
                registered, entryPoint: index.entryPoint, host: TestHost.host(of: trees),
                registersCategories: registersCategories),
            diagnostics: diagnostics)
    }

    /// The module's registration file: `_cellSnapSelectors`, read by every adapted `#selector`;
    /// the app's bundle, which the files' `Bundle.main` names; and the app's entry point, if any.
    /// A module with categories declares `_CellSnapCategoryRegistration`, which UIKit finds by its
    /// name before it consults a category (`UIKitCategoryRegistration`).
    static func registration(
        _ keys: [String], entryPoint: ModuleIndex.AppEntryPoint? = nil, host: String? = nil,
        registersCategories: Bool = false
    ) -> String {
        // A hosted test module's `Bundle.main` is its host app's (TestHost).
        let bundle =
            host.map { "Bundle.cellSnapAppBundle(fileID: #fileID, hostedBy: \"\($0)\")" }
            ?? "Bundle.cellSnapAppBundle(fileID: #fileID)"
        var text = """
            // Generated by CellSnap's Objective-C adapter: the module's selector tables and initialisers,
            // registered when `_cellSnapSelectors` is first read (by an adapted #selector, metatype init()
            // or an instance of an adapted class).
            import UIKit

            // Usable from inline: a public function's default argument may name them (`Bundle.main`,
            // `#selector(...)`).
            @usableFromInline let _cellSnapSelectors = SelectorTable.Module.registered {
            \(keys.map { "    _cellSnapRegisterSelectors_\($0)()\n" }.joined())}

            // The app's bundle, which the module's `Bundle.main` names: its resources.
            @usableFromInline let \(appBundleName) = \(bundle)

            // The module's own bundle, which its `Bundle(for:)` names.
            @usableFromInline let \(moduleBundleName) = Bundle.cellSnapAppBundle(fileID: #fileID)

            // The bundle of a class another module declares, which `Bundle(for:)` of it names.
            @usableFromInline func \(classBundleName)(of aClass: AnyClass) -> Bundle { Bundle.cellSnapBundle(for: aClass) }

            """
        if registersCategories {
            text += """

                // The module's categories, registered by UIKit before it consults one, whether or not
                // the module's own code has run.
                enum \(categoryRegistrationName): UIKitCategoryRegistration {
                    static func register() { _ = _cellSnapSelectors }
                }

                """
        }
        let made: (source: String, delegate: String)
        switch entryPoint {
        case nil: return text
        case .delegateClass(let name): made = ("`@main`/`@UIApplicationMain` on \(name)", "\(name)()")
        case .mainFile:
            made = (
                "`UIApplicationMain` in main.swift",
                "UIApplication.cellSnapDelegate(named: \(MainFileEntryPoint.functionName)(), fileID: #fileID)"
            )
        }
        text += """

            // The app's entry point (\(made.source)), which launches the app.
            enum \(entryPointClassName): CellSnapAppEntryPoint {
                static func makeDelegate() -> any UIApplicationDelegate {
                    _ = _cellSnapSelectors
                    return \(made.delegate)
                }
            }

            """
        return text
    }
}

extension String {
    func replacingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}
