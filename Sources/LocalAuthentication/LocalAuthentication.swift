// `import LocalAuthentication` on Linux: `LAContext` with its policies, biometry type and errors,
// answered as a test says (`LAContext.cellSnapSetDevice`): no biometry and an owner who
// authenticates, until then. As the SDK's module does, it brings Foundation.
@_exported import Foundation

/// A pointer to an error an Objective-C style call fills in, as Foundation's `NSErrorPointer`
/// (which Linux's Foundation lacks): `var error: NSError?` then `error: &error`.
public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?
