import Foundation

/// An NDEF message, as Core NFC's `NFCNDEFMessage`: its records, and its length and bytes in the
/// NDEF format (each record's header flags, type, identifier and payload lengths, then the fields).
open class NFCNDEFMessage: NSObject, NSSecureCoding, @unchecked Sendable {
    open var records: [NFCNDEFPayload]

    public init(records: [NFCNDEFPayload]) {
        self.records = records
        super.init()
    }

    /// The message read from its NDEF bytes (chunked records joined into one); `nil` when the
    /// bytes are not a well-formed message.
    public convenience init?(data: Data) {
        guard let records = NDEFCoding.records(of: [UInt8](data)) else { return nil }
        self.init(records: records)
    }

    /// The number of bytes the message takes on a tag, encoded.
    open var length: Int { NDEFCoding.bytes(of: records).count }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NFCNDEFMessage else { return false }
        return records == other.records
    }

    open override var hash: Int { records.count }

    public class var supportsSecureCoding: Bool { true }

    public required init?(coder: NSCoder) {
        guard let data = coder.decodeObject(of: NSData.self, forKey: "message") as Data?,
            let records = NDEFCoding.records(of: [UInt8](data))
        else { return nil }
        self.records = records
        super.init()
    }

    open func encode(with coder: NSCoder) {
        coder.encode(Data(NDEFCoding.bytes(of: records)) as NSData, forKey: "message")
    }
}

/// The NDEF format's bytes: a record header (message begin, message end, chunk, short record and
/// identifier-length flags over the type name format), the type length, the payload length (one
/// byte for a short record, else four, big-endian), the identifier length, then the fields.
enum NDEFCoding {
    static let messageBegin: UInt8 = 0x80, messageEnd: UInt8 = 0x40, chunk: UInt8 = 0x20
    static let shortRecord: UInt8 = 0x10, identifierLength: UInt8 = 0x08

    private struct Part { var format: UInt8, type: [UInt8], identifier: [UInt8], payload: [UInt8], chunked: Bool }

    static func bytes(of records: [NFCNDEFPayload]) -> [UInt8] {
        let parts = records.flatMap(parts(of:))
        var out: [UInt8] = []
        for (index, part) in parts.enumerated() {
            var header = part.format
            if index == 0 { header |= messageBegin }
            if index == parts.count - 1 { header |= messageEnd }
            if part.chunked { header |= chunk }
            if part.payload.count < 256 { header |= shortRecord }
            if !part.identifier.isEmpty { header |= identifierLength }
            out.append(header)
            out.append(UInt8(clamping: part.type.count))
            if part.payload.count < 256 {
                out.append(UInt8(part.payload.count))
            } else {
                let count = UInt32(clamping: part.payload.count)
                out += [
                    UInt8(count >> 24), UInt8((count >> 16) & 0xFF), UInt8((count >> 8) & 0xFF), UInt8(count & 0xFF),
                ]
            }
            if !part.identifier.isEmpty { out.append(UInt8(clamping: part.identifier.count)) }
            out += part.type + part.identifier + part.payload
        }
        return out
    }

    /// A record as the records it is written in: one, or its payload's chunks (the first with
    /// the type and identifier, the rest of format "unchanged", all but the last flagged).
    private static func parts(of record: NFCNDEFPayload) -> [Part] {
        let payload = [UInt8](record.payload), size = record.chunkSize
        let whole = Part(
            format: record.typeNameFormat.rawValue, type: [UInt8](record.type), identifier: [UInt8](record.identifier),
            payload: payload, chunked: false)
        guard size > 0, payload.count > size else { return [whole] }
        let chunks = stride(from: 0, to: payload.count, by: size).map {
            Array(payload[$0..<min($0 + size, payload.count)])
        }
        return chunks.enumerated().map { index, bytes in
            index == 0
                ? Part(
                    format: whole.format, type: whole.type, identifier: whole.identifier, payload: bytes, chunked: true)
                : Part(
                    format: NFCTypeNameFormat.unchanged.rawValue, type: [], identifier: [], payload: bytes,
                    chunked: index < chunks.count - 1)
        }
    }

    /// The records of a message's bytes, or `nil` when they are not a well-formed message.
    static func records(of bytes: [UInt8]) -> [NFCNDEFPayload]? {
        var records: [NFCNDEFPayload] = [], offset = 0, pending: NFCNDEFPayload?
        while offset < bytes.count {
            guard let (part, next) = part(of: bytes, at: offset) else { return nil }
            let header = bytes[offset]
            if (offset == 0) != (header & messageBegin != 0) { return nil }
            offset = next
            if let open = pending {
                guard part.format == NFCTypeNameFormat.unchanged.rawValue else { return nil }
                open.payload += Data(part.payload)
                if !part.chunked { (records, pending) = (records + [open], nil) }
            } else {
                guard let format = NFCTypeNameFormat(rawValue: part.format), format != .unchanged else { return nil }
                let record = NFCNDEFPayload(
                    format: format, type: Data(part.type), identifier: Data(part.identifier),
                    payload: Data(part.payload))
                if part.chunked { pending = record } else { records.append(record) }
            }
            if header & messageEnd != 0 { return offset == bytes.count && pending == nil ? records : nil }
        }
        return nil
    }

    /// One record's fields at `offset`, and where the next record starts.
    private static func part(of bytes: [UInt8], at offset: Int) -> (Part, Int)? {
        var cursor = offset + 1
        func take(_ count: Int) -> [UInt8]? {
            guard count >= 0, cursor + count <= bytes.count else { return nil }
            defer { cursor += count }
            return Array(bytes[cursor..<(cursor + count)])
        }
        guard offset < bytes.count, let typeLength = take(1)?.first else { return nil }
        let header = bytes[offset]
        guard let lengthBytes = take(header & shortRecord != 0 ? 1 : 4) else { return nil }
        let payloadLength = lengthBytes.reduce(0) { $0 << 8 | Int($1) }
        let idLength = header & identifierLength != 0 ? take(1)?.first : 0
        guard let idLength, let type = take(Int(typeLength)), let identifier = take(Int(idLength)),
            let payload = take(payloadLength)
        else { return nil }
        let part = Part(
            format: header & 0x07, type: type, identifier: identifier, payload: payload, chunked: header & chunk != 0)
        return (part, cursor)
    }
}
