// `import Accelerate` as an app's audio and image code calls it: vDSP's Swift functions and its C
// functions, vForce, computed for real and checked against values worked out by hand.
import Accelerate
import Testing

@Suite struct AccelerateTests {
    @Test func vDSPArithmeticIsElementwise() {
        let a: [Float] = [1, 2, 3, 4]
        let b: [Float] = [10, 20, 30, 40]
        #expect(vDSP.add(a, b) == [11, 22, 33, 44])
        #expect(vDSP.subtract(b, a) == [9, 18, 27, 36])
        #expect(vDSP.multiply(a, b) == [10, 40, 90, 160])
        #expect(vDSP.divide(b, a) == [10, 10, 10, 10])
        #expect(vDSP.add(0.5, a) == [1.5, 2.5, 3.5, 4.5])
        #expect(vDSP.multiply(2, a[1...]) == [4, 6, 8])
        #expect(vDSP.divide(a, 4) == [0.25, 0.5, 0.75, 1])
        #expect(vDSP.divide(1, [Double(2), 4, 8]) == [0.5, 0.25, 0.125])
        var result = [Double](repeating: .nan, count: 3)
        vDSP.add([Double(1), 2, 3], [Double(0.5), 0.25, 0.125], result: &result)
        #expect(result == [1.5, 2.25, 3.125])
    }

    @Test func vDSPReductionsAddInOrder() {
        let samples: [Float] = [3, -4, 1, -4, 2]
        #expect(vDSP.sum(samples) == -2 && vDSP.mean(samples) == -0.4)
        #expect(vDSP.sumOfSquares(samples) == 46 && vDSP.sumOfMagnitudes(samples) == 14)
        #expect(vDSP.maximum(samples) == 3 && vDSP.minimum(samples) == -4)
        #expect(vDSP.indexOfMinimum(samples) == (1, -4) && vDSP.indexOfMaximumMagnitude(samples) == (1, 4))
        #expect(vDSP.rootMeanSquare([Double(3), 4, 3, 4]) == 3.5355339059327378)
        #expect(vDSP.dot([Double(1), 2, 3], [Double(4), 5, 6]) == 32)
        #expect(vDSP.distanceSquared([Float(0), 0], [Float(3), 4]) == 25)
        #expect(vDSP.maximum([Float]()) == -.infinity && vDSP.mean([Double]()).isNaN)
    }

    @Test func vDSPFillsRampsAndClips() {
        var vector = [Float](repeating: .nan, count: 3)
        vDSP.fill(&vector, with: .pi)
        #expect(vector == [.pi, .pi, .pi])
        vDSP.clear(&vector)
        #expect(vector == [0, 0, 0])
        #expect(vDSP.ramp(in: Float(0)...1, count: 5) == [0, 0.25, 0.5, 0.75, 1])
        #expect(vDSP.ramp(withInitialValue: Double(10), increment: -2.5, count: 4) == [10, 7.5, 5, 2.5])
        #expect(vDSP.clip([Float(-2), 0.5, 3], to: 0...1) == [0, 0.5, 1])
        #expect(vDSP.linearInterpolate([Float(0), 10], [Float(10), 20], using: 0.25) == [2.5, 12.5])
        #expect(vDSP.hypot([Double(3), 5], [Double(4), 12]) == [5, 13])
        #expect(vDSP.amplitudeToDecibels([Float(1), 10, 100], zeroReference: 1) == [0, 20, 40])
        var unsorted: [Double] = [3, 1, 2]
        vDSP.sort(&unsorted, sortOrder: .descending)
        #expect(unsorted == [3, 2, 1])
        vDSP.reverse(&unsorted)
        #expect(unsorted == [1, 2, 3] && vDSP.square([Float(-3)]) == [9] && vDSP.absolute([Float(-3)]) == [3])
    }

    @Test func vDSPConvertsBetweenTypes() {
        let values: [Float] = [-1.5, 0.5, 2.5, 254.7, 300, .nan]
        #expect(
            vDSP.floatingPointToInteger(values, integerType: UInt8.self, rounding: .towardZero) == [
                0, 0, 2, 254, 255, 0,
            ])
        #expect(
            vDSP.floatingPointToInteger(values, integerType: Int16.self, rounding: .towardNearestInteger) == [
                -2, 0, 2, 255, 300, 0,
            ])
        #expect(vDSP.integerToFloatingPoint([UInt8(0), 128, 255], floatingPointType: Float.self) == [0, 128, 255])
        var doubles = [Double](repeating: 0, count: 2)
        vDSP.convertElements(of: [Float(0.1), 2], to: &doubles)
        #expect(doubles == [Double(Float(0.1)), 2])
    }

    @Test func vDSPCFunctionsFollowTheirStrides() {
        let a: [Float] = [1, 2, 3, 4, 5, 6]
        var c = [Float](repeating: 0, count: 3)
        vDSP_vadd(a, 2, a, 2, &c, 1, 3)
        #expect(c == [2, 6, 10])
        vDSP_vsub([Float(1), 1, 1], 1, a, 1, &c, 1, 3)
        #expect(c == [0, 1, 2])
        var scale: Float = 2
        var offset: Float = 1
        vDSP_vsmsa(a, 1, &scale, &offset, &c, 1, 3)
        #expect(c == [3, 5, 7])
        var (low, high): (Float, Float) = (2, 4)
        vDSP_vclip(a, 1, &low, &high, &c, 1, 3)
        #expect(c == [2, 2, 3])
        var (start, end): (Float, Float) = (1, 0)
        vDSP_vgen(&start, &end, &c, 1, 3)
        #expect(c == [1, 0.5, 0])
        vDSP_vmul(a, 1, c, 1, &c, 1, 3)
        #expect(c == [1, 1, 0])
        var rms: Float = 0
        vDSP_rmsqv([Float(3), 4, 3, 4], 1, &rms, 4)
        #expect(rms == Float(12.5).squareRoot())
        var (maximum, index): (Double, vDSP_Length) = (0, 0)
        vDSP_maxviD([Double(1), 9, 9, 3], 1, &maximum, &index, 4)
        #expect(maximum == 9 && index == 1)
        var bytes = [UInt8](repeating: 0, count: 3)
        vDSP_vfixu8([Float(-3), 12.9, 999], 1, &bytes, 1, 3)
        #expect(bytes == [0, 12, 255])
        var floats = [Float](repeating: 0, count: 2)
        vDSP_vfltu8(bytes, 2, &floats, 1, 2)
        #expect(floats == [0, 255])
    }

    @Test func vDSPNormalizesAndTheNegativeStrideWalksBack() {
        let a: [Double] = [2, 4, 4, 4, 5, 5, 7, 9]
        var (mean, deviation): (Double, Double) = (0, 0)
        var c = [Double](repeating: 0, count: 8)
        vDSP_normalizeD(a, 1, &c, 1, &mean, &deviation, 8)
        #expect(mean == 5 && deviation == 2 && c == [-1.5, -0.5, -0.5, -0.5, 0, 0, 1, 2])
        var reversed = [Double](repeating: 0, count: 3)
        a.withUnsafeBufferPointer { vDSP_vaddD($0.baseAddress! + 7, -1, $0.baseAddress! + 7, -1, &reversed, 1, 3) }
        #expect(reversed == [18, 14, 10])
    }

    @Test func vForceComputesEachElement() {
        #expect(vForce.sqrt([Float(4), 9, 2]) == [2, 3, Float(2).squareRoot()])
        #expect(vForce.floor([Double(-1.5), 1.5]) == [-2, 1] && vForce.ceil([Double(-1.5), 1.5]) == [-1, 2])
        #expect(vForce.log10([Double(1), 1000]) == [0, 3] && vForce.exp([Double(0)]) == [1])
        #expect(vForce.pow(bases: [Float(2), 3], exponents: [Float(10), 2]) == [1024, 9])
        #expect(vForce.sinPi([Double(0.5), 1, 1.5, 2, -0.5]) == [1, 0, -1, 0, -1])
        #expect(vForce.cosPi([Float(0.5), 1, 3, 4]) == [0, -1, -1, 1])
        #expect(vForce.reciprocal([Float(4)]) == [0.25] && vForce.trunc([Double(-2.7)]) == [-2])
    }
}
