import AssetCatalog
import CellModel
import Foundation
import Pixels
import Primitives
import Testing

/// A catalog opens reading every set's `Contents.json` and each bitmap's header; a set's bitmaps
/// are decoded on its first lookup. What a header shows is still refused when the catalog is
/// opened; a file broken past its header is its set's error on lookup, with the same message.
@Suite struct LazyDecodingTests {
    /// A PNG of 1 x 1 with its signature and header whole and its pixels cut off.
    static let truncatedPNG = ImageSetTests.png.prefix(33)
    /// A baseline JPEG of 16 x 8 cut off in its scan.
    static var truncatedJPEG: Data {
        get throws {
            let jpeg = try #require(
                JPEG.encode(
                    RGBAImage(width: 16, height: 8, filledWith: RGBA(red: 9, green: 99, blue: 199, alpha: 255)),
                    quality: 1))
            return jpeg.prefix(jpeg.count - 40)
        }
    }

    struct Broken: CustomTestStringConvertible, Sendable {
        var file: String
        var data: Data
        var error: String
        var testDescription: String { file }
    }

    static var broken: [Broken] {
        get throws {
            [
                Broken(
                    file: "b.png", data: truncatedPNG,
                    error:
                        "Assets.xcassets/broken.imageset/Contents.json: images[0].filename: cannot read 'b.png': PNG data: \(try pngError(truncatedPNG))"
                ),
                Broken(
                    file: "b.jpg", data: try truncatedJPEG,
                    error:
                        "Assets.xcassets/broken.imageset/Contents.json: images[0].filename: cannot read 'b.jpg': truncated: a marker segment ends early (CellSnap decodes baseline and progressive 8-bit grey or colour JPEGs)"
                ),
            ]
        }
    }

    /// What libpng says of `data`, after the source name.
    static func pngError(_ data: Data) throws -> String {
        do {
            _ = try PNG.decode(data)
        } catch {
            return String("\(error)".dropFirst("PNG data: ".count))
        }
        Issue.record("the truncated PNG decodes")
        return ""
    }

    @Test(arguments: try broken)
    func aBitmapBrokenPastItsHeaderIsItsSetsErrorOnLookup(_ testCase: Broken) throws {
        let url = try Scratch.catalog([
            "good.imageset/Contents.json": #"{"images": [{"filename": "g.png", "idiom": "universal", "scale": "2x"}]}"#,
            "good.imageset/g.png": ImageSetTests.png,
            "broken.imageset/Contents.json":
                #"{"images": [{"filename": "\#(testCase.file)", "idiom": "universal", "scale": "2x"}]}"#,
            "broken.imageset/\(testCase.file)": testCase.data,
        ])
        // Strict or leaving out unreadable sets, the catalog opens: no bitmap is decoded yet.
        for catalog in [
            try AssetCatalog(contentsOf: url), try AssetCatalog(contentsOf: url, leavingOutUnreadableSets: true),
        ] {
            #expect(catalog.imageNames == ["broken", "good"])
            #expect(catalog.unreadableSets.isEmpty)
            #expect(try catalog.image(named: "good")?.representations.first?.pixels?.width == 1)
            #expect(try catalog.image(named: "missing") == nil)
            let library = AssetLibrary(catalogs: [catalog])
            // The lookup is the set's error, every time (the result is kept, not decoded again).
            for _ in 0..<2 {
                #expect(throws: AssetCatalogError.self) { try library.image(named: "broken") }
                do {
                    _ = try library.image(named: "broken")
                } catch {
                    #expect("\(error)" == testCase.error)
                }
            }
            #expect(throws: AssetCatalogError.self) { try catalog.images }
            guard case .asset(let good) = try library.image(named: "good") else {
                Issue.record("good is an image set")
                continue
            }
            #expect(good.representations.first?.size == Size(width: 0.5, height: 0.5))
        }
    }

    /// The catalog's limit on pixels is counted from the bitmaps' headers when it is opened:
    /// a header that claims 20000 x 20000 pixels fails the catalog without a byte decoded.
    @Test func thePixelLimitIsCountedFromHeaders() throws {
        var header = [UInt8](Self.truncatedPNG)
        for (offset, value) in [(16, 20_000), (20, 20_000)] {
            for byte in 0..<4 { header[offset + byte] = UInt8((value >> (8 * (3 - byte))) & 255) }
        }
        let url = try Scratch.catalog([
            "huge.imageset/Contents.json": #"{"images": [{"filename": "h.png", "idiom": "universal"}]}"#,
            "huge.imageset/h.png": Data(header),
        ])
        for leavingOut in [false, true] {
            do {
                _ = try AssetCatalog(contentsOf: url, leavingOutUnreadableSets: leavingOut)
                Issue.record("no error")
            } catch {
                #expect(
                    "\(error)" == "Assets.xcassets/huge.imageset: the catalog's images hold more than 512 MiB of pixels"
                )
            }
        }
    }

    /// A lookup decodes the pixels the file holds, the same as decoding the file itself.
    @Test func aLookupDecodesTheSameBytesAsTheFile() throws {
        let image = RGBAImage(width: 3, height: 2, filledWith: RGBA(red: 10, green: 200, blue: 30, alpha: 255))
        let png = try PNG.encode(image)
        let url = try Scratch.catalog([
            "dot.imageset/Contents.json": #"{"images": [{"filename": "d.png", "idiom": "universal", "scale": "3x"}]}"#,
            "dot.imageset/d.png": png,
        ])
        let catalog = try AssetCatalog(contentsOf: url)
        let first = try #require(try catalog.image(named: "dot"))
        let decoded = try PNG.decode(png).image.bytes
        #expect(first.representations.first?.pixels?.rgba == decoded)
        #expect(try catalog.image(named: "dot") == first)
        #expect(try catalog.images == ["dot": first])
    }
}
