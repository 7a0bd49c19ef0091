// A wallet laid out by a UICollectionViewLayout subclass whose attributes scale, dim, stack and
// turn the cards: transform, alpha and zIndex drawn as the attributes say.
// References: Snapshots/WalletScreenTests/.
import CellSnapUIKitTesting
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct WalletScreenTests {
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        assertSnapshot(
            of: WalletViewController(), as: .screen(size: variant.size, traits: variant.traits), named: variant.name,
            lint: .off)
    }

    @Test func rightToLeft() {
        assertSnapshot(
            of: WalletViewController(),
            as: .screen(
                size: CGSize(width: 390, height: 844), traits: UITraitCollection(layoutDirection: .rightToLeft)),
            named: "390-rtl", lint: .off)
    }

    /// Cards 16 pt from each side, 200 pt tall, 56 pt apart, scaled down 2 % and dimmed 6 % for
    /// each card in front of them, the front one last in z; passes 180 x 112 around the middle,
    /// 64 pt apart and turned by π/26 each step from the middle one, which is in front. The layout
    /// does not flip: the same frames in both directions.
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func attributes(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = WalletViewController()
        let window = showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        defer { withExtendedLifetime(window) {} }
        let collectionView = try #require(controller.collectionView)
        for item in 0..<5 {
            let card = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0)))
            #expect(card.frame == CGRect(x: 16, y: 24 + CGFloat(item) * 56, width: width - 32, height: 200))
            let scale = 1 - CGFloat(4 - item) * 0.02
            #expect(card.transform == CGAffineTransform(scaleX: scale, y: scale))
            #expect(abs(card.alpha - (1 - CGFloat(4 - item) * 0.06)) < 1e-12)
            #expect(card.zIndex == item)
        }
        let top: CGFloat = 24 + 4 * 56 + 200 + 64
        for item in 0..<3 {
            let pass = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 1)))
            let offset = CGFloat(item - 1)
            #expect(pass.center == CGPoint(x: width / 2 + offset * 64, y: top + 56 + abs(offset) * 10))
            #expect(pass.size == CGSize(width: 180, height: 112))
            #expect(pass.transform == CGAffineTransform(rotationAngle: offset * (.pi / 26)))
            #expect(pass.zIndex == (item == 1 ? 100 : 98))
        }
        #expect(collectionView.contentSize == CGSize(width: width, height: top + 112 + 48))
        let front = try #require(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? WalletCardCell)
        #expect(front.issuerLabel.text == "Woodgrove Debit")
    }

    /// The card's number is placed by a constraint of the app's own class (it inherits
    /// `init(item:...)` and overrides `description`): active, held by the content view, and
    /// placing the label 16 pt from the trailing edge, in both directions.
    @Test(arguments: bothDirections)
    func aConstraintOfTheAppsOwnClassLaysOut(direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = WalletViewController()
        let window = showInWindow(
            controller, size: CGSize(width: 390, height: 844), traits: UITraitCollection(layoutDirection: direction))
        defer { withExtendedLifetime(window) {} }
        let collectionView = try #require(controller.collectionView)
        let card = try #require(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? WalletCardCell)
        let constraint = try #require(card.contentView.constraints.compactMap { $0 as? CardConstraint }.first)
        #expect(constraint.isActive && constraint.firstItem === card.numberLabel && constraint.constant == -16)
        #expect(constraint.description == "<CardConstraint card>")
        let frame = card.numberLabel.frame
        if direction == .leftToRight {
            #expect(abs(frame.maxX - (card.contentView.bounds.width - 16)) < 1e-9)
        } else {
            #expect(frame.minX == 16)
        }
    }
}
