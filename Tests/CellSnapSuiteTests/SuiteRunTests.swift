import CellSpec
import Foundation
import Testing

@testable import CellSnapSuite
@testable import SpecSuites

/// A value cell in four variants (two states x two appearances, at 2x).
private let wifiSpec = """
    name: wifi
    width: 320
    cell:
      content: {type: valueCell, text: Wi-Fi, secondaryText: Home, image: wifi}
      accessories: [disclosureIndicator]
    variants:
      states: [normal, selected]
      appearances: [light, dark]
      scales: [2]
    """

private func temporaryFolder(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
        "cellsnap-\(name)-\(UUID().uuidString)", isDirectory: true)
}

private func spec(_ text: String = wifiSpec) throws -> Spec {
    try Spec.parse(text, file: "wifi.yaml", folder: FileManager.default.temporaryDirectory, defaultName: "wifi")
}

@Suite struct SuiteRunTests {
    func run(_ spec: Spec, in folder: URL, mode: RecordMode, only: [String] = [], shard: (Int, Int)? = nil) throws
        -> [VariantOutcome]
    {
        let configuration = SuiteConfiguration(
            snapshots: folder.appendingPathComponent("refs"), jobs: 2, shard: shard, only: only,
            artifacts: folder.appendingPathComponent("artifacts"))
        let suite = SuiteRun(configuration: configuration, mode: mode, verb: "test", showsProgress: false)
        return suite.run(try suite.selectedVariants(of: [spec]))
    }

    @Test func recordThenVerifyPassesAndAChangedReferenceIsReportedChanged() throws {
        let folder = temporaryFolder("suite")
        defer { try? FileManager.default.removeItem(at: folder) }
        let ids = ["wifi.normal-dark@2x", "wifi.normal@2x", "wifi.selected-dark@2x", "wifi.selected@2x"]

        let recorded = try run(spec(), in: folder, mode: .all)
        #expect(recorded.map(\.variant.id) == ids)
        #expect(recorded.map(\.status) == Array(repeating: .recorded, count: 4))
        #expect(recorded.allSatisfy { FileManager.default.fileExists(atPath: $0.reference.path) })

        let verified = try run(spec(), in: folder, mode: .never)
        #expect(verified.map(\.status) == Array(repeating: .passed, count: 4))
        #expect(
            verified.map { $0.size.width } == [320, 320, 320, 320]
                && verified.map { $0.size.height } == [44, 44, 44, 44])
        #expect(verified.allSatisfy { !$0.failsTheSuite })

        let changed = try run(
            spec(wifiSpec.replacingOccurrences(of: "secondaryText: Home", with: "secondaryText: Office")), in: folder,
            mode: .never)
        #expect(changed.map(\.status) == Array(repeating: .changed, count: 4))
        let first = try #require(changed.first)
        #expect(first.failsTheSuite)
        #expect(first.message?.contains(" pixels differ (") == true)
        #expect(
            first.structuralChanges == [
                "row 'Wi-Fi': secondary text 'Home' → 'Office', moved from (242.5, 12) to (243.5, 12) and resized from 43.5x20.5 to 42.5x20.5",
                "4 elements unchanged",
            ])
        #expect(
            first.actual?.path == folder.appendingPathComponent("artifacts/wifi/wifi.normal-dark@2x.actual.png").path)
        #expect(first.diff?.path == folder.appendingPathComponent("artifacts/wifi/wifi.normal-dark@2x.diff.png").path)
        #expect(FileManager.default.fileExists(atPath: first.diff!.path))
    }

    @Test func aMissingReferenceIsNewAndNotWritten() throws {
        let folder = temporaryFolder("suite")
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcomes = try run(spec(), in: folder, mode: .never, only: ["wifi.selected@2x"])
        #expect(outcomes.map(\.status) == [.new])
        #expect(outcomes[0].message == "no reference at \(outcomes[0].reference.path)")
        #expect(!FileManager.default.fileExists(atPath: outcomes[0].reference.path))
        #expect(FileManager.default.fileExists(atPath: outcomes[0].actual!.path))
    }

    @Test(arguments: [
        (1, ["wifi.normal-dark@2x", "wifi.selected-dark@2x"]),
        (2, ["wifi.normal@2x", "wifi.selected@2x"]),
    ])
    func shardsTakeEveryNthVariantSortedById(index: Int, expected: [String]) throws {
        let configuration = SuiteConfiguration(snapshots: temporaryFolder("unused"), shard: (index, 2))
        #expect(
            try SuiteRun(configuration: configuration, mode: .never, verb: "test").selectedVariants(of: [spec()]).map(
                \.id) == expected)
    }

    @Test func anUnknownOnlyIdNamesTheSpecsAndTheShard() throws {
        let configuration = SuiteConfiguration(
            snapshots: temporaryFolder("unused"), shard: (1, 2), only: ["wifi.normal@2x"])
        #expect {
            try SuiteRun(configuration: configuration, mode: .never, verb: "test").selectedVariants(of: [spec()])
        } throws: { error in
            "\(error)" == "no variant 'wifi.normal@2x' in wifi.yaml (shard 1/2)"
        }
    }
}

/// Outcomes with fixed evidence and times, for the reports.
private func fixedOutcomes(references folder: URL) throws -> [VariantOutcome] {
    let variants = try spec().variants()
    let reference = { (name: String) in folder.appendingPathComponent("wifi.\(name).png") }
    var outcomes = [
        VariantOutcome(
            variant: variants[0], status: .passed, reference: reference(variants[0].name), seconds: 0.25,
            size: (320, 44), warnings: ["unknown symbol 'cloud.sun' in wifi.normal@2x, drawn as a placeholder"]),
        VariantOutcome(
            variant: variants[1], status: .changed, message: "3 of 10 pixels differ",
            reference: reference(variants[1].name),
            actual: folder.appendingPathComponent("actual.png"), diff: folder.appendingPathComponent("diff.png"),
            structuralChanges: ["text \"Home\" moved from (1, 2) to (3, 4)"], seconds: 0.5, size: (320, 44)),
        VariantOutcome(
            variant: variants[2], status: .new, message: "no reference at <refs> & co",
            reference: reference(variants[2].name), seconds: 0.125),
        VariantOutcome(
            variant: variants[3], status: .failed, message: "bad\u{1}byte", reference: reference(variants[3].name),
            seconds: 0.0625),
    ]
    outcomes[1].cause = .structure(["text moved"])
    outcomes[1].actualStructure = "tree 320x44"
    outcomes[2].cause = .noReference(spec: "wifi")
    return outcomes
}

@Suite struct JUnitReportTests {
    @Test func oneTestCasePerVariantWithTheEvidenceOfFailures() throws {
        let xml = String(
            decoding: JUnitReport.xml(
                try fixedOutcomes(references: temporaryFolder("unused")), suiteName: "cellsnap verify"), as: UTF8.self)
        #expect(
            xml == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="cellsnap verify" tests="4" failures="3" time="0.938">
                  <testsuite name="wifi" tests="4" failures="3" time="0.938">
                    <testcase classname="wifi" name="normal@2x" time="0.250">
                      <system-err>warning: unknown symbol &#39;cloud.sun&#39; in wifi.normal@2x, drawn as a placeholder</system-err>
                    </testcase>
                    <testcase classname="wifi" name="normal-dark@2x" time="0.500">
                      <failure type="changed" message="changed: 3 of 10 pixels differ">changed: 3 of 10 pixels differ
                group 1: 1 variant of wifi: text moved
                text &quot;Home&quot; moved from (1, 2) to (3, 4)</failure>
                    </testcase>
                    <testcase classname="wifi" name="selected@2x" time="0.125">
                      <failure type="new" message="new: no reference at &lt;refs&gt; &amp; co">new: no reference at &lt;refs&gt; &amp; co
                group 2: 1 variant of wifi: no reference yet: new variants of wifi</failure>
                    </testcase>
                    <testcase classname="wifi" name="selected-dark@2x" time="0.062">
                      <failure type="failed" message="failed: bad?byte">failed: bad?byte</failure>
                    </testcase>
                    <system-out>group 1: 1 variant of wifi: text moved
                group 2: 1 variant of wifi: no reference yet: new variants of wifi</system-out>
                  </testsuite>
                </testsuites>

                """)
    }
}

@Suite struct ReviewReportTests {
    /// SHA-256 of the file contents "abc", "def" and "ghi".
    static let abc = "images/ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad.png"
    static let def = "images/cb8379ac2098aa165029e3938a51da0bcecfc008fd6795f401178647f96c5b34.png"
    static let ghi = "images/50ae61e841fac4e8f9e40baf2ad36ec868922ea48368c18f9535e47db56dd7fb.png"
    /// SHA-256 of the structural text "tree 320x44\n".
    static let structure = "eec59175e8b7e3d661fc214f64e9a1c51865acfc0f7c5f91a238eb9fe913e5a2"

    @Test func theDataNamesImagesByContentAndCountsEveryStatus() throws {
        let folder = temporaryFolder("report")
        defer { try? FileManager.default.removeItem(at: folder) }
        let references = folder.appendingPathComponent("refs/wifi", isDirectory: true)
        try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
        let outcomes = try fixedOutcomes(references: references)
        for (name, text) in [
            (outcomes[0].reference.lastPathComponent, "abc"), (outcomes[1].reference.lastPathComponent, "abc"),
            ("wifi.normal-dark@2x.txt", "ghi"), ("actual.png", "def"), ("diff.png", "ghi"), ("wifi.old.png", "abc"),
        ] {
            try Data(text.utf8).write(to: references.appendingPathComponent(name))
        }
        let report = ReviewReport(
            outcomes: outcomes, unused: [references.appendingPathComponent("wifi.old.png")],
            command: "cellsnap review wifi.yaml --snapshots refs", snapshots: folder.appendingPathComponent("refs"),
            accept: { (["cellsnap accept report"] + $0.arguments).joined(separator: " ") })
        let output = folder.appendingPathComponent("report", isDirectory: true)
        let data = try report.data(storingImagesIn: output)

        let values = { (state: String, appearance: String) in ["state": state, "appearance": appearance, "scale": "2x"]
        }
        #expect(
            data
                == ReviewReportData(
                    title: "CellSnap review", generated: "cellsnap review wifi.yaml --snapshots refs",
                    summary: ReviewReportData.Summary(passed: 1, changed: 1, new: 1, missing: 1, failed: 1),
                    dimensions: ["state", "appearance", "scale"],
                    variants: [
                        .init(
                            id: "wifi.normal@2x", spec: "wifi", name: "normal@2x", values: values("normal", "light"),
                            status: .passed,
                            reference: Self.abc, actual: nil, diff: nil, width: 320, height: 44, message: nil,
                            structural: [], accept: nil, accessibility: [Self.wifi],
                            warnings: ["unknown symbol 'cloud.sun' in wifi.normal@2x, drawn as a placeholder"]),
                        .init(
                            id: "wifi.normal-dark@2x", spec: "wifi", name: "normal-dark@2x",
                            values: values("normal", "dark"), status: .changed,
                            reference: Self.abc, actual: Self.def, diff: Self.ghi, width: 320, height: 44,
                            message: "3 of 10 pixels differ",
                            structural: ["text \"Home\" moved from (1, 2) to (3, 4)"],
                            accept: "cellsnap accept report --only wifi.normal-dark@2x", accessibility: [Self.wifi],
                            group: 1, actualStructure: "structures/\(Self.structure).txt",
                            referenceSHA256: String(Self.abc.dropFirst(7).dropLast(4)),
                            referenceStructureSHA256: String(Self.ghi.dropFirst(7).dropLast(4))),
                        .init(
                            id: "wifi.selected@2x", spec: "wifi", name: "selected@2x",
                            values: values("selected", "light"), status: .new,
                            reference: nil, actual: nil, diff: nil, width: 0, height: 0,
                            message: "no reference at <refs> & co", structural: [],
                            accept: nil, accessibility: [Self.wifiSelected], group: 2),
                        .init(
                            id: "wifi.selected-dark@2x", spec: "wifi", name: "selected-dark@2x",
                            values: values("selected", "dark"), status: .failed,
                            reference: nil, actual: nil, diff: nil, width: 0, height: 0, message: "bad\u{1}byte",
                            structural: [], accept: nil, accessibility: [Self.wifiSelected]),
                        .init(
                            id: "wifi.old", spec: "wifi", name: "old", values: [:], status: .missing,
                            reference: Self.abc, actual: nil, diff: nil,
                            width: 0, height: 0,
                            message: "no variant renders this reference: \(references.path)/wifi.old.png",
                            structural: [], accept: nil),
                    ],
                    groups: [
                        .init(
                            ChangeGroup(
                                number: 1, cause: .structure(["text moved"]), variants: ["wifi.normal-dark@2x"],
                                representative: "wifi.normal-dark@2x", dimensions: [], specs: ["wifi"]),
                            accept: "cellsnap accept report --group 1"),
                        .init(
                            ChangeGroup(
                                number: 2, cause: .noReference(spec: "wifi"), variants: ["wifi.selected@2x"],
                                representative: "wifi.selected@2x", dimensions: [], specs: ["wifi"]),
                            accept: "cellsnap accept report --group 2"),
                    ],
                    snapshots: folder.appendingPathComponent("refs").path,
                    acceptAll: "cellsnap accept report --all"))
        #expect(
            data.groups.map(\.summary) == [
                "group 1: 1 variant of wifi: text moved",
                "group 2: 1 variant of wifi: no reference yet: new variants of wifi",
            ])
        #expect(
            try String(contentsOf: output.appendingPathComponent("structures/\(Self.structure).txt"), encoding: .utf8)
                == "tree 320x44\n")
        // Equal images are stored once.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("images").path).sorted()
                == [
                    String(Self.ghi.dropFirst(7)), String(Self.abc.dropFirst(7)), String(Self.def.dropFirst(7)),
                ])
    }

    /// An actual image another run wrote over since this run drew it is not put in the report.
    @Test func anOverwrittenActualImageIsRefused() throws {
        let folder = temporaryFolder("report")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var outcomes = try fixedOutcomes(references: folder)
        try Data("def".utf8).write(to: folder.appendingPathComponent("actual.png"))
        outcomes[1].actualSHA256 = String(Self.abc.dropFirst(7).dropLast(4))
        let report = ReviewReport(
            outcomes: outcomes, unused: [], command: "cellsnap review", snapshots: folder, accept: { _ in "" })
        #expect(
            throws: ArtifactOverwrittenError(
                path: folder.appendingPathComponent("actual.png").path, variant: "wifi.normal-dark@2x")
        ) { try report.data(storingImagesIn: folder.appendingPathComponent("report")) }
        outcomes[1].actualSHA256 = String(Self.def.dropFirst(7).dropLast(4))
        let accepted = ReviewReport(
            outcomes: outcomes, unused: [], command: "cellsnap review", snapshots: folder, accept: { _ in "" })
        #expect(
            try accepted.data(storingImagesIn: folder.appendingPathComponent("report")).variants[1].actual == Self.def)
    }

    @Test func writingPutsThePageItsStyleAndScriptInTheFolder() throws {
        let folder = temporaryFolder("report")
        defer { try? FileManager.default.removeItem(at: folder) }
        try ReviewReport(outcomes: [], unused: [], command: "cellsnap review", snapshots: folder, accept: { _ in "" })
            .write(to: folder)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "images", "index.html", "review.css", "review.js",
            ])
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(
            html.contains(
                #"<script type="application/json" id="report-data">{"acceptAll":null,"dimensions":[],"generated":"cellsnap review","groups":[],"#
            ))
        #expect(
            html.contains(#"<link rel="stylesheet" href="review.css">"#)
                && html.contains(#"<script src="review.js"></script>"#))
        #expect(try Data(contentsOf: folder.appendingPathComponent("review.js")) == Data(PackageResources.review_js))
    }

    /// The VoiceOver reading of the spec's variants, which every rendered variant's card lists.
    static let wifi = #""Wi-Fi" value "Home" [button]"#
    static let wifiSelected = #""Wi-Fi" value "Home" [button, selected]"#

    @Test func theJSONHasSortedKeysAndExplicitNulls() throws {
        let data = ReviewReportData(
            title: "T", generated: "g", summary: .init(passed: 1), dimensions: ["state"],
            variants: [
                .init(
                    id: "s.v", spec: "s", name: "v", values: ["state": "normal"], status: .passed,
                    reference: "images/a.png", actual: nil,
                    diff: nil, width: 320, height: 44.5, message: nil, structural: [], accept: nil,
                    accessibility: [#""Wi-Fi" [button]"#], warnings: ["unknown symbol 'x'"])
            ])
        #expect(
            try data.json() == #"""
                {"acceptAll":null,"dimensions":["state"],"generated":"g","groups":[],"snapshots":null,"summary":{"changed":0,"failed":0,"missing":0,"new":0,"passed":1},"title":"T","variants":[{"accept":null,"accessibility":["\"Wi-Fi\" [button]"],"actual":null,"actualStructure":null,"diff":null,"group":null,"height":44.5,"id":"s.v","lint":[],"message":null,"name":"v","reference":"images\/a.png","referenceSHA256":null,"referenceStructureSHA256":null,"spec":"s","status":"passed","structural":[],"values":{"state":"normal"},"warnings":["unknown symbol 'x'"],"width":320}]}
                """#)
    }

    /// Nothing in the data can end the `<script>` element or open a comment inside it; the title is HTML-escaped.
    @Test(arguments: [
        (#"{"m":"</script><script>alert(1)</script>"}"#, #"{"m":"<\/script><script>alert(1)<\/script>"}"#),
        (#"{"m":"<!-- x -->"}"#, #"{"m":"<\u0021-- x -->"}"#),
        (#"{"m":"__CELLSNAP_TITLE__"}"#, #"{"m":"__CELLSNAP_TITLE__"}"#),
    ])
    func dataIsMadeSafeInsideTheScriptElement(json: String, embedded: String) {
        let page = ReviewPage.html(title: "A <b>&</b> 'B'", dataJSON: json)
        #expect(page.contains(#"<script type="application/json" id="report-data">"# + embedded + "</script>"))
        #expect(page.contains("<title>A &lt;b&gt;&amp;&lt;/b&gt; &#39;B&#39;</title>"))
        #expect(!page.contains(ReviewPage.dataToken))
    }
}
