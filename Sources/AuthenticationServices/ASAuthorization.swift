import Foundation
import Synchronization

/// What makes authorization requests, as `ASAuthorizationProvider`.
public protocol ASAuthorizationProvider: NSObjectProtocol {}

/// What an authorization gives the app, as `ASAuthorizationCredential`.
public protocol ASAuthorizationCredential: NSObjectProtocol {}

/// A finished authorization: the provider and the credential, as `ASAuthorization`.
open class ASAuthorization: NSObject {
    /// What the person shares, as `ASAuthorization.Scope`.
    public struct Scope: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The person's name.
        public static let fullName = Scope(rawValue: "full_name")
        /// The person's email address.
        public static let email = Scope(rawValue: "email")
    }

    public let provider: any ASAuthorizationProvider
    public let credential: any ASAuthorizationCredential

    init(provider: any ASAuthorizationProvider, credential: any ASAuthorizationCredential) {
        (self.provider, self.credential) = (provider, credential)
        super.init()
    }
}

/// A request of an authorization, as `ASAuthorizationRequest`.
open class ASAuthorizationRequest: NSObject {
    /// The provider that made the request.
    public let provider: any ASAuthorizationProvider
    init(provider: any ASAuthorizationProvider) {
        self.provider = provider
        super.init()
    }
}

/// An OpenID request, as `ASAuthorizationOpenIDRequest`.
open class ASAuthorizationOpenIDRequest: ASAuthorizationRequest {
    /// What the request asks the person to share (nothing by default).
    open var requestedScopes: [ASAuthorization.Scope]?
    /// A value the credential carries back unchanged.
    open var state: String?
    /// A value the identity token carries. No visible effect: no token is made.
    open var nonce: String?
}

/// A Sign in with Apple request, as `ASAuthorizationAppleIDRequest`.
open class ASAuthorizationAppleIDRequest: ASAuthorizationOpenIDRequest {
    /// The user the app already knows, for a request that checks their credential.
    open var user: String?
}

/// The credential of a Sign in with Apple, as `ASAuthorizationAppleIDCredential`: the user, and
/// what they shared of the scopes asked for. No identity token or authorization code is made
/// (`nil`): no Apple server signs one here.
open class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential {
    public let user: String
    public let state: String?
    public let authorizedScopes: [ASAuthorization.Scope]
    public let authorizationCode: Data? = nil
    public let identityToken: Data? = nil
    public let email: String?
    public let fullName: PersonNameComponents?
    /// `.unsupported`, as on the Simulator.
    public let realUserStatus = ASUserDetectionStatus.unsupported

    init(
        user: String, state: String?, authorizedScopes: [ASAuthorization.Scope], email: String?,
        fullName: PersonNameComponents?
    ) {
        (self.user, self.state, self.authorizedScopes, self.email, self.fullName) =
            (user, state, authorizedScopes, email, fullName)
        super.init()
    }
}

/// Whether the person signing in looks real, as `ASUserDetectionStatus` (its raw values).
public enum ASUserDetectionStatus: Int, Hashable, Sendable {
    case unsupported = 0, unknown = 1, likelyReal = 2
}

/// Makes Sign in with Apple requests and checks a user's credential, as
/// `ASAuthorizationAppleIDProvider`. A user's state is the one a test set
/// (``cellSnapSetCredentialState(_:forUserID:)``), `.notFound` otherwise.
open class ASAuthorizationAppleIDProvider: NSObject, ASAuthorizationProvider {
    /// A user's credential state, as `ASAuthorizationAppleIDProvider.CredentialState`.
    public enum CredentialState: Int, Hashable, Sendable {
        case revoked = 0, authorized = 1, notFound = 2, transferred = 3
    }
    private static let states = Mutex([String: CredentialState]())

    public override init() { super.init() }

    /// A new request of this provider.
    open func createRequest() -> ASAuthorizationAppleIDRequest { ASAuthorizationAppleIDRequest(provider: self) }

    /// Calls `completion` at once with the state of `userID`.
    open func getCredentialState(
        forUserID userID: String, completion: @escaping (CredentialState, (any Error)?) -> Void
    ) {
        completion(Self.states.withLock { $0[userID] } ?? .notFound, nil)
    }

    /// The state of `userID`.
    open func credentialState(forUserID userID: String) async throws -> CredentialState {
        Self.states.withLock { $0[userID] } ?? .notFound
    }

    /// Makes `state` the credential state of `userID` (Linux-only).
    public static func cellSnapSetCredentialState(_ state: CredentialState, forUserID userID: String) {
        states.withLock { $0[userID] = state }
    }
    /// Forgets every user's state (Linux-only).
    public static func cellSnapReset() { states.withLock { $0 = [:] } }
}
