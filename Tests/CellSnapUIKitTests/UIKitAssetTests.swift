// Linux only: cell code that uses the app's asset catalog as an app does — UIColor(named:),
// UIImage(named:) — against the sample app (Tests/Fixtures/SampleApp). References:
// Snapshots/UIKitAssetTests/.
import CellModel
import CellSnapUIKitTesting
import Primitives
import Testing

/// A contact row of an app: a brand-coloured name, the avatar from the catalog, a template
/// badge and the app's custom symbol.
final class ContactCell: UICollectionViewListCell {
    var name = "Ada Lovelace"
    var isFavourite = false { didSet { setNeedsUpdateConfiguration() } }

    override func updateConfiguration(using state: UICellConfigurationState) {
        var content = UIListContentConfiguration.subtitleCell().updated(for: state)
        content.text = name
        content.secondaryText = isFavourite ? "Favourite" : "Analyst"
        content.textProperties.color = UIColor(named: "BrandPrimary") ?? .label
        content.image = UIImage(named: "avatar")
        contentConfiguration = content
        accessories = [.disclosureIndicator()]
    }
}

@MainActor @Suite struct UIKitAssetTests {
    static let sampleApp = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SampleApp")

    init() throws {
        try AssetCatalogs.register(at: Self.sampleApp.appendingPathComponent("Assets.xcassets"))
    }

    @Test func namedAssetsAreFoundAsUIKitFindsThem() throws {
        let catalog = try AssetCatalog(contentsOf: Self.sampleApp.appendingPathComponent("Assets.xcassets"))
        let brand = try #require(UIColor(named: "BrandPrimary"))
        #expect(brand.cellSnapColor(traits: Traits()) == catalog.colors["BrandPrimary"]!.dynamicColor)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(
            UIColor(named: "BrandPrimary", in: nil, compatibleWith: dark)?.cellSnapColor(traits: Traits())
                == .fixed(catalog.colors["BrandPrimary"]!.resolved(for: .dark)))
        // The bundle overload reads the .xcassets folders at the top of the bundle's folder.
        let bundle = try #require(Bundle(url: Self.sampleApp))
        #expect(UIColor(named: "Accent", in: bundle, compatibleWith: nil) != nil)
        #expect(UIColor(named: "NoSuchColour") == nil)
        #expect(UIImage(named: "no-such-image") == nil)
        let avatar = try #require(UIImage(named: "avatar"))
        #expect(!avatar.isSymbolImage)
        #expect(avatar.size == CGSize(width: 40, height: 40))
        #expect(avatar.scale == 3)
        let twoX = try #require(UIImage(named: "avatar", in: nil, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(twoX.scale == 2)
        let star = try #require(UIImage(named: "brand.star"))
        #expect(star.isSymbolImage)
        #expect(
            UIImage(named: "brand.star", in: nil, with: UIImage.SymbolConfiguration(weight: .bold))?.isSymbolImage
                == true)
    }

    @Test func theAppsCellEqualsTheSameCellBuiltWithCellModel() throws {
        let cell = ContactCell()
        let converted = try cell.cellSnapListCell()
        let catalog = try AssetCatalog(contentsOf: Self.sampleApp.appendingPathComponent("Assets.xcassets"))
        var content = ListContentConfiguration.subtitleCell()
        content.text = "Ada Lovelace"
        content.secondaryText = "Analyst"
        content.textProperties.color = catalog.colors["BrandPrimary"]!.dynamicColor
        content.image = .asset(try catalog.image(named: "avatar")!)
        #expect(converted == ListCell(content: content, accessories: [CellAccessory(.disclosureIndicator)]))
    }

    /// `UIImage()`, a placeholder apps return when nothing loads: zero points, drawing nothing over
    /// the image view's background, in either layout direction.
    @Test(arguments: [false, true]) func anEmptyImageDrawsNothing(rightToLeft: Bool) throws {
        #expect(UIImage().size == .zero)
        let imageView = UIImageView(image: UIImage())
        imageView.frame = CGRect(x: 20, y: 10, width: 60, height: 40)
        imageView.backgroundColor = .systemTeal
        let image = try ControlFixtures.pixels(
            ControlFixtures.container(width: 100, height: 60, [imageView]), rightToLeft: rightToLeft)
        let teal = Theme.iOS17.resolve(UIColor.systemTeal.cellSnapColor(traits: Traits()), for: .light)
        let frame = ControlFixtures.expected(
            Rect(x: 20, y: 10, width: 60, height: 40), width: 100, rightToLeft: rightToLeft)
        #expect(ListSectionViewTests.bounds(of: teal, in: image) == frame)
    }

    /// Hierarchical, palette and multicolour symbol configurations compile as on iOS; drawing a
    /// symbol configured with one is an error naming the call (CellSnap's glyphs have no layers).
    @Test(arguments: [
        (UIImage.SymbolConfiguration(hierarchicalColor: .systemRed), "UIImage.SymbolConfiguration(hierarchicalColor:)"),
        (
            UIImage.SymbolConfiguration(paletteColors: [.systemRed, .systemBlue]),
            "UIImage.SymbolConfiguration(paletteColors:)"
        ),
        (.preferringMulticolor(), "UIImage.SymbolConfiguration.preferringMulticolor()"),
    ])
    func layeredSymbolColouringIsRefusedWhereDrawn(configuration: UIImage.SymbolConfiguration, call: String) throws {
        let sized = UIImage.SymbolConfiguration(pointSize: 20).applying(configuration)
        let imageView = UIImageView(image: UIImage(systemName: "star.fill", withConfiguration: sized))
        imageView.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        let error = try #require(throws: CellSnapUIKitError.self) {
            try ControlFixtures.pixels(ControlFixtures.container(width: 100, height: 60, [imageView]))
        }
        #expect(error.call.hasSuffix(call))
        #expect(error.reason == "CellSnap draws a symbol in one colour (its glyphs have no layers); use a tint colour")
    }

    @Test func renderingModesDecideWhetherAnImageIsATemplate() throws {
        /// The converted content's image and tint for `image`.
        func converted(_ image: UIImage?) throws -> (isTemplate: Bool?, tint: DynamicColor?) {
            let cell = UICollectionViewListCell()
            var content = cell.defaultContentConfiguration()
            content.image = image
            cell.contentConfiguration = content
            guard case .list(let model) = try cell.cellSnapListCell().content, case .asset(let asset) = model.image
            else { return (nil, nil) }
            return (asset.isTemplate, model.imageProperties.tint)
        }
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(try converted(UIImage(named: "avatar")).isTemplate == false)
        #expect(try converted(UIImage(named: "Icons/leaf")).isTemplate == true)  // the set's template intent
        #expect(try converted(UIImage(named: "avatar")?.withRenderingMode(.alwaysTemplate)).isTemplate == true)
        #expect(try converted(UIImage(named: "Icons/leaf")?.withRenderingMode(.alwaysOriginal)).isTemplate == false)
        let tinted = try converted(UIImage(named: "Icons/leaf")?.withTintColor(red, renderingMode: .alwaysOriginal))
        #expect(tinted.isTemplate == true && tinted.tint == .fixed(Color(red: 1, green: 0, blue: 0)))
    }

    @Test func catalogAssetsUnderSnapshotTest() {
        // This test pins the drawing of deliberate looks (disabled, selected, cut short, iOS's own
        // accessories); the lint has tests of its own, so it stays quiet here.
        let cell = ContactCell()
        assertSnapshot(
            of: cell, as: .image(width: 390, traits: UITraitCollection(displayScale: 3)), named: "avatar@3x", lint: .off
        )
        assertSnapshot(
            of: cell,
            as: .image(
                width: 390,
                traits: UITraitCollection(traitsFrom: [
                    UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceStyle: .dark),
                ])),
            named: "avatar-dark@2x")
        for (name, image, tint, font) in [
            (
                "template", UIImage(named: "Icons/leaf"), UIColor(named: "Accent"),
                UIFont.preferredFont(forTextStyle: .body)
            ),
            ("badge", UIImage(named: "badge"), nil, UIFont.preferredFont(forTextStyle: .body)),
            (
                "symbol-regular", UIImage(named: "brand.star"), UIColor(named: "BrandPrimary"),
                UIFont.preferredFont(forTextStyle: .body)
            ),
            (
                "symbol-semibold", UIImage(named: "brand.star"), UIColor(named: "BrandPrimary"),
                UIFont.preferredFont(forTextStyle: .headline)
            ),
            (
                "vector-template", UIImage(named: "Icons/bolt"), UIColor(named: "Accent"),
                UIFont.preferredFont(forTextStyle: .body)
            ),
            ("vector-pdf", UIImage(named: "logo"), nil, UIFont.preferredFont(forTextStyle: .body)),
        ] {
            let row = UICollectionViewListCell()
            var content = row.defaultContentConfiguration()
            content.text = name
            content.textProperties.font = font
            content.image = image
            content.imageProperties.tintColor = tint
            row.contentConfiguration = content
            assertSnapshot(of: row, as: .image(width: 390), named: name, lint: .off)
        }
    }
}
