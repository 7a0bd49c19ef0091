import ArgumentParser
import CellModel
import CellSnapSuite
import DisplayList
import Foundation
import Primitives
import Rendering
import SpecSuites

/// `cellsnap gallery [SPEC...]`: a contact sheet of every variant of the specs, or the built-in
/// demo gallery, to PNG or SVG.
struct Gallery: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render every variant of the specs as a labelled contact sheet, or the built-in demo gallery.",
        discussion: """
            With specs, each spec gets a grid: columns are the values of one varying dimension (the appearance when it \
            varies), rows the combinations of the others, each labelled. Sheets taller than 8000 pixels are written as \
            numbered pages (OUT-1.png, OUT-2.png, ...). Without specs, the demo gallery shows cells of every kind CellSnap \
            supports: list cells in every appearance, light and dark, right to left, at an accessibility size, custom \
            cells, tags and collections. The output's extension (.png or .svg) picks the format.
            """)

    @Argument(help: ArgumentHelp("Spec files (YAML or JSON); none renders the demo gallery.", valueName: "spec"))
    var specs: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("The file to write (.png or .svg).", valueName: "path"))
    var output: String = "gallery.png"

    @Option(help: ScaleOption.help)
    var scale: Double = 3

    @OptionGroup var look: LookOptions

    func validate() throws {
        guard OutputFormat(path: output) != nil else {
            throw ValidationError(
                "'\(output)' has neither a .png nor a .svg extension; choose the format with the file name.")
        }
        try ScaleOption.validate(scale)
        if specs.isEmpty, look.lint.isGiven {
            throw ValidationError(
                "--lint and --lint-off lint the variants of specs; the demo gallery (no specs given) is not linted.")
        }
    }

    func run() throws {
        try Exit.reportingFailures(render)
    }

    private func render() throws {
        TemporaryFiles.sweep(besides: output)
        try look.registerFolders()
        let renderer = try Renderer()
        if !specs.isEmpty {
            let loaded = look.applied(to: try SpecInput.load(specs))
            let gallery = SpecGallery(
                specs: loaded, scale: scale, format: OutputFormat(path: output)!, strict: look.strict)
            let files = try gallery.write(to: output, renderer: renderer)
            let variants = gallery.specs.map { $0.variants().count }.reduce(0, +)
            print(
                "Wrote \(files.joined(separator: ", ")) (\(variants) variants of \(specs.count) spec\(specs.count == 1 ? "" : "s"))"
            )
            if look.lint.lint != .off {
                try look.lint.report(
                    VariantLint.findings(
                        of: gallery.specs.flatMap { $0.variants() }, disabling: look.lint.disabledRuleSet))
            }
            return
        }
        let list = DemoGallery.displayList(
            measuringWith: renderer.textEngine, scale: scale, theme: look.theme ?? .ios18,
            contrast: look.contrast ?? .normal)
        let unknown = UnknownSymbols(names: list.placeholderSymbols, place: "the demo gallery")
        if look.strict, !unknown.names.isEmpty { throw unknown }
        let url = URL(fileURLWithPath: output)
        let rendered: RenderedFile
        switch OutputFormat(path: output)! {
        case .png: rendered = try renderer.png(list, scale: scale)
        case .svg: rendered = try renderer.svg(list)
        }
        try writeAtomically(rendered.data, to: url, as: output, creatingFolder: false)
        for warning in unknown.warnings + rendered.warnings.map(\.description) {
            FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
        }
        let size = "\(TextForm.number(list.size.width)) x \(TextForm.number(list.size.height)) pt"
        print("Wrote \(output) (\(size)\(OutputFormat(path: output) == .png ? " at \(TextForm.number(scale))x" : ""))")
    }
}
