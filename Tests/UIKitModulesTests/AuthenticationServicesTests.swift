// `import AuthenticationServices` as a login screen uses it: a web login that ends on the test's
// redirect or is cancelled, Sign in with Apple answered as the test says, the button refused when
// drawn. The answers are the process's, so these tests run one after another.
import AuthenticationServices
import Foundation
import Testing
import UIKit

@MainActor @Suite(.serialized) struct AuthenticationServicesTests {
    init() {
        ASWebAuthenticationSession.cellSnapReset()
        ASAuthorizationController.cellSnapReset()
        ASAuthorizationAppleIDProvider.cellSnapReset()
    }

    final class LoginScreen: UIViewController, ASWebAuthenticationPresentationContextProviding,
        ASAuthorizationControllerPresentationContextProviding, ASAuthorizationControllerDelegate
    {
        var anchors = 0
        var outcome: Result<ASAuthorization, any Error>?
        func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor {
            anchors += 1
            return UIWindow()
        }
        func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor {
            anchors += 1
            return UIWindow()
        }
        func authorizationController(
            controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization
        ) { outcome = .success(authorization) }
        func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {
            outcome = .failure(error)
        }
    }

    /// Starts a session of `scheme` with `screen` as its provider (none without) and returns what
    /// its completion handler was given.
    func login(scheme: String?, screen: LoginScreen?) async -> (started: Bool, url: URL?, error: (any Error)?) {
        let authorize = URL(string: "https://example.com/oauth/authorize?client_id=app")!
        return await withCheckedContinuation { continuation in
            nonisolated(unsafe) var started = false
            let session = ASWebAuthenticationSession(url: authorize, callbackURLScheme: scheme) { url, error in
                continuation.resume(returning: (started, url, error))
            }
            session.presentationContextProvider = screen
            session.prefersEphemeralWebBrowserSession = true
            started = session.start()
            #expect(!session.canStart && !session.start())
        }
    }

    @Test func aWebLoginEndsAsTheTestSays() async throws {
        let screen = LoginScreen()
        let cancelled = await login(scheme: "exampleapp", screen: screen)
        #expect(cancelled.started && cancelled.url == nil)
        #expect((cancelled.error as? ASWebAuthenticationSessionError)?.code == .canceledLogin)
        let callback = URL(string: "exampleapp://done?code=42")!
        ASWebAuthenticationSession.cellSnapSetAnswer(.redirect(to: callback))
        let redirected = await login(scheme: "ExampleApp", screen: screen)
        #expect(redirected.url == callback && redirected.error == nil)
        let elsewhere = await login(scheme: "otherapp", screen: screen)
        #expect(elsewhere.url == nil && (elsewhere.error as? ASWebAuthenticationSessionError)?.code == .canceledLogin)
        let orphan = await login(scheme: "exampleapp", screen: nil)
        #expect(!orphan.started)
        #expect((orphan.error as? ASWebAuthenticationSessionError)?.code == .presentationContextNotProvided)
        #expect(screen.anchors == 3)
        #expect(ASWebAuthenticationSession.cellSnapStartedURLs.count == 3)
        #expect(ASWebAuthenticationSessionError(.canceledLogin).errorCode == 1)
    }

    func signIn(_ screen: LoginScreen, scopes: [ASAuthorization.Scope]) async -> Result<ASAuthorization, any Error>? {
        let request = ASAuthorizationAppleIDProvider().createRequest()
        request.requestedScopes = scopes
        request.state = "s1"
        let controller = ASAuthorizationController(authorizationRequests: [request])
        controller.delegate = screen
        controller.presentationContextProvider = screen
        screen.outcome = nil
        controller.performRequests()
        #expect(screen.outcome == nil)  // told after performRequests returns, as on iOS
        await Task.yield()
        await Task.yield()
        return screen.outcome
    }

    @Test func signInWithAppleIsAnsweredAsTheTestSays() async throws {
        let screen = LoginScreen()
        let cancelled = await signIn(screen, scopes: [.email])
        guard case .failure(let error) = cancelled else {
            Issue.record("not cancelled")
            return
        }
        #expect((error as? ASAuthorizationError)?.code == .canceled)
        var name = PersonNameComponents()
        name.givenName = "Ada"
        ASAuthorizationController.cellSnapSetAnswer(.appleID(user: "001.abc", email: "ada@example.com", fullName: name))
        guard case .success(let authorization) = await signIn(screen, scopes: [.email]) else {
            Issue.record("not signed in")
            return
        }
        let credential = try #require(authorization.credential as? ASAuthorizationAppleIDCredential)
        #expect(credential.user == "001.abc" && credential.state == "s1" && credential.authorizedScopes == [.email])
        #expect(credential.email == "ada@example.com" && credential.fullName == nil)  // the name was not asked for
        #expect(credential.identityToken == nil && credential.realUserStatus == .unsupported)
        #expect(authorization.provider is ASAuthorizationAppleIDProvider)

        let provider = ASAuthorizationAppleIDProvider()
        #expect(try await provider.credentialState(forUserID: "001.abc") == .notFound)
        ASAuthorizationAppleIDProvider.cellSnapSetCredentialState(.authorized, forUserID: "001.abc")
        #expect(try await provider.credentialState(forUserID: "001.abc") == .authorized)
    }

    @Test func theAppleIDButtonIsRefusedWhenDrawn() throws {
        let button = ASAuthorizationAppleIDButton(type: .continue, style: .whiteOutline)
        #expect(button.buttonType == .continue && button.style == .whiteOutline && button.cornerRadius == 6)
        #expect(ASAuthorizationAppleIDButton.ButtonType.default == .signIn)
        button.frame = CGRect(x: 0, y: 0, width: 280, height: 44)
        let error = try #require(throws: CellSnapUIKitError.self) { try button.cellSnapScreen() }
        #expect(error.call == "ASAuthorizationAppleIDButton")
    }
}
