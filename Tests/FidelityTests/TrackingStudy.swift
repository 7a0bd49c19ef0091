import CellModel
import Foundation
import Testing

/// Inter against SF Pro's widths: every text-ink figure of the measured scenes, in both themes,
/// rendered with each candidate letter spacing for list text in the system font, and the total
/// distance from iOS. The themes carry the candidate with the smallest total, and only one that
/// keeps every figure within its tolerance; Inter's own spacing is the first candidate, so any
/// other must do better than it.
///
/// With `CELLSNAP_FIDELITY_TABLE=DIR` set, the study writes its table (each figure, iOS, each
/// candidate) to `DIR/tracking-study.md`, which `scripts/fidelity-table` prints after the tables.
@Suite struct TrackingStudy {
    struct Candidate {
        var name: String
        var table: TrackingTable?
    }

    /// Body text's tracking is fitted to scene C's title, "Clean Code": Inter's ink is 91.67 pt
    /// wide, SF Pro's 82.33, so its nine gaps must lose 1.04 pt each, -61/1000 em at 17 pt where
    /// SF Pro's table says -26. Three shapes go through that point: SF Pro's table made deeper,
    /// SF Pro's table moved down, and the same em fraction at every size.
    static let candidates = [
        Candidate(name: "Inter's own spacing", table: nil),
        Candidate(name: "SF Pro's table x 61/26", table: TrackingTable.sfPro.scaled(by: 61.0 / 26)),
        Candidate(name: "SF Pro's table - 35/1000 em", table: TrackingTable.sfPro.offset(by: -35)),
        Candidate(name: "-61/1000 em at every size", table: .constant(-61)),
    ]

    /// The scenes each theme is measured in, with their figures.
    static let themes: [(name: String, theme: Theme, figures: [IOSFigure], scenes: [String])] = [
        ("ios18", .iOS17, IOSFigures.iOS18 + IOSFigures.iOS18Round2, ["A", "B", "C", "D", "E", "F", "G", "H", "I"]),
        ("ios26", .iOS26, IOSFigures.iOS26 + IOSFigures.iOS26Round2, ["A", "B", "C", "F", "G", "H", "I"]),
    ]

    struct Result {
        var rows: [(theme: String, row: FidelityTests.Row)]
        var totalError: Double { rows.reduce(0) { $0 + Self.error($1.row) } }
        var misses: Int { rows.filter { !$0.row.passes }.count }

        static func error(_ row: FidelityTests.Row) -> Double {
            switch (row.figure.value, row.measured) {
            case (.points(let ios), .points(let ours)): abs(ios - ours)
            default: .infinity
            }
        }
    }

    /// The text-ink figures of every scene, measured with `table` as both themes' tracking.
    static func measure(_ table: TrackingTable?) throws -> Result {
        var rows: [(String, FidelityTests.Row)] = []
        for (name, base, figures, scenes) in themes {
            var theme = base
            theme.systemFontTracking = table
            let textFigures = figures.filter { if case .textInk = $0.tolerance { true } else { false } }
            for scene in scenes {
                let measured = try Scenes.measure(scene, theme: theme)
                rows += FidelityTests.compare(scene: scene, figures: textFigures, measured: measured).map { (name, $0) }
            }
        }
        return Result(rows: rows)
    }

    @Test func theThemesTrackTextWithTheCandidateNearestToIOS() throws {
        let results = try Self.candidates.map { try Self.measure($0.table) }
        let adopted = try #require(
            Self.candidates.firstIndex { $0.table == Theme.iOS17.systemFontTracking },
            "the iOS 18 theme's tracking is one of the candidates")
        #expect(Theme.iOS26.systemFontTracking == Theme.iOS17.systemFontTracking)
        let best = results.indices.min { results[$0].totalError < results[$1].totalError }!
        #expect(
            adopted == best,
            "the themes use \(Self.candidates[adopted].name) (total \(results[adopted].totalError)); \(Self.candidates[best].name) totals \(results[best].totalError)"
        )
        #expect(results[adopted].misses <= results[0].misses)
        if let directory = ProcessInfo.processInfo.environment["CELLSNAP_FIDELITY_TABLE"], !directory.isEmpty {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Self.table(results).write(
                toFile: "\(directory)/tracking-study.md", atomically: true, encoding: .utf8)
        }
    }

    /// The study as a markdown table: a row for each figure, a column for each candidate.
    static func table(_ results: [Result]) -> String {
        let header =
            "| theme | scene | figure | iOS | " + candidates.map(\.name).joined(separator: " | ") + " |\n"
            + "|---|---|---|---|" + candidates.map { _ in "---|" }.joined() + "\n"
        let lines = results[0].rows.indices.map { index in
            let (theme, row) = results[0].rows[index]
            let values = results.map { result in
                let other = result.rows[index].row
                return "\(other.measured)" + (other.passes ? "" : " (off)")
            }
            return "| \(theme) | \(row.figure.scene) | \(row.figure.name) | \(row.figure.value) | "
                + values.joined(separator: " | ") + " |"
        }
        let totals =
            "| | | total distance from iOS | | "
            + results.map { IOSFigure.Value.format($0.totalError) + " (\($0.misses) off)" }.joined(separator: " | ")
            + " |"
        return header + (lines + [totals]).joined(separator: "\n") + "\n"
    }
}
