// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A notification to deliver, as UserNotifications' `UNNotificationRequest`.
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    public let identifier: String
    /// A copy of the content the request was made with.
    public let content: UNNotificationContent
    /// When it is delivered; `nil` delivers it at once.
    public let trigger: UNNotificationTrigger?

    /// A request named `identifier` (a request added with the identifier of a pending one replaces it).
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content.copy() as? UNNotificationContent ?? content
        self.trigger = trigger
        super.init()
    }
}

/// A delivered notification, as `UNNotification`: its request and when it was delivered.
open class UNNotification: NSObject, @unchecked Sendable {
    public let date: Date
    public let request: UNNotificationRequest

    init(date: Date, request: UNNotificationRequest) {
        (self.date, self.request) = (date, request)
        super.init()
    }
}

/// The identifier of the response to a notification the person opened.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The identifier of the response to a notification the person dismissed (categories with
/// `.customDismissAction` only).
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// What the person did with a notification, as `UNNotificationResponse`.
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    public let notification: UNNotification
    /// The action's identifier, or ``UNNotificationDefaultActionIdentifier``.
    public let actionIdentifier: String

    init(notification: UNNotification, actionIdentifier: String) {
        (self.notification, self.actionIdentifier) = (notification, actionIdentifier)
        super.init()
    }
}

/// The response to a text input action, as `UNTextInputNotificationResponse`.
open class UNTextInputNotificationResponse: UNNotificationResponse, @unchecked Sendable {
    public let userText: String

    init(notification: UNNotification, actionIdentifier: String, userText: String) {
        self.userText = userText
        super.init(notification: notification, actionIdentifier: actionIdentifier)
    }
}
