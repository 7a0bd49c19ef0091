import Foundation
import Synchronization

/// An image filter, as Core Image's `CIFilter`: made by name (or by the typed builders, such as
/// ``qrCodeGenerator()``), given inputs with ``setValue(_:forKey:)``, read through
/// ``outputImage``. CellSnap computes these filters, on the CPU in Core Image's linear working
/// space (the formulas are on each filter's type):
///
/// | name | inputs |
/// | --- | --- |
/// | `CIQRCodeGenerator` | `inputMessage` (`Data`), `inputCorrectionLevel` (`"L"`, `"M"`, `"Q"`, `"H"`; `"M"`) |
/// | `CIColorControls` | `inputImage`, `inputSaturation` (1), `inputBrightness` (0), `inputContrast` (1) |
/// | `CISepiaTone` | `inputImage`, `inputIntensity` (1) |
/// | `CIColorMonochrome` | `inputImage`, `inputColor` (0.6, 0.45, 0.3), `inputIntensity` (1) |
/// | `CIFalseColor` | `inputImage`, `inputColor0` (0.3, 0, 0), `inputColor1` (1, 0.9, 0.8) |
/// | `CIGaussianBlur` | `inputImage` (a finite extent), `inputRadius` (10: the Gaussian's standard deviation) |
///
/// `CIFilter(name:)` makes any filter iOS builds in (``cellSnapBuiltInFilterNames``), so that an
/// app that makes its filters up front runs, but CellSnap refuses to guess a filter's pixels: the
/// ``outputImage`` of one it does not compute is `nil` (what an app already handles for missing
/// inputs), and the first read of it in a process says so on standard error. A name iOS does not
/// know is `nil`, as on iOS.
///
/// ```swift
/// let filter = CIFilter(name: "CIQRCodeGenerator")!
/// filter.setValue("https://swift.org".data(using: .ascii), forKey: "inputMessage")
/// filter.outputImage?.extent   // (0, 0, 27, 27): version 2, a one-module margin
/// ```
open class CIFilter: NSObject, @unchecked Sendable {
    /// The filter's name.
    public let name: String
    var values: [String: Any] = [:]

    /// The names of the filters CellSnap computes (Linux only).
    public static let cellSnapComputedFilterNames = [
        "CIQRCodeGenerator", "CIColorControls", "CISepiaTone", "CIColorMonochrome", "CIFalseColor", "CIGaussianBlur",
    ]

    init(filterName: String) {
        name = filterName
        super.init()
        setDefaults()
    }

    /// The filter of `name`, with its defaults (of the filters CellSnap computes); `nil` for a
    /// name that is not one of iOS's built-in filters.
    public convenience init?(name: String) {
        guard Self.cellSnapBuiltInFilterNames.contains(name) else { return nil }
        self.init(filterName: name)
    }

    /// The filter of `name` with `params`; `nil` for a name that is not one of iOS's built-in filters.
    public convenience init?(name: String, parameters params: [String: Any]?) {
        self.init(name: name)
        for (key, value) in params ?? [:] { setValue(value, forKey: key) }
    }

    /// Sets the input `key` to `value`.
    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
    /// The input or output `key`'s value.
    open func value(forKey key: String) -> Any? { key == kCIOutputImageKey ? outputImage : values[key] }

    /// Puts every input back to its default.
    open func setDefaults() {
        values = values.filter { $0.key == kCIInputImageKey }
        switch name {
        case "CIQRCodeGenerator": values["inputCorrectionLevel"] = "M"
        case "CIColorControls":
            values.merge(["inputSaturation": 1.0, "inputBrightness": 0.0, "inputContrast": 1.0]) { $1 }
        case "CISepiaTone": values["inputIntensity"] = 1.0
        case "CIColorMonochrome":
            values.merge(["inputColor": CIColor(red: 0.6, green: 0.45, blue: 0.3), "inputIntensity": 1.0]) { $1 }
        case "CIFalseColor":
            values["inputColor0"] = CIColor(red: 0.3, green: 0, blue: 0)
            values["inputColor1"] = CIColor(red: 1, green: 0.9, blue: 0.8)
        case "CIGaussianBlur": values["inputRadius"] = 10.0
        default: break
        }
    }

    /// The names of the filter's inputs.
    open var inputKeys: [String] { ([kCIInputImageKey] + values.keys.filter { $0 != kCIInputImageKey }.sorted()) }
    /// The names of the filter's outputs.
    open var outputKeys: [String] { [kCIOutputImageKey] }

    /// The filtered image; `nil` when an input is missing or of the wrong type (a QR code's
    /// message too long for version 40, an infinite image to blur), and for a filter CellSnap does
    /// not compute (said once a process on standard error).
    open var outputImage: CIImage? {
        guard Self.cellSnapComputedFilterNames.contains(name) else {
            UncomputedFilters.report(name)
            return nil
        }
        if name == "CIQRCodeGenerator" {
            return QRCodeImage.make(
                message: values["inputMessage"] as? Data, level: values["inputCorrectionLevel"] as? String)
        }
        guard let input = values[kCIInputImageKey] as? CIImage else { return nil }
        switch name {
        case "CIGaussianBlur": return GaussianBlur.apply(to: input, sigma: number("inputRadius"))
        default: return ColorFilters.apply(name, to: input, inputs: self)
        }
    }

    /// The number at `key` (an `NSNumber`, `Double`, `Float`, `CGFloat` or `Int`); 0 otherwise.
    final func number(_ key: String) -> Float {
        switch values[key] {
        case let value as Double: Float(value)
        case let value as Float: value
        case let value as CGFloat: Float(value)
        case let value as Int: Float(value)
        case let value as NSNumber: value.floatValue
        default: 0
        }
    }

    /// The colour at `key`.
    final func color(_ key: String) -> CIColor { values[key] as? CIColor ?? .black }
}

public let kCIInputImageKey = "inputImage"
public let kCIOutputImageKey = "outputImage"
public let kCIInputRadiusKey = "inputRadius"
public let kCIInputIntensityKey = "inputIntensity"
public let kCIInputSaturationKey = "inputSaturation"
public let kCIInputBrightnessKey = "inputBrightness"
public let kCIInputContrastKey = "inputContrast"
public let kCIInputColorKey = "inputColor"
public let kCIInputAmountKey = "inputAmount"
public let kCIInputAngleKey = "inputAngle"
public let kCIInputAspectRatioKey = "inputAspectRatio"
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
public let kCIInputBiasKey = "inputBias"
public let kCIInputCenterKey = "inputCenter"
public let kCIInputDepthImageKey = "inputDepthImage"
public let kCIInputDisparityImageKey = "inputDisparityImage"
public let kCIInputEVKey = "inputEV"
public let kCIInputGradientImageKey = "inputGradientImage"
public let kCIInputMaskImageKey = "inputMaskImage"
public let kCIInputMatteImageKey = "inputMatteImage"
public let kCIInputScaleKey = "inputScale"
public let kCIInputShadingImageKey = "inputShadingImage"
public let kCIInputSharpnessKey = "inputSharpness"
public let kCIInputTargetImageKey = "inputTargetImage"
public let kCIInputTimeKey = "inputTime"
public let kCIInputTransformKey = "inputTransform"
public let kCIInputVersionKey = "inputVersion"
public let kCIInputWeightsKey = "inputWeights"
public let kCIInputWidthKey = "inputWidth"

/// The filters whose output was asked for and that CellSnap does not compute, each reported once.
enum UncomputedFilters {
    private static let reported = Mutex<Set<String>>([])

    static func report(_ name: String) {
        guard reported.withLock({ $0.insert(name).inserted }) else { return }
        FileHandle.standardError.write(
            Data("CellSnap does not compute Core Image's \(name): its outputImage is nil\n".utf8))
    }
}

/// The QR code generator's image: the symbol's modules as pixels, dark black and light white,
/// with a quiet zone of one module around them (CellSnap's choice of Core Image's undocumented
/// margin), sampled at the nearest pixel when scaled, so that the modules stay sharp.
enum QRCodeImage {
    static func make(message: Data?, level: String?) -> CIImage? {
        guard let message, let level = QRCodeEncoder.Level(letter: level ?? "M"),
            let symbol = QRCodeEncoder.encode([UInt8](message), level: level)
        else { return nil }
        let side = symbol.size + 2
        var pixels = [SIMD4<Float>](repeating: SIMD4(1, 1, 1, 1), count: side * side)
        for (row, line) in symbol.modules.enumerated() {
            for (column, dark) in line.enumerated() where dark {
                pixels[(row + 1) * side + column + 1] = SIMD4(0, 0, 0, 1)
            }
        }
        let bitmap = WorkingBitmap(width: side, height: side, pixels: pixels)
        return CIImage(
            extent: CGRect(x: 0, y: 0, width: side, height: side), samplesNearest: true,
            sample: bitmap.sampler(origin: .zero))
    }
}
