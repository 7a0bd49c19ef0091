import CellSnapUIKit
import CoreGraphics
import Foundation

/// The bitmap-context benchmark (`scripts/bench-bitmap-context`): the way an app's image
/// comparison reads a screen's pixels, a 1170 x 2532 picture (an iPhone's screen at 3x) drawn into
/// a bitmap context over the app's own array, which then holds its bytes. The baseline, measured
/// in the same run, is the same picture drawn into a context that keeps its own pixels, read
/// through `data`.
@MainActor func bitmapContextBenchmark(iterations: Int) throws {
    let (width, height) = (1170, 2532)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for index in stride(from: 0, to: pixels.count, by: 4) {
        let pixel = index / 4
        (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3]) = (
            UInt8(pixel % width % 256), UInt8(pixel / width % 256), 128, 255
        )
    }
    guard let picture = CGImage(width: width, height: height, rgba: pixels) else { return }
    let rect = CGRect(x: 0, y: 0, width: width, height: height)
    let info = CGImageAlphaInfo.premultipliedLast.rawValue
    var checksum = 0
    let medians = try Measure.interleavedMedians(
        iterations: iterations, warmup: 1, clock: .threadCPU,
        [
            {
                let context = CGContext(
                    data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)
                context?.draw(picture, in: rect)
                checksum &+= Int(context?.data?.load(fromByteOffset: 4 * width + 4, as: UInt8.self) ?? 0)
            },
            {
                var bytes = [UInt8](repeating: 0, count: width * height * 4)
                bytes.withUnsafeMutableBytes { memory in
                    let context = CGContext(
                        data: memory.baseAddress, width: width, height: height, bitsPerComponent: 8,
                        bytesPerRow: width * 4, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)
                    context?.draw(picture, in: rect)
                }
                checksum &+= Int(bytes[4 * width + 4])
            },
        ])
    keep(checksum)
    print(
        "CellSnap bitmap-context benchmark: a \(width) x \(height) picture drawn into a bitmap context and its bytes read, medians of \(iterations) interleaved runs (thread CPU time)"
    )
    print("")
    print(row("context's own pixels, read through data BASELINE", fixed(medians[0], 0) + " ms"))
    print(
        row(
            "the app's own array, drawn into", fixed(medians[1], 0) + " ms",
            "\(fixed(medians[1] / medians[0]))x the baseline"))
}
