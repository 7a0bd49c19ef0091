// The classes Xcode generates for a Core ML model with image and sequence features, generated on
// Linux from Tests/ObjCScreens/PhotoScorer.mlmodel (a test model made for CellSnap): the input
// class's `CGImage` and URL forms make pixel buffers of the model's sizes and pixel formats, the
// output class reads an image and a sequence, and a prediction is refused naming the model.
import CoreML
import Foundation
import Testing
import UIKit

@MainActor @Suite struct CoreMLImageFeatureTests {
    /// An 8 x 6 white image (its pixels do not matter: no model reads them).
    private let photo = CGImage(width: 8, height: 6, rgba: [UInt8](repeating: 255, count: 8 * 6 * 4))!

    @Test func theInputClassMakesPixelBuffersOfTheModelsSize() throws {
        let caption = MLSequence(strings: ["red", "boat"])
        let input = try PhotoScorerInput(photoWith: photo, caption: caption, weight: 0.5)
        #expect(input.featureNames == ["photo", "caption", "weight"])
        #expect(CVPixelBufferGetWidth(input.photo) == 64 && CVPixelBufferGetHeight(input.photo) == 48)
        #expect(CVPixelBufferGetPixelFormatType(input.photo) == kCVPixelFormatType_32ARGB)
        #expect(input.featureValue(for: "photo")?.imageBufferValue === input.photo)
        #expect(input.featureValue(for: "caption")?.sequenceValue?.stringValues == ["red", "boat"])
        #expect(input.featureValue(for: "weight")?.doubleValue == 0.5)
        let previous = input.photo
        try input.setPhoto(with: photo)
        #expect(input.photo !== previous)
        let missing = URL(fileURLWithPath: "/nonexistent/photo.png")
        #expect(throws: MLModelError.self) { try PhotoScorerInput(photoAt: missing, caption: caption, weight: 1) }
        #expect(throws: MLModelError.self) { try input.setPhoto(with: missing) }
    }

    @Test func theOutputClassReadsAnImage() throws {
        let mask = try MLFeatureValue(
            cgImage: photo, pixelsWide: 16, pixelsHigh: 16, pixelFormatType: kCVPixelFormatType_OneComponent8
        ).imageBufferValue!
        let output = PhotoScorerOutput(score: 0.75, mask: mask)
        #expect(output.score == 0.75)
        #expect(output.mask === mask)
        #expect(CVPixelBufferGetPixelFormatType(output.mask) == kCVPixelFormatType_OneComponent8)
    }

    @Test func aPredictionIsRefusedNamingTheModel() throws {
        let scorer = try PhotoScorer(configuration: MLModelConfiguration())
        let input = try PhotoScorerInput(photoWith: photo, caption: MLSequence(strings: []), weight: 1)
        do {
            _ = try scorer.prediction(input: input)
            Issue.record("a prediction ran")
        } catch let error as MLModelError {
            #expect(error.reason.contains("the model PhotoScorer cannot run"))
        }
    }

    @Test func imageValuesOfABadSizeOrFormatAreRefused() {
        #expect(throws: MLModelError.self) {
            try MLFeatureValue(cgImage: photo, pixelsWide: 0, pixelsHigh: 4, pixelFormatType: kCVPixelFormatType_32ARGB)
        }
        #expect(throws: MLModelError.self) {
            try MLFeatureValue(cgImage: photo, pixelsWide: 4, pixelsHigh: 4, pixelFormatType: 0x3234_3230)
        }
        #expect(MLSequence.emptySequence(with: .int64).int64Values.isEmpty)
        #expect(
            MLFeatureValue(sequence: MLSequence(int64s: [1, 2])).isEqual(
                to: MLFeatureValue(sequence: MLSequence(int64s: [1, 2]))))
    }
}
