import CellModel
import CellSpec
import Foundation
import Primitives
import Testing

/// The example specs under `Specs/` load, and their matrices expand to the expected variants.
@Suite struct ExampleSpecTests {
    static let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Specs")

    @Test(arguments: [
        ("wifi-cell.yaml", 32, ["normal@3x", "normal-rtl@3x", "normal-AX3@3x"]),
        ("settings-list.yaml", 2, ["normal@3x", "normal-dark@3x"]),
        ("vertical-symbols.yaml", 4, ["normal@3x", "normal-AX2@3x", "normal-dark@3x"]),
        ("custom-cells.yaml", 3, ["normal@3x", "highlighted@3x", "disabled@3x"]),
        ("tag-cloud.yaml", 4, ["normal@3x", "normal-rtl@3x", "normal-dark@3x"]),
        ("mixed-collection.json", 2, ["normal@3x", "normal-dark@3x"]),
        (
            "custom-state.yaml", 8,
            ["normal@3x", "normal-dark@3x", "selected@3x", "selected-dark@3x", "normal-isArchived@3x"]
        ),
    ])
    func examplesExpand(file: String, count: Int, firstNames: [String]) throws {
        let spec = try Spec.load(contentsOf: Self.specs.appendingPathComponent(file))
        let variants = spec.variants()
        #expect(variants.count == count)
        #expect(Array(variants.prefix(firstNames.count).map(\.name)) == firstNames)
        #expect(Set(variants.map(\.name)).count == variants.count)
    }

    @Test func variantsApplyTheirValuesToEveryCell() throws {
        let spec = try Spec.parse(
            """
            list:
              style: plain
              sections:
                - cells: [{content: A}, {content: B, state: disabled}]
            variants:
              states: [selected]
              appearances: [dark]
              sizes: [AX1]
              directions: [rtl]
              scales: [2]
            """, file: "inline.yaml", folder: URL(fileURLWithPath: "/tmp"), defaultName: "inline")
        let variant = try #require(spec.variants().first)
        #expect(variant.name == "selected-dark-AX1-rtl@2x")
        #expect(variant.values.map(\.dimension) == ["state", "appearance", "size", "direction", "scale"])
        guard case .list(let list) = variant.subject else {
            Issue.record("expected a list")
            return
        }
        #expect(
            list.traits
                == Traits(style: .dark, contentSize: .accessibilityMedium, direction: .rightToLeft, displayScale: 2))
        #expect(list.appearance == .plain)
        #expect(list.sections[0].cells.map(\.state.isSelected) == [true, true])
        #expect(list.sections[0].cells.map(\.state.isDisabled) == [false, true])
    }

    @Test func aThemeIsABaseTraitAndAMatrixDimension() throws {
        let spec = try Spec.parse(
            """
            theme: ios26
            list:
              style: insetGrouped
              sections:
                - cells: [{content: A}]
            variants:
              themes: [ios18, ios26]
            """, file: "inline.yaml", folder: URL(fileURLWithPath: "/tmp"), defaultName: "inline")
        let variants = spec.variants()
        #expect(variants.map(\.name) == ["normal@3x", "normal-ios26@3x"])
        #expect(variants.map { $0.values.map(\.value) } == [["ios18"], ["ios26"]])
        #expect(variants.map(\.traits.theme) == [.ios18, .ios26])
        let base = try Spec.parse(
            "theme: ios26\ncell: {content: A}\n", file: "inline.yaml", folder: URL(fileURLWithPath: "/tmp"),
            defaultName: "inline")
        #expect(base.variants().map(\.name) == ["normal-ios26@3x"])
        #expect(throws: SpecError.self) {
            try Spec.parse(
                "theme: ios27\ncell: {content: A}\n", file: "inline.yaml", folder: URL(fileURLWithPath: "/tmp"),
                defaultName: "inline")
        }
    }

    @Test func contrastIsABaseTraitAndAMatrixDimension() throws {
        let spec = try Spec.parse(
            """
            contrast: high
            appearance: dark
            cell: {content: A}
            variants:
              contrasts: [normal, high]
            """, file: "inline.yaml", folder: URL(fileURLWithPath: "/tmp"), defaultName: "inline")
        let variants = spec.variants()
        #expect(variants.map(\.name) == ["normal-dark@3x", "normal-dark-hc@3x"])
        #expect(variants.map { $0.values.map(\.value) } == [["normal"], ["high"]])
        #expect(variants.map(\.traits.contrast) == [.normal, .high])
        let base = try Spec.parse(
            "contrast: high\ncell: {content: A}\n", file: "inline.yaml", folder: URL(fileURLWithPath: "/tmp"),
            defaultName: "inline")
        #expect(base.variants().map(\.name) == ["normal-hc@3x"])
    }

    @Test(arguments: [
        (
            "contrast: higher\ncell: {content: A}\n",
            "inline.yaml:1:11: contrast: unknown contrast 'higher'; did you mean 'high'?"
        ),
        (
            "cell: {content: A}\nvariants: {contrasts: [normal, increased]}\n",
            "inline.yaml:2:32: variants.contrasts[1]: unknown contrast 'increased'; expected one of: high, normal"
        ),
    ])
    func anUnknownContrastIsRefusedWithTheChoices(yaml: String, message: String) {
        do {
            _ = try Spec.parse(yaml, file: "inline.yaml", folder: URL(fileURLWithPath: "/tmp"), defaultName: "inline")
            Issue.record("no error; expected \(message)")
        } catch {
            #expect("\(error)" == message)
        }
    }
}
