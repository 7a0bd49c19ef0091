import ArgumentParser
import CellLayout
import CellModel
import CellSnapSuite
import CellSpec
import DisplayList
import Foundation
import Primitives
import Rendering
import SpecSuites

/// `cellsnap render SPEC -o OUT.png|OUT.svg`: one spec, one image; `--accessibility` prints its
/// VoiceOver reading order instead.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render one spec to a PNG or SVG file.",
        discussion: """
            Renders the spec with its own traits, or one variant of its matrix with --variant. \
            --scale, --appearance, --theme, --contrast and --width override the spec. The output's extension (.png or .svg) picks the format. \
            --accessibility prints the VoiceOver reading order (one element a line) instead of drawing.
            """)

    @Argument(help: ArgumentHelp("The spec file (YAML or JSON).", valueName: "spec"))
    var spec: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The file to write (.png or .svg).", valueName: "path"))
    var output: String?

    @Flag(help: "Print the VoiceOver reading order, one element a line, instead of drawing (no -o).")
    var accessibility = false

    @Option(
        help: ArgumentHelp(
            "A variant of the spec's matrix, by name (see `cellsnap gallery`), such as selected-dark@3x.",
            valueName: "name"))
    var variant: String?

    @Option(help: ScaleOption.help)
    var scale: Double?

    @Option(help: ArgumentHelp("light or dark.", valueName: "appearance"))
    var appearance: UserInterfaceStyle?

    @Option(help: ArgumentHelp("The width in points (20 to 4096).", valueName: "points"))
    var width: Double?

    @OptionGroup var look: LookOptions

    func validate() throws {
        if accessibility, let output {
            throw ValidationError(
                "--accessibility prints the reading order instead of drawing; leave out -o '\(output)'.")
        }
        let drawingOptions = [
            ("--scale", scale != nil), ("--appearance", appearance != nil), ("--width", width != nil),
            ("--theme", look.theme != nil), ("--contrast", look.contrast != nil),
        ]
        if accessibility, let (name, _) = drawingOptions.first(where: \.1) {
            throw ValidationError(
                "\(name) changes how the spec is drawn, not what VoiceOver reads; leave it out with --accessibility.")
        }
        if accessibility, look.lint.isGiven {
            throw ValidationError(
                "--lint and --lint-off lint what is drawn; --accessibility draws nothing, so leave them out.")
        }
        guard accessibility || output != nil else {
            throw ValidationError("render needs -o OUT.png or -o OUT.svg (or --accessibility).")
        }
        if let output, OutputFormat(path: output) == nil {
            throw ValidationError(
                "'\(output)' has neither a .png nor a .svg extension; choose the format with the file name.")
        }
        if let scale { try ScaleOption.validate(scale) }
        if let width, !(20...4096).contains(width) {
            throw ValidationError("--width '\(TextForm.number(width))' is out of range; use 20 to 4096.")
        }
    }

    func run() throws {
        try Exit.reportingFailures {
            try look.registerFolders()
            var spec = try SpecInput.load([self.spec])[0]
            if variant == nil { spec.matrix = VariantMatrix() }
            let overrides = VariantMatrix(
                styles: appearance.map { [$0] }, scales: scale.map { [$0] }, themes: look.theme.map { [$0] },
                contrasts: look.contrast.map { [$0] })
            if let width { spec.width = width }
            var chosen: SpecVariant
            if let variant {
                guard let found = spec.variants().first(where: { $0.name == variant }) else {
                    let names = spec.variants().map(\.name)
                    throw ValidationError(
                        "\(self.spec) has no variant '\(variant)'; its variants are: \(names.prefix(20).joined(separator: ", "))\(names.count > 20 ? ", ..." : "")"
                    )
                }
                chosen = found
            } else {
                chosen = spec.variants()[0]
            }
            chosen = overrides.applied(to: chosen)
            guard let output else {
                print(SpecInput.accessibilityElements(of: chosen).accessibilityText)
                return
            }
            TemporaryFiles.sweep(besides: output)
            // Inside the spec's symbol scope, so that its catalogs' and symbol folders' symbols are found.
            let (layout, background, list) = try InputError.naming(self.spec) {
                try SpecInput.withSymbols(of: chosen) {
                    let (layout, background) = try SpecInput.layout(of: chosen)
                    return (layout, background, layout.displayList(background: background))
                }
            }
            let renderer = try Renderer()
            let unknown = UnknownSymbols(names: list.placeholderSymbols, place: chosen.id)
            if look.strict, !unknown.names.isEmpty { throw unknown }
            let scale = chosen.traits.displayScale
            let rendered = try InputError.naming(self.spec) {
                OutputFormat(path: output) == .png ? try renderer.png(list, scale: scale) : try renderer.svg(list)
            }
            try writeAtomically(rendered.data, to: URL(fileURLWithPath: output), as: output, creatingFolder: false)
            for warning in unknown.warnings + rendered.warnings.map(\.description) {
                FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
            }
            let size = "\(TextForm.number(list.size.width)) x \(TextForm.number(list.size.height)) pt"
            print(
                "Wrote \(output) (\(chosen.id), \(size)\(OutputFormat(path: output) == .png ? " at \(TextForm.number(scale))x" : ""))"
            )
            try lint(chosen, layout: layout, background: background)
        }
    }

    /// Prints the variant's lint findings (unless the lint is off); exit code 1 for `--lint error`.
    private func lint(_ variant: SpecVariant, layout: LayoutResult, background: Color?) throws {
        guard look.lint.lint != .off else { return }
        let rules = look.lint.disabledRuleSet
        try look.lint.report(
            VariantLint.check(variant, layout: layout, background: background, disabling: rules).findings)
    }
}

extension UserInterfaceStyle: ExpressibleByArgument {}

extension ThemeName: ExpressibleByArgument {}

extension ColorContrast: ExpressibleByArgument {}

/// `--theme`, on the commands that render.
enum ThemeOption {
    static let help = ArgumentHelp(
        "The look: \(ThemeName.allCases.map(\.rawValue).joined(separator: " or ")) (default: the spec's, else ios18).",
        valueName: "theme")
}

/// `--contrast`, on the commands that render.
enum ContrastOption {
    static let help = ArgumentHelp(
        "normal or high (Increase Contrast): colours take their high-contrast values, variants gain -hc (default: the spec's, else normal).",
        valueName: "contrast")
}
