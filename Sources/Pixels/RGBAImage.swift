import Foundation
import Synchronization

@_implementationOnly import CPNGShim  // as PNG.swift explains

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
        let count = width * height * 4
        self.bytes = [UInt8](unsafeUninitializedCapacity: count) { bytes, initialized in
            if let start = bytes.baseAddress { memset(start, 0, count) }
            initialized = count
        }
    }

    /// Creates an image whose every pixel is `color`.
    public init(width: Int, height: Int, filledWith color: RGBA) {
        self = RGBAImage.reusingStorage(of: nil, width: width, height: height) { bytes in
            guard let pixels = bytes.baseAddress else { return }
            cpng_rgba_fill(pixels, width * height, color.red, color.green, color.blue, color.alpha)
        }
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
                // An array of zeros is made at memset's speed in a debug build, where appending
                // `repeatElement` goes element by element (some 250 ns each at -Onone).
                storage += [UInt8](repeating: 0, count: count - storage.count)
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

/// The storage of RGBA images a process is done with, kept for the next images it makes of the
/// same size or smaller (a decoded reference, a converted render), so that a test process that
/// checks screen after screen faults in fresh pages for none but the first. Bounded: at most
/// ``retained`` images are kept, none over ``largestRetained`` bytes.
///
/// ```swift
/// let decoded = try SpareImage.borrow { spare in
///     try PNG.decode(try PNG.encode(RGBAImage(width: 1, height: 1)), reusing: spare.take())
/// }
/// SpareImage.give(decoded.image)   // its storage serves the next image
/// ```
public enum SpareImage {
    /// How many spare images are kept.
    public static let retained = 2
    /// The largest spare image kept, in bytes (64 MiB: 4096 x 4096 pixels).
    public static let largestRetained = 64 << 20

    private static let spares = Mutex<[RGBAImage]>([])

    /// Calls `body` with the largest spare image, if any (`nil` else), for it to take and reuse
    /// the storage of (``RGBAImage/reusingStorage(of:width:height:fill:)``); whatever `body` leaves
    /// there, on every way out, is kept for the next call.
    public static func borrow<T>(_ body: (inout RGBAImage?) throws -> T) rethrows -> T {
        var spare = spares.withLock { images -> RGBAImage? in
            guard let index = images.indices.max(by: { images[$0].bytes.capacity < images[$1].bytes.capacity })
            else { return nil }
            return images.remove(at: index)
        }
        defer { if let spare { give(spare) } }
        return try body(&spare)
    }

    /// Keeps `image`'s storage for the next image the process makes (when nothing else holds it,
    /// its pages are reused; else it is copied on reuse, never overwritten).
    public static func give(_ image: RGBAImage) {
        guard image.bytes.capacity > 0, image.bytes.capacity <= largestRetained else { return }
        spares.withLock { images in
            images.append(image)
            if images.count > retained {
                images.remove(at: images.indices.min { images[$0].bytes.capacity < images[$1].bytes.capacity }!)
            }
        }
    }
}
