import Foundation

/// The domain of Core Location's errors.
public let kCLErrorDomain = "kCLErrorDomain"

/// An error of Core Location, as `CLError`: its code, and a description that says what happened.
public struct CLError: Error, CustomNSError, Hashable, Sendable {
    /// The codes of `CLError.Code` (their raw values).
    public enum Code: Int, Hashable, Sendable {
        case locationUnknown = 0, denied = 1, network = 2, headingFailure = 3
        case regionMonitoringDenied = 4, regionMonitoringFailure = 5, regionMonitoringSetupDelayed = 6
        case regionMonitoringResponseDelayed = 7, geocodeFoundNoResult = 8, geocodeFoundPartialResult = 9
        case geocodeCanceled = 10, deferredFailed = 11, deferredNotUpdatingLocation = 12
        case deferredAccuracyTooLow = 13, deferredDistanceFiltered = 14, deferredCanceled = 15
        case rangingUnavailable = 16, rangingFailure = 17, promptDeclined = 18, historicalLocationError = 19
    }

    public let code: Code
    /// What happened (the error's localized description).
    public let reason: String

    public init(_ code: Code, reason: String = "") { (self.code, self.reason) = (code, reason) }

    public static var errorDomain: String { kCLErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { reason.isEmpty ? [:] : [NSLocalizedDescriptionKey: reason] }

    public static var locationUnknown: Code { .locationUnknown }
    public static var denied: Code { .denied }
    public static var network: Code { .network }
    public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
    public static var geocodeCanceled: Code { .geocodeCanceled }

}

extension CLError.Code {
    /// `catch CLError.denied` matches a `CLError` of that code.
    public static func ~= (code: CLError.Code, error: any Error) -> Bool { (error as? CLError)?.code == code }
}
