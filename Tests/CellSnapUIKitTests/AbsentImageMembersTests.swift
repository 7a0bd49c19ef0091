// UIImage's members that real code used and CellSnap lacked (issue 40, part C): JPEG data from
// CellSnap's own encoder, the orientation an image was made with (drawn turned, its cgImage
// unturned), and baselines; UIColor's HSB and white components.
import CellModel
import CellSnapUIKitTesting
import Foundation
import Pixels
import Primitives
import Testing

@MainActor @Suite struct AbsentImageMembersTests {
    /// A `width` x `height` bitmap whose pixel (x, y) has red x * 60, green y * 60 (modulo 256), blue 200.
    static func ramp(width: Int, height: Int) -> CGImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image[x, y] = RGBA(red: UInt8(x * 60 % 256), green: UInt8(y * 60 % 256), blue: 200, alpha: 255)
            }
        }
        return CGImage(width: width, height: height, rgba: image.bytes)!
    }

    /// The pixel (x, y) of `image`'s bitmap as drawn (turned).
    func drawn(_ image: UIImage, _ x: Int, _ y: Int) -> RGBA? { image.cellSnapBitmap?[x, y] }

    // MARK: jpegData(compressionQuality:)

    @Test func jpegDataIsABaselineJFIFFileTheSameEveryTime() throws {
        let image = UIImage(cgImage: Self.ramp(width: 3, height: 2))
        let data = try #require(image.jpegData(compressionQuality: 0.8))
        #expect(Array(data.prefix(4)) == [0xFF, 0xD8, 0xFF, 0xE0])
        #expect(Array(data.suffix(2)) == [0xFF, 0xD9])
        #expect(data.range(of: Data("JFIF".utf8)) != nil)
        // The frame header: baseline (C0), 8-bit samples, 2 rows, 3 columns, three components.
        let frame = try #require(data.range(of: Data([0xFF, 0xC0])))
        #expect(Array(data[frame.upperBound..<frame.upperBound + 8]) == [0x00, 0x11, 8, 0, 2, 0, 3, 3])
        #expect(image.jpegData(compressionQuality: 0.8) == data)
    }

    @Test(arguments: [
        (quality: 0.0, luminanceDC: 255), (0.25, 32), (0.5, 16), (0.8, 6), (1.0, 1), (-3, 255), (7, 1),
    ])
    func jpegQualityScalesTheQuantizationTables(quality: Double, luminanceDC: UInt8) throws {
        // The first entry of the luminance table (16 in T.81's example), as the IJG encoder scales it.
        let data = try #require(UIImage(cgImage: Self.ramp(width: 8, height: 8)).jpegData(compressionQuality: quality))
        let tables = try #require(data.range(of: Data([0xFF, 0xDB, 0x00, 132, 0])))
        #expect(data[tables.upperBound] == luminanceDC)
    }

    /// `UIImage(data:)` reads JPEG as UIKit does (photos are JPEG): a round trip keeps the size
    /// and, at the best quality, each colour within 2 levels; data neither PNG nor JPEG, or a
    /// JPEG cut short, makes no image.
    @Test func jpegDataIsReadBackByImageData() throws {
        let data = try #require(UIImage(cgImage: Self.ramp(width: 3, height: 2)).jpegData(compressionQuality: 1))
        let image = try #require(UIImage(data: data, scale: 2))
        #expect(image.size == CGSize(width: 1.5, height: 1) && image.scale == 2)
        let source = UIImage(cgImage: Self.ramp(width: 3, height: 2))
        for (x, y) in [(0, 0), (2, 0), (1, 1), (2, 1)] {
            let read = try #require(drawn(image, x, y)), written = try #require(drawn(source, x, y))
            #expect(abs(Int(read.red) - Int(written.red)) <= 2, "red at \(x), \(y)")
            #expect(abs(Int(read.green) - Int(written.green)) <= 2, "green at \(x), \(y)")
            #expect(abs(Int(read.blue) - Int(written.blue)) <= 2, "blue at \(x), \(y)")
        }
        #expect(UIImage(data: data.prefix(data.count / 2)) == nil)
        #expect(UIImage(data: Data("GIF89a".utf8)) == nil)
    }

    @Test func jpegDataIsNilForImagesWithoutABitmap() {
        #expect(UIImage(systemName: "star.fill")?.jpegData(compressionQuality: 1) == nil)
        #expect(UIImage().jpegData(compressionQuality: 1) == nil)
    }

    // MARK: imageOrientation

    /// For each orientation: the drawn size of a 3 x 2 ramp, and which source pixel the drawn
    /// top-left and bottom-right pixels are (as UIKit draws EXIF's orientations).
    @Test(arguments: [
        (UIImage.Orientation.up, 3, 2, (0, 0), (2, 1)),
        (.down, 3, 2, (2, 1), (0, 0)),
        (.left, 2, 3, (2, 0), (0, 1)),
        (.right, 2, 3, (0, 1), (2, 0)),
        (.upMirrored, 3, 2, (2, 0), (0, 1)),
        (.downMirrored, 3, 2, (0, 1), (2, 0)),
        (.leftMirrored, 2, 3, (0, 0), (2, 1)),
        (.rightMirrored, 2, 3, (2, 1), (0, 0)),
    ])
    func anOrientedImageIsDrawnTurnedAndKeepsItsPixels(
        orientation: UIImage.Orientation, width: Int, height: Int, topLeft: (Int, Int), bottomRight: (Int, Int)
    ) throws {
        let source = Self.ramp(width: 3, height: 2)
        let image = UIImage(cgImage: source, scale: 1, orientation: orientation)
        #expect(image.imageOrientation == orientation)
        #expect(image.size == CGSize(width: width, height: height))
        let pixel = { (p: (Int, Int)) in RGBA(red: UInt8(p.0 * 60), green: UInt8(p.1 * 60), blue: 200, alpha: 255) }
        #expect(drawn(image, 0, 0) == pixel(topLeft))
        #expect(drawn(image, width - 1, height - 1) == pixel(bottomRight))
        // UIKit's cgImage is the image it was made from, unturned.
        let back = try #require(image.cgImage)
        #expect(back.width == 3 && back.height == 2 && back.rgba == source.rgba)
        // Variants keep the orientation.
        #expect(image.withRenderingMode(.alwaysOriginal).imageOrientation == orientation)
        #expect(image.withBaselineOffset(fromBottom: 2).imageOrientation == orientation)
        #expect(image.preparingThumbnail(of: CGSize(width: 1, height: 1))?.imageOrientation == orientation)
    }

    @Test func imagesMadeOtherwiseAreUp() {
        #expect(UIImage(systemName: "star")?.imageOrientation == .up)
        #expect(UIImage(cgImage: Self.ramp(width: 1, height: 1)).imageOrientation == .up)
        #expect(UIImage().imageOrientation == .up)
    }

    /// Four image views of a 3x bitmap of an "L" (a tall red bar and a blue foot) in four
    /// orientations, in both layout directions: an image is never mirrored by the direction.
    @Test(arguments: [false, true]) func orientedImagesAreDrawnTurned(rightToLeft: Bool) throws {
        var letter = RGBAImage(width: 60, height: 90, filledWith: RGBA(red: 255, green: 255, blue: 255, alpha: 255))
        for y in 0..<90 {
            for x in 0..<60 where x < 18 || y >= 72 {
                letter[x, y] =
                    x < 18
                    ? RGBA(red: 220, green: 30, blue: 30, alpha: 255) : RGBA(red: 30, green: 60, blue: 220, alpha: 255)
            }
        }
        let bitmap = try #require(CGImage(width: 60, height: 90, rgba: letter.bytes))
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        row.backgroundColor = .white
        for (index, orientation) in [UIImage.Orientation.up, .left, .down, .upMirrored].enumerated() {
            let view = UIImageView(image: UIImage(cgImage: bitmap, scale: 3, orientation: orientation))
            view.frame = CGRect(origin: CGPoint(x: 8 + index * 48, y: 5), size: view.image!.size)
            row.addSubview(view)
        }
        let image = try ControlFixtures.pixels(row, rightToLeft: rightToLeft)
        // The red bar: on the left in `.up` (x 8-14), along the bottom in `.left` (a quarter turn
        // anticlockwise), on the right in `.down` and in `.upMirrored`.
        func red(_ x: Double, _ y: Double) -> Bool {
            let color = ControlFixtures.color(image, at: Point(x: x, y: y))
            return color.red > 0.8 && color.green < 0.3
        }
        #expect(red(10, 20) && !red(24, 20))
        #expect(red(72, 22) && !red(72, 10))
        #expect(red(122, 20) && !red(110, 20))
        #expect(red(170, 20) && !red(158, 20))
        if !rightToLeft { assertSnapshot(of: row, as: .screen(), lint: .off) }
    }

    // MARK: Baselines

    @Test func aSymbolHasItsGlyphsBaselineAndOtherImagesNone() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        let offset = try #require(star.baselineOffsetFromBottom)
        #expect(offset > 0 && offset < star.size.height / 2)
        #expect(star.imageWithoutBaseline().baselineOffsetFromBottom == nil)
        #expect(star.withBaselineOffset(fromBottom: -2).baselineOffsetFromBottom == -2)
        #expect(star.withTintColor(.red).baselineOffsetFromBottom == offset)
        let bitmap = UIImage(cgImage: Self.ramp(width: 2, height: 2))
        #expect(bitmap.baselineOffsetFromBottom == nil)
        #expect(bitmap.withBaselineOffset(fromBottom: 0).baselineOffsetFromBottom == 0)
        #expect(bitmap.withBaselineOffset(fromBottom: 1) != bitmap)
    }

    // MARK: UIColor

    @Test(arguments: [
        (UIColor(red: 1, green: 0, blue: 0, alpha: 1), 0.0, 1.0, 1.0, 1.0),
        (UIColor(red: 0, green: 1, blue: 0, alpha: 0.5), 1.0 / 3, 1.0, 1.0, 0.5),
        (UIColor(red: 0, green: 0, blue: 1, alpha: 1), 2.0 / 3, 1.0, 1.0, 1.0),
        (UIColor(red: 1, green: 0, blue: 0.5, alpha: 1), 11.0 / 12, 1.0, 1.0, 1.0),
        (UIColor(red: 0.2, green: 0.4, blue: 0.4, alpha: 1), 0.5, 0.5, 0.4, 1.0),
        (UIColor(white: 0.5, alpha: 1), 0.0, 0.0, 0.5, 1.0),
        (UIColor(white: 0, alpha: 0), 0.0, 0.0, 0.0, 0.0),
    ])
    func getHueGivesHueSaturationAndBrightness(
        color: UIColor, hue: Double, saturation: Double, brightness: Double, alpha: Double
    ) {
        var (h, s, b, a) = (CGFloat(-1), CGFloat(-1), CGFloat(-1), CGFloat(-1))
        #expect(color.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        #expect(abs(Double(h) - hue) < 1e-9 && abs(Double(s) - saturation) < 1e-9)
        #expect(abs(Double(b) - brightness) < 1e-9 && abs(Double(a) - alpha) < 1e-9)
        // And back: the colour from those components is the same colour.
        var (r1, g1, b1, r2, g2, b2) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
        color.getRed(&r1, green: &g1, blue: &b1, alpha: nil)
        UIColor(hue: h, saturation: s, brightness: b, alpha: a).getRed(&r2, green: &g2, blue: &b2, alpha: nil)
        #expect(abs(r1 - r2) < 1e-9 && abs(g1 - g2) < 1e-9 && abs(b1 - b2) < 1e-9)
    }

    @Test func getWhiteAnswersForGreysOnly() {
        var (white, alpha) = (CGFloat(-1), CGFloat(-1))
        #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&white, alpha: &alpha))
        #expect(white == 0.25 && alpha == 0.5)
        #expect(UIColor.black.getWhite(&white, alpha: &alpha) && white == 0 && alpha == 1)
        (white, alpha) = (-1, -1)
        #expect(!UIColor(red: 1, green: 0, blue: 0, alpha: 1).getWhite(&white, alpha: &alpha))
        #expect(white == -1 && alpha == -1)
    }

    @Test func performAsCurrentResolvesColoursWithItsTraits() {
        var inside: CGColor?
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            #expect(UITraitCollection.current.userInterfaceStyle == .dark)
            inside = UIColor.systemBackground.cgColor
        }
        #expect(inside == UIColor.black.cgColor)
        #expect(UITraitCollection.current.userInterfaceStyle != .dark)
        #expect(UIColor.systemBackground.cgColor == UIColor.white.cgColor)
    }

    // MARK: NSDataAsset

    /// A bundle folder whose asset catalog holds data sets: "Steps" (a universal JSON file and an
    /// iPhone one, which wins), "Dark" (a dark-appearance file only) and "Plain" (no type named).
    static func dataBundle() throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("absentC-\(UUID().uuidString)")
        let catalog = root.appendingPathComponent("Assets.xcassets")
        func set(_ name: String, _ contents: String, files: [String: String]) throws {
            let folder = catalog.appendingPathComponent("\(name).dataset")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: folder.appendingPathComponent("Contents.json"))
            for (file, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(file)) }
        }
        try set(
            "Steps",
            """
            {"data": [{"filename": "all.json", "idiom": "universal", "universal-type-identifier": "public.json"},
                      {"filename": "phone.json", "idiom": "iphone", "universal-type-identifier": "public.json"}],
             "info": {"author": "xcode", "version": 1}}
            """, files: ["all.json": "[1]", "phone.json": "[1, 2]"])
        try set(
            "Dark",
            """
            {"data": [{"filename": "d.txt", "idiom": "universal",
                       "appearances": [{"appearance": "luminosity", "value": "dark"}]}]}
            """, files: ["d.txt": "dark"])
        try set("Plain", #"{"data": [{"filename": "p.bin", "idiom": "universal"}]}"#, files: ["p.bin": "xyz"])
        return try #require(Bundle(url: root))
    }

    @Test func aDataAssetReadsTheIPhonesFileOfItsSet() throws {
        let bundle = try Self.dataBundle()
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
        let steps = try #require(NSDataAsset(name: "Steps", bundle: bundle))
        #expect(steps.name == "Steps" && steps.typeIdentifier == "public.json")
        #expect(String(decoding: steps.data, as: UTF8.self) == "[1, 2]")
        let plain = try #require(NSDataAsset(name: "Plain", bundle: bundle))
        #expect(plain.data == Data("xyz".utf8) && plain.typeIdentifier == "public.data")
        #expect((plain.copy() as? NSDataAsset)?.data == plain.data)
        #expect(NSDataAsset(name: "Dark", bundle: bundle) == nil)
        #expect(NSDataAsset(name: "Missing", bundle: bundle) == nil)
    }
}
