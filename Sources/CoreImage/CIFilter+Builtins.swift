import Foundation

/// What every filter has, as Core Image's `CIFilterProtocol`.
public protocol CIFilterProtocol: NSObjectProtocol {
    var outputImage: CIImage? { get }
}

/// The QR code generator's inputs, as Core Image's `CIQRCodeGenerator`.
public protocol CIQRCodeGenerator: CIFilterProtocol {
    var message: Data { get set }
    var correctionLevel: String { get set }
}

/// The colour controls' inputs, as Core Image's `CIColorControls`.
public protocol CIColorControls: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var saturation: Float { get set }
    var brightness: Float { get set }
    var contrast: Float { get set }
}

/// The sepia filter's inputs, as Core Image's `CISepiaTone`.
public protocol CISepiaTone: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var intensity: Float { get set }
}

/// The monochrome filter's inputs, as Core Image's `CIColorMonochrome`.
public protocol CIColorMonochrome: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var color: CIColor { get set }
    var intensity: Float { get set }
}

/// The false colour filter's inputs, as Core Image's `CIFalseColor`.
public protocol CIFalseColor: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var color0: CIColor { get set }
    var color1: CIColor { get set }
}

/// The Gaussian blur's inputs, as Core Image's `CIGaussianBlur`.
public protocol CIGaussianBlur: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
}

/// A filter with typed inputs over its named ones.
final class BuiltinFilter: CIFilter, CIQRCodeGenerator, CIColorControls, CISepiaTone, CIColorMonochrome, CIFalseColor,
    CIGaussianBlur, @unchecked Sendable
{
    var message: Data {
        get { values["inputMessage"] as? Data ?? Data() }
        set { values["inputMessage"] = newValue }
    }
    var correctionLevel: String {
        get { values["inputCorrectionLevel"] as? String ?? "M" }
        set { values["inputCorrectionLevel"] = newValue }
    }
    var inputImage: CIImage? {
        get { values[kCIInputImageKey] as? CIImage }
        set { values[kCIInputImageKey] = newValue }
    }
    var saturation: Float {
        get { number("inputSaturation") }
        set { values["inputSaturation"] = newValue }
    }
    var brightness: Float {
        get { number("inputBrightness") }
        set { values["inputBrightness"] = newValue }
    }
    var contrast: Float {
        get { number("inputContrast") }
        set { values["inputContrast"] = newValue }
    }
    var intensity: Float {
        get { number("inputIntensity") }
        set { values["inputIntensity"] = newValue }
    }
    var radius: Float {
        get { number("inputRadius") }
        set { values["inputRadius"] = newValue }
    }
    var color: CIColor {
        get { color("inputColor") }
        set { values["inputColor"] = newValue }
    }
    var color0: CIColor {
        get { color("inputColor0") }
        set { values["inputColor0"] = newValue }
    }
    var color1: CIColor {
        get { color("inputColor1") }
        set { values["inputColor1"] = newValue }
    }
}

extension CIFilter {
    /// A QR code generator (`CIQRCodeGenerator`).
    public class func qrCodeGenerator() -> CIFilter & CIQRCodeGenerator {
        BuiltinFilter(filterName: "CIQRCodeGenerator")
    }
    /// Colour controls (`CIColorControls`).
    public class func colorControls() -> CIFilter & CIColorControls { BuiltinFilter(filterName: "CIColorControls") }
    /// A sepia tone (`CISepiaTone`).
    public class func sepiaTone() -> CIFilter & CISepiaTone { BuiltinFilter(filterName: "CISepiaTone") }
    /// A monochrome tint (`CIColorMonochrome`).
    public class func colorMonochrome() -> CIFilter & CIColorMonochrome {
        BuiltinFilter(filterName: "CIColorMonochrome")
    }
    /// False colours (`CIFalseColor`).
    public class func falseColor() -> CIFilter & CIFalseColor { BuiltinFilter(filterName: "CIFalseColor") }
    /// A Gaussian blur (`CIGaussianBlur`).
    public class func gaussianBlur() -> CIFilter & CIGaussianBlur { BuiltinFilter(filterName: "CIGaussianBlur") }
}
