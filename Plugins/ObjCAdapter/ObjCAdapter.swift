// CellSnap's Objective-C adapter as a SwiftPM build-tool plugin: a Linux target that names it
// (`plugins: [.plugin(name: "ObjCAdapter", package: "CellSnap")]`) and holds an
// `objc-adapter.json` naming folders of the app's unchanged files
// (`{"sources": ["../../App/Screens"]}`, relative to the target's folder) compiles adapted copies
// of those files, which the plugin's command writes into the build folder
// (UIKitOnLinux.md: what it rewrites, and how to read the adapted form of a file).
import Foundation
import PackagePlugin

@main struct ObjCAdapter: BuildToolPlugin {
    /// The configuration file in the target's folder.
    static let configurationName = "objc-adapter.json"

    struct Configuration: Decodable {
        /// Folders (or files) of app sources, relative to the target's folder (or absolute).
        var sources: [String]
    }

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let sourceTarget = target as? SwiftSourceModuleTarget else {
            throw PluginError("\(target.name): the ObjCAdapter plugin adapts the sources of a Swift target")
        }
        let targetFolder = sourceTarget.directoryURL
        let configurationURL = targetFolder.appending(path: Self.configurationName)
        guard let data = FileManager.default.contents(atPath: configurationURL.path(percentEncoded: false)) else {
            throw PluginError(
                "\(configurationURL.path(percentEncoded: false)): the ObjCAdapter plugin needs this file, naming the folders of app sources to adapt: {\"sources\": [\"../App\"]}"
            )
        }
        let configuration: Configuration
        do {
            configuration = try JSONDecoder().decode(Configuration.self, from: data)
        } catch {
            throw PluginError(
                "\(configurationURL.path(percentEncoded: false)): not a configuration of the ObjCAdapter plugin ({\"sources\": [\"../App\"]}): \(error)"
            )
        }
        let inputs = try configuration.sources.flatMap { source in
            let url = source.hasPrefix("/") ? URL(filePath: source) : targetFolder.appending(path: source)
            return try swiftFiles(in: url.standardized)
        }
        // The adapted files of the targets this one depends on: an override of an `@objc` method
        // one of them declares in an extension of a UIKit class is adapted with them in view.
        let dependencies = try sourceTarget.recursiveTargetDependencies.compactMap { $0 as? SwiftSourceModuleTarget }
            .flatMap { try adaptedSources(of: $0) }
        let outputFolder = context.pluginWorkDirectoryURL.appending(path: "Adapted")
        try FileManager.default.createDirectory(at: outputFolder, withIntermediateDirectories: true)
        // Not the original's file name: `#fileID` of the original and of the copy must differ.
        let outputs = uniquelyNamedOutputs(for: inputs, suffix: "+ObjCAdapted.swift", in: outputFolder)
        // Core Data models among the app's files: the entity classes Xcode generates from them are
        // generated and adapted with the files (an override in an extension of one is adapted).
        let models = try configuration.sources.flatMap { source in
            let url = source.hasPrefix("/") ? URL(filePath: source) : targetFolder.appending(path: source)
            return modelFolders(in: url.standardized)
        }
        // Two models of one name in different folders (an app keeps an old copy beside the one its
        // target builds) get files of their own, so that the compiler names the classes both declare.
        let modelOutputs = uniquelyNamedOutputs(for: models, suffix: "+CoreDataGenerated.swift", in: outputFolder)
        // Asset catalogs among the app's files or in the target's folder (its resources): the
        // colour and image symbols Xcode generates from them are written and compiled with the files.
        var catalogs = configuration.sources.flatMap { source in
            let url = source.hasPrefix("/") ? URL(filePath: source) : targetFolder.appending(path: source)
            return folders(withExtension: "xcassets", in: url.standardized)
        }
        for catalog in folders(withExtension: "xcassets", in: targetFolder.standardized)
        where !catalogs.contains(catalog) {
            catalogs.append(catalog)
        }
        let catalogOutputs = uniquelyNamedOutputs(for: catalogs, suffix: "+AssetSymbols.swift", in: outputFolder)
        // Core ML models among the app's files or in the target's folder: the classes Xcode
        // generates for each (`<Model>`, `<Model>Input`, `<Model>Output`) are written and compiled.
        var mlModels = configuration.sources.flatMap { source in
            let url = source.hasPrefix("/") ? URL(filePath: source) : targetFolder.appending(path: source)
            return coreMLModels(in: url.standardized)
        }
        for model in coreMLModels(in: targetFolder.standardized) where !mlModels.contains(model) {
            mlModels.append(model)
        }
        let mlModelOutputs = uniquelyNamedOutputs(for: mlModels, suffix: "+CoreMLGenerated.swift", in: outputFolder)
        // Objective-C headers among the app's files: one that imports UIKit (a framework's
        // umbrella header, an app's bridging header) makes UIKit visible to every Swift file.
        let headers = try configuration.sources.flatMap { source in
            let url = source.hasPrefix("/") ? URL(filePath: source) : targetFolder.appending(path: source)
            return try files(withExtension: "h", in: url.standardized)
        }
        let registration = outputFolder.appending(path: "_CellSnapSelectors.swift")
        var arguments = ["--registration", registration.path(percentEncoded: false)]
        arguments += dependencies.flatMap { ["--dependency", $0.path(percentEncoded: false)] }
        arguments += headers.flatMap { ["--header", $0.path(percentEncoded: false)] }
        arguments += zip(models, modelOutputs).flatMap {
            ["--model", "\($0.path(percentEncoded: false))=\($1.path(percentEncoded: false))"]
        }
        arguments += zip(catalogs, catalogOutputs).flatMap {
            ["--assets", "\($0.path(percentEncoded: false))=\($1.path(percentEncoded: false))"]
        }
        arguments += zip(mlModels, mlModelOutputs).flatMap {
            ["--mlmodel", "\($0.path(percentEncoded: false))=\($1.path(percentEncoded: false))"]
        }
        arguments += zip(inputs, outputs).map { "\($0.path(percentEncoded: false))=\($1.path(percentEncoded: false))" }
        var inputFiles = inputs + dependencies + headers
        inputFiles += models.flatMap(modelFiles(in:))
        inputFiles += catalogs.flatMap(setFolders(in:))
        inputFiles += mlModels.map {
            $0.pathExtension == "mlpackage" ? $0.appending(path: "Data/com.apple.CoreML/model.mlmodel") : $0
        }
        inputFiles.append(configurationURL)
        return [
            .buildCommand(
                displayName: "Adapting \(inputs.count) Objective-C UIKit files for Linux (\(target.name))",
                executable: try context.tool(named: "cellsnap-objc-adapter").url,
                arguments: arguments,
                inputFiles: inputFiles,
                outputFiles: outputs + modelOutputs + catalogOutputs + mlModelOutputs + [registration])
        ]
    }

    /// One output file in `folder` for each of `inputs`, named after it with `suffix`; the second
    /// input of a name (in another folder) gets `Name-2`, the third `Name-3`, and so on.
    private func uniquelyNamedOutputs(for inputs: [URL], suffix: String, in folder: URL) -> [URL] {
        var seen: [String: Int] = [:]
        return inputs.map { input in
            // A control character in an app's file name (Xcode builds it) would go into the output
            // file map SwiftPM writes, which it then cannot read back.
            let name = String(
                String.UnicodeScalarView(
                    input.deletingPathExtension().lastPathComponent.unicodeScalars.map {
                        $0.properties.generalCategory == .control ? "_" : $0
                    }))
            seen[name, default: 0] += 1
            let unique = seen[name]! == 1 ? name : "\(name)-\(seen[name]!)"
            return folder.appending(path: unique + suffix)
        }
    }

    /// The app files a target that uses this plugin adapts (none for a target without a configuration).
    private func adaptedSources(of target: SwiftSourceModuleTarget) throws -> [URL] {
        let folder = target.directoryURL
        guard
            let data = FileManager.default.contents(
                atPath: folder.appending(path: Self.configurationName).path(percentEncoded: false)),
            let configuration = try? JSONDecoder().decode(Configuration.self, from: data)
        else { return [] }
        return try configuration.sources.flatMap { source in
            try swiftFiles(
                in: (source.hasPrefix("/") ? URL(filePath: source) : folder.appending(path: source)).standardized)
        }
    }

    /// The `.xcdatamodeld` folders under `url` (or `url` itself), by path.
    private func modelFolders(in url: URL) -> [URL] { folders(withExtension: "xcdatamodeld", in: url) }

    /// The Core ML models (`.mlmodel` files and `.mlpackage` folders) under `url`, by path.
    private func coreMLModels(in url: URL) -> [URL] {
        if ["mlmodel", "mlpackage"].contains(url.pathExtension) { return [url] }
        guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { return [] }
        var found: [URL] = []
        for case let file as URL in walker where ["mlmodel", "mlpackage"].contains(file.pathExtension) {
            found.append(file.standardized)
            if file.pathExtension == "mlpackage" { walker.skipDescendants() }
        }
        return found.sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
    }

    /// The folders named `*.<pathExtension>` under `url` (or `url` itself), by path; none inside another.
    private func folders(withExtension pathExtension: String, in url: URL) -> [URL] {
        if url.pathExtension == pathExtension { return [url] }
        guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { return [] }
        var found: [URL] = []
        for case let folder as URL in walker where folder.pathExtension == pathExtension {
            found.append(folder.standardized)
            walker.skipDescendants()
        }
        return found.sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
    }

    /// The `Contents.json` files of a catalog, one in each of its folders: adding or renaming a set
    /// changes them, so the symbols are written again.
    private func setFolders(in catalog: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else {
            return [catalog]
        }
        var found: [URL] = []
        for case let file as URL in walker where file.lastPathComponent == "Contents.json" {
            found.append(file.standardized)
        }
        return found.sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
    }

    /// The files of a model its generated code depends on (each version's `contents`, the current version).
    private func modelFiles(in model: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: model.path(percentEncoded: false))) ?? []
        return names.sorted().map { model.appending(path: $0) }.flatMap { url in
            url.pathExtension == "xcdatamodel" ? [url.appending(path: "contents")] : [url]
        }
    }

    /// The Swift files under `url` (or `url` itself), in a stable order.
    private func swiftFiles(in url: URL) throws -> [URL] { try files(withExtension: "swift", in: url) }

    /// The files of `url` (a folder, searched to any depth, or a file) whose extension is `ext`.
    private func files(withExtension ext: String, in url: URL) throws -> [URL] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path(percentEncoded: false), isDirectory: &isFolder) else {
            throw PluginError(
                "\(url.path(percentEncoded: false)): a source folder named in \(Self.configurationName) does not exist")
        }
        guard isFolder.boolValue else { return url.pathExtension == ext ? [url] : [] }
        let files =
            FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return files.filter { $0.pathExtension == ext }.map(\.standardized).sorted {
            $0.path(percentEncoded: false) < $1.path(percentEncoded: false)
        }
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
