import Foundation

/// The inputs and outputs of a Core ML model file (`.mlmodel`), read from its protocol buffer
/// (Core ML's `Model` message: `description`, field 2, a `ModelDescription` whose `input` (1) and
/// `output` (10) are `FeatureDescription`s of a name (1), a short description (2) and a
/// `FeatureType` (3)), which is what Xcode reads to generate the model's classes.
public struct CoreMLModelDescription: Equatable, Sendable {
    /// A feature's type, as `FeatureType`'s `oneof` says (the field number of each case).
    public enum FeatureType: Equatable, Sendable {
        case int64, double, string, multiArray
        /// An image of `width` by `height` pixels in `colorSpace` (`ImageFeatureType`'s fields 1, 2, 3).
        case image(width: Int, height: Int, colorSpace: ImageColorSpace)
        /// A dictionary of `Double`s by `Int64` or `String` keys.
        case dictionary(stringKeys: Bool)
        /// A sequence of `Int64`s or `String`s.
        case sequence(strings: Bool)
        case state
    }

    /// An image feature's color space, as `ImageFeatureType.ColorSpace` numbers it.
    public enum ImageColorSpace: Int, Equatable, Sendable {
        case grayscale = 10, rgb = 20, bgr = 30, grayscaleFloat16 = 40
    }

    /// An input or output feature.
    public struct Feature: Equatable, Sendable {
        public var name: String
        public var shortDescription: String
        public var type: FeatureType

        public init(name: String, shortDescription: String, type: FeatureType) {
            (self.name, self.shortDescription, self.type) = (name, shortDescription, type)
        }
    }

    public var inputs: [Feature] = []
    public var outputs: [Feature] = []
    /// The model's own short description (its `Metadata`, field 100 of the description).
    public var shortDescription = ""

    /// The description of the model file at `url` (an `.mlmodel`; a `.mlpackage` is a folder whose
    /// `Data/com.apple.CoreML/model.mlmodel` is read).
    public init(contentsOf url: URL) throws {
        var file = url
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            file = url.appendingPathComponent("Data/com.apple.CoreML/model.mlmodel")
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw ModelDescriptionError(file: url.path, problem: "the file cannot be read")
        }
        try self.init(data: data, file: url.path)
    }

    /// The description in the protocol buffer `data` (`file` names it in errors).
    public init(data: Data, file: String) throws {
        if let pointer = Self.largeFileStoragePointer(data) {
            throw ModelDescriptionError(
                file: file,
                problem:
                    "the file is a Git LFS pointer (\(pointer)), not the model: fetch the model (git lfs pull) so that its classes can be generated"
            )
        }
        var model = ProtocolBufferReader(bytes: [UInt8](data), file: file)
        var found = false
        while let field = try model.next() {
            guard field.number == 2, case .bytes(let description) = field.value else { continue }
            found = true
            try read(description, file: file)
        }
        guard found else {
            throw ModelDescriptionError(file: file, problem: "it has no model description (not a Core ML model)")
        }
    }

    /// What a Git LFS pointer file says of the file it stands for (`oid sha256:…, 476 bytes`), when
    /// `data` is one: a repository cloned without its large files has these in the models' place.
    static func largeFileStoragePointer(_ data: Data) -> String? {
        guard data.count < 1024, data.starts(with: Array("version https://git-lfs.github.com/spec/".utf8)) else {
            return nil
        }
        var facts: [String] = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            if line.hasPrefix("oid ") { facts.append(String(line)) }
            if line.hasPrefix("size "), let size = Int(line.dropFirst(5)) { facts.append("\(size) bytes") }
        }
        return facts.isEmpty ? "no object named" : facts.joined(separator: ", ")
    }

    private mutating func read(_ description: [UInt8], file: String) throws {
        var reader = ProtocolBufferReader(bytes: description, file: file)
        while let field = try reader.next() {
            guard case .bytes(let bytes) = field.value else { continue }
            switch field.number {
            case 1: inputs.append(try Self.feature(bytes, file: file))
            case 10: outputs.append(try Self.feature(bytes, file: file))
            case 100:
                var metadata = ProtocolBufferReader(bytes: bytes, file: file)
                while let entry = try metadata.next() {
                    if entry.number == 1, case .bytes(let text) = entry.value {
                        shortDescription = String(decoding: text, as: UTF8.self)
                    }
                }
            default: continue
            }
        }
    }

    private static func feature(_ bytes: [UInt8], file: String) throws -> Feature {
        var reader = ProtocolBufferReader(bytes: bytes, file: file)
        var (name, summary, type) = ("", "", FeatureType?.none)
        while let field = try reader.next() {
            guard case .bytes(let value) = field.value else { continue }
            switch field.number {
            case 1: name = String(decoding: value, as: UTF8.self)
            case 2: summary = String(decoding: value, as: UTF8.self)
            case 3: type = try featureType(value, file: file)
            default: continue
            }
        }
        guard let type, !name.isEmpty else {
            throw ModelDescriptionError(
                file: file, problem: "a feature \(name.isEmpty ? "has no name" : "\(name) has no type")")
        }
        return Feature(name: name, shortDescription: summary, type: type)
    }

    private static func featureType(_ bytes: [UInt8], file: String) throws -> FeatureType? {
        var reader = ProtocolBufferReader(bytes: bytes, file: file)
        var type: FeatureType?
        while let field = try reader.next() {
            guard case .bytes(let value) = field.value else { continue }
            switch field.number {
            case 1: type = .int64
            case 2: type = .double
            case 3: type = .string
            case 4: type = try image(value, file: file)
            case 5: type = .multiArray
            case 6: type = .dictionary(stringKeys: try firstField(value, file: file) == 2)
            case 7: type = .sequence(strings: try firstField(value, file: file) == 3)
            case 8: type = .state
            default: continue
            }
        }
        return type
    }

    /// An `ImageFeatureType`: its width (1), height (2) and color space (3), varints.
    private static func image(_ bytes: [UInt8], file: String) throws -> FeatureType {
        var reader = ProtocolBufferReader(bytes: bytes, file: file)
        var (width, height, space) = (0, 0, ImageColorSpace.rgb)
        while let field = try reader.next() {
            guard case .varint(let value) = field.value else { continue }
            switch field.number {
            case 1: width = Int(clamping: value)
            case 2: height = Int(clamping: value)
            case 3:
                guard let known = ImageColorSpace(rawValue: Int(clamping: value)) else {
                    throw ModelDescriptionError(
                        file: file, problem: "an image feature has color space \(value), which Core ML does not define")
                }
                space = known
            default: continue
            }
        }
        return .image(width: width, height: height, colorSpace: space)
    }

    /// The number of the first field of a message (the case of its `oneof`).
    private static func firstField(_ bytes: [UInt8], file: String) throws -> Int? {
        var reader = ProtocolBufferReader(bytes: bytes, file: file)
        return try reader.next()?.number
    }
}

/// A model file that cannot be read, with its path and the problem.
public struct ModelDescriptionError: Error, CustomStringConvertible {
    public let file: String
    public let problem: String
    public var description: String { "\(file): \(problem)" }
}

/// The fields of one protocol buffer message, in order (the wire format: a key of field number and
/// wire type, then a varint, 64-bit, length-delimited or 32-bit value).
struct ProtocolBufferReader {
    enum Value {
        case varint(UInt64)
        case bytes([UInt8])
        case fixed
    }

    let bytes: [UInt8]
    let file: String
    var offset = 0

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    mutating func next() throws -> (number: Int, value: Value)? {
        guard offset < bytes.count else { return nil }
        let key = try varint()
        let number = Int(key >> 3)
        switch key & 7 {
        case 0: return (number, .varint(try varint()))
        case 1: try skip(8)
        case 2:
            let length = try varint()
            guard length <= UInt64(bytes.count - offset) else { throw truncated() }
            let value = Array(bytes[offset..<offset + Int(length)])
            offset += Int(length)
            return (number, .bytes(value))
        case 5: try skip(4)
        default:
            throw ModelDescriptionError(
                file: file, problem: "not a Core ML model (wire type \(key & 7) at byte \(offset))")
        }
        return (number, .fixed)
    }

    private mutating func skip(_ count: Int) throws {
        guard offset + count <= bytes.count else { throw truncated() }
        offset += count
    }

    private mutating func varint() throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count, shift < 64 {
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
        }
        throw truncated()
    }

    private func truncated() -> ModelDescriptionError {
        ModelDescriptionError(file: file, problem: "not a Core ML model (it ends inside a field at byte \(offset))")
    }
}
