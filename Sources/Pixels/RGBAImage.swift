/// A bitmap of 8-bit RGBA pixels: straight (not premultiplied) alpha, sRGB, rows top to bottom,
/// no padding between rows.
///
/// ```swift
/// var image = RGBAImage(width: 2, height: 1)
/// image[0, 0] = RGBA(red: 255, green: 0, blue: 0, alpha: 255)
/// ```
public struct RGBAImage: Hashable, Sendable {
    /// The number of pixel columns.
    public let width: Int
    /// The number of pixel rows.
    public let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha for each pixel, row by row.
    public var bytes: [UInt8]

    /// Creates an image filled with transparent black.
    public init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "image dimensions must not be negative")
        self.width = width
        self.height = height
        self.bytes = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// Creates an image from its bytes; `bytes.count` must be `width * height * 4`.
    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(width >= 0 && height >= 0, "image dimensions must not be negative")
        precondition(bytes.count == width * height * 4, "expected \(width * height * 4) bytes, got \(bytes.count)")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> RGBA {
        get {
            let i = (y * width + x) * 4
            return RGBA(red: bytes[i], green: bytes[i + 1], blue: bytes[i + 2], alpha: bytes[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            bytes[i] = newValue.red
            bytes[i + 1] = newValue.green
            bytes[i + 2] = newValue.blue
            bytes[i + 3] = newValue.alpha
        }
    }
}

/// One 8-bit RGBA pixel with straight alpha.
public struct RGBA: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    /// Creates a pixel.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }
}

extension RGBAImage {
    /// A `width` x `height` image whose every byte `fill` writes, in the storage of `buffer` when
    /// it is large enough and nothing else holds it (no allocation, no fresh pages to fault in),
    /// else in new storage. `fill` must write all `width * height * 4` bytes.
    ///
    /// ```swift
    /// var spare: RGBAImage? = RGBAImage(width: 2, height: 2)
    /// let red = RGBAImage.reusingStorage(of: spare.take(), width: 2, height: 1) { bytes in
    ///     for index in bytes.indices { bytes[index] = index % 4 == 0 || index % 4 == 3 ? 255 : 0 }
    /// }
    /// red[1, 0]   // RGBA(255, 0, 0, 255)
    /// ```
    public static func reusingStorage(
        of buffer: consuming RGBAImage?, width: Int, height: Int,
        fill: (UnsafeMutableBufferPointer<UInt8>) throws -> Void
    ) rethrows -> RGBAImage {
        precondition(width >= 0 && height >= 0, "image dimensions must not be negative")
        let count = width * height * 4
        var storage: [UInt8] = []
        if var spare = consume buffer { swap(&storage, &spare.bytes) }
        if storage.capacity >= count {
            if storage.count > count {
                storage.removeLast(storage.count - count)
            } else if storage.count < count {
                storage.append(contentsOf: repeatElement(0, count: count - storage.count))
            }
            try storage.withUnsafeMutableBufferPointer { try fill($0) }
        } else {
            storage = try [UInt8](unsafeUninitializedCapacity: count) { bytes, initialized in
                try fill(bytes)
                initialized = count
            }
        }
        return RGBAImage(width: width, height: height, bytes: storage)
    }
}

/// The images a worker thread is done with, kept so that the next images it makes of the same
/// size (or smaller) reuse their storage instead of fresh memory: the last rendered image and the
/// last decoded reference. One per thread; nothing else may hold the images when they are handed
/// back, or they are copied on reuse rather than overwritten.
///
/// ```swift
/// let spares = SpareImages()
/// let decoded = try PNG.decode(try PNG.encode(RGBAImage(width: 1, height: 1)), reusing: spares.decoded.take())
/// spares.decoded = decoded.image
/// ```
public final class SpareImages {
    /// The storage for the next rendered image.
    public var rendered: RGBAImage?
    /// The storage for the next decoded reference.
    public var decoded: RGBAImage?

    /// Creates an empty set of spares.
    public init() {}
}
