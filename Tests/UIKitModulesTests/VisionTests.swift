// `import Vision` as an app's analysis code uses it: requests keep their options, handlers refuse
// every perform with an error naming the request (no Vision model runs on Linux), and the
// normalized-coordinate functions convert exactly.
import CoreGraphics
import CoreML
import Foundation
import Testing

@testable import Vision

@Suite struct VisionTests {
    @Test func textRequestsKeepVisionsDefaultsAndOptions() {
        let request = VNRecognizeTextRequest()
        #expect(request.recognitionLevel == .accurate && request.usesLanguageCorrection)
        #expect(request.recognitionLanguages == ["en-US"] && request.customWords.isEmpty)
        #expect(request.minimumTextHeight == 0 && !request.automaticallyDetectsLanguage)
        #expect(request.regionOfInterest == CGRect(x: 0, y: 0, width: 1, height: 1) && request.results == nil)
        #expect(request.revision == 1 && VNRecognizeTextRequest.supportedRevisions == IndexSet(integer: 1))
        request.recognitionLevel = .fast
        request.regionOfInterest = CGRect(x: 0.1, y: 0.2, width: 0.5, height: 0.25)
        #expect(request.recognitionLevel.rawValue == 1 && request.regionOfInterest.maxY == 0.45)
        let rectangles = VNDetectRectanglesRequest()
        #expect(rectangles.minimumAspectRatio == 0.5 && rectangles.quadratureTolerance == 30)
        #expect(rectangles.minimumSize == 0.2 && rectangles.maximumObservations == 1)
        #expect(
            VNDetectBarcodesRequest().symbologies.count == 11
                && VNBarcodeSymbology.qr.rawValue == "VNBarcodeSymbologyQR")
    }

    /// (the request's kind, the code its refusal has, words its description holds).
    @Test(arguments: [
        ("text", VNErrorCode.unsupportedRequest, "cannot run VNRecognizeTextRequest on Linux"),
        ("barcodes", .unsupportedRequest, "cannot run VNDetectBarcodesRequest on Linux"),
        ("faces", .unsupportedRequest, "cannot run VNDetectFaceRectanglesRequest"),
        (
            "outside", .invalidArgument,
            "the region of interest (x 0.5, y 0.5, width 0.75, height 0.25) of VNClassifyImageRequest is not inside"
        ),
    ])
    func performIsRefusedNamingTheRequest(kind: String, code: VNErrorCode, words: String) throws {
        let request = Self.request(kind)
        let image = try #require(CGImage(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255]))
        let handler = VNImageRequestHandler(cgImage: image, orientation: .right, options: [:])
        #expect(handler.cellSnapOrientation == .right)
        do {
            try handler.perform([request])
            Issue.record("perform ran")
        } catch let error as NSError {
            #expect(error.domain == VNErrorDomain && error.domain == "com.apple.Vision" && error.code == code.rawValue)
            #expect(error.localizedDescription.contains("VNImageRequestHandler.perform(_:)"))
            #expect(error.localizedDescription.contains(words))
        }
        #expect(request.results == nil)
    }

    private static func request(_ kind: String) -> VNRequest {
        switch kind {
        case "text": return VNRecognizeTextRequest()
        case "barcodes": return VNDetectBarcodesRequest()
        case "faces": return VNDetectFaceRectanglesRequest()
        default:
            let request = VNClassifyImageRequest()
            request.regionOfInterest = CGRect(x: 0.5, y: 0.5, width: 0.75, height: 0.25)
            return request
        }
    }

    @Test func everyRequestsCompletionHandlerIsToldAndTheFirstErrorIsThrown() throws {
        var told: [(String, Int)] = []
        let text = VNRecognizeTextRequest { request, error in
            told.append(("text", (error as NSError?)?.code ?? 0))
            #expect(request.results == nil)
        }
        let model = try VNCoreMLModel(for: MLModel(cellSnapGeneratedModelNamed: "Flowers", configuration: .init()))
        let classify = VNCoreMLRequest(model: model) { _, error in
            told.append(("model", (error as NSError?)?.code ?? 0))
        }
        #expect(classify.imageCropAndScaleOption == .centerCrop && model.inputImageFeatureName == "image")
        let thrown = #expect(throws: NSError.self) {
            try VNSequenceRequestHandler().perform([text, classify], on: CIImage(color: .red))
        }
        #expect(told.map(\.0) == ["text", "model"] && told.map(\.1) == [19, 19])
        #expect(thrown?.localizedDescription.contains("perform(_:on:) cannot run VNRecognizeTextRequest") == true)
        let second = #expect(throws: NSError.self) { try VNImageRequestHandler(data: Data()).perform([classify]) }
        #expect(second?.localizedDescription.contains("VNCoreMLRequest of model Flowers") == true)
        #expect(throws: Never.self) { try VNImageRequestHandler(url: URL(fileURLWithPath: "/x.png")).perform([]) }
    }

    /// (normalized rectangle, image width, height, the image rectangle).
    @Test(arguments: [
        (CGRect(x: 0, y: 0, width: 1, height: 1), 640, 480, CGRect(x: 0, y: 0, width: 640, height: 480)),
        (CGRect(x: 0.25, y: 0.5, width: 0.5, height: 0.25), 400, 200, CGRect(x: 100, y: 100, width: 200, height: 50)),
        (CGRect(x: 0.1, y: 0.9, width: 0.2, height: 0.1), 10, 10, CGRect(x: 1, y: 9, width: 2, height: 1)),
    ])
    func normalizedRectsConvertBothWays(normalized: CGRect, width: Int, height: Int, image: CGRect) {
        let converted = VNImageRectForNormalizedRect(normalized, width, height)
        #expect(abs(converted.minX - image.minX) < 1e-9 && abs(converted.minY - image.minY) < 1e-9)
        #expect(abs(converted.width - image.width) < 1e-9 && abs(converted.height - image.height) < 1e-9)
        let back = VNNormalizedRectForImageRect(image, width, height)
        #expect(abs(back.minX - normalized.minX) < 1e-9 && abs(back.height - normalized.height) < 1e-9)
        #expect(VNNormalizedRectIsIdentityRect(normalized) == (normalized == VNNormalizedIdentityRect))
        #expect(
            VNImagePointForNormalizedPoint(CGPoint(x: 0.5, y: 0.25), width, height)
                == CGPoint(x: CGFloat(width) / 2, y: CGFloat(height) / 4))
        #expect(VNNormalizedPointForImagePoint(CGPoint(x: width, y: 0), width, height) == CGPoint(x: 1, y: 0))
    }

    @Test func aPixelBufferHandlerRefusesItsRequestsLikeTheOthers() {
        let handler = VNImageRequestHandler(
            cvPixelBuffer: CVPixelBuffer(width: 4, height: 2, pixelFormatType: kCVPixelFormatType_32BGRA),
            orientation: .right, options: [:])
        #expect(handler.cellSnapOrientation == .right)
        #expect(throws: NSError.self) { try handler.perform([VNRecognizeTextRequest()]) }
    }

    @Test func observationsHoldWhatTheyAreMadeWith() throws {
        let object = VNDetectedObjectObservation(boundingBox: CGRect(x: 0.1, y: 0.2, width: 0.3, height: 0.4))
        #expect(object.boundingBox.maxX == 0.4 && object.confidence == 1)
        let text = VNRecognizedTextObservation(
            candidates: [.init(string: "5SS", confidence: 0.4), .init(string: "555", confidence: 0.9)],
            topLeft: CGPoint(x: 0.1, y: 0.6), topRight: CGPoint(x: 0.7, y: 0.6),
            bottomLeft: CGPoint(x: 0.1, y: 0.5), bottomRight: CGPoint(x: 0.7, y: 0.5))
        #expect(text.topCandidates(1).map(\.string) == ["555"] && text.topCandidates(20).count == 2)
        #expect(text.topCandidates(0).isEmpty)
        #expect(abs(text.boundingBox.width - 0.6) < 1e-9 && abs(text.boundingBox.minY - 0.5) < 1e-9)
        // A substring's box: the observation's quadrilateral divided evenly among the characters.
        let best = try #require(text.topCandidates(1).first)
        let string = best.string
        let last = try #require(try best.boundingBox(for: string.index(after: string.startIndex)..<string.endIndex))
        #expect(abs(last.topLeft.x - 0.3) < 1e-9 && abs(last.topRight.x - 0.7) < 1e-9)
        #expect(abs(last.boundingBox.minY - 0.5) < 1e-9 && abs(last.boundingBox.height - 0.1) < 1e-9)
        #expect(throws: NSError.self) { try best.boundingBox(for: string.startIndex..<string.startIndex) }
        let loose = VNRecognizedText(string: "12", confidence: 1)
        #expect(try loose.boundingBox(for: loose.string.startIndex..<loose.string.endIndex) == nil)
        let label = VNClassificationObservation(identifier: "daisy", confidence: 0.75)
        #expect(label.identifier == "daisy" && label.confidence == 0.75)
    }
}
