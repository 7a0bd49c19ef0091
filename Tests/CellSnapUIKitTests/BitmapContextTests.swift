// Bitmap contexts and `CGContext.makeImage()`: an image context's, a renderer's and the bitmap
// initialiser's pixels (the initialiser's in Core Graphics' space, y upwards), and the contexts and
// parameters that make no image.
import Foundation
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct BitmapContextTests {
    /// The RGBA bytes of `image`'s pixel at (`x`, `y`), rows from the top.
    func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let start = (y * image.width + x) * 4
        return Array(image.rgba[start..<start + 4])
    }

    let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255], clear: [UInt8] = [0, 0, 0, 0]

    @Test func anImageContextMakesItsPixelsAtItsScale() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 2)
        defer { UIGraphicsEndImageContext() }
        let context = try #require(UIGraphicsGetCurrentContext())
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let image = try #require(context.makeImage())
        #expect(image.width == 8 && image.height == 4)
        #expect(pixel(image, 0, 0) == red && pixel(image, 3, 3) == red && pixel(image, 4, 0) == clear)
    }

    @Test func aRenderersContextMakesItsPixelsAndAnOpaqueOneIsBlackWhereNothingIsDrawn() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        var made: CGImage?
        _ = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3), format: format).image { context in
            context.cgContext.setFillColor(UIColor.blue.cgColor)
            context.cgContext.fill(CGRect(x: 0, y: 0, width: 1, height: 3))
            made = context.cgContext.makeImage()
        }
        let image = try #require(made)
        #expect(image.width == 3 && pixel(image, 0, 1) == blue && pixel(image, 2, 1) == [0, 0, 0, 255])
    }

    @Test func theBitmapInitialiserDrawsInCoreGraphicsSpaceAndImagesUpright() throws {
        let context = try #require(
            CGContext(
                data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        // The bottom half: y 0 to 2 is at the bottom in Core Graphics' space.
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        let filled = try #require(context.makeImage())
        #expect(filled.width == 4 && filled.height == 4)
        #expect(pixel(filled, 1, 0) == clear && pixel(filled, 1, 3) == red)
        // An image drawn in it comes out upright, as in Core Graphics' own bitmap contexts.
        let stripes = try #require(CGImage(width: 1, height: 2, rgba: red + blue))
        context.draw(stripes, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        let drawn = try #require(context.makeImage())
        #expect(pixel(drawn, 2, 0) == red && pixel(drawn, 2, 3) == blue)
    }

    @Test func parametersCellSnapDoesNotMakeGiveNoContext() {
        func make(
            data: UnsafeMutableRawPointer? = nil, width: Int = 4, bits: Int = 8,
            space: CGColorSpace = CGColorSpaceCreateDeviceRGB(),
            info: UInt32 = CGImageAlphaInfo.premultipliedLast.rawValue
        ) -> CGContext? {
            CGContext(
                data: data, width: width, height: 4, bitsPerComponent: bits, bytesPerRow: 0, space: space,
                bitmapInfo: info)
        }
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 4)
        defer { buffer.deallocate() }
        #expect(make(data: buffer) == nil)
        #expect(make(width: 0) == nil && make(width: 20_000) == nil)
        #expect(make(bits: 16) == nil)
        #expect(make(space: CGColorSpaceCreateDeviceGray()) == nil)
        #expect(make(info: CGImageAlphaInfo.alphaOnly.rawValue) == nil)
        #expect(make(info: CGImageAlphaInfo.noneSkipLast.rawValue | CGBitmapInfo.byteOrder32Big.rawValue) != nil)
    }

    @Test func aContextThatIsNoBitmapMakesNoImage() {
        let data = NSMutableData()
        UIGraphicsBeginPDFContextToData(data, CGRect(x: 0, y: 0, width: 20, height: 20), nil)
        UIGraphicsBeginPDFPage()
        #expect(UIGraphicsGetCurrentContext() != nil && UIGraphicsGetCurrentContext()?.makeImage() == nil)
        UIGraphicsEndPDFContext()
    }
}
