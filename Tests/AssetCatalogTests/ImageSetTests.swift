import AssetCatalog
import CellModel
import Foundation
import Pixels
import Primitives
import Testing
import VectorDocuments

/// Image sets: the representation for a render scale and appearance, template intent, namespaces,
/// and malformed sets with their exact errors.
@Suite struct ImageSetTests {
    struct ScaleCase: CustomTestStringConvertible, Sendable {
        var image: String
        var style: UserInterfaceStyle
        var displayScale: Double
        /// The chosen representation: its scale, appearance and pixel width.
        var scale: Double
        var appearance: UserInterfaceStyle?
        var width: Int
        var testDescription: String { "\(image) \(style) @\(displayScale)x" }
    }

    // avatar has 1x, 2x, 3x; badge 2x and 3x for any and dark; Icons/leaf 2x only.
    static let scaleCases: [ScaleCase] = [
        ScaleCase(image: "avatar", style: .light, displayScale: 1, scale: 1, appearance: nil, width: 40),
        ScaleCase(image: "avatar", style: .light, displayScale: 2, scale: 2, appearance: nil, width: 80),
        ScaleCase(image: "avatar", style: .dark, displayScale: 3, scale: 3, appearance: nil, width: 120),
        ScaleCase(image: "avatar", style: .light, displayScale: 2.5, scale: 3, appearance: nil, width: 120),
        ScaleCase(image: "avatar", style: .light, displayScale: 4, scale: 3, appearance: nil, width: 120),
        ScaleCase(image: "badge", style: .light, displayScale: 1, scale: 2, appearance: nil, width: 48),
        ScaleCase(image: "badge", style: .light, displayScale: 3, scale: 3, appearance: nil, width: 72),
        ScaleCase(image: "badge", style: .dark, displayScale: 1, scale: 2, appearance: .dark, width: 48),
        ScaleCase(image: "badge", style: .dark, displayScale: 3, scale: 3, appearance: .dark, width: 72),
        ScaleCase(image: "Icons/leaf", style: .light, displayScale: 3, scale: 2, appearance: nil, width: 48),
        ScaleCase(image: "Icons/leaf", style: .dark, displayScale: 1, scale: 2, appearance: nil, width: 48),
    ]

    @Test(arguments: scaleCases)
    func theBestRepresentationIsChosen(_ testCase: ScaleCase) throws {
        let catalog = try AssetCatalog(contentsOf: Scratch.sampleCatalog)
        let image = try #require(try catalog.image(named: testCase.image))
        let chosen = try #require(
            image.representation(for: Traits(style: testCase.style, displayScale: testCase.displayScale)))
        #expect(chosen.scale == testCase.scale)
        #expect(chosen.appearance == testCase.appearance)
        #expect(chosen.pixels?.width == testCase.width)
        #expect(chosen.size.width == Double(testCase.width) / testCase.scale)
    }

    struct ContrastCase: CustomTestStringConvertible, Sendable {
        var style: UserInterfaceStyle
        var contrast: ColorContrast
        /// The chosen representation's appearance (`nil` for any) and contrast.
        var appearance: UserInterfaceStyle?
        var isHighContrast: Bool
        var testDescription: String { "\(style) \(contrast)" }
    }

    // A set with any, dark and any high-contrast images (no dark high-contrast one): high
    // contrast takes the high-contrast image where the style has none of its own, as Xcode does.
    static let contrastCases: [ContrastCase] = [
        ContrastCase(style: .light, contrast: .normal, appearance: nil, isHighContrast: false),
        ContrastCase(style: .dark, contrast: .normal, appearance: .dark, isHighContrast: false),
        ContrastCase(style: .light, contrast: .high, appearance: nil, isHighContrast: true),
        ContrastCase(style: .dark, contrast: .high, appearance: .dark, isHighContrast: false),
    ]

    @Test(arguments: contrastCases)
    func highContrastImagesAreChosenAtHighContrast(_ testCase: ContrastCase) throws {
        let contents = #"""
            {"images": [
              {"filename": "any.png", "idiom": "universal", "scale": "2x"},
              {"filename": "dark.png", "idiom": "universal", "scale": "2x", "appearances": [{"appearance": "luminosity", "value": "dark"}]},
              {"filename": "hc.png", "idiom": "universal", "scale": "2x", "appearances": [{"appearance": "contrast", "value": "high"}]}
            ]}
            """#
        let url = try Scratch.catalog([
            "a.imageset/Contents.json": contents, "a.imageset/any.png": Self.png, "a.imageset/dark.png": Self.png,
            "a.imageset/hc.png": Self.png,
        ])
        let image = try #require(try AssetCatalog(contentsOf: url).image(named: "a"))
        #expect(image.representations.count == 3)
        let chosen = try #require(image.representation(for: Traits(style: testCase.style, contrast: testCase.contrast)))
        #expect(chosen.appearance == testCase.appearance)
        #expect(chosen.isHighContrast == testCase.isHighContrast)
    }

    @Test func setsNamespacesAndIntentsAreRead() throws {
        let catalog = try AssetCatalog(contentsOf: Scratch.sampleCatalog)
        // Badges/ provides no namespace, Icons/ does; the app icon set is not read.
        #expect(catalog.imageNames == ["Icons/bolt", "Icons/leaf", "avatar", "badge", "logo"])
        #expect(try catalog.images.keys.sorted() == catalog.imageNames)
        #expect(try catalog.image(named: "Icons/leaf")?.isTemplate == true)
        #expect(try catalog.image(named: "avatar")?.isTemplate == false)
        #expect(try catalog.image(named: "badge")?.representations.count == 4)
        #expect(catalog.symbols.keys.sorted() == ["brand.star"])
    }

    @Test func watchAutoScalingIsReadAndChangesNothingOnAnIPhone() throws {
        let set = #"{"images": [{"filename": "a.png", "idiom": "universal"}]"#
        let scaled = try AssetCatalog(
            contentsOf: Scratch.catalog([
                "a.imageset/Contents.json": set + #", "properties": {"auto-scaling": "auto"}}"#,
                "a.imageset/a.png": Self.png,
            ])
        ).image(named: "a")
        let plain = try AssetCatalog(
            contentsOf: Scratch.catalog(["a.imageset/Contents.json": set + "}", "a.imageset/a.png": Self.png])
        ).image(named: "a")
        #expect(scaled != nil && scaled?.representations.count == 1)
        #expect(
            scaled?.representations.count == plain?.representations.count && scaled?.isTemplate == plain?.isTemplate)
    }

    /// Xcode's *Direction*: every entry's `language-direction`, the set's direction; an empty slot's
    /// does not count, and none is *Fixed*.
    @Test(arguments: [
        ("left-to-right" as String?, AssetImage.Direction.leftToRight), ("right-to-left", .rightToLeft), (nil, .fixed),
    ])
    func aSetsLayoutDirectionIsRead(_ key: String?, _ direction: AssetImage.Direction) throws {
        let entry = key.map { #", "language-direction": "\#($0)""# } ?? ""
        let set =
            #"{"images": [{"filename": "a.png", "idiom": "universal", "scale": "1x"\#(entry)}, "#
            + #"{"idiom": "universal", "scale": "2x"\#(entry)}]}"#
        let image = try AssetCatalog(
            contentsOf: Scratch.catalog(["a.imageset/Contents.json": set, "a.imageset/a.png": Self.png])
        ).image(named: "a")
        #expect(image?.direction == direction)
        #expect(image?.representations.count == 1)
    }

    /// Xcode's *Both*: an image of its own for each direction, which CellSnap refuses by name.
    @Test func anImageForEachDirectionIsRefused() throws {
        let set =
            #"{"images": [{"filename": "l.png", "idiom": "universal", "language-direction": "left-to-right"}, "#
            + #"{"filename": "r.png", "idiom": "universal", "language-direction": "right-to-left"}]}"#
        let url = try Scratch.catalog([
            "a.imageset/Contents.json": set, "a.imageset/l.png": Self.png, "a.imageset/r.png": Self.png,
        ])
        #expect(
            throws: AssetCatalogError(
                file: "Assets.xcassets/a.imageset/Contents.json", key: "images[1]",
                message:
                    "an image for each layout direction (Xcode's Direction: Both) is not drawn by CellSnap; "
                    + "give the set one direction that mirrors (Left to Right, Mirrors) or none (Fixed)")
        ) {
            try AssetCatalog(contentsOf: url)
        }
    }

    /// Photos in catalogs are usually JPEG: a `.jpg` or `.jpeg` representation is decoded (within
    /// JPEG's loss of the encoded colours) and served at its scale like a PNG.
    @Test func jpegRepresentationsAreDecoded() throws {
        let colour = RGBA(red: 200, green: 40, blue: 90, alpha: 255)
        let jpeg = try #require(JPEG.encode(RGBAImage(width: 16, height: 8, filledWith: colour), quality: 1))
        let files: [String: Any] = [
            "photo.imageset/Contents.json":
                #"{"images": [{"filename": "p@2x.JPG", "idiom": "universal", "scale": "2x"}, "#
                + #"{"filename": "p.jpeg", "idiom": "universal", "scale": "1x"}]}"#,
            "photo.imageset/p@2x.JPG": jpeg, "photo.imageset/p.jpeg": jpeg,
        ]
        let catalog = try AssetCatalog(contentsOf: Scratch.catalog(files))
        let image = try #require(try catalog.image(named: "photo"))
        let chosen = try #require(image.representation(for: Traits(style: .light, displayScale: 2)))
        #expect(chosen.scale == 2 && chosen.size.width == 8 && chosen.size.height == 4)
        let pixels = try #require(chosen.pixels)
        #expect(pixels.width == 16 && pixels.height == 8)
        let centre = Array(pixels.rgba[(4 * pixels.width + 8) * 4..<(4 * pixels.width + 8) * 4 + 4])
        #expect(zip(centre, [200, 40, 90, 255]).allSatisfy { abs(Int($0) - $1) <= 2 }, "\(centre)")
    }

    /// A file is read as what its bytes are, whatever its name says, as Xcode's asset compiler
    /// reads it: a JPEG named `.png` (photos exported with the wrong extension) and a PNG named
    /// `.jpg` both draw.
    @Test func aFileIsReadAsWhatItsBytesAre() throws {
        let colour = RGBA(red: 30, green: 160, blue: 90, alpha: 255)
        let image = RGBAImage(width: 12, height: 6, filledWith: colour)
        let jpeg = try #require(JPEG.encode(image, quality: 1))
        let png = try PNG.encode(image)
        let files: [String: Any] = [
            "seal.imageset/Contents.json": #"{"images": [{"filename": "seal.png", "idiom": "universal"}]}"#,
            "seal.imageset/seal.png": jpeg,
            "spot.imageset/Contents.json": #"{"images": [{"filename": "spot.jpg", "idiom": "universal"}]}"#,
            "spot.imageset/spot.jpg": png,
        ]
        let catalog = try AssetCatalog(contentsOf: Scratch.catalog(files))
        for name in ["seal", "spot"] {
            let set = try #require(try catalog.image(named: name))
            let pixels = try #require(set.representations.first?.pixels, "\(name)")
            #expect(pixels.width == 12 && pixels.height == 6)
            let centre = Array(pixels.rgba[(3 * 12 + 6) * 4..<(3 * 12 + 6) * 4 + 4])
            #expect(zip(centre, [30, 160, 90, 255]).allSatisfy { abs(Int($0) - $1) <= 2 }, "\(name): \(centre)")
        }
    }

    /// An icon file (ICO) under a PNG's name, as apps ship tab icons exported from Windows tools,
    /// is read by its content too: its image (a 2 x 1 bitmap, red then transparent by its mask).
    @Test func anIconFileNamedPNGIsRead() throws {
        var icon: [UInt8] = [0, 0, 1, 0, 1, 0, 2, 1, 0, 0, 1, 0, 24, 0, 52, 0, 0, 0, 22, 0, 0, 0]
        icon += [40, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0, 1, 0, 24, 0] + [UInt8](repeating: 0, count: 24)
        icon += [0, 0, 255, 0, 0, 0, 0, 0] + [0b0100_0000, 0, 0, 0]  // one row of two pixels, its mask
        let files: [String: Any] = [
            "dish.imageset/Contents.json": #"{"images": [{"filename": "dish.png", "idiom": "universal"}]}"#,
            "dish.imageset/dish.png": Data(icon),
        ]
        let catalog = try AssetCatalog(contentsOf: Scratch.catalog(files))
        let set = try #require(try catalog.image(named: "dish"))
        let pixels = try #require(set.representations.first?.pixels)
        #expect(pixels.width == 2 && pixels.height == 1 && pixels.rgba == [255, 0, 0, 255, 0, 0, 0, 0])
        // A truncated icon is refused, naming the file and what is wrong.
        let truncated: [String: Any] = [
            "bad.imageset/Contents.json": #"{"images": [{"filename": "bad.png", "idiom": "universal"}]}"#,
            "bad.imageset/bad.png": Data(icon.prefix(60)),
        ]
        do {
            _ = try AssetCatalog(contentsOf: Scratch.catalog(truncated))
            Issue.record("a truncated icon was read")
        } catch {
            #expect(
                "\(error)"
                    == "Assets.xcassets/bad.imageset/Contents.json: images[0].filename: cannot read 'bad.png': ICO data: no image lies inside the data"
            )
        }
    }

    /// A progressive JPEG (the Pixels fixture drawn by `scripts/make-jpeg-fixtures`) is read like
    /// a baseline one: its size from its SOF2 frame, its pixels on lookup.
    @Test func progressiveJPEGRepresentationsAreDecoded() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("PixelsTests/Fixtures/progressive-420.jpg")
        let files: [String: Any] = [
            "cover.imageset/Contents.json": #"{"images": [{"filename": "cover.jpg", "idiom": "universal"}]}"#,
            "cover.imageset/cover.jpg": try Data(contentsOf: fixture),
        ]
        let catalog = try AssetCatalog(contentsOf: Scratch.catalog(files))
        let image = try #require(try catalog.image(named: "cover"))
        let chosen = try #require(image.representation(for: Traits(style: .light, displayScale: 1)))
        #expect(chosen.size.width == 61 && chosen.size.height == 45)
        let pixels = try #require(chosen.pixels)
        let red = Array(pixels.rgba[(8 * pixels.width + 8) * 4..<(8 * pixels.width + 8) * 4 + 4])
        #expect(zip(red, [220, 40, 40, 255]).allSatisfy { abs(Int($0) - $1) <= 8 }, "\(red)")
    }

    @Test func vectorSetsServeEveryScaleWithTheSizeTheirLibrariesMeasure() throws {
        let catalog = try AssetCatalog(contentsOf: Scratch.sampleCatalog)
        for (name, format, file, isTemplate) in [
            ("Icons/bolt", VectorImage.Format.svg, "Icons/bolt.imageset/bolt.svg", true),
            ("logo", .pdf, "logo.imageset/logo.pdf", false),
        ] {
            let image = try #require(try catalog.image(named: name))
            #expect(image.isTemplate == isTemplate)
            for scale in [1.0, 2, 3] {
                let chosen = try #require(image.representation(for: Traits(displayScale: scale)))
                guard case .vector(let vector) = chosen.content else {
                    Issue.record("\(name) is a vector image")
                    continue
                }
                #expect(vector.format == format)
                // Measured in Swift when the catalog is read; librsvg and poppler, which draw it, agree.
                let measured = try VectorDocument.load(contentsOf: Scratch.sampleCatalog.appendingPathComponent(file))
                #expect(vector.size == measured.size)
                #expect(vector.data == measured.data)
            }
        }
    }

    /// A vector in each scale's slot (as sets exported from a design tool are) serves its scale,
    /// its size in points; a device between slots takes the next larger.
    @Test func vectorsInScaleSlotsServeTheirScales() throws {
        func svg(_ side: Int) -> String {
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(side)" height="\#(side)"/>"#
        }
        let url = try Scratch.catalog([
            "plus.imageset/Contents.json": #"""
            {"images": [{"filename": "plus.svg", "idiom": "universal", "scale": "1x"},
                        {"filename": "plus-1.svg", "idiom": "universal", "scale": "2x"},
                        {"filename": "plus-2.svg", "idiom": "universal", "scale": "3x"}]}
            """#,
            "plus.imageset/plus.svg": svg(10), "plus.imageset/plus-1.svg": svg(20), "plus.imageset/plus-2.svg": svg(30),
        ])
        let image = try #require(try AssetCatalog(contentsOf: url).image(named: "plus"))
        for (scale, side) in [(1.0, 10.0), (2, 20), (3, 30), (1.5, 20)] {
            let chosen = try #require(image.representation(for: Traits(displayScale: scale)))
            #expect(chosen.size == Size(width: side, height: side), "at \(scale)x")
        }
    }

    static let png = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")!

    struct Malformed: CustomTestStringConvertible, Sendable {
        var files: [String: String]
        var error: String
        var testDescription: String { error }
    }

    static let malformed: [Malformed] = [
        Malformed(
            files: [
                "a.imageset/Contents.json":
                    #"{"images": [{"filename": "a.svg", "idiom": "universal", "appearances": [{"appearance": "contrast", "value": "high"}]}]}"#,
                "a.imageset/a.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>"#,
            ],
            error:
                "Assets.xcassets/a.imageset/Contents.json: images: the set has only high-contrast images; give the normal-contrast image too"
        ),
        Malformed(
            files: [
                "a.imageset/Contents.json": #"{"images": [{"filename": "a.png", "idiom": "universal", "scale": "2x"}]}"#
            ],
            error: "Assets.xcassets/a.imageset/Contents.json: images[0].filename: 'a.png' is missing"),
        Malformed(
            files: [
                "a.imageset/Contents.json": #"{"images": [{"filename": "a.png", "idiom": "universal", "scale": "4x"}]}"#
            ],
            error:
                "Assets.xcassets/a.imageset/Contents.json: images[0].scale: unknown scale '4x'; CellSnap reads '1x', '2x', '3x'"
        ),
        Malformed(
            files: [
                "a.imageset/Contents.json": #"{"images": [{"filename": "a.svg", "idiom": "universal"}]}"#,
                "a.imageset/a.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="50%" height="10"/>"#,
            ],
            error:
                "Assets.xcassets/a.imageset/Contents.json: images[0].filename: cannot read 'a.svg': has no size: give its <svg> element a width and a height, or a viewBox"
        ),
        Malformed(
            files: [
                "a.imageset/Contents.json": #"{"images": [{"filename": "a.pdf", "idiom": "universal"}]}"#,
                "a.imageset/a.pdf": "%PDF-1.7 compressed",
            ],
            error:
                "Assets.xcassets/a.imageset/Contents.json: images[0].filename: cannot read 'a.pdf': its page size (/MediaBox) is not in plain text (compressed object streams); save the PDF without object streams (PDF 1.4)"
        ),
        Malformed(
            files: [
                "a.imageset/Contents.json":
                    #"{"images": [{"filename": "a.pdf", "idiom": "universal", "resizing": {"mode": "9-part", "center": {"mode": "tile", "width": 20, "height": 20}, "cap-insets": {"top": 0, "left": 0, "bottom": 0, "right": 0}}}]}"#
            ],
            error:
                "Assets.xcassets/a.imageset/Contents.json: images[0].resizing: slicing (cap insets with a stretched or tiled centre) is not drawn by CellSnap; the image would not be drawn as iOS draws it"
        ),
        Malformed(
            files: ["a.imageset/Contents.json": #"{"images": [{"filename": "a.gif", "idiom": "universal"}]}"#],
            error:
                "Assets.xcassets/a.imageset/Contents.json: images[0].filename: 'a.gif' is not a PNG, JPEG, SVG or PDF image"
        ),
        Malformed(
            files: [
                "a.imageset/Contents.json": #"{"images": [{"filename": "a.jpg", "idiom": "universal"}]}"#,
                "a.imageset/a.jpg": "not a jpeg",
            ],
            error:
                "Assets.xcassets/a.imageset/Contents.json: images[0].filename: cannot read 'a.jpg': not JPEG data (CellSnap decodes baseline and progressive 8-bit grey or colour JPEGs)"
        ),
        Malformed(
            files: ["a.imageset/Contents.json": #"{"images": [{"filename": "../../x.png", "idiom": "universal"}]}"#],
            error: "Assets.xcassets/a.imageset/Contents.json: images[0].filename: a file name may not contain '..'"),
        Malformed(
            files: [
                "a.imageset/Contents.json": #"{"images": [{"filename": "a.png", "idiom": "universal"}]}"#,
                "a.imageset/a.png": "not a png",
            ],
            error:
                "Assets.xcassets/a.imageset/Contents.json: images[0].filename: cannot read 'a.png': PNG data: not a PNG file (the signature does not match)"
        ),
        Malformed(
            files: [
                "a.imageset/Contents.json": #"{"images": [{"filename": "a.pdf", "idiom": "universal"}]}"#,
                "a.imageset/a.pdf": "version https://git-lfs.github.com/spec/v1\noid sha256:0123\nsize 1529301\n",
            ],
            error:
                "Assets.xcassets/a.imageset/Contents.json: images[0].filename: 'a.pdf' is a Git LFS pointer, not the file itself (fetch the LFS objects: git lfs pull)"
        ),
        Malformed(
            files: ["a.imageset/Contents.json": #"{"images": [{"idiom": "universal", "scale": "1x"}]}"#],
            error:
                "Assets.xcassets/a.imageset/Contents.json: images: the set has no image file for an iPhone (idiom universal or iphone)"
        ),
        Malformed(
            files: [
                "a.imageset/Contents.json": #"{"images": [], "properties": {"template-rendering-intent": "tinted"}}"#
            ],
            error:
                "Assets.xcassets/a.imageset/Contents.json: properties.template-rendering-intent: unknown rendering intent 'tinted'; CellSnap reads 'template', 'original'"
        ),
        Malformed(
            files: [
                "a.imageset/Contents.json":
                    #"{"images": [{"filename": "a.png", "idiom": "universal", "width-class": "compact"}]}"#
            ],
            error:
                "Assets.xcassets/a.imageset/Contents.json: images[0].width-class: unknown key; CellSnap reads 'filename', 'idiom', 'scale', 'appearances', 'resizing', 'language-direction'"
        ),
        Malformed(
            files: [
                "a.imageset/Contents.json":
                    #"{"images": [{"filename": "a.png", "idiom": "universal", "language-direction": "leading"}]}"#
            ],
            error:
                "Assets.xcassets/a.imageset/Contents.json: images[0].language-direction: unknown language direction 'leading'; CellSnap reads 'left-to-right', 'right-to-left'"
        ),

        Malformed(
            files: [
                "a.imageset/Contents.json": #"{"images": [], "properties": {"auto-scaling": "never"}}"#
            ],
            error:
                "Assets.xcassets/a.imageset/Contents.json: properties.auto-scaling: unknown auto-scaling 'never'; CellSnap reads 'auto'"
        ),
        Malformed(
            files: [
                "Icons/Contents.json": #"{"properties": {"provides-namespace": "yes"}}"#
            ],
            error:
                "Assets.xcassets/Icons/Contents.json: properties.provides-namespace: expected true or false, found a string"
        ),
        Malformed(
            files: [
                "A/x.colorset/Contents.json": Scratch.colorSet(
                    "srgb", ["red": "0", "green": "0", "blue": "0", "alpha": "1"]),
                "B/x.colorset/Contents.json": Scratch.colorSet(
                    "srgb", ["red": "0", "green": "0", "blue": "0", "alpha": "1"]),
            ],
            error:
                "Assets.xcassets/B/x.colorset: a second colorset named 'x' (the first is Assets.xcassets/A/x.colorset)"),
    ]

    @Test(arguments: malformed)
    func malformedImageSetsNameTheFileAndKey(_ testCase: Malformed) throws {
        let url = try Scratch.catalog(testCase.files)
        do {
            _ = try AssetCatalog(contentsOf: url)
            Issue.record("no error; expected \(testCase.error)")
        } catch {
            #expect("\(error)" == testCase.error)
        }
    }

    @Test func aSymbolicLinkOutOfTheCatalogIsRefused() throws {
        let url = try Scratch.catalog([
            "a.imageset/Contents.json": #"{"images": [{"filename": "a.png", "idiom": "universal"}]}"#
        ])
        let outside = url.deletingLastPathComponent().appendingPathComponent("secret.png")
        try Self.png.write(to: outside)
        try FileManager.default.createSymbolicLink(
            at: url.appendingPathComponent("a.imageset/a.png"), withDestinationURL: outside)
        #expect(
            throws: AssetCatalogError(
                file: "Assets.xcassets/a.imageset/a.png", message: "leads outside the catalog's folder")
        ) {
            try AssetCatalog(contentsOf: url)
        }
    }

    @Test func aFolderThatIsNoCatalogIsRefused() throws {
        let url = Scratch.sampleApp
        #expect(
            throws: AssetCatalogError(
                file: url.path, message: "an asset catalog is a folder whose name ends in .xcassets")
        ) {
            try AssetCatalog(contentsOf: url)
        }
        let missing = url.appendingPathComponent("Missing.xcassets")
        #expect(throws: AssetCatalogError(file: missing.path, message: "no such folder")) {
            try AssetCatalog(contentsOf: missing)
        }
    }
}

/// Folders that loop back through a symbolic link end at the depth limit, never in a hang.
@Suite struct CatalogFolderTests {
    @Test func aLoopingFolderLinkStopsAtTheDepthLimit() throws {
        let url = try Scratch.catalog(["A/B/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#])
        try FileManager.default.createSymbolicLink(
            atPath: url.appendingPathComponent("A/B/loop").path, withDestinationPath: "..")
        do {
            _ = try AssetCatalog(contentsOf: url)
            Issue.record("no error")
        } catch {
            #expect("\(error)".hasPrefix("Assets.xcassets/A/B/loop/B/loop/"))
            #expect("\(error)".hasSuffix(": folders nest more than 32 deep"))
        }
    }
}
