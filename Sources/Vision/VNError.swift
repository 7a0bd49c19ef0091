// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// The domain of the errors Vision's calls throw (`NSError.domain`).
public let VNErrorDomain = "com.apple.Vision"

/// The codes of Vision's errors (`NSError.code` in ``VNErrorDomain``), with the SDK's raw values.
public enum VNErrorCode: Int, Hashable, Sendable {
    case turiCoreErrorCode = -1
    case OK = 0
    case requestCancelled, invalidFormat, operationFailed, outOfBoundsError, invalidOption, ioError
    case missingOption, notImplemented, internalError, outOfMemory, unknownError, invalidOperation
    case invalidImage, invalidArgument, invalidModel, unsupportedRevision, dataUnavailable
    case timeStampNotFound, unsupportedRequest, timeout, unsupportedComputeStage, unsupportedComputeDevice
}

extension NSError {
    /// A Vision error of `code` whose localized description is `description`.
    static func vision(_ code: VNErrorCode, _ description: String) -> NSError {
        NSError(domain: VNErrorDomain, code: code.rawValue, userInfo: [NSLocalizedDescriptionKey: description])
    }
}
