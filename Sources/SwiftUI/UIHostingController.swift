import CellLayout
import CellModel
import CellSnapUIKit
import Primitives

/// A view controller whose view shows SwiftUI views, as UIKit's `UIHostingController`: its view
/// (a plain view of the system background colour, as on iOS) draws `rootView` through CellLayout's
/// nodes, centred in its safe area (unless `safeAreaRegions` leaves the container's out), where
/// its frame puts it in a screen. The views' navigation title and title display mode go to its
/// `navigationItem`.
@preconcurrency @MainActor open class UIHostingController<Content: View>: UIViewController {
    /// The views shown; a change also sets the navigation item's title and display mode again.
    public var rootView: Content {
        didSet {
            viewIfLoaded?.invalidateIntrinsicContentSize()
            if isViewLoaded { applyNavigationItemPreferences() }
        }
    }
    /// How the controller sizes itself from its views: no effect in CellSnap, where the view's
    /// intrinsic size is always its views' ideal size (there is no later change to follow).
    public var sizingOptions: UIHostingControllerSizingOptions = []
    /// The safe area regions the views respect (all of them by default).
    public var safeAreaRegions: SafeAreaRegions = .all

    /// A controller showing `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller from an archive, showing `rootView` (archives are not read on Linux).
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// A hosting controller needs its root view: from an archive alone it is `nil` (iOS stops
    /// the app here).
    public required init?(coder aDecoder: NSCoder) { nil }

    /// Makes the hosting view, of the main screen's size and the system background colour.
    open override func loadView() {
        let host = _UIHostingView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        host.controller = self
        host.backgroundColor = .systemBackground
        view = host
        applyNavigationItemPreferences()
    }

    /// Sets the navigation item's title and display mode from the views' `.navigationTitle` and
    /// `.navigationBarTitleDisplayMode`, as SwiftUI does for a hosting controller in a navigation
    /// controller.
    private func applyNavigationItemPreferences() {
        let traits = view.traitCollection.cellSnapTraits
        NavigationItemPreferences.of { _ = try resolved(traits) }.apply(to: navigationItem)
    }

    /// The size the views take when offered `size` (a `0` side, or `.infinity`, asks for the
    /// views' ideal length on that axis, as SwiftUI reads a size of no length); zero without a
    /// text measurer (outside a snapshot, before `cellSnapInstallTextMeasurer()`), as a label's
    /// `sizeThatFits(_:)`, and when the views cannot be drawn.
    public func sizeThatFits(in size: CGSize) -> CGSize {
        func offer(_ length: CGFloat) -> Double? { length <= 0 || !length.isFinite ? nil : Double(length) }
        guard let fitted = try? hostedSize(ProposedSize(width: offer(size.width), height: offer(size.height))) else {
            return .zero
        }
        return CGSize(width: fitted.width, height: fitted.height)
    }

    /// The views' size for `proposal`, measured with the text measurer in effect; `nil` without one.
    func hostedSize(_ proposal: ProposedSize) throws -> Size? {
        guard let measurer = _UIHostingView.cellSnapMeasurer else { return nil }
        let traits = view.traitCollection.cellSnapTraits
        let context = LayoutContext(measurer: measurer, direction: .leftToRight, scale: traits.displayScale)
        return PieceNode(try resolved(traits)).sizeThatFits(proposal, context: context)
    }

    func resolved(_ traits: Traits) throws -> Piece {
        try Resolver.resolve(rootView, in: EnvironmentValues(traits: traits))
    }
}

/// How a hosting controller sizes itself from its views.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The controller's preferred content size follows its views' ideal size.
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
    /// The view's intrinsic content size follows its views' ideal size.
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}

/// The view of a hosting controller: CellSnapUIKit draws what it places.
final class _UIHostingView: UIView, CellSnapPlacedContentView {
    weak var controller: (any HostingControllerBox)?

    /// The views' ideal size, as the view's intrinsic size (CellSnap gives it whatever the sizing
    /// options); none without a text measurer or when the views cannot be drawn.
    override var intrinsicContentSize: CGSize {
        guard let size = (try? controller?.hostedIdealSize()) ?? nil else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return size
    }

    /// The views' size for `size` (a `0` side asks for the ideal length), as `sizeThatFits(in:)`.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        (controller as? any SizeFitting)?.fittingSize(size) ?? .zero
    }

    func cellSnapPlacedContent(size: Size, traits: Traits, context: LayoutContext) throws -> PlacedNode {
        guard let controller else {
            return PlacedNode(role: .stack, frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
        }
        let piece = try controller.hostedPiece(traits)
        let insets = controller.respectsSafeArea ? safeAreaInsets : .zero
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let area = bounds.inset(
            by: Primitives.EdgeInsets(
                top: Double(insets.top), left: Double(traits.direction == .rightToLeft ? insets.right : insets.left),
                bottom: Double(insets.bottom),
                right: Double(traits.direction == .rightToLeft ? insets.left : insets.right)))
        let content = PieceNode.aligned(PieceNode(piece), in: area, horizontal: 0.5, vertical: 0.5, context: context)
        return PlacedNode(role: .stack, frame: bounds, children: [content])
    }
}

/// A hosting controller's `sizeThatFits(in:)`, whatever its root view's type.
@MainActor protocol SizeFitting {
    func fittingSize(_ size: CGSize) -> CGSize
}

extension UIHostingController: SizeFitting {
    func fittingSize(_ size: CGSize) -> CGSize { sizeThatFits(in: size) }
}

/// What the hosting view asks its controller, whatever its root view's type.
@MainActor protocol HostingControllerBox: AnyObject {
    func hostedPiece(_ traits: Traits) throws -> Piece
    func hostedIdealSize() throws -> CGSize?
    var respectsSafeArea: Bool { get }
}

extension UIHostingController: HostingControllerBox {
    func hostedPiece(_ traits: Traits) throws -> Piece { try resolved(traits) }
    func hostedIdealSize() throws -> CGSize? {
        try hostedSize(.unspecified).map { CGSize(width: $0.width, height: $0.height) }
    }
    var respectsSafeArea: Bool { safeAreaRegions.contains(.container) }
}
