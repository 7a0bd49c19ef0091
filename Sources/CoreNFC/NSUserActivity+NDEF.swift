import CellSnapFoundation
import Foundation

/// The key of an activity's NDEF message (its address is the key; the value is never read).
nonisolated(unsafe) private var ndefMessageKey: UInt8 = 0

// What Core NFC adds to `NSUserActivity`: the NDEF message of a tag the device read in the
// background, which iOS hands the app as a web-browsing activity (its `webpageURL` the tag's
// first URI record) when the person taps the tag's notification.
extension NSUserActivity {
    /// The NDEF message the system read from a tag in the background: the activity's message when
    /// it was made from one (`init(cellSnapNDEFMessage:)`), an empty message (no records)
    /// otherwise. CellSnap's device has no NFC reader, so no tag launches the app; a test makes
    /// the activity the system would hand over.
    public var ndefMessagePayload: NFCNDEFMessage {
        objc_getAssociatedObject(self, &ndefMessageKey) as? NFCNDEFMessage ?? NFCNDEFMessage(records: [])
    }

    /// The activity iOS hands an app launched by a tag read in the background (Linux-only: on iOS
    /// the system makes it): a web-browsing activity whose `webpageURL` is `message`'s first URI
    /// record and whose ``ndefMessagePayload`` is `message`.
    public convenience init(cellSnapNDEFMessage message: NFCNDEFMessage) {
        self.init(activityType: NSUserActivityTypeBrowsingWeb)
        webpageURL = message.records.lazy.compactMap { $0.wellKnownTypeURIPayload() }.first
        objc_setAssociatedObject(self, &ndefMessageKey, message, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}
