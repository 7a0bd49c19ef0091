import CellModel
import Foundation

/// A text field, as UIKit's `UITextField`: its text (or its placeholder, in `placeholderText`) in
/// its font, between its left and right views, inside its border style. There is no keyboard:
/// text is what code sets, and the field is drawn at rest.
@preconcurrency @MainActor open class UITextField: UIControl {
    /// The field's border, as `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Hashable, Sendable {
        case none = 0, line, bezel, roundedRect
    }
    /// When an overlay view shows, as `UITextField.ViewMode`.
    public enum ViewMode: Int, Hashable, Sendable {
        case never = 0, whileEditing, unlessEditing, always
    }

    open var text: String? { didSet { setNeedsLayout() } }
    open var attributedText: NSAttributedString? { didSet { setNeedsLayout() } }
    open var placeholder: String? { didSet { setNeedsLayout() } }
    open var attributedPlaceholder: NSAttributedString? { didSet { setNeedsLayout() } }
    /// The font: the 17 pt system font by default.
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { setNeedsLayout() } }
    /// The text colour: `.label` by default.
    open var textColor: UIColor? = .label { didSet { setNeedsLayout() } }
    open var textAlignment = NSTextAlignment.natural { didSet { setNeedsLayout() } }
    open var borderStyle = BorderStyle.none { didSet { setNeedsLayout() } }
    open var clearButtonMode = ViewMode.never
    open var leftView: UIView? { didSet { setNeedsLayout() } }
    open var leftViewMode = ViewMode.never { didSet { setNeedsLayout() } }
    open var rightView: UIView? { didSet { setNeedsLayout() } }
    open var rightViewMode = ViewMode.never { didSet { setNeedsLayout() } }
    open var isSecureTextEntry = false { didSet { setNeedsLayout() } }
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var adjustsFontForContentSizeCategory = false { didSet { setNeedsLayout() } }
    open var clearsOnBeginEditing = false
    open var keyboardType = UIKeyboardType.default
    open var returnKeyType = UIReturnKeyType.default
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var textContentType: UITextContentType?
    open weak var delegate: (any UITextFieldDelegate)?
    open var isEditing: Bool { isFirstResponder }

    private let textLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(textLabel)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(textLabel)
    }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// The field's height for its font (its text's line height plus the border style's padding),
    /// as wide as it is laid out.
    open override var intrinsicContentSize: CGSize {
        let line = textLabel.intrinsicContentSize.height > 0 ? textLabel.intrinsicContentSize.height : 22
        let padding: CGFloat = borderStyle == .roundedRect ? 12 : (borderStyle == .none ? 0 : 8)
        return CGSize(width: UIView.noIntrinsicMetric, height: line.rounded(.up) + padding)
    }

    /// The rectangle of the text inside the field's bounds, after the border and the side views.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let inset: CGFloat = borderStyle == .none ? 0 : 7
        var rect = bounds.insetBy(dx: inset, dy: 0)
        if let left = shown(leftView, leftViewMode) {
            rect.origin.x += left.frame.width
            rect.size.width -= left.frame.width
        }
        if let right = shown(rightView, rightViewMode) { rect.size.width -= right.frame.width }
        rect.size.width = max(0, rect.size.width)
        return rect
    }

    /// The rectangle of the placeholder: the text's.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The rectangle of the text while editing: the text's.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The left view's rectangle: its own size, at the leading edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView else { return .zero }
        let size = leftView.frame.size == .zero ? leftView.intrinsicContentSize : leftView.frame.size
        return CGRect(
            x: 0, y: (bounds.height - size.height) / 2, width: max(0, size.width), height: max(0, size.height))
    }

    /// The right view's rectangle: its own size, at the trailing edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView else { return .zero }
        let size = rightView.frame.size == .zero ? rightView.intrinsicContentSize : rightView.frame.size
        return CGRect(
            x: bounds.width - max(0, size.width), y: (bounds.height - size.height) / 2, width: max(0, size.width),
            height: max(0, size.height))
    }

    private func shown(_ view: UIView?, _ mode: ViewMode) -> UIView? {
        guard let view, mode == .always || mode == .unlessEditing else { return nil }
        return view
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        switch borderStyle {
        case .roundedRect:
            layer.cornerRadius = 5
            layer.borderWidth = 1 / 3
            layer.borderColor = UIColor.opaqueSeparator.cgColor
            if backgroundColor == nil { backgroundColor = .systemBackground }
        case .line, .bezel:
            layer.borderWidth = 1
            layer.borderColor = UIColor.label.cgColor
        case .none:
            break
        }
        for (view, mode, rect) in [
            (leftView, leftViewMode, leftViewRect(forBounds: bounds)),
            (rightView, rightViewMode, rightViewRect(forBounds: bounds)),
        ] {
            guard let view else { continue }
            if shown(view, mode) != nil {
                if view.superview !== self { addSubview(view) }
                view.frame = rect
            } else {
                view.removeFromSuperview()
            }
        }
        let isEmpty = (attributedText?.length ?? 0) == 0 && (text ?? "").isEmpty
        textLabel.font = font ?? .systemFont(ofSize: 17)
        textLabel.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        textLabel.textAlignment = textAlignment
        if isEmpty {
            textLabel.attributedText = attributedPlaceholder
            textLabel.text = attributedPlaceholder == nil ? placeholder : nil
            textLabel.textColor = .placeholderText
        } else {
            textLabel.attributedText = attributedText
            let shownText = text ?? ""
            textLabel.text =
                attributedText == nil
                ? (isSecureTextEntry ? String(repeating: "•", count: shownText.count) : shownText)
                : nil
            textLabel.textColor = textColor ?? .label
        }
        textLabel.frame = isEmpty ? placeholderRect(forBounds: bounds) : textRect(forBounds: bounds)
    }
}

/// A search bar's text field, as UIKit's `UISearchTextField`: a rounded field in
/// `tertiarySystemFill` with a magnifying glass at its leading edge.
@preconcurrency @MainActor open class UISearchTextField: UITextField {
    /// The field's tokens (``UISearchToken``), before its text: kept; a field that has any is an
    /// error when drawn, as CellSnap does not draw tokens yet.
    open var tokens: [UISearchToken] = [] { didSet { noteDrawnStateChange() } }
    /// The tokens' background colour.
    open var tokenBackgroundColor: UIColor?
    /// Whether the user may delete tokens with the keyboard.
    ///
    /// No visible effect: tokens are deleted by typing, which a still picture has none of.
    open var allowsDeletingTokens = true
    /// Whether the user may copy tokens.
    ///
    /// No visible effect: tokens are copied by the user, which a still picture has none of.
    open var allowsCopyingTokens = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        searchFieldDefaults()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        searchFieldDefaults()
    }

    private func searchFieldDefaults() {
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 10
        layer.cornerCurve = .continuous
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.tintColor = .secondaryLabel
        glass.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 17, weight: .medium)
        glass.contentMode = .center
        glass.frame = CGRect(x: 0, y: 0, width: 30, height: 36)
        leftView = glass
        leftViewMode = .always
        clearButtonMode = .whileEditing
    }

    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds
        rect.origin.x += 30
        rect.size.width = max(0, rect.size.width - 38)
        return rect
    }

    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: 3, y: 0, width: 30, height: bounds.height)
    }

    override func cellSnapContent(traits: Traits) throws -> ViewTree.Content {
        guard tokens.isEmpty else {
            throw CellSnapUIKitError(
                call: "UISearchTextField.tokens (\(tokens.map(\.text).joined(separator: ", ")))",
                reason: "CellSnap does not draw search tokens yet")
        }
        return try super.cellSnapContent(traits: traits)
    }
}

/// What a text field tells its delegate, as UIKit's `UITextFieldDelegate` (every requirement optional).
@preconcurrency @MainActor public protocol UITextFieldDelegate: NSObjectProtocol {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// The keyboard a text input asks for, as UIKit's `UIKeyboardType`.
public enum UIKeyboardType: Int, Hashable, Sendable {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The return key's title, as UIKit's `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Hashable, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// How text is capitalised as it is typed, as UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    case none = 0, words, sentences, allCharacters
}

/// Whether text is autocorrected, as UIKit's `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Hashable, Sendable {
    case `default` = 0, no, yes
}

/// What a text input holds, for autofill, as UIKit's `UITextContentType`.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let URL = UITextContentType(rawValue: "url")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
}
