import CoreGraphics
import CoreML
import Foundation

/// How a text request trades speed for accuracy, as Vision's `VNRequestTextRecognitionLevel`.
public enum VNRequestTextRecognitionLevel: Int, Hashable, Sendable {
    case accurate = 0, fast = 1
}

/// A request that finds and recognizes text, as Vision's `VNRecognizeTextRequest` (its results
/// would be ``VNRecognizedTextObservation``s). Its options are kept; none runs on Linux.
open class VNRecognizeTextRequest: VNImageBasedRequest {
    /// Accuracy or speed (`.accurate` by default).
    open var recognitionLevel = VNRequestTextRecognitionLevel.accurate
    /// Whether recognition corrects words by language (`true` by default).
    open var usesLanguageCorrection = true
    /// The languages to recognize, in priority order (`["en-US"]` by default).
    open var recognitionLanguages = ["en-US"]
    /// Words to prefer during language correction.
    open var customWords: [String] = []
    /// The smallest text height to recognize, relative to the image's height (0: no minimum).
    open var minimumTextHeight: Float = 0
    /// Whether the request detects the language itself (`false` by default).
    open var automaticallyDetectsLanguage = false
}

/// A request that finds barcodes, as Vision's `VNDetectBarcodesRequest`.
open class VNDetectBarcodesRequest: VNImageBasedRequest {
    /// The symbologies to look for (every supported one by default).
    open var symbologies = VNBarcodeSymbology.cellSnapAll
    /// Whether the request merges nearby codes into one (`false` by default).
    open var coalesceCompositeSymbologies = false

    /// The symbologies the request can find.
    open func supportedSymbologies() throws -> [VNBarcodeSymbology] { VNBarcodeSymbology.cellSnapAll }
}

/// A kind of barcode, as Vision's `VNBarcodeSymbology` (the SDK's raw values).
public struct VNBarcodeSymbology: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let aztec = Self(rawValue: "VNBarcodeSymbologyAztec")
    public static let code39 = Self(rawValue: "VNBarcodeSymbologyCode39")
    public static let code93 = Self(rawValue: "VNBarcodeSymbologyCode93")
    public static let code128 = Self(rawValue: "VNBarcodeSymbologyCode128")
    public static let dataMatrix = Self(rawValue: "VNBarcodeSymbologyDataMatrix")
    public static let ean8 = Self(rawValue: "VNBarcodeSymbologyEAN8")
    public static let ean13 = Self(rawValue: "VNBarcodeSymbologyEAN13")
    public static let itf14 = Self(rawValue: "VNBarcodeSymbologyITF14")
    public static let pdf417 = Self(rawValue: "VNBarcodeSymbologyPDF417")
    public static let qr = Self(rawValue: "VNBarcodeSymbologyQR")
    public static let upce = Self(rawValue: "VNBarcodeSymbologyUPCE")

    /// The symbologies CellSnap names, in the order above.
    static let cellSnapAll: [Self] = [
        .aztec, .code39, .code93, .code128, .dataMatrix, .ean8, .ean13, .itf14, .pdf417, .qr, .upce,
    ]
}

/// A request that finds faces, as Vision's `VNDetectFaceRectanglesRequest`.
open class VNDetectFaceRectanglesRequest: VNImageBasedRequest {}

/// A request that finds rectangles, as Vision's `VNDetectRectanglesRequest` (its limits kept).
open class VNDetectRectanglesRequest: VNImageBasedRequest {
    /// The smallest width-to-height ratio to find (0.5 by default).
    open var minimumAspectRatio: VNAspectRatio = 0.5
    /// The largest width-to-height ratio to find (0.5 by default).
    open var maximumAspectRatio: VNAspectRatio = 0.5
    /// How far from 90° a corner may be, in degrees (30 by default).
    open var quadratureTolerance: VNDegrees = 30
    /// The smallest size to find, relative to the image's shorter side (0.2 by default).
    open var minimumSize: Float = 0.2
    /// The lowest confidence to report (0 by default).
    open var minimumConfidence: VNConfidence = 0
    /// How many rectangles to report at most (1 by default; 0 means no limit).
    open var maximumObservations = 1
}

/// A ratio of width to height (Vision's `VNAspectRatio`).
public typealias VNAspectRatio = Float
/// An angle in degrees (Vision's `VNDegrees`).
public typealias VNDegrees = Float

/// A request that classifies an image with Vision's own taxonomy, as `VNClassifyImageRequest`.
open class VNClassifyImageRequest: VNImageBasedRequest {}

/// How an image is fitted to a Core ML model's input, as Vision's `VNImageCropAndScaleOption`.
public enum VNImageCropAndScaleOption: UInt, Hashable, Sendable {
    case centerCrop = 0, scaleFit = 1, scaleFill = 2
    case scaleFitRotate90CCW = 0x101, scaleFillRotate90CCW = 0x102
}

/// A Core ML model wrapped for Vision, as `VNCoreMLModel`.
open class VNCoreMLModel: NSObject {
    /// The Core ML model.
    public let cellSnapModel: MLModel
    /// The name of the model's image input Vision fills (`"image"` by default).
    open var inputImageFeatureName = "image"
    /// Values for the model's other inputs.
    open var featureProvider: (any MLFeatureProvider)?

    /// Wraps `model` (a model of an Xcode-generated class on Linux: no other model loads).
    public init(for model: MLModel) throws {
        cellSnapModel = model
        super.init()
    }
}

/// A request that runs a Core ML model on an image, as Vision's `VNCoreMLRequest`.
open class VNCoreMLRequest: VNImageBasedRequest {
    /// The model the request runs.
    public let model: VNCoreMLModel
    /// How the image is fitted to the model's input (`.centerCrop` by default).
    open var imageCropAndScaleOption = VNImageCropAndScaleOption.centerCrop

    /// A request that runs `model`.
    public init(model: VNCoreMLModel) {
        self.model = model
        super.init(completionHandler: nil)
    }

    /// A request that runs `model` and calls `completionHandler` when it finishes.
    public init(model: VNCoreMLModel, completionHandler: VNRequestCompletionHandler? = nil) {
        self.model = model
        super.init(completionHandler: completionHandler)
    }

    override var cellSnapName: String {
        "VNCoreMLRequest of model \(model.cellSnapModel.cellSnapGeneratedModelName ?? "(not generated)")"
    }
}
