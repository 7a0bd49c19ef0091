import Foundation
import Testing

/// `cellsnap` with a spec that lists the sample app's asset catalog (`assets:`), run as a binary.
@Suite struct CatalogCommandTests {
    static let sampleApp = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SampleApp")

    @Test func renderDrawsASpecWithCatalogAssetsTheSameBytesEveryTime() throws {
        let out = try CLI.temporaryDirectory()
        let spec = Self.sampleApp.appendingPathComponent("brand-list.yaml").path
        let first = try CLI.run(["render", spec, "-o", out.appendingPathComponent("a.png").path, "--scale", "2"])
        #expect(first.exitCode == 0, "\(first.stderr)")
        #expect(first.stdout.contains("brand-list.normal@2x"))
        let second = try CLI.run(["render", spec, "-o", out.appendingPathComponent("b.png").path, "--scale", "2"])
        #expect(second.exitCode == 0)
        let a = try Data(contentsOf: out.appendingPathComponent("a.png"))
        #expect(a == (try Data(contentsOf: out.appendingPathComponent("b.png"))))
        // Record and verify every variant (light and dark, 2x and 3x) on several threads.
        let snapshots = out.appendingPathComponent("snapshots").path
        let record = try CLI.run(["record", spec, "--snapshots", snapshots, "--jobs", "4"])
        #expect(record.exitCode == 0, "\(record.stderr)")
        let verify = try CLI.run(["verify", spec, "--snapshots", snapshots, "--jobs", "4"])
        #expect(verify.exitCode == 0, "\(verify.stdout)\(verify.stderr)")
    }

    @Test func aMissingAssetIsABadInputNamingTheCatalog() throws {
        let folder = try CLI.temporaryDirectory()
        let catalog = folder.appendingPathComponent("App/Assets.xcassets")
        try FileManager.default.copyItem(
            at: Self.sampleApp.appendingPathComponent("Assets.xcassets"), to: catalog)
        let spec = folder.appendingPathComponent("card.yaml")
        try Data(
            """
            assets: [App/Assets.xcassets]
            cell: {content: {text: Card, textColor: {named: BrandSecondary}}}
            """.utf8
        ).write(to: spec)
        let result = try CLI.run(["render", spec.path, "-o", folder.appendingPathComponent("card.png").path])
        #expect(result.exitCode == 2)
        #expect(
            result.stderr.contains(
                "card.yaml:2:49: cell.content.textColor.named: no colour set named 'BrandSecondary' in App/Assets.xcassets"
            ),
            "\(result.stderr)")
        // A malformed catalog names its file and key.
        try Data(
            #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0x1G0"}}}]}"#
                .utf8
        )
        .write(to: catalog.appendingPathComponent("BrandPrimary.colorset/Contents.json"))
        let malformed = try CLI.run(["render", spec.path, "-o", folder.appendingPathComponent("card.png").path])
        #expect(malformed.exitCode == 2)
        #expect(
            malformed.stderr.contains(
                #"assets[0]: cannot read the asset catalog: Assets.xcassets/BrandPrimary.colorset/Contents.json: colors[0].color.components.red: "0x1G0" is not a number (float, 0-255 integer or 0x hex)"#
            ), "\(malformed.stderr)")
    }
}
