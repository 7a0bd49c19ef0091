import CellModel
import Foundation

/// A search bar's text field, as UIKit's `UISearchTextField`: a rounded field in
/// `tertiarySystemFill` with a magnifying glass at its leading edge. The rounded fill is a view
/// of its own over the field's `backgroundColor` (`nil` until the app sets one), as UIKit's
/// search field background view is: an app's iOS 17 reference of a field given `systemGray6`
/// shows that grey under the fill's 12 % grey, (227, 227, 232), filling the field's square bounds
/// unless the app rounds its layer.
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
    /// The field's standard rounded fill, behind its text and icons.
    private let standardFill = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        searchFieldDefaults()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        searchFieldDefaults()
    }

    private func searchFieldDefaults() {
        standardFill.backgroundColor = .tertiarySystemFill
        standardFill.layer.cornerRadius = 10
        standardFill.layer.cornerCurve = .continuous
        standardFill.isUserInteractionEnabled = false
        insertSubview(standardFill, at: 0)
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.tintColor = .secondaryLabel
        glass.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 17, weight: .medium)
        glass.contentMode = .center
        glass.frame = CGRect(x: 0, y: 0, width: 30, height: 36)
        leftView = glass
        leftViewMode = .always
        clearButtonMode = .whileEditing
    }

    /// A search field keeps its rounded fill, with no outline, whatever its `borderStyle` says, as
    /// iOS draws one set to `.roundedRect` (an app's iOS references, light and dark).
    override var cellSnapDrawsBorderStyle: Bool { false }

    open override func layoutSubviews() {
        super.layoutSubviews()
        standardFill.frame = bounds
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

    /// Puts `token` at `tokenIndex` among the field's tokens (clamped to their range).
    open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
        tokens.insert(token, at: min(max(0, tokenIndex), tokens.count))
    }

    /// Removes the token at `tokenIndex`, when there is one.
    open func removeToken(at tokenIndex: Int) {
        guard tokens.indices.contains(tokenIndex) else { return }
        tokens.remove(at: tokenIndex)
    }

    /// The range of the field's text, without its tokens: the whole ``UITextField/text`` (tokens
    /// come before the text and take none of its positions in CellSnap's field).
    open var textualRange: UITextRange { TextOffsetRange(NSRange(location: 0, length: (text ?? "").utf16.count)) }

    /// The position of the token at `tokenIndex` (clamped to the tokens' range, and one past them for
    /// the text's start); ``tokens(in:)`` reads a range between such positions.
    open func positionOfToken(at tokenIndex: Int) -> UITextPosition {
        SearchTokenPosition(min(max(0, tokenIndex), tokens.count))
    }

    /// The tokens in `textRange`: those from its start's token to its end's (positions of
    /// ``positionOfToken(at:)``; a position in the text stands after every token), none for a range
    /// of the text alone.
    open func tokens(in textRange: UITextRange) -> [UISearchToken] {
        let start = (textRange.start as? SearchTokenPosition)?.index ?? tokens.count
        let end = (textRange.end as? SearchTokenPosition)?.index ?? tokens.count
        return start < end ? Array(tokens[start..<end]) : []
    }

    /// Removes the text in `textRange` (a range of the field's text, as ``textualRange``) and puts
    /// `token` at `tokenIndex` (clamped), as a person turning typed text into a token does.
    open func replaceTextualPortion(of textRange: UITextRange, with token: UISearchToken, at tokenIndex: Int) {
        if let range = (textRange as? TextOffsetRange)?.range, let text,
            let swiftRange = Range(range, in: text)
        {
            self.text = text.replacingCharacters(in: swiftRange, with: "")
        }
        insertToken(token, at: tokenIndex)
    }
}

/// The position of a search field's token (``UISearchTextField/positionOfToken(at:)``).
final class SearchTokenPosition: UITextPosition {
    let index: Int
    init(_ index: Int) {
        self.index = index
        super.init()
    }
    override func isEqual(_ object: Any?) -> Bool { (object as? SearchTokenPosition)?.index == index }
    override var hash: Int { index }
}
