import Foundation

/// Images encode as their size and their RGBA bytes in Base64, so display lists that hold images
/// stay plain JSON.
extension RGBAImage: Codable {
    private enum CodingKeys: String, CodingKey { case width, height, rgba }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let width = try container.decode(Int.self, forKey: .width)
        let height = try container.decode(Int.self, forKey: .height)
        let encoded = try container.decode(String.self, forKey: .rgba)
        guard width >= 0, height >= 0, let data = Data(base64Encoded: encoded), data.count == width * height * 4 else {
            throw DecodingError.dataCorruptedError(
                forKey: .rgba, in: container,
                debugDescription: "expected Base64 of \(width) x \(height) x 4 bytes")
        }
        self.init(width: width, height: height, bytes: [UInt8](data))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
        try container.encode(Data(bytes).base64EncodedString(), forKey: .rgba)
    }
}
