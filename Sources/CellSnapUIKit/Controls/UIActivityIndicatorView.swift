import CellModel
import Foundation

/// A spinning activity indicator, as UIKit's `UIActivityIndicatorView`, drawn at rest: the
/// medium style's eight spokes, 20 pt (37 pt in the large style), the top one darkest. A stopped
/// indicator that hides when stopped (the default) is not drawn, as in UIKit. As a cell's accessory
/// view a medium indicator becomes CellModel's activity indicator accessory.
///
/// ```swift
/// let spinner = UIActivityIndicatorView(style: .medium)
/// spinner.startAnimating()
/// ```
@preconcurrency @MainActor open class UIActivityIndicatorView: UIView {
    /// The indicator's size, as `UIActivityIndicatorView.Style`; the styles of iOS 12 and earlier
    /// draw as the medium and large styles in their colours (white, or the medium grey).
    public enum Style: Int, Hashable, Sendable {
        case medium = 100, large = 101
        @available(iOS, deprecated: 13.0, message: "use .large")
        case whiteLarge = 0
        @available(iOS, deprecated: 13.0, message: "use .medium")
        case white = 1
        @available(iOS, deprecated: 13.0, message: "use .medium")
        case gray = 2
    }

    /// The indicator's size; changing it resizes an indicator still at its former style's size
    /// about its centre, as UIKit's does (one laid out by constraints takes the new intrinsic size).
    open var style: Style {
        didSet {
            let former = Self.size(of: oldValue)
            if bounds.size == former, former != intrinsicContentSize {
                let center = center
                bounds.size = intrinsicContentSize
                self.center = center
            }
            invalidateIntrinsicContentSize()
        }
    }
    /// The spokes' colour; `nil` is UIKit's grey (white for the white styles of iOS 12).
    open var color: UIColor! {
        get { ownColor ?? (isWhiteStyle ? .white : nil) }
        set {
            ownColor = newValue
            noteDrawnStateChange()
        }
    }
    private var ownColor: UIColor?
    /// Whether the indicator is hidden while it is not animating (the default).
    open var hidesWhenStopped = true { didSet { noteDrawnStateChange() } }
    open private(set) var isAnimating = false { didSet { noteDrawnStateChange() } }

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        frame.size = intrinsicContentSize
    }

    /// A medium indicator in `frame`; one made without a size (`UIActivityIndicatorView()`) is
    /// the style's 20 x 20 points, as UIKit's is, so that an indicator placed by its `center` shows.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        if frame.size == .zero { self.frame.size = intrinsicContentSize }
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
    }

    /// Shows the indicator; it is drawn at rest.
    open func startAnimating() { isAnimating = true }
    /// Stops it; a stopped indicator that hides when stopped is not drawn.
    open func stopAnimating() { isAnimating = false }

    private var isLarge: Bool { Self.isLarge(style) }
    private static func isLarge(_ style: Style) -> Bool {
        style.rawValue == Style.large.rawValue || style.rawValue == 0
    }
    private static func size(of style: Style) -> CGSize {
        isLarge(style) ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }
    private var isWhiteStyle: Bool { style.rawValue == 0 || style.rawValue == 1 }

    /// 20 x 20 points (medium) or 37 x 37 (large).
    override open var intrinsicContentSize: CGSize { Self.size(of: style) }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Whether the indicator is drawn: animating, or shown when stopped.
    var isShown: Bool { !isHidden && (isAnimating || !hidesWhenStopped) }

    /// Whether it draws as a medium indicator (the accessory CellModel has).
    var isMedium: Bool { !isLarge }

    override func cellSnapContent(traits: Traits) throws -> ViewTree.Content {
        .activityIndicator(color: color?.resolved(traits), side: Double(intrinsicContentSize.width))
    }

    override func cellSnapAppearance(traits: Traits) -> ViewTree.Appearance {
        var appearance = super.cellSnapAppearance(traits: traits)
        appearance.isHidden = !isShown
        return appearance
    }
}
