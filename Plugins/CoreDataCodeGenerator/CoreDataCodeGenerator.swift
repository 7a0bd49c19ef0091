// Xcode's Core Data code generation as a SwiftPM build-tool plugin: a target that names it
// (`plugins: [.plugin(name: "CoreDataCodeGenerator", package: "CellSnap")]`) compiles the entity
// classes and properties of every `.xcdatamodeld` in its folder (its models are also its
// resources, `.copy("Model.xcdatamodeld")`, for `NSPersistentContainer(name:)`), one generated file
// per model, in the form CellSnap's Core Data reads on Linux. An entity's `codeGenerationType`
// decides what is generated: "Class Definition" the class and its properties, "Category/Extension"
// the properties, "Manual/None" nothing.
import Foundation
import PackagePlugin

@main struct CoreDataCodeGenerator: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let sourceTarget = target as? SwiftSourceModuleTarget else {
            throw CodeGeneratorError(
                "\(target.name): the CoreDataCodeGenerator plugin generates code for a Swift target")
        }
        let models = modelFolders(in: sourceTarget.directoryURL)
        guard !models.isEmpty else { return [] }
        let outputFolder = context.pluginWorkDirectoryURL.appending(path: "CoreDataGenerated")
        try FileManager.default.createDirectory(at: outputFolder, withIntermediateDirectories: true)
        let outputs = models.map {
            outputFolder.appending(path: "\($0.deletingPathExtension().lastPathComponent)+CoreDataGenerated.swift")
        }
        return [
            .buildCommand(
                displayName: "Generating Core Data entity classes of \(models.count) models (\(target.name))",
                executable: try context.tool(named: "cellsnap-coredata-codegen").url,
                arguments: zip(models, outputs).map {
                    "\($0.path(percentEncoded: false))=\($1.path(percentEncoded: false))"
                },
                inputFiles: models.flatMap(modelFiles(in:)),
                outputFiles: outputs)
        ]
    }

    /// The `.xcdatamodeld` folders under `folder`, by path.
    private func modelFolders(in folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        var found: [URL] = []
        for case let url as URL in walker where url.pathExtension == "xcdatamodeld" {
            found.append(url.standardized)
            walker.skipDescendants()
        }
        return found.sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
    }

    /// The files of a model the generated code depends on (each version's `contents`, the current version).
    private func modelFiles(in model: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: model.path(percentEncoded: false))) ?? []
        return names.sorted().map { model.appending(path: $0) }.flatMap { url in
            url.pathExtension == "xcdatamodel" ? [url.appending(path: "contents")] : [url]
        }
    }
}

struct CodeGeneratorError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
