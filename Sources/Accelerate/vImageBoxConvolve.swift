// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized

// vImage's buffers, flags and box convolution of 8-bit four-channel pixels, as Apple's
// Convolution.h documents them: each destination pixel is the average of the kernel's area of the
// source around the same pixel of the region of interest, channel by channel, rounded to the
// nearest integer; where the area reaches past the source's edges, the edging mode the flags name
// says which pixels stand in. What vImage computes beside this (other formats, general kernels,
// geometry, conversion, histograms) is not declared.
import Foundation

/// A count of pixels: a width, a height or an offset.
public typealias vImagePixelCount = UInt
/// The options of a vImage call, `kvImage…` values combined.
public typealias vImage_Flags = UInt32
/// A vImage result: `kvImageNoError` or a negative error code.
public typealias vImage_Error = Int

/// An image's pixels in memory: where its first row starts, its height and width in pixels, and
/// the bytes from one row's start to the next's.
public struct vImage_Buffer {
    public var data: UnsafeMutableRawPointer!
    public var height: vImagePixelCount
    public var width: vImagePixelCount
    public var rowBytes: Int

    /// An empty buffer: no data, no pixels.
    public init() {
        (data, height, width, rowBytes) = (nil, 0, 0, 0)
    }

    /// A buffer of `height` rows of `width` pixels at `data`, `rowBytes` apart.
    public init(data: UnsafeMutableRawPointer!, height: vImagePixelCount, width: vImagePixelCount, rowBytes: Int) {
        (self.data, self.height, self.width, self.rowBytes) = (data, height, width, rowBytes)
    }
}

/// No options.
public let kvImageNoFlags = 0
/// Leave the destination's alpha as it is (operations that honour it).
public let kvImageLeaveAlphaUnchanged = 1
/// Where the kernel reaches past the source's edges, the source pixel is copied unconvolved.
public let kvImageCopyInPlace = 2
/// Where the kernel reaches past the source's edges, the background colour stands in.
public let kvImageBackgroundColorFill = 4
/// Where the kernel reaches past the source's edges, the nearest edge pixel stands in.
public let kvImageEdgeExtend = 8
/// Do not split the work into tiles (no effect on the result).
public let kvImageDoNotTile = 16
/// Use the better resampling filter (geometry operations).
public let kvImageHighQualityResampling = 32
/// Where the kernel reaches past the source's edges, only its part over the image is averaged.
public let kvImageTruncateKernel = 64
/// Answer the size of the temporary buffer the call needs instead of running it.
public let kvImageGetTempBufferSize = 128

/// Success.
public let kvImageNoError = 0
/// The region of interest reaches past the source.
public let kvImageRoiLargerThanInputBuffer = -21766
/// A kernel side is even or zero.
public let kvImageInvalidKernelSize = -21767
/// No edging mode, or more than one, was asked for.
public let kvImageInvalidEdgeStyle = -21768
/// The region of interest starts past the source's width.
public let kvImageInvalidOffset_X = -21769
/// The region of interest starts past the source's height.
public let kvImageInvalidOffset_Y = -21770
/// A buffer's data, or the background colour its mode needs, is missing.
public let kvImageNullPointerArgument = -21772
/// A flag the call does not know.
public let kvImageUnknownFlagsBit = -21775

/// Blurs `src` into `dest` with a `kernel_width` by `kernel_height` box (both odd): each pixel of
/// `dest` is the rounded average, channel by channel, of the source pixels under the box centred
/// on the pixel at (`srcOffsetToROI_X`, `srcOffsetToROI_Y`) plus its position. Exactly one of
/// `kvImageCopyInPlace`, `kvImageBackgroundColorFill` (with `backgroundColor`, four bytes),
/// `kvImageEdgeExtend` and `kvImageTruncateKernel` says what stands in past the source's edges.
/// `tempBuffer` is not needed (CellSnap allocates nothing); with `kvImageGetTempBufferSize` the
/// answer is 0.
@discardableResult
public func vImageBoxConvolve_ARGB8888(
    _ src: UnsafePointer<vImage_Buffer>, _ dest: UnsafePointer<vImage_Buffer>, _ tempBuffer: UnsafeMutableRawPointer!,
    _ srcOffsetToROI_X: vImagePixelCount, _ srcOffsetToROI_Y: vImagePixelCount, _ kernel_height: UInt32,
    _ kernel_width: UInt32, _ backgroundColor: UnsafePointer<UInt8>!, _ flags: vImage_Flags
) -> vImage_Error {
    let options = Int(flags)
    let known =
        kvImageLeaveAlphaUnchanged | kvImageCopyInPlace | kvImageBackgroundColorFill | kvImageEdgeExtend
        | kvImageDoNotTile | kvImageTruncateKernel | kvImageGetTempBufferSize
    guard options & ~known == 0 else { return kvImageUnknownFlagsBit }
    guard kernel_height % 2 == 1, kernel_width % 2 == 1 else { return kvImageInvalidKernelSize }
    if options & kvImageGetTempBufferSize != 0 { return 0 }
    let modes = [kvImageCopyInPlace, kvImageBackgroundColorFill, kvImageEdgeExtend, kvImageTruncateKernel]
        .filter { options & $0 != 0 }
    guard modes.count == 1, let mode = modes.first else { return kvImageInvalidEdgeStyle }
    let source = src.pointee, target = dest.pointee
    guard let input = source.data, let output = target.data,
        mode != kvImageBackgroundColorFill || backgroundColor != nil
    else { return kvImageNullPointerArgument }
    guard srcOffsetToROI_X <= source.width else { return kvImageInvalidOffset_X }
    guard srcOffsetToROI_Y <= source.height else { return kvImageInvalidOffset_Y }
    guard srcOffsetToROI_X + target.width <= source.width, srcOffsetToROI_Y + target.height <= source.height else {
        return kvImageRoiLargerThanInputBuffer
    }
    let box = BoxKernel(
        source: source, input: input, halfWidth: Int(kernel_width / 2), halfHeight: Int(kernel_height / 2),
        mode: mode,
        background: backgroundColor.map { SIMD4(Int($0[0]), Int($0[1]), Int($0[2]), Int($0[3])) } ?? SIMD4(repeating: 0)
    )
    let keepsAlpha = options & kvImageLeaveAlphaUnchanged != 0
    // The source is read whole before the destination is written: the two may share memory.
    var rows: [[UInt8]] = []
    for y in 0..<Int(target.height) {
        var row = [UInt8](repeating: 0, count: Int(target.width) * 4)
        for x in 0..<Int(target.width) {
            let averaged = box.average(x: x + Int(srcOffsetToROI_X), y: y + Int(srcOffsetToROI_Y))
            for channel in 0..<4 { row[x * 4 + channel] = averaged[channel] }
        }
        rows.append(row)
    }
    for (y, row) in rows.enumerated() {
        let start = output.advanced(by: y * target.rowBytes).assumingMemoryBound(to: UInt8.self)
        for (index, value) in row.enumerated() where !(keepsAlpha && index % 4 == 0) { start[index] = value }
    }
    return kvImageNoError
}

/// A box over the source: the average of its pixels around a point, in an edging mode.
private struct BoxKernel {
    let source: vImage_Buffer
    let input: UnsafeMutableRawPointer
    let halfWidth: Int
    let halfHeight: Int
    let mode: Int
    let background: SIMD4<Int>

    /// The four channels of the source pixel at (`x`, `y`), inside the source.
    func pixel(_ x: Int, _ y: Int) -> SIMD4<Int> {
        let start = input.advanced(by: y * source.rowBytes + x * 4).assumingMemoryBound(to: UInt8.self)
        return SIMD4(Int(start[0]), Int(start[1]), Int(start[2]), Int(start[3]))
    }

    /// The box's average around (`x`, `y`), rounded half up, channel by channel.
    func average(x: Int, y: Int) -> SIMD4<UInt8> {
        let (width, height) = (Int(source.width), Int(source.height))
        let reachesPast =
            x - halfWidth < 0 || y - halfHeight < 0 || x + halfWidth >= width || y + halfHeight >= height
        if reachesPast, mode == kvImageCopyInPlace { return SIMD4(truncatingIfNeeded: pixel(x, y)) }
        var sums = SIMD4<Int>(repeating: 0)
        var count = 0
        for row in (y - halfHeight)...(y + halfHeight) {
            for column in (x - halfWidth)...(x + halfWidth) {
                let inside = row >= 0 && row < height && column >= 0 && column < width
                let value: SIMD4<Int>
                if inside {
                    value = pixel(column, row)
                } else if mode == kvImageEdgeExtend {
                    value = pixel(min(max(column, 0), width - 1), min(max(row, 0), height - 1))
                } else if mode == kvImageBackgroundColorFill {
                    value = background
                } else {
                    continue  // kvImageTruncateKernel: only the box's part over the image counts.
                }
                sums &+= value
                count += 1
            }
        }
        return SIMD4(truncatingIfNeeded: (sums &+ count / 2) / count)
    }
}
