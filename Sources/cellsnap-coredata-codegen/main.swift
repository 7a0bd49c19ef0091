// The command CellSnap's CoreDataCodeGenerator build-tool plugin runs: for each
// `<model>.xcdatamodeld=<output>.swift` argument, writes the Swift source of the model's entities
// whose code generation is "Class Definition" or "Category/Extension" (EntitySourceWriter).
// A model that cannot be read is an error naming it; the command then exits with status 1.
import CoreDataCodeGeneration
import Foundation

let pairs = CommandLine.arguments.dropFirst()
guard !pairs.isEmpty else {
    FileHandle.standardError.write(
        Data("usage: cellsnap-coredata-codegen <Model.xcdatamodeld>=<Output.swift> ...\n".utf8))
    exit(2)
}
var failed = false
for pair in pairs {
    let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
    guard parts.count == 2 else {
        FileHandle.standardError.write(Data("cellsnap-coredata-codegen: \(pair): not <model>=<output>\n".utf8))
        failed = true
        continue
    }
    let model = URL(fileURLWithPath: parts[0])
    do {
        let entities = try ModelEntity.entities(inModelAt: model)
        let source = try EntitySourceWriter.source(for: entities, modelName: model.lastPathComponent)
        let output = URL(fileURLWithPath: parts[1])
        if FileManager.default.contents(atPath: output.path) != Data(source.utf8) {
            try Data(source.utf8).write(to: output)
        }
    } catch {
        FileHandle.standardError.write(Data("error: \(model.path): \(error)\n".utf8))
        failed = true
    }
}
exit(failed ? 1 : 0)
