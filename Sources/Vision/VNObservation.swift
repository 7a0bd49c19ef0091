import CoreGraphics
import CoreML
import Foundation

/// How sure Vision is of an observation, from 0 to 1 (Vision's `VNConfidence`).
public typealias VNConfidence = Float

/// A result of a request, as Vision's `VNObservation`. On Linux no request produces one; an app
/// makes the kinds Vision lets it make (``VNDetectedObjectObservation/init(boundingBox:)``).
open class VNObservation: NSObject {
    /// The observation's identity.
    public let uuid = UUID()
    /// How sure the request is (1 for an observation an app makes).
    open internal(set) var confidence: VNConfidence = 1

    override init() { super.init() }
}

/// An object found at a rectangle, as Vision's `VNDetectedObjectObservation`.
open class VNDetectedObjectObservation: VNObservation {
    /// Where the object is, in normalized coordinates (origin at the lower left).
    public let boundingBox: CGRect

    /// An observation of an object at `boundingBox` (normalized), as a tracking request takes one.
    public init(boundingBox: CGRect) {
        self.boundingBox = boundingBox
        super.init()
    }
}

/// A face, as Vision's `VNFaceObservation` (no landmarks: no face is found on Linux).
open class VNFaceObservation: VNDetectedObjectObservation {
    /// The head's roll, yaw and pitch in radians, when the request measured them.
    open internal(set) var roll: NSNumber?
    open internal(set) var yaw: NSNumber?
    open internal(set) var pitch: NSNumber?
}

/// A quadrilateral, as Vision's `VNRectangleObservation` (corners normalized, origin lower left).
open class VNRectangleObservation: VNDetectedObjectObservation {
    public let topLeft: CGPoint
    public let topRight: CGPoint
    public let bottomLeft: CGPoint
    public let bottomRight: CGPoint

    /// An observation of the quadrilateral with these corners; its bounding box encloses them.
    init(topLeft: CGPoint, topRight: CGPoint, bottomLeft: CGPoint, bottomRight: CGPoint) {
        (self.topLeft, self.topRight, self.bottomLeft, self.bottomRight) = (topLeft, topRight, bottomLeft, bottomRight)
        let xs = [topLeft.x, topRight.x, bottomLeft.x, bottomRight.x]
        let ys = [topLeft.y, topRight.y, bottomLeft.y, bottomRight.y]
        let (minX, minY) = (xs.min() ?? 0, ys.min() ?? 0)
        super.init(
            boundingBox: CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY))
    }
}

/// A barcode, as Vision's `VNBarcodeObservation`.
open class VNBarcodeObservation: VNRectangleObservation {
    /// The barcode's kind.
    open internal(set) var symbology = VNBarcodeSymbology.qr
    /// The barcode's text, when it holds text.
    open internal(set) var payloadStringValue: String?
}

/// A region of text, as Vision's `VNTextObservation`.
open class VNTextObservation: VNRectangleObservation {
    /// The boxes of the characters, when the request reported them.
    open internal(set) var characterBoxes: [VNRectangleObservation]?
}

/// A string recognized in an image, as Vision's `VNRecognizedText`.
open class VNRecognizedText: NSObject {
    /// The text.
    public let string: String
    /// How sure the request is of it.
    public let confidence: VNConfidence

    /// The observation the text was recognized in, which ``boundingBox(for:)`` divides.
    weak var cellSnapObservation: VNRectangleObservation?

    init(string: String, confidence: VNConfidence) {
        (self.string, self.confidence) = (string, confidence)
        super.init()
    }

    /// The box of the characters of `range` (a range of ``string``), in normalized coordinates.
    /// Vision measures the characters in the image; no image is analyzed on Linux, so CellSnap
    /// divides its observation's quadrilateral evenly among the characters along the top and
    /// bottom edges. `nil` for text in no observation; an empty range or one outside ``string``
    /// throws an error of ``VNErrorDomain`` (`.invalidArgument`), as Vision's does.
    open func boundingBox(for range: Range<String.Index>) throws -> VNRectangleObservation? {
        let count = string.count
        guard range.lowerBound >= string.startIndex, range.upperBound <= string.endIndex, !range.isEmpty,
            count > 0
        else {
            throw NSError.vision(
                .invalidArgument, "VNRecognizedText.boundingBox(for:): the range is not a non-empty range of the string"
            )
        }
        guard let box = cellSnapObservation else { return nil }
        let start = CGFloat(string.distance(from: string.startIndex, to: range.lowerBound)) / CGFloat(count)
        let end = CGFloat(string.distance(from: string.startIndex, to: range.upperBound)) / CGFloat(count)
        func along(_ from: CGPoint, _ to: CGPoint, _ t: CGFloat) -> CGPoint {
            CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
        }
        return VNRectangleObservation(
            topLeft: along(box.topLeft, box.topRight, start), topRight: along(box.topLeft, box.topRight, end),
            bottomLeft: along(box.bottomLeft, box.bottomRight, start),
            bottomRight: along(box.bottomLeft, box.bottomRight, end))
    }
}

/// Recognized text and its candidates, as Vision's `VNRecognizedTextObservation`.
open class VNRecognizedTextObservation: VNRectangleObservation {
    /// The candidates, most confident first.
    let cellSnapCandidates: [VNRecognizedText]

    init(candidates: [VNRecognizedText], topLeft: CGPoint, topRight: CGPoint, bottomLeft: CGPoint, bottomRight: CGPoint)
    {
        cellSnapCandidates = candidates.sorted { $0.confidence > $1.confidence }
        super.init(topLeft: topLeft, topRight: topRight, bottomLeft: bottomLeft, bottomRight: bottomRight)
        for candidate in candidates { candidate.cellSnapObservation = self }
    }

    /// At most `maxCandidateCount` candidates (Vision allows 1 to 10), most confident first.
    open func topCandidates(_ maxCandidateCount: Int) -> [VNRecognizedText] {
        Array(cellSnapCandidates.prefix(min(max(maxCandidateCount, 0), 10)))
    }
}

/// A label and its confidence, as Vision's `VNClassificationObservation`.
open class VNClassificationObservation: VNObservation {
    /// The label.
    public let identifier: String

    init(identifier: String, confidence: VNConfidence) {
        self.identifier = identifier
        super.init()
        self.confidence = confidence
    }
}

/// A Core ML model's output value, as Vision's `VNCoreMLFeatureValueObservation`.
open class VNCoreMLFeatureValueObservation: VNObservation {
    /// The value.
    public let featureValue: MLFeatureValue
    /// The name of the model's output.
    public let featureName: String

    init(featureValue: MLFeatureValue, featureName: String) {
        (self.featureValue, self.featureName) = (featureValue, featureName)
        super.init()
    }
}
