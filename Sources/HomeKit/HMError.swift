// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// The domain of HomeKit's errors, as `HMErrorDomain`.
public let HMErrorDomain = "HMErrorDomain"

/// A HomeKit error, as `HMError`: its code and a description that names the call and says what
/// happened.
public struct HMError: Error, CustomNSError, Hashable, Sendable {
    /// The codes of `HMError.Code`, with the SDK's raw values (`HMErrorCode…` in `HMError.h`).
    public enum Code: Int, Hashable, Sendable {
        case unexpectedError = -1
        case alreadyExists = 1, notFound, invalidParameter, accessoryNotReachable, readOnlyCharacteristic
        case writeOnlyCharacteristic, notificationNotSupported, operationTimedOut, accessoryPoweredOff
        case accessDenied, objectAssociatedToAnotherHome, objectNotAssociatedToAnyHome
        case objectAlreadyAssociatedToHome, accessoryIsBusy, operationInProgress, accessoryOutOfResources
        case insufficientPrivileges, accessoryPairingFailed, invalidDataFormatSpecified, nilParameter
        case unconfiguredParameter, invalidClass, operationCancelled, roomForHomeCannotBeInZone
        case noActionsInActionSet, noRegisteredActionSets, missingParameter, fireDateInPast
        case roomForHomeCannotBeUpdated, actionInAnotherActionSet, objectWithSimilarNameExistsInHome
        case homeWithSimilarNameExists, renameWithSimilarName, cannotRemoveNonBridgeAccessory
        case nameContainsProhibitedCharacters, nameDoesNotStartWithValidCharacters, userIDNotEmailAddress
        case userDeclinedAddingUser, userDeclinedRemovingUser, userDeclinedInvite, userManagementFailed
        case recurrenceTooSmall, invalidValueType, valueLowerThanMinimum, valueHigherThanMaximum
        case stringLongerThanMaximum, homeAccessNotAuthorized, operationNotSupported
        case maximumObjectLimitReached, accessorySentInvalidResponse, stringShorterThanMinimum
        case genericError, securityFailure, communicationFailure, messageAuthenticationFailed
        case invalidMessageSize, accessoryDiscoveryFailed, clientRequestError, accessoryResponseError
        case nameDoesNotEndWithValidCharacters, accessoryIsBlocked, invalidAssociatedServiceType
        case actionSetExecutionFailed, actionSetExecutionPartialSuccess, actionSetExecutionInProgress
        case accessoryOutOfCompliance, dataResetFailure, notificationAlreadyEnabled
        case recurrenceMustBeOnSpecifiedBoundaries, dateMustBeOnSpecifiedBoundaries
        case cannotActivateTriggerTooFarInFuture, recurrenceTooLarge, readWritePartialSuccess
        case readWriteFailure, notSignedIntoiCloud, keychainSyncNotEnabled, cloudDataSyncInProgress
        case networkUnavailable, addAccessoryFailed, missingEntitlement, cannotUnblockNonBridgeAccessory
        case deviceLocked, cannotRemoveBuiltinActionSet, locationForHomeDisabled
        case notAuthorizedForLocationServices, referToUserManual, invalidOrMissingAuthorizationData
        case bridgedAccessoryNotReachable, notAuthorizedForMicrophoneAccess, incompatibleNetwork
        case noHomeHub, noCompatibleHomeHub, incompatibleAccessory
    }

    public let code: Code
    /// What happened (the error's localized description).
    public let reason: String

    public init(_ code: Code, reason: String = "") { (self.code, self.reason) = (code, reason) }

    public static var errorDomain: String { HMErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { reason.isEmpty ? [:] : [NSLocalizedDescriptionKey: reason] }

    public static var alreadyExists: Code { .alreadyExists }
    public static var notFound: Code { .notFound }
    public static var invalidParameter: Code { .invalidParameter }
    public static var accessoryNotReachable: Code { .accessoryNotReachable }
    public static var readOnlyCharacteristic: Code { .readOnlyCharacteristic }
    public static var writeOnlyCharacteristic: Code { .writeOnlyCharacteristic }
    public static var notificationNotSupported: Code { .notificationNotSupported }
    public static var operationCancelled: Code { .operationCancelled }
    public static var roomForHomeCannotBeInZone: Code { .roomForHomeCannotBeInZone }
    public static var noActionsInActionSet: Code { .noActionsInActionSet }
    public static var noRegisteredActionSets: Code { .noRegisteredActionSets }
    public static var fireDateInPast: Code { .fireDateInPast }
    public static var roomForHomeCannotBeUpdated: Code { .roomForHomeCannotBeUpdated }
    public static var objectWithSimilarNameExistsInHome: Code { .objectWithSimilarNameExistsInHome }
    public static var homeWithSimilarNameExists: Code { .homeWithSimilarNameExists }
    public static var invalidValueType: Code { .invalidValueType }
    public static var valueLowerThanMinimum: Code { .valueLowerThanMinimum }
    public static var valueHigherThanMaximum: Code { .valueHigherThanMaximum }
    public static var stringLongerThanMaximum: Code { .stringLongerThanMaximum }
    public static var operationNotSupported: Code { .operationNotSupported }
    public static var accessoryDiscoveryFailed: Code { .accessoryDiscoveryFailed }
    public static var dateMustBeOnSpecifiedBoundaries: Code { .dateMustBeOnSpecifiedBoundaries }
    public static var noHomeHub: Code { .noHomeHub }
    public static var genericError: Code { .genericError }
}

extension HMError.Code {
    /// `catch HMError.notFound` matches an `HMError` of that code.
    public static func ~= (code: HMError.Code, error: any Error) -> Bool { (error as? HMError)?.code == code }
}

/// Calls `handler` with `error` asynchronously on the main queue, as HomeKit calls its completion
/// handlers.
func completeOnMain(_ handler: ((Error?) -> Void)?, _ error: HMError?) {
    guard let handler else { return }
    DispatchQueue.main.async { handler(error) }
}

/// Finishes an async call as its completion handler would, on the main queue.
func awaitCompletion(_ start: (@escaping (Error?) -> Void) -> Void) async throws {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
        start { error in
            if let error { continuation.resume(throwing: error) } else { continuation.resume() }
        }
    }
}

/// Whether `name` is a name HomeKit accepts: not empty once its spaces are trimmed.
func validName(_ name: String) -> Bool { !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }

/// Whether two names are the "similar" names HomeKit refuses side by side: equal once trimmed,
/// ignoring case and diacritics (CellSnap's reading of HomeKit's undocumented comparison).
func similarNames(_ first: String, _ second: String) -> Bool {
    let trim = { (name: String) in name.trimmingCharacters(in: .whitespacesAndNewlines) }
    return trim(first).compare(trim(second), options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame
}
