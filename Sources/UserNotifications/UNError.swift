// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// The domain of UserNotifications' errors.
public let UNErrorDomain = "UNErrorDomain"

/// An error of the notification center, as UserNotifications' `UNError`: its code, and a
/// description that says what CellSnap refused.
public struct UNError: Error, CustomNSError, Hashable, Sendable {
    /// The codes of `UNError.Code` (their raw values).
    public enum Code: Int, Hashable, Sendable {
        case notificationsNotAllowed = 1
        case attachmentInvalidURL = 100, attachmentUnrecognizedType = 101, attachmentInvalidFileSize = 102
        case attachmentNotInDataStore = 103, attachmentMoveIntoDataStoreFailed = 104, attachmentCorrupt = 105
        case notificationInvalidNoDate = 1400, notificationInvalidNoContent = 1401
        case contentProvidingObjectNotAllowed = 1500, contentProvidingInvalid = 1501
        case badgeInputInvalid = 1600
    }

    public let code: Code
    /// What went wrong (the error's localized description).
    public let reason: String

    init(_ code: Code, _ reason: String) { (self.code, self.reason) = (code, reason) }

    public static var errorDomain: String { UNErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: reason] }
    public var localizedDescription: String { reason }

    public static var notificationsNotAllowed: Code { .notificationsNotAllowed }
    public static var attachmentInvalidURL: Code { .attachmentInvalidURL }
    public static var notificationInvalidNoDate: Code { .notificationInvalidNoDate }
    public static var notificationInvalidNoContent: Code { .notificationInvalidNoContent }
    public static var badgeInputInvalid: Code { .badgeInputInvalid }

}

extension UNError.Code {
    /// `catch UNError.notificationsNotAllowed` matches a `UNError` of that code.
    public static func ~= (code: UNError.Code, error: any Error) -> Bool { (error as? UNError)?.code == code }
}
