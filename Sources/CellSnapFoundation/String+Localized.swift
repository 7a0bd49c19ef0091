import Foundation

extension String {
    /// A localizable string as a string literal writes it, with its interpolations, as Foundation's
    /// `String.LocalizationValue` on Apple's platforms (Foundation on Linux has none): the key that
    /// a strings file is searched by has a format specifier in place of each interpolation
    /// (`"\(count) items"` is `"%lld items"`, a string `%@`, a `Double` `%lf`) and each literal `%`
    /// doubled, as Xcode writes it into a string catalog; the interpolated values fill the
    /// translation's specifiers, in order or by position (`%2$@`).
    ///
    /// ```swift
    /// let count = 3
    /// let value: String.LocalizationValue = "\(count) items, 50% off"
    /// print(value.key)   // %lld items, 50%% off
    /// ```
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        /// The key: the literal with a format specifier for each interpolation.
        public let key: String
        /// The interpolated values, as the format's arguments.
        let arguments: [Argument]

        public init(_ value: String) {
            key = value.replacingOccurrences(of: "%", with: "%%")
            arguments = []
        }

        public init(stringLiteral value: String) { self.init(value) }

        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
        }

        /// `format` with its specifiers filled by `arguments`; a format with no arguments is
        /// returned as it is, as Foundation returns a string without interpolations.
        static func format(_ format: String, arguments: [Argument], locale: Locale?) -> String {
            guard !arguments.isEmpty else { return format.replacingOccurrences(of: "%%", with: "%") }
            return String(cellSnapFormat: format, locale: locale, arguments: arguments.map(\.formatArgument))
        }

        /// An interpolated value: a string, a signed or unsigned integer, or a floating-point number.
        enum Argument: Hashable, Sendable {
            case string(String)
            case signed(Int64)
            case unsigned(UInt64)
            case floating(Double)

            var formatArgument: any CVarArg {
                switch self {
                case .string(let value): value
                case .signed(let value): value
                case .unsigned(let value): value
                case .floating(let value): value
                }
            }
        }

        /// Builds a ``String/LocalizationValue`` from a literal's pieces.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var arguments: [Argument] = []

            public init(literalCapacity: Int, interpolationCount: Int) {
                key.reserveCapacity(literalCapacity + 4 * interpolationCount)
            }

            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
            }

            /// A string, written `%@`.
            public mutating func appendInterpolation(_ string: String) {
                append(.string(string), specifier: "%@")
            }

            /// A substring, written `%@`.
            public mutating func appendInterpolation(_ string: Substring) {
                append(.string(String(string)), specifier: "%@")
            }

            /// An object, written `%@` with its description.
            public mutating func appendInterpolation(_ object: some NSObject) {
                append(.string(object.description), specifier: "%@")
            }

            /// A signed integer: `Int` and `Int64` are written `%lld`, the narrower ones `%d`.
            public mutating func appendInterpolation<Value: SignedInteger & FixedWidthInteger>(_ value: Value) {
                append(.signed(Int64(value)), specifier: Value.bitWidth > 32 ? "%lld" : "%d")
            }

            /// An unsigned integer: `UInt` and `UInt64` are written `%llu`, the narrower ones `%u`.
            public mutating func appendInterpolation<Value: UnsignedInteger & FixedWidthInteger>(_ value: Value) {
                append(.unsigned(UInt64(value)), specifier: Value.bitWidth > 32 ? "%llu" : "%u")
            }

            /// A `Double`, written `%lf`.
            public mutating func appendInterpolation(_ value: Double) {
                append(.floating(value), specifier: "%lf")
            }

            /// A `Float`, written `%f`.
            public mutating func appendInterpolation(_ value: Float) {
                append(.floating(Double(value)), specifier: "%f")
            }

            /// A `CGFloat`, written `%lf`.
            public mutating func appendInterpolation(_ value: CGFloat) {
                append(.floating(Double(value)), specifier: "%lf")
            }

            /// A value written by a format style (`\(date, format: .dateTime.year())`), as `%@`.
            public mutating func appendInterpolation<Style: FormatStyle>(_ value: Style.FormatInput, format: Style)
            where Style.FormatOutput == String {
                append(.string(format.format(value)), specifier: "%@")
            }

            private mutating func append(_ argument: Argument, specifier: String) {
                key += specifier
                arguments.append(argument)
            }
        }
    }

    /// The localized string for `keyAndValue` from `table` of `bundle`, its interpolations filled
    /// in, as Foundation's `String(localized:table:bundle:locale:comment:)` on Apple's platforms:
    /// the key (``LocalizationValue/key``) is looked up in the bundle's strings for the
    /// preferred language, and, where no translation has it, the value as written is used.
    ///
    /// ```swift
    /// let name = "Anna"
    /// print(String(localized: "Hello, \(name)!", comment: "A greeting"))   // Hello, Anna!
    /// ```
    ///
    /// - Parameters:
    ///   - keyAndValue: The key, which is also the text used where there is no translation.
    ///   - table: The strings file's name, without extension; `nil` is `Localizable`.
    ///   - bundle: The bundle whose strings are searched; `nil` is `Bundle.main`. In an app's file
    ///     that CellSnap's Objective-C adapter rewrites, a call without `bundle:` gets the app
    ///     target's resource bundle, which holds its `Localizable.strings` as the app's bundle
    ///     does on iOS.
    ///   - locale: The locale the interpolated numbers are written in.
    ///   - comment: The translators' note; it has no effect on the string.
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = Self.localized(keyAndValue.key, default: keyAndValue, table: table, bundle: bundle, locale: locale)
    }

    /// The localized string for `key`, or `defaultValue` where no translation has it, as
    /// Foundation's `String(localized:defaultValue:table:bundle:locale:comment:)`.
    ///
    /// ```swift
    /// print(String(localized: "greeting.title", defaultValue: "Welcome"))   // Welcome
    /// ```
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
        bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = Self.localized("\(key)", default: defaultValue, table: table, bundle: bundle, locale: locale)
    }

    /// The string a ``LocalizedStringResource`` describes, localized.
    ///
    /// ```swift
    /// let resource = LocalizedStringResource("Done", comment: "A button's title")
    /// print(String(localized: resource))   // Done
    /// ```
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) {
        self = Self.localized(
            resource.key, default: resource.defaultValue, table: resource.table, bundle: resource.bundle.bundle,
            locale: resource.locale)
    }

    private static func localized(
        _ key: String, default value: LocalizationValue, table: String?, bundle: Bundle?, locale: Locale
    ) -> String {
        let missing = "\u{0}cellsnap-missing"
        let found = (bundle ?? .main).cellSnapLocalizedString(forKey: key, value: missing, table: table)
        // A translation whose specifiers the values do not fill (one more `%@`, a `%d` for a
        // string) would read past them: the value as written is used, as without a translation.
        guard found != missing, LocalizationValue.fills(found, with: value.arguments) else {
            return LocalizationValue.format(value.key, arguments: value.arguments, locale: locale)
        }
        return LocalizationValue.format(found, arguments: value.arguments, locale: locale)
    }
}

extension String.LocalizationValue {
    /// Whether `arguments` fill every specifier of `format` (in order, or by position, `%2$@`)
    /// with a value of its kind: `%@` a string, `%d`, `%u`, `%x` and the like an integer, `%f`,
    /// `%e`, `%g` and the like a floating-point number. A width or precision taken from the
    /// arguments (`*`) and C strings and pointers (`%s`, `%p`, `%n`) are never filled.
    static func fills(_ format: String, with arguments: [Argument]) -> Bool {
        let characters = Array(format.unicodeScalars)
        var index = 0
        var next = 0
        while index < characters.count {
            defer { index += 1 }
            guard characters[index] == "%" else { continue }
            index += 1
            guard index < characters.count else { return false }
            if characters[index] == "%" { continue }
            var digits = ""
            while index < characters.count, ("0"..."9").contains(characters[index]) {
                digits.unicodeScalars.append(characters[index])
                index += 1
            }
            var position: Int
            if index < characters.count, characters[index] == "$", let number = Int(digits), number > 0 {
                position = number - 1
                index += 1
            } else {
                position = next
                next += 1
            }
            while index < characters.count, "-+ #0'.0123456789hlqLztj".unicodeScalars.contains(characters[index]) {
                index += 1
            }
            guard index < characters.count, position < arguments.count,
                arguments[position].fills(conversion: characters[index])
            else { return false }
        }
        return true
    }
}

extension String.LocalizationValue.Argument {
    /// Whether the value fills a specifier of `conversion`.
    fileprivate func fills(conversion: Unicode.Scalar) -> Bool {
        switch (self, conversion) {
        case (.string, "@"): true
        case (.signed, "d"), (.signed, "i"), (.signed, "c"), (.unsigned, "u"), (.unsigned, "x"), (.unsigned, "X"),
            (.unsigned, "o"), (.signed, "u"), (.signed, "x"), (.signed, "X"), (.signed, "o"), (.unsigned, "d"),
            (.unsigned, "i"), (.unsigned, "c"):
            true
        case (.floating, "f"), (.floating, "F"), (.floating, "e"), (.floating, "E"), (.floating, "g"),
            (.floating, "G"), (.floating, "a"), (.floating, "A"):
            true
        default: false
        }
    }
}

/// A string to localize later, with where its translation is, as Foundation's
/// `LocalizedStringResource` on Apple's platforms (Foundation on Linux has none): App Intents and
/// widgets take titles as resources; `String(localized:)` localizes one.
///
/// ```swift
/// let title: LocalizedStringResource = "Open Inbox"
/// print(title.key)   // Open Inbox
/// ```
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// Where a resource's strings are: the main bundle, the bundle of a class, or one at a URL.
    public enum BundleDescription: Hashable, Sendable {
        case main
        case forClass(AnyClass)
        case atURL(URL)

        public static func == (lhs: Self, rhs: Self) -> Bool {
            switch (lhs, rhs) {
            case (.main, .main): true
            case (.forClass(let left), .forClass(let right)): left == right
            case (.atURL(let left), .atURL(let right)): left == right
            default: false
            }
        }

        public func hash(into hasher: inout Hasher) {
            switch self {
            case .main: hasher.combine(0)
            case .forClass(let type): hasher.combine(ObjectIdentifier(type))
            case .atURL(let url): hasher.combine(url)
            }
        }

        var bundle: Bundle? {
            switch self {
            case .main: .main
            case .forClass(let type): Bundle(for: type)
            case .atURL(let url): Bundle(url: url)
            }
        }
    }

    /// The key the strings are searched by.
    public var key: String
    /// The text where no translation has the key.
    public var defaultValue: String.LocalizationValue
    /// The strings file's name; `nil` is `Localizable`.
    public var table: String?
    /// The locale the interpolated numbers are written in.
    public var locale: Locale
    /// Where the strings are.
    public var bundle: BundleDescription
    /// The translators' note, as written.
    public var comment: String?

    /// A resource whose key is the value as written.
    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.init(
            keyAndValue.key, defaultValue: keyAndValue, table: table, locale: locale, bundle: bundle, comment: comment)
    }

    /// A resource with a key of its own and the text to use without a translation.
    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
        locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.init("\(key)", defaultValue: defaultValue, table: table, locale: locale, bundle: bundle, comment: comment)
    }

    private init(
        _ key: String, defaultValue: String.LocalizationValue, table: String?, locale: Locale,
        bundle: BundleDescription, comment: StaticString?
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
        self.comment = comment.map { "\($0)" }
    }

    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }
}
