// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// The domain of Core Bluetooth's errors, as `CBErrorDomain`.
public let CBErrorDomain = "CBErrorDomain"
/// The domain of the attribute protocol's errors, as `CBATTErrorDomain`.
public let CBATTErrorDomain = "CBATTErrorDomain"

/// A Core Bluetooth error, as `CBError`: its code and a description that says what happened.
public struct CBError: Error, CustomNSError, Hashable, Sendable {
    /// The codes of `CBError.Code`, with the SDK's raw values.
    public enum Code: Int, Hashable, Sendable {
        case unknown = 0, invalidParameters, invalidHandle, notConnected, outOfSpace, operationCancelled
        case connectionTimeout, peripheralDisconnected, uuidNotAllowed, alreadyAdvertising, connectionFailed
        case connectionLimitReached, unknownDevice, operationNotSupported, peerRemovedPairingInformation
        case encryptionTimedOut, tooManyLEPairedDevices
    }

    public let code: Code
    /// What happened (the error's localized description).
    public let reason: String

    public init(_ code: Code, reason: String = "") { (self.code, self.reason) = (code, reason) }

    public static var errorDomain: String { CBErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { reason.isEmpty ? [:] : [NSLocalizedDescriptionKey: reason] }

    public static var unknown: Code { .unknown }
    public static var invalidParameters: Code { .invalidParameters }
    public static var invalidHandle: Code { .invalidHandle }
    public static var notConnected: Code { .notConnected }
    public static var outOfSpace: Code { .outOfSpace }
    public static var operationCancelled: Code { .operationCancelled }
    public static var connectionTimeout: Code { .connectionTimeout }
    public static var peripheralDisconnected: Code { .peripheralDisconnected }
    public static var uuidNotAllowed: Code { .uuidNotAllowed }
    public static var alreadyAdvertising: Code { .alreadyAdvertising }
    public static var connectionFailed: Code { .connectionFailed }
    public static var connectionLimitReached: Code { .connectionLimitReached }
    public static var unknownDevice: Code { .unknownDevice }
    public static var operationNotSupported: Code { .operationNotSupported }
    public static var peerRemovedPairingInformation: Code { .peerRemovedPairingInformation }
    public static var encryptionTimedOut: Code { .encryptionTimedOut }
    public static var tooManyLEPairedDevices: Code { .tooManyLEPairedDevices }

    /// What a call that needs the radio fails with on Linux, naming `call`.
    static func noRadio(_ call: String) -> CBError {
        CBError(.operationNotSupported, reason: "\(call): CellSnap's device has no Bluetooth LE radio on Linux")
    }
}

extension CBError.Code {
    /// `catch CBError.operationNotSupported` matches a `CBError` of that code.
    public static func ~= (code: CBError.Code, error: any Error) -> Bool { (error as? CBError)?.code == code }
}

/// An attribute protocol error, as `CBATTError`, with the codes a peripheral answers a request with.
public struct CBATTError: Error, CustomNSError, Hashable, Sendable {
    /// The codes of `CBATTError.Code`, with the protocol's values.
    public enum Code: Int, Hashable, Sendable {
        case success = 0, invalidHandle, readNotPermitted, writeNotPermitted, invalidPdu
        case insufficientAuthentication, requestNotSupported, invalidOffset, insufficientAuthorization
        case prepareQueueFull, attributeNotFound, attributeNotLong, insufficientEncryptionKeySize
        case invalidAttributeValueLength, unlikelyError, insufficientEncryption, unsupportedGroupType
        case insufficientResources
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { CBATTErrorDomain }
    public var errorCode: Int { code.rawValue }
}
