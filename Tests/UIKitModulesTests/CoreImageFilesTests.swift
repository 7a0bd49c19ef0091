// Core Image's files and bitmaps as editing code uses them: a context rendering into an app's own
// bitmap in each pixel format, images written as PNG and JPEG and read back, and the errors of
// images that cannot be rendered whole.
import CoreImage
import Foundation
import Testing

@Suite struct CoreImageFilesTests {
    /// The bytes `format` gets for one pixel of `color`, rendered into a buffer filled with 0xAA.
    private static func bytes(of color: CIColor, _ format: CIFormat, count: Int) -> [UInt8] {
        var buffer = [UInt8](repeating: 0xAA, count: count)
        let image = CIImage(color: color).cropped(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        buffer.withUnsafeMutableBytes { raw in
            CIContext().render(
                image, toBitmap: raw.baseAddress!, rowBytes: count, bounds: image.extent, format: format,
                colorSpace: CGColorSpace(name: CGColorSpace.sRGB))
        }
        return buffer
    }

    @Test(arguments: [
        (CIFormat.RGBA8, 4, [128, 0, 0, 128]), (.BGRA8, 4, [0, 0, 128, 128]), (.ARGB8, 4, [128, 128, 0, 0]),
        (.ABGR8, 4, [128, 0, 0, 128]), (.A8, 1, [128]), (.L8, 1, [27]),
        // 16-bit channels little-endian, full scale 65535 (half is 32768 rounded); half floats 0x3800 for 0.5.
        (.RGBA16, 8, [0x00, 0x80, 0, 0, 0, 0, 0x00, 0x80]), (.RGBAh, 8, [0x00, 0x38, 0, 0, 0, 0, 0x00, 0x38]),
        (.R8, 1, [128]), (.RG16, 4, [0x00, 0x80, 0, 0]), (.LA8, 2, [27, 128]), (.Ah, 2, [0x00, 0x38]),
        (.Rf, 4, [0, 0, 0, 0x3F]),
    ])
    func renderWritesPremultipliedSRGBBytes(format: CIFormat, count: Int, expected: [Int]) {
        let halfRed = CIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(Self.bytes(of: halfRed, format, count: count) == expected.map(UInt8.init))
    }

    @Test func renderWritesFloatsAndRefusesWhatItCannot() {
        let floats = Self.bytes(of: CIColor(red: 0, green: 0, blue: 1), .RGBAf, count: 16)
        let values = floats.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
        #expect(values == [0, 0, 1, 1])
        #expect(Self.bytes(of: .blue, CIFormat(rawValue: 99), count: 4) == [0xAA, 0xAA, 0xAA, 0xAA])
        #expect(Self.bytes(of: .blue, .RGBA8, count: 3) == [0xAA, 0xAA, 0xAA])  // a row too short
    }

    @Test func renderPutsTheTopRowFirst() {
        let top = CIImage(color: .red).cropped(to: CGRect(x: 0, y: 1, width: 1, height: 1))
        let image = top.composited(over: CIImage(color: .blue).cropped(to: CGRect(x: 0, y: 0, width: 1, height: 1)))
        var buffer = [UInt8](repeating: 0, count: 8)
        buffer.withUnsafeMutableBytes { raw in
            CIContext().render(
                image, toBitmap: raw.baseAddress!, rowBytes: 4, bounds: image.extent, format: .RGBA8, colorSpace: nil)
        }
        #expect(buffer == [255, 0, 0, 255, 0, 0, 255, 255])
    }

    @Test func pngAndJPEGFilesRoundTrip() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("CoreImageFilesTests-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = CIImage(color: CIColor(red: 1, green: 0.5, blue: 0)).cropped(
            to: CGRect(x: 0, y: 0, width: 6, height: 4))
        let space = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        let context = CIContext()
        let png = folder.appendingPathComponent("orange.png"), jpeg = folder.appendingPathComponent("orange.jpg")
        try context.writePNGRepresentation(of: image, to: png, format: .RGBA8, colorSpace: space)
        try context.writeJPEGRepresentation(of: image, to: jpeg, colorSpace: space)
        let readPNG = try #require(CIImage(contentsOf: png))
        let readJPEG = try #require(CIImage(contentsOf: jpeg))
        #expect(readPNG.extent == CGRect(x: 0, y: 0, width: 6, height: 4) && readJPEG.extent == readPNG.extent)
        #expect(readPNG.colorSpace?.name == CGColorSpace.sRGB && image.colorSpace == nil)
        let original = try #require(context.createCGImage(image, from: image.extent))
        #expect(context.createCGImage(readPNG, from: readPNG.extent)?.rgba == original.rgba)
        let jpegPixel = try #require(context.createCGImage(readJPEG, from: readJPEG.extent)).rgba.prefix(4)
        #expect(zip(jpegPixel, original.rgba.prefix(4)).allSatisfy { abs(Int($0) - Int($1)) <= 3 })
        #expect(CIImage(contentsOf: folder.appendingPathComponent("missing.png")) == nil)
        #expect(throws: CocoaError.self) {
            try context.writeJPEGRepresentation(of: CIImage(color: .red), to: jpeg, colorSpace: space)
        }
        #expect(kCIInputExtentKey == "inputExtent")
    }
}
