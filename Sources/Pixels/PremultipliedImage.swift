import Foundation
import Synchronization

@_implementationOnly import CPNGShim  // as PNG.swift explains

/// An image in Cairo's premultiplied ARGB32 format in memory of its own: what a render leaves,
/// kept as it was drawn, so that it is compared with a reference's rows as they are inflated
/// (``PNG/read(contentsOf:comparingWith:reusing:)``) and written as a PNG straight from its
/// words (``PNG/encodeOpaque(_:text:source:)``), and converted to ``RGBAImage`` only when
/// something needs the RGBA pixels (``rgba()``, converted once).
///
/// Its memory comes from the process's pixel memory, which keeps a few released blocks for the
/// next images (a test process draws screen after screen without faulting in fresh pages), and
/// goes back to it when the image is released. The pixels are written while the image is made
/// (``init(width:height:bytesPerRow:draw:)``) and never after, so that the image may be shared.
///
/// ```swift
/// let image = PremultipliedImage(width: 1, height: 1) { bytes, _ in
///     bytes.storeBytes(of: UInt32(0xFF0A_141E), as: UInt32.self)
/// }
/// image.rgba()[0, 0]   // RGBA(10, 20, 30, 255)
/// ```
public final class PremultipliedImage: @unchecked Sendable {
    /// The number of pixel columns.
    public let width: Int
    /// The number of pixel rows.
    public let height: Int
    /// The distance between the starts of two rows, in bytes (a multiple of 4, at least `width * 4`).
    public let bytesPerRow: Int
    private let memory: PixelMemory.Block
    private let converted = Mutex<RGBAImage?>(nil)

    /// An image of `width` x `height` pixels, rows `bytesPerRow` bytes apart (by default
    /// `width * 4`), whose bytes `draw` writes: it is given the memory (holding whatever an
    /// earlier image left there) and the row length, and must write every pixel.
    public init(
        width: Int, height: Int, bytesPerRow: Int? = nil,
        draw: (UnsafeMutableRawPointer, Int) throws -> Void
    ) rethrows {
        let stride = bytesPerRow ?? width * 4
        precondition(width >= 0 && height >= 0 && stride >= width * 4 && stride % 4 == 0)
        self.width = width
        self.height = height
        self.bytesPerRow = stride
        // Drawn before the image is whole: a draw that throws leaves no image to deinitialise.
        let block = PixelMemory.take(stride * height)
        do { try draw(block.address, stride) } catch {
            PixelMemory.give(block)
            throw error
        }
        memory = block
    }

    deinit {
        PixelMemory.give(memory)
        if let image = converted.withLock({ $0.take() }) { SpareImage.give(image) }
    }

    /// The pixels, borrowed for the length of the call.
    public var pixels: PremultipliedPixels {
        PremultipliedPixels(
            bytes: UnsafeRawBufferPointer(start: memory.address, count: bytesPerRow * height), width: width,
            height: height, bytesPerRow: bytesPerRow)
    }

    /// Calls `body` with the pixels.
    public func withPixels<T>(_ body: (PremultipliedPixels) throws -> T) rethrows -> T {
        try withExtendedLifetime(self) { try body(pixels) }
    }

    /// The pixels as straight-alpha RGBA, converted the first time (in the storage of a spare
    /// image of the process, ``SpareImage``) and kept.
    public func rgba() -> RGBAImage {
        converted.withLock { image in
            if let image { return image }
            let made = SpareImage.borrow { spare in
                withPixels {
                    RGBAImage(
                        premultipliedARGB32: $0.bytes, width: width, height: height, bytesPerRow: bytesPerRow,
                        reusing: spare.take())
                }
            }
            image = made
            return made
        }
    }

    /// The image as a PNG file with `text` (``PNGEncodingOptions/cellSnap``), the bytes
    /// ``PNG/encode(_:text:options:source:)`` writes for ``rgba()``: straight from the words when
    /// every pixel is opaque, else from the converted image.
    public func pngData(text: [String: String] = [:], source: String = "PNG data") throws -> Data {
        if let data = try withPixels({ try PNG.encodeOpaque($0, text: text, source: source) }) { return data }
        return try PNG.encode(rgba(), text: text, source: source)
    }
}
