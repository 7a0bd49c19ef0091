import Foundation

/// A tool tip shown when the pointer rests over a view, as UIKit's `UIToolTipInteraction`
/// (iOS 15; Mac Catalyst and iPad with a pointer). Its delegate may give a configuration for a
/// point; without one the interaction shows ``defaultToolTip``.
///
/// ```swift
/// let button = UIView()
/// let tip = UIToolTipInteraction(defaultToolTip: "Add to favourites")
/// button.addInteraction(tip)
/// tip.view === button   // true
/// ```
///
/// No visible effect: a tool tip appears only while a pointer rests over the view, and a snapshot
/// has no pointer.
@preconcurrency @MainActor open class UIToolTipInteraction: NSObject, UIInteraction {
    /// No visible effect: a tool tip appears only while a pointer rests over the view.
    open private(set) weak var view: UIView?
    /// No visible effect: a tool tip appears only while a pointer rests over the view.
    open weak var delegate: (any UIToolTipInteractionDelegate)?
    /// No visible effect: a tool tip appears only while a pointer rests over the view.
    open var isEnabled = true
    /// The tip shown when the delegate gives no configuration.
    ///
    /// No visible effect: a tool tip appears only while a pointer rests over the view.
    open var defaultToolTip: String?

    /// No visible effect: a tool tip appears only while a pointer rests over the view.
    public override init() { super.init() }

    /// No visible effect: a tool tip appears only while a pointer rests over the view.
    public convenience init(defaultToolTip: String) {
        self.init()
        self.defaultToolTip = defaultToolTip
    }

    /// No visible effect: a tool tip appears only while a pointer rests over the view.
    open func willMove(to view: UIView?) {}
    /// No visible effect: a tool tip appears only while a pointer rests over the view.
    open func didMove(to view: UIView?) { self.view = view }
}

/// What a tool-tip interaction asks its delegate, as UIKit's `UIToolTipInteractionDelegate`
/// (its one requirement optional).
///
/// No visible effect: a tool tip appears only while a pointer rests over the view.
@preconcurrency @MainActor public protocol UIToolTipInteractionDelegate: NSObjectProtocol {
    /// The tip for the pointer at `point` (in the interaction's view); `nil` for the default.
    func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint)
        -> UIToolTipConfiguration?
}

extension UIToolTipInteractionDelegate {
    /// Not implemented: the interaction's ``UIToolTipInteraction/defaultToolTip``.
    ///
    /// No visible effect: a tool tip appears only while a pointer rests over the view.
    public func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint)
        -> UIToolTipConfiguration?
    { OptionalRequirements.unimplemented(nil) }
}

/// A tool tip's text and the rectangle it belongs to, as UIKit's `UIToolTipConfiguration` (iOS 15).
///
/// No visible effect: a tool tip appears only while a pointer rests over the view.
@preconcurrency @MainActor open class UIToolTipConfiguration: NSObject {
    /// No visible effect: a tool tip appears only while a pointer rests over the view.
    open private(set) var toolTip: String
    /// The rectangle of the interaction's view the tip is for: `.null` (the whole view) unless given.
    ///
    /// No visible effect: a tool tip appears only while a pointer rests over the view.
    open private(set) var sourceRect: CGRect

    private init(tip: String, rect: CGRect) {
        toolTip = tip
        sourceRect = rect
        super.init()
    }

    /// No visible effect: a tool tip appears only while a pointer rests over the view.
    public convenience init(toolTip: String) { self.init(tip: toolTip, rect: .null) }
    /// No visible effect: a tool tip appears only while a pointer rests over the view.
    public convenience init(toolTip: String, in sourceRect: CGRect) { self.init(tip: toolTip, rect: sourceRect) }
}
