// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// The domain of Core NFC's errors, as `NFCErrorDomain`.
public let NFCErrorDomain = "NFCError"

/// An error of a reader session or a tag, as Core NFC's `NFCReaderError`: its code, and a
/// description that says what happened.
public struct NFCReaderError: Error, CustomNSError, Hashable, Sendable {
    /// The codes of `NFCReaderError.Code`, with the SDK's raw values.
    public enum Code: Int, Hashable, Sendable {
        case readerErrorUnsupportedFeature = 1, readerErrorSecurityViolation, readerErrorInvalidParameter
        case readerErrorInvalidParameterLength, readerErrorParameterOutOfBound, readerErrorRadioDisabled
        case readerErrorIneligible, readerErrorAccessNotAccepted
        case readerTransceiveErrorTagConnectionLost = 100, readerTransceiveErrorRetryExceeded
        case readerTransceiveErrorTagResponseError, readerTransceiveErrorSessionInvalidated
        case readerTransceiveErrorTagNotConnected, readerTransceiveErrorPacketTooLong
        case readerSessionInvalidationErrorUserCanceled = 200, readerSessionInvalidationErrorSessionTimeout
        case readerSessionInvalidationErrorSessionTerminatedUnexpectedly
        case readerSessionInvalidationErrorSystemIsBusy, readerSessionInvalidationErrorFirstNDEFTagRead
        case tagCommandConfigurationErrorInvalidParameters = 300
        case ndefReaderSessionErrorTagNotWritable = 400, ndefReaderSessionErrorTagUpdateFailure
        case ndefReaderSessionErrorTagSizeTooSmall, ndefReaderSessionErrorZeroLengthMessage
    }

    public let code: Code
    /// What happened (the error's localized description).
    public let reason: String

    public init(_ code: Code, reason: String = "") { (self.code, self.reason) = (code, reason) }

    public static var errorDomain: String { NFCErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { reason.isEmpty ? [:] : [NSLocalizedDescriptionKey: reason] }

    public static var readerErrorUnsupportedFeature: Code { .readerErrorUnsupportedFeature }
    public static var readerErrorSecurityViolation: Code { .readerErrorSecurityViolation }
    public static var readerErrorInvalidParameter: Code { .readerErrorInvalidParameter }
    public static var readerErrorInvalidParameterLength: Code { .readerErrorInvalidParameterLength }
    public static var readerErrorParameterOutOfBound: Code { .readerErrorParameterOutOfBound }
    public static var readerErrorRadioDisabled: Code { .readerErrorRadioDisabled }
    public static var readerErrorIneligible: Code { .readerErrorIneligible }
    public static var readerErrorAccessNotAccepted: Code { .readerErrorAccessNotAccepted }
    public static var readerTransceiveErrorTagConnectionLost: Code { .readerTransceiveErrorTagConnectionLost }
    public static var readerTransceiveErrorRetryExceeded: Code { .readerTransceiveErrorRetryExceeded }
    public static var readerTransceiveErrorTagResponseError: Code { .readerTransceiveErrorTagResponseError }
    public static var readerTransceiveErrorSessionInvalidated: Code { .readerTransceiveErrorSessionInvalidated }
    public static var readerTransceiveErrorTagNotConnected: Code { .readerTransceiveErrorTagNotConnected }
    public static var readerTransceiveErrorPacketTooLong: Code { .readerTransceiveErrorPacketTooLong }
    public static var readerSessionInvalidationErrorUserCanceled: Code { .readerSessionInvalidationErrorUserCanceled }
    public static var readerSessionInvalidationErrorSessionTimeout: Code {
        .readerSessionInvalidationErrorSessionTimeout
    }
    public static var readerSessionInvalidationErrorSessionTerminatedUnexpectedly: Code {
        .readerSessionInvalidationErrorSessionTerminatedUnexpectedly
    }
    public static var readerSessionInvalidationErrorSystemIsBusy: Code { .readerSessionInvalidationErrorSystemIsBusy }
    public static var readerSessionInvalidationErrorFirstNDEFTagRead: Code {
        .readerSessionInvalidationErrorFirstNDEFTagRead
    }
    public static var tagCommandConfigurationErrorInvalidParameters: Code {
        .tagCommandConfigurationErrorInvalidParameters
    }
    public static var ndefReaderSessionErrorTagNotWritable: Code { .ndefReaderSessionErrorTagNotWritable }
    public static var ndefReaderSessionErrorTagUpdateFailure: Code { .ndefReaderSessionErrorTagUpdateFailure }
    public static var ndefReaderSessionErrorTagSizeTooSmall: Code { .ndefReaderSessionErrorTagSizeTooSmall }
    public static var ndefReaderSessionErrorZeroLengthMessage: Code { .ndefReaderSessionErrorZeroLengthMessage }

    /// What a session that begins on Linux is invalidated with, naming `call`.
    static func noReader(_ call: String) -> NFCReaderError {
        NFCReaderError(
            .readerErrorUnsupportedFeature,
            reason: "\(call): CellSnap's device has no NFC reader on Linux; no tag is ever detected")
    }
}

extension NFCReaderError.Code {
    /// `catch NFCReaderError.readerErrorUnsupportedFeature` matches an `NFCReaderError` of that code.
    public static func ~= (code: NFCReaderError.Code, error: any Error) -> Bool {
        (error as? NFCReaderError)?.code == code
    }
}
