import CellModel

/// The requirements of a content configuration, as UIKit's `UIContentConfiguration`.
public protocol UIContentConfiguration {
    /// A new content view that shows this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// The configuration as it looks in `state`.
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view made from a content configuration, as UIKit's `UIContentView`.
@MainActor public protocol UIContentView: AnyObject {
    var configuration: any UIContentConfiguration { get set }
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// A Linux-only hook (no UIKit API): a content configuration of your own that says what CellModel
/// content it draws as, so that cells showing it can be rendered.
///
/// ```swift
/// struct BadgeConfiguration: UIContentConfiguration, CellSnapContentConvertible {
///     var title = "New"
///     func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: .cell()) }
///     func updated(for state: any UIConfigurationState) -> Self { self }
///     func cellSnapContent(traits: Traits) throws -> CellContent { .tag(TagContentConfiguration(text: title)) }
/// }
/// ```
public protocol CellSnapContentConvertible {
    /// The CellModel content this configuration draws as, for `traits`.
    func cellSnapContent(traits: Traits) throws -> CellContent
}

/// A view, as UIKit's `UIView`: the little that cells need (frame, bounds, background colour,
/// subviews, tint colour and traits). Views of your own are not drawn yet.
@MainActor open class UIView {
    open var frame: CGRect
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var backgroundColor: UIColor?
    open var tintColor: UIColor! = .tintColor
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var isUserInteractionEnabled = true
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?
    var ownTraits = UITraitCollection()

    // UIKit's `UIAccessibility` properties (an informal protocol of NSObject in UIKit). Cells are
    // elements by default, as VoiceOver treats them; other views are not.
    open var isAccessibilityElement: Bool {
        get { isAccessibilityElementSetting ?? cellSnapIsAccessibilityElementByDefault }
        set { isAccessibilityElementSetting = newValue }
    }
    private var isAccessibilityElementSetting: Bool?
    open var accessibilityLabel: String?
    open var accessibilityValue: String?
    open var accessibilityHint: String?
    open var accessibilityTraits = UIAccessibilityTraits.none
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

    /// Whether a view of this class is an accessibility element until the app says otherwise.
    var cellSnapIsAccessibilityElementByDefault: Bool { false }

    /// The traits of the view: its own over its superview's.
    open var traitCollection: UITraitCollection {
        superview.map { $0.traitCollection.overridden(by: ownTraits) } ?? ownTraits
    }

    public init(frame: CGRect) { self.frame = frame }
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { frame = .zero }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSubviews() {}
}

/// The view that shows a `UIListContentConfiguration`, as UIKit's `UIListContentView`.
@MainActor open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration

    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set { if let list = newValue as? UIListContentConfiguration { listConfiguration = list } }
    }

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) { fatalError("UIListContentView(coder:) is not supported") }

    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }
}
