// vImage's box convolution of 8-bit ARGB pixels, as an image library blurs with it: averages
// worked out by hand, in each edging mode, over a region of interest, in place, and the errors.
import Accelerate
import Testing

@Suite struct VImageBoxConvolveTests {
    /// A 3 x 3 image whose channels are A 255, R the pixel's index times 10, G and B zero, row by row.
    static func ramp() -> [UInt8] {
        (0..<9).flatMap { index in [255, UInt8(index * 10), 0, 0] }
    }

    /// The red channel of each pixel of `pixels` after a `width` x `height` box with `flags`.
    func blurredReds(
        width: UInt32 = 3, height: UInt32 = 3, flags: Int, background: [UInt8]? = nil, roi: (UInt, UInt) = (0, 0),
        size: (UInt, UInt) = (3, 3)
    ) -> (vImage_Error, [UInt8]) {
        var input = Self.ramp()
        var output = [UInt8](repeating: 0, count: Int(size.0 * size.1) * 4)
        let error = input.withUnsafeMutableBytes { inBytes in
            output.withUnsafeMutableBytes { outBytes in
                var source = vImage_Buffer(data: inBytes.baseAddress, height: 3, width: 3, rowBytes: 12)
                var target = vImage_Buffer(
                    data: outBytes.baseAddress, height: size.1, width: size.0, rowBytes: Int(size.0) * 4)
                return vImageBoxConvolve_ARGB8888(
                    &source, &target, nil, roi.0, roi.1, height, width, background, vImage_Flags(flags))
            }
        }
        return (error, stride(from: 1, to: output.count, by: 4).map { output[$0] })
    }

    /// Reds 0 10 20 / 30 40 50 / 60 70 80: the centre's box holds all nine (average 40); a corner's
    /// holds itself and its extended edges, or only its part of the image, or the background.
    @Test func eachEdgingModeStandsInForThePixelsPastTheEdges() {
        let extended = blurredReds(flags: kvImageEdgeExtend)
        #expect(extended.0 == kvImageNoError)
        // Top-left, extended: 0 0 10 / 0 0 10 / 30 30 40 = 120 / 9 = 13.3.
        #expect(extended.1 == [13, 20, 27, 33, 40, 47, 53, 60, 67])
        // Top-left, truncated: 0 10 30 40 = 80 / 4 = 20.
        #expect(blurredReds(flags: kvImageTruncateKernel).1 == [20, 25, 30, 35, 40, 45, 50, 55, 60])
        // Copied in place: every pixel but the centre keeps its own value.
        #expect(blurredReds(flags: kvImageCopyInPlace).1 == [0, 10, 20, 30, 40, 50, 60, 70, 80])
        // A background of red 90: top-left 0 10 30 40 and five 90s = 530 / 9 = 58.9.
        let filled = blurredReds(flags: kvImageBackgroundColorFill, background: [255, 90, 0, 0])
        #expect(filled.1[0] == 59 && filled.1[4] == 40)
    }

    /// A 1 x 1 box copies the image; a region of interest starts the destination inside the source;
    /// the alpha channel can be left as the destination had it.
    @Test func theBoxTheRegionAndTheAlpha() {
        #expect(blurredReds(width: 1, height: 1, flags: kvImageEdgeExtend).1 == [0, 10, 20, 30, 40, 50, 60, 70, 80])
        #expect(
            blurredReds(width: 1, height: 1, flags: kvImageEdgeExtend, roi: (1, 1), size: (2, 2)).1 == [40, 50, 70, 80])
        var pixels: [UInt8] = [255, 0, 0, 0, 0, 200, 0, 0]
        pixels.withUnsafeMutableBytes { bytes in
            let buffer = vImage_Buffer(data: bytes.baseAddress, height: 1, width: 2, rowBytes: 8)
            let flags = vImage_Flags(kvImageEdgeExtend | kvImageLeaveAlphaUnchanged)
            withUnsafePointer(to: buffer) { shared in
                #expect(vImageBoxConvolve_ARGB8888(shared, shared, nil, 0, 0, 1, 3, nil, flags) == kvImageNoError)
            }
        }
        // Alpha kept (255 and 0); red averaged over 0 0 200 and 0 200 200, in place.
        #expect(pixels == [255, 67, 0, 0, 0, 133, 0, 0])
    }

    @Test func malformedCallsAnswerTheirErrors() {
        #expect(blurredReds(width: 2, flags: kvImageEdgeExtend).0 == kvImageInvalidKernelSize)
        #expect(blurredReds(flags: 0).0 == kvImageInvalidEdgeStyle)
        #expect(blurredReds(flags: kvImageEdgeExtend | kvImageCopyInPlace).0 == kvImageInvalidEdgeStyle)
        #expect(blurredReds(flags: kvImageBackgroundColorFill).0 == kvImageNullPointerArgument)
        #expect(blurredReds(flags: kvImageEdgeExtend | 1 << 12).0 == kvImageUnknownFlagsBit)
        #expect(blurredReds(flags: kvImageEdgeExtend, roi: (1, 0)).0 == kvImageRoiLargerThanInputBuffer)
        #expect(blurredReds(flags: kvImageEdgeExtend, roi: (4, 0), size: (0, 0)).0 == kvImageInvalidOffset_X)
        #expect(blurredReds(flags: kvImageEdgeExtend | kvImageGetTempBufferSize).0 == 0)
    }
}
