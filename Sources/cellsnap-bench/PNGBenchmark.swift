import CBenchCodecs
internal import CPNGShim
import CellLayout
import CellModel
import DisplayList
import Foundation
import Pixels
import Primitives
import Rendering

/// The PNG codec benchmark (`scripts/bench png`): CellSnap's own renders (a cell, a three-row
/// inset-grouped list, a screen of tags, a full 1170 x 2532 screen) encoded and decoded with every
/// fitting codec in Debian (libpng + zlib at its levels and strategies, libdeflate and ISA-L's
/// igzip under CellSnap's chunk writer, libspng) and CellSnap's own row deflate, with the text
/// chunks every render carries. The baseline, measured in the same run, is libpng with zlib at
/// level 2 and no row filter: CellSnap's setting before its own writer. Encoders are timed in turn within every round, so that their ratios hold on a busy
/// machine; every file is decoded back and compared with the image before it is counted.
func pngBenchmark(iterations: Int) throws {
    let renderer = try Renderer()
    let subjects: [(name: String, image: RGBAImage)] = [
        ("cell", try renderer.image(.sampleCell, scale: 3).image),
        ("list", try renderer.image(threeRowList(renderer), scale: 3).image),
        ("tags", try renderer.image(tagScreen(renderer), scale: 3).image),
        ("screen", try renderer.image(screenshot(changed: false), scale: 3).image),
    ]
    let text = Renderer.pngText(scale: 3)
    print(
        "CellSnap PNG benchmark: CellSnap's renders at 3x, encoded and decoded with the render's text chunks, medians of \(iterations) interleaved rounds, the thread's CPU time"
    )
    print("\(RenderEnvironment.current); libdeflate \(PNG.libdeflateVersion)")
    print("\(ProcessInfo.processInfo.activeProcessorCount) cores; \(machineModel())")
    for subject in subjects {
        print("")
        print(
            "\(subject.name) \(subject.image.width) x \(subject.image.height) px\(subject.image.isOpaque ? ", opaque (written as RGB)" : ""):"
        )
        try compareEncoders(subject.image, text: text, iterations: iterations)
        try compareDecoders(subject.image, text: text, iterations: iterations)
    }
}

/// An encoder under test: a name and a function from image and text to file bytes.
private struct Encoder {
    var name: String
    var encode: (RGBAImage, [String: String]) throws -> Data
}

private var encoders: [Encoder] {
    func png(_ name: String, _ filter: PNGEncodingOptions.Filter) -> Encoder {
        Encoder(name: name) { image, text in
            try PNG.encode(image, text: text, options: PNGEncodingOptions(filter: filter))
        }
    }
    func zlib(_ name: String, _ level: Int, _ strategy: ZlibStrategy, _ filters: Int32 = libpngNoFilter) -> Encoder {
        Encoder(name: name) { image, text in
            try zlibEncode(image, text: text, level: level, strategy: strategy, filters: filters)
        }
    }
    func writer(_ name: String, _ filter: PNGEncodingOptions.Filter, _ encode: @escaping ChunkWriterEncoder) -> Encoder
    {
        Encoder(name: name) { image, text in try chunkWriterEncode(image, text: text, filter: filter, encode) }
    }
    func libdeflate(_ level: Int) -> ChunkWriterEncoder {
        { bench_encode_libdeflate($0, $1, $2, $3, $4, $5, Int32(level), $6, $7, $8, $9) }
    }
    func igzip(_ level: Int) -> ChunkWriterEncoder {
        { bench_encode_igzip($0, $1, $2, $3, $4, $5, Int32(level), $6, $7, $8, $9) }
    }
    var list = [
        zlib("libpng + zlib 2, no filter BASELINE", 2, .default),
        zlib("libpng + zlib 1", 1, .default),
        zlib("libpng + zlib 3", 3, .default),
        zlib("libpng + zlib 6", 6, .default),
        zlib("libpng + zlib 2, Z_FILTERED", 2, .filtered),
        zlib("libpng + zlib 2, Z_HUFFMAN_ONLY", 2, .huffmanOnly),
        zlib("libpng + zlib 2, Z_RLE", 2, .runLength),
        zlib("libpng + zlib 1, Z_RLE, up filter", 1, .runLength, 0x20),
        zlib("libpng defaults (zlib 6, adaptive)", 6, .default, 0xF8),
    ]
    for level in [1, 2, 3, 4, 6, 9] { list.append(writer("libdeflate \(level)", .none, libdeflate(level))) }
    list.append(writer("libdeflate 1, up filter", .up, libdeflate(1)))
    list.append(writer("libdeflate 1, adaptive filters", .adaptive, libdeflate(1)))
    list.append(writer("libdeflate 6, adaptive filters", .adaptive, libdeflate(6)))
    for level in 0...3 { list.append(writer("ISA-L igzip \(level)", .none, igzip(level))) }
    list.append(writer("ISA-L igzip 2, up filter", .up, igzip(2)))
    list.append(png("CellSnap's row deflate", .none))
    list.append(png("CellSnap's row deflate, up filter", .up))
    for level in [1, 2] {
        list.append(
            Encoder(name: "libspng + zlib \(level)") { image, text in
                try foreignEncode(image, text: text) { pixels, keys, values, count, dropAlpha, size in
                    bench_encode_spng(
                        pixels, UInt32(image.width), UInt32(image.height), keys, values, count, Int32(level), dropAlpha,
                        size)
                }
            })
    }
    return list
}

private func compareEncoders(_ image: RGBAImage, text: [String: String], iterations: Int) throws {
    let all = encoders
    var sizes: [Int] = []
    for encoder in all {
        let data = try encoder.encode(image, text)
        guard try PNG.decode(data).image == image, try encoder.encode(image, text) == data else {
            throw BenchmarkError(message: "\(encoder.name) does not give back the image, or not the same bytes twice")
        }
        sizes.append(data.count)
    }
    let medians = try Measure.interleavedMedians(
        iterations: iterations, warmup: 2, clock: .threadCPU,
        all.map { encoder in { keep(try encoder.encode(image, text)) } })
    for (index, encoder) in all.enumerated() {
        let chosen = encoder.name == "CellSnap's row deflate" ? "  <- CellSnap's setting" : ""
        print(
            row(
                "  encode: \(encoder.name)", fixed(medians[index], 3) + " ms",
                "\(fixed(Double(sizes[index]) / 1000, 1)) KB (\(fixed(Double(sizes[index]) / Double(sizes[0]), 3))x), \(fixed(medians[index] / medians[0], 3))x the baseline's time\(chosen)"
            ))
    }
}

/// Decoders, each from the file's bytes in memory to RGBA: into a fresh array (what every read
/// did before CellSnap kept its workers' images) or into the same storage every time.
private func compareDecoders(_ image: RGBAImage, text: [String: String], iterations: Int) throws {
    let today = try zlibEncode(image, text: text, level: 2, strategy: .default, filters: libpngNoFilter)
    let chosen = try PNG.encode(image, text: text)
    let count = image.width * image.height * 4
    var reused = [UInt8](repeating: 0, count: count)
    func libpng(_ data: Data, into output: UnsafeMutablePointer<UInt8>?) -> Bool {
        data.withUnsafeBytes { raw in
            var result = cpng_result()
            var width: UInt32 = 0, height: UInt32 = 0
            let bytes = raw.bindMemory(to: UInt8.self)
            let limits = cpng_limits(
                max_side: 16384, max_height: 1 << 16, max_pixels: 1 << 26, max_chunk: 1 << 20, max_chunks: 256)
            guard let decoder = cpng_decoder_create(bytes.baseAddress, bytes.count, limits, &width, &height, &result)
            else { return false }
            defer { cpng_decoder_destroy(decoder) }
            return cpng_decoder_read(decoder, output).ok != 0
        }
    }
    func fresh(_ decode: (UnsafeMutablePointer<UInt8>?) -> Bool) -> Bool {
        var ok = false
        keep(
            [UInt8](unsafeUninitializedCapacity: count) { bytes, initialized in
                ok = decode(bytes.baseAddress)
                initialized = count
            })
        return ok
    }
    func spng(_ data: Data, into output: UnsafeMutablePointer<UInt8>?) -> Bool {
        data.withUnsafeBytes { raw in
            bench_decode_spng(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, output, count) != 0
        }
    }
    var spare: RGBAImage? = RGBAImage(width: image.width, height: image.height)
    // Each decoder writes the pixels somewhere and says whether it succeeded; what it wrote is
    // compared with the image once, before the timing, which compares nothing.
    var lastDecoded = RGBAImage(width: 0, height: 0)
    let decoders: [(String, () throws -> Bool)] = [
        ("libpng, zlib 2 file, fresh array BASELINE", { fresh { libpng(today, into: $0) } }),
        ("libpng, CellSnap's file, fresh array", { fresh { libpng(chosen, into: $0) } }),
        ("libspng, CellSnap's file, fresh array", { fresh { spng(chosen, into: $0) } }),
        (
            "CellSnap's reader, zlib 2 file, fresh image",
            {
                lastDecoded = try PNG.decode(today).image
                return true
            }
        ),
        (
            "CellSnap's reader, CellSnap's file, fresh image",
            {
                lastDecoded = try PNG.decode(chosen).image
                return true
            }
        ),
        (
            "libpng, CellSnap's file, reused array",
            { reused.withUnsafeMutableBufferPointer { libpng(chosen, into: $0.baseAddress) } }
        ),
        (
            "CellSnap's reader, CellSnap's file, reused image",
            {
                let decoded = try PNG.decode(chosen, reusing: spare.take())
                spare = decoded.image
                return true
            }
        ),
    ]
    for (index, (name, decode)) in decoders.enumerated() {
        reused = [UInt8](repeating: 0, count: count)
        lastDecoded = RGBAImage(width: 0, height: 0)
        spare = nil
        let ok: Bool
        switch index {
        case 0, 1: ok = libpng(index == 0 ? today : chosen, into: &reused) && reused == image.bytes
        case 2: ok = spng(chosen, into: &reused) && reused == image.bytes
        case 3, 4: ok = try decode() && lastDecoded == image
        case 5: ok = try decode() && reused == image.bytes
        default: ok = try decode() && spare == image
        }
        guard ok else { throw BenchmarkError(message: "\(name) does not give back the image") }
    }
    let medians = try Measure.interleavedMedians(
        iterations: iterations, warmup: 2, clock: .threadCPU, decoders.map { _, decode in { keep(try decode()) } })
    for (index, (name, _)) in decoders.enumerated() {
        print(
            row(
                "  decode: \(name)", fixed(medians[index], 3) + " ms",
                "\(fixed(medians[index] / medians[0], 3))x the baseline's time"))
    }
}

/// Calls a C encoder that returns a malloc'd file, with the text as C strings in key order.
private func foreignEncode(
    _ image: RGBAImage, text: [String: String],
    _ encode: (
        UnsafePointer<UInt8>?, UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<UnsafePointer<CChar>?>?, Int32,
        Int32, UnsafeMutablePointer<Int>
    ) -> UnsafeMutablePointer<UInt8>?
) throws -> Data {
    let entries = text.sorted { $0.key < $1.key }
    let keys = entries.map { strdup($0.key).map { UnsafePointer($0) } }
    let values = entries.map { strdup($0.value).map { UnsafePointer($0) } }
    defer { for pointer in keys + values { free(UnsafeMutablePointer(mutating: pointer)) } }
    var size = 0
    let file = image.bytes.withUnsafeBufferPointer { pixels in
        keys.withUnsafeBufferPointer { keys in
            values.withUnsafeBufferPointer { values in
                encode(
                    pixels.baseAddress, keys.baseAddress, values.baseAddress, Int32(entries.count),
                    image.isOpaque ? 1 : 0, &size)
            }
        }
    }
    guard let file else { throw BenchmarkError(message: "the encoder failed") }
    defer { bench_free(file) }
    return Data(bytes: file, count: size)
}

struct BenchmarkError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// The processor's model name, from /proc/cpuinfo.
func machineModel() -> String {
    let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let line = info.split(separator: "\n").first { $0.hasPrefix("model name") }
    return line.map { String($0.split(separator: ":", maxSplits: 1).last ?? "").trimmingCharacters(in: .whitespaces) }
        ?? "unknown processor"
}

/// A three-row inset-grouped settings list, 393 pt wide.
private func threeRowList(_ renderer: Renderer) -> DisplayList {
    func row(_ text: String, _ value: String?, _ symbol: String) -> ListCell {
        var content = value == nil ? ListContentConfiguration.cell() : ListContentConfiguration.valueCell()
        content.text = text
        content.secondaryText = value
        content.image = .symbol(symbol)
        return ListCell(content: content, accessories: [CellAccessory(.disclosureIndicator)])
    }
    var header = ListContentConfiguration.groupedHeader()
    header.text = "Connectivity"
    let list = ListDescription(
        appearance: .insetGrouped,
        sections: [
            ListSection(
                header: header,
                cells: [row("Wi-Fi", "Home", "wifi"), row("Bluetooth", "On", "globe"), row("General", nil, "gear")])
        ])
    let context = LayoutContext(measurer: renderer.textEngine, scale: 3)
    let layout = LayoutEngine.layout(
        ListLayout.node(for: list, width: DevicePreset.defaultScreenWidth), width: DevicePreset.defaultScreenWidth,
        context: context)
    return layout.displayList(background: ListLayout.listBackground(.insetGrouped).resolved(for: .light))
}

/// One screen (393 x 852 pt) of tags in a flow layout.
private func tagScreen(_ renderer: Renderer) -> DisplayList {
    let words = ["Swift", "UI", "Linux", "设计", "Cairo", "快照测试", "Accessibility", "Go", "Dark mode", "列表", "RTL"]
    let tags = (0..<120).map { index in
        var tag = TagContentConfiguration(text: "\(words[index % words.count]) \(index)")
        if index % 5 == 2 { tag.leadingSymbol = "tag" }
        return ListCell(content: .tag(tag))
    }
    let collection = CollectionDescription(sections: [
        CollectionSection(layout: .flow(FlowLayoutConfiguration()), items: tags)
    ])
    let context = LayoutContext(measurer: renderer.textEngine, scale: 3)
    let layout = LayoutEngine.layout(
        CollectionLayout.node(for: collection, width: DevicePreset.defaultScreenWidth),
        width: DevicePreset.defaultScreenWidth, context: context)
    var list = layout.displayList(background: .white)
    list.size.height = DevicePreset.defaultScreenHeight
    return list
}
