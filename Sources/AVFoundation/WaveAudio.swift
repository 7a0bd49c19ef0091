import Foundation

/// A WAV file's audio: its format chunk and where its samples lie (RIFF's little-endian chunks).
struct WaveAudio: Equatable {
    /// The sample encoding of the format chunk: integer PCM (tag 1) or IEEE floats (tag 3).
    enum Encoding: Equatable { case integer, float, other(Int) }

    let encoding: Encoding
    let channels: Int
    let sampleRate: Double
    let bytesPerSecond: Int
    let bitsPerSample: Int
    /// The samples' bytes, interleaved by channel.
    let samples: Range<Int>

    /// The bytes of one frame (a sample of every channel).
    var bytesPerFrame: Int { channels * bitsPerSample / 8 }
    /// The number of frames.
    var frameCount: Int { bytesPerFrame > 0 ? samples.count / bytesPerFrame : 0 }
    /// The length in seconds.
    var seconds: TimeInterval { Double(samples.count) / Double(bytesPerSecond) }

    /// The WAV audio of `bytes`, or `nil` when they are not a WAV file with a format and a data chunk.
    init?(_ bytes: [UInt8]) {
        guard bytes.count >= 12, bytes[0..<4] == [0x52, 0x49, 0x46, 0x46][...],
            bytes[8..<12] == [0x57, 0x41, 0x56, 0x45][...]
        else { return nil }
        func le(_ offset: Int, _ count: Int) -> Int {
            (0..<count).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        }
        var offset = 12
        var format: (tag: Int, channels: Int, rate: Int, perSecond: Int, bits: Int)?
        var samples: Range<Int>?
        while offset + 8 <= bytes.count, samples == nil || format == nil {
            let size = le(offset + 4, 4)
            let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            if id == "fmt ", size >= 16, offset + 24 <= bytes.count {
                var tag = le(offset + 8, 2)
                // WAVE_FORMAT_EXTENSIBLE names its encoding in the first two bytes of its subformat.
                if tag == 0xFFFE, size >= 40, offset + 34 <= bytes.count { tag = le(offset + 32, 2) }
                format = (tag, le(offset + 10, 2), le(offset + 12, 4), le(offset + 16, 4), le(offset + 22, 2))
            } else if id == "data" {
                samples = offset + 8..<offset + 8 + min(size, bytes.count - offset - 8)
            }
            offset += 8 + size + (size & 1)
        }
        guard let format, let samples, format.channels > 0, format.perSecond > 0, format.rate > 0 else { return nil }
        encoding = format.tag == 1 ? .integer : format.tag == 3 ? .float : .other(format.tag)
        (channels, sampleRate, bytesPerSecond, bitsPerSample) =
            (format.channels, Double(format.rate), format.perSecond, format.bits)
        self.samples = samples
    }

    /// Whether CellSnap decodes the samples: integers of 8, 16, 24 or 32 bits, 32-bit floats.
    var isDecodable: Bool {
        switch encoding {
        case .integer: [8, 16, 24, 32].contains(bitsPerSample)
        case .float: bitsPerSample == 32
        case .other: false
        }
    }

    /// Sample `channel` of `frame` as a float from -1 to 1; `nil` for an encoding CellSnap does not decode.
    func sample(_ bytes: [UInt8], frame: Int, channel: Int) -> Float? {
        let offset = samples.lowerBound + frame * bytesPerFrame + channel * bitsPerSample / 8
        func le(_ count: Int) -> UInt32 {
            (0..<count).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << (8 * UInt32($1)) }
        }
        switch (encoding, bitsPerSample) {
        case (.integer, 8): return (Float(bytes[offset]) - 128) / 128
        case (.integer, 16): return Float(Int16(truncatingIfNeeded: le(2))) / 32_768
        case (.integer, 24): return Float(Int32(bitPattern: le(3) << 8) >> 8) / 8_388_608
        case (.integer, 32): return Float(Int32(bitPattern: le(4))) / 2_147_483_648
        case (.float, 32): return Float(bitPattern: le(4))
        default: return nil
        }
    }
}
