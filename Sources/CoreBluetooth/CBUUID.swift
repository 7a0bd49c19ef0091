// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A Bluetooth attribute's UUID, as Core Bluetooth's `CBUUID`: 16-, 32- and 128-bit forms, kept
/// in their shortest form. A 128-bit UUID made from the Bluetooth base UUID
/// (`0000xxxx-0000-1000-8000-00805F9B34FB`) is the same UUID as its 16-bit (or 32-bit) alias,
/// as Core Bluetooth shortens it, so `CBUUID(string: "0000180D-0000-1000-8000-00805F9B34FB")`
/// equals `CBUUID(string: "180D")` and its ``uuidString`` is `"180D"`.
///
/// A string or data that is no UUID (Core Bluetooth raises an exception for one) makes a UUID
/// with no bytes and an empty ``uuidString`` on Linux, and the problem, naming the input, is
/// written to standard error: CellSnap does not trap on bad input.
open class CBUUID: NSObject, NSCopying, @unchecked Sendable {
    /// The UUID's bytes, most significant first: 2, 4 or 16 of them.
    public let data: Data

    /// The UUID as Core Bluetooth spells it: 4 or 8 uppercase hexadecimal digits for a 16- or
    /// 32-bit UUID, else the 8-4-4-4-12 form.
    open var uuidString: String {
        let hex = data.map { String(format: "%02X", $0) }.joined()
        guard data.count == 16 else { return hex }
        let cuts = [8, 12, 16, 20]
        var result = ""
        for (index, character) in hex.enumerated() {
            if cuts.contains(index) { result.append("-") }
            result.append(character)
        }
        return result
    }

    /// Parses `theString`: 4 or 8 hexadecimal digits, or the 8-4-4-4-12 form (either case).
    public convenience init(string theString: String) {
        guard let bytes = CBUUID.bytes(of: theString) else {
            CBUUID.report("CBUUID(string: \"\(theString)\"): not a 16-, 32- or 128-bit UUID string")
            self.init(shortened: Data())
            return
        }
        self.init(shortened: CBUUID.shortened(bytes))
    }

    /// A UUID of 2, 4 or 16 bytes, most significant first.
    public convenience init(data theData: Data) {
        guard [2, 4, 16].contains(theData.count) else {
            CBUUID.report("CBUUID(data:): \(theData.count) bytes are not a 16-, 32- or 128-bit UUID")
            self.init(shortened: Data())
            return
        }
        self.init(shortened: CBUUID.shortened(Data(theData)))
    }

    /// The 128-bit UUID of a Foundation `UUID` (shortened if it is made from the base UUID).
    public convenience init(nsuuid theUUID: UUID) {
        let value = theUUID.uuid
        let bytes = withUnsafeBytes(of: value) { Data($0) }
        self.init(shortened: CBUUID.shortened(bytes))
    }

    private init(shortened: Data) {
        data = shortened
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool { (object as? CBUUID)?.data == data }
    open override var hash: Int { data.hashValue }
    open override var description: String { uuidString }

    /// The Bluetooth base UUID's last 12 bytes (`-0000-1000-8000-00805F9B34FB`).
    static let baseSuffix = Data([0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0x80, 0x5F, 0x9B, 0x34, 0xFB])

    /// `bytes` in their shortest form: a base-UUID alias as 2 (or 4) bytes.
    static func shortened(_ bytes: Data) -> Data {
        guard bytes.count == 16, bytes.suffix(12) == baseSuffix else { return bytes }
        let prefix = Data(bytes.prefix(4))
        return prefix.prefix(2) == Data([0, 0]) ? Data(prefix.suffix(2)) : prefix
    }

    /// The bytes of a UUID string, or nil for one that is none.
    static func bytes(of string: String) -> Data? {
        let groups = string.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        let shapes = groups.map(\.count)
        guard shapes == [4] || shapes == [8] || shapes == [8, 4, 4, 4, 12] else { return nil }
        let digits = Array(groups.joined().utf8)
        var bytes = Data()
        var index = 0
        while index < digits.count {
            guard let high = hexValue(digits[index]), let low = hexValue(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func report(_ message: String) {
        FileHandle.standardError.write(Data("cellsnap: \(message)\n".utf8))
    }
}

// The descriptor UUIDs Core Bluetooth names, as its `CBUUID…String` constants.
public let CBUUIDCharacteristicExtendedPropertiesString = "2900"
public let CBUUIDCharacteristicUserDescriptionString = "2901"
public let CBUUIDClientCharacteristicConfigurationString = "2902"
public let CBUUIDServerCharacteristicConfigurationString = "2903"
public let CBUUIDCharacteristicFormatString = "2904"
public let CBUUIDCharacteristicAggregateFormatString = "2905"
public let CBUUIDCharacteristicValidRangeString = "2906"
public let CBUUIDL2CAPPSMCharacteristicString = "ABDD3056-28FA-441D-A470-55A75A52553A"
