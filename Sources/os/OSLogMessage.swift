import Foundation

/// How a value is shown in the log, as `OSLogPrivacy`. CellSnap writes every value as it is, as
/// Xcode's console shows them while debugging (the system log's `<private>` redaction has no
/// reader here).
public struct OSLogPrivacy: Hashable, Sendable {
    private let level: Int
    public static let auto = OSLogPrivacy(level: 0)
    public static let `public` = OSLogPrivacy(level: 1)
    public static let `private` = OSLogPrivacy(level: 2)
    public static let sensitive = OSLogPrivacy(level: 3)
    /// A private value whose hash is shown, as `private(mask: .hash)`; written as it is here.
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }

    /// How a private value is masked, as `OSLogPrivacy.Mask`.
    public struct Mask: Hashable, Sendable {
        public static let hash = Mask()
        public static let none = Mask()
    }
}

/// How an integer is written, as `OSLogIntegerFormatting`.
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    public static let decimal = OSLogIntegerFormatting(radix: 10)
    public static let hex = OSLogIntegerFormatting(radix: 16)
    public static let octal = OSLogIntegerFormatting(radix: 8)
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int = 0) -> Self {
        .decimal
    }
    public static func hex(explicitPrefix: Bool = false, uppercase: Bool = false) -> Self { .hex }
}

/// How a floating-point number is written, as `OSLogFloatFormatting`.
public struct OSLogFloatFormatting: Sendable {
    let precision: Int?
    public static let fixed = OSLogFloatFormatting(precision: 6)
    public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false) -> Self {
        OSLogFloatFormatting(precision: precision())
    }
}

/// How a string is padded, as `OSLogStringAlignment`.
public struct OSLogStringAlignment: Sendable {
    let width: Int, left: Bool
    public static let none = OSLogStringAlignment(width: 0, left: false)
    public static func right(columns: @autoclosure () -> Int) -> Self { Self(width: columns(), left: false) }
    public static func left(columns: @autoclosure () -> Int) -> Self { Self(width: columns(), left: true) }
}

/// A log message with interpolated values, as `OSLogMessage`: `"Loaded \(count) photos"`.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    /// The message as written.
    public let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// The values of a log message, as `OSLogInterpolation`.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { text += literal }

    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto,
        attributes: String = ""
    ) {
        append(value().description, align)
    }

    public mutating func appendInterpolation(
        _ value: @autoclosure () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto,
        attributes: String = ""
    ) {
        append(value(), align)
    }

    public mutating func appendInterpolation<T: BinaryInteger>(
        _ value: @autoclosure () -> T, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String = ""
    ) {
        append(String(value(), radix: format.radix), align)
    }

    public mutating func appendInterpolation(
        _ value: @autoclosure () -> Double, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String = ""
    ) {
        append(format.precision.map { String(format: "%.\($0)f", value()) } ?? "\(value())", align)
    }

    public mutating func appendInterpolation(
        _ value: @autoclosure () -> NSObject, privacy: OSLogPrivacy = .auto, attributes: String = ""
    ) {
        text += value().description
    }

    public mutating func appendInterpolation(_ value: @autoclosure () -> any Any.Type, privacy: OSLogPrivacy = .auto) {
        text += String(describing: value())
    }

    private mutating func append(_ string: String, _ align: OSLogStringAlignment) {
        let padding = String(repeating: " ", count: max(0, align.width - string.count))
        text += align.left ? string + padding : padding + string
    }
}
