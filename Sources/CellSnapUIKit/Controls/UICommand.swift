import Foundation

/// A menu command that sends an action, as UIKit's `UICommand`: its title, image, action and
/// property list are kept; menus are never drawn open, and the action fires through the
/// target–action machinery when a responder performs it.
///
/// ```swift
/// let copy = UICommand(title: "Copy", image: UIImage(systemName: "doc.on.doc"), action: Selector("copy:"))
/// ```
///
/// No visible effect: a command shows only in an open menu or the shortcut list, never in a
/// screen at rest.
@preconcurrency @MainActor open class UICommand: UIMenuElement {
    /// The action sent to the first responder that performs it.
    ///
    /// No visible effect: commands show only in an open menu or the shortcut list, never in a screen at rest.
    open private(set) var action: Selector
    /// Data the action method can read.
    ///
    /// No visible effect: commands show only in an open menu or the shortcut list, never in a screen at rest.
    open private(set) var propertyList: Any?
    /// No visible effect: commands show only in an open menu or the shortcut list, never in a screen at rest.
    open private(set) var alternates: [UICommandAlternate]
    /// No visible effect: commands show only in an open menu or the shortcut list, never in a screen at rest.
    open var discoverabilityTitle: String?
    /// No visible effect: commands show only in an open menu or the shortcut list, never in a screen at rest.
    open var attributes: UIMenuElement.Attributes
    /// No visible effect: commands show only in an open menu or the shortcut list, never in a screen at rest.
    open var state: UIMenuElement.State

    /// A command with a title and an action.
    ///
    /// No visible effect: commands show only in an open menu or the shortcut list, never in a screen at rest.
    public init(
        title: String = "", image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
        alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
    ) {
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: nil, image: image)
    }
}

/// Another action of a command, chosen with modifier keys held, as UIKit's `UICommandAlternate`.
///
/// No visible effect: alternates show only in an open menu.
@preconcurrency @MainActor open class UICommandAlternate: NSObject {
    open private(set) var title: String
    /// No visible effect: commands show only in an open menu or the shortcut list, never in a screen at rest.
    open private(set) var action: Selector
    /// No visible effect: commands show only in an open menu or the shortcut list, never in a screen at rest.
    open private(set) var modifierFlags: UIKeyModifierFlags

    /// An alternate.
    ///
    /// No visible effect: commands show only in an open menu or the shortcut list, never in a screen at rest.
    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
        super.init()
    }
}
