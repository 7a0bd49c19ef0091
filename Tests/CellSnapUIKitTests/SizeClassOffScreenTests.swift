// The size classes a controller reads while CellSnap draws it, as a public waterfall-layout sample
// reads them (`traitCollection.horizontalSizeClass == .compact ? 2 : 4` columns): on an iPhone
// every view has a compact width and a regular height, in a window or not yet in one (iOS 13 and
// later give a view outside a window the traits UIKit predicts for it: the screen's). The default
// screen is an iPhone's, so `.image(width:)` draws the sample's two columns, in both directions.
import CellSnapUIKitTesting
import Foundation
import Pixels
import Testing

@testable import CellSnapUIKit

/// A controller whose collection view has as many columns as its size class asks for: two in a
/// compact width, four otherwise, 10 pt apart and from the edges. It notes the size class it
/// read in `viewDidLoad` and in the layout's delegate.
@MainActor
final class ColumnsController: UIViewController, UICollectionViewDataSource,
    UICollectionViewDelegateFlowLayout
{
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    var sizeClassAtLoad: UIUserInterfaceSizeClass?
    var sizeClassesInLayout: Set<UIUserInterfaceSizeClass> = []
    let colors: [UIColor] = [.red, .blue, .green, .black]

    override func viewDidLoad() {
        super.viewDidLoad()
        sizeClassAtLoad = traitCollection.horizontalSizeClass
        view.backgroundColor = .white
        collectionView.backgroundColor = .white
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    var columns: CGFloat {
        sizeClassesInLayout.insert(traitCollection.horizontalSizeClass)
        return traitCollection.horizontalSizeClass == .compact ? 2 : 4
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.contentView.backgroundColor = colors[indexPath.item]
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let width = (collectionView.bounds.width - 10 * (columns + 1)) / columns
        return CGSize(width: width, height: 50)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets { UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10) }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { 10 }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { 10 }
}

@MainActor @Suite struct SizeClassOffScreenTests {
    static let red = RGBA(red: 255, green: 0, blue: 0, alpha: 255)
    static let blue = RGBA(red: 0, green: 0, blue: 255, alpha: 255)

    /// A view, a window and a controller outside any window have an iPhone's idiom and size classes.
    @Test func viewsOutsideAWindowHaveTheDevicesSizeClasses() {
        let view = UIView()
        #expect(view.traitCollection.horizontalSizeClass == .compact)
        #expect(view.traitCollection.verticalSizeClass == .regular)
        #expect(view.traitCollection.userInterfaceIdiom == .phone)
        let window = UIWindow(frame: UIScreen.main.bounds)
        #expect(window.traitCollection.horizontalSizeClass == .compact)
        #expect(UIScreen.main.traitCollection.horizontalSizeClass == .compact)
        #expect(UIScreen.main.traitCollection.verticalSizeClass == .regular)
        // A window's traits, a test's device, still decide.
        window.cellSnapTraits = UITraitCollection(horizontalSizeClass: .regular)
        let inside = UIView()
        window.addSubview(inside)
        #expect(inside.traitCollection.horizontalSizeClass == .regular)
        #expect(inside.traitCollection.verticalSizeClass == .regular)
    }

    /// `.image(width: 390)`: the sample's two columns, 180 pt wide, the first at the leading edge
    /// (the left from left to right, the right from right to left).
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aControllerDrawnAtAWidthReadsACompactWidth(direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = ColumnsController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        let pixels = try controllerPixels(controller, traits: UITraitCollection(layoutDirection: direction))
        // Two rows of two items 50 pt tall, 10 pt apart and from the edges.
        try #require(pixels.width == 390 * 3 && pixels.height == 130 * 3)
        #expect(controller.sizeClassAtLoad == .compact)
        #expect(controller.sizeClassesInLayout == [.compact])
        let (first, second) = direction == .leftToRight ? (100, 290) : (290, 100)
        #expect(pixels[first * 3, 35 * 3] == Self.red)
        #expect(pixels[second * 3, 35 * 3] == Self.blue)
        // The third item is below the first.
        #expect(pixels[first * 3, 95 * 3] == RGBA(red: 0, green: 255, blue: 0, alpha: 255))
    }
}
