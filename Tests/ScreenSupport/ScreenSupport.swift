// What every screen test shares: the sizes and appearances a screen is drawn in, and a window that
// shows a view controller as iOS does.
import CellSnapUIKitTesting
import Foundation

/// A look a sample screen is drawn in: an iPhone's size (points) and light or dark.
public struct ScreenVariant: Sendable, CustomStringConvertible {
    public var width: CGFloat
    public var height: CGFloat
    public var style: UIUserInterfaceStyle

    /// The variant's name in reference file names: `390-light`.
    public var name: String { "\(Int(width))-\(style == .dark ? "dark" : "light")" }
    public var description: String { name }
    public var size: CGSize { CGSize(width: width, height: height) }
    /// The traits the screen is drawn with.
    public var traits: UITraitCollection { UITraitCollection(userInterfaceStyle: style) }

    /// An iPhone 13 or 14 (390 x 844 points) and the narrowest iPhone, the first iPhone SE
    /// (320 x 568), each light and dark.
    public static let all = [
        ScreenVariant(width: 390, height: 844, style: .light), ScreenVariant(width: 390, height: 844, style: .dark),
        ScreenVariant(width: 320, height: 568, style: .light), ScreenVariant(width: 320, height: 568, style: .dark),
    ]
}

/// Shows `controller` as the root of a key window `size` points large with `traits`: its view is
/// loaded, sized, and gets `viewWillAppear(_:)`, the layout pass and `viewDidAppear(_:)`, as a
/// scene's window gives them on iOS. Returns the window, which keeps the controller on screen.
@MainActor @discardableResult public func showInWindow(
    _ controller: UIViewController, size: CGSize = CGSize(width: 390, height: 844),
    traits: UITraitCollection = UITraitCollection()
) -> UIWindow {
    UIView.cellSnapInstallTextMeasurer()
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.cellSnapTraits = traits
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return window
}

/// The frame of the item at `item` of `section` in `collectionView`'s content, from UIKit's layout
/// attributes (`nil` when the collection view has laid out no such item).
@MainActor public func itemFrame(_ collectionView: UICollectionView, item: Int, section: Int = 0) -> CGRect? {
    collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}

/// The two layout directions, for tests that check frames both ways.
public let bothDirections: [UITraitEnvironmentLayoutDirection] = [.leftToRight, .rightToLeft]

/// A frame `width` points wide at `x` from the leading edge of a container `containerWidth` wide:
/// itself left to right, mirrored right to left.
public func leading(
    _ x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat, in containerWidth: CGFloat,
    _ direction: UITraitEnvironmentLayoutDirection
) -> CGRect {
    CGRect(x: direction == .rightToLeft ? containerWidth - x - width : x, y: y, width: width, height: height)
}

/// `rect` as UIKit places it in a view `width` points wide laid out in `direction`: right to left
/// mirrors a layout's leading-to-trailing frames, edges snapped to the device pixels of a 3x
/// screen (half a pixel rounds up), as the layout snaps them.
public func placed(_ rect: CGRect, width: CGFloat, direction: UITraitEnvironmentLayoutDirection) -> CGRect {
    let mirrored =
        direction == .rightToLeft
        ? CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
    func snap(_ value: CGFloat) -> CGFloat { (value * 3 + 0.5).rounded(.down) / 3 }
    let minX = snap(mirrored.minX), minY = snap(mirrored.minY)
    return CGRect(x: minX, y: minY, width: snap(mirrored.maxX) - minX, height: snap(mirrored.maxY) - minY)
}

/// Whether two frames are the same to a thousandth of a point (frames built from fractions of
/// device pixels differ in their last bits).
public func same(_ actual: CGRect?, _ expected: CGRect) -> Bool {
    guard let actual else { return false }
    return [
        actual.minX - expected.minX, actual.minY - expected.minY, actual.width - expected.width,
        actual.height - expected.height,
    ].allSatisfy { abs($0) < 0.001 }
}
