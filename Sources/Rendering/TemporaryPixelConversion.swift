// TEMPORARY until the Pixels branch lands; delete on merge.
import Pixels
extension RGBAImage {
    init(premultipliedARGB32 buffer: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int) {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = y * bytesPerRow + x * 4
                let b = Int(buffer[i]), g = Int(buffer[i + 1]), r = Int(buffer[i + 2]), a = Int(buffer[i + 3])
                let o = (y * width + x) * 4
                if a > 0 {
                    out[o] = UInt8((r * 255 + a / 2) / a); out[o + 1] = UInt8((g * 255 + a / 2) / a); out[o + 2] = UInt8((b * 255 + a / 2) / a)
                }
                out[o + 3] = UInt8(a)
            }
        }
        self.init(width: width, height: height, bytes: out)
    }
    func premultipliedARGB32() -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            let a = Int(bytes[i + 3])
            out[i] = UInt8((Int(bytes[i + 2]) * a + 127) / 255); out[i + 1] = UInt8((Int(bytes[i + 1]) * a + 127) / 255)
            out[i + 2] = UInt8((Int(bytes[i]) * a + 127) / 255); out[i + 3] = UInt8(a)
        }
        return out
    }
}
