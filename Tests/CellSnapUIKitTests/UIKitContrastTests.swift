// Linux only: Increase Contrast through UIKit's names — UITraitCollection(accessibilityContrast:),
// system colours, UIColor(named:) from the sample app's catalog and dynamic providers.
// References: Snapshots/UIKitContrastTests/.
import CellModel
import CellSnapUIKitTesting
import Primitives
import Testing

/// A linked-account row: the account in the app's brand colour (a catalog colour with all four
/// appearances), its state in system blue, a tinted symbol and a checkmark in the tint.
final class LinkedAccountCell: UICollectionViewListCell {
    override func updateConfiguration(using state: UICellConfigurationState) {
        var content = UIListContentConfiguration.valueCell().updated(for: state)
        content.text = "CellSnap Cloud"
        content.textProperties.color = UIColor(named: "BrandPrimary") ?? .label
        content.secondaryText = "Linked"
        content.secondaryTextProperties.color = .systemBlue
        content.image = UIImage(systemName: "link")
        contentConfiguration = content
        accessories = [.checkmark()]
    }
}

@MainActor @Suite struct UIKitContrastTests {
    static let sampleApp = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SampleApp")
    static let high = UITraitCollection(accessibilityContrast: .high)
    static let highDark = UITraitCollection(traitsFrom: [high, UITraitCollection(userInterfaceStyle: .dark)])

    init() throws {
        try AssetCatalogs.register(at: Self.sampleApp.appendingPathComponent("Assets.xcassets"))
    }

    /// `color` resolved for `traits`, as sRGB hex.
    func hex(_ color: UIColor?, _ traits: UITraitCollection) -> String? {
        guard case .fixed(let fixed) = color?.resolvedColor(with: traits).cellSnapColor(traits: Traits()) else {
            return nil
        }
        return fixed.hexString
    }

    @Test func theContrastTraitIsCarriedAsUIKitCarriesIt() {
        #expect(UIAccessibilityContrast.unspecified.rawValue == -1)
        #expect(UIAccessibilityContrast.normal.rawValue == 0 && UIAccessibilityContrast.high.rawValue == 1)
        #expect(UITraitCollection().accessibilityContrast == .unspecified)
        #expect(Self.high.accessibilityContrast == .high)
        #expect(Self.highDark.accessibilityContrast == .high && Self.highDark.userInterfaceStyle == .dark)
        // A later specified contrast wins; an unspecified one leaves it.
        let normal = UITraitCollection(traitsFrom: [Self.high, UITraitCollection(accessibilityContrast: .normal)])
        #expect(normal.accessibilityContrast == .normal)
        #expect(UITraitCollection(traitsFrom: [Self.high, UITraitCollection()]).accessibilityContrast == .high)
        #expect(Self.highDark.cellSnapTraits == Traits(style: .dark, contrast: .high))
        #expect(UITraitCollection().cellSnapTraits.contrast == .normal)
        #expect(UITraitCollection(cellSnapTraits: Traits(contrast: .high)).accessibilityContrast == .high)
        #expect(UITraitCollection(cellSnapTraits: Traits()).accessibilityContrast == .normal)
        #expect(Self.highDark.containsTraits(in: Self.high))
        #expect(!normal.containsTraits(in: Self.high))
        #expect(Self.high.hasDifferentColorAppearance(comparedTo: UITraitCollection()))
        #expect(Self.high != UITraitCollection())
    }

    @Test func coloursResolveAtHighContrast() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(hex(.systemBlue, light) == "#007AFF")
        #expect(hex(.systemBlue, Self.high) == "#0040DD")
        #expect(hex(.systemBlue, Self.highDark) == "#409CFF")
        #expect(hex(.tintColor, Self.highDark) == "#409CFF")
        #expect(hex(.systemCyan, Self.high) == "#0071A4")
        #expect(hex(.label, Self.highDark) == "#FFFFFF")  // no published high-contrast value: unchanged
        #expect(hex(.systemBlue.withAlphaComponent(0.5), Self.high) == "#0040DD80")
        // The app's catalog colour, in its four appearances.
        let brand = UIColor(named: "BrandPrimary")
        #expect(hex(brand, light) == "#2E8B96")
        #expect(hex(brand, UITraitCollection(userInterfaceStyle: .dark)) == "#62BAC4")
        #expect(hex(brand, Self.high) == "#1B5F67")
        #expect(hex(brand, Self.highDark) == "#9ADDE5")
        #expect(hex(UIColor(named: "BrandPrimary", in: nil, compatibleWith: Self.highDark), light) == "#9ADDE5")
        // A dynamic provider sees the contrast.
        let provider = UIColor { $0.accessibilityContrast == .high ? .black : .systemGray }
        #expect(hex(provider, Self.high) == "#000000")
        #expect(hex(provider, light) == "#8E8E93")
    }

    @Test func aCellConvertedAtHighContrastDrawsTheHighContrastColours() throws {
        let cell = LinkedAccountCell()
        let converted = try cell.cellSnapListCell(traits: Self.high)
        #expect(converted.state.traits.contrast == .high)
        guard case .image(let image, _, _, _) = try Snapshotting<ListCell>.image(width: 390).snapshot(converted) else {
            Issue.record("not an image")
            return
        }
        /// How many pixels are exactly `hex` (opaque).
        func count(_ hex: UInt32) -> Int {
            let (r, g, b) = (UInt8(hex >> 16), UInt8((hex >> 8) & 0xFF), UInt8(hex & 0xFF))
            return stride(from: 0, to: image.bytes.count, by: 4).filter {
                image.bytes[$0] == r && image.bytes[$0 + 1] == g && image.bytes[$0 + 2] == b
                    && image.bytes[$0 + 3] == 255
            }.count
        }
        // The cores of the glyphs are drawn in the high-contrast values, never in the normal ones.
        #expect(count(0x0040DD) > 100, "system blue text, symbol and checkmark at high contrast")
        #expect(count(0x1B5F67) > 100, "the catalog colour's high-contrast light value")
        #expect(count(0x007AFF) == 0)
        #expect(count(0x2E8B96) == 0)
    }

    @Test func highContrastUnderSnapshotTest() {
        let cell = LinkedAccountCell()
        assertSnapshot(of: cell, as: .image(width: 390, traits: Self.high), named: "hc@3x")
        assertSnapshot(of: cell, as: .image(width: 390, traits: Self.highDark), named: "dark-hc@3x")
    }
}
