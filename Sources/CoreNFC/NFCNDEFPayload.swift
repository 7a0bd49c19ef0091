import Foundation

/// What an NDEF record's type field means, as Core NFC's `NFCTypeNameFormat` (the NDEF format's
/// three-bit TNF values).
public enum NFCTypeNameFormat: UInt8, Hashable, Sendable {
    case empty = 0x00, nfcWellKnown = 0x01, media = 0x02, absoluteURI = 0x03, nfcExternal = 0x04
    case unknown = 0x05, unchanged = 0x06
}

/// One record of an NDEF message, as Core NFC's `NFCNDEFPayload`: its type name format, type,
/// identifier and payload, and the well-known URI (`U`) and text (`T`) records made and read as
/// the NFC Forum's record type definitions lay them out.
open class NFCNDEFPayload: NSObject, NSSecureCoding, @unchecked Sendable {
    open var typeNameFormat: NFCTypeNameFormat
    open var type: Data
    open var identifier: Data
    open var payload: Data
    /// The largest payload chunk the record is written in when its message is encoded (0: one
    /// record, unchunked).
    final let chunkSize: Int

    public required init(format: NFCTypeNameFormat, type: Data, identifier: Data, payload: Data) {
        (typeNameFormat, self.type, self.identifier, self.payload, chunkSize) = (format, type, identifier, payload, 0)
        super.init()
    }

    /// A record whose payload is written in chunks of at most `chunkSize` bytes (0: unchunked).
    public init(format: NFCTypeNameFormat, type: Data, identifier: Data, payload: Data, chunkSize: Int) {
        (typeNameFormat, self.type, self.identifier, self.payload) = (format, type, identifier, payload)
        self.chunkSize = max(0, chunkSize)
        super.init()
    }

    // MARK: Well-known records

    /// A URI record (`U`) of `uri`, its longest known scheme prefix written as the record type's
    /// one-byte code (the URI record type definition's table); `nil` for an empty string.
    open class func wellKnownTypeURIPayload(string uri: String) -> Self? {
        guard !uri.isEmpty else { return nil }
        let (code, prefix) = NDEFURIPrefixes.longestPrefix(of: uri)
        let rest = Data(uri.utf8.dropFirst(prefix.utf8.count))
        return Self(format: .nfcWellKnown, type: Data("U".utf8), identifier: Data(), payload: Data([code]) + rest)
    }

    /// A URI record (`U`) of `url`'s absolute string.
    open class func wellKnownTypeURIPayload(url: URL) -> Self? { wellKnownTypeURIPayload(string: url.absoluteString) }

    /// A text record (`T`): UTF-8 text after its language code. CellSnap writes the locale's
    /// identifier in BCP 47 form (`en-US`), as the text record type definition asks for (Apple
    /// does not document its own spelling); `nil` when the code is longer than the 63 bytes the
    /// record allows.
    open class func wellKnownTypeTextPayload(string text: String, locale: Locale) -> Self? {
        let language = Data(locale.identifier.replacingOccurrences(of: "_", with: "-").utf8)
        guard language.count < 64 else { return nil }
        return Self(
            format: .nfcWellKnown, type: Data("T".utf8), identifier: Data(),
            payload: Data([UInt8(language.count)]) + language + Data(text.utf8))
    }

    /// The URL of a URI record, its prefix code expanded; `nil` for any other record.
    open func wellKnownTypeURIPayload() -> URL? {
        guard typeNameFormat == .nfcWellKnown, type == Data("U".utf8), let code = payload.first else { return nil }
        let rest = String(decoding: payload.dropFirst(), as: UTF8.self)
        return URL(string: NDEFURIPrefixes.prefix(for: code) + rest)
    }

    /// The text and locale of a text record (UTF-8 or UTF-16, as its status byte says); both
    /// `nil` for any other record.
    open func wellKnownTypeTextPayload() -> (String?, Locale?) {
        guard typeNameFormat == .nfcWellKnown, type == Data("T".utf8), let status = payload.first else {
            return (nil, nil)
        }
        let languageLength = Int(status & 0x3F)
        guard payload.count >= 1 + languageLength else { return (nil, nil) }
        let bytes = [UInt8](payload)
        let language = String(decoding: bytes[1..<(1 + languageLength)], as: UTF8.self)
        let textBytes = Data(bytes[(1 + languageLength)...])
        let text =
            status & 0x80 == 0 ? String(data: textBytes, encoding: .utf8) : String(data: textBytes, encoding: .utf16)
        return (text, language.isEmpty ? nil : Locale(identifier: language))
    }

    // MARK: Equality and coding

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NFCNDEFPayload else { return false }
        return typeNameFormat == other.typeNameFormat && type == other.type && identifier == other.identifier
            && payload == other.payload
    }

    open override var hash: Int { payload.hashValue ^ type.hashValue }

    public class var supportsSecureCoding: Bool { true }

    public required init?(coder: NSCoder) {
        guard let format = NFCTypeNameFormat(rawValue: UInt8(clamping: coder.decodeInteger(forKey: "typeNameFormat"))),
            let type = coder.decodeObject(of: NSData.self, forKey: "type") as Data?,
            let identifier = coder.decodeObject(of: NSData.self, forKey: "identifier") as Data?,
            let payload = coder.decodeObject(of: NSData.self, forKey: "payload") as Data?
        else { return nil }
        (typeNameFormat, self.type, self.identifier, self.payload) = (format, type, identifier, payload)
        chunkSize = coder.decodeInteger(forKey: "chunkSize")
        super.init()
    }

    open func encode(with coder: NSCoder) {
        coder.encode(Int(typeNameFormat.rawValue), forKey: "typeNameFormat")
        coder.encode(type as NSData, forKey: "type")
        coder.encode(identifier as NSData, forKey: "identifier")
        coder.encode(payload as NSData, forKey: "payload")
        coder.encode(chunkSize, forKey: "chunkSize")
    }
}

/// The URI record type definition's prefix codes: code 0 is no prefix, codes past the table are
/// reserved and read as no prefix.
enum NDEFURIPrefixes {
    static let table = [
        "", "http://www.", "https://www.", "http://", "https://", "tel:", "mailto:", "ftp://anonymous:anonymous@",
        "ftp://ftp.", "ftps://", "sftp://", "smb://", "nfs://", "ftp://", "dav://", "news:", "telnet://", "imap:",
        "rtsp://", "urn:", "pop:", "sip:", "sips:", "tftp:", "btspp://", "btl2cap://", "btgoep://", "tcpobex://",
        "irdaobex://", "file://", "urn:epc:id:", "urn:epc:tag:", "urn:epc:pat:", "urn:epc:raw:", "urn:epc:", "urn:nfc:",
    ]

    static func prefix(for code: UInt8) -> String { Int(code) < table.count ? table[Int(code)] : "" }

    /// The code of the longest prefix `uri` starts with (0 and "" when none does).
    static func longestPrefix(of uri: String) -> (UInt8, String) {
        var best: (UInt8, String) = (0, "")
        for (code, prefix) in table.enumerated() where prefix.count > best.1.count && uri.hasPrefix(prefix) {
            best = (UInt8(code), prefix)
        }
        return best
    }
}
