import ArgumentParser
import DisplayList
import Foundation
import Rendering

/// `cellsnap gallery`: renders the built-in demo gallery to PNG or SVG.
struct Gallery: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render the built-in demo gallery to a PNG or SVG file.",
        discussion: """
            The gallery shows list cells of every kind in plain, grouped, inset grouped and sidebar lists, \
            light and dark, right to left and at an accessibility size. The output's extension (.png or .svg) picks the format.
            """)

    @Option(name: .shortAndLong, help: ArgumentHelp("The file to write (.png or .svg).", valueName: "path"))
    var output: String = "gallery.png"

    @Option(help: ArgumentHelp("Device pixels per point for PNG output (1, 2 or 3).", valueName: "scale"))
    var scale: Int = 3

    func validate() throws {
        guard OutputFormat(path: output) != nil else {
            throw ValidationError("'\(output)' has neither a .png nor a .svg extension; choose the format with the file name.")
        }
        guard (1...3).contains(scale) else {
            throw ValidationError("--scale '\(scale)' is not supported; use 1, 2 or 3.")
        }
    }

    func run() throws {
        try Exit.reportingFailures(render)
    }

    private func render() throws {
        let renderer = try Renderer()
        let list = DemoGallery.displayList(measuringWith: renderer.textEngine, scale: Double(scale))
        let url = URL(fileURLWithPath: output)
        let rendered: RenderedFile
        switch OutputFormat(path: output)! {
        case .png: rendered = try renderer.png(list, scale: Double(scale))
        case .svg: rendered = try renderer.svg(list)
        }
        try rendered.data.writeAtomically(to: url, as: output)
        for warning in rendered.warnings {
            FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
        }
        let size = "\(TextForm.number(list.size.width)) x \(TextForm.number(list.size.height)) pt"
        print("Wrote \(output) (\(size)\(OutputFormat(path: output) == .png ? " at \(scale)x" : ""))")
    }
}

/// The file formats CellSnap writes, chosen by extension.
enum OutputFormat {
    case png, svg

    init?(path: String) {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "png": self = .png
        case "svg": self = .svg
        default: return nil
        }
    }
}
