// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// The domain of Core ML's errors, as `MLModelErrorDomain`.
public let MLModelErrorDomain = "com.apple.CoreML"

/// A Core ML error, as `MLModelError`: its code and a description that says what happened.
public struct MLModelError: Error, CustomNSError, Hashable, Sendable {
    /// The codes of `MLModelError.Code`, with the SDK's raw values.
    public enum Code: Int, Hashable, Sendable {
        case generic = 0, featureType = 1, io = 3, customLayer = 4, customModel = 5, update = 6, parameters = 7
        case modelDecryptionKeyFetch = 8, modelDecryption = 9, modelCollection = 10, predictionCancelled = 11
    }

    public let code: Code
    /// What happened (the error's localized description).
    public let reason: String

    public init(_ code: Code, _ reason: String = "") { (self.code, self.reason) = (code, reason) }

    public static var errorDomain: String { MLModelErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { reason.isEmpty ? [:] : [NSLocalizedDescriptionKey: reason] }

    public static var generic: Code { .generic }
    public static var featureType: Code { .featureType }
    public static var io: Code { .io }
    public static var customLayer: Code { .customLayer }
    public static var customModel: Code { .customModel }
    public static var update: Code { .update }
    public static var parameters: Code { .parameters }
    public static var modelDecryptionKeyFetch: Code { .modelDecryptionKeyFetch }
    public static var modelDecryption: Code { .modelDecryption }
    public static var modelCollection: Code { .modelCollection }
    public static var predictionCancelled: Code { .predictionCancelled }

    /// What loading or compiling the model at `url` throws on Linux, naming `call`.
    static func noRuntime(_ call: String, _ url: URL) -> MLModelError {
        MLModelError(
            .io,
            "\(call): \(url.lastPathComponent): there is no Core ML runtime on Linux, so no model is loaded or compiled"
        )
    }
}

extension MLModelError.Code {
    /// `catch MLModelError.io` matches an `MLModelError` of that code.
    public static func ~= (code: MLModelError.Code, error: any Error) -> Bool { (error as? MLModelError)?.code == code }
}
