import Foundation

/// Handwriting with Apple Pencil into a text input, as UIKit's `UIScribbleInteraction` (iPadOS
/// 14): a text input's view adds one to ask its delegate before Scribble writes into it.
///
/// ```swift
/// final class Form: NSObject, UIScribbleInteractionDelegate {}
/// let form = Form()
/// let field = UITextField()
/// field.addInteraction(UIScribbleInteraction(delegate: form))
/// ```
///
/// No visible effect: Scribble writes only with Apple Pencil, which a snapshot has none of.
@preconcurrency @MainActor open class UIScribbleInteraction: NSObject, UIInteraction {
    /// No visible effect: Scribble writes only with Apple Pencil, which a snapshot has none of.
    open private(set) weak var view: UIView?
    /// No visible effect: Scribble writes only with Apple Pencil, which a snapshot has none of.
    open private(set) weak var delegate: (any UIScribbleInteractionDelegate)?
    /// Whether the user is writing into the view: never, in a snapshot.
    ///
    /// No visible effect: Scribble writes only with Apple Pencil, which a snapshot has none of.
    open var isHandlingWriting: Bool { false }
    /// Whether the user is likely to write with a pencil (they used one recently, or the Apple Pencil
    /// setting says so): `false`, as a device without a pencil answers.
    ///
    /// No visible effect: Scribble writes only with Apple Pencil, which a snapshot has none of.
    open class var isPencilInputExpected: Bool { false }

    /// No visible effect: Scribble writes only with Apple Pencil, which a snapshot has none of.
    public init(delegate: any UIScribbleInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// No visible effect: Scribble writes only with Apple Pencil, which a snapshot has none of.
    open func willMove(to view: UIView?) {}
    /// No visible effect: Scribble writes only with Apple Pencil, which a snapshot has none of.
    open func didMove(to view: UIView?) { self.view = view }
}

/// What a Scribble interaction asks its delegate, as UIKit's `UIScribbleInteractionDelegate`
/// (every requirement optional).
///
/// No visible effect: Scribble writes only with Apple Pencil, which a snapshot has none of.
@preconcurrency @MainActor public protocol UIScribbleInteractionDelegate: NSObjectProtocol {
    func scribbleInteraction(_ interaction: UIScribbleInteraction, shouldBeginAt location: CGPoint) -> Bool
    func scribbleInteractionShouldDelayFocus(_ interaction: UIScribbleInteraction) -> Bool
    func scribbleInteractionWillBeginWriting(_ interaction: UIScribbleInteraction)
    func scribbleInteractionDidFinishWriting(_ interaction: UIScribbleInteraction)
}

extension UIScribbleInteractionDelegate {
    /// Not implemented: writing may begin.
    ///
    /// No visible effect: Scribble writes only with Apple Pencil, which a snapshot has none of.
    public func scribbleInteraction(_ interaction: UIScribbleInteraction, shouldBeginAt location: CGPoint) -> Bool {
        true
    }
    /// Not implemented: focus is not delayed.
    ///
    /// No visible effect: Scribble writes only with Apple Pencil, which a snapshot has none of.
    public func scribbleInteractionShouldDelayFocus(_ interaction: UIScribbleInteraction) -> Bool { false }
    /// No visible effect: Scribble writes only with Apple Pencil, which a snapshot has none of.
    public func scribbleInteractionWillBeginWriting(_ interaction: UIScribbleInteraction) {}
    /// No visible effect: Scribble writes only with Apple Pencil, which a snapshot has none of.
    public func scribbleInteractionDidFinishWriting(_ interaction: UIScribbleInteraction) {}
}

/// Handwriting into a view that only looks like a text input, as UIKit's
/// `UIIndirectScribbleInteraction` (iPadOS 14): its delegate lists the view's writable elements
/// and focuses a real text input when the user writes into one.
///
/// No visible effect: Scribble writes only with Apple Pencil, which a snapshot has none of.
@preconcurrency @MainActor open class UIIndirectScribbleInteraction: NSObject, UIInteraction {
    /// No visible effect: Scribble writes only with Apple Pencil, which a snapshot has none of.
    open private(set) weak var view: UIView?
    /// No visible effect: Scribble writes only with Apple Pencil, which a snapshot has none of.
    open private(set) weak var delegate: (any UIIndirectScribbleInteractionDelegate)?
    /// Whether the user is writing into the view: never, in a snapshot.
    ///
    /// No visible effect: Scribble writes only with Apple Pencil, which a snapshot has none of.
    open var isHandlingWriting: Bool { false }

    /// No visible effect: Scribble writes only with Apple Pencil, which a snapshot has none of.
    public init(delegate: any UIIndirectScribbleInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// No visible effect: Scribble writes only with Apple Pencil, which a snapshot has none of.
    open func willMove(to view: UIView?) {}
    /// No visible effect: Scribble writes only with Apple Pencil, which a snapshot has none of.
    open func didMove(to view: UIView?) { self.view = view }
}

/// What an indirect Scribble interaction asks its delegate, as UIKit's
/// `UIIndirectScribbleInteractionDelegate`: the elements in a rectangle (each named by an
/// ``ElementIdentifier``), their frames and focus; the last three requirements are optional.
///
/// No visible effect: Scribble writes only with Apple Pencil, which a snapshot has none of.
@preconcurrency @MainActor public protocol UIIndirectScribbleInteractionDelegate: NSObjectProtocol {
    /// What names an element the user may write into.
    associatedtype ElementIdentifier: Hashable = String

    func indirectScribbleInteraction(
        _ interaction: any UIInteraction, requestElementsIn rect: CGRect,
        completion: @escaping ([ElementIdentifier]) -> Void)
    func indirectScribbleInteraction(
        _ interaction: any UIInteraction, isElementFocused elementIdentifier: ElementIdentifier
    )
        -> Bool
    func indirectScribbleInteraction(
        _ interaction: any UIInteraction, frameForElement elementIdentifier: ElementIdentifier
    )
        -> CGRect
    func indirectScribbleInteraction(
        _ interaction: any UIInteraction, focusElementIfNeeded elementIdentifier: ElementIdentifier,
        referencePoint focusReferencePoint: CGPoint, completion: @escaping ((any UIResponder & UITextInput)?) -> Void)
    func indirectScribbleInteraction(
        _ interaction: any UIInteraction, shouldDelayFocusForElement elementIdentifier: ElementIdentifier
    ) -> Bool
    func indirectScribbleInteraction(
        _ interaction: any UIInteraction, willBeginWritingInElement elementIdentifier: ElementIdentifier)
    func indirectScribbleInteraction(
        _ interaction: any UIInteraction, didFinishWritingInElement elementIdentifier: ElementIdentifier)
}

extension UIIndirectScribbleInteractionDelegate {
    /// Not implemented: focus is not delayed.
    ///
    /// No visible effect: Scribble writes only with Apple Pencil, which a snapshot has none of.
    public func indirectScribbleInteraction(
        _ interaction: any UIInteraction, shouldDelayFocusForElement elementIdentifier: ElementIdentifier
    ) -> Bool { false }
    /// No visible effect: Scribble writes only with Apple Pencil, which a snapshot has none of.
    public func indirectScribbleInteraction(
        _ interaction: any UIInteraction, willBeginWritingInElement elementIdentifier: ElementIdentifier
    ) {}
    /// No visible effect: Scribble writes only with Apple Pencil, which a snapshot has none of.
    public func indirectScribbleInteraction(
        _ interaction: any UIInteraction, didFinishWritingInElement elementIdentifier: ElementIdentifier
    ) {}
}
