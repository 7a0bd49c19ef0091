import CellModel
import Foundation
import Pixels
import Testing

/// CellSnap's renders of the reference scenes measured against real iOS renders: every figure of
/// ``IOSFigures`` within its tolerance. A failure names the figure, the iOS value and CellSnap's.
///
/// With `CELLSNAP_FIDELITY_TABLE=DIR` set, each scene also writes its rows (figure, iOS, CellSnap)
/// to `DIR/<theme>-<scene>.tsv`, from which `scripts/fidelity-table` prints the Fidelity article's tables.
@Suite struct FidelityTests {
    struct Row {
        var figure: IOSFigure
        var measured: Measurement
        var passes: Bool
    }

    /// Compares the scene's measurements with its figures.
    static func compare(scene: String, figures: [IOSFigure], measured: [String: Measurement]) -> [Row] {
        figures.filter { $0.scene == scene }.map { figure in
            let value = measured[figure.name] ?? .missing("not measured")
            let passes: Bool =
                switch (figure.value, value) {
                case (.points(let ios), .points(let ours)), (.pixels(let ios), .pixels(let ours)):
                    abs(ios - ours) <= figure.tolerance.limit
                case (.color(let r, let g, let b), .color(let ours)):
                    Measuring.deltaE(RGBA(red: r, green: g, blue: b, alpha: 255), ours) <= figure.tolerance.limit
                default: false
                }
            return Row(figure: figure, measured: value, passes: passes)
        }
    }

    static func check(theme: Theme, themeName: String, figures: [IOSFigure], scene: String) throws {
        let rows = compare(scene: scene, figures: figures, measured: try Scenes.measure(scene, theme: theme))
        for row in rows where !row.passes {
            let message =
                "\(themeName) scene \(scene), \(row.figure.name): iOS \(row.figure.value), CellSnap \(row.measured) (tolerance \(row.figure.tolerance))"
            if let known = row.figure.knownDifference {
                withKnownIssue(Comment(rawValue: known)) { Issue.record(Comment(rawValue: message)) }
            } else {
                Issue.record(Comment(rawValue: message))
            }
        }
        if let directory = ProcessInfo.processInfo.environment["CELLSNAP_FIDELITY_TABLE"], !directory.isEmpty {
            let lines = rows.map {
                "\($0.figure.scene)\t\($0.figure.name)\t\($0.figure.value)\t\($0.measured)\t\($0.figure.tolerance)\t\($0.passes ? "yes" : $0.figure.knownDifference.map { "no: \($0)" } ?? "no")"
            }
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try (lines.joined(separator: "\n") + "\n").write(
                toFile: "\(directory)/\(themeName)-\(scene).tsv", atomically: true, encoding: .utf8)
        }
    }

    @Test(arguments: ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K"])
    func iOS18(scene: String) throws {
        try Self.check(
            theme: .iOS17, themeName: "ios18",
            figures: IOSFigures.iOS18 + IOSFigures.iOS18Round2 + IOSFigures.iOS18Round3, scene: scene)
    }

    /// Right to left follows from the same rules: each scene laid out right to left and mirrored
    /// meets every geometry and colour figure of the left-to-right iOS renders (text ink is left
    /// out: mirrored glyphs put their ink elsewhere in their advance).
    @Test(arguments: ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K"])
    func iOS18RightToLeft(scene: String) throws {
        let figures = (IOSFigures.iOS18 + IOSFigures.iOS18Round2 + IOSFigures.iOS18Round3).filter { figure in
            if case .textInk = figure.tolerance { return false }
            return true
        }
        try Scenes.$mirrored.withValue(true) {
            try Self.check(theme: .iOS17, themeName: "ios18-rtl", figures: figures, scene: scene)
        }
    }

    @Test(arguments: ["A", "B", "C", "F", "G", "H", "I", "J", "K"])
    func iOS26(scene: String) throws {
        try Self.check(
            theme: .iOS26, themeName: "ios26",
            figures: IOSFigures.iOS26 + IOSFigures.iOS26Round2 + IOSFigures.iOS26Round3, scene: scene)
    }
}
