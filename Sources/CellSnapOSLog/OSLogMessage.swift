import Foundation

/// Who may read an interpolated value in the stored log.
public struct OSLogPrivacy: Equatable, Sendable {
    /// How a redacted value is shown.
    public struct Mask: Equatable, Sendable {
        let isHash: Bool
        /// A hash of the value in place of the value.
        public static let hash = Mask(isHash: true)
        public static let none = Mask(isHash: false)
    }

    enum Kind: Equatable, Sendable { case auto, `public`, `private`, sensitive }
    let kind: Kind
    let mask: Mask

    /// Strings and objects private, numbers and Booleans public.
    public static let auto = OSLogPrivacy(kind: .auto, mask: .none)
    public static let `public` = OSLogPrivacy(kind: .public, mask: .none)
    public static let `private` = OSLogPrivacy(kind: .private, mask: .none)
    public static let sensitive = OSLogPrivacy(kind: .sensitive, mask: .none)
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .auto, mask: mask) }
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .private, mask: mask) }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .sensitive, mask: mask) }

    /// Whether a value of this privacy is redacted in the store; `isScalar` for numbers and Booleans.
    func isPrivate(isScalar: Bool) -> Bool {
        switch kind {
        case .public: false
        case .private, .sensitive: true
        case .auto: !isScalar
        }
    }
}

/// How an interpolated string is padded to a column width.
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let isLeft: Bool
    public static let none = OSLogStringAlignment(columns: 0, isLeft: false)
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), isLeft: true)
    }
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), isLeft: false)
    }

    func apply(_ text: String) -> String {
        let padding = String(repeating: " ", count: max(0, columns - text.count))
        return isLeft ? text + padding : padding + text
    }
}

/// How an interpolated integer is written.
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int

    public static let decimal = decimal()
    public static let hex = hex()
    public static let octal = octal()

    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int = 0)
        -> OSLogIntegerFormatting
    {
        OSLogIntegerFormatting(
            radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false,
            minDigits: minDigits())
    }

    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
        minDigits: @autoclosure () -> Int = 0
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase,
            minDigits: minDigits())
    }

    public static func octal(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
        minDigits: @autoclosure () -> Int = 0
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase,
            minDigits: minDigits())
    }

    func apply(_ value: some BinaryInteger) -> String {
        var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        if includePrefix { digits = (radix == 16 ? "0x" : "0") + digits }
        let sign = value < 0 ? "-" : (explicitPositiveSign ? "+" : "")
        return sign + digits
    }
}

/// How an interpolated floating-point number is written.
public struct OSLogFloatFormatting: Sendable {
    let conversion: Character
    let precision: Int?
    let explicitPositiveSign: Bool

    public static let fixed = fixed()
    public static let hex = hex()
    public static let exponential = exponential()
    public static let hybrid = hybrid()

    public static func fixed(
        precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    )
        -> OSLogFloatFormatting
    {
        OSLogFloatFormatting(
            conversion: uppercase ? "F" : "f", precision: precision(), explicitPositiveSign: explicitPositiveSign)
    }
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            conversion: uppercase ? "F" : "f", precision: nil, explicitPositiveSign: explicitPositiveSign)
    }
    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            conversion: uppercase ? "A" : "a", precision: nil, explicitPositiveSign: explicitPositiveSign)
    }
    public static func exponential(
        precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            conversion: uppercase ? "E" : "e", precision: precision(), explicitPositiveSign: explicitPositiveSign)
    }
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting
    {
        OSLogFloatFormatting(
            conversion: uppercase ? "E" : "e", precision: nil, explicitPositiveSign: explicitPositiveSign)
    }
    public static func hybrid(
        precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    )
        -> OSLogFloatFormatting
    {
        OSLogFloatFormatting(
            conversion: uppercase ? "G" : "g", precision: precision(), explicitPositiveSign: explicitPositiveSign)
    }
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(
            conversion: uppercase ? "G" : "g", precision: nil, explicitPositiveSign: explicitPositiveSign)
    }

    func apply(_ value: Double) -> String {
        let format = "%" + (explicitPositiveSign ? "+" : "") + (precision.map { ".\($0)" } ?? "") + String(conversion)
        return String(format: format, value)
    }
}

/// How an interpolated Boolean is written.
public enum OSLogBoolFormat: Sendable {
    /// `true` or `false`.
    case truth
    /// `YES` or `NO`.
    case answer
}

/// A log message written with string interpolation, each value with its privacy and format.
///
/// ```swift
/// import os
///
/// func logOpened(row: Int, title: String) {
///     Logger(subsystem: "com.example.app", category: "list")
///         .info("Opened row \(row) titled \(title, privacy: .public)")
/// }
/// ```
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    let text: LogMessageText

    public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
    public init(stringLiteral value: String) {
        var text = LogMessageText()
        text.appendLiteral(value)
        self.text = text
    }
}

/// The interpolations of an ``OSLogMessage``.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = LogMessageText()

    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: String) { text.appendLiteral(literal) }

    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append(align.apply(argumentString()), privacy: privacy, isScalar: false)
    }

    @_disfavoredOverload
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(align.apply(value().description), privacy: privacy, isScalar: false)
    }

    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Int, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(align.apply(format.apply(number())), privacy: privacy, isScalar: true)
    }

    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(align.apply(format.apply(number())), privacy: privacy, isScalar: true)
    }

    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(align.apply(format.apply(number())), privacy: privacy, isScalar: true)
    }

    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(align.apply(format.apply(Double(number()))), privacy: privacy, isScalar: true)
    }

    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> CGFloat, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(align.apply(format.apply(Double(number()))), privacy: privacy, isScalar: true)
    }

    public mutating func appendInterpolation(
        _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
    ) {
        let value = boolean()
        let word = format == .truth ? (value ? "true" : "false") : (value ? "YES" : "NO")
        append(word, privacy: privacy, isScalar: true)
    }

    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> Any.Type, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append(align.apply(String(describing: value())), privacy: privacy, isScalar: false)
    }

    public mutating func appendInterpolation(
        _ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto
    ) {
        append(argumentObject().description, privacy: privacy, isScalar: false)
    }

    mutating func append(_ value: String, privacy: OSLogPrivacy, isScalar: Bool) {
        let isPrivate = privacy.isPrivate(isScalar: isScalar)
        if isPrivate, privacy.mask.isHash {
            text.console += value
            text.stored += "<mask.hash: '\(LogMessageText.hash(value))'>"
        } else {
            text.appendValue(value, isPrivate: isPrivate)
        }
    }
}
