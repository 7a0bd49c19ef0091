import Foundation
import Pixels
import Synchronization

/// The pixels of a bitmap `UIImage`: decoded RGBA; a render as Cairo drew it (how CellSnap's
/// snapshots of views become images), converted only when the RGBA pixels are asked for; or PNG
/// data (how a snapshot's reference is read), decoded only when they are. A snapshot whose render
/// matches its reference compares the render with the file's rows as they are inflated and
/// builds neither RGBA image.
final class BitmapPixels: Hashable, Sendable {
    enum Pixels: Sendable {
        case rgba(RGBAImage)
        case rendered(PremultipliedImage)
        case png(Data)
    }

    let pixels: Pixels
    /// The width and height in pixels (a PNG's from its header).
    let width: Int, height: Int
    /// A PNG's decoding, once made: the image and its text, or `nil` when the data do not decode.
    private let decoded = Mutex<DecodedPNG??>(nil)
    /// The last PNG file written, and the text it was written with.
    private let written = Mutex<(text: [String: String], data: Data)?>(nil)

    init(_ image: RGBAImage) {
        (pixels, width, height) = (.rgba(image), image.width, image.height)
    }

    init(rendered image: PremultipliedImage) {
        (pixels, width, height) = (.rendered(image), image.width, image.height)
    }

    /// PNG data, when they start with the PNG signature and a header (their size); `nil` otherwise.
    init?(png data: Data) {
        let header = [UInt8](data.prefix(24))
        guard header.count == 24, header.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
            header[12..<16].elementsEqual("IHDR".utf8)
        else { return nil }
        func word(_ at: Int) -> Int { header[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        (pixels, width, height) = (.png(data), word(16), word(20))
    }

    /// The RGBA pixels: converted or decoded the first time; `nil` for PNG data that do not decode.
    var rgba: RGBAImage? {
        switch pixels {
        case .rgba(let image): image
        case .rendered(let image): image.rgba()
        case .png: decodedPNG?.image
        }
    }

    /// The text chunks of PNG data, decoded; `nil` for other pixels.
    var fileText: [String: String]? {
        if case .png = pixels { decodedPNG?.text ?? [:] } else { nil }
    }

    private var decodedPNG: DecodedPNG? {
        guard case .png(let data) = pixels else { return nil }
        return decoded.withLock { decoded in
            if let decoded { return decoded }
            let made = try? PNG.decode(data)
            decoded = made
            return made
        }
    }

    /// The pixels as a PNG file with `text`: CellSnap's writer's bytes for the RGBA pixels (a
    /// render's straight from Cairo's words when they are all opaque); kept for the next call with
    /// the same text. `nil` for PNG data that do not decode.
    func pngData(text: [String: String]) -> Data? {
        if let last = written.withLock({ $0 }), last.text == text { return last.data }
        let data: Data?
        switch pixels {
        case .rendered(let image): data = try? image.pngData(text: text)
        case .rgba, .png: data = rgba.flatMap { try? PNG.encode($0, text: text) }
        }
        if let data { written.withLock { $0 = (text, data) } }
        return data
    }

    static func == (lhs: BitmapPixels, rhs: BitmapPixels) -> Bool {
        lhs === rhs || lhs.width == rhs.width && lhs.height == rhs.height && lhs.rgba == rhs.rgba
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
    }
}

extension UIImage {
    /// A render as Cairo drew it, `scale` device pixels per point, with PNG text chunks that
    /// ``pngData()`` writes (Linux-only, no UIKit API: how CellSnap's snapshots of views become
    /// images). Its RGBA pixels (``cellSnapBitmap``) are converted when first asked for.
    public convenience init(cellSnapRender image: PremultipliedImage, scale: CGFloat, pngText: [String: String] = [:]) {
        self.init(source: .bitmap(BitmapPixels(rendered: image), scale: scale), pngText: pngText)
    }

    /// PNG `data` at `scale` device pixels per point, decoded when its pixels or text are first
    /// asked for (Linux-only, no UIKit API: how a snapshot's reference is read, so that a render
    /// is compared with it as it is inflated). `nil` when the data do not start with the PNG
    /// signature and header; data that then do not decode have no ``cellSnapBitmap``.
    public convenience init?(cellSnapPNG data: Data, scale: CGFloat) {
        guard let pixels = BitmapPixels(png: data) else { return nil }
        self.init(source: .bitmap(pixels, scale: scale))
    }

    /// The render of an image made with ``init(cellSnapRender:scale:pngText:)`` (Linux-only, no UIKit API).
    public var cellSnapRender: PremultipliedImage? {
        if case .bitmap(let bitmap, _) = source, case .rendered(let image) = bitmap.pixels { image } else { nil }
    }

    /// The PNG data of an image made with ``init(cellSnapPNG:scale:)``, undecoded (Linux-only, no UIKit API).
    public var cellSnapPNGFile: Data? {
        if case .bitmap(let bitmap, _) = source, case .png(let data) = bitmap.pixels { data } else { nil }
    }
}
