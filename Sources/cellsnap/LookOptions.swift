import ArgumentParser
import CellModel
import CellSpec

/// The options that decide how variants are drawn, shared by every command that draws specs
/// (`render`, `gallery`, `record`, `verify`, `review`): `--theme`, `--contrast`, `--strict`,
/// `--fonts`, `--symbols` and the lint's options.
struct LookOptions: ParsableArguments {
    @Option(help: ThemeOption.help)
    var theme: ThemeName?

    @Option(help: ContrastOption.help)
    var contrast: ColorContrast?

    @Flag(help: StrictFlag.help)
    var strict = false

    @OptionGroup var fonts: FontOptions
    @OptionGroup var symbols: SymbolOptions
    @OptionGroup var lint: LintOptions

    /// Registers the `--fonts` and `--symbols` folders, before any spec is read.
    func registerFolders() throws {
        try fonts.register()
        try symbols.register()
    }

    /// `specs` with every variant in `--theme`'s look and at `--contrast` when they are given
    /// (the variants are named by them).
    func applied(to specs: [Spec]) -> [Spec] {
        specs.map { spec in
            var spec = spec
            if let theme { spec.matrix.themes = [theme] }
            if let contrast { spec.matrix.contrasts = [contrast] }
            return spec
        }
    }

    /// `--theme`, `--contrast` and `--strict` as given, for the commands a run prints.
    var arguments: [String] {
        (theme.map { ["--theme", $0.rawValue] } ?? []) + (contrast.map { ["--contrast", $0.rawValue] } ?? [])
            + (strict ? ["--strict"] : [])
    }
}
