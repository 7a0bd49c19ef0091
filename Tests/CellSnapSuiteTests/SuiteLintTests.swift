import CellModel
import CellSpec
import Foundation
import Primitives
import Testing

@testable import CellSnapSuite
@testable import SpecSuites

/// A list cell whose title is set in `font`, in `direction` at `size`.
private func cell(_ font: FontSpec, size: ContentSizeCategory, direction: LayoutDirection = .leftToRight) -> ListCell {
    var content = ListContentConfiguration.cell()
    content.text = "Inbox"
    content.textProperties.font = font
    return ListCell(
        content: .list(content), accessories: [CellAccessory(.disclosureIndicator)],
        state: CellState(traits: Traits(contentSize: size, direction: direction)))
}

private func summary(_ cell: ListCell, _ name: String) throws -> LintSummary {
    LintSummary(
        try CellSnapshots.layout(of: cell, width: 393), traits: cell.state.traits, variant: name, group: "inbox")
}

@Suite struct SuiteLintTests {
    /// A fixed 17 pt font stays 17 pt at AX3; the body style grows to 40 pt.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func aFixedFontDoesNotGrow(direction: LayoutDirection) throws {
        let fixed = FontSpec.fixed(Font(size: 17))
        let large = try summary(cell(fixed, size: .large, direction: direction), "inbox.L")
        let ax3 = try summary(cell(fixed, size: .accessibilityExtraLarge, direction: direction), "inbox.AX3")
        let findings = DesignLint.crossVariantFindings([large, ax3]).map(\.description)
        let x = direction == .leftToRight ? "20" : "38"
        #expect(
            findings == [
                "dynamic-type warning inbox.AX3 cell/text \"Inbox\" (\(x), 12, 335x20.333): does not grow with the text size: 17 pt at AX3, 17 pt at L"
            ])
        let body = FontSpec.textStyle(.body)
        let grows = [
            try summary(cell(body, size: .large, direction: direction), "inbox.L"),
            try summary(cell(body, size: .accessibilityExtraLarge, direction: direction), "inbox.AX3"),
        ]
        #expect(DesignLint.crossVariantFindings(grows) == [])
    }

    /// CellSnap's layout mirrors everything: a cell and its right-to-left twin have no mirroring finding.
    @Test(arguments: ContentSizeCategory.allCases)
    func cellSnapsOwnLayoutMirrors(size: ContentSizeCategory) throws {
        let body = FontSpec.textStyle(.body)
        let pair = [
            try summary(cell(body, size: size), "inbox"),
            try summary(cell(body, size: size, direction: .rightToLeft), "inbox-rtl"),
        ]
        #expect(DesignLint.crossVariantFindings(pair) == [])
    }

    /// The suite runs the lint on every variant, compares variants at the end, and skips it when off.
    @Test func suiteOutcomesCarryFindings() throws {
        let spec = try Spec.parse(
            """
            name: inbox
            width: 320
            cell:
              content: {text: Notification settings, numberOfLines: 1}
            variants:
              sizes: [L, AX5]
            """, file: "inbox.yaml", folder: FileManager.default.temporaryDirectory, defaultName: "inbox")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-lint-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        func run(_ lint: LintMode) throws -> [VariantOutcome] {
            let suite = SuiteRun(
                configuration: SuiteConfiguration(
                    snapshots: folder, jobs: 2, artifacts: folder.appendingPathComponent("artifacts"), lint: lint),
                mode: .all, verb: "test", showsProgress: false)
            return suite.run(try suite.selectedVariants(of: [spec]))
        }
        let outcomes = try run(.warn)
        #expect(
            outcomes.map { $0.lint.map(\.description) } == [
                [
                    "truncated-text warning inbox.normal-AX5@3x cell/text \"Notification settings\" (16, 11, 288x63.333): ellipsised: shows 1 of 2 lines"
                ],
                [],
            ])
        #expect(outcomes.map { $0.fails(lint: .error) } == [true, false])
        #expect(outcomes.map { $0.fails(lint: .warn) } == [false, false])
        #expect(try run(.off).allSatisfy(\.lint.isEmpty))
    }

    @Test func junitCarriesFindingsAsStandardErrorAndFailsInErrorMode() {
        let variant = try! Spec.parse(
            "name: a\ncell: {content: {text: A}}", file: "a.yaml", folder: FileManager.default.temporaryDirectory,
            defaultName: "a"
        ).variants()[0]
        var outcome = VariantOutcome(
            variant: variant, status: .passed, reference: URL(fileURLWithPath: "/refs/a/a.normal@3x.png"), seconds: 0.5)
        outcome.lint = [
            LintFinding(
                rule: .overlap, variant: "a.normal@3x", path: "cell/text", element: "\"A\"",
                frame: Rect(x: 1, y: 2, width: 3, height: 4), message: "overlaps <b>")
        ]
        let line = "lint: overlap error a.normal@3x cell/text &quot;A&quot; (1, 2, 3x4): overlaps &lt;b&gt;"
        let warn = String(decoding: JUnitReport.xml([outcome], suiteName: "s", lint: .warn), as: UTF8.self)
        #expect(
            warn.contains(
                """
                    <testcase classname="a" name="normal@3x" time="0.500">
                      <system-err>\(line)</system-err>
                    </testcase>
                """))
        #expect(warn.contains("failures=\"0\""))
        let error = String(decoding: JUnitReport.xml([outcome], suiteName: "s", lint: .error), as: UTF8.self)
        #expect(
            error.contains(
                """
                      <failure type="lint" message="1 lint finding">\(line)</failure>
                      <system-err>\(line)</system-err>
                """))
        #expect(error.contains("<testsuites name=\"s\" tests=\"1\" failures=\"1\""))
    }
}

@Suite struct ReviewLintDataTests {
    /// The report's data carries each finding as a mark at its frame, in points.
    @Test func findingsBecomeMarks() throws {
        let variant = try Spec.parse(
            "name: a\ncell: {content: {text: A}}", file: "a.yaml", folder: FileManager.default.temporaryDirectory,
            defaultName: "a"
        ).variants()[0]
        var outcome = VariantOutcome(
            variant: variant, status: .new, reference: URL(fileURLWithPath: "/nonexistent/a.png"), seconds: 0,
            size: (393, 44))
        outcome.lint = [
            LintFinding(
                rule: .touchTarget, variant: "a.normal@3x", path: "cell/accessory.detail", element: "info.circle",
                frame: Rect(x: 333, y: 0, width: 60, height: 43), message: "the accessory's hit area is 60x43 pt")
        ]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-review-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = try ReviewReport(
            outcomes: [outcome], unused: [], command: "cellsnap review a.yaml", snapshots: folder, accept: { _ in "" }
        )
        .data(storingImagesIn: folder)
        #expect(
            data.variants.first?.lint == [
                ReviewReportData.LintMark(outcome.lint[0])
            ])
        let json = try data.json()
        #expect(
            json.contains(
                #""lint":[{"element":"info.circle","height":43,"message":"the accessory's hit area is 60x43 pt","path":"cell\/accessory.detail","rule":"touch-target","severity":"warning","width":60,"x":333,"y":0}]"#
            ))
    }
}
