// `import CoreNFC` on Linux: NDEF messages and their records are real (built, encoded, measured
// and read back as the NFC Forum's NDEF format and its URI and text record types define them);
// the reader is not. CellSnap's device has no NFC reader (`readingAvailable` is false, as on an
// iPad), so a reader session that begins is invalidated at once with
// `NFCReaderError.readerErrorUnsupportedFeature`, told to its delegate on the session's queue as
// iOS tells it, and no tag is ever detected (UIKitOnLinux.md). As the SDK's module does, it
// brings Foundation, with what Apple's Foundation has and Linux's lacks (CellSnapFoundation, such
// as the `NSUserActivity` whose `ndefMessagePayload` Core NFC adds).
@_exported import CellSnapFoundation
@_exported import Foundation
