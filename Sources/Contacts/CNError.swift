// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// The domain of the Contacts framework's errors, as `CNErrorDomain`.
public let CNErrorDomain = "CNErrorDomain"
/// The user-info key of the records an error is about, as `CNErrorUserInfoAffectedRecordsKey`.
public let CNErrorUserInfoAffectedRecordsKey = "CNAffectedRecords"
/// The user-info key of the identifiers an error is about, as
/// `CNErrorUserInfoAffectedRecordIdentifiersKey`.
public let CNErrorUserInfoAffectedRecordIdentifiersKey = "CNAffectedRecordIdentifiers"
/// The user-info key of the key paths an error is about, as `CNErrorUserInfoKeyPathsKey`.
public let CNErrorUserInfoKeyPathsKey = "CNKeyPaths"
/// The user-info key of the errors a validation error holds, as `CNErrorUserInfoValidationErrorsKey`.
public let CNErrorUserInfoValidationErrorsKey = "CNValidationErrors"

/// An error of the Contacts framework, as `CNError`: its code and user info.
public struct CNError: Error, CustomNSError, Hashable, @unchecked Sendable {
    /// The codes of `CNError.Code` (their raw values).
    public enum Code: Int, Hashable, Sendable {
        case communicationError = 1, dataAccessError = 2
        case authorizationDenied = 100, noAccessableWritableContainers = 101, unauthorizedKeys = 102
        case featureDisabledByUser = 103, featureNotAvailable = 104
        case recordDoesNotExist = 200, insertedRecordAlreadyExists = 201, containmentCycle = 202
        case containmentScope = 203, parentRecordDoesNotExist = 204, recordIdentifierInvalid = 205
        case recordNotWritable = 206, parentContainerNotWritable = 207
        case validationMultipleErrors = 300, validationTypeMismatch = 301, validationConfigurationError = 302
        case predicateInvalid = 400, policyViolation = 500
        case clientIdentifierInvalid = 600, clientIdentifierDoesNotExist = 601, clientIdentifierCollision = 602
        case changeHistoryExpired = 603, changeHistoryInvalidAnchor = 604, changeHistoryInvalidFetchRequest = 605
        case vCardMalformed = 700, vCardSummarizationError = 701
    }

    /// The error's code.
    public let code: Code
    /// The error's user info.
    public let errorUserInfo: [String: Any]

    /// An error of `code` with `userInfo`.
    public init(_ code: Code, userInfo: [String: Any] = [:]) { (self.code, errorUserInfo) = (code, userInfo) }

    /// The error's user info (the same as `errorUserInfo`, as a bridged error's).
    public var userInfo: [String: Any] { errorUserInfo }
    public static var errorDomain: String { CNErrorDomain }
    public var errorCode: Int { code.rawValue }

    public static func == (lhs: CNError, rhs: CNError) -> Bool {
        lhs.code == rhs.code && lhs.localizedDescription == rhs.localizedDescription
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// An error of `code` whose description names `call` and says `reason`.
    static func make(_ code: Code, _ call: String, _ reason: String) -> CNError {
        CNError(code, userInfo: [NSLocalizedDescriptionKey: "\(call): \(reason)"])
    }

    /// What every read and save of a store that is not authorized throws.
    static func denied(_ call: String) -> CNError {
        make(
            .authorizationDenied, call,
            "the app may not read the contacts (CellSnap's store is authorized only when a test fills it "
                + "with CNContactStore.cellSnapFill)")
    }
}
