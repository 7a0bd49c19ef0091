// The styles of SwiftUI's navigation views and progress views, so that an app's SwiftUI screens
// compile unchanged (UIKitOnLinux.md, "SwiftUI"). CellSnap refuses navigation views when drawn,
// so a navigation style changes nothing drawn; of progress views it draws the spinner, which is
// what the circular style draws (in the style's tint), and refuses the linear style, whose bar it
// has not measured.

/// How a navigation view shows its columns, as SwiftUI's `NavigationViewStyle`.
public protocol NavigationViewStyle {}
/// One column, pushed screens stacked, as SwiftUI's `StackNavigationViewStyle`.
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// Side-by-side columns where there is room, as SwiftUI's `DoubleColumnNavigationViewStyle`.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
/// The platform's style, as SwiftUI's `DefaultNavigationViewStyle`.
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: Self { Self() }
}
extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    public static var columns: Self { Self() }
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: Self { Self() }
}

/// How a progress view is drawn, as SwiftUI's `ProgressViewStyle`.
public protocol ProgressViewStyle {}
/// The spinner, as SwiftUI's `CircularProgressViewStyle` (on iOS, for a progress view with or without a value).
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The spinner.
    public init() {}
    /// The spinner in `tint` (iOS 14's form of the `tint` modifier).
    public init(tint: Color) { self.tint = tint }
    var tint: Color?
}
/// A bar, as SwiftUI's `LinearProgressViewStyle`: refused when drawn.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// A bar.
    public init() {}
    /// A bar in `tint`.
    public init(tint: Color) {}
}
/// The platform's style, as SwiftUI's `DefaultProgressViewStyle`: the spinner without a value.
public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {} }

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: Self { Self() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: Self { Self() }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: Self { Self() }
}

extension View {
    /// How the navigation views inside show their columns: no visible effect (CellSnap refuses
    /// navigation views when drawn).
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }

    /// How the progress views inside are drawn: the circular and default styles are the spinner
    /// CellSnap draws (a circular style's tint colours it); a progress view in the linear style is
    /// refused when drawn.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        cellSnapModifier(.environment { $0.progressViewStyle = style })
    }
}

/// A value that can be shared or dragged, as Core Transferable's `Transferable` (which SwiftUI
/// brings). CellSnap declares the protocol without its requirement, the value's representations:
/// a snapshot shares and drags nothing, so no representation is ever asked for.
public protocol Transferable {}
extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension AttributedString: Transferable {}
extension Image: Transferable {}
