import CellModel
import Foundation

/// A view that shows a visual effect behind its content, as UIKit's `UIVisualEffectView`. CellSnap
/// draws no blur: a blur's view is filled with its material's flat colour
/// (``UIBlurEffect/Style/cellSnapFlatFill``), what iOS shows when Reduce Transparency is on; its
/// ``contentView`` (where UIKit asks for the subviews) is drawn over it. A view with a
/// ``UIVibrancyEffect`` draws no background of its own and draws its ``contentView``'s content
/// in the vibrancy's one colour (``UIVibrancyEffect/cellSnapColor(for:)``): text, symbols,
/// shapes and images keep their shapes and alpha, their colours give way, as iOS draws vibrant
/// content over a blur. A view's own background colour, when set, is drawn instead of the
/// material's, as UIKit tints the effect.
///
/// ```swift
/// let header = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
/// header.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
/// let title = UILabel()
/// title.text = "Recents"
/// header.contentView.addSubview(title)
/// ```
@preconcurrency @MainActor open class UIVisualEffectView: UIView {
    /// The view subviews go in, filling the effect view.
    open private(set) var contentView: UIView

    /// The effect: a blur drawn as its material's flat colour, vibrancy as its colour over the
    /// content, `nil` none.
    open var effect: UIVisualEffect? {
        didSet { noteDrawnStateChange() }
    }

    /// A view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// A view without an effect, `frame` large: UIView's initialiser, which the SDK's effect view
    /// keeps as a convenience one (`UIVisualEffectView()` and subclasses without initialisers of
    /// their own make one this way).
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// A view from an archive: no effect, as nibs are not read on Linux.
    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Keeps the content view filling the effect view when its frame is set directly.
    override open func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    override func cellSnapAppearance(traits: Traits) -> ViewTree.Appearance {
        var appearance = super.cellSnapAppearance(traits: traits)
        if appearance.backgroundColor == nil, let blur = effect as? UIBlurEffect {
            appearance.backgroundColor = blur.style.cellSnapFlatFill.resolved(for: traits.colorAppearance)
        }
        if let vibrancy = effect as? UIVibrancyEffect {
            appearance.vibrancy = vibrancy.cellSnapColor(for: traits.colorAppearance)
        }
        return appearance
    }
}
