import Foundation

extension UITextViewDelegate {
    /// Not implemented: the interaction with the attachment is allowed.
    ///
    /// No visible effect: a snapshot taps nothing.
    public func textView(
        _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool { true }
    /// Not implemented: allowed (the iOS 7 form, deprecated in iOS 10).
    ///
    /// No visible effect: a snapshot taps nothing.
    public func textView(
        _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange
    ) -> Bool { true }
    /// Not implemented: the system's menu of `suggestedActions`.
    ///
    /// No visible effect: the edit menu appears only while the user selects text.
    public func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement])
        -> UIMenu?
    { OptionalRequirements.unimplemented(nil) }
    /// No visible effect: the edit menu appears only while the user selects text.
    public func textView(_ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {
    }
    /// No visible effect: the edit menu appears only while the user selects text.
    public func textView(_ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) {
    }
    /// Not implemented: the item's default action (opening a link).
    ///
    /// No visible effect: a snapshot taps nothing.
    public func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction)
        -> UIAction?
    { OptionalRequirements.unimplemented(defaultAction) }
    /// Not implemented: the item's default menu, with the system's preview.
    ///
    /// No visible effect: a text item's menu appears only when the user touches and holds it.
    public func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu)
        -> UITextItem.MenuConfiguration?
    { OptionalRequirements.unimplemented(nil) }
    /// No visible effect: a text item's menu appears only when the user touches and holds it.
    public func textView(
        _ textView: UITextView, textItemMenuWillDisplayFor textItem: UITextItem,
        animator: any UIContextMenuInteractionAnimating
    ) {}
    /// No visible effect: a text item's menu appears only when the user touches and holds it.
    public func textView(
        _ textView: UITextView, textItemMenuWillEndFor textItem: UITextItem,
        animator: any UIContextMenuInteractionAnimating
    ) {}
}

/// A link, attachment or tagged run of a text view's text, as UIKit's `UITextItem` (iOS 17): what
/// the text view hands its delegate when the user interacts with one. UIKit makes them; CellSnap's
/// ``init(cellSnapContent:range:)`` (Linux-only, no UIKit API) lets a test make one to call a
/// delegate with.
///
/// ```swift
/// let item = UITextItem(cellSnapContent: .tag("topic"), range: NSRange(location: 0, length: 5))
/// if case .tag(let tag) = item.content { print(tag) }   // topic
/// ```
///
/// No visible effect: text items matter only when the user taps or holds them.
@preconcurrency @MainActor open class UITextItem: NSObject {
    /// What a text item is, as UIKit's `UITextItem.Content`.
    public enum Content {
        case link(URL)
        case textAttachment(NSTextAttachment)
        case tag(String)
    }

    /// No visible effect: text items matter only when the user taps or holds them.
    open private(set) var content: Content
    /// The item's range of the text view's text.
    ///
    /// No visible effect: text items matter only when the user taps or holds them.
    open private(set) var range: NSRange

    /// No visible effect: text items matter only when the user taps or holds them.
    public init(cellSnapContent content: Content, range: NSRange) {
        self.content = content
        self.range = range
        super.init()
    }

    /// The menu and preview a text item shows, as UIKit's `UITextItem.MenuConfiguration` (iOS 17).
    ///
    /// No visible effect: a text item's menu appears only when the user touches and holds it.
    @preconcurrency @MainActor open class MenuConfiguration: NSObject {
        /// The preview beside a text item's menu, as UIKit's `UITextItem.MenuConfiguration.Preview`.
        public enum Preview {
            /// The system's preview of the item.
            case `default`
            /// A view of the app's own.
            case view(UIView)
        }

        /// No visible effect: a text item's menu appears only when the user touches and holds it.
        public let preview: Preview?
        /// No visible effect: a text item's menu appears only when the user touches and holds it.
        public let menu: UIMenu

        /// No visible effect: a text item's menu appears only when the user touches and holds it.
        public init(preview: Preview?, menu: UIMenu) {
            self.preview = preview
            self.menu = menu
            super.init()
        }

        /// No visible effect: a text item's menu appears only when the user touches and holds it.
        public convenience init(menu: UIMenu) { self.init(preview: nil, menu: menu) }
    }
}

extension NSAttributedString.Key {
    /// The attribute that makes a run of text a text item with a tag (iOS 17), a `String`.
    ///
    /// No visible effect: a tag marks text for the delegate's text-item calls; it draws nothing.
    public static let textItemTag = NSAttributedString.Key("UITextItemTagAttributeName")
}
