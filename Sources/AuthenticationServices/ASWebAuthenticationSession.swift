// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CellSnapUIKit
import Foundation
import Synchronization

/// The domain of the web authentication session's errors.
public let ASWebAuthenticationSessionErrorDomain = "com.apple.AuthenticationServices.WebAuthenticationSession"

/// An error of a web authentication session, as `ASWebAuthenticationSessionError`.
public struct ASWebAuthenticationSessionError: Error, CustomNSError, Hashable, Sendable {
    /// The codes of `ASWebAuthenticationSessionError.Code` (their raw values).
    public enum Code: Int, Hashable, Sendable {
        case canceledLogin = 1, presentationContextNotProvided = 2, presentationContextInvalid = 3
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { ASWebAuthenticationSessionErrorDomain }
    public var errorCode: Int { code.rawValue }
    public static var canceledLogin: Code { .canceledLogin }
    public static var presentationContextNotProvided: Code { .presentationContextNotProvided }
    public static var presentationContextInvalid: Code { .presentationContextInvalid }
}

extension ASWebAuthenticationSessionError.Code {
    /// `catch ASWebAuthenticationSessionError.canceledLogin` matches an error of that code.
    public static func ~= (code: Self, error: any Error) -> Bool {
        (error as? ASWebAuthenticationSessionError)?.code == code
    }
}

/// What gives a web authentication session the window its sheet is shown over, as
/// `ASWebAuthenticationPresentationContextProviding`.
@preconcurrency @MainActor public protocol ASWebAuthenticationPresentationContextProviding: NSObjectProtocol {
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

/// A login in a browser sheet that ends on a redirect to the app's callback URL, as
/// AuthenticationServices' `ASWebAuthenticationSession`.
///
/// ```swift
/// let session = ASWebAuthenticationSession(
///     url: URL(string: "https://example.com/oauth/authorize?client_id=app")!,
///     callbackURLScheme: "exampleapp"
/// ) { callbackURL, error in
///     guard let callbackURL else { return }
///     print(callbackURL.query ?? "")
/// }
/// ```
///
/// Linux has no browser and no person: the sheet is not drawn, and a started session ends as the
/// test said the person's login ends (``cellSnapSetAnswer(_:)``; until then the person closes the
/// sheet: `ASWebAuthenticationSessionError.canceledLogin`). The completion handler is called on
/// the main actor after `start()` returns, as on iOS. The URLs sessions opened are in
/// ``cellSnapStartedURLs``.
open class ASWebAuthenticationSession: NSObject {
    /// What the session calls when the login ends: the callback URL, or an error.
    public typealias CompletionHandler = (URL?, (any Error)?) -> Void

    /// How a login started in a test ends (Linux-only).
    public enum CellSnapAnswer: Hashable, Sendable {
        /// The site redirects to `url`: a URL of the session's callback scheme ends the session
        /// with it; any other leaves the person on the page, who closes the sheet (`canceledLogin`).
        case redirect(to: URL)
        /// The person closes the sheet (`canceledLogin`).
        case cancel
    }

    private struct Shared {
        var answer = CellSnapAnswer.cancel
        var startedURLs: [URL] = []
    }
    private static let shared = Mutex(Shared())

    private let url: URL
    private let callbackURLScheme: String?
    private var completionHandler: CompletionHandler?
    private var started = false

    /// The window the sheet is shown over; asked for when the session starts.
    open weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?
    /// Whether the browser keeps no cookies of the login; `false` by default.
    ///
    /// No visible effect: there is no browser (see the type's notes).
    open var prefersEphemeralWebBrowserSession = false
    /// More header fields of the first request. No visible effect: nothing is loaded.
    open var additionalHeaderFields: [String: String]?

    /// A session that opens `URL` and ends on a redirect to a URL of `callbackURLScheme`.
    public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {
        self.url = URL
        self.callbackURLScheme = callbackURLScheme
        self.completionHandler = completionHandler
        super.init()
    }

    /// Whether ``start()`` would start the session: it has not started yet.
    open var canStart: Bool { !started }

    /// Starts the login: asks the presentation context provider for its window, then ends as the
    /// test's answer says (see the type's notes). Returns `false` when the session started before
    /// or has no provider; CellSnap's choice for the latter, which iOS documents as an error, is
    /// to end it with `presentationContextNotProvided` too.
    @MainActor @discardableResult
    open func start() -> Bool {
        guard !started else { return false }
        started = true
        guard let provider = presentationContextProvider else {
            finish(nil, ASWebAuthenticationSessionError(.presentationContextNotProvided))
            return false
        }
        _ = provider.presentationAnchor(for: self)
        let answer = Self.shared.withLock { shared in
            shared.startedURLs.append(url)
            return shared.answer
        }
        switch answer {
        case .redirect(let callback)
        where callbackURLScheme.map { callback.scheme?.lowercased() == $0.lowercased() } ?? false:
            finish(callback, nil)
        case .redirect, .cancel:
            finish(nil, ASWebAuthenticationSessionError(.canceledLogin))
        }
        return true
    }

    /// Cancels the login: the completion handler is not called (as on iOS).
    open func cancel() { completionHandler = nil }

    private func finish(_ url: URL?, _ error: (any Error)?) {
        Task { @MainActor in
            let handler = self.completionHandler
            self.completionHandler = nil
            handler?(url, error)
        }
    }

    /// Makes `answer` how every session started from now on ends (Linux-only).
    public static func cellSnapSetAnswer(_ answer: CellSnapAnswer) { shared.withLock { $0.answer = answer } }
    /// The URLs the sessions started so far opened, oldest first (Linux-only).
    public static var cellSnapStartedURLs: [URL] { shared.withLock { $0.startedURLs } }
    /// Forgets the answer and the started sessions: the person cancels again (Linux-only).
    public static func cellSnapReset() { shared.withLock { $0 = Shared() } }
}
