import CBenchCodecs
import Foundation
import Pixels
import Testing

/// The encoders the PNG benchmark compares with CellSnap's own (`scripts/bench-png`): every one
/// writes files that CellSnap's readers read back to the same pixels, the same bytes every time.
@Suite struct BenchCodecsTests {
    /// A 150 x 120 opaque image whose rows repeat 600 bytes apart.
    static let image: RGBAImage = {
        var image = RGBAImage(width: 150, height: 120)
        for y in 0..<120 {
            for x in 0..<150 {
                image[x, y] = RGBA(red: UInt8(x % 251), green: UInt8((x * 7) % 256), blue: UInt8(y / 10), alpha: 255)
            }
        }
        return image
    }()

    /// The file of `image` written by CellSnap's chunk writer with igzip at `level`, no filter.
    static func igzip(_ image: RGBAImage, level: Int) throws -> Data {
        var output: UnsafePointer<UInt8>?
        var size = 0
        let ok = image.bytes.withUnsafeBufferPointer { pixels in
            bench_encode_igzip(
                pixels.baseAddress, UInt32(image.width), UInt32(image.height), nil, nil, 0, Int32(level), 0, 2, &output,
                &size)
        }
        let file = try #require(output)
        #expect(ok == 1)
        return Data(bytes: file, count: size)
    }

    /// The same with libdeflate at `level`.
    static func libdeflate(_ image: RGBAImage, level: Int) throws -> Data {
        var output: UnsafePointer<UInt8>?
        var size = 0
        let ok = image.bytes.withUnsafeBufferPointer { pixels in
            bench_encode_libdeflate(
                pixels.baseAddress, UInt32(image.width), UInt32(image.height), nil, nil, 0, Int32(level), 0, 2, &output,
                &size)
        }
        let file = try #require(output)
        #expect(ok == 1)
        return Data(bytes: file, count: size)
    }

    /// The file libpng writes with zlib at level 2 and no filter: CellSnap's setting before its own writer.
    static func zlibLevel2(_ image: RGBAImage) throws -> Data {
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        let options = bench_zlib_options(
            compression_level: 2, filters: 0x08, strategy: 0, drop_alpha: image.isOpaque ? 1 : 0)
        let ok = image.bytes.withUnsafeBufferPointer { pixels in
            bench_encode_zlib(
                pixels.baseAddress, UInt32(image.width), UInt32(image.height), nil, nil, 0, options, &output, &size)
        }
        let file = try #require(output)
        defer { bench_free(file) }
        #expect(ok == 1)
        return Data(bytes: file, count: size)
    }

    /// On the renders of the repository's references (cells, lists, screens), the files are
    /// smaller than libpng's with zlib at level 2 and no filter, CellSnap's setting before its own
    /// writer (the first 20 in path order: 1,196,803 bytes against 1,288,112, 7 % smaller). A synthetic pattern can go
    /// the other way: stripes that repeat 63 bytes apart inside runs of one colour, which one hash
    /// entry a bucket does not remember.
    @Test func theRepositorysRendersAreSmallerThanWithZlibLevel2() throws {
        let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Snapshots")
        let files = try #require(FileManager.default.enumerator(at: snapshots, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "png" }.sorted { $0.path < $1.path }
        #expect(files.count > 50)
        var (own, zlib) = (0, 0)
        for url in files.prefix(20) {
            let image = try PNG.decode(Data(contentsOf: url)).image
            own += try PNG.encode(image).count
            zlib += try Self.zlibLevel2(image).count
        }
        #expect(own < zlib, "\(own) bytes against \(zlib)")
    }

    @Test(arguments: 0...3)
    func igzipFilesReadBack(level: Int) throws {
        let file = try Self.igzip(Self.image, level: level)
        #expect(try PNG.decode(file).image == Self.image)
    }

    @Test(arguments: [1, 6, 12])
    func libdeflateFilesReadBack(level: Int) throws {
        let file = try Self.libdeflate(Self.image, level: level)
        #expect(try PNG.decode(file).image == Self.image)
        #expect(try Self.libdeflate(Self.image, level: level) == file)
    }

    /// igzip's stream does not depend on what the worker's stack held before:
    /// `isal_deflate_stateless_init` leaves the stream's window size (`hist_bits`) unset, so a
    /// stream struct on a stack that once held a small number used a window of a few hundred bytes
    /// and wrote other (valid) bytes. Rows that repeat 600 bytes apart show the window's size.
    @Test(arguments: 1...3)
    func igzipOutputDoesNotDependOnWhatTheStackHeld(level: Int) throws {
        func encode(afterTheStackHeld value: UInt16) throws -> Data {
            fillStack(with: value, frames: 200)
            return try Self.igzip(Self.image, level: level)
        }
        let clean = try encode(afterTheStackHeld: 0)
        for value: UInt16 in [1, 8, 12] {
            #expect(try encode(afterTheStackHeld: value) == clean, "a stack of \(value)s")
        }
    }
}

/// Leaves `value` in the stack below the caller: each frame holds 1 KB of it.
@inline(never) private func fillStack(with value: UInt16, frames: Int) {
    var words = (
        SIMD64<UInt16>(repeating: value), SIMD64<UInt16>(repeating: value), SIMD64<UInt16>(repeating: value),
        SIMD64<UInt16>(repeating: value), SIMD64<UInt16>(repeating: value), SIMD64<UInt16>(repeating: value),
        SIMD64<UInt16>(repeating: value), SIMD64<UInt16>(repeating: value)
    )
    if frames > 1 { fillStack(with: value, frames: frames - 1) }
    keep(&words)
}

/// Keeps the optimiser from dropping writes whose result nothing reads.
@inline(never) private func keep<T>(_ value: inout T) {
    withUnsafeMutablePointer(to: &value) { _ = $0 }
}
