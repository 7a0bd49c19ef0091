// Linux only: `UIImage.Configuration` as the parent of the symbol configuration, an image's
// `configuration` and `traitCollection`, a configuration's traits choosing an asset image's
// representation, and the system's add, remove and actions images drawn as their symbols.
import CellModel
import CellSnapUIKitTesting
import Foundation
import Testing

@MainActor @Suite struct ImageConfigurationTests {
    init() throws {
        try AssetCatalogs.register(at: UIKitAssetTests.sampleApp.appendingPathComponent("Assets.xcassets"))
    }

    @Test func aSymbolConfigurationIsAConfigurationThatCarriesTraits() throws {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let bold = UIImage.SymbolConfiguration(weight: .bold)
        let configuration: UIImage.Configuration = bold
        #expect(configuration.traitCollection == nil)
        let boldDark = bold.withTraitCollection(dark)
        #expect(boldDark.traitCollection?.userInterfaceStyle == .dark)
        #expect(boldDark == UIImage.SymbolConfiguration(weight: .bold).withTraitCollection(dark))
        #expect(boldDark != bold)
        #expect(bold.withLocale(Locale(identifier: "ar")).locale?.identifier == "ar")
        // Applying keeps the symbol values and lays the other's traits over these.
        let large = UIImage.SymbolConfiguration(scale: .large).withTraitCollection(UITraitCollection(displayScale: 2))
        let both = boldDark.applying(large as UIImage.Configuration)
        #expect(
            both
                == UIImage.SymbolConfiguration(weight: .bold).applying(UIImage.SymbolConfiguration(scale: .large))
                .withTraitCollection(UITraitCollection(traitsFrom: [dark, UITraitCollection(displayScale: 2)])))
        #expect(both.traitCollection?.userInterfaceStyle == .dark && both.traitCollection?.displayScale == 2)
    }

    @Test func anImagesConfigurationAndTraitCollection() throws {
        let star = try #require(UIImage(systemName: "star"))
        #expect(star.configuration == nil && star.symbolConfiguration == nil)
        #expect(star.traitCollection == UITraitCollection())
        let bold = star.withConfiguration(UIImage.SymbolConfiguration(weight: .bold))
        #expect(bold.configuration == UIImage.SymbolConfiguration(weight: .bold))
        #expect(bold.symbolConfiguration == UIImage.SymbolConfiguration(weight: .bold))
        let twoX = UITraitCollection(displayScale: 2)
        let named = try #require(UIImage(named: "avatar", in: nil, compatibleWith: twoX))
        #expect(named.traitCollection == twoX)
        #expect(named.configuration?.traitCollection == twoX && named.symbolConfiguration == nil)
        // A plain configuration laid on a symbol's keeps the symbol values.
        let boldTwoX = bold.withConfiguration(try #require(named.configuration))
        #expect(boldTwoX.symbolConfiguration == UIImage.SymbolConfiguration(weight: .bold).withTraitCollection(twoX))
    }

    @Test(arguments: [(1.0, 1.0), (2.0, 2.0), (3.0, 3.0)] as [(CGFloat, CGFloat)])
    func aConfigurationsTraitsChooseTheAssetRepresentation(displayScale: CGFloat, drawnScale: CGFloat) throws {
        let avatar = try #require(UIImage(named: "avatar"))
        let traits = UITraitCollection(displayScale: displayScale)
        let configured = avatar.withConfiguration(UIImage.SymbolConfiguration.unspecified.withTraitCollection(traits))
        #expect(configured.scale == drawnScale)
        #expect(configured.traitCollection == traits)
        #expect(configured.size == CGSize(width: 40, height: 40))
    }

    @Test func theSystemsAddRemoveAndActionsImagesAreTheirSymbols() throws {
        #expect(UIImage.add == UIImage(systemName: "plus.circle"))
        #expect(UIImage.remove == UIImage(systemName: "minus.circle"))
        #expect(UIImage.actions == UIImage(systemName: "ellipsis.circle"))
        for (name, image) in [("add", UIImage.add), ("remove", UIImage.remove), ("actions", UIImage.actions)] {
            #expect(image.isSymbolImage)
            let row = UICollectionViewListCell()
            var content = row.defaultContentConfiguration()
            content.text = "UIImage.\(name)"
            content.image = image
            row.contentConfiguration = content
            assertSnapshot(of: row, as: .image(width: 390), named: name, lint: .off)
        }
    }
}
