// SwiftUI's first alerts and action sheets (iOS 13): `Alert` and `ActionSheet` values that
// `alert(isPresented:content:)` and `actionSheet(isPresented:content:)` present. As the later
// `alert(_:isPresented:actions:)`, they have no visible effect: an alert is presented over the
// screen, not drawn into the view (a snapshot of the view at rest shows none).

/// An alert's title, message and buttons, as SwiftUI's `Alert`.
public struct Alert {
    /// A button of an alert or action sheet, as `Alert.Button`.
    public struct Button {
        /// What the button does to the alert's look: plain, cancel (bold) or destructive (red).
        enum Role { case plain, cancel, destructive }
        let label: Text
        let role: Role
        let action: (() -> Void)?

        /// A plain button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .plain, action: action)
        }
        /// A cancel button titled `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }
        /// A cancel button titled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }
        /// A destructive button.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (an "OK" button when `nil`).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        (self.title, self.message) = (title, message)
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        (self.title, self.message, buttons) = (title, message, [primaryButton, secondaryButton])
    }
}

/// An action sheet's title, message and buttons, as SwiftUI's `ActionSheet`.
public struct ActionSheet {
    public typealias Button = Alert.Button
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An action sheet of `buttons` (a cancel button by default).
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        (self.title, self.message, self.buttons) = (title, message, buttons)
    }
}

extension View {
    /// Presents the alert `content` makes while `isPresented`: no visible effect (it is presented
    /// over the screen, not drawn into the view).
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }

    /// Presents the alert `content` makes for `item` while it is not `nil`: no visible effect.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }

    /// Presents the action sheet `content` makes while `isPresented`: no visible effect.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }

    /// Presents the action sheet `content` makes for `item` while it is not `nil`: no visible effect.
    public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }
}
