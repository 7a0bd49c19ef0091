// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CellSnapUIKit
import Foundation
import Synchronization

/// The domain of authorization errors.
public let ASAuthorizationErrorDomain = "com.apple.AuthenticationServices.AuthorizationError"

/// An error of an authorization, as `ASAuthorizationError`.
public struct ASAuthorizationError: Error, CustomNSError, Hashable, Sendable {
    /// The codes of `ASAuthorizationError.Code` (their raw values).
    public enum Code: Int, Hashable, Sendable {
        case unknown = 1000, canceled = 1001, invalidResponse = 1002, notHandled = 1003, failed = 1004
        case notInteractive = 1005
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { ASAuthorizationErrorDomain }
    public var errorCode: Int { code.rawValue }
    public static var unknown: Code { .unknown }
    public static var canceled: Code { .canceled }
    public static var invalidResponse: Code { .invalidResponse }
    public static var notHandled: Code { .notHandled }
    public static var failed: Code { .failed }
    public static var notInteractive: Code { .notInteractive }
}

extension ASAuthorizationError.Code {
    /// `catch ASAuthorizationError.canceled` matches an error of that code.
    public static func ~= (code: Self, error: any Error) -> Bool { (error as? ASAuthorizationError)?.code == code }
}

/// What an authorization controller tells its delegate, as `ASAuthorizationControllerDelegate`;
/// both requirements are optional.
@preconcurrency @MainActor public protocol ASAuthorizationControllerDelegate: NSObjectProtocol {
    func authorizationController(
        controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}

extension ASAuthorizationControllerDelegate {
    /// Not implemented: nothing happens.
    public func authorizationController(
        controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization
    ) {}
    /// Not implemented: nothing happens.
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {
    }
}

/// What gives an authorization controller the window its sheet is shown over, as
/// `ASAuthorizationControllerPresentationContextProviding`.
@preconcurrency @MainActor public protocol ASAuthorizationControllerPresentationContextProviding: NSObjectProtocol {
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}

/// Runs authorization requests (Sign in with Apple), as `ASAuthorizationController`.
///
/// ```swift
/// let request = ASAuthorizationAppleIDProvider().createRequest()
/// request.requestedScopes = [.fullName, .email]
/// let controller = ASAuthorizationController(authorizationRequests: [request])
/// controller.performRequests()
/// ```
///
/// Linux has no Apple ID and no person: the sheet is not drawn, and ``performRequests()`` tells
/// the delegate, on the main actor after it returns, what the test set
/// (``cellSnapSetAnswer(_:)``): the credential of an Apple ID request, or, until a test sets one,
/// `ASAuthorizationError.canceled`, as when the person closes the sheet.
@preconcurrency @MainActor open class ASAuthorizationController: NSObject {
    /// How the next requests end (Linux-only).
    public enum CellSnapAnswer: Sendable {
        /// The person signs in as `user`, sharing the scopes asked for with these values.
        case appleID(user: String, email: String?, fullName: PersonNameComponents?)
        /// The requests fail with `code`.
        case error(ASAuthorizationError.Code)
    }
    private nonisolated static let answer = Mutex(CellSnapAnswer.error(.canceled))

    /// The requests the controller runs.
    public let authorizationRequests: [ASAuthorizationRequest]
    /// Told how the requests ended.
    open weak var delegate: (any ASAuthorizationControllerDelegate)?
    /// The window the sheet is shown over; asked for when the requests run.
    open weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?

    /// A controller of `authorizationRequests`.
    public init(authorizationRequests: [ASAuthorizationRequest]) {
        self.authorizationRequests = authorizationRequests
        super.init()
    }

    /// Runs the requests and tells the delegate how they ended (see the type's notes).
    open func performRequests() {
        _ = presentationContextProvider?.presentationAnchor(for: self)
        let outcome = Self.answer.withLock { $0 }
        Task { @MainActor in self.tell(outcome) }
    }

    private func tell(_ outcome: CellSnapAnswer) {
        guard case .appleID(let user, let email, let fullName) = outcome,
            let request = authorizationRequests.compactMap({ $0 as? ASAuthorizationAppleIDRequest }).first
        else {
            let code: ASAuthorizationError.Code = if case .error(let code) = outcome { code } else { .canceled }
            delegate?.authorizationController(controller: self, didCompleteWithError: ASAuthorizationError(code))
            return
        }
        let scopes = request.requestedScopes ?? []
        let credential = ASAuthorizationAppleIDCredential(
            user: user, state: request.state, authorizedScopes: scopes,
            email: scopes.contains(.email) ? email : nil, fullName: scopes.contains(.fullName) ? fullName : nil)
        let authorization = ASAuthorization(provider: request.provider, credential: credential)
        delegate?.authorizationController(controller: self, didCompleteWithAuthorization: authorization)
    }

    /// Makes `answer` how every request run from now on ends (Linux-only).
    public nonisolated static func cellSnapSetAnswer(_ answer: CellSnapAnswer) {
        self.answer.withLock { $0 = answer }
    }
    /// Forgets the answer: the person cancels again (Linux-only).
    public nonisolated static func cellSnapReset() { cellSnapSetAnswer(.error(.canceled)) }
}
