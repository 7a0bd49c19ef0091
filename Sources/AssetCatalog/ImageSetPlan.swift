import CellModel
import Foundation
import Pixels

/// An image set as its catalog is opened: its `Contents.json` read and checked, its files read and
/// the header of each bitmap checked (a PNG's signature and size, a JPEG's baseline frame and
/// size), its bitmaps not yet decoded. ``decoded()`` decodes them, on the set's first lookup: an
/// app's catalog of photos opens without decoding any of them, as iOS decodes an image when it is
/// asked for.
struct ImageSetPlan: @unchecked Sendable {
    let name: String
    let isTemplate: Bool
    let direction: AssetImage.Direction
    let entries: [Entry]

    /// One image of the set: a vector image (read whole when the catalog is opened) or a bitmap
    /// still to decode.
    enum Entry {
        case ready(AssetImage.Representation)
        case bitmap(Bitmap)

        var isHighContrast: Bool {
            switch self {
            case .ready(let representation): representation.isHighContrast
            case .bitmap(let bitmap): bitmap.isHighContrast
            }
        }
    }

    /// A PNG or JPEG file of the set, with the size its header gives.
    struct Bitmap {
        let appearance: UserInterfaceStyle?
        let isHighContrast: Bool
        let scale: Double
        let file: String
        /// The `filename` key, which the file's errors name.
        let node: JSONNode
        let data: Data
        let format: BitmapFormat
        let width: Int
        let height: Int
    }

    /// The bytes of RGBA8 pixels the set's bitmaps decode to.
    var pixelBytes: Int {
        entries.reduce(0) { total, entry in
            guard case .bitmap(let bitmap) = entry else { return total }
            return total + bitmap.width * bitmap.height * 4
        }
    }

    /// The set with every bitmap decoded; a file whose data fails past its header is the error of
    /// its `filename` key, as when the catalog was opened.
    func decoded() throws -> AssetImage {
        let representations = try entries.map { entry -> AssetImage.Representation in
            switch entry {
            case .ready(let representation): return representation
            case .bitmap(let bitmap):
                let image = try ImageSetReader.decode(
                    bitmap.data, file: bitmap.file, format: bitmap.format, node: bitmap.node)
                return AssetImage.Representation(
                    appearance: bitmap.appearance, isHighContrast: bitmap.isHighContrast, scale: bitmap.scale,
                    width: image.width, height: image.height, rgba: image.bytes)
            }
        }
        return AssetImage(name: name, representations: representations, isTemplate: isTemplate, direction: direction)
    }
}

/// The image sets of a catalog decoded so far, each decoded once (its image, or its error) and
/// shared by every copy of the catalog. Safe to use from any thread.
final class DecodedImageSets: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [String: Result<AssetImage, AssetCatalogError>] = [:]

    /// The set `plan` decoded, decoding it on the first call.
    func image(_ plan: ImageSetPlan) throws -> AssetImage {
        lock.lock()
        if let result = results[plan.name] {
            lock.unlock()
            return try result.get()
        }
        lock.unlock()
        // Decoded outside the lock, so that lookups of other sets do not wait; two threads that
        // decode the same set at once get the same pixels, and the first result is kept.
        let result: Result<AssetImage, AssetCatalogError>
        do {
            result = .success(try plan.decoded())
        } catch let error as AssetCatalogError {
            result = .failure(error)
        }
        lock.lock()
        defer { lock.unlock() }
        if results[plan.name] == nil { results[plan.name] = result }
        return try results[plan.name]!.get()
    }
}

/// The size a bitmap file's header gives, read without decoding its pixels.
enum BitmapHeader {
    /// A PNG's size from its signature and `IHDR` chunk; `nil` when they are not a PNG's.
    static func png(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, bytes[12..<16].elementsEqual("IHDR".utf8)
        else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let (width, height) = (word(16), word(20))
        return width > 0 && height > 0 ? (width, height) : nil
    }

    /// A JPEG's size from its baseline or progressive frame header (8-bit samples, one or three
    /// components), as ``Pixels/JPEG/decode(_:)`` decodes; `nil` for another frame (lossless,
    /// arithmetic-coded, 12-bit, CMYK), a size over its limit, or markers that end or break before
    /// the frame.
    static func jpeg(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data)
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var at = 2
        while at + 4 <= bytes.count {
            guard bytes[at] == 0xFF else { return nil }
            let marker = bytes[at + 1]
            if marker == 0xFF {
                at += 1
                continue
            }
            let length = Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            let body = at + 4, end = at + 2 + length
            guard length >= 2, end <= bytes.count else { return nil }
            switch marker {
            case 0xC0, 0xC1, 0xC2:
                guard end - body >= 6, bytes[body] == 8, [1, 3].contains(bytes[body + 5]) else { return nil }
                let height = Int(bytes[body + 1]) << 8 | Int(bytes[body + 2])
                let width = Int(bytes[body + 3]) << 8 | Int(bytes[body + 4])
                guard width > 0, height > 0, width * height <= JPEG.maxDecodedPixels else { return nil }
                return (width, height)
            case 0xC3...0xCF where ![0xC4, 0xC8, 0xCC].contains(marker): return nil  // not decoded
            case 0xD9, 0xDA: return nil  // the end, or a scan, before any frame
            default: at = end
            }
        }
        return nil
    }
}
