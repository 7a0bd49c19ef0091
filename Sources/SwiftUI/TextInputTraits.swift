// How a text field takes input (its keyboard, capitalisation, correction, return key), as SwiftUI
// declares it: accepted with no visible effect, as a still picture shows no keyboard.

/// When text is capitalised as it is typed, as SwiftUI's `TextInputAutocapitalization` (iOS 15).
public struct TextInputAutocapitalization: Sendable, Equatable {
    let type: UITextAutocapitalizationType
    /// No capitalisation.
    public static let never = TextInputAutocapitalization(type: .none)
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(type: .words)
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(type: .sentences)
    /// Every letter.
    public static let characters = TextInputAutocapitalization(type: .allCharacters)

    /// The capitalisation of UIKit's `type`; `nil` for none that SwiftUI names.
    public init?(_ type: UITextAutocapitalizationType) { self.type = type }
    private init(type: UITextAutocapitalizationType) { self.type = type }
}

/// The title of the keyboard's return key, as SwiftUI's `SubmitLabel` (iOS 15).
public struct SubmitLabel: Sendable, Equatable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// What submits a view's input, as SwiftUI's `SubmitTriggers` (iOS 15).
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The return key of a text field or secure field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// A search field's submission.
    public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
    /// The keyboard the view's text fields show: no visible effect (no keyboard in a still picture).
    public func keyboardType(_ type: UIKeyboardType) -> some View { cellSnapModifier(.noVisibleEffect) }
    /// What the view's text fields hold, for AutoFill: no visible effect.
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }
    /// How the view's text fields capitalise typed text (iOS 13's form): no visible effect.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }
    /// How the view's text fields capitalise typed text: no visible effect.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }
    /// Whether the view's text fields correct typed text (iOS 13's form): no visible effect.
    public func disableAutocorrection(_ disable: Bool?) -> some View { cellSnapModifier(.noVisibleEffect) }
    /// Whether the view's text fields correct typed text: no visible effect.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { cellSnapModifier(.noVisibleEffect) }
    /// The title of the keyboard's return key: no visible effect.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { cellSnapModifier(.noVisibleEffect) }
    /// Runs `action` when the view's input is submitted: never in a still picture, which has no
    /// keyboard to submit from.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        cellSnapModifier(.noVisibleEffect)
    }
}
