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
            (viewIfLoaded as? _UIHostingView)?.hosted = hostedContent
            viewIfLoaded?.invalidateIntrinsicContentSize()
            if isViewLoaded { applyNavigationItemPreferences() }
        }
    }
    /// How the controller sizes itself from its views: no effect in CellSnap, where the view's
    /// intrinsic size is always its views' ideal size (there is no later change to follow).
    public var sizingOptions: UIHostingControllerSizingOptions = []
    /// The safe area regions the views respect (all of them by default).
    public var safeAreaRegions: SafeAreaRegions = .all {
        didSet { (viewIfLoaded as? _UIHostingView)?.hosted = hostedContent }
    }

    /// Whether the views ignore the safe area: SwiftUI's undocumented `_disableSafeArea`, which
    /// apps and their snapshot helpers set to lay the views out over the whole view (what
    /// `safeAreaRegions = []` does since iOS 16.4, and what setting it does here).
    public var _disableSafeArea: Bool {
        get { safeAreaRegions.isEmpty }
        set { safeAreaRegions = newValue ? [] : .all }
    }

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
        host.hosted = hostedContent
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
        (view as? _UIHostingView)?.sizeThatFits(size) ?? .zero
    }

    /// What the hosting view draws: the root view as it is now, and the safe area it respects.
    private var hostedContent: HostingViewContent {
        let rootView = rootView
        return HostingViewContent(
            piece: { traits in try Resolver.resolve(rootView, in: EnvironmentValues(traits: traits)) },
            respectsSafeArea: safeAreaRegions.contains(.container))
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

/// What a hosting view draws: its root view resolved for the traits it is drawn with, and whether
/// it respects the container's safe area.
struct HostingViewContent {
    let piece: @MainActor (Traits) throws -> Piece
    let respectsSafeArea: Bool
}

/// The view of a hosting controller: CellSnapUIKit draws what it places. It keeps what it draws
/// itself, as SwiftUI's hosting view keeps its root view, so that a view kept after its
/// controller is gone (a test helper that returns `controller.view`) still draws it.
final class _UIHostingView: UIView, CellSnapPlacedContentView {
    var hosted: HostingViewContent?

    /// The views' ideal size, as the view's intrinsic size (CellSnap gives it whatever the sizing
    /// options); none without a text measurer or when the views cannot be drawn.
    override var intrinsicContentSize: CGSize {
        guard let size = (try? hostedSize(.unspecified)) ?? nil else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return CGSize(width: size.width, height: size.height)
    }

    /// The size the views take when offered `size` (a `0` side, or `.infinity`, asks for the
    /// views' ideal length on that axis, as SwiftUI reads a size of no length); zero without a
    /// text measurer and when the views cannot be drawn.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        func offer(_ length: CGFloat) -> Double? { length <= 0 || !length.isFinite ? nil : Double(length) }
        guard let fitted = try? hostedSize(ProposedSize(width: offer(size.width), height: offer(size.height))) else {
            return .zero
        }
        return CGSize(width: fitted.width, height: fitted.height)
    }

    /// The views' size for `proposal`, measured with the text measurer in effect; `nil` without one.
    private func hostedSize(_ proposal: ProposedSize) throws -> Size? {
        guard let hosted, let measurer = Self.cellSnapMeasurer else { return nil }
        let traits = traitCollection.cellSnapTraits
        let context = LayoutContext(measurer: measurer, direction: .leftToRight, scale: traits.displayScale)
        return PieceNode(try hosted.piece(traits)).sizeThatFits(proposal, context: context)
    }

    func cellSnapPlacedContent(traits: Traits) throws -> any LayoutNode {
        guard let hosted else { return EmptyHostedNode() }
        let insets = hosted.respectsSafeArea ? safeAreaInsets : .zero
        let isRightToLeft = traits.direction == .rightToLeft
        return HostedContentNode(
            content: PieceNode(try hosted.piece(traits)),
            safeArea: Primitives.EdgeInsets(
                top: Double(insets.top), left: Double(isRightToLeft ? insets.right : insets.left),
                bottom: Double(insets.bottom), right: Double(isRightToLeft ? insets.left : insets.right)))
    }
}

/// A hosting view's root view, centred in the view's safe area (left to right).
private struct HostedContentNode: LayoutNode {
    let content: PieceNode
    let safeArea: Primitives.EdgeInsets

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let inner = ProposedSize(
            width: proposal.width.map { max(0, $0 - safeArea.left - safeArea.right) },
            height: proposal.height.map { max(0, $0 - safeArea.top - safeArea.bottom) })
        let size = content.sizeThatFits(inner, context: context)
        return Size(
            width: size.width + safeArea.left + safeArea.right, height: size.height + safeArea.top + safeArea.bottom)
    }

    func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        let area = bounds.inset(by: safeArea)
        let placed = PieceNode.aligned(content, in: area, horizontal: 0.5, vertical: 0.5, context: context)
        return PlacedNode(role: .stack, frame: bounds, children: [placed])
    }
}

/// A hosting view without a root view: nothing drawn.
private struct EmptyHostedNode: LayoutNode {
    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size { Size(width: 0, height: 0) }
    func place(in bounds: Rect, context: LayoutContext) -> PlacedNode { PlacedNode(role: .stack, frame: bounds) }
}
