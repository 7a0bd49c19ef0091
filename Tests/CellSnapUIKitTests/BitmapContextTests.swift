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
        #expect(make(width: 0) == nil && make(width: 20_000) == nil)
        #expect(make(bits: 16) == nil)
        #expect(make(space: CGColorSpaceCreateDeviceGray()) == nil)
        #expect(make(info: CGImageAlphaInfo.alphaOnly.rawValue) == nil)
        #expect(make(info: CGImageAlphaInfo.noneSkipLast.rawValue | CGBitmapInfo.byteOrder32Big.rawValue) != nil)
        #expect(
            make(info: CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder16Little.rawValue) == nil)
        let narrowRows = CGContext(
            data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 12, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        #expect(narrowRows == nil)
    }

    /// `data` holds what was drawn in the layout the context was made with: a half-transparent
    /// red pixel as premultiplied alpha-first little-endian words (blue, green, red, alpha in
    /// memory), as straight RGBA, and as RGBX; rows padded to `bytesPerRow`, the top row first.
    @Test(
        arguments: [
            (CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue, [0, 0, 128, 128]),
            (CGImageAlphaInfo.last.rawValue, [255, 0, 0, 128]),
            // No alpha: the context is opaque black, and the half-transparent red is drawn over it.
            (CGImageAlphaInfo.noneSkipLast.rawValue | CGBitmapInfo.byteOrder32Big.rawValue, [128, 0, 0, 255]),
            (CGImageAlphaInfo.premultipliedFirst.rawValue, [128, 128, 0, 0]),
        ] as [(UInt32, [UInt8])])
    func dataHoldsThePixelsInTheContextsLayout(info: UInt32, expected: [UInt8]) throws {
        let context = try #require(
            CGContext(
                data: nil, width: 3, height: 2, bitsPerComponent: 8, bytesPerRow: 16,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info))
        #expect(context.width == 3 && context.height == 2 && context.bytesPerRow == 16)
        #expect(context.bitsPerPixel == 32 && context.bitmapInfo.rawValue == info)
        // The top-left pixel: y 1 is the top row in Core Graphics' space.
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 128.0 / 255)
        context.fill(CGRect(x: 0, y: 1, width: 1, height: 1))
        let data = try #require(context.data)
        let bytes = [UInt8](UnsafeRawBufferPointer(start: data, count: 32))
        #expect(Array(bytes[0..<4]) == expected)
        // The pixel beside it and the one below are not drawn; the row's padding stays zero.
        let blank: [UInt8] = CGImageAlphaInfo(rawValue: info & 0x1F) == .noneSkipLast ? [0, 0, 0, 255] : [0, 0, 0, 0]
        #expect(Array(bytes[4..<8]) == blank && Array(bytes[16..<20]) == blank)
        #expect(Array(bytes[12..<16]) == [0, 0, 0, 0])
    }

    /// A context over the app's own memory draws each paint into it in the context's layout, as
    /// Core Graphics does, and leaves the rows' padding alone; `data` is that memory.
    @Test(
        arguments: [
            (CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue, [0, 0, 128, 128]),
            (CGImageAlphaInfo.last.rawValue, [255, 0, 0, 128]),
            // No alpha: the zeros are opaque black, and the half-transparent red is drawn over them.
            (CGImageAlphaInfo.noneSkipLast.rawValue | CGBitmapInfo.byteOrder32Big.rawValue, [128, 0, 0, 255]),
            (CGImageAlphaInfo.premultipliedLast.rawValue, [128, 0, 0, 128]),
        ] as [(UInt32, [UInt8])])
    func aContextOverTheAppsMemoryPaintsIntoIt(info: UInt32, expected: [UInt8]) throws {
        var bytes = [UInt8](repeating: 0, count: 32)
        for padding in [12, 13, 14, 15, 28, 29, 30, 31] { bytes[padding] = 7 }
        try bytes.withUnsafeMutableBytes { memory in
            let context = try #require(
                CGContext(
                    data: memory.baseAddress, width: 3, height: 2, bitsPerComponent: 8, bytesPerRow: 16,
                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info))
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 128.0 / 255)
            context.fill(CGRect(x: 0, y: 1, width: 1, height: 1))
            #expect(context.data == memory.baseAddress)
        }
        #expect(Array(bytes[0..<4]) == expected)
        let blank: [UInt8] = CGImageAlphaInfo(rawValue: info & 0x1F) == .noneSkipLast ? [0, 0, 0, 255] : [0, 0, 0, 0]
        #expect(Array(bytes[4..<8]) == blank && Array(bytes[16..<20]) == blank)
        #expect(Array(bytes[12..<16]) == [7, 7, 7, 7] && Array(bytes[28..<32]) == [7, 7, 7, 7])
    }

    /// The way an image comparison reads an image's bytes: the image drawn into a context over an
    /// array, which then holds its pixels (upright: the top row first); `makeImage()` is them.
    @Test func anImageDrawnIntoTheAppsArrayFillsIt() throws {
        let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255]
        let stripes = try #require(CGImage(width: 1, height: 2, rgba: red + blue))
        var bytes = [UInt8](repeating: 0, count: 2 * 4)
        let context = try #require(
            CGContext(
                data: &bytes, width: 1, height: 2, bitsPerComponent: 8, bytesPerRow: 4,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.draw(stripes, in: CGRect(x: 0, y: 0, width: 1, height: 2))
        #expect(bytes == red + blue)
        #expect(context.makeImage()?.rgba == red + blue)
    }

    /// Paints go over what the memory holds (bytes the app wrote are drawn onto), inside the clip;
    /// a transparency layer's paints reach the memory as one picture when the layer ends.
    @Test func paintsGoOverTheAppsBytesInsideTheClip() throws {
        let blue: [UInt8] = [0, 0, 255, 255]
        var bytes = Array([[UInt8]](repeating: blue, count: 2).joined())
        try bytes.withUnsafeMutableBytes { memory in
            let context = try #require(
                CGContext(
                    data: memory.baseAddress, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 8,
                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
            context.setAlpha(0.5)
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            #expect(Array(memory) == Array([[UInt8]](repeating: blue, count: 2).joined()))
            context.endTransparencyLayer()
        }
        // Red at half opacity, once, over the left pixel's blue; the right pixel is outside the clip.
        #expect(Array(bytes[0..<4]) == [128, 0, 127, 255])
        #expect(Array(bytes[4..<8]) == blue)
    }

    /// A context that is not the bitmap initialiser's has no `data` and no bitmap sizes.
    @Test func anImageContextHasNoData() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, 1)
        defer { UIGraphicsEndImageContext() }
        let context = try #require(UIGraphicsGetCurrentContext())
        #expect(context.data == nil && context.width == 0 && context.bytesPerRow == 0)
    }

    /// A transparency layer is drawn as one picture at the alpha the context had when it began:
    /// two overlapping fills at alpha 0.5 inside it show as one half-transparent fill, where
    /// without it the overlap is darker. The state is the one it began with afterwards.
    @Test func aTransparencyLayerIsDrawnAsOnePicture() throws {
        func overlap(inLayer: Bool) throws -> [UInt8] {
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 1), false, 1)
            defer { UIGraphicsEndImageContext() }
            let context = try #require(UIGraphicsGetCurrentContext())
            context.setAlpha(0.5)
            if inLayer { context.beginTransparencyLayer(auxiliaryInfo: nil) }
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 1))
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 1, y: 0, width: 3, height: 1))
            if inLayer { context.endTransparencyLayer() }
            // After the layer the context's state is the one it began with: alpha 0.5, black.
            context.fill(CGRect(x: 3, y: 0, width: 1, height: 1))
            let image = try #require(context.makeImage())
            return pixel(image, 2, 0) + pixel(image, 3, 0)
        }
        let layered = try overlap(inLayer: true)
        #expect(Array(layered[0..<4]) == [0, 0, 255, 128], "\(layered)")
        // Black (the fill colour the layer began with) at 0.5 over the layer's half-transparent blue.
        #expect(Array(layered[4..<8]) == [0, 0, 85, 192], "\(layered)")
        #expect(Array(try overlap(inLayer: false)[0..<4]) != [0, 0, 255, 128])
    }

    /// A layer renders in its own coordinate space: a view whose bounds start at y -20, drawn by a
    /// renderer of the same bounds, has its background in the image's top 20 points and a subview
    /// at y 0 20 points down (a snapshot helper's room for a status bar).
    @Test func aLayerRendersAtItsBoundsOrigin() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 40))
        view.backgroundColor = .white
        let strip = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
        strip.backgroundColor = .red
        view.addSubview(strip)
        view.bounds.origin.y = -20
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { context in
            view.layer.render(in: context.cgContext)
        }
        let pixels = try #require(image.cgImage)
        #expect(pixel(pixels, 5, 2) == [255, 255, 255, 255] && pixel(pixels, 5, 22) == red)
        #expect(pixel(pixels, 5, 30) == [255, 255, 255, 255])
    }

    @Test func aContextThatIsNoBitmapMakesNoImage() {
        let data = NSMutableData()
        UIGraphicsBeginPDFContextToData(data, CGRect(x: 0, y: 0, width: 20, height: 20), nil)
        UIGraphicsBeginPDFPage()
        #expect(UIGraphicsGetCurrentContext() != nil && UIGraphicsGetCurrentContext()?.makeImage() == nil)
        UIGraphicsEndPDFContext()
    }

    /// A 2 x 1 image of a red and a blue pixel drawn over 8 x 2 pixels: with interpolation
    /// `.none` each device pixel takes its nearest pixel (four red columns, then four blue);
    /// by default the middle columns blend. The quality is part of the graphics state.
    @Test func interpolationNoneDrawsTheNearestPixel() throws {
        let pair = try #require(CGImage(width: 2, height: 1, rgba: red + blue))
        func drawn(_ quality: CGInterpolationQuality?) throws -> CGImage {
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 8, height: 2), false, 1)
            defer { UIGraphicsEndImageContext() }
            let context = try #require(UIGraphicsGetCurrentContext())
            #expect(context.interpolationQuality == .default)
            if let quality { context.interpolationQuality = quality }
            context.saveGState()
            context.interpolationQuality = .high
            context.restoreGState()
            context.draw(pair, in: CGRect(x: 0, y: 0, width: 8, height: 2))
            return try #require(context.makeImage())
        }
        let nearest = try drawn(CGInterpolationQuality.none)
        for y in 0..<2 {
            #expect((0..<4).allSatisfy { pixel(nearest, $0, y) == red })
            #expect((4..<8).allSatisfy { pixel(nearest, $0, y) == blue })
        }
        let blended = try drawn(nil)
        #expect(pixel(blended, 3, 0) != red && pixel(blended, 4, 0) != blue)
    }
}
