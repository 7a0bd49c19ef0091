// `import CoreML` as an app's prediction code uses it: multi-arrays with real storage, indexed by
// shape and strides; feature values and providers; models refused, as no Core ML runtime runs.
import CoreML
import Foundation
import Testing

@Suite struct CoreMLTests {
    @Test func multiArraysAreIndexedByShapeAndStrides() throws {
        let array = try MLMultiArray(shape: [2, 3, 4], dataType: .float32)
        #expect(array.count == 24 && array.strides == [12, 4, 1] && array.dataType == .float32)
        #expect(array[5] == 0)
        array[[1, 2, 3] as [NSNumber]] = 7.5
        #expect(array[23] == 7.5 && array[[1, 2, 3] as [Int]] == 7.5)
        array[13] = 2
        #expect(array[[1, 0, 1] as [NSNumber]] == 2)
        let floats = array.dataPointer.assumingMemoryBound(to: Float.self)
        #expect(floats[13] == 2 && floats[23] == 7.5)
    }

    /// (data type, raw value, bytes per element, a value written, the value read back).
    @Test(arguments: [
        (MLMultiArrayDataType.double, 65600, 8, 0.1, 0.1),
        (.float32, 65568, 4, 0.5, 0.5),
        (.float16, 65552, 2, 1.5, 1.5),
        (.int32, 131104, 4, 3.9, 3),
    ])
    func everyDataTypeKeepsItsElements(type: MLMultiArrayDataType, raw: Int, width: Int, written: Double, read: Double)
        throws
    {
        let array = try MLMultiArray(shape: [4], dataType: type)
        array[2] = NSNumber(value: written)
        #expect(type.rawValue == raw && array[2].doubleValue == read && array[1] == 0)
        let bytes = UnsafeRawBufferPointer(start: array.dataPointer, count: 4 * width)
        #expect(bytes[0..<(2 * width)].allSatisfy { $0 == 0 } && bytes[(2 * width)..<(3 * width)].contains { $0 != 0 })
    }

    @Test func outOfRangeIndicesAndBadShapesAreRefused() throws {
        let array = try MLMultiArray(shape: [2, 2], dataType: .double)
        array[4] = 9
        array[[2, 0] as [Int]] = 9
        #expect(array[4] == 0 && array[[0, 0, 0] as [Int]] == 0 && (0..<4).allSatisfy { array[$0] == 0 })
        #expect(throws: MLModelError.self) { try MLMultiArray(shape: [2, -1], dataType: .double) }
        #expect(throws: MLModelError.self) {
            try MLMultiArray(shape: [NSNumber(value: 1 << 40), NSNumber(value: 1 << 40)], dataType: .double)
        }
    }

    @Test func externalStorageIsReadThroughItsStrides() throws {
        let storage = UnsafeMutablePointer<Int32>.allocate(capacity: 6)
        storage.initialize(from: [1, 2, 3, 4, 5, 6], count: 6)
        // Column-major 2 x 3: element [row, column] is at row + 2 * column.
        let array = try MLMultiArray(
            dataPointer: storage, shape: [2, 3], dataType: .int32, strides: [1, 2], deallocator: { $0.deallocate() })
        #expect(array[[1, 2] as [Int]] == 6 && array[[0, 1] as [Int]] == 3 && array[1] == 3)
    }

    @Test func featureValuesAndProviders() throws {
        let array = try MLMultiArray(shape: [3], dataType: .double)
        let provider = try MLDictionaryFeatureProvider(dictionary: [
            "count": 3, "score": 0.25, "label": "cat", "embedding": array,
            "probabilities": ["cat": 0.9] as [String: NSNumber],
        ])
        #expect(provider.featureNames == ["count", "score", "label", "embedding", "probabilities"])
        #expect(provider.featureValue(for: "count")?.type == .int64 && provider["count"]?.int64Value == 3)
        #expect(provider["score"]?.doubleValue == 0.25 && provider["label"]?.stringValue == "cat")
        #expect(provider["embedding"]?.multiArrayValue === array && provider["probabilities"]?.type == .dictionary)
        #expect(MLFeatureValue(string: "a").isEqual(to: MLFeatureValue(string: "a")))
        #expect(!MLFeatureValue(int64: 1).isEqual(to: MLFeatureValue(double: 1)))
        #expect(MLFeatureValue(undefined: .string).isUndefined)
        #expect(throws: MLModelError.self) { try MLDictionaryFeatureProvider(dictionary: ["when": Date()]) }
        let batch = try MLArrayBatchProvider(dictionary: ["x": [1, 2], "y": ["a", "b", "c"]])
        #expect(batch.count == 2 && batch.features(at: 1).featureValue(for: "y")?.stringValue == "b")
    }

    @Test func modelsAreRefusedByName() async {
        let url = URL(fileURLWithPath: "/tmp/Classifier.mlmodelc")
        #expect {
            try MLModel(contentsOf: url, configuration: MLModelConfiguration())
        } throws: { error in
            let error = error as? MLModelError
            return error?.code == .io
                && error?.localizedDescription.contains("MLModel(contentsOf:configuration:)") == true
                && error?.localizedDescription.contains("Classifier.mlmodelc") == true
        }
        #expect(throws: MLModelError.self) { try MLModel.compileModel(at: url) }
        let configuration = MLModelConfiguration()
        configuration.computeUnits = .cpuOnly
        #expect(
            (configuration.copy() as? MLModelConfiguration)?.computeUnits == .cpuOnly
                && MLComputeUnits.all.rawValue == 2)
    }
}
