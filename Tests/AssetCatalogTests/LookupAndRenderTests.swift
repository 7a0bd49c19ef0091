import AssetCatalog
import CellLayout
import CellModel
import DisplayList
import Foundation
import Pixels
import Primitives
import Rendering
import Symbols
import Testing

/// Finding assets by name (in order, with errors naming the catalogs searched), registration
/// from many threads, and renders of catalog assets that are byte-identical across runs and threads.
@Suite struct LookupAndRenderTests {
    @Test func namesAreFoundInOrderAndMissingOnesNameTheCatalogs() throws {
        let sample = try AssetCatalog(contentsOf: Scratch.sampleCatalog)
        let other = try AssetCatalog(
            contentsOf: try Scratch.catalog([
                "BrandPrimary.colorset/Contents.json": Scratch.colorSet(
                    "srgb", ["red": "255", "green": "0", "blue": "0", "alpha": "1.000"])
            ]))
        let library = AssetLibrary(catalogs: [other, sample])
        #expect(try library.color(named: "BrandPrimary") == .fixed(Color(hex: 0xFF0000)))
        #expect(
            try AssetLibrary(catalogs: [sample, other]).color(named: "BrandPrimary")
                == sample.colors["BrandPrimary"]!.dynamicColor)
        #expect(try library.image(named: "brand.star") == .symbol("brand.star"))
        guard case .asset(let avatar) = try library.image(named: "avatar") else {
            Issue.record("avatar is an image set")
            return
        }
        #expect(avatar.name == "avatar")
        #expect(throws: AssetLookupError.self) { try library.color(named: "Brandprimary") }
        do {
            _ = try library.color(named: "BrandPrimry")
        } catch {
            #expect(
                "\(error)"
                    == "no colour set named 'BrandPrimry' (searched \(other.url.path), \(sample.url.path)); did you mean 'BrandPrimary'?"
            )
        }
        do {
            _ = try AssetLibrary().image(named: "avatar")
        } catch {
            #expect("\(error)" == "no image or symbol set named 'avatar' (no asset catalog is registered)")
        }
    }

    @Test func registrationFromManyThreadsKeepsOneCatalogPerFolder() async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { try AssetCatalogs.register(at: Scratch.sampleCatalog) }
            }
            try await group.waitForAll()
        }
        let folders = AssetCatalogs.library.catalogs.map { $0.url.standardizedFileURL.path }
        #expect(folders.filter { $0 == Scratch.sampleCatalog.standardizedFileURL.path }.count == 1)
        #expect(SymbolCatalog.symbol(named: "brand.star") != nil)
        #expect(
            try AssetCatalogs.library.color(named: "Hairline")
                == .fixed(
                    Color(red: 0.5038667822745281, green: 0.5038667822745281, blue: 0.5038667822745281, alpha: 0.6)))
    }

    /// Cells using every kind of catalog asset, as a list.
    static func brandList(_ library: AssetLibrary) throws -> ListDescription {
        func cell(_ text: String, _ image: String, tint: String? = nil, font: FontSpec? = nil) throws -> ListCell {
            var content = ListContentConfiguration.cell()
            content.text = text
            content.image = try library.image(named: image)
            if let tint { content.imageProperties.tint = try library.color(named: tint) }
            if let font { content.textProperties.font = font }
            return ListCell(content: content)
        }
        var first = ListContentConfiguration.subtitleCell()
        first.text = "Ada Lovelace"
        first.secondaryText = "Brand colour text"
        first.textProperties.color = try library.color(named: "BrandPrimary")
        first.image = try library.image(named: "avatar")
        return ListDescription(
            appearance: .insetGrouped,
            sections: [
                ListSection(cells: [
                    ListCell(content: first),
                    try cell("Badge", "badge"),
                    try cell("Garden", "Icons/leaf", tint: "Accent"),
                    try cell("Favourites", "brand.star", tint: "BrandPrimary"),
                    try cell("Favourites", "brand.star", tint: "BrandPrimary", font: .textStyle(.headline)),
                ])
            ])
    }

    static func render(_ list: ListDescription, style: UserInterfaceStyle, scale: Double) throws -> Data {
        var list = list
        list.traits = Traits(style: style, displayScale: scale)
        let renderer = try Renderer()
        let context = LayoutContext(measurer: renderer.textEngine, scale: scale)
        let layout = LayoutEngine.layout(ListLayout.node(for: list, width: 393), width: 393, context: context)
        return try renderer.png(layout.displayList(), scale: scale).data
    }

    @Test func catalogRendersAreByteIdenticalAcrossRunsAndThreads() async throws {
        let catalog = try AssetCatalog(contentsOf: Scratch.sampleCatalog)
        let library = AssetLibrary(catalogs: [catalog])
        try library.registerSymbols()
        let list = try Self.brandList(library)
        let expected = try Self.render(list, style: .dark, scale: 2)
        #expect(try Self.render(list, style: .dark, scale: 2) == expected)
        let results = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<8 { group.addTask { try Self.render(list, style: .dark, scale: 2) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8 && results.allSatisfy { $0 == expected })
    }

    @Test func aTemplateImageIsTintedAndAnOriginalOneIsNot() throws {
        let catalog = try AssetCatalog(contentsOf: Scratch.sampleCatalog)
        let leaf = try #require(try catalog.image(named: "Icons/leaf")?.representations.first?.pixels)
        let mask = RGBAImage(width: leaf.width, height: leaf.height, bytes: leaf.rgba)
        let tinted = mask.tinted(Color(hex: 0x2E8B96))
        // Every pixel takes the tint's colour and keeps its coverage.
        for index in stride(from: 0, to: mask.bytes.count, by: 4) {
            #expect(Array(tinted.bytes[index..<index + 3]) == [0x2E, 0x8B, 0x96])
            #expect(tinted.bytes[index + 3] == mask.bytes[index + 3])
        }
        #expect(
            mask.tinted(Color(hex: 0, alpha: 0.5))[24, 24].alpha == UInt8((Double(mask[24, 24].alpha) * 0.5).rounded()))
    }
}
