import Foundation

// The interpolations with `attributes:`, which name a value for Instruments' signpost tables
// (`"id=\(id, attributes: "name=id")"`). Instruments is not on Linux: the value is interpolated as
// without attributes (in a log message's text, or in a signpost's message, which records nothing),
// and the attributes have no effect.

extension OSLogInterpolation {
    /// A string, with attributes for Instruments (no effect on Linux).
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto, attributes: String
    ) {
        appendInterpolation(argumentString(), align: align, privacy: privacy)
    }

    /// A value's description, with attributes for Instruments (no effect on Linux).
    @_disfavoredOverload
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto,
        attributes: String
    ) {
        appendInterpolation(value(), align: align, privacy: privacy)
    }

    /// An integer, with attributes for Instruments (no effect on Linux).
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Int, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String
    ) {
        appendInterpolation(number(), format: format, align: align, privacy: privacy)
    }

    /// A fixed-width integer, with attributes for Instruments (no effect on Linux).
    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String
    ) {
        appendInterpolation(number(), format: format, align: align, privacy: privacy)
    }

    /// A double, with attributes for Instruments (no effect on Linux).
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String
    ) {
        appendInterpolation(number(), format: format, align: align, privacy: privacy)
    }

    /// A float, with attributes for Instruments (no effect on Linux).
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String
    ) {
        appendInterpolation(number(), format: format, align: align, privacy: privacy)
    }

    /// A Boolean, with attributes for Instruments (no effect on Linux).
    public mutating func appendInterpolation(
        _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto,
        attributes: String
    ) {
        appendInterpolation(boolean(), format: format, privacy: privacy)
    }

    /// An object's description, with attributes for Instruments (no effect on Linux).
    public mutating func appendInterpolation(
        _ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto, attributes: String
    ) {
        appendInterpolation(argumentObject(), privacy: privacy)
    }

    /// An error's description, with attributes for Instruments (no effect on Linux).
    public mutating func appendInterpolation(
        _ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto, attributes: String = ""
    ) {
        append(String(describing: error()), privacy: privacy, isScalar: false)
    }
}
