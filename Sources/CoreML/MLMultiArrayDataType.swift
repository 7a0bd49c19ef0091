import Foundation

/// The element type of a multi-array, as Core ML's `MLMultiArrayDataType` (the SDK's raw values:
/// a kind flag with the element's width in bits).
public enum MLMultiArrayDataType: Int, Hashable, Sendable {
    case double = 65600
    case float32 = 65568
    case float16 = 65552
    case int32 = 131104

    /// `.double`, by its other name.
    public static var float64: MLMultiArrayDataType { .double }
    /// `.float32`, by its other name.
    public static var float: MLMultiArrayDataType { .float32 }

    /// The bytes one element takes.
    var byteWidth: Int { (rawValue & 0xFF) / 8 }
}
