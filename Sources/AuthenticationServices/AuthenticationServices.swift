import CellSnapUIKit
// `import AuthenticationServices` on Linux: the web authentication session and Sign in with
// Apple as an app's login screen uses them, over the answers a test sets (the person's redirect,
// credential or cancellation); no browser sheet and no Apple ID exist. The Sign in with Apple
// button is refused when drawn. As the SDK's module does, it brings Foundation.
@_exported import Foundation

/// The window a session's or a controller's sheet is shown over, as `ASPresentationAnchor`.
public typealias ASPresentationAnchor = UIWindow
