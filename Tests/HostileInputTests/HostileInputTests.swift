import Foundation
import Pixels
import Testing

/// One hostile input: the files a case makes (deterministically, here, rather than large files in
/// the repository), the command run on them, and what must happen: the exact exit code and
/// standard error, within a bound on processor time and on the process's peak memory. (Processor
/// time, not wall time, so that a bound holds on a loaded machine; a run is still killed after three
/// times the bound of wall time, which catches a hang.)
struct HostileCase: CustomTestStringConvertible, Sendable {
    var name: String
    var files: @Sendable () throws -> [String: Data]
    var arguments: [String]
    var exitCode: Int32
    /// Standard error, exactly, with the case's folder (symbolic links resolved) written `FOLDER`.
    var stderr: String
    /// Standard output starts with this (empty: not checked).
    var stdoutPrefix = ""
    var seconds = 10.0
    var megabytes = 150.0
    /// Symbolic links the case makes: where each is, and what it leads to (as written in the link).
    var links: [String: String] = [:]

    var testDescription: String { name }
}

/// The bounds every case is held to come from the project's limits (see the Limits article):
/// a refusal is quick and small because it happens before the work it refuses.
@Suite struct HostileInputTests {
    static func yaml(_ text: String) -> Data { Data(text.utf8) }

    /// Nine levels of nine aliases of the level below: 9^9 values once expanded.
    static var aliasBomb: String {
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x]"]
        for level in 1..<10 {
            lines.append(
                "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]")
        }
        return lines.joined(separator: "\n")
    }

    static func list(_ values: (Int) -> String, _ count: Int) -> String {
        "[" + (0..<count).map(values).joined(separator: ", ") + "]"
    }

    static let specCases: [HostileCase] = [
        HostileCase(
            name: "a width beyond Int64", files: { ["s.yaml": yaml("width: 1e308\ncell: {content: Hi}\n")] },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: "Error: s.yaml:1:8: width: '1e308' is out of range; expected 20 to 4096\n"),
        HostileCase(
            name: "a width of 26 digits",
            files: { ["s.yaml": yaml("width: 99999999999999999999999999\ncell: {content: Hi}\n")] },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: "Error: s.yaml:1:8: width: '99999999999999999999999999' is out of range; expected 20 to 4096\n"),
        HostileCase(
            name: "a scale beyond Int64", files: { ["s.yaml": yaml("scale: 1e308\ncell: {content: Hi}\n")] },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: "Error: s.yaml:1:8: scale: '1e308' is out of range; expected 1 to 4\n"),
        HostileCase(
            name: "a grid's estimated height beyond Int64",
            files: {
                [
                    "s.yaml": yaml(
                        "collection:\n  sections:\n    - layout: {grid: {columns: 2, height: {estimated: 1e308}}}\n      items: [{content: A}]\n"
                    )
                ]
            },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr:
                "Error: s.yaml:3:55: collection.sections[0].layout.grid.height.estimated: '1e308' is out of range; expected 0 to 10000\n"
        ),
        HostileCase(
            name: "a line count beyond Int64",
            files: { ["s.yaml": yaml("cell: {content: {text: Hi, numberOfLines: 99999999999999999999}}\n")] },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr:
                "Error: s.yaml:1:43: cell.content.numberOfLines: '99999999999999999999' is too large a whole number\n"),
        HostileCase(
            name: "an alias bomb as a custom state key",
            files: {
                [
                    "s.yaml": yaml(
                        aliasBomb.replacingOccurrences(of: "a0: &a0", with: "defs: {}\nb0: &a0")
                            + "\ncell:\n  content: Hi\n  state: {custom: {*a9 : true}}\n")
                ]
            },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: "Error: s.yaml:7:10: the document holds more than 100000 values once its aliases are expanded\n"),
        HostileCase(
            name: "an alias bomb as values", files: { ["s.yaml": yaml(aliasBomb + "\ncell: {content: Hi}\n")] },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: "Error: s.yaml:6:10: the document holds more than 100000 values once its aliases are expanded\n"),
        HostileCase(
            name: "a small alias of a list as a mapping key",
            files: { ["s.yaml": yaml("k: &k [a, b]\ncell:\n  content: Hi\n  state: {custom: {*k : true}}\n")] },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: "Error: s.yaml:4:20: a mapping key must be a plain value, not an alias of a list or mapping\n"),
        HostileCase(
            name: "a list as a mapping key", files: { ["s.yaml": yaml("? [a, b]\n: c\ncell: {content: Hi}\n")] },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: "Error: s.yaml:1:3: a mapping key must be a plain value, not a list\n"),
        HostileCase(
            name: "lists nested 100 deep",
            files: {
                [
                    "s.yaml": yaml(
                        "cell: " + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "\n")
                ]
            },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: "Error: s.yaml:1:70: lists and mappings nest more than 64 deep\n"),
        HostileCase(
            name: "a matrix whose size overflows Int",
            files: {
                let dimension = list({ _ in "normal" }, 7_000)
                return [
                    "s.yaml": yaml(
                        "cell: {content: Hi}\nvariants:\n  states: \(dimension)\n  appearances: \(list({ _ in "light" }, 7_000))\n  sizes: \(list({ _ in "L" }, 7_000))\n  directions: \(list({ _ in "ltr" }, 7_000))\n  scales: \(list({ _ in "2" }, 7_000))\n"
                    )
                ]
            },
            arguments: ["gallery", "s.yaml", "-o", "g.png"], exitCode: 2,
            stderr:
                "Error: s.yaml:3:3: variants: the matrix has more than 9223372036854775807 variants; the limit is 100000\n"
        ),
        HostileCase(
            name: "a matrix of 115,200 variants",
            files: {
                let scales = list({ "\(1 + Double($0) / 100)" }, 200)
                return [
                    "s.yaml": yaml(
                        "cell: {content: Hi}\nvariants:\n  states: [normal, selected, highlighted, disabled, editing, expanded, focused, swiped, reordering, drag-lifting, drag-dragging, drop-targeted]\n  appearances: [light, dark]\n  sizes: [S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5, xS]\n  directions: [ltr, rtl]\n  scales: \(scales)\n"
                    )
                ]
            },
            arguments: ["verify", "s.yaml", "--snapshots", "refs"], exitCode: 2,
            stderr: "Error: s.yaml:3:3: variants: the matrix has 115200 variants; the limit is 100000\n"),
        HostileCase(
            name: "a gallery of 20,000 variants",
            files: {
                [
                    "s.yaml": yaml(
                        "cell: {content: Hi}\nvariants:\n  scales: \(list({ "\(1 + Double($0) / 10000)" }, 20_000))\n")
                ]
            },
            arguments: ["gallery", "s.yaml", "-o", "g.png"], exitCode: 2,
            stderr:
                "Error: s.yaml: gallery would draw 20000 variants in one run; the limit is 10000: draw fewer at a time\n"
        ),
        HostileCase(
            name: "a verify of 20,000 variants without shards",
            files: {
                [
                    "s.yaml": yaml(
                        "cell: {content: Hi}\nvariants:\n  scales: \(list({ "\(1 + Double($0) / 10000)" }, 20_000))\n")
                ]
            },
            arguments: ["verify", "s.yaml", "--snapshots", "refs"], exitCode: 2,
            stderr:
                "Error: s.yaml: verify would draw 20000 variants in one run; the limit is 10000: run it in 2 or more shards (--shard 1/2 ... --shard 2/2)\n"
        ),
        HostileCase(
            name: "a spec of 9 MB",
            files: {
                ["s.yaml": Data(("cell: {content: Hi}\n" + String(repeating: "# padding\n", count: 900_000)).utf8)]
            },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: "Error: s.yaml: the spec is 9000020 bytes; the limit is 8388608 bytes\n"),
        HostileCase(
            name: "a text of 10,001 bytes",
            files: { ["s.yaml": yaml("cell: {content: \(String(repeating: "x", count: 10_001))}\n")] },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: "Error: s.yaml:1:17: cell.content: the text is 10001 bytes long; the limit is 10000\n"),
        HostileCase(
            name: "aliases repeating a long text",
            files: {
                [
                    "s.yaml": yaml(
                        "t: &t \(String(repeating: "x", count: 9_000))\nmore: \(list({ _ in "*t" }, 40))\ncell: {content: Hi}\n"
                    )
                ]
            },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr:
                "Error: s.yaml:2:120: the document holds more than 262144 bytes of text once its aliases are expanded\n"
        ),
        HostileCase(
            name: "a gallery row too tall is refused at that row",
            files: {
                let text = String(repeating: "lorem ipsum dolor sit amet ", count: 333)
                return [
                    "s.yaml": yaml(
                        "size: AX5\ncell: {content: {text: \(text)}}\nvariants: {states: [normal, selected], appearances: [light, dark]}\n"
                    )
                ]
            },
            arguments: ["gallery", "s.yaml", "-o", "g.png"], exitCode: 2,
            stderr: """
                gallery: 1/4
                gallery: 2/4
                Error: s.yaml: cannot render a 980 x 42230 pt canvas at 3x: that is 2940 x 126690 px; the limit is 16384 px on a side

                """),
        HostileCase(
            name: "1,001 attributed runs",
            files: { ["s.yaml": yaml("cell: {content: {attributedText: \(list({ _ in "{text: a}" }, 1_001))}}\n")] },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: "Error: s.yaml:1:34: cell.content.attributedText: 1001 runs; the limit is 1000\n"),
        HostileCase(
            name: "10,001 cells",
            files: { ["s.yaml": yaml("list:\n  sections:\n    - cells: \(list({ "{content: r\($0)}" }, 10_001))\n")] },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr: "Error: s.yaml:2:3: list: the spec has 10001 cells; the limit is 10000\n"),
        HostileCase(
            name: "a list too tall to draw names its spec",
            files: { ["s.yaml": yaml("list:\n  sections:\n    - cells: \(list({ "{content: r\($0)}" }, 2_000))\n")] },
            arguments: ["render", "s.yaml", "-o", "s.png"], exitCode: 2,
            stderr:
                "Error: s.yaml: cannot render a 393 x 88070 pt canvas at 3x: that is 1179 x 264210 px; the limit is 16384 px on a side\n"
        ),
        HostileCase(
            name: "an empty spec path", files: { [:] }, arguments: ["render", "", "-o", "s.png"], exitCode: 2,
            stderr: "Error: '': cannot read the spec: not a regular file\n"),
        HostileCase(
            name: "a folder as the spec", files: { ["folder/keep": Data()] },
            arguments: ["render", "folder", "-o", "s.png"], exitCode: 2,
            stderr: "Error: folder: cannot read the spec: not a regular file\n"),
        HostileCase(
            name: "a missing spec", files: { [:] }, arguments: ["render", "missing.yaml", "-o", "s.png"], exitCode: 2,
            stderr: "Error: missing.yaml: cannot read the spec: no such file\n"),
    ]

    @Test(arguments: specCases)
    func specsAreRefusedClearlyQuicklyAndSmall(_ hostile: HostileCase) throws {
        try check(hostile)
    }

    // MARK: PNG files

    /// A valid 4 x 4 red PNG, as CellSnap writes it.
    /// A valid 4 x 4 white PNG, written by libpng and zlib (level 6, adaptive filters): a byte
    /// flipped in their stream fails with the same message everywhere, and the test does not change
    /// when CellSnap's own writer does.
    static let small = Data([
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0x04, 0x08, 0x02, 0x00, 0x00, 0x00, 0x26, 0x93, 0x09,
        0x29, 0x00, 0x00, 0x00, 0x14, 0x49, 0x44, 0x41, 0x54, 0x08, 0x99, 0x63, 0xFC, 0xFF, 0xFF, 0x3F,
        0x03, 0x0C, 0x30, 0x31, 0x20, 0x01, 0xDC, 0x1C, 0x00, 0x96, 0x6E, 0x03, 0x05, 0x03, 0x6D, 0x68,
        0x7B, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ])

    /// `data` with a chunk of `type` and `payload` (its length field saying `length`) inserted after IHDR.
    static func inserting(_ type: String, _ payload: Data, length: UInt32? = nil, into data: Data) -> Data {
        var chunk = Data()
        withUnsafeBytes(of: (length ?? UInt32(payload.count)).bigEndian) { chunk.append(contentsOf: $0) }
        let body = Data(type.utf8) + payload
        chunk.append(body)
        withUnsafeBytes(of: crc32(body).bigEndian) { chunk.append(contentsOf: $0) }
        var result = data
        result.insert(contentsOf: chunk, at: 33)  // 8 bytes of signature, 25 of IHDR
        return result
    }

    /// A header claiming `width` x `height`, then an empty IDAT chunk.
    static func header(width: UInt32, height: UInt32) -> Data {
        var ihdr = Data("IHDR".utf8)
        for value in [width, height] { withUnsafeBytes(of: value.bigEndian) { ihdr.append(contentsOf: $0) } }
        ihdr.append(contentsOf: [8, 6, 0, 0, 0])
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]) + ihdr
        withUnsafeBytes(of: crc32(ihdr).bigEndian) { data.append(contentsOf: $0) }
        data.append(contentsOf: [0, 0, 0, 0] + Array("IDAT".utf8))
        withUnsafeBytes(of: crc32(Data("IDAT".utf8)).bigEndian) { data.append(contentsOf: $0) }
        return data
    }

    static let pngCases: [HostileCase] = [
        HostileCase(
            name: "an empty path", files: { ["b.png": small] }, arguments: ["diff", "", "b.png"], exitCode: 2,
            stderr: "Error: '': cannot read the file: not a regular file\n"),
        HostileCase(
            name: "a text chunk claiming 2 GB",
            files: {
                [
                    "a.png": inserting(
                        "tEXt", Data(repeating: 0x61, count: 10_000), length: 2_000_000_000, into: small),
                    "b.png": small,
                ]
            },
            arguments: ["diff", "a.png", "b.png"], exitCode: 2,
            stderr: "Error: a.png: corrupt PNG: tEXt: chunk data is too large\n"),
        HostileCase(
            name: "an unknown chunk of 3 MB is skipped",
            files: { ["a.png": inserting("abCd", Data(repeating: 7, count: 3_000_000), into: small), "b.png": small] },
            arguments: ["diff", "a.png", "b.png"], exitCode: 0, stderr: "", stdoutPrefix: "identical: "),
        HostileCase(
            name: "a header of 100,000 x 100,000",
            files: { ["a.png": header(width: 100_000, height: 100_000), "b.png": small] },
            arguments: ["diff", "a.png", "b.png"], exitCode: 2,
            stderr:
                "Error: a.png: image too large: Image width exceeds user limit in IHDR (the limits are 16384 px wide, 65536 px tall and 67108864 pixels)\n"
        ),
        HostileCase(
            name: "a header past the pixel budget",
            files: { ["a.png": header(width: 10_000, height: 10_000), "b.png": small] },
            arguments: ["diff", "a.png", "b.png"], exitCode: 2,
            stderr:
                "Error: a.png: image too large: Image exceeds the pixel budget (the limits are 16384 px wide, 65536 px tall and 67108864 pixels)\n"
        ),
        HostileCase(
            name: "a truncated file", files: { ["a.png": small.prefix(50), "b.png": small] },
            arguments: ["diff", "a.png", "b.png"], exitCode: 2,
            stderr: "Error: a.png: truncated PNG: unexpected end of data (the file is truncated)\n"),
        HostileCase(
            name: "a flipped bit in the pixel data",
            files: {
                var data = small
                data[data.range(of: Data("IDAT".utf8))!.upperBound + 4] ^= 0xFF
                return ["a.png": data, "b.png": small]
            },
            arguments: ["diff", "a.png", "b.png"], exitCode: 2,
            stderr: "Error: a.png: corrupt PNG: IDAT: invalid distance code\n"),
        HostileCase(
            name: "not a PNG", files: { ["a.png": Data("GIF89a".utf8), "b.png": small] },
            arguments: ["diff", "a.png", "b.png"], exitCode: 2,
            stderr: "Error: a.png: not a PNG file (the signature does not match)\n"),
        HostileCase(
            name: "a folder as an image", files: { ["a.png/keep": Data(), "b.png": small] },
            arguments: ["diff", "a.png", "b.png"], exitCode: 2,
            stderr: "Error: a.png: cannot read the file: not a regular file\n"),
    ]

    @Test(arguments: pngCases)
    func imagesAreRefusedClearlyQuicklyAndSmall(_ hostile: HostileCase) throws {
        try check(hostile)
    }

    /// A valid PNG followed by 2.2 GB of zeros (a sparse file: no disk is used) compares as the
    /// image it is; the zeros are never read.
    @Test func trailingDataIsNeverRead() throws {
        let folder = try temporaryFolder("trailing")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("a.png")
        try Self.small.write(to: url)
        try Self.small.write(to: folder.appendingPathComponent("b.png"))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 2_200_000_000)
        try handle.close()
        let run = try MeasuredRun.cellsnap(["diff", "a.png", "b.png"], in: folder)
        #expect(run.exitCode == 0 && run.stdout.hasPrefix("identical: "))
        #expect(run.cpuSeconds < 10 && run.peakMegabytes < 150, "\(run.cpuSeconds) s, \(run.peakMegabytes) MB")
    }

    func check(_ hostile: HostileCase) throws {
        let folder = try temporaryFolder("case")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, data) in try hostile.files() {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        for (path, destination) in hostile.links {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent(path).path, withDestinationPath: destination)
        }
        let run = try MeasuredRun.cellsnap(hostile.arguments, in: folder, timeLimit: hostile.seconds * 3)
        #expect(!run.timedOut, "\(hostile.name): still running after \(hostile.seconds * 3) s")
        #expect(run.signal == nil, "\(hostile.name): ended by signal \(run.signal ?? 0)")
        #expect(run.exitCode == hostile.exitCode, "\(hostile.name): \(run.stderr)")
        // Paths in errors name the case's folder as FOLDER.
        let stderr = run.stderr.replacingOccurrences(of: folder.resolvingSymlinksInPath().path, with: "FOLDER")
        #expect(stderr == hostile.stderr)
        if !hostile.stdoutPrefix.isEmpty { #expect(run.stdout.hasPrefix(hostile.stdoutPrefix), "\(run.stdout)") }
        #expect(
            run.cpuSeconds < hostile.seconds,
            "\(hostile.name): took \(run.cpuSeconds) s of processor time; the bound is \(hostile.seconds) s")
        #expect(
            run.peakMegabytes < hostile.megabytes,
            "\(hostile.name): peaked at \(run.peakMegabytes) MB; the bound is \(hostile.megabytes) MB")
    }
}

/// The CRC-32 of PNG chunks (ISO 3309).
func crc32(_ data: Data) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return crc ^ 0xFFFF_FFFF
}
