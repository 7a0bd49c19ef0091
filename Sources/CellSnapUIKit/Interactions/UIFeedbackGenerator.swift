import Foundation

/// Haptic feedback, as UIKit's `UIFeedbackGenerator`: the superclass of the impact, selection and
/// notification generators.
///
/// ```swift
/// let impact = UIImpactFeedbackGenerator(style: .medium)
/// impact.prepare()
/// impact.impactOccurred()
/// ```
///
/// No visible effect: haptics are felt, never seen, and a test has no Taptic Engine.
@preconcurrency @MainActor open class UIFeedbackGenerator: NSObject {
    public override init() { super.init() }

    /// Readies the Taptic Engine.
    ///
    /// No visible effect: haptics are felt, never seen, and a test has no Taptic Engine.
    open func prepare() {}
}

/// Feedback for an impact, as UIKit's `UIImpactFeedbackGenerator`.
///
/// No visible effect: haptics are felt, never seen, and a test has no Taptic Engine.
@preconcurrency @MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the objects colliding, as `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Hashable, Sendable {
        case light = 0, medium, heavy, soft, rigid
    }

    /// The generator's style.
    public final let style: FeedbackStyle

    /// A generator of `style` impacts.
    ///
    /// No visible effect: haptics are felt, never seen, and a test has no Taptic Engine.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium impacts, as UIKit's.
    public override convenience init() { self.init(style: .medium) }

    /// No visible effect: haptics are felt, never seen, and a test has no Taptic Engine.
    open func impactOccurred() {}
    /// No visible effect: haptics are felt, never seen, and a test has no Taptic Engine.
    open func impactOccurred(intensity: CGFloat) {}
}

/// Feedback for a change of selection, as UIKit's `UISelectionFeedbackGenerator`.
///
/// No visible effect: haptics are felt, never seen, and a test has no Taptic Engine.
@preconcurrency @MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// No visible effect: haptics are felt, never seen, and a test has no Taptic Engine.
    open func selectionChanged() {}
}

/// Feedback for a task's outcome, as UIKit's `UINotificationFeedbackGenerator`.
///
/// No visible effect: haptics are felt, never seen, and a test has no Taptic Engine.
@preconcurrency @MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome, as `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Hashable, Sendable {
        case success = 0, warning, error
    }

    /// No visible effect: haptics are felt, never seen, and a test has no Taptic Engine.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
