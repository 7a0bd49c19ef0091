import Foundation

@_implementationOnly import CPNGShim  // as PNG.swift explains

extension JPEGReader {
    /// A progressive scan's band of coefficients (T.81's Ss to Se) and bit positions (Ah, Al),
    /// read after its components at `at`, checked as G.1.1.1 asks: a DC band alone, for every
    /// component at once; an AC band within 1 to 63, of one component.
    func progressiveBand(_ at: Int, count: Int) throws -> (ss: Int, se: Int, ah: Int, al: Int) {
        let (ss, se) = (Int(bytes[at]), Int(bytes[at + 1]))
        let (ah, al) = (Int(bytes[at + 2] >> 4), Int(bytes[at + 2] & 15))
        guard ss <= se, se < 64, ss == 0 ? se == 0 : count == 1, ah < 14, al < 14 else {
            throw JPEGError("a progressive scan with band \(ss) to \(se), bits \(ah) to \(al)")
        }
        return (ss, se, ah, al)
    }

    /// Decodes a progressive scan into `coefficients`; where its data ends, -1 for corrupt data
    /// or -2 for data that ends inside it.
    mutating func decodeProgressive(
        _ scan: inout [cjpeg_scan_component], band: (ss: Int, se: Int, ah: Int, al: Int), end: Int
    ) -> Int64 {
        let (hMax, vMax) = (components.map(\.h).max()!, components.map(\.v).max()!)
        let frame = (width: Int64(width), height: Int64(height), restart: Int64(restartInterval))
        return bytes.withUnsafeBufferPointer { input in
            coefficients.withUnsafeMutableBufferPointer { coefficients in
                cjpeg_decode_progressive_scan(
                    input.baseAddress, Int64(input.count), Int64(end), &scan, Int32(scan.count), frame.width,
                    frame.height, Int32(hMax), Int32(vMax), frame.restart, Int32(band.ss), Int32(band.se),
                    Int32(band.ah), Int32(band.al), coefficients.baseAddress)
            }
        }
    }

    /// After a progressive frame's last scan: every block dequantised and inverse-transformed into
    /// `planes` (in C: `cjpeg_finish_progressive`). A file without its end-of-image marker is
    /// refused: its later scans, and so the image's detail, may be missing.
    mutating func finishProgressive() throws {
        guard sawEnd else { throw JPEGError("truncated: a progressive JPEG without its end-of-image marker") }
        let tables = UnsafeMutablePointer<cjpeg_huffman>.allocate(capacity: 8)
        defer { tables.deallocate() }
        tables.initialize(repeating: cjpeg_huffman(), count: 8)
        let all = components.map { cComponent($0, tables: tables) }
        coefficients.withUnsafeBufferPointer { coefficients in
            inverseDCTCosines.withUnsafeBufferPointer { cosines in
                planes.withUnsafeMutableBufferPointer { planes in
                    cjpeg_finish_progressive(
                        coefficients.baseAddress, all, Int32(all.count), cosines.baseAddress, planes.baseAddress)
                }
            }
        }
        coefficients = []
    }
}
