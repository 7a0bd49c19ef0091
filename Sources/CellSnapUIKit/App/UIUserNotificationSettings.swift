import Foundation

// UIKit's notifications of iOS 8 to 9, deprecated in iOS 10 for the UserNotifications framework and
// still in older apps: the settings an app registers (`UIApplication.registerUserNotificationSettings(_:)`),
// their categories and actions, and local notifications (`UILocalNotification`) the app schedules.
// Nothing here shows a notification: a snapshot is of the app's own screens.

/// The ways a notification may alert the person, as UIKit's `UIUserNotificationType`
/// (deprecated in iOS 10 for `UNAuthorizationOptions`).
public struct UIUserNotificationType: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The number on the app's icon.
    public static let badge = UIUserNotificationType(rawValue: 1 << 0)
    /// A sound.
    public static let sound = UIUserNotificationType(rawValue: 1 << 1)
    /// A banner or an alert.
    public static let alert = UIUserNotificationType(rawValue: 1 << 2)
}

/// The remote notification types of iOS 7 and earlier, as UIKit's `UIRemoteNotificationType`
/// (deprecated in iOS 8 for ``UIUserNotificationType``).
public struct UIRemoteNotificationType: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UIRemoteNotificationType(rawValue: 1 << 0)
    public static let sound = UIRemoteNotificationType(rawValue: 1 << 1)
    public static let alert = UIRemoteNotificationType(rawValue: 1 << 2)
    public static let newsstandContentAvailability = UIRemoteNotificationType(rawValue: 1 << 3)
}

/// Where a notification's actions show, as UIKit's `UIUserNotificationActionContext`: up to four
/// in an alert (`default`), two in a banner or on the lock screen (`minimal`).
public enum UIUserNotificationActionContext: UInt, Hashable, Sendable {
    case `default` = 0, minimal
}

/// Whether an action opens the app, as UIKit's `UIUserNotificationActivationMode`.
public enum UIUserNotificationActivationMode: UInt, Hashable, Sendable {
    case foreground = 0, background
}

/// What an action asks of the person, as UIKit's `UIUserNotificationActionBehavior`.
public enum UIUserNotificationActionBehavior: UInt, Hashable, Sendable {
    case `default` = 0, textInput
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The key of the send button's title in an action's ``UIUserNotificationAction/parameters``.
public let UIUserNotificationTextInputActionButtonTitleKey = "UIUserNotificationTextInputActionButtonTitleKey"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The key of the text the person typed in the response info of a text input action.
public let UIUserNotificationActionResponseTypedTextKey = "UIUserNotificationActionResponseTypedTextKey"

/// The alerts an app asks to use and the categories of its notifications, as UIKit's
/// `UIUserNotificationSettings` (deprecated in iOS 10).
@preconcurrency @MainActor open class UIUserNotificationSettings: NSObject {
    /// The ways the app's notifications may alert the person.
    open private(set) var types: UIUserNotificationType
    /// The categories of the app's notifications, with their actions.
    open private(set) var categories: Set<UIUserNotificationCategory>?

    /// Settings of `types` and `categories`.
    public init(types: UIUserNotificationType, categories: Set<UIUserNotificationCategory>?) {
        self.types = types
        self.categories = categories
        super.init()
    }

    /// Settings asking for nothing.
    public override convenience init() { self.init(types: [], categories: nil) }
}

/// A kind of notification and the actions it offers, as UIKit's `UIUserNotificationCategory`
/// (deprecated in iOS 10); ``UIMutableUserNotificationCategory`` sets them.
@preconcurrency @MainActor open class UIUserNotificationCategory: NSObject {
    fileprivate var storedIdentifier: String?
    fileprivate var actionsByContext: [UIUserNotificationActionContext: [UIUserNotificationAction]] = [:]

    public override init() { super.init() }

    /// The name the app's notifications give in their `category`.
    open var identifier: String? { storedIdentifier }

    /// The actions shown in `context`: those set for it; in the minimal context, the first two
    /// of the default context's when none were set for it, as UIKit falls back.
    open func actions(for context: UIUserNotificationActionContext) -> [UIUserNotificationAction]? {
        if let actions = actionsByContext[context] { return actions }
        guard context == .minimal, let actions = actionsByContext[.default] else { return nil }
        return Array(actions.prefix(2))
    }
}

/// A category whose identifier and actions can be set, as UIKit's `UIMutableUserNotificationCategory`.
@preconcurrency @MainActor open class UIMutableUserNotificationCategory: UIUserNotificationCategory {
    /// The name the app's notifications give in their `category`.
    open override var identifier: String? {
        get { storedIdentifier }
        set { storedIdentifier = newValue }
    }

    /// Sets the actions of `context` (`nil` removes them).
    open func setActions(_ actions: [UIUserNotificationAction]?, for context: UIUserNotificationActionContext) {
        actionsByContext[context] = actions
    }
}

/// A button of a notification, as UIKit's `UIUserNotificationAction` (deprecated in iOS 10);
/// ``UIMutableUserNotificationAction`` sets its properties.
@preconcurrency @MainActor open class UIUserNotificationAction: NSObject {
    /// The properties, which the mutable subclass sets.
    fileprivate struct Properties {
        var identifier: String?
        var title: String?
        var behavior = UIUserNotificationActionBehavior.default
        var parameters: [AnyHashable: Any] = [:]
        var activationMode = UIUserNotificationActivationMode.foreground
        var isAuthenticationRequired = false
        var isDestructive = false
    }
    fileprivate var properties = Properties()

    public override init() { super.init() }

    /// The name the app's delegate is given when the person taps the action.
    open var identifier: String? { properties.identifier }
    /// The button's title.
    open var title: String? { properties.title }
    /// Whether the action asks for text.
    open var behavior: UIUserNotificationActionBehavior { properties.behavior }
    /// The action's parameters (``UIUserNotificationTextInputActionButtonTitleKey``).
    open var parameters: [AnyHashable: Any] { properties.parameters }
    /// Whether the action opens the app.
    open var activationMode: UIUserNotificationActivationMode { properties.activationMode }
    /// Whether the device must be unlocked first: always for an action that opens the app, as
    /// UIKit ignores the setting then.
    open var isAuthenticationRequired: Bool {
        properties.activationMode == .foreground || properties.isAuthenticationRequired
    }
    /// Whether the button is drawn in red.
    open var isDestructive: Bool { properties.isDestructive }
}

/// An action whose properties can be set, as UIKit's `UIMutableUserNotificationAction`.
@preconcurrency @MainActor open class UIMutableUserNotificationAction: UIUserNotificationAction {
    open override var identifier: String? {
        get { properties.identifier }
        set { properties.identifier = newValue }
    }
    open override var title: String? {
        get { properties.title }
        set { properties.title = newValue }
    }
    open override var behavior: UIUserNotificationActionBehavior {
        get { properties.behavior }
        set { properties.behavior = newValue }
    }
    open override var parameters: [AnyHashable: Any] {
        get { properties.parameters }
        set { properties.parameters = newValue }
    }
    open override var activationMode: UIUserNotificationActivationMode {
        get { properties.activationMode }
        set { properties.activationMode = newValue }
    }
    open override var isAuthenticationRequired: Bool {
        get { super.isAuthenticationRequired }
        set { properties.isAuthenticationRequired = newValue }
    }
    open override var isDestructive: Bool {
        get { properties.isDestructive }
        set { properties.isDestructive = newValue }
    }
}
