// A team's own SF Symbols, exported as templates (Tests/Fixtures/TeamSymbols/Symbols) and
// registered with SymbolCatalog.register(folder:): UIImage(systemName:) with a symbol
// configuration draws them exactly as the same templates drawn as asset catalog custom symbols.
import CellModel
import CellSnapUIKitTesting
import Foundation
import Pixels
import Primitives
import Symbols
import Testing

/// A row whose image is given.
final class SymbolRowCell: UICollectionViewListCell {
    var image: UIImage?

    override func updateConfiguration(using state: UICellConfigurationState) {
        var content = defaultContentConfiguration().updated(for: state)
        content.text = "Camping"
        content.image = image
        contentConfiguration = content
    }
}

@MainActor @Suite struct UIKitTeamSymbolTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/TeamSymbols")

    init() throws {
        try SymbolCatalog.register(folder: Self.fixtures.appendingPathComponent("Symbols"))
    }

    static let configurations: [(String, UIImage.SymbolConfiguration?)] = [
        ("none", nil),
        ("bold", UIImage.SymbolConfiguration(weight: .bold)),
        ("large", UIImage.SymbolConfiguration(scale: .large)),
        ("28pt light small", UIImage.SymbolConfiguration(pointSize: 28, weight: .light, scale: .small)),
        ("headline", UIImage.SymbolConfiguration(textStyle: .headline)),
    ]

    func render(_ image: UIImage?, direction: UITraitEnvironmentLayoutDirection) throws -> RGBAImage {
        let cell = SymbolRowCell()
        cell.image = image
        let strategy = Snapshotting<UICollectionViewListCell>.image(
            width: 390, traits: UITraitCollection(layoutDirection: direction))
        guard case .image(let pixels, _, _, let placeholders) = try strategy.snapshot(cell) else {
            throw CellSnapUIKitError(call: "render", reason: "not an image")
        }
        #expect(placeholders.isEmpty)
        return pixels
    }

    @Test(arguments: ["tent.2", "lizard"], [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func systemNameDrawsTheExportedTemplateAsTheAssetSymbolIs(
        name: String, direction: UITraitEnvironmentLayoutDirection
    )
        throws
    {
        let catalog = try AssetCatalog(contentsOf: Self.fixtures.appendingPathComponent("Assets.xcassets"))
        let bundle = try #require(Bundle(url: Self.fixtures))
        for (label, configuration) in Self.configurations {
            // No custom symbol in scope: the exported template answers to the system name.
            let system = try CustomSymbols.withScope([:]) {
                try render(UIImage(systemName: name, withConfiguration: configuration), direction: direction)
            }
            // The same template as the catalog's custom symbol.
            let asset = try CustomSymbols.withScope(catalog.symbols) {
                try render(UIImage(named: name, in: bundle, with: configuration), direction: direction)
            }
            #expect(system == asset, "\(name) \(label)")
        }
        // A placeholder would have been the same on both sides: the template is what is drawn.
        let placeholder = try CustomSymbols.withScope([:]) {
            try render(UIImage(systemName: "no.such.symbol"), direction: direction)
        }
        let drawn = try CustomSymbols.withScope([:]) { try render(UIImage(systemName: name), direction: direction) }
        #expect(drawn != placeholder)
    }
}
