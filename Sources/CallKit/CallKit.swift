// `import CallKit` on Linux: the calls an app observes and asks for, as on a device without a
// telephone line. The process has no calls: an observer's `calls` is empty and tells its delegate
// nothing, and a transaction the app requests fails with `CXErrorCodeRequestTransactionError`'s
// `.unknown`, naming the action, as iOS answers where no call service runs. The provider side
// (`CXProvider`, reporting a VoIP app's own calls) is not declared. As the SDK's module does, it
// brings Foundation.
@_exported import CellSnapFoundation
@_exported import Foundation
