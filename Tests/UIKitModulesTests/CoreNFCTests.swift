// `import CoreNFC` as an app's tag-writing screens use it: NDEF records and messages built,
// measured, encoded and read back; a device without an NFC reader, whose sessions are
// invalidated with `.readerErrorUnsupportedFeature` on their queue.
import CoreNFC
import Foundation
import Testing

@Suite struct CoreNFCTests {
    /// A tag read in the background launches the app with a web-browsing activity carrying the
    /// tag's message; any other activity's message is empty.
    @Test func anActivityCarriesTheMessageOfTheTagThatLaunchedTheApp() throws {
        let text = try #require(
            NFCNDEFPayload.wellKnownTypeTextPayload(string: "Desk 4", locale: Locale(identifier: "en")))
        let link = try #require(NFCNDEFPayload.wellKnownTypeURIPayload(string: "https://example.com/desk/4"))
        let message = NFCNDEFMessage(records: [text, link])
        let activity = NSUserActivity(cellSnapNDEFMessage: message)
        #expect(activity.activityType == NSUserActivityTypeBrowsingWeb)
        #expect(activity.webpageURL == URL(string: "https://example.com/desk/4"))
        #expect(activity.ndefMessagePayload === message && activity.ndefMessagePayload.records.count == 2)
        let textOnly = NSUserActivity(cellSnapNDEFMessage: NFCNDEFMessage(records: [text]))
        #expect(textOnly.webpageURL == nil)
        #expect(NSUserActivity(activityType: "com.example.view").ndefMessagePayload.records.isEmpty)
    }

    @Test func uriRecordsUseTheLongestPrefixCode() throws {
        let record = try #require(NFCNDEFPayload.wellKnownTypeURIPayload(string: "https://www.example.com/a"))
        #expect(record.typeNameFormat == .nfcWellKnown && record.type == Data("U".utf8))
        #expect(record.payload == Data([0x02]) + Data("example.com/a".utf8))
        #expect(record.wellKnownTypeURIPayload() == URL(string: "https://www.example.com/a"))
        let mail = try #require(NFCNDEFPayload.wellKnownTypeURIPayload(url: URL(string: "mailto:a@b.c")!))
        #expect(mail.payload == Data([0x06]) + Data("a@b.c".utf8))
        let plain = try #require(NFCNDEFPayload.wellKnownTypeURIPayload(string: "geo:1,2"))
        #expect(plain.payload.first == 0x00 && plain.wellKnownTypeURIPayload()?.absoluteString == "geo:1,2")
        #expect(NFCNDEFPayload.wellKnownTypeURIPayload(string: "") == nil)
    }

    @Test func textRecordsCarryTheirLanguage() throws {
        let record = try #require(
            NFCNDEFPayload.wellKnownTypeTextPayload(string: "Grüße", locale: Locale(identifier: "de_DE")))
        #expect(record.type == Data("T".utf8) && record.payload == Data([5]) + Data("de-DE".utf8) + Data("Grüße".utf8))
        let (text, locale) = record.wellKnownTypeTextPayload()
        #expect(text == "Grüße" && locale?.identifier == "de-DE")
        let utf16 = NFCNDEFPayload(
            format: .nfcWellKnown, type: Data("T".utf8), identifier: Data(),
            payload: Data([0x82]) + Data("en".utf8) + Data([0xFE, 0xFF, 0x00, 0x48, 0x00, 0x69]))
        #expect(utf16.wellKnownTypeTextPayload().0 == "Hi")
        let uri = try #require(NFCNDEFPayload.wellKnownTypeURIPayload(string: "tel:1"))
        #expect(uri.wellKnownTypeTextPayload() == (nil, nil) && record.wellKnownTypeURIPayload() == nil)
    }

    @Test func messagesAreEncodedAndReadBack() throws {
        let uri = try #require(NFCNDEFPayload.wellKnownTypeURIPayload(string: "https://a.b"))
        let text = try #require(NFCNDEFPayload.wellKnownTypeTextPayload(string: "Hi", locale: Locale(identifier: "en")))
        let message = NFCNDEFMessage(records: [uri, text])
        // URI: header, type length, payload length, "U", code + "a.b"; text: header, 1, 5, "T", 2 "en" "Hi".
        #expect(message.length == (4 + 4) + (4 + 5))
        let bytes: [UInt8] = [0x91, 1, 4, 0x55, 0x04, 0x61, 0x2E, 0x62, 0x51, 1, 5, 0x54, 2, 0x65, 0x6E, 0x48, 0x69]
        let read = try #require(NFCNDEFMessage(data: Data(bytes)))
        #expect(read == message && read.records.count == 2)
        #expect(NFCNDEFMessage(data: Data(bytes.dropLast())) == nil)
        #expect(NFCNDEFMessage(data: Data([0x11, 1, 0, 0x55])) == nil)  // no message-end record
    }

    @Test func longAndChunkedPayloadsRoundTrip() throws {
        let payload = Data((0..<300).map { UInt8($0 % 251) })
        let long = NFCNDEFPayload(format: .media, type: Data("a/b".utf8), identifier: Data("id".utf8), payload: payload)
        // Header, type length, four length bytes, identifier length, type, identifier, payload.
        #expect(NFCNDEFMessage(records: [long]).length == 1 + 1 + 4 + 1 + 3 + 2 + 300)
        let chunked = NFCNDEFPayload(
            format: .media, type: Data("a/b".utf8), identifier: Data(), payload: payload, chunkSize: 128)
        let message = NFCNDEFMessage(records: [chunked])
        #expect(message.length == (3 + 3 + 128) + (3 + 128) + (3 + 44))
        let archived = try NSKeyedArchiver.archivedData(withRootObject: message, requiringSecureCoding: true)
        let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: NFCNDEFMessage.self, from: archived))
        #expect(
            back.records.count == 1 && back.records[0].payload == payload && back.records[0].typeNameFormat == .media)
    }

    @Test func aSessionIsInvalidatedAsItBegins() async throws {
        #expect(!NFCNDEFReaderSession.readingAvailable)
        let delegate = RecordingDelegate()
        let queue = DispatchQueue(label: "nfc-test")
        let session = NFCNDEFReaderSession(delegate: delegate, queue: queue, invalidateAfterFirstRead: false)
        session.alertMessage = "Hold near a tag"
        #expect(session.sessionQueue === queue && !session.isReady && session.delegate === delegate)
        session.begin()
        session.begin()
        let errors = await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: delegate.errors) }
        }
        #expect(errors.count == 1 && errors.first?.code == .readerErrorUnsupportedFeature)
        #expect(errors.first?.localizedDescription.contains("NFCNDEFReaderSession.begin()") == true)
        #expect(errors.first.map { NFCReaderError.readerErrorUnsupportedFeature ~= $0 } == true)
        #expect((errors.first as NSError?)?.domain == NFCErrorDomain && (errors.first as NSError?)?.code == 1)
    }

    @Test func aSessionInvalidatedBeforeItBeginsNeverTellsItsDelegate() async {
        let delegate = RecordingDelegate()
        let queue = DispatchQueue(label: "nfc-test-2")
        let session = NFCNDEFReaderSession(delegate: delegate, queue: queue, invalidateAfterFirstRead: true)
        session.invalidate(errorMessage: "Done")
        session.begin()
        let errors = await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: delegate.errors) }
        }
        #expect(errors.isEmpty)
    }
}

private final class RecordingDelegate: NSObject, NFCNDEFReaderSessionDelegate, @unchecked Sendable {
    var errors: [NFCReaderError] = []

    func readerSession(_ session: NFCNDEFReaderSession, didInvalidateWithError error: any Error) {
        if let error = error as? NFCReaderError { errors.append(error) }
    }

    func readerSession(_ session: NFCNDEFReaderSession, didDetectNDEFs messages: [NFCNDEFMessage]) {}
}
