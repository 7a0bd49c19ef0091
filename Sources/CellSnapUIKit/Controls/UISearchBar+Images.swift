import Foundation

// A search bar's keyboard traits (its field's) and images.
extension UISearchBar: UITextInputTraits {
    /// An icon of the search field, as `UISearchBar.Icon`.
    public enum Icon: Int, Hashable, Sendable {
        case search = 0, clear, bookmark, resultsList
    }

    /// Sets the image of `icon` in `state`: the `.search` icon of the normal state replaces the
    /// magnifying glass drawn at the field's leading edge (`nil` restores it); the `.bookmark` icon
    /// of the normal state replaces the book drawn while the bar ``showsBookmarkButton``. The clear
    /// and results list icons, and images of other states, are kept with no visible effect: a bar
    /// at rest shows none of them (its clear button shows while editing).
    public func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
        customIcons[IconKey(icon: icon, state: state.rawValue)] = iconImage
        if icon == .bookmark { setNeedsLayout() }
        if icon == .search, state == .normal, let glass = searchTextField.leftView as? UIImageView {
            glass.image = iconImage ?? UIImage(systemName: "magnifyingglass")
        }
    }

    /// The image set for `icon` in `state`, `nil` for the system's.
    public func image(for icon: Icon, state: UIControl.State) -> UIImage? {
        customIcons[IconKey(icon: icon, state: state.rawValue)]
    }

    /// Sets the bar's background image for `barPosition` and `barMetrics`: the image of `.any`
    /// and `.default` is ``backgroundImage``; others are kept with no visible effect (a bar is
    /// drawn at its default position and metrics).
    public func setBackgroundImage(
        _ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics
    ) {
        backgroundImages[BackgroundKey(position: barPosition.rawValue, metrics: barMetrics.rawValue)] = backgroundImage
        if barPosition == .any, barMetrics == .default { self.backgroundImage = backgroundImage }
    }

    /// The background image set for `barPosition` and `barMetrics`.
    public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        if barPosition == .any, barMetrics == .default { return backgroundImage }
        return backgroundImages[BackgroundKey(position: barPosition.rawValue, metrics: barMetrics.rawValue)]
    }

    struct IconKey: Hashable {
        var icon: Icon
        var state: UInt
    }

    struct BackgroundKey: Hashable {
        var position: Int
        var metrics: Int
    }

    public var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    public var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    public var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    public var smartQuotesType: UITextSmartQuotesType {
        get { searchTextField.smartQuotesType }
        set { searchTextField.smartQuotesType = newValue }
    }
    public var smartDashesType: UITextSmartDashesType {
        get { searchTextField.smartDashesType }
        set { searchTextField.smartDashesType = newValue }
    }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { searchTextField.smartInsertDeleteType }
        set { searchTextField.smartInsertDeleteType = newValue }
    }
    public var inlinePredictionType: UITextInlinePredictionType {
        get { searchTextField.inlinePredictionType }
        set { searchTextField.inlinePredictionType = newValue }
    }
    public var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    public var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }
    public var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    public var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    /// Whether the field's text is drawn as dots.
    public var isSecureTextEntry: Bool {
        get { searchTextField.isSecureTextEntry }
        set { searchTextField.isSecureTextEntry = newValue }
    }
    public var textContentType: UITextContentType! {
        get { searchTextField.textContentType }
        set { searchTextField.textContentType = newValue }
    }
    public var passwordRules: UITextInputPasswordRules? {
        get { searchTextField.passwordRules }
        set { searchTextField.passwordRules = newValue }
    }
}
