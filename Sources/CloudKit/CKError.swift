// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// The domain of CloudKit's errors, as `CKErrorDomain`.
public let CKErrorDomain = "CKErrorDomain"
/// The user-info key of a partial failure's errors by item, as `CKPartialErrorsByItemIDKey`.
public let CKPartialErrorsByItemIDKey = "CKPartialErrors"
/// The user-info key of the seconds to wait before retrying, as `CKErrorRetryAfterKey`.
public let CKErrorRetryAfterKey = "CKRetryAfter"
/// The user-info key of the server's record in a conflict, as `CKRecordChangedErrorServerRecordKey`.
public let CKRecordChangedErrorServerRecordKey = "ServerRecord"
/// The user-info key of the app's record in a conflict, as `CKRecordChangedErrorClientRecordKey`.
public let CKRecordChangedErrorClientRecordKey = "ClientRecord"
/// The user-info key of the common ancestor in a conflict, as `CKRecordChangedErrorAncestorRecordKey`.
public let CKRecordChangedErrorAncestorRecordKey = "AncestorRecord"

/// An error of CloudKit, as `CKError`: its code and user info.
public struct CKError: Error, CustomNSError, Hashable, @unchecked Sendable {
    /// The codes of `CKError.Code` (their raw values).
    public enum Code: Int, Hashable, Sendable {
        case internalError = 1, partialFailure, networkUnavailable, networkFailure, badContainer
        case serviceUnavailable, requestRateLimited, missingEntitlement, notAuthenticated, permissionFailure
        case unknownItem, invalidArguments, resultsTruncated, serverRecordChanged, serverRejectedRequest
        case assetFileNotFound, assetFileModified, incompatibleVersion, constraintViolation, operationCancelled
        case changeTokenExpired, batchRequestFailed, zoneBusy, badDatabase, quotaExceeded, zoneNotFound
        case limitExceeded, userDeletedZone, tooManyParticipants, alreadyShared, referenceViolation
        case managedAccountRestricted, participantMayNeedVerification, serverResponseLost, assetNotAvailable
        case accountTemporarilyUnavailable
    }

    /// The error's code.
    public let code: Code
    /// The error's user info.
    public let errorUserInfo: [String: Any]

    /// An error of `code` with `userInfo`.
    public init(_ code: Code, userInfo: [String: Any] = [:]) { (self.code, errorUserInfo) = (code, userInfo) }

    /// The error's user info (the same as `errorUserInfo`, as a bridged error's).
    public var userInfo: [String: Any] { errorUserInfo }

    public static var errorDomain: String { CKErrorDomain }
    public var errorCode: Int { code.rawValue }

    /// The seconds to wait before retrying, when the server says.
    public var retryAfterSeconds: Double? { (errorUserInfo[CKErrorRetryAfterKey] as? NSNumber)?.doubleValue }
    /// A partial failure's errors, by the identifier of each item that failed.
    public var partialErrorsByItemID: [AnyHashable: any Error]? {
        errorUserInfo[CKPartialErrorsByItemIDKey] as? [AnyHashable: any Error]
    }
    /// The server's record of a conflict.
    public var serverRecord: CKRecord? { errorUserInfo[CKRecordChangedErrorServerRecordKey] as? CKRecord }
    /// The app's record of a conflict.
    public var clientRecord: CKRecord? { errorUserInfo[CKRecordChangedErrorClientRecordKey] as? CKRecord }
    /// The common ancestor of a conflict.
    public var ancestorRecord: CKRecord? { errorUserInfo[CKRecordChangedErrorAncestorRecordKey] as? CKRecord }

    public static func == (lhs: CKError, rhs: CKError) -> Bool {
        lhs.code == rhs.code && lhs.localizedDescription == rhs.localizedDescription
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// The error every call that needs iCloud finishes with on Linux: `.notAuthenticated` (what iOS
    /// answers on a device signed in to no iCloud account), its description naming `call`.
    static func noService(_ call: String) -> CKError {
        CKError(
            .notAuthenticated,
            userInfo: [
                NSLocalizedDescriptionKey: "\(call): CellSnap does not provide iCloud (CloudKit's service) on Linux"
            ])
    }

    public static var internalError: Code { .internalError }
    public static var partialFailure: Code { .partialFailure }
    public static var networkUnavailable: Code { .networkUnavailable }
    public static var networkFailure: Code { .networkFailure }
    public static var serviceUnavailable: Code { .serviceUnavailable }
    public static var requestRateLimited: Code { .requestRateLimited }
    public static var notAuthenticated: Code { .notAuthenticated }
    public static var permissionFailure: Code { .permissionFailure }
    public static var unknownItem: Code { .unknownItem }
    public static var serverRecordChanged: Code { .serverRecordChanged }
    public static var operationCancelled: Code { .operationCancelled }
    public static var changeTokenExpired: Code { .changeTokenExpired }
    public static var zoneBusy: Code { .zoneBusy }
    public static var quotaExceeded: Code { .quotaExceeded }
    public static var zoneNotFound: Code { .zoneNotFound }
    public static var limitExceeded: Code { .limitExceeded }
    public static var userDeletedZone: Code { .userDeletedZone }
    public static var accountTemporarilyUnavailable: Code { .accountTemporarilyUnavailable }
}

extension CKError.Code {
    /// `catch CKError.networkFailure` matches a `CKError` of that code.
    public static func ~= (code: CKError.Code, error: any Error) -> Bool { (error as? CKError)?.code == code }
}
