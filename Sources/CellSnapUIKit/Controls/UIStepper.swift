import CellLayout
import CellModel
import Foundation

/// A stepper, as UIKit's `UIStepper`: a value between a minimum and a maximum, drawn as iOS 13
/// and later draw it, 94 x 32 pt, its minus dimmed at the minimum and its plus at the maximum
/// (unless it ``wraps``). Like a switch, it keeps its size whatever its frame.
///
/// ```swift
/// let stepper = UIStepper()
/// stepper.maximumValue = 10
/// stepper.value = 3
/// ```
@preconcurrency @MainActor open class UIStepper: UIControl {
    /// Whether value changes are sent while the stepper is held.
    ///
    /// No visible effect: it decides when actions run during a touch; a still picture has none.
    open var isContinuous = true
    /// Whether holding the stepper repeats the step.
    ///
    /// No visible effect: it decides what a held touch does; a still picture has none.
    open var autorepeat = true
    /// Whether stepping past a limit wraps round to the other; a wrapping stepper dims neither glyph.
    open var wraps = false { didSet { noteDrawnStateChange() } }
    /// The value, kept between ``minimumValue`` and ``maximumValue`` as UIKit keeps it.
    open var value: Double {
        get { storedValue }
        set {
            storedValue = min(max(newValue, minimumValue), maximumValue)
            noteDrawnStateChange()
        }
    }
    /// The lowest value (0 by default); the value follows when it is raised past it.
    open var minimumValue: Double = 0 {
        didSet {
            if storedValue < minimumValue { storedValue = minimumValue }
            noteDrawnStateChange()
        }
    }
    /// The highest value (100 by default); the value follows when it is lowered past it.
    open var maximumValue: Double = 100 {
        didSet {
            if storedValue > maximumValue { storedValue = maximumValue }
            noteDrawnStateChange()
        }
    }
    /// The step (1 by default); it must be above 0.
    open var stepValue: Double = 1
    private var storedValue: Double = 0
    private var backgroundImages: [UInt: UIImage] = [:]
    private var dividerImages: [String: UIImage] = [:]
    private var incrementImages: [UInt: UIImage] = [:]
    private var decrementImages: [UInt: UIImage] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        stepperDefaults()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        stepperDefaults()
    }

    /// A stepper keeps its size (94 x 32) and hugs it.
    private func stepperDefaults() {
        let metrics = Theme.iOS17.stepper
        frame.size = CGSize(width: metrics.width, height: metrics.height)
        contentHugging = (.defaultHigh, .defaultHigh)
    }

    override open var intrinsicContentSize: CGSize {
        let metrics = traitCollection.cellSnapTraits.theme.theme.stepper
        return CGSize(width: metrics.width, height: metrics.height)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Keeps a background image; drawing a stepper with one is an error (CellSnap draws its own background).
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
    }
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state.rawValue] }
    /// Keeps a divider image; drawing a stepper with one is an error (CellSnap draws its own divider).
    open func setDividerImage(
        _ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
        rightSegmentState rightState: UIControl.State
    ) { dividerImages["\(leftState.rawValue).\(rightState.rawValue)"] = image }
    open func dividerImage(
        forLeftSegmentState state: UIControl.State, rightSegmentState state2: UIControl.State
    ) -> UIImage? { dividerImages["\(state.rawValue).\(state2.rawValue)"] }
    /// Draws `image` in place of the plus in `state` (the normal state's when the state has none).
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        incrementImages[state.rawValue] = image
        noteDrawnStateChange()
    }
    open func incrementImage(for state: UIControl.State) -> UIImage? {
        incrementImages[state.rawValue] ?? incrementImages[UIControl.State.normal.rawValue]
    }
    /// Draws `image` in place of the minus in `state` (the normal state's when the state has none).
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        decrementImages[state.rawValue] = image
        noteDrawnStateChange()
    }
    open func decrementImage(for state: UIControl.State) -> UIImage? {
        decrementImages[state.rawValue] ?? decrementImages[UIControl.State.normal.rawValue]
    }

    override func cellSnapContent(traits: Traits) throws -> ViewTree.Content {
        .control(ControlDrawing(kind: .stepper(try cellSnapNode(traits: traits))))
    }

    /// The stepper as CellLayout's node for `traits`; limits UIKit refuses are errors naming them.
    func cellSnapNode(traits: Traits) throws -> StepperNode {
        guard minimumValue <= maximumValue, minimumValue.isFinite, maximumValue.isFinite else {
            throw CellSnapUIKitError(
                call: "UIStepper.minimumValue \(minimumValue), maximumValue \(maximumValue)",
                reason: "the minimum must be finite and not above the maximum (UIKit raises an exception)")
        }
        guard stepValue > 0, stepValue.isFinite else {
            throw CellSnapUIKitError(
                call: "UIStepper.stepValue \(stepValue)", reason: "the step must be above 0 (UIKit raises an exception)"
            )
        }
        if !backgroundImages.isEmpty {
            throw CellSnapUIKitError(
                call: "UIStepper.setBackgroundImage(_:for:)", reason: "CellSnap draws the stepper's own background")
        }
        if !dividerImages.isEmpty {
            throw CellSnapUIKitError(
                call: "UIStepper.setDividerImage(_:forLeftSegmentState:rightSegmentState:)",
                reason: "CellSnap draws the stepper's own divider")
        }
        let metrics = traits.theme.theme.stepper
        let canDecrement = wraps || value > minimumValue, canIncrement = wraps || value < maximumValue
        func glyph(_ image: UIImage?, enabled: Bool) throws -> ControlImage? {
            let color = isEnabled && enabled ? metrics.glyphColor : metrics.disabledGlyphColor
            return try image?.cellSnapControlImage(
                symbolConfiguration: nil, tint: UIColor(color), traits: traits)
        }
        return StepperNode(
            metrics: metrics, appearance: traits.colorAppearance, canDecrement: canDecrement,
            canIncrement: canIncrement, isEnabled: isEnabled,
            decrementImage: try glyph(decrementImage(for: state), enabled: canDecrement),
            incrementImage: try glyph(incrementImage(for: state), enabled: canIncrement))
    }
}
