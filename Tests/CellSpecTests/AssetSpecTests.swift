import AssetCatalog
import CellModel
import CellSpec
import Foundation
import Primitives
import Testing

/// `assets:` and `{named: ...}` in specs, read against the sample app's catalog
/// (`Tests/Fixtures/SampleApp`), and their exact errors.
@Suite struct AssetSpecTests {
    static let sampleApp = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SampleApp")

    func parse(_ yaml: String) throws -> ListCell {
        let spec = try Spec.parse(yaml, file: "brand.yaml", folder: Self.sampleApp, defaultName: "brand")
        guard case .cell(let cell) = spec.subject else {
            throw SpecError(file: "", line: 0, column: 0, path: "", message: "not a cell")
        }
        return cell
    }

    @Test func namedColoursAndImagesComeFromTheSpecsCatalogs() throws {
        let catalog = try AssetCatalog(contentsOf: Self.sampleApp.appendingPathComponent("Assets.xcassets"))
        let cell = try parse(
            """
            assets: [Assets.xcassets]
            cell:
              content: {text: Ada, textColor: {named: BrandPrimary}, image: {named: Icons/leaf, tint: {named: Accent}}}
              background: {color: {named: Hairline}}
            """)
        guard case .list(let content) = cell.content else {
            Issue.record("list content")
            return
        }
        #expect(content.textProperties.color == catalog.colors["BrandPrimary"]!.dynamicColor)
        #expect(content.imageProperties.tint == catalog.colors["Accent"]!.dynamicColor)
        #expect(try content.image == .asset(catalog.image(named: "Icons/leaf")!))
        #expect(cell.background.backgroundColor == catalog.colors["Hairline"]!.dynamicColor)
        let symbol = try parse("assets: [Assets.xcassets]\ncell: {content: {text: A, image: {named: brand.star}}}")
        guard case .list(let starred) = symbol.content else { return }
        #expect(starred.image == .symbol("brand.star"))
        // A custom symbol is also a symbol name, for the spec that lists its catalog.
        let named = try parse("assets: [Assets.xcassets]\ncell: {content: {text: A, symbol: brand.star}}")
        guard case .list(let plain) = named.content else { return }
        #expect(plain.image == .symbol("brand.star"))
    }

    @Test func aCatalogColourKeepsItsHighContrastValuesForAHighContrastSpec() throws {
        let cell = try parse(
            "assets: [Assets.xcassets]\ncontrast: high\nappearance: dark\ncell: {content: {text: A, textColor: {named: BrandPrimary}}}"
        )
        guard case .list(let content) = cell.content else {
            Issue.record("list content")
            return
        }
        #expect(cell.state.traits.colorAppearance == ColorAppearance(style: .dark, contrast: .high))
        #expect(content.textProperties.color.resolved(for: cell.state.traits.colorAppearance).hexString == "#9ADDE5")
    }

    @Test(arguments: [
        (
            "cell: {content: {text: A, textColor: {named: BrandPrimary}}}",
            "brand.yaml:1:46: cell.content.textColor.named: 'BrandPrimary' names an asset; list the app's asset catalogs first: assets: [App/Assets.xcassets]"
        ),
        (
            "assets: [Assets.xcassets]\ncell: {content: {text: A, textColor: {named: BrandPrimry}}}",
            "brand.yaml:2:46: cell.content.textColor.named: no colour set named 'BrandPrimry' in Assets.xcassets; did you mean 'BrandPrimary'?"
        ),
        (
            "assets: [Assets.xcassets]\ncell: {content: {text: A, image: {named: avatr}}}",
            "brand.yaml:2:42: cell.content.image.named: no image or symbol set named 'avatr' in Assets.xcassets; did you mean 'avatar'?"
        ),
        (
            "assets: [Assets.xcassets]\ncell: {content: {text: A, image: {named: avatar, symbol: star}}}",
            "brand.yaml:2:34: cell.content.image: an image is one of 'symbol', 'file' or 'named'; found symbol and named"
        ),
        (
            "assets: [../SampleApp/Assets.xcassets, /etc]\ncell: {content: A}",
            "brand.yaml:1:40: assets[1]: '/etc' must be a path relative to the spec's folder"
        ),
        (
            "assets: [../Assets.xcassets]\ncell: {content: A}",
            "brand.yaml:1:10: assets[0]: '../Assets.xcassets' is outside the spec's folder \(sampleApp.standardizedFileURL.resolvingSymlinksInPath().path)"
        ),
        (
            "assets: [brand-list.yaml]\ncell: {content: A}",
            "brand.yaml:1:10: assets[0]: 'brand-list.yaml' is not an asset catalog (a folder whose name ends in .xcassets)"
        ),
        (
            "assets: [Missing.xcassets]\ncell: {content: A}",
            "brand.yaml:1:10: assets[0]: cannot read the asset catalog: \(sampleApp.appendingPathComponent("Missing.xcassets").path): no such folder"
        ),
    ])
    func assetErrorsNameTheKeyAndTheCatalogs(yaml: String, message: String) {
        do {
            _ = try parse(yaml)
            Issue.record("no error; expected \(message)")
        } catch {
            #expect("\(error)" == message)
        }
    }

    /// An image set that mirrors with the layout direction is refused by name: a spec draws its
    /// images unmirrored in both directions, where iOS would mirror this one in one of them.
    @Test func aSetThatMirrorsWithTheLayoutDirectionIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("Assets.xcassets/Arrow.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Self.sampleApp.appendingPathComponent("Assets.xcassets/avatar.imageset/avatar@1x.png"),
            to: set.appendingPathComponent("a.png"))
        try Data(
            #"{"images": [{"filename": "a.png", "idiom": "universal", "language-direction": "left-to-right"}]}"#.utf8
        ).write(to: set.appendingPathComponent("Contents.json"))
        let yaml = "assets: [Assets.xcassets]\ncell: {content: {text: A, image: {named: Arrow}}}"
        do {
            _ = try Spec.parse(yaml, file: "arrow.yaml", folder: folder, defaultName: "arrow")
            Issue.record("no error; expected the set to be refused")
        } catch {
            #expect(
                "\(error)"
                    == "arrow.yaml:2:42: cell.content.image.named: the image set 'Arrow' mirrors with the layout direction (its language-direction); a spec draws images unmirrored in both directions, so give the set the Direction Fixed"
            )
        }
    }
}
