import ArgumentParser
import CellModel
import DisplayList

/// The one rule for `--scale` on every command that renders: device pixels per point in
/// `Traits.displayScales` (1 to 4, fractions allowed), as in spec files.
enum ScaleOption {
    static let help = ArgumentHelp("Device pixels per point for PNG output (1 to 4).", valueName: "scale")

    /// Refuses a scale outside the range, quoting what was typed.
    static func validate(_ scale: Double) throws {
        let range = Traits.displayScales
        guard range.contains(scale) else {
            throw ValidationError(
                "--scale '\(TextForm.number(scale))' is out of range; use \(TextForm.number(range.lowerBound)) to \(TextForm.number(range.upperBound))."
            )
        }
    }
}
