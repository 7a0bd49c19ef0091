// Core ML models: the description read from a model file's protocol buffer, and the classes Xcode
// generates from it (`<Model>`, `<Model>Input`, `<Model>Output`), exactly.
import Foundation
import ObjCAdaptation
import Testing

/// A protocol buffer written field by field (the wire format the model file uses).
struct ProtocolBufferWriter {
    var bytes: [UInt8] = []

    private mutating func varint(_ value: Int) {
        var value = UInt64(value)
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    mutating func field(_ number: Int, _ value: Int) {
        varint(number << 3)
        varint(value)
    }

    mutating func field(_ number: Int, _ message: [UInt8]) {
        varint(number << 3 | 2)
        varint(message.count)
        bytes += message
    }

    mutating func field(_ number: Int, _ text: String) { field(number, Array(text.utf8)) }
}

/// A feature description: name, short description and a type whose `oneof` case is `typeField`
/// (its message `typeMessage`).
func featureBytes(_ name: String, _ summary: String, typeField: Int, typeMessage: [UInt8] = []) -> [UInt8] {
    var type = ProtocolBufferWriter()
    type.field(typeField, typeMessage)
    var feature = ProtocolBufferWriter()
    feature.field(1, name)
    if !summary.isEmpty { feature.field(2, summary) }
    feature.field(3, type.bytes)
    return feature.bytes
}

/// A model file of the house-price model (as Tests/ObjCScreens/HousePricer.mlmodel).
func housePricerModel(extraInput: [UInt8]? = nil) -> Data {
    var stringKeys = ProtocolBufferWriter()
    stringKeys.field(2, [])
    var description = ProtocolBufferWriter()
    description.field(1, featureBytes("rooms", "Number of rooms", typeField: 1))
    description.field(1, featureBytes("area", "Floor area in square metres", typeField: 2))
    description.field(1, featureBytes("district", "", typeField: 3))
    if let extraInput { description.field(1, extraInput) }
    description.field(10, featureBytes("price", "Estimated price", typeField: 2))
    description.field(
        10, featureBytes("bands", "Probability of each price band", typeField: 6, typeMessage: stringKeys.bytes))
    description.field(11, "price")
    var metadata = ProtocolBufferWriter()
    metadata.field(1, "Estimates a flat's price")
    description.field(100, metadata.bytes)
    var model = ProtocolBufferWriter()
    model.field(1, 4)
    model.field(2, description.bytes)
    return Data(model.bytes)
}

@Test func theDescriptionOfAModelFile() throws {
    let description = try CoreMLModelDescription(data: housePricerModel(), file: "HousePricer.mlmodel")
    #expect(description.inputs.map(\.name) == ["rooms", "area", "district"])
    #expect(description.inputs.map(\.type) == [.int64, .double, .string])
    #expect(description.inputs.map(\.shortDescription) == ["Number of rooms", "Floor area in square metres", ""])
    #expect(description.outputs.map(\.name) == ["price", "bands"])
    #expect(description.outputs.map(\.type) == [.double, .dictionary(stringKeys: true)])
    #expect(description.shortDescription == "Estimates a flat's price")
}

@Test func theInputAndOutputClassesAreXcodes() throws {
    let description = try CoreMLModelDescription(data: housePricerModel(), file: "HousePricer.mlmodel")
    let source = try CoreMLModelSource.source(of: description, name: "HousePricer", file: "/app/HousePricer.mlmodel")
    #expect(
        source.contains(
            """
            /// Model Prediction Input Type
            class HousePricerInput : MLFeatureProvider {

                /// Number of rooms
                var rooms: Int64

                /// Floor area in square metres
                var area: Double

                var district: String

                var featureNames: Set<String> { ["rooms", "area", "district"] }

                func featureValue(for featureName: String) -> MLFeatureValue? {
                    if featureName == "rooms" { return MLFeatureValue(int64: rooms) }
                    if featureName == "area" { return MLFeatureValue(double: area) }
                    if featureName == "district" { return MLFeatureValue(string: district) }
                    return nil
                }

                init(rooms: Int64, area: Double, district: String) {
                    self.rooms = rooms
                    self.area = area
                    self.district = district
                }
            }
            """))
    #expect(
        source.contains(
            """
            /// Model Prediction Output Type
            class HousePricerOutput : MLFeatureProvider {

                /// Source provided by CoreML
                private let provider : MLFeatureProvider

                /// Estimated price
                var price: Double {
                    provider.featureValue(for: "price")!.doubleValue
                }

                /// Probability of each price band
                var bands: [String : Double] {
                    Dictionary(uniqueKeysWithValues: provider.featureValue(for: "bands")!.dictionaryValue.compactMap { key, number in (key.base as? String).map { ($0, number.doubleValue) } })
                }

                var featureNames: Set<String> { provider.featureNames }

                func featureValue(for featureName: String) -> MLFeatureValue? {
                    provider.featureValue(for: featureName)
                }

                init(price: Double, bands: [String : Double]) {
                    provider = try! MLDictionaryFeatureProvider(dictionary: ["price": MLFeatureValue(double: price), "bands": try! MLFeatureValue(dictionary: Dictionary(uniqueKeysWithValues: bands.map { (AnyHashable($0.key), NSNumber(value: $0.value)) }))])
                }

                init(features: MLFeatureProvider) {
                    provider = features
                }
            }
            """))
}

@Test func theModelClassHasXcodesMembers() throws {
    let description = try CoreMLModelDescription(data: housePricerModel(), file: "HousePricer.mlmodel")
    let source = try CoreMLModelSource.source(of: description, name: "HousePricer", file: "/app/HousePricer.mlmodel")
    let signatures = source.split(separator: "\n").filter {
        $0.hasPrefix("    init") || $0.hasPrefix("    convenience init") || $0.hasPrefix("    func")
            || $0.hasPrefix("    class") || $0.hasPrefix("    let") || $0.hasPrefix("class")
    }
    #expect(
        signatures.suffix(17) == [
            "class HousePricer {",
            "    let model: MLModel",
            "    class var urlOfModelInThisBundle : URL {",
            "    init(model: MLModel) {",
            "    convenience init() {",
            "    convenience init(configuration: MLModelConfiguration) throws {",
            "    convenience init(contentsOf modelURL: URL) throws {",
            "    convenience init(contentsOf modelURL: URL, configuration: MLModelConfiguration) throws {",
            "    class func load(configuration: MLModelConfiguration = MLModelConfiguration(), completionHandler handler: @escaping (Swift.Result<HousePricer, Error>) -> Void) {",
            "    class func load(configuration: MLModelConfiguration = MLModelConfiguration()) async throws -> HousePricer {",
            "    class func load(contentsOf modelURL: URL, configuration: MLModelConfiguration = MLModelConfiguration(), completionHandler handler: @escaping (Swift.Result<HousePricer, Error>) -> Void) {",
            "    class func load(contentsOf modelURL: URL, configuration: MLModelConfiguration = MLModelConfiguration()) async throws -> HousePricer {",
            "    func prediction(input: HousePricerInput) throws -> HousePricerOutput {",
            "    func prediction(input: HousePricerInput, options: MLPredictionOptions) throws -> HousePricerOutput {",
            "    func prediction(input: HousePricerInput, options: MLPredictionOptions = MLPredictionOptions()) async throws -> HousePricerOutput {",
            "    func prediction(rooms: Int64, area: Double, district: String) throws -> HousePricerOutput {",
            "    func predictions(inputs: [HousePricerInput], options: MLPredictionOptions = MLPredictionOptions()) throws -> [HousePricerOutput] {",
        ])
    #expect(
        source.contains(
            "self.init(model: MLModel(cellSnapGeneratedModelNamed: \"HousePricer\", configuration: configuration))"))
}

/// Feature names that are not Swift identifiers are made ones as Xcode makes them.
@Test func featureNamesBecomeIdentifiers() throws {
    var description = try CoreMLModelDescription(data: housePricerModel(), file: "m")
    description.inputs = [.init(name: "input 1", shortDescription: "", type: .double)]
    description.outputs = [.init(name: "2x", shortDescription: "", type: .int64)]
    let source = try CoreMLModelSource.source(of: description, name: "Odd-Model", file: "m")
    #expect(source.contains("    var input_1: Double\n"))
    #expect(source.contains("if featureName == \"input 1\" { return MLFeatureValue(double: input_1) }"))
    #expect(source.contains("    var _2x: Int64 {\n        provider.featureValue(for: \"2x\")!.int64Value\n    }"))
    #expect(source.contains("class Odd_Model {"))
    #expect(source.contains("MLModel(cellSnapGeneratedModelNamed: \"Odd-Model\", configuration: configuration)"))
}

@Test func whatCannotBeGeneratedOrReadIsAnErrorNamingTheFile() throws {
    let state = featureBytes("memory", "", typeField: 8)
    let description = try CoreMLModelDescription(data: housePricerModel(extraInput: state), file: "m")
    #expect(description.inputs.last?.type == .state)
    #expect {
        try CoreMLModelSource.source(of: description, name: "HousePricer", file: "/app/HousePricer.mlmodel")
    } throws: { error in
        "\(error)"
            == "/app/HousePricer.mlmodel: the feature memory is a state (MLState), a type CellSnap's Core ML does not have: Xcode's classes for this model cannot be generated"
    }
    var halfGray = ProtocolBufferWriter()
    halfGray.field(3, 40)
    let half = try CoreMLModelDescription(
        data: housePricerModel(extraInput: featureBytes("depth", "", typeField: 4, typeMessage: halfGray.bytes)),
        file: "m")
    #expect {
        try CoreMLModelSource.source(of: half, name: "HousePricer", file: "/app/HousePricer.mlmodel")
    } throws: { error in
        "\(error)".contains(
            "the feature depth is a 16-bit float grayscale image (kCVPixelFormatType_OneComponent16Half)")
    }
    #expect {
        try CoreMLModelDescription(data: Data([8, 4]), file: "/app/Empty.mlmodel")
    } throws: { error in
        "\(error)" == "/app/Empty.mlmodel: it has no model description (not a Core ML model)"
    }
    #expect {
        try CoreMLModelDescription(data: Data([18, 200]), file: "/app/Cut.mlmodel")
    } throws: { error in
        "\(error)" == "/app/Cut.mlmodel: not a Core ML model (it ends inside a field at byte 2)"
    }
    #expect {
        try CoreMLModelDescription(data: Data("{\"not\": \"a model\"}".utf8), file: "/app/Text.mlmodel")
    } throws: { error in
        "\(error)".hasPrefix("/app/Text.mlmodel: not a Core ML model")
    }
    let pointer = "version https://git-lfs.github.com/spec/v1\noid sha256:fbcf00\nsize 476\n"
    #expect {
        try CoreMLModelDescription(data: Data(pointer.utf8), file: "/app/Pricer.mlmodel")
    } throws: { error in
        "\(error)"
            == "/app/Pricer.mlmodel: the file is a Git LFS pointer (oid sha256:fbcf00, 476 bytes), not the model: fetch the model (git lfs pull) so that its classes can be generated"
    }
}

/// A model with a BGR image input, a sequence of strings and a grayscale image output: the input
/// class has Xcode's `CGImage` and URL initialisers and setters with the model's sizes and pixel
/// formats, and the output reads the image and the sequence.
@Test func imageAndSequenceFeaturesHaveXcodesForms() throws {
    var bgr = ProtocolBufferWriter()
    bgr.field(1, 299)
    bgr.field(2, 224)
    bgr.field(3, 30)
    var gray = ProtocolBufferWriter()
    gray.field(1, 8)
    gray.field(2, 8)
    gray.field(3, 10)
    var strings = ProtocolBufferWriter()
    strings.field(3, [])
    var description = ProtocolBufferWriter()
    description.field(1, featureBytes("image", "", typeField: 4, typeMessage: bgr.bytes))
    description.field(1, featureBytes("words", "", typeField: 7, typeMessage: strings.bytes))
    description.field(10, featureBytes("mask", "", typeField: 4, typeMessage: gray.bytes))
    description.field(10, featureBytes("labels", "", typeField: 7, typeMessage: strings.bytes))
    var model = ProtocolBufferWriter()
    model.field(2, description.bytes)
    let read = try CoreMLModelDescription(data: Data(model.bytes), file: "m")
    #expect(read.inputs.map(\.type) == [.image(width: 299, height: 224, colorSpace: .bgr), .sequence(strings: true)])
    let source = try CoreMLModelSource.source(of: read, name: "Tagger", file: "/app/Tagger.mlmodel")
    let lines = source.split(separator: "\n").map(String.init)
    let buffer =
        "pixelsWide: 299, pixelsHigh: 224, pixelFormatType: kCVPixelFormatType_32BGRA, options: nil).imageBufferValue!"
    for line in [
        "    var image: CVPixelBuffer",
        "    var words: MLSequence",
        "        if featureName == \"image\" { return MLFeatureValue(pixelBuffer: image) }",
        "        if featureName == \"words\" { return MLFeatureValue(sequence: words) }",
        "    init(image: CVPixelBuffer, words: MLSequence) {",
        "    convenience init(imageWith image: CGImage, words: MLSequence) throws {",
        "        self.init(image: try MLFeatureValue(cgImage: image, \(buffer), words: words)",
        "    convenience init(imageAt image: URL, words: MLSequence) throws {",
        "        self.init(image: try MLFeatureValue(imageAt: image, \(buffer), words: words)",
        "    func setImage(with image: CGImage) throws  {",
        "        self.image = try MLFeatureValue(cgImage: image, \(buffer)",
        "    func setImage(with image: URL) throws  {",
        "        self.image = try MLFeatureValue(imageAt: image, \(buffer)",
        "    var mask: CVPixelBuffer {",
        "        provider.featureValue(for: \"mask\")!.imageBufferValue!",
        "        provider.featureValue(for: \"labels\")!.sequenceValue!",
        "    func prediction(image: CVPixelBuffer, words: MLSequence) throws -> TaggerOutput {",
    ] {
        #expect(lines.contains(line), "\(line)")
    }
    #expect(!source.contains("setWords"))
}
