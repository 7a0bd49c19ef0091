import CellSpec
import Foundation
import Primitives
import Testing

@testable import CellSnapSuite
@testable import SpecSuites

/// A value cell's structural text, as ``StructureForm`` writes it, with what a case changes.
private func valueCell(
    text: String = "Wi-Fi", textFrame: String = "(61, 11, 42x22)", textAttributes: String = "Inter 17 regular #000000",
    imageFrame: String = "(20, 14, 21x16)", secondaryFrame: String = "(234, 11, 48x22)", checkmark: Bool = false
) -> String {
    ([
        "tree 320x44 background #FFFFFF",
        "cell (0, 0, 320x44)",
        "  background shape rect (0, 0, 320x44) fill #FFFFFF",
        "  image symbol wifi \(imageFrame) 17pt regular #007AFF",
    ] + (checkmark ? ["  accessory.checkmark symbol checkmark (290, 16, 14x13) 17pt semibold #007AFF"] : []) + [
        "  text text \"\(text)\" \(textFrame) \(textAttributes) lineHeight=22",
        "  secondaryText text \"Home\" \(secondaryFrame) Inter 17 regular #3C3C4399 lineHeight=22",
    ]).joined(separator: "\n")
}

/// The causes of a change are the same in every variant it touches: no positions, sizes or colour
/// values, and moves only when nothing else changed.
@Suite struct StructuralCauseTests {
    @Test(arguments: [
        // A new title, which also widens the text and moves nothing else: the text is the cause.
        (valueCell(), valueCell(text: "WLAN", textFrame: "(61, 11, 50x22)"), ["row 'Wi-Fi': text 'Wi-Fi' → 'WLAN'"]),
        // A colour, in light and in dark: the same cause.
        (
            valueCell(), valueCell(textAttributes: "Inter 17 regular #FF3B30"),
            ["row 'Wi-Fi': text 'Wi-Fi' colour changed"]
        ),
        (
            valueCell(textAttributes: "Inter 17 regular #FFFFFF"),
            valueCell(textAttributes: "Inter 17 regular #FF453A"),
            ["row 'Wi-Fi': text 'Wi-Fi' colour changed"]
        ),
        // A weight is said as it is; a size is named, not given.
        (
            valueCell(), valueCell(textAttributes: "Inter 17 semibold #000000"),
            ["row 'Wi-Fi': text 'Wi-Fi' regular → semibold"]
        ),
        (
            valueCell(textAttributes: "Inter 40 regular #000000"),
            valueCell(textAttributes: "Inter 44 regular #000000"),
            ["row 'Wi-Fi': text 'Wi-Fi' size changed"]
        ),
        (
            valueCell(), valueCell(textAttributes: "Inter 17 regular #000000 opacity=0.5"),
            ["row 'Wi-Fi': text 'Wi-Fi' opacity=# added"]
        ),
        // An accessory added, with everything it moves: the accessory is the cause.
        (
            valueCell(), valueCell(secondaryFrame: "(200, 11, 48x22)", checkmark: true),
            ["row 'Wi-Fi': checkmark accessory checkmark added"]
        ),
        (valueCell(checkmark: true), valueCell(), ["row 'Wi-Fi': checkmark accessory checkmark removed"]),
        // Only moves: they are the cause, without the positions.
        (
            valueCell(), valueCell(textFrame: "(71, 11, 42x22)", imageFrame: "(30, 14, 21x16)"),
            ["row 'Wi-Fi': image wifi moved", "row 'Wi-Fi': text 'Wi-Fi' moved"]
        ),
        (valueCell(), valueCell(textFrame: "(61, 11, 52x22)"), ["row 'Wi-Fi': text 'Wi-Fi' resized"]),
        // A third of a point: counted, not a cause.
        (valueCell(), valueCell(textFrame: "(61.333, 11, 42x22)"), []),
    ])
    func causesLeaveOutWhatDiffersBetweenTraits(reference: String, actual: String, causes: [String]) {
        #expect(StructuralDiff.compare(reference: reference, actual: actual).causes == causes)
    }

    @Test func textsInAnotherFormHaveNoCauses() {
        let comparison = StructuralDiff.compare(
            reference: "canvas 320x44\ntext \"Wi-Fi\" (61, 11, 42x22) Inter 17 regular #000000", actual: valueCell())
        #expect(comparison.causes == nil)
        #expect(comparison.sentences.count == 1)
    }

    @Test(arguments: [
        (Rect(x: 25, y: 18, width: 8, height: 8), ["row 'Wi-Fi': image wifi"]),
        // Anti-aliasing reaches half a point past the frame.
        (Rect(x: 19.5, y: 13.5, width: 22, height: 17), ["row 'Wi-Fi': image wifi"]),
        (Rect(x: 236, y: 12, width: 10, height: 10), ["row 'Wi-Fi': secondary text 'Home'"]),
        // Across two elements, or where none is drawn: the row.
        (Rect(x: 60, y: 11, width: 200, height: 22), ["row 'Wi-Fi'"]),
        (Rect(x: 120, y: 2, width: 20, height: 4), ["row 'Wi-Fi'"]),
        // Outside the canvas: nothing.
        (Rect(x: 330, y: 50, width: 10, height: 10), []),
    ])
    func pixelsAreFoundInTheSmallestElementHoldingThem(region: Rect, names: [String]) throws {
        let tree = try #require(StructureNode.parse(valueCell()))
        #expect(tree.elements(holding: [region]) == names)
    }

    @Test func pixelCausesNameTheElementsOrTheCanvas() {
        let regions = [Rect(x: 25, y: 18, width: 8, height: 8), Rect(x: 26, y: 19, width: 2, height: 2)]
        #expect(
            ChangeCause.pixels(in: regions, of: valueCell(), structureCompared: true)
                == .pixels(elements: ["row 'Wi-Fi': image wifi"]))
        #expect(
            ChangeCause.pixels(in: [], of: valueCell(), structureCompared: false)
                == .pixelsWithoutStructure(elements: ["canvas"]))
        #expect(
            ChangeCause.pixels(elements: ["row 'Wi-Fi': image wifi"]).lines == [
                "row 'Wi-Fi': image wifi: pixels changed, the structure did not"
            ])
    }
}

/// The changed and new variants of a run, grouped: one group per cause, numbered in a fixed order.
@Suite struct ChangeGroupsTests {
    static let spec = """
        name: wifi
        width: 320
        cell:
          content: {type: valueCell, text: Wi-Fi, secondaryText: Home, image: wifi}
        variants:
          states: [normal, selected]
          appearances: [light, dark]
          directions: [ltr, rtl]
          scales: [2]
        """

    func outcomes(_ causes: [String: ChangeCause?]) throws -> [VariantOutcome] {
        let spec = try Spec.parse(
            Self.spec, file: "wifi.yaml", folder: FileManager.default.temporaryDirectory, defaultName: "wifi")
        return spec.variants().map { variant in
            var outcome = VariantOutcome(
                variant: variant, status: .passed, reference: URL(fileURLWithPath: "/refs/\(variant.id).png"),
                seconds: 0)
            if let cause = causes[variant.name] {
                outcome.status = cause?.isNew == true ? .new : .changed
                outcome.cause = cause
            }
            return outcome
        }
    }

    @Test func largerGroupsComeFirstThenByWordsThenTheNewOnes() throws {
        let title = ChangeCause.structure(["row 'Wi-Fi': text 'Wi-Fi' → 'WLAN'"])
        let colour = ChangeCause.structure(["row 'Wi-Fi': text 'Wi-Fi' colour changed"])
        let image = ChangeCause.pixels(elements: ["row 'Wi-Fi': image wifi"])
        let causes: [String: ChangeCause?] = [
            "normal@2x": .noReference(spec: "wifi"), "normal-rtl@2x": .noReference(spec: "wifi"),
            "normal-dark@2x": .noReference(spec: "wifi"),
            "selected-dark-rtl@2x": title, "selected-rtl@2x": title, "selected-dark@2x": colour,
            "selected@2x": image,
            // Changed without a cause (the harness's outcomes): not grouped.
            "normal-dark-rtl@2x": nil,
        ]
        let groups = ChangeGroups(outcomes: try outcomes(causes))
        #expect(
            groups.groups.map(\.summary) == [
                "group 1: 2 variants of wifi (appearance): row 'Wi-Fi': text 'Wi-Fi' → 'WLAN'",
                "group 2: 1 variant of wifi: row 'Wi-Fi': image wifi: pixels changed, the structure did not",
                "group 3: 1 variant of wifi: row 'Wi-Fi': text 'Wi-Fi' colour changed",
                "group 4: 3 variants of wifi (appearance, direction): no reference yet: new variants of wifi",
            ])
        #expect(groups.groups[0].variants == ["wifi.selected-dark-rtl@2x", "wifi.selected-rtl@2x"])
        #expect(groups.number(of: "wifi.selected-dark@2x") == 3)
        #expect(groups.number(of: "wifi.normal-dark-rtl@2x") == nil)
        #expect(groups.number(of: "wifi.normal@2x") == 4)
    }

    /// The representative lists the fewest states and traits; ties go to the first id.
    @Test(arguments: [
        (["selected-dark-rtl@2x", "selected-rtl@2x", "normal-dark-rtl@2x"], "wifi.normal-dark-rtl@2x"),
        (["selected@2x", "normal-dark@2x", "normal-rtl@2x"], "wifi.normal-dark@2x"),
        (["selected-dark@2x", "normal@2x"], "wifi.normal@2x"),
        (["selected-dark-rtl@2x"], "wifi.selected-dark-rtl@2x"),
    ])
    func theRepresentativeIsTheVariantNearestTheBase(names: [String], representative: String) throws {
        let cause = ChangeCause.structure(["row 'Wi-Fi': text 'Wi-Fi' colour changed"])
        let groups = ChangeGroups(
            outcomes: try outcomes(Dictionary(uniqueKeysWithValues: names.map { ($0, .some(cause)) })))
        #expect(groups.groups.map(\.representative) == [representative])
    }
}

/// `cellsnap accept` reads the data the page embeds, and says why it cannot.
@Suite struct ReportAcceptanceTests {
    @Test func theDataWrittenIsTheDataRead() throws {
        let data = ReviewReportData(
            title: "T", generated: "cellsnap review w.yaml --snapshots refs", summary: .init(changed: 1),
            dimensions: ["state"],
            variants: [
                .init(
                    id: "w.normal@2x", spec: "w", name: "normal@2x", values: ["state": "normal"], status: .changed,
                    reference: "images/a.png", actual: "images/b.png", diff: nil, width: 320, height: 44,
                    message: "</script><!-- x", structural: ["row 'A': text 'A' → 'B'"],
                    accept: "cellsnap accept r --only w.normal@2x", group: 1, actualStructure: "structures/c.txt",
                    referenceSHA256: "d", referenceStructureSHA256: nil)
            ],
            groups: [
                .init(
                    ChangeGroup(
                        number: 1, cause: .structure(["row 'A': text 'A' → 'B'"]), variants: ["w.normal@2x"],
                        representative: "w.normal@2x", dimensions: [], specs: ["w"]),
                    accept: "cellsnap accept r --group 1")
            ], snapshots: "/refs", acceptAll: "cellsnap accept r --all")
        let page = ReviewPage.html(title: "T", dataJSON: try data.json())
        #expect(try ReportAcceptance.data(in: page, report: "r") == data)
    }

    @Test(arguments: [
        (#"{"title": 1}"#, "the review report 'r' has report data that cannot be read: title has the wrong type"),
        (#"{"title": "T"}"#, "the review report 'r' has report data that cannot be read: the data has no 'generated'"),
        (
            #"{"title":"T","generated":"g","summary":{"passed":0,"changed":0,"new":0,"missing":0,"failed":0},"dimensions":[],"variants":[{"id":"a"}]}"#,
            "the review report 'r' has report data that cannot be read: variants[0] has no 'spec'"
        ),
        ("{", "the review report 'r' has report data that cannot be read: the data is not valid JSON"),
        (
            #"{"title":"T","generated":"g","summary":{"passed":0,"changed":0,"new":0,"missing":0,"failed":0},"dimensions":[],"variants":[]}"#,
            "the review report 'r' was made by an earlier cellsnap and does not say where its references are; make it again with cellsnap review"
        ),
    ])
    func unreadableDataIsRefusedSayingWhere(json: String, message: String) {
        #expect(throws: AcceptError.self) {
            try ReportAcceptance.data(in: ReviewPage.html(title: "T", dataJSON: json), report: "r")
        }
        do {
            _ = try ReportAcceptance.data(in: ReviewPage.html(title: "T", dataJSON: json), report: "r")
        } catch {
            #expect("\(error)" == message)
        }
    }
}
