// The styles of SwiftUI's pickers, so that an app's SwiftUI screens compile unchanged
// (UIKitOnLinux.md, "SwiftUI"). CellSnap refuses pickers when drawn, so a picker style changes
// nothing drawn.

/// How a picker shows its options, as SwiftUI's `PickerStyle`.
public protocol PickerStyle {}
/// The platform's style, as SwiftUI's `DefaultPickerStyle`.
public struct DefaultPickerStyle: PickerStyle { public init() {} }
/// A segmented control, as SwiftUI's `SegmentedPickerStyle`.
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
/// A spinning wheel, as SwiftUI's `WheelPickerStyle`.
public struct WheelPickerStyle: PickerStyle { public init() {} }
/// A menu of the options, as SwiftUI's `MenuPickerStyle`.
public struct MenuPickerStyle: PickerStyle { public init() {} }
/// The options inline, as SwiftUI's `InlinePickerStyle`.
public struct InlinePickerStyle: PickerStyle { public init() {} }
/// A list of the options pushed in a navigation view, as SwiftUI's `NavigationLinkPickerStyle`.
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
/// A palette of the options, as SwiftUI's `PalettePickerStyle`.
public struct PalettePickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: Self { Self() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: Self { Self() }
}
extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: Self { Self() }
}
extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: Self { Self() }
}
extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: Self { Self() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: Self { Self() }
}
extension PickerStyle where Self == PalettePickerStyle {
    public static var palette: Self { Self() }
}

extension View {
    /// How the pickers inside show their options: no visible effect (CellSnap refuses pickers
    /// when drawn).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { cellSnapModifier(.noVisibleEffect) }
}
