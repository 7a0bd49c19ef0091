// What list rows and their controls say in SwiftUI: button roles, swipe actions, hidden control
// labels and alignment guides (UIKitOnLinux.md, "SwiftUI").
import Foundation

/// What a button does, as SwiftUI's `ButtonRole`: `.destructive` (iOS draws it red) and `.cancel`.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// A horizontal edge, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    case leading, trailing
}

/// A view's size and alignment guides, as SwiftUI's `ViewDimensions`.
public struct ViewDimensions {
    public let width: CGFloat
    public let height: CGFloat

    /// Where `guide` lies across the view's width.
    public subscript(guide: HorizontalAlignment) -> CGFloat { width * guide.fraction }
    /// Where `guide` lies down the view's height (a baseline: the bottom).
    public subscript(guide: VerticalAlignment) -> CGFloat { height * (guide.fraction ?? 1) }
    /// The guide's explicit value: none, CellSnap's views set none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

extension View {
    /// Hides the labels of the view's controls (toggles, pickers, steppers). CellSnap's SwiftUI
    /// refuses to draw those controls, so what it draws does not change.
    ///
    /// No visible effect: every control whose label this hides is refused when drawn.
    public func labelsHidden() -> some View { cellSnapModifier(.noVisibleEffect) }

    /// Swipe actions of a list row, revealed when the person swipes it.
    ///
    /// No visible effect: a still row is not swiped, so its actions are hidden, as iOS draws it.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }

    /// Moves the view's `guide` (or a list row's separator guide) to `computeValue`'s answer:
    /// refused when drawn (CellSnap's stacks and list rows do not read alignment guides).
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> some View
    {
        cellSnapModifier(.refused("alignmentGuide(_:computeValue:)"))
    }

    /// Moves the view's vertical `guide`: refused when drawn.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> some View
    {
        cellSnapModifier(.refused("alignmentGuide(_:computeValue:)"))
    }
}

/// A vertical edge, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: VerticalEdge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let all: Set = [.top, .bottom]
    }
}

// What a row of a SwiftUI `List` asks of its list: CellSnap's SwiftUI refuses `List` (UIKit's lists
// show SwiftUI rows through `UIHostingConfiguration`), so nothing it draws reads them.
extension View {
    /// The insets of the row in its list: no visible effect (only `List` reads them).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { cellSnapModifier(.noVisibleEffect) }
    /// Whether the row's separators show: no visible effect (only `List` draws them).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }
    /// The colour of the row's separators: no visible effect (only `List` draws them).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }
    /// Whether the section's separators show: no visible effect (only `List` draws them).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }
    /// The view behind the row: no visible effect (only `List` draws it).
    public func listRowBackground<V: View>(_ view: V?) -> some View { cellSnapModifier(.noVisibleEffect) }
    /// A badge of `count` on the row or tab item: no visible effect (only `List` and `TabView`, which
    /// CellSnap's SwiftUI refuses, draw badges).
    public func badge(_ count: Int) -> some View { cellSnapModifier(.noVisibleEffect) }
    /// A badge of text on the row or tab item: no visible effect, as ``badge(_:)-(Int)``.
    public func badge(_ label: Text?) -> some View { cellSnapModifier(.noVisibleEffect) }
    /// A badge of a localized key: no visible effect, as ``badge(_:)-(Int)``.
    public func badge(_ key: LocalizedStringKey) -> some View { cellSnapModifier(.noVisibleEffect) }
    /// A badge of a string: no visible effect, as ``badge(_:)-(Int)``.
    @_disfavoredOverload public func badge<S: StringProtocol>(_ label: S?) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }
}
