// `import CoreServices` on Linux: the umbrella that brings, on iOS, Launch Services' type
// identifier constants and functions (`kUTTypeURL`, `UTTypeCreatePreferredIdentifierForTag`, ...)
// and, since iOS 14, UniformTypeIdentifiers' `UTType`: CellSnap's MobileCoreServices, which
// brings both and Core Foundation's names. Nothing of its own is declared here.
@_exported import MobileCoreServices
