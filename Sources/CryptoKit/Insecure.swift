/// The hash functions CryptoKit keeps for compatibility with older formats, which are no longer
/// safe against collisions, as CryptoKit's `Insecure`.
public enum Insecure {
    /// MD5 (RFC 1321), as CryptoKit's `Insecure.MD5`.
    public struct MD5: HashFunction {
        public typealias Digest = MD5Digest
        public static let byteCount = 16
        public static let blockByteCount = 64
        private var hash = BlockHash<MD5Function>()

        public init() {}
        public mutating func update(bufferPointer: UnsafeRawBufferPointer) { hash.update(bufferPointer) }
        public func finalize() -> MD5Digest { MD5Digest(bytes: hash.finalize()) }
    }

    /// SHA-1 (FIPS 180-4), as CryptoKit's `Insecure.SHA1`.
    public struct SHA1: HashFunction {
        public typealias Digest = SHA1Digest
        public static let byteCount = 20
        public static let blockByteCount = 64
        private var hash = BlockHash<SHA1Function>()

        public init() {}
        public mutating func update(bufferPointer: UnsafeRawBufferPointer) { hash.update(bufferPointer) }
        public func finalize() -> SHA1Digest { SHA1Digest(bytes: hash.finalize()) }
    }

    /// An MD5 digest (16 bytes), as CryptoKit's `Insecure.MD5Digest`.
    public struct MD5Digest: DigestBytes {
        static let name = "MD5"
        public static let byteCount = 16
        let bytes: [UInt8]
    }

    /// A SHA-1 digest (20 bytes), as CryptoKit's `Insecure.SHA1Digest`.
    public struct SHA1Digest: DigestBytes {
        static let name = "SHA1"
        public static let byteCount = 20
        let bytes: [UInt8]
    }
}

/// SHA-1's compression function (FIPS 180-4 §6.1).
struct SHA1Function: CompressionFunction {
    static let blockSize = 64
    static let lengthSize = 8
    static let littleEndian = false
    private var state: [UInt32] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476, 0xc3d2_e1f0]

    mutating func compress(_ block: UnsafeRawBufferPointer) {
        var w = (0..<16).map { block.bigEndianWord($0, as: UInt32.self) }
        for t in 16..<80 { w.append((w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16]).rotatedLeft(1)) }
        var (a, b, c, d, e) = (state[0], state[1], state[2], state[3], state[4])
        for t in 0..<80 {
            let (f, k): (UInt32, UInt32) =
                switch t {
                case 0..<20: ((b & c) | (~b & d), 0x5a82_7999)
                case 20..<40: (b ^ c ^ d, 0x6ed9_eba1)
                case 40..<60: ((b & c) | (b & d) | (c & d), 0x8f1b_bcdc)
                default: (b ^ c ^ d, 0xca62_c1d6)
                }
            (e, d, c, b, a) = (d, c, b.rotatedLeft(30), a, a.rotatedLeft(5) &+ f &+ e &+ k &+ w[t])
        }
        for (index, word) in [a, b, c, d, e].enumerated() { state[index] &+= word }
    }

    var digest: [UInt8] { state.flatMap(\.bigEndianBytes) }
}

/// MD5's compression function (RFC 1321 §3.4): its constants are the integer parts of
/// 2³² × |sin(i)| for i = 1…64; words and the length are little-endian.
struct MD5Function: CompressionFunction {
    static let blockSize = 64
    static let lengthSize = 8
    static let littleEndian = true
    private static let sines: [UInt32] = [
        0xd76a_a478, 0xe8c7_b756, 0x2420_70db, 0xc1bd_ceee, 0xf57c_0faf, 0x4787_c62a, 0xa830_4613, 0xfd46_9501,
        0x6980_98d8, 0x8b44_f7af, 0xffff_5bb1, 0x895c_d7be, 0x6b90_1122, 0xfd98_7193, 0xa679_438e, 0x49b4_0821,
        0xf61e_2562, 0xc040_b340, 0x265e_5a51, 0xe9b6_c7aa, 0xd62f_105d, 0x0244_1453, 0xd8a1_e681, 0xe7d3_fbc8,
        0x21e1_cde6, 0xc337_07d6, 0xf4d5_0d87, 0x455a_14ed, 0xa9e3_e905, 0xfcef_a3f8, 0x676f_02d9, 0x8d2a_4c8a,
        0xfffa_3942, 0x8771_f681, 0x6d9d_6122, 0xfde5_380c, 0xa4be_ea44, 0x4bde_cfa9, 0xf6bb_4b60, 0xbebf_bc70,
        0x289b_7ec6, 0xeaa1_27fa, 0xd4ef_3085, 0x0488_1d05, 0xd9d4_d039, 0xe6db_99e5, 0x1fa2_7cf8, 0xc4ac_5665,
        0xf429_2244, 0x432a_ff97, 0xab94_23a7, 0xfc93_a039, 0x655b_59c3, 0x8f0c_cc92, 0xffef_f47d, 0x8584_5dd1,
        0x6fa8_7e4f, 0xfe2c_e6e0, 0xa301_4314, 0x4e08_11a1, 0xf753_7e82, 0xbd3a_f235, 0x2ad7_d2bb, 0xeb86_d391,
    ]
    private static let shifts: [[Int]] = [[7, 12, 17, 22], [5, 9, 14, 20], [4, 11, 16, 23], [6, 10, 15, 21]]
    private var state: [UInt32] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476]

    mutating func compress(_ block: UnsafeRawBufferPointer) {
        let m = (0..<16).map { block.bigEndianWord($0, as: UInt32.self).byteSwapped }
        var (a, b, c, d) = (state[0], state[1], state[2], state[3])
        for i in 0..<64 {
            let round = i / 16
            let (f, g): (UInt32, Int) =
                switch round {
                case 0: ((b & c) | (~b & d), i)
                case 1: ((d & b) | (~d & c), (5 * i + 1) % 16)
                case 2: (b ^ c ^ d, (3 * i + 5) % 16)
                default: (c ^ (b | ~d), (7 * i) % 16)
                }
            let rotated = (a &+ f &+ Self.sines[i] &+ m[g]).rotatedLeft(Self.shifts[round][i % 4])
            (a, d, c, b) = (d, c, b, b &+ rotated)
        }
        for (index, word) in [a, b, c, d].enumerated() { state[index] &+= word }
    }

    var digest: [UInt8] { state.flatMap(\.littleEndianBytes) }
}
