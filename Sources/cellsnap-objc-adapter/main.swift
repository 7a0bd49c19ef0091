// The command the ObjCAdapter build-tool plugin runs: adapts a module's files for Linux (see
// ObjCAdaptation's ModuleAdapter) and writes the adapted copies the compiler builds.
//
//     cellsnap-objc-adapter --registration OUT.swift [--dependency FILE ...] [--header FILE.h ...]
//         [--model MODEL=OUTPUT ...] [--assets CATALOG=OUTPUT ...] [--mlmodel MODEL=OUTPUT ...] SOURCE=OUTPUT ...
//
// `--header` names an Objective-C header among the app's files: when one imports UIKit (a
// framework's umbrella header, an app's bridging header), every adapted file imports UIKit, as
// every Swift file of such a module sees UIKit on iOS.
// `--model` names a Core Data model (`.xcdatamodeld`) among the app's files: the entity classes
// Xcode generates from it (CoreDataCodeGeneration) are written to OUTPUT, adapted with the other
// files, so that an app's override in an extension of a generated class (`didSave()`) is adapted.
// `--assets` names an asset catalog (`.xcassets`) of the app: the colour and image symbols Xcode
// generates from it (ObjCAdaptation's AssetSymbols) are written to OUTPUT and compiled with the files.
// `--mlmodel` names a Core ML model (`.mlmodel` or `.mlpackage`) of the app: the classes Xcode
// generates from it (ObjCAdaptation's CoreMLModelSource) are written to OUTPUT and compiled with the files.
// `--dependency` names a file of a module this one depends on (read, not adapted): an `override`
// of an `@objc` method that such a module declares in an extension of a UIKit class is adapted.
//
// Writes a file only when its text changed, so that an incremental build recompiles only the
// files whose adapted form changed. Prints each diagnostic as `path:line:column: error: message`
// and exits with status 1 when any is an error.
import CoreDataCodeGeneration
import Foundation
import ObjCAdaptation

var arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2, arguments[0] == "--registration" else {
    FileHandle.standardError.write(
        Data(
            "usage: cellsnap-objc-adapter --registration OUT.swift [--dependency FILE ...] [--header FILE.h ...] [--model MODEL=OUTPUT ...] [--assets CATALOG=OUTPUT ...] [--mlmodel MODEL=OUTPUT ...] SOURCE=OUTPUT ...\n"
                .utf8))
    exit(2)
}
let registrationPath = arguments[1]
arguments.removeFirst(2)
var dependencyPaths: [String] = []
while arguments.count >= 2, arguments[0] == "--dependency" {
    dependencyPaths.append(arguments[1])
    arguments.removeFirst(2)
}
var headerPaths: [String] = []
while arguments.count >= 2, arguments[0] == "--header" {
    headerPaths.append(arguments[1])
    arguments.removeFirst(2)
}
/// The `INPUT=OUTPUT` pairs of the leading `option` arguments, removed from `arguments`.
func optionPairs(_ option: String, _ form: String, _ arguments: inout [String]) -> [(input: String, output: String)] {
    var found: [(input: String, output: String)] = []
    while arguments.count >= 2, arguments[0] == option {
        let parts = arguments[1].split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2 else {
            FileHandle.standardError.write(
                Data("cellsnap-objc-adapter: '\(option) \(arguments[1])' is not \(form)\n".utf8))
            exit(2)
        }
        found.append((parts[0], parts[1]))
        arguments.removeFirst(2)
    }
    return found
}
let modelPairs = optionPairs("--model", "MODEL=OUTPUT", &arguments).map { (model: $0.input, output: $0.output) }
let catalogPairs = optionPairs("--assets", "CATALOG=OUTPUT", &arguments).map { (catalog: $0.input, output: $0.output) }
let mlModelPairs = optionPairs("--mlmodel", "MODEL=OUTPUT", &arguments)
var pairs: [(source: String, output: String)] = []
for argument in arguments {
    let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
    guard parts.count == 2 else {
        FileHandle.standardError.write(Data("cellsnap-objc-adapter: '\(argument)' is not SOURCE=OUTPUT\n".utf8))
        exit(2)
    }
    pairs.append((parts[0], parts[1]))
}

/// The file at `path`, or the process ends with an error naming it.
func source(at path: String) -> ModuleAdapter.Source {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("\(path): error: cannot read this file\n".utf8))
        exit(1)
    }
    return ModuleAdapter.Source(path: path, text: String(decoding: data, as: UTF8.self))
}
/// The entity classes Xcode generates from the model at `path` (CoreDataCodeGeneration), as a
/// source adapted with the others, so that an override in an extension of one of them is adapted.
func generatedSource(ofModelAt path: String, output: String) -> ModuleAdapter.Source {
    do {
        let model = URL(fileURLWithPath: path)
        let entities = try ModelEntity.entities(inModelAt: model)
        return ModuleAdapter.Source(
            path: output, text: try EntitySourceWriter.source(for: entities, modelName: model.lastPathComponent))
    } catch {
        FileHandle.standardError.write(Data("\(path): error: \(error)\n".utf8))
        exit(1)
    }
}
/// The asset symbols of the catalog at `path`, as a source compiled with the others.
/// A symbol an earlier catalog gave is left out (`colorSymbols` and `imageSymbols` hold those given so far).
func symbolsSource(
    ofCatalogAt path: String, output: String, declaredByApp: Set<String>,
    colorSymbols: inout Set<String>, imageSymbols: inout Set<String>
) -> ModuleAdapter.Source {
    do {
        let catalog = URL(fileURLWithPath: path)
        var symbols = try AssetSymbols(catalogAt: catalog)
        symbols.omitSymbolsGivenEarlier(colors: &colorSymbols, images: &imageSymbols)
        return ModuleAdapter.Source(
            path: output, text: symbols.source(catalogName: catalog.lastPathComponent, declaredByApp: declaredByApp))
    } catch {
        FileHandle.standardError.write(Data("\(path): error: cannot read this asset catalog: \(error)\n".utf8))
        exit(1)
    }
}
/// The classes Xcode generates for the Core ML model at `path`, as a source compiled with the others.
func generatedSource(ofMLModelAt path: String, output: String) -> ModuleAdapter.Source {
    do {
        let model = URL(fileURLWithPath: path)
        let description = try CoreMLModelDescription(contentsOf: model)
        let name = model.deletingPathExtension().lastPathComponent
        return ModuleAdapter.Source(
            path: output, text: try CoreMLModelSource.source(of: description, name: name, file: path))
    } catch {
        FileHandle.standardError.write(Data("\(path): error: \(error)\n".utf8))
        exit(1)
    }
}
let appSources = pairs.map { source(at: $0.source) }
let declaredByApp = appSources.reduce(into: Set<String>()) {
    $0.formUnion(AssetSymbols.staticPropertyNames(in: $1.text))
}
let sources =
    appSources + modelPairs.map { generatedSource(ofModelAt: $0.model, output: $0.output) }
    + {
        var colorSymbols: Set<String> = []
        var imageSymbols: Set<String> = []
        return catalogPairs.map {
            symbolsSource(
                ofCatalogAt: $0.catalog, output: $0.output, declaredByApp: declaredByApp,
                colorSymbols: &colorSymbols, imageSymbols: &imageSymbols)
        }
    }() + mlModelPairs.map { generatedSource(ofMLModelAt: $0.input, output: $0.output) }
pairs += modelPairs.map { (source: $0.output, output: $0.output) }
pairs += catalogPairs.map { (source: $0.output, output: $0.output) }
pairs += mlModelPairs.map { (source: $0.output, output: $0.output) }
let dependencies = dependencyPaths.map(source(at:))

/// Writes `text` to `path` unless the file already holds it.
func write(_ text: String, to path: String) {
    let data = Data(text.utf8)
    if FileManager.default.contents(atPath: path) == data { return }
    do {
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
        FileHandle.standardError.write(Data("\(path): error: cannot write the adapted file: \(error)\n".utf8))
        exit(1)
    }
}

let headersImportUIKit = headerPaths.contains { ModuleAdapter.headerImportsUIKit(source(at: $0).text) }
let output = ModuleAdapter(sources: sources, dependencies: dependencies, headersImportUIKit: headersImportUIKit)
    .adapt()
for (pair, text) in zip(pairs, output.files) { write(text, to: pair.output) }
write(output.registration, to: registrationPath)
for diagnostic in output.diagnostics { FileHandle.standardError.write(Data("\(diagnostic)\n".utf8)) }
if output.diagnostics.contains(where: { $0.severity == .error }) { exit(1) }
