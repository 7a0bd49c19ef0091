// `import ImageIO` as image-loading code writes it: image sources of PNG and JPEG data and files,
// their properties, thumbnails made smaller, and PNG destinations.
import Foundation
import ImageIO
import Pixels
import Testing
import UIKit

/// JPEG files made for these tests with libjpeg (quality 95) from a 20 x 12 pattern:
/// red = 12x, green = 20y, blue = 128 + 4(x - y) (grey: 12x + 8y), and what libjpeg decodes them to.
enum JPEGFixtures {
    static let jpeg444 = Data(
        base64Encoded: [
            "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoK",
            "CgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoK",
            "CgoKCgoKCgr/wAARCAAMABQDAREAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUF",
            "BAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVW",
            "V1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi",
            "4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAEC",
            "AxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVm",
            "Z2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq",
            "8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD4Q+Gv7GJ/d/8AEqPb+Cv6H/4if/f/ABPzTgvxJ+H3z6B+Gv7GP+r/AOJT6fwUv+In/wDT",
            "z8T+tuC/Er4ffPbdB/YyH9mp/wASof8Afuj/AIif/f8AxP6YyvxJ/wBij756H8NvhZ4M/d/8S307j/Cv4X/1gzP+c/52OC8+zL3f",
            "fPoH4bfC3wb+7/4lnp6f4Uf2/mf85/WvBefZl7vvnt2gfCzwadMQ/wBnfqP8KX9v5n/Of01lWe5l9Sj75//Z",
        ].joined())!
    static let jpeg420WithRestarts = Data(
        base64Encoded: [
            "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoK",
            "CgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoK",
            "CgoKCgoKCgr/wAARCAAMABQDASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUF",
            "BAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVW",
            "V1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi",
            "4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAEC",
            "AxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVm",
            "Z2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq",
            "8vP09fb3+Pn6/90ABAAB/9oADAMBAAIRAxEAPwD4Q+Gv7GJ/d/8AEqPb+CvoH4a/sY/6v/iU+n8FfWHw2+Fngz93/wAS307j/Cvo",
            "H4bfC3wb+7/4lnp6f4V63/Ee877S+/8A4J+TeC/jnnP7vSXTr/wT/9BNB/YyH9mp/wASof8Afuiv0y0D4WeDTpiH+zv1H+FFet/x",
            "HvO/733/APBP6kwnjlnP1WGktl1/4J//2Q==",
        ].joined())!
    static let jpegGrey = Data(
        base64Encoded: [
            "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoK",
            "CgoKBggLDAsKDAkKCgr/wAALCAAMABQBAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUF",
            "BAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVW",
            "V1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi",
            "4+Tl5ufo6erx8vP09fb3+Pn6/9oACAEBAAA/APhf9iT9m3/j0/0D+7/DX7AfsSfs2/8AHp/oH93+GuD/AG5P+Dkr4V/sB/tKa9+y",
            "L8Lf2Ov+Fqf8IX5Nn4j8Uw/EmDTrZNVMYe4soUhs7zf9n3JDKztG6XCXELRDyQ7+J/sSeBfDf+if6F/d7j/CvtD9uz9oP4g/sH/8",
            "Ervif+1L+z4dPtPGXh7T9Mt9Cv8AU7FbqOykvtVs9Pa5ETfI8sSXTyxiQPH5iJ5iSJujb+fP4T+BfDf/AAhNr/oX6j0HtX//2Q==",
        ].joined())!
    static let jpegProgressive = Data(
        base64Encoded: [
            "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoK",
            "CgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoK",
            "CgoKCgoKCgr/wgARCAAMABQDAREAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAABgf/xAAYAQEBAAMAAAAAAAAAAAAAAAAHAAEG",
            "Cf/aAAwDAQACEAMQAAABg6HrNBlttJiIL52UCWm+E3//xAAaEAACAwEBAAAAAAAAAAAAAAAABQMEBhMj/9oACAEBAAEFAluMFuMI",
            "MZ5rVdMWq6ZArp8//8QAHBEAAgIDAQEAAAAAAAAAAAAABCEABQEGMRMj/9oACAEDAQE/AaXZOOUuy8cF2T44cpTyU5SnkpwU4nxw",
            "5//EABsRAAEFAQEAAAAAAAAAAAAAAAAEFBZRYRVi/9oACAECAQE/AZPpJ/RJ9OgpsfqbH6mz/8QAGBAAAwEBAAAAAAAAAAAAAAAA",
            "AAEjM6H/2gAIAQEABj8CUhSMuCmKZmf/xAAYEAACAwAAAAAAAAAAAAAAAAAA8RARIf/aAAgBAQABPyFYLTLI1teP/9oADAMBAAIA",
            "AwAAABDmi/8A/8QAFBEBAAAAAAAAAAAAAAAAAAAAIP/aAAgBAwEBPxBKLQh1/8QAFxEAAwEAAAAAAAAAAAAAAAAAABHwIP/aAAgB",
            "AgEBPxC2Uy3h/wD/xAAcEAACAgIDAAAAAAAAAAAAAAAAAUHRMZFRobH/2gAIAQEAAT8QZLB6ApwxrkqjUeKHn+1R/9k=",
        ].joined())!

    /// The pattern the colour fixtures were made from.
    static func pattern(_ x: Int, _ y: Int) -> [Int] { [x * 12, y * 20, 128 + (x - y) * 4] }
}

@Suite struct ImageIOTests {
    /// A 4 x 2 PNG: opaque red, green, blue, white on the first row; the second row half-transparent grey.
    static let png: Data = {
        var image = RGBAImage(width: 4, height: 2)
        let colors: [[UInt8]] = [
            [255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [255, 255, 255, 255],
            [128, 128, 128, 128], [128, 128, 128, 128], [128, 128, 128, 128], [128, 128, 128, 128],
        ]
        image.bytes = colors.flatMap { $0 }
        return try! PNG.encode(image)
    }()

    @Test func pngSourceDecodesItsPixelsAndReadsItsProperties() throws {
        let source = try #require(CGImageSourceCreateWithData(Self.png as CFData, nil))
        #expect(CGImageSourceGetCount(source) == 1)
        #expect(CGImageSourceGetType(source) as String? == "public.png")
        #expect(CGImageSourceGetStatus(source) == .statusComplete)
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect((image.width, image.height, image.bitsPerComponent, image.bytesPerRow) == (4, 2, 8, 16))
        let expected = try PNG.decode(Self.png).image.bytes
        #expect(UIImage(cgImage: image).cellSnapBitmap?.bytes == expected)
        let options = [kCGImageSourceShouldCache: false] as CFDictionary
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, options) as? [String: Any])
        #expect(properties[kCGImagePropertyPixelWidth as String] as? Int == 4)
        #expect(properties[kCGImagePropertyPixelHeight as String] as? Int == 2)
        #expect(properties[kCGImagePropertyHasAlpha as String] as? Bool == true)
        #expect(properties[kCGImagePropertyColorModel as String] as? String == "RGB")
        #expect(CGImageSourceCreateImageAtIndex(source, 1, nil) == nil)
    }

    @Test func thumbnailsAreAreaAveragedToTheirLongestSide() throws {
        let source = try #require(CGImageSourceCreateWithData(Self.png as CFData, nil))
        let noThumbnail = CGImageSourceCreateThumbnailAtIndex(source, 0, nil)
        #expect(noThumbnail == nil)  // the file has no embedded thumbnail, and none was asked to be made
        let options: [CFString: Any] = [
            kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 2,
        ]
        let thumbnail = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary))
        #expect((thumbnail.width, thumbnail.height) == (2, 1))
        // Each pixel averages a 2 x 2 block, colours weighted by alpha: red, green and two greys of
        // alpha 128 give red (255 * 255 + 2 * 128 * 128) / 766 = 128 and blue 2 * 128 * 128 / 766 = 43,
        // alpha 766 / 4 = 191.5, rounded to 192; blue, white and two greys give blue 213.
        #expect(
            thumbnail.cropping(to: CGRect(x: 0, y: 0, width: 1, height: 1)).map {
                UIImage(cgImage: $0).cellSnapBitmap?.bytes
            }
                == [128, 128, 43, 192])
        #expect(UIImage(cgImage: thumbnail).cellSnapBitmap?.bytes.suffix(4) == [128, 128, 213, 192])
        let full = [kCGImageSourceCreateThumbnailFromImageIfAbsent: true] as CFDictionary
        #expect(CGImageSourceCreateThumbnailAtIndex(source, 0, full).map { ($0.width, $0.height) } ?? (0, 0) == (4, 2))
    }

    @Test(arguments: [
        (JPEGFixtures.jpeg444, 4, [[0, 1, 128], [229, 220, 163], [119, 121, 146]]),
        (JPEGFixtures.jpeg420WithRestarts, 14, [[0, 2, 121], [229, 219, 168], [120, 122, 137]]),
    ])
    func baselineJPEGDecodesAsLibjpegDoes(data: Data, tolerance: Int, libjpeg: [[Int]]) throws {
        let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))
        #expect(CGImageSourceGetType(source) as String? == "public.jpeg")
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        let bytes = try #require(UIImage(cgImage: image).cellSnapBitmap?.bytes)
        #expect((image.width, image.height) == (20, 12))
        func pixel(_ x: Int, _ y: Int) -> [Int] { (0..<3).map { Int(bytes[(y * 20 + x) * 4 + $0]) } }
        // libjpeg's own decode (with its plain upsampling) at three pixels, and the JPEG loss overall.
        #expect([pixel(0, 0), pixel(19, 11), pixel(10, 6)] == libjpeg)
        let error = (0..<12).flatMap { y in
            (0..<20).map { x in zip(pixel(x, y), JPEGFixtures.pattern(x, y)).map { abs($0 - $1) }.max()! }
        }
        #expect(error.max() == tolerance)
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any])
        #expect(properties[kCGImagePropertyPixelWidth as String] as? Int == 20)
        #expect(properties[kCGImagePropertyColorModel as String] as? String == "RGB")
        #expect(properties[kCGImagePropertyHasAlpha as String] as? Bool == false)
    }

    @Test func greyJPEGAndSubsampling() throws {
        let source = try #require(CGImageSourceCreateWithData(JPEGFixtures.jpegGrey as CFData, nil))
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        let bytes = try #require(UIImage(cgImage: image).cellSnapBitmap?.bytes)
        #expect(Array(bytes[(6 * 20 + 10) * 4..<(6 * 20 + 10) * 4 + 4]) == [168, 168, 168, 255])
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any])
        #expect(properties[kCGImagePropertyColorModel as String] as? String == "Gray")
        let half = [kCGImageSourceSubsampleFactor: 2] as CFDictionary
        #expect(CGImageSourceCreateImageAtIndex(source, 0, half).map { [$0.width, $0.height] } == [10, 6])
    }

    /// A progressive JPEG decodes (T.81 Annex G) to the fixture's pattern, as Pillow (libjpeg) decodes it.
    @Test func progressiveJPEGDecodes() throws {
        let progressive = try #require(CGImageSourceCreateWithData(JPEGFixtures.jpegProgressive as CFData, nil))
        #expect(CGImageSourceGetCount(progressive) == 1)
        let image = try #require(CGImageSourceCreateImageAtIndex(progressive, 0, nil))
        #expect(image.width == 20 && image.height == 12)
        let bytes = try #require(UIImage(cgImage: image).cellSnapBitmap?.bytes)
        let centre: [UInt8] = Array(bytes[(6 * 20 + 10) * 4..<(6 * 20 + 10) * 4 + 4])
        let corner: [UInt8] = Array(bytes[(11 * 20 + 19) * 4..<(11 * 20 + 19) * 4 + 4])
        #expect(centre == [119, 121, 146, 255] && corner == [229, 220, 163, 255])
    }

    @Test func whatCannotBeDecodedIsNil() throws {
        let text = try #require(CGImageSourceCreateWithData(Data("not an image".utf8) as CFData, nil))
        #expect(CGImageSourceGetCount(text) == 0 && CGImageSourceGetStatus(text) == .statusUnknownType)
        #expect(CGImageSourceCreateImageAtIndex(text, 0, nil) == nil)
        #expect(CGImageSourceCopyPropertiesAtIndex(text, 0, nil) == nil)
        let truncated = try #require(CGImageSourceCreateWithData(JPEGFixtures.jpeg444.prefix(300) as CFData, nil))
        #expect(CGImageSourceCreateImageAtIndex(truncated, 0, nil).map { $0.width } ?? 0 <= 20)
        let missing = URL(fileURLWithPath: "/nonexistent/cellsnap/photo.png")
        #expect(CGImageSourceCreateWithURL(missing as CFURL, nil) == nil)
        #expect(CGImageSourceCreateWithURL(URL(string: "https://example.com/a.png")! as CFURL, nil) == nil)
    }

    @Test func filesAreReadAndPNGDestinationsWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-imageio-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("photo.jpg"), output = folder.appendingPathComponent("small.png")
        try JPEGFixtures.jpeg444.write(to: input)
        let source = try #require(CGImageSourceCreateWithURL(input as NSURL, nil))
        #expect(CGImageDestinationCreateWithURL(output as CFURL, "public.heic" as CFString, 1, nil) == nil)
        let options =
            [kCGImageDestinationImageMaxPixelSize: 10, kCGImageDestinationLossyCompressionQuality: 0.0] as CFDictionary
        let destination = try #require(
            CGImageDestinationCreateWithURL(output as CFURL, "public.png" as CFString, 1, options))
        CGImageDestinationAddImageFromSource(destination, source, 0, options)
        #expect(CGImageDestinationFinalize(destination))
        let written = try PNG.decode(Data(contentsOf: output)).image
        #expect((written.width, written.height) == (10, 6))
        let data = NSMutableData()
        let toData = try #require(CGImageDestinationCreateWithData(data, "public.png" as CFString, 1, nil))
        #expect(!CGImageDestinationFinalize(toData))  // no image added
        CGImageDestinationAddImage(toData, try #require(CGImageSourceCreateImageAtIndex(source, 0, nil)), nil)
        #expect(CGImageDestinationFinalize(toData))
        #expect(try PNG.decode(data as Data).image.width == 20)
    }

    @Test func jpegDestinationsWriteAtTheirQuality() throws {
        let source = try #require(CGImageSourceCreateWithData(JPEGFixtures.jpeg444 as CFData, nil))
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        let pixels = RGBAImage(width: image.width, height: image.height, bytes: image.rgba)
        // A quality key writes what the encoder writes at that quality; without it, the best.
        for (options, quality) in [
            (nil, 1.0), ([kCGImageDestinationLossyCompressionQuality: 0.25] as CFDictionary, 0.25),
        ] as [(CFDictionary?, Double)] {
            let data = NSMutableData()
            let destination = try #require(
                CGImageDestinationCreateWithData(data, "public.jpeg" as CFString, 1, options))
            CGImageDestinationAddImage(destination, image, nil)
            #expect(CGImageDestinationFinalize(destination))
            #expect(data as Data == JPEG.encode(pixels, quality: quality))
            let readBack = try #require(CGImageSourceCreateWithData(data, nil))
            #expect(CGImageSourceGetType(readBack) as String? == "public.jpeg")
            #expect(CGImageSourceCreateImageAtIndex(readBack, 0, nil).map { ($0.width, $0.height) }! == (20, 12))
        }
        #expect(CGImageDestinationCopyTypeIdentifiers() as? [String] == ["public.png", "public.jpeg"])
        // A size that is no number of pixels (NaN, infinite) is no size: the image is written whole.
        for size in [Double.nan, .infinity] {
            let data = NSMutableData()
            let options = [kCGImageDestinationImageMaxPixelSize: size] as CFDictionary
            let destination = try #require(CGImageDestinationCreateWithData(data, "public.png" as CFString, 1, options))
            CGImageDestinationAddImage(destination, image, options)
            #expect(CGImageDestinationFinalize(destination))
            #expect(try PNG.decode(data as Data).image.width == 20)
        }
    }

    @MainActor @Test func imageOrientationTurnsThePixels() throws {
        let source = try #require(CGImageSourceCreateWithData(Self.png as CFData, nil))
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        let right = UIImage(cgImage: image, scale: 2, orientation: .right)
        #expect(right.size == CGSize(width: 1, height: 2))
        // Turned clockwise: the first column is the bottom row read upwards (grey), then the top row.
        #expect(right.cellSnapBitmap.map { Array($0.bytes[0..<8]) } == [128, 128, 128, 128, 255, 0, 0, 255])
        #expect(UIImage(systemName: "star")?.cgImage == nil)
    }

    @MainActor @Test func imagesArePreparedForDisplayAndAsThumbnails() throws {
        let source = try #require(CGImageSourceCreateWithData(JPEGFixtures.jpeg444 as CFData, nil))
        let photo = UIImage(
            cgImage: try #require(CGImageSourceCreateImageAtIndex(source, 0, nil)), scale: 2, orientation: .up)
        #expect(photo.preparingForDisplay() === photo)
        let thumbnail = try #require(photo.preparingThumbnail(of: CGSize(width: 5, height: 5)))
        #expect(thumbnail.size == CGSize(width: 5, height: 3) && thumbnail.scale == 2)
        #expect(thumbnail.cgImage.map { [$0.width, $0.height] } == [10, 6])
        #expect(UIImage(systemName: "star")?.preparingThumbnail(of: CGSize(width: 5, height: 5)) == nil)
    }
}
