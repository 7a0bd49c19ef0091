import Foundation

/// How an action behaves, as `UNNotificationActionOptions` (its raw values).
public struct UNNotificationActionOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// How a category's notifications behave, as `UNNotificationCategoryOptions` (its raw values).
public struct UNNotificationCategoryOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
    public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
    public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
    @available(*, deprecated, message: "Announcement is always allowed")
    public static let allowAnnouncement = UNNotificationCategoryOptions(rawValue: 1 << 4)
}

/// An action's icon, as `UNNotificationActionIcon`: a symbol or an image of the app's bundle.
open class UNNotificationActionIcon: NSObject, @unchecked Sendable {
    /// The symbol's or the image's name, and which of them it is.
    let name: String
    let isSystemImage: Bool

    private init(name: String, isSystemImage: Bool) {
        (self.name, self.isSystemImage) = (name, isSystemImage)
        super.init()
    }

    public convenience init(systemImageName: String) { self.init(name: systemImageName, isSystemImage: true) }
    public convenience init(templateImageName: String) { self.init(name: templateImageName, isSystemImage: false) }
}

/// A button of a notification, as `UNNotificationAction`.
open class UNNotificationAction: NSObject, @unchecked Sendable {
    public let identifier: String
    public let title: String
    public let options: UNNotificationActionOptions
    public let icon: UNNotificationActionIcon?

    public init(
        identifier: String, title: String, options: UNNotificationActionOptions = [],
        icon: UNNotificationActionIcon? = nil
    ) {
        (self.identifier, self.title, self.options, self.icon) = (identifier, title, options, icon)
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationAction else { return false }
        return identifier == other.identifier && title == other.title && options == other.options
    }
    open override var hash: Int { identifier.hashValue }
}

/// An action that asks for text, as `UNTextInputNotificationAction`.
open class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
    public let textInputButtonTitle: String
    public let textInputPlaceholder: String

    public init(
        identifier: String, title: String, options: UNNotificationActionOptions = [],
        icon: UNNotificationActionIcon? = nil, textInputButtonTitle: String, textInputPlaceholder: String
    ) {
        (self.textInputButtonTitle, self.textInputPlaceholder) = (textInputButtonTitle, textInputPlaceholder)
        super.init(identifier: identifier, title: title, options: options, icon: icon)
    }

    public convenience init(
        identifier: String, title: String, options: UNNotificationActionOptions = [],
        textInputButtonTitle: String, textInputPlaceholder: String
    ) {
        self.init(
            identifier: identifier, title: title, options: options, icon: nil,
            textInputButtonTitle: textInputButtonTitle, textInputPlaceholder: textInputPlaceholder)
    }
}

/// A kind of notification and its actions, as `UNNotificationCategory`: equal when their
/// identifiers are (a set of categories keeps one per identifier, as the center does).
open class UNNotificationCategory: NSObject, @unchecked Sendable {
    public let identifier: String
    public let actions: [UNNotificationAction]
    public let intentIdentifiers: [String]
    public let options: UNNotificationCategoryOptions
    public let hiddenPreviewsBodyPlaceholder: String
    public let categorySummaryFormat: String

    private init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
        placeholder: String, summaryFormat: String, options: UNNotificationCategoryOptions
    ) {
        (self.identifier, self.actions, self.intentIdentifiers) = (identifier, actions, intentIdentifiers)
        (hiddenPreviewsBodyPlaceholder, categorySummaryFormat, self.options) = (placeholder, summaryFormat, options)
        super.init()
    }

    public convenience init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
        options: UNNotificationCategoryOptions = []
    ) {
        self.init(
            identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
            placeholder: "", summaryFormat: "", options: options)
    }

    public convenience init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
        hiddenPreviewsBodyPlaceholder: String, options: UNNotificationCategoryOptions = []
    ) {
        self.init(
            identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
            placeholder: hiddenPreviewsBodyPlaceholder, summaryFormat: "", options: options)
    }

    public convenience init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
        hiddenPreviewsBodyPlaceholder: String?, categorySummaryFormat format: String?,
        options: UNNotificationCategoryOptions = []
    ) {
        self.init(
            identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
            placeholder: hiddenPreviewsBodyPlaceholder ?? "", summaryFormat: format ?? "", options: options)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UNNotificationCategory)?.identifier == identifier
    }
    open override var hash: Int { identifier.hashValue }
}
