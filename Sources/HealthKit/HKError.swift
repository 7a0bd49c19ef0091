// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// The domain of HealthKit's errors, as `HKErrorDomain`.
public let HKErrorDomain = "com.apple.healthkit"

/// An error of HealthKit, as `HKError`: its code, and a description that says what happened.
public struct HKError: Error, CustomNSError, Hashable, Sendable {
    /// The codes of `HKError.Code` (their raw values).
    public enum Code: Int, Hashable, Sendable {
        case errorHealthDataUnavailable = 1, errorHealthDataRestricted, errorInvalidArgument
        case errorAuthorizationDenied, errorAuthorizationNotDetermined, errorDatabaseInaccessible
        case errorUserCanceled, errorAnotherWorkoutSessionStarted, errorUserExitedWorkoutSession
        case errorRequiredAuthorizationDenied, errorNoData, errorWorkoutActivityNotAllowed
        case errorDataSizeExceeded, errorBackgroundWorkoutSessionNotAllowed, errorNotPermissibleForGuestUserMode
    }

    public let code: Code
    /// What happened (the error's localized description).
    public let reason: String

    public init(_ code: Code, reason: String = "") { (self.code, self.reason) = (code, reason) }

    public static var errorDomain: String { HKErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { reason.isEmpty ? [:] : [NSLocalizedDescriptionKey: reason] }

    public static var errorHealthDataUnavailable: Code { .errorHealthDataUnavailable }
    public static var errorAuthorizationDenied: Code { .errorAuthorizationDenied }
    public static var errorAuthorizationNotDetermined: Code { .errorAuthorizationNotDetermined }
    public static var errorNoData: Code { .errorNoData }

    /// What every call that needs the Health store finishes with on Linux, naming `call`.
    static func noStore(_ call: String) -> HKError {
        HKError(.errorHealthDataUnavailable, reason: "\(call): CellSnap does not provide the Health store on Linux")
    }
}

extension HKError.Code {
    /// `catch HKError.errorHealthDataUnavailable` matches an `HKError` of that code.
    public static func ~= (code: HKError.Code, error: any Error) -> Bool { (error as? HKError)?.code == code }
}
