import CellLayout
import CellSnapUIKit
import Primitives

/// A UIKit view inside SwiftUI views, as SwiftUI's `UIViewRepresentable`: made and updated once
/// when the views are drawn, then drawn by CellSnapUIKit as it draws every view (at its Auto
/// Layout fitting size, see `RepresentedNode`, unless `sizeThatFits(_:uiView:context:)` answers a size for the
/// unspecified proposal, which it is asked once).
@preconcurrency @MainActor public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    /// The context of the calls: the coordinator and the environment.
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
    public var body: Never { primitiveBody("\(Self.self)") }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// The context of a representable's calls.
@MainActor public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The environment the view is drawn in.
    public var environment: EnvironmentValues
    /// The transaction of the update; no animation in a still picture.
    public var transaction = Transaction()
}

/// A UIKit view controller inside SwiftUI views, as SwiftUI's `UIViewControllerRepresentable`:
/// its view is drawn as a representable's view.
@preconcurrency @MainActor public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    public var body: Never { primitiveBody("\(Self.self)") }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// The context of a view controller representable's calls.
@MainActor public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
    public var transaction = Transaction()
}

/// A size proposed to a view: either side may be left to the view (`nil`).
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) { (self.width, self.height) = (width, height) }
    public init(_ size: CGSize) { (width, height) = (size.width, size.height) }
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// The proposal with `size`'s sides where it leaves them to the view.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

extension UIViewRepresentable {
    func representedNode(in environment: EnvironmentValues) throws -> any LayoutNode {
        let context = Context(coordinator: makeCoordinator(), environment: environment)
        let view = makeUIView(context: context)
        updateUIView(view, context: context)
        let node = RepresentedNode(view: try view.cellSnapLayoutNode(traits: environment.traits))
        guard let size = sizeThatFits(.unspecified, uiView: view, context: context) else { return node }
        return FrameNode(width: Double(size.width), height: Double(size.height), node)
    }
}

extension UIViewControllerRepresentable {
    func representedNode(in environment: EnvironmentValues) throws -> any LayoutNode {
        let context = Context(coordinator: makeCoordinator(), environment: environment)
        let controller = makeUIViewController(context: context)
        updateUIViewController(controller, context: context)
        return RepresentedNode(view: try controller.view.cellSnapLayoutNode(traits: environment.traits))
    }
}

/// A representable's UIKit view in SwiftUI's layout. SwiftUI documents only that a representable
/// without `sizeThatFits` is sized from its view; CellSnap chose: the view's compressed fitting
/// size (`systemLayoutSizeFitting`, its constraints' size) on each axis where it has one, and
/// the length offered (0 when none) where it has none, as a view without an intrinsic size
/// fills the space SwiftUI offers it.
struct RepresentedNode: LayoutNode {
    let view: any LayoutNode

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let fitting = view.sizeThatFits(.unspecified, context: context)
        return Size(
            width: fitting.width > 0 ? fitting.width : proposal.width ?? 0,
            height: fitting.height > 0 ? fitting.height : proposal.height ?? 0)
    }

    func place(in bounds: Rect, context: LayoutContext) -> PlacedNode { view.place(in: bounds, context: context) }
}
