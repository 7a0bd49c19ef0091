import Foundation

/// The kind of a feature's value, as Core ML's `MLFeatureType` (the SDK's raw values).
public enum MLFeatureType: Int, Hashable, Sendable {
    case invalid = 0, int64, double, string, image, multiArray, dictionary, sequence, state
}

/// One value a model takes or gives, as Core ML's `MLFeatureValue`: an integer, a double, a
/// string, a multi-array, a dictionary (keyed by strings or integers, of numbers), an image (a
/// `CVPixelBuffer` of a size and pixel format, without pixels: MLImageFeatures.swift), a sequence,
/// or undefined.
open class MLFeatureValue: NSObject, NSCopying, @unchecked Sendable {
    public let type: MLFeatureType
    /// Whether the value is undefined (a missing optional input).
    public let isUndefined: Bool
    public let int64Value: Int64
    public let doubleValue: Double
    public let stringValue: String
    public let multiArrayValue: MLMultiArray?
    public let dictionaryValue: [AnyHashable: NSNumber]
    /// The pixel buffer of an image value.
    public let imageBufferValue: CVPixelBuffer?
    /// The values of a sequence value.
    public let sequenceValue: MLSequence?

    init(
        type: MLFeatureType, undefined: Bool = false, int64: Int64 = 0, double: Double = 0, string: String = "",
        multiArray: MLMultiArray? = nil, dictionary: [AnyHashable: NSNumber] = [:], imageBuffer: CVPixelBuffer? = nil,
        sequence: MLSequence? = nil
    ) {
        (self.type, isUndefined, int64Value, doubleValue) = (type, undefined, int64, double)
        (stringValue, multiArrayValue, dictionaryValue) = (string, multiArray, dictionary)
        (imageBufferValue, sequenceValue) = (imageBuffer, sequence)
        super.init()
    }

    public convenience init(int64 value: Int64) { self.init(type: .int64, int64: value, double: Double(value)) }
    public convenience init(double value: Double) {
        self.init(type: .double, int64: Int64(exactly: value.rounded(.towardZero)) ?? 0, double: value)
    }
    public convenience init(string value: String) { self.init(type: .string, string: value) }
    public convenience init(multiArray value: MLMultiArray) { self.init(type: .multiArray, multiArray: value) }

    /// An undefined value of `type`.
    public convenience init(undefined type: MLFeatureType) { self.init(type: type, undefined: true) }

    /// A dictionary of numbers keyed by strings or by integers; throws an `MLModelError` of code
    /// `.featureType` for keys of another type or keys of both kinds.
    public convenience init(dictionary value: [AnyHashable: NSNumber]) throws {
        let strings = value.keys.allSatisfy { $0.base is String }
        let integers = value.keys.allSatisfy { $0.base is Int || $0.base is Int64 }
        guard strings || integers else {
            throw MLModelError(
                .featureType, "MLFeatureValue(dictionary:): keys must all be strings or all be integers")
        }
        self.init(type: .dictionary, dictionary: value)
    }

    /// Whether `value` is of the same type and holds the same value.
    open func isEqual(to value: MLFeatureValue) -> Bool {
        guard type == value.type, isUndefined == value.isUndefined else { return false }
        switch type {
        case .int64: return int64Value == value.int64Value
        case .double: return doubleValue == value.doubleValue
        case .string: return stringValue == value.stringValue
        case .multiArray: return multiArrayValue === value.multiArrayValue
        case .dictionary: return dictionaryValue == value.dictionaryValue
        case .image: return imageBufferValue === value.imageBufferValue
        case .sequence: return sequenceValue == value.sequenceValue
        default: return true
        }
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? MLFeatureValue).map(isEqual(to:)) ?? false }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The value a dictionary provider holds for `value` (nil for a type no feature takes).
    static func wrapping(_ value: Any) -> MLFeatureValue? {
        switch value {
        case let feature as MLFeatureValue: feature
        case let array as MLMultiArray: MLFeatureValue(multiArray: array)
        case let buffer as CVPixelBuffer: MLFeatureValue(pixelBuffer: buffer)
        case let sequence as MLSequence: MLFeatureValue(sequence: sequence)
        case let string as String: MLFeatureValue(string: string)
        case let integer as Int: MLFeatureValue(int64: Int64(integer))
        case let integer as Int64: MLFeatureValue(int64: integer)
        case let integer as Int32: MLFeatureValue(int64: Int64(integer))
        case let double as Double: MLFeatureValue(double: double)
        case let float as Float: MLFeatureValue(double: Double(float))
        case let number as NSNumber: MLFeatureValue(double: number.doubleValue)
        case let dictionary as [String: NSNumber]: try? MLFeatureValue(dictionary: dictionary)
        case let dictionary as [Int64: NSNumber]: try? MLFeatureValue(dictionary: dictionary)
        default: nil
        }
    }
}
