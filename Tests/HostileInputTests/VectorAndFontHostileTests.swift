import CCellSnapZlib
import Foundation
import Testing

/// Hostile SVG and PDF images and app font folders: each refused before librsvg, poppler or
/// fontconfig is given the work (see the Limits article). Before these limits the attacks
/// ran for minutes, took gigabytes, or aborted the process (the figures are in the commit that
/// added them).
extension HostileInputTests {
    static func svg(_ body: String) -> Data {
        Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24">\#(body)</svg>"#.utf8)
    }

    /// A spec drawing the image `file`.
    static func imageSpec(_ file: String) -> Data { yaml("cell: {content: {text: Hi, image: {file: \(file)}}}\n") }

    /// `cannot read the image` as the spec reader words it, for the image in `imageSpec`.
    static func imageError(_ file: String, _ message: String) -> String {
        "Error: s.yaml:1:42: cell.content.image.file: cannot read the image '\(file)': \(message)\n"
    }

    /// Groups that each draw the one before twice, `levels` deep: 2^levels elements drawn.
    static func useChain(levels: Int) -> Data {
        var defs = #"<g id="l0"><rect width="1" height="1"/></g>"#
        for level in 1..<levels {
            defs += ##"<g id="l\##(level)"><use href="#l\##(level - 1)"/><use href="#l\##(level - 1)"/></g>"##
        }
        return svg("<defs>\(defs)</defs><use href=\"#l\(levels - 1)\"/>")
    }

    /// A filter applying `body` to a rectangle.
    static func filtered(_ body: String) -> Data {
        svg(#"<filter id="f">\#(body)</filter><rect width="24" height="24" filter="url(#f)"/>"#)
    }

    /// A PDF of `objects` (object 1 first) with a cross-reference table.
    static func pdf(_ objects: [Data]) -> Data {
        var file = Data("%PDF-1.4\n".utf8)
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(file.count)
            file += Data("\(index + 1) 0 obj\n".utf8) + object + Data("\nendobj\n".utf8)
        }
        let table = file.count
        file += Data("xref\n0 \(objects.count + 1)\n0000000000 65535 f \n".utf8)
        for offset in offsets { file += Data(String(format: "%010d 00000 n \n", offset).utf8) }
        file += Data("trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(table)\n%%EOF\n".utf8)
        return file
    }

    /// A one-page PDF whose page is `mediaBox`, draws `content` (with `filter`) and has `resources`.
    static func page(mediaBox: String = "0 0 24 24", content: Data, filter: String = "", resources: String = "")
        -> [Data]
    {
        [
            Data("<< /Type /Catalog /Pages 2 0 R >>".utf8), Data("<< /Type /Pages /Kids [3 0 R] /Count 1 >>".utf8),
            Data("<< /Type /Page /Parent 2 0 R /MediaBox [\(mediaBox)] /Contents 4 0 R \(resources)>>".utf8),
            Data("<< /Length \(content.count)\(filter) >>\nstream\n".utf8) + content + Data("\nendstream".utf8),
        ]
    }

    /// `data` compressed with zlib.
    static func deflated(_ data: Data) -> Data {
        var size = compressBound(uLong(data.count))
        var output = [UInt8](repeating: 0, count: Int(size))
        _ = data.withUnsafeBytes {
            compress2(&output, &size, $0.bindMemory(to: Bytef.self).baseAddress, uLong(data.count), 9)
        }
        return Data(output.prefix(Int(size)))
    }

    /// Spaces LZW encoded as PDF writes them, `cycles` times: the table cleared, then codes each
    /// standing for one space more than the last, 3,743 codes standing for 7,006,896 bytes.
    static func lzwSpaces(cycles: Int) -> Data {
        var output = Data()
        var pending: UInt64 = 0
        var pendingBits = 0
        var width = 9
        func emit(_ code: Int) {
            pending = pending << width | UInt64(code)
            pendingBits += width
            while pendingBits >= 8 {
                output.append(UInt8(truncatingIfNeeded: pending >> (pendingBits - 8)))
                pendingBits -= 8
            }
        }
        for _ in 0..<cycles {
            emit(256)
            width = 9
            emit(32)
            for code in 258..<4_000 {
                emit(code)
                if code + 1 + 1 >= 1 << width, width < 12 { width += 1 }  // early change, as the decoder
            }
        }
        emit(257)
        if pendingBits > 0 { output.append(UInt8(truncatingIfNeeded: pending << (8 - pendingBits))) }
        return output
    }

    static let vectorCases: [HostileCase] = [
        HostileCase(
            name: "an SVG <use> chain drawing 2^30 elements",
            files: { ["s.yaml": imageSpec("a.svg"), "a.svg": useChain(levels: 30)] },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: imageError(
                "a.svg",
                "it draws 8053063585 elements once its <use> and url(#...) references are followed; the limit is 100000"
            )),
        HostileCase(
            name: "an SVG cut inside an attribute value (found by scripts/fuzz: the scan read past the end)",
            files: {
                [
                    "s.yaml": imageSpec("a.svg"),
                    "a.svg": Data(
                        ##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect fill="#F"##.utf8),
                ]
            },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: imageError(
                "a.svg",
                "librsvg cannot read it: XML parse error: Error domain 1 code 77 on line 1 column 78 of data: Premature end of data in tag svg line 1"
            )),
        HostileCase(
            name: "SVG groups nested 1,000 deep",
            files: {
                [
                    "s.yaml": imageSpec("a.svg"),
                    "a.svg": svg(String(repeating: "<g>", count: 1_000) + String(repeating: "</g>", count: 1_000)),
                ]
            },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: imageError("a.svg", "its elements nest more than 100 deep; the limit is 100")),
        HostileCase(
            name: "an SVG of 50,001 elements",
            files: { ["s.yaml": imageSpec("a.svg"), "a.svg": svg(String(repeating: "<g/>", count: 50_001))] },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: imageError("a.svg", "it has more than 50000 elements; the limit is 50000")),
        HostileCase(
            name: "an SVG path of 1.1 MB",
            files: {
                [
                    "s.yaml": imageSpec("a.svg"),
                    "a.svg": svg("<path d=\"M0 0" + String(repeating: " L1 1", count: 220_000) + "\"/>"),
                ]
            },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: imageError("a.svg", "it has 1100004 bytes of path data; the limit is 1048576")),
        HostileCase(
            name: "an SVG filter of 1,001 blurs",
            files: {
                [
                    "s.yaml": imageSpec("a.svg"),
                    "a.svg": filtered(String(repeating: #"<feGaussianBlur stdDeviation="5"/>"#, count: 1_001)),
                ]
            },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: imageError(
                "a.svg", "it applies 2002 filter primitives once its references are followed; the limit is 1000")),
        HostileCase(
            name: "an SVG turbulence of 2,000,000,000 octaves",
            files: {
                [
                    "s.yaml": imageSpec("a.svg"),
                    "a.svg": filtered(#"<feTurbulence baseFrequency="0.05" numOctaves="2000000000"/>"#),
                ]
            },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: imageError("a.svg", "its feTurbulence has numOctaves=\"2000000000\"; the limit is 24")),
        HostileCase(
            name: "an SVG convolution of 21 x 21, which aborts librsvg",
            files: {
                let kernel = Array(repeating: "1", count: 441).joined(separator: " ")
                return [
                    "s.yaml": imageSpec("a.svg"),
                    "a.svg": filtered(#"<feConvolveMatrix order="21" kernelMatrix="\#(kernel)"/>"#),
                ]
            },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: imageError("a.svg", "its feConvolveMatrix has order=\"21\"; the limit is 20")),
        HostileCase(
            name: "an SVG text of 10,001 bytes",
            files: {
                [
                    "s.yaml": imageSpec("a.svg"),
                    "a.svg": svg("<text>" + String(repeating: "W", count: 10_001) + "</text>"),
                ]
            },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: imageError("a.svg", "it has more than 10000 bytes of text; the limit is 10000")),
        HostileCase(
            name: "an SVG font size of 100 em, then 1000 % of that",
            files: {
                [
                    "s.yaml": imageSpec("a.svg"),
                    "a.svg": svg(#"<g font-size="100em"><text style="font-size: 1000%">Hi</text></g>"#),
                ]
            },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: imageError("a.svg", "it sets a font size of 16000; the limit is 10000")),
        HostileCase(
            name: "an SVG embedding a PNG of 30,000 x 30,000",
            files: {
                let png = Self.header(width: 30_000, height: 30_000).base64EncodedString()
                return [
                    "s.yaml": imageSpec("a.svg"),
                    "a.svg": svg(#"<image width="24" height="24" href="data:image/png;base64,\#(png)"/>"#),
                ]
            },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: imageError(
                "a.svg", "it embeds a 30000 x 30000 image; the limits are 16384 px on a side and 16777216 pixels")),
        HostileCase(
            name: "a PDF whose forms draw 2^30 forms",
            files: {
                var objects = page(content: Data("/X Do".utf8), resources: "/Resources << /XObject << /X 34 0 R >> >> ")
                objects.append(
                    Data(
                        "<< /Type /XObject /Subtype /Form /BBox [0 0 24 24] /Length 13 >>\nstream\n0 0 1 1 re f\nendstream"
                            .utf8))
                for number in 6...34 {
                    objects.append(
                        Data(
                            "<< /Type /XObject /Subtype /Form /BBox [0 0 24 24] /Resources << /XObject << /Y \(number - 1) 0 R >> >> /Length 11 >>\nstream\n/Y Do /Y Do\nendstream"
                                .utf8))
                }
                return ["s.yaml": imageSpec("a.pdf"), "a.pdf": pdf(objects)]
            },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: imageError("a.pdf", "its content draws 1073741823 form XObjects; the limit is 10000")),
        HostileCase(
            name: "a PDF content stream inflating to 140 MB",
            files: {
                let content = deflated(Data(repeating: 0x20, count: 140_000_000))
                return [
                    "s.yaml": imageSpec("a.pdf"), "a.pdf": pdf(page(content: content, filter: " /Filter /FlateDecode")),
                ]
            },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: imageError("a.pdf", "its streams decode to more than 67108864 bytes; the limit is 67108864"),
            megabytes: 250),
        HostileCase(
            name: "a PDF content stream deflated twice",
            files: {
                let content = deflated(deflated(Data(repeating: 0x20, count: 140_000_000)))
                return [
                    "s.yaml": imageSpec("a.pdf"),
                    "a.pdf": pdf(page(content: content, filter: " /Filter [/FlateDecode /FlateDecode]")),
                ]
            },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: imageError("a.pdf", "its streams decode to more than 67108864 bytes; the limit is 67108864"),
            megabytes: 250),
        HostileCase(
            name: "a PDF content stream LZW encoded to 140 MB",
            files: {
                [
                    "s.yaml": imageSpec("a.pdf"),
                    "a.pdf": pdf(page(content: lzwSpaces(cycles: 20), filter: " /Filter /LZWDecode")),
                ]
            },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: imageError("a.pdf", "its streams decode to more than 67108864 bytes; the limit is 67108864"),
            megabytes: 250),
        HostileCase(
            name: "a PDF content stream deflated to 140 MB behind ASCII hex",
            files: {
                let hex = Data(
                    deflated(Data(repeating: 0x20, count: 140_000_000)).map { String(format: "%02X", $0) }.joined().utf8
                )
                return [
                    "s.yaml": imageSpec("a.pdf"),
                    "a.pdf": pdf(page(content: hex, filter: " /Filter [/ASCIIHexDecode /FlateDecode]")),
                ]
            },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: imageError("a.pdf", "its streams decode to more than 67108864 bytes; the limit is 67108864"),
            megabytes: 250),
        HostileCase(
            name: "a PDF content stream run-length encoded to 77 MB",
            files: {
                let content = Data([UInt8](repeating: 0, count: 600_000).flatMap { _ in [129, 0x20] as [UInt8] })
                return [
                    "s.yaml": imageSpec("a.pdf"),
                    "a.pdf": pdf(page(content: content, filter: " /Filter /RunLengthDecode")),
                ]
            },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: imageError("a.pdf", "its streams decode to more than 67108864 bytes; the limit is 67108864"),
            megabytes: 250),
        HostileCase(
            name: "a PDF of 2.1 MB of drawing operators",
            files: {
                let content = Data(String(repeating: "0 0 m 1 1 l S\n", count: 150_000).utf8)
                return ["s.yaml": imageSpec("a.pdf"), "a.pdf": pdf(page(content: content))]
            },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: imageError(
                "a.pdf", "its content streams come to 2100001 bytes once its forms are followed; the limit is 2097152")),
        HostileCase(
            name: "a PDF image of 30,000 x 30,000",
            files: {
                var objects = page(
                    content: Data("q 24 0 0 24 0 0 cm /I Do Q".utf8),
                    resources: "/Resources << /XObject << /I 5 0 R >> >> ")
                objects.append(
                    Data(
                        "<< /Type /XObject /Subtype /Image /Width 30000 /Height 30000 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Length 0 >>\nstream\n\nendstream"
                            .utf8))
                return ["s.yaml": imageSpec("a.pdf"), "a.pdf": pdf(objects)]
            },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: imageError("a.pdf", "its image (object 5) is 30000 x 30000 pixels; the limit is 67108864 pixels")),
        HostileCase(
            name: "a PDF page of 100,000 pt",
            files: {
                [
                    "s.yaml": imageSpec("a.pdf"),
                    "a.pdf": pdf(page(mediaBox: "0 0 100000 100000", content: Data("0 0 1 1 re f".utf8))),
                ]
            },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: imageError("a.pdf", "its first page is 100000.0 x 100000.0 pt; the limit is 14400 pt on a side")),
    ]

    @Test(arguments: vectorCases)
    func vectorImagesAreRefusedClearlyQuicklyAndSmall(_ hostile: HostileCase) throws {
        try check(hostile)
    }

    // MARK: The app's fonts

    /// The repository's CellSnap Blocks Regular (the sample app's font).
    static var blocksRegular: Data {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/SampleApp/Fonts/CellSnapBlocks-Regular.ttf")
        return (try? Data(contentsOf: url)) ?? Data()
    }

    /// A spec using the fonts in `F` (a folder beside it) and naming CellSnap Blocks.
    static let fontSpec = yaml(
        "fonts: [F]\ncell: {content: {text: Hi, font: {name: CellSnapBlocks-Regular, size: 17}}}\n")

    static func fontError(_ message: String) -> String {
        "Error: s.yaml:1:9: fonts[0]: cannot use the font folder 'F': \(message)\n"
    }

    /// `blocksRegular` with the offset of its `name` table's record changed to `offset`.
    static func movingNameTable(to offset: UInt32) -> Data {
        var font = blocksRegular
        let tables = Int(font[4]) << 8 | Int(font[5])
        for index in 0..<tables where font[12 + 16 * index..<16 + 16 * index].elementsEqual("name".utf8) {
            withUnsafeBytes(of: offset.bigEndian) { font.replaceSubrange(20 + 16 * index..<24 + 16 * index, with: $0) }
        }
        return font
    }

    /// A font collection claiming `count` fonts.
    static func collection(claiming count: UInt32) -> Data {
        var data = Data("ttcf".utf8) + Data([0, 1, 0, 0])
        withUnsafeBytes(of: count.bigEndian) { data.append(contentsOf: $0) }
        return data + Data(repeating: 0, count: 64)
    }

    static let fontCases: [HostileCase] = [
        HostileCase(
            name: "a font of random bytes",
            files: {
                ["s.yaml": fontSpec, "F/A.otf": Data((0..<5_000).map { UInt8(truncatingIfNeeded: $0 &* 7919) })]
            },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: fontError("A.otf is not a usable OpenType or TrueType font: it does not start like one")),
        HostileCase(
            name: "a truncated font",
            files: { ["s.yaml": fontSpec, "F/A.otf": blocksRegular.prefix(100)] },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: fontError(
                "A.otf is not a usable OpenType or TrueType font: its 'OS/2' table at offset 296, 96 bytes long, lies past the end of the file (100 bytes)"
            )),
        HostileCase(
            name: "a font cut inside its table directory",
            files: { ["s.yaml": fontSpec, "F/A.otf": blocksRegular.prefix(20)] },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: fontError("A.otf is not a usable OpenType or TrueType font: its table directory is cut short")),
        HostileCase(
            name: "a font table at offset 4,294,967,280",
            files: { ["s.yaml": fontSpec, "F/A.otf": movingNameTable(to: 0xFFFF_FFF0)] },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: fontError(
                "A.otf is not a usable OpenType or TrueType font: its 'name' table at offset 4294967280, 642 bytes long, lies past the end of the file (11540 bytes)"
            )),
        HostileCase(
            name: "a font collection claiming 4,294,967,295 fonts",
            files: { ["s.yaml": fontSpec, "F/A.ttc": collection(claiming: .max)] },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: fontError(
                "A.ttc is not a usable OpenType or TrueType font: its collection claims 4294967295 fonts; the limit is 256"
            )),
        HostileCase(
            name: "a folder of 10,000 font files",
            files: {
                var files = ["s.yaml": fontSpec]
                for index in 0..<10_000 { files["F/F\(index).otf"] = Data() }
                return files
            },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: fontError("holds 10000 font files; the limit is 1000"), seconds: 20),
        HostileCase(
            name: "a font folder named by an absolute path",
            files: { ["s.yaml": fontSpec.replacingOccurrences(of: "[F]", with: "[/usr/share/fonts]")] },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: "Error: s.yaml:1:9: fonts[0]: '/usr/share/fonts' must be a path relative to the spec's folder\n"),
    ]

    @Test(arguments: fontCases)
    func fontFoldersAreRefusedClearlyQuicklyAndSmall(_ hostile: HostileCase) throws {
        try check(hostile)
    }

    /// A font folder holding a symbolic link to itself renders with its one font: the folder's
    /// subfolders are never scanned.
    @Test func aFontFolderLinkedToItselfIsReadOnce() throws {
        let folder = try temporaryFolder("font-loop")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fonts = folder.appendingPathComponent("F")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try Self.blocksRegular.write(to: fonts.appendingPathComponent("CellSnapBlocks-Regular.ttf"))
        try FileManager.default.createSymbolicLink(
            atPath: fonts.appendingPathComponent("again").path, withDestinationPath: ".")
        try Self.fontSpec.write(to: folder.appendingPathComponent("s.yaml"))
        let run = try MeasuredRun.cellsnap(["render", "s.yaml", "-o", "s.png"], in: folder)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Wrote s.png"))
        #expect(run.cpuSeconds < 10 && run.peakMegabytes < 150, "\(run.cpuSeconds) s, \(run.peakMegabytes) MB")
    }
}

extension Data {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> Data {
        Data(String(decoding: self, as: UTF8.self).replacingOccurrences(of: target, with: replacement).utf8)
    }
}
