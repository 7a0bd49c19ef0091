// Core Image as apps use it: a QR code for a link (the symbol ISO/IEC 18004 defines, module for
// module), colour filters on known pixels, and `UIImage(ciImage:)` (UIKit brings Core Image, as on
// iOS). The expected symbols are an independent QR encoder's, with the mask CellSnap chose.
import CoreImage
import Foundation
import Testing
import UIKit

@Suite struct CoreImageTests {
    /// The modules of a generated code: its pixels, the one-module margin left out (`#` dark).
    private static func modules(_ message: String, level: String) throws -> [String] {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data(message.utf8)
        filter.correctionLevel = level
        let output = try #require(filter.outputImage)
        let image = try #require(CIContext().createCGImage(output, from: output.extent))
        return (1..<image.height - 1).map { row in
            String(
                (1..<image.width - 1).map { column in image.rgba[(row * image.width + column) * 4] == 0 ? "#" : "." })
        }
    }

    @Test func qrCodeOfALinkAtLevelM() throws {
        #expect(
            try Self.modules("https://swift.org", level: "M") == [
                "#######.......###.#######",
                "#.....#.##..###.#.#.....#",
                "#.###.#.##.#.#..#.#.###.#",
                "#.###.#.###.#...#.#.###.#",
                "#.###.#...###...#.#.###.#",
                "#.....#..#.##.....#.....#",
                "#######.#.#.#.#.#.#######",
                "........##.##.##.........",
                "#.....#.#......####..###.",
                "...#...###.###.#.#.#####.",
                "###...#..#...#########.##",
                ".....#...#..##.###...#..#",
                "####..#.#.####..#.#.....#",
                "#..#.#..##.....##..#...#.",
                "#.#.####.#.##..#...###.##",
                "#.#.#....#.#...#.###.##.#",
                "#.##.##....#....#####.#..",
                "........#.#.###.#...#....",
                "#######..#.#....#.#.#...#",
                "#.....#..#..##..#...#..##",
                "#.###.#...#.#.#######.#.#",
                "#.###.#...#...#.###....##",
                "#.###.#...###........##.#",
                "#.....#....#..#######...#",
                "#######.##...##.##...#..#",
            ])
    }

    @Test func qrCodeAtLevelH() throws {
        #expect(
            try Self.modules("CellSnap", level: "H") == [
                "#######.##..##.#..#######",
                "#.....#..##.##.##.#.....#",
                "#.###.#.###..#....#.###.#",
                "#.###.#....#..###.#.###.#",
                "#.###.#.#..##..#..#.###.#",
                "#.....#..#....###.#.....#",
                "#######.#.#.#.#.#.#######",
                "........###.##...........",
                ".....##..##..##...#.#.#.#",
                "#..##.....#.##.##.##.#...",
                "#.######.#.####.#.#.##.##",
                "...#...###..#..#.#####.##",
                ".##.###.#...###..#####..#",
                "##..#..####..##..##..##..",
                "#..######..#.#####...#.##",
                "#.###..##....#..#...####.",
                "#...#.#........######...#",
                "........##...##.#...#...#",
                "#######..####..##.#.#...#",
                "#.....#.###...###...##..#",
                "#.###.#..###.#..#######..",
                "#.###.#....#..#..#.#.#..#",
                "#.###.#..#.###..#.##.##.#",
                "#.....#..##....#..##.#..#",
                "#######.......###.####..#",
            ])
    }

    @Test func qrCodeImageHasAMarginAndScalesSharply() throws {
        let filter = try #require(CIFilter(name: "CIQRCodeGenerator"))
        filter.setValue(Data("CellSnap".utf8), forKey: "inputMessage")
        #expect(filter.value(forKey: "inputCorrectionLevel") as? String == "M")
        let output = try #require(filter.outputImage)
        #expect(output.extent == CGRect(x: 0, y: 0, width: 23, height: 23))
        let scaled = output.transformed(by: CGAffineTransform(scaleX: 10, y: 10))
        #expect(scaled.extent == CGRect(x: 0, y: 0, width: 230, height: 230))
        let image = try #require(CIContext().createCGImage(scaled, from: scaled.extent))
        let values = Set(image.rgba.enumerated().filter { $0.offset % 4 == 0 }.map(\.element))
        #expect(values == [0, 255])
        // The margin's 10 pixels are white, the finder pattern's corner black from pixel 10 on.
        #expect(image.rgba[(5 * 230 + 5) * 4] == 255 && image.rgba[(10 * 230 + 10) * 4] == 0)
        filter.setValue(Data(count: 3000), forKey: "inputMessage")
        #expect(filter.outputImage == nil)  // more than version 40 holds
        filter.setValue("X", forKey: "inputCorrectionLevel")
        #expect(filter.outputImage == nil)
    }

    /// A 2 x 1 image (sRGB red and mid grey) through each colour filter, pixel by pixel.
    @Test(
        arguments: [
            ("CIColorControls", ["inputSaturation": 0.0], [[127, 127, 127, 255], [128, 128, 128, 255]]),
            ("CIColorControls", ["inputBrightness": 0.1], [[255, 89, 89, 255], [152, 152, 152, 255]]),
            ("CISepiaTone", [:], [[168, 159, 142, 255], [147, 139, 124, 255]]),
            (
                "CIColorMonochrome", ["inputColor": CIColor(red: 0, green: 0, blue: 1)],
                [[0, 0, 127, 255], [0, 0, 128, 255]]
            ),
            ("CIFalseColor", [:], [[142, 114, 100, 255], [143, 115, 101, 255]]),
        ] as [(String, [String: Any], [[UInt8]])])
    func colourFilters(_ name: String, _ parameters: [String: Any], _ expected: [[UInt8]]) throws {
        let source = try #require(CGImage(width: 2, height: 1, rgba: [255, 0, 0, 255, 128, 128, 128, 255]))
        let output = CIImage(cgImage: source).applyingFilter(name, parameters: parameters)
        let image = try #require(CIContext().createCGImage(output, from: output.extent))
        #expect([Array(image.rgba[0..<4]), Array(image.rgba[4..<8])] == expected)
    }

    @Test func gaussianBlurSpreadsAndGrowsTheExtent() throws {
        let source = try #require(CGImage(width: 1, height: 1, rgba: [255, 255, 255, 255]))
        let blur = CIFilter.gaussianBlur()
        blur.inputImage = CIImage(cgImage: source)
        blur.radius = 1
        let output = try #require(blur.outputImage)
        #expect(output.extent == CGRect(x: -3, y: -3, width: 7, height: 7))
        let image = try #require(CIContext().createCGImage(output, from: output.extent))
        let alphas = (0..<7).map { image.rgba[(3 * 7 + $0) * 4 + 3] }
        #expect(alphas == [0, 5, 25, 41, 25, 5, 0])
        blur.inputImage = CIImage(color: .red)
        #expect(blur.outputImage == nil)  // an infinite image
        // Blurs past the largest bitmap computed have no output, rather than stopping the process.
        blur.inputImage = CIImage(cgImage: source)
        for radius in [Float.infinity, 1e30, 3000] {
            blur.radius = radius
            #expect(blur.outputImage == nil)
        }
        blur.radius = 1
        blur.inputImage = CIImage(color: .red).cropped(to: CGRect(x: 0, y: 0, width: 1e20, height: 1))
        #expect(blur.outputImage == nil)
    }

    /// A clamped image blurred and cropped back keeps opaque edges (the edge pixels repeated),
    /// where the image alone fades into the transparent pixels around it.
    @Test func aClampedImageBlursWithoutFadingAtItsEdges() throws {
        let source = try #require(CGImage(width: 2, height: 1, rgba: [0, 0, 0, 255, 255, 255, 255, 255]))
        let image = CIImage(cgImage: source)
        let clamped = image.clampedToExtent().applyingGaussianBlur(sigma: 1)
        #expect(clamped.extent.isInfinite)
        let soft = clamped.cropped(to: image.extent)
        let pixels = try #require(CIContext().createCGImage(soft, from: soft.extent)).rgba
        #expect(pixels[3] == 255 && pixels[7] == 255)
        #expect(pixels[0] > 0 && pixels[4] < 255 && pixels[0] < pixels[4])
        #expect(pixels[0] == pixels[1] && pixels[1] == pixels[2] && pixels[4] == pixels[6])
        let alone = image.applyingGaussianBlur(sigma: 1).cropped(to: image.extent)
        let faded = try #require(CIContext().createCGImage(alone, from: alone.extent)).rgba
        #expect(faded[3] < 255 && faded[7] < 255)
        #expect(CIImage(color: .red).applyingGaussianBlur(sigma: 1).extent.isInfinite)
    }

    /// Every filter iOS builds in is made by name (a photo app makes its looks up front); one
    /// CellSnap does not compute has no output image, and a name iOS does not know no filter.
    @Test func builtInFiltersAreMadeByName() throws {
        let source = try #require(CGImage(width: 1, height: 1, rgba: [255, 255, 255, 255]))
        let vignette = try #require(CIFilter(name: "CIVignette", parameters: [kCIInputIntensityKey: 0.5]))
        vignette.setValue(CIImage(cgImage: source), forKey: kCIInputImageKey)
        #expect(vignette.name == "CIVignette")
        #expect(vignette.value(forKey: kCIInputIntensityKey) as? Double == 0.5)
        #expect(vignette.outputImage == nil)
        #expect(CIFilter(name: "CIPhotoEffectSepia") == nil)
        #expect(CIFilter.filterNames(inCategory: kCICategorySharpen) == ["CISharpenLuminance", "CIUnsharpMask"])
        #expect(CIFilter.filterNames(inCategories: [kCICategoryBlur, kCICategoryBuiltIn]).contains("CIGaussianBlur"))
        #expect(!CIFilter.filterNames(inCategories: [kCICategoryBlur]).contains("CIVignette"))
        #expect(CIFilter.filterNames(inCategory: nil).count == CIFilter.cellSnapBuiltInFilterNames.count)
        #expect(CIFilter.cellSnapBuiltInFilterNames.isSuperset(of: CIFilter.cellSnapComputedFilterNames))
    }

    /// A colour's Core Image colour: the components it was made from (UIKit raises for a colour
    /// not made from a Core Image colour; CellSnap answers with its components).
    @MainActor
    @Test(
        arguments: [
            (UIColor(ciColor: CIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)), [0.2, 0.4, 0.6, 0.8]),
            (UIColor(red: 1, green: 0.5, blue: 0, alpha: 1), [1, 0.5, 0, 1]),
            (UIColor(white: 0.25, alpha: 0.5), [0.25, 0.25, 0.25, 0.5]),
        ] as [(UIColor, [Double])])
    func ciColorOfAColour(color: UIColor, components: [Double]) {
        let ciColor = color.ciColor
        let drawn = [ciColor.red, ciColor.green, ciColor.blue, ciColor.alpha].map(Double.init)
        #expect(zip(drawn, components).allSatisfy { abs($0 - $1) < 1e-9 }, "\(drawn)")
    }

    @MainActor @Test func uiImageOfACoreImageImage() throws {
        let dot = CIImage(color: CIColor(color: .systemBlue)).cropped(to: CGRect(x: 0, y: 0, width: 3, height: 2))
        let image = UIImage(ciImage: dot)
        #expect(image.ciImage === dot && image.size == CGSize(width: 3, height: 2))
        #expect(UIImage(systemName: "star")?.ciImage == nil)
        let back = try #require(CIImage(image: image))
        #expect(back.extent == CGRect(x: 0, y: 0, width: 3, height: 2))
        #expect(CIImage(image: try #require(UIImage(systemName: "star"))) == nil)
        let turned = back.oriented(.right)
        #expect(turned.extent == CGRect(x: 0, y: 0, width: 2, height: 3))
    }
}
