// What a body of public list code (sample compositional and flow screens, storyboards among them)
// showed drawn wrong: an inset grouped list layout in a storyboard's collection view, whose
// `systemBackground` hid the list's grey (white cards on white), and a clear list over a gradient
// layer of its controller's view, drawn alone by `.image(width:)` without the gradient.
import CellSnapUIKitTesting
import Pixels
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct PublicCodeBodyAZTests {
    /// Three rows of an inset grouped list in a 300 x 400 collection view of `colour`, made with
    /// the list layout or with a section provider of list sections, drawn in a direction.
    static func insetGroupedList(colour: UIColor?, sectionProvider: Bool, rightToLeft: Bool) throws -> RGBAImage {
        UIView.cellSnapInstallTextMeasurer()
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        let layout =
            sectionProvider
            ? UICollectionViewCompositionalLayout { _, environment in
                NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            } : UICollectionViewCompositionalLayout.list(using: configuration)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        collectionView.backgroundColor = colour
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            view, indexPath, item in view.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1, 2])
        dataSource.apply(snapshot, animatingDifferences: false)
        return try withExtendedLifetime(dataSource) {
            try ControlFixtures.pixels(collectionView, rightToLeft: rightToLeft)
        }
    }

    /// Beside the rounded rows (x 3 pt) and below them, an inset grouped list shows its grey under
    /// a collection view of the default `systemBackground` (as under none), both layouts and
    /// directions; a colour the app chose (yellow) still shows there. The rows stay white.
    @Test(arguments: [false, true], [false, true])
    func aListKeepsItsBackgroundOverTheDefaultColour(sectionProvider: Bool, rightToLeft: Bool) throws {
        let grey: [UInt8] = [0xF2, 0xF2, 0xF7]
        for colour in [nil, UIColor.systemBackground] {
            let image = try Self.insetGroupedList(
                colour: colour, sectionProvider: sectionProvider, rightToLeft: rightToLeft)
            #expect(image.rgb(9, 200) == grey, "beside the rows, \(String(describing: colour))")
            #expect(image.rgb(450, image.height - 3) == grey, "below the rows, \(String(describing: colour))")
            #expect(image.rgb(450, 200) == [0xFF, 0xFF, 0xFF], "a row")
        }
        let yellow = try Self.insetGroupedList(
            colour: .systemYellow, sectionProvider: sectionProvider, rightToLeft: rightToLeft)
        #expect(yellow.rgb(450, yellow.height - 3) == [0xFF, 0xCC, 0x00])
    }

    /// A controller whose view has a red gradient layer under a clear collection view in its top
    /// half: `.image(width:)` draws the screen with the gradient around and through the list.
    @Test func aGradientUnderAClearListIsDrawn() throws {
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
        let gradient = CAGradientLayer()
        gradient.frame = controller.view.bounds
        gradient.colors = [UIColor.systemRed.cgColor, UIColor.systemRed.cgColor]
        controller.view.layer.addSublayer(gradient)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 60)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
        collectionView.backgroundColor = .clear
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, _ in
            cell.contentView.backgroundColor = .white
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            view, indexPath, item in view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1])
        dataSource.apply(snapshot, animatingDifferences: false)
        controller.view.addSubview(collectionView)
        guard
            case .image(let pixels, _, _, _) = try Snapshotting<UIViewController>.image(width: 200).snapshot(controller)
        else { throw CellSnapUIKitError(call: "render", reason: "not an image") }
        let red: [UInt8] = [0xFF, 0x3B, 0x30]
        #expect(pixels.height == 1200)
        #expect(pixels.rgb(300, 1000) == red, "below the list")
        #expect(pixels.rgb(300, 500) == red, "through the clear list, below its items")
        withExtendedLifetime(dataSource) {}
    }
}
