// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation
import Synchronization

/// What an app asks the owner to prove, as `LAPolicy` (its raw values).
public enum LAPolicy: Int, Hashable, Sendable {
    case deviceOwnerAuthenticationWithBiometrics = 1
    case deviceOwnerAuthentication = 2
}

/// The device's biometry, as `LABiometryType` (its raw values).
public enum LABiometryType: Int, Hashable, Sendable {
    case none = 0, touchID = 1, faceID = 2, opticID = 4
}

/// The domain of LocalAuthentication's errors.
public let LAErrorDomain = "com.apple.LocalAuthentication"

/// An error of LocalAuthentication, as `LAError`: its code and what happened.
public struct LAError: Error, CustomNSError, Hashable, Sendable {
    /// The codes of `LAError.Code` (their raw values).
    public enum Code: Int, Hashable, Sendable {
        case authenticationFailed = -1, userCancel = -2, userFallback = -3, systemCancel = -4, passcodeNotSet = -5
        case biometryNotAvailable = -6, biometryNotEnrolled = -7, biometryLockout = -8, appCancel = -9
        case invalidContext = -10, notInteractive = -1004

        @available(*, deprecated, renamed: "biometryNotAvailable")
        public static var touchIDNotAvailable: Code { .biometryNotAvailable }
        @available(*, deprecated, renamed: "biometryNotEnrolled")
        public static var touchIDNotEnrolled: Code { .biometryNotEnrolled }
        @available(*, deprecated, renamed: "biometryLockout")
        public static var touchIDLockout: Code { .biometryLockout }
    }

    public let code: Code
    public let reason: String

    public init(_ code: Code, reason: String = "") { (self.code, self.reason) = (code, reason) }

    public static var errorDomain: String { LAErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: reason] }

    public static var authenticationFailed: Code { .authenticationFailed }
    public static var userCancel: Code { .userCancel }
    public static var userFallback: Code { .userFallback }
    public static var biometryNotAvailable: Code { .biometryNotAvailable }
    public static var biometryNotEnrolled: Code { .biometryNotEnrolled }
    public static var biometryLockout: Code { .biometryLockout }
    public static var passcodeNotSet: Code { .passcodeNotSet }
}

extension LAError.Code {
    /// `catch LAError.userCancel` matches an `LAError` of that code.
    public static func ~= (code: LAError.Code, error: any Error) -> Bool { (error as? LAError)?.code == code }
}

/// Asks the device's owner to authenticate, as LocalAuthentication's `LAContext`. Linux has no
/// biometry: CellSnap's device is the one a test describes (``cellSnapSetDevice(biometry:enrolled:passcodeSet:answer:)``):
/// no biometry, a passcode, and an owner who authenticates, until then. Replies come at once,
/// on the calling thread. ``biometryType`` is set by ``canEvaluatePolicy(_:error:)``, as Apple
/// documents.
open class LAContext: NSObject, @unchecked Sendable {
    /// The device's biometry: `.none` until ``canEvaluatePolicy(_:error:)`` is called.
    open private(set) var biometryType = LABiometryType.none
    /// The title of the fallback button (kept; nothing is shown here).
    open var localizedFallbackTitle: String?
    /// The title of the cancel button (kept; nothing is shown here).
    open var localizedCancelTitle: String?
    open var localizedReason = ""
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    /// Whether the context may show its interface: when `true`, evaluations fail with `.notInteractive`.
    open var interactionNotAllowed = false
    private var invalidated = false

    public override init() { super.init() }

    /// Whether `policy` can be evaluated on the device; `error` gets why not.
    open func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer) -> Bool {
        let device = TestDevice.current.withLock { $0 }
        biometryType = device.biometry
        guard let problem = problem(policy, device) else { return true }
        error?.pointee = problem as NSError
        return false
    }

    /// Asks the owner to authenticate for `localizedReason`; `reply` gets the test's answer, at once.
    open func evaluatePolicy(
        _ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        switch evaluation(policy) {
        case .success: reply(true, nil)
        case .failure(let error): reply(false, error)
        }
    }

    /// Asks the owner to authenticate for `localizedReason`; throws the test's refusal.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        try evaluation(policy).get()
        return true
    }

    /// Ends the context: later evaluations fail with `.invalidContext`.
    open func invalidate() { invalidated = true }

    private func evaluation(_ policy: LAPolicy) -> Result<Void, LAError> {
        let device = TestDevice.current.withLock { $0 }
        if interactionNotAllowed { return .failure(LAError(.notInteractive, reason: "Interaction is not allowed.")) }
        if let problem = problem(policy, device) { return .failure(problem) }
        if let answer = device.answer { return .failure(LAError(answer, reason: "The test answered \(answer).")) }
        return .success(())
    }

    /// Why `policy` cannot be evaluated on `device` (biometry needs a passcode, as on iOS).
    private func problem(_ policy: LAPolicy, _ device: TestDevice) -> LAError? {
        if invalidated { return LAError(.invalidContext, reason: "The context was invalidated.") }
        if policy == .deviceOwnerAuthenticationWithBiometrics {
            if device.biometry == .none { return LAError(.biometryNotAvailable, reason: "Biometry is not available.") }
            if device.passcodeSet && !device.enrolled {
                return LAError(.biometryNotEnrolled, reason: "No identities are enrolled.")
            }
        }
        return device.passcodeSet ? nil : LAError(.passcodeNotSet, reason: "Passcode not set.")
    }

    /// Describes CellSnap's device (Linux-only, no LocalAuthentication API): its `biometry`,
    /// whether an identity is `enrolled`, whether a passcode is set, and the owner's `answer` to
    /// evaluations (`nil`: authenticated; or the error code, such as `.userCancel`).
    public static func cellSnapSetDevice(
        biometry: LABiometryType, enrolled: Bool = true, passcodeSet: Bool = true, answer: LAError.Code? = nil
    ) {
        TestDevice.current.withLock {
            $0 = TestDevice(biometry: biometry, enrolled: enrolled, passcodeSet: passcodeSet, answer: answer)
        }
    }

    /// No biometry, a passcode, an owner who authenticates (Linux-only).
    public static func cellSnapReset() { TestDevice.current.withLock { $0 = TestDevice() } }
}

/// The device a test describes.
struct TestDevice: Sendable {
    var biometry = LABiometryType.none
    var enrolled = true
    var passcodeSet = true
    var answer: LAError.Code?

    static let current = Mutex(TestDevice())
}
