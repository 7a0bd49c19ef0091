/// SHA-512's and SHA-384's round constants (see `SHA512Function`).
private let sha512RoundConstants: [UInt64] = [
    0x428a_2f98_d728_ae22, 0x7137_4491_23ef_65cd, 0xb5c0_fbcf_ec4d_3b2f, 0xe9b5_dba5_8189_dbbc,
    0x3956_c25b_f348_b538, 0x59f1_11f1_b605_d019, 0x923f_82a4_af19_4f9b, 0xab1c_5ed5_da6d_8118,
    0xd807_aa98_a303_0242, 0x1283_5b01_4570_6fbe, 0x2431_85be_4ee4_b28c, 0x550c_7dc3_d5ff_b4e2,
    0x72be_5d74_f27b_896f, 0x80de_b1fe_3b16_96b1, 0x9bdc_06a7_25c7_1235, 0xc19b_f174_cf69_2694,
    0xe49b_69c1_9ef1_4ad2, 0xefbe_4786_384f_25e3, 0x0fc1_9dc6_8b8c_d5b5, 0x240c_a1cc_77ac_9c65,
    0x2de9_2c6f_592b_0275, 0x4a74_84aa_6ea6_e483, 0x5cb0_a9dc_bd41_fbd4, 0x76f9_88da_8311_53b5,
    0x983e_5152_ee66_dfab, 0xa831_c66d_2db4_3210, 0xb003_27c8_98fb_213f, 0xbf59_7fc7_beef_0ee4,
    0xc6e0_0bf3_3da8_8fc2, 0xd5a7_9147_930a_a725, 0x06ca_6351_e003_826f, 0x1429_2967_0a0e_6e70,
    0x27b7_0a85_46d2_2ffc, 0x2e1b_2138_5c26_c926, 0x4d2c_6dfc_5ac4_2aed, 0x5338_0d13_9d95_b3df,
    0x650a_7354_8baf_63de, 0x766a_0abb_3c77_b2a8, 0x81c2_c92e_47ed_aee6, 0x9272_2c85_1482_353b,
    0xa2bf_e8a1_4cf1_0364, 0xa81a_664b_bc42_3001, 0xc24b_8b70_d0f8_9791, 0xc76c_51a3_0654_be30,
    0xd192_e819_d6ef_5218, 0xd699_0624_5565_a910, 0xf40e_3585_5771_202a, 0x106a_a070_32bb_d1b8,
    0x19a4_c116_b8d2_d0c8, 0x1e37_6c08_5141_ab53, 0x2748_774c_df8e_eb99, 0x34b0_bcb5_e19b_48a8,
    0x391c_0cb3_c5c9_5a63, 0x4ed8_aa4a_e341_8acb, 0x5b9c_ca4f_7763_e373, 0x682e_6ff3_d6b2_b8a3,
    0x748f_82ee_5def_b2fc, 0x78a5_636f_4317_2f60, 0x84c8_7814_a1f0_ab72, 0x8cc7_0208_1a64_39ec,
    0x90be_fffa_2363_1e28, 0xa450_6ceb_de82_bde9, 0xbef9_a3f7_b2c6_7915, 0xc671_78f2_e372_532b,
    0xca27_3ece_ea26_619c, 0xd186_b8c7_21c0_c207, 0xeada_7dd6_cde0_eb1e, 0xf57d_4f7f_ee6e_d178,
    0x06f0_67aa_7217_6fba, 0x0a63_7dc5_a2c8_98a6, 0x113f_9804_bef9_0dae, 0x1b71_0b35_131c_471b,
    0x28db_77f5_2304_7d84, 0x32ca_ab7b_40c7_2493, 0x3c9e_be0a_15c9_bebc, 0x431d_67c4_9c10_0d4c,
    0x4cc5_d4be_cb3e_42b6, 0x597f_299c_fc65_7e2a, 0x5fcb_6fab_3ad6_faec, 0x6c44_198c_4a47_5817,
]

/// SHA-512's compression function (FIPS 180-4 §6.4), and SHA-384's with its own initial state and
/// a digest cut to 48 bytes (§6.5). The round constants are the first 64 bits of the fractional
/// parts of the cube roots of the first 80 primes; SHA-512 starts from those of the square roots
/// of the first 8 primes, SHA-384 of the ninth to sixteenth.
struct SHA512Function<Variant: SHA512Variant>: CompressionFunction {
    static var blockSize: Int { 128 }
    static var lengthSize: Int { 16 }
    static var littleEndian: Bool { false }
    private var state = Variant.initialState

    init() {}

    mutating func compress(_ block: UnsafeRawBufferPointer) {
        let k = sha512RoundConstants
        var w = (0..<16).map { block.bigEndianWord($0, as: UInt64.self) }
        for t in 16..<80 {
            let s0 = w[t - 15].rotatedRight(1) ^ w[t - 15].rotatedRight(8) ^ (w[t - 15] >> 7)
            let s1 = w[t - 2].rotatedRight(19) ^ w[t - 2].rotatedRight(61) ^ (w[t - 2] >> 6)
            w.append(w[t - 16] &+ s0 &+ w[t - 7] &+ s1)
        }
        var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
        for t in 0..<80 {
            let t1 =
                h &+ (e.rotatedRight(14) ^ e.rotatedRight(18) ^ e.rotatedRight(41)) &+ ((e & f) ^ (~e & g)) &+ k[t]
                &+ w[t]
            let t2 = (a.rotatedRight(28) ^ a.rotatedRight(34) ^ a.rotatedRight(39)) &+ ((a & b) ^ (a & c) ^ (b & c))
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
        }
        for (index, word) in [a, b, c, d, e, f, g, h].enumerated() { state[index] &+= word }
    }

    var digest: [UInt8] { Array(state.flatMap(\.bigEndianBytes).prefix(Variant.digestSize)) }
}

/// SHA-512 or SHA-384: the initial state and the digest's length.
protocol SHA512Variant: Sendable {
    static var initialState: [UInt64] { get }
    static var digestSize: Int { get }
}

/// SHA-512, as CryptoKit's `SHA512`.
public struct SHA512: HashFunction, SHA512Variant {
    public typealias Digest = SHA512Digest
    public static let byteCount = 64
    public static let blockByteCount = 128
    static var digestSize: Int { 64 }
    static var initialState: [UInt64] {
        [
            0x6a09_e667_f3bc_c908, 0xbb67_ae85_84ca_a73b, 0x3c6e_f372_fe94_f82b, 0xa54f_f53a_5f1d_36f1,
            0x510e_527f_ade6_82d1, 0x9b05_688c_2b3e_6c1f, 0x1f83_d9ab_fb41_bd6b, 0x5be0_cd19_137e_2179,
        ]
    }
    private var hash = BlockHash<SHA512Function<SHA512>>()

    public init() {}
    public mutating func update(bufferPointer: UnsafeRawBufferPointer) { hash.update(bufferPointer) }
    public func finalize() -> SHA512Digest { SHA512Digest(bytes: hash.finalize()) }
}

/// SHA-384, as CryptoKit's `SHA384`.
public struct SHA384: HashFunction, SHA512Variant {
    public typealias Digest = SHA384Digest
    public static let byteCount = 48
    public static let blockByteCount = 128
    static var digestSize: Int { 48 }
    static var initialState: [UInt64] {
        [
            0xcbbb_9d5d_c105_9ed8, 0x629a_292a_367c_d507, 0x9159_015a_3070_dd17, 0x152f_ecd8_f70e_5939,
            0x6733_2667_ffc0_0b31, 0x8eb4_4a87_6858_1511, 0xdb0c_2e0d_64f9_8fa7, 0x47b5_481d_befa_4fa4,
        ]
    }
    private var hash = BlockHash<SHA512Function<SHA384>>()

    public init() {}
    public mutating func update(bufferPointer: UnsafeRawBufferPointer) { hash.update(bufferPointer) }
    public func finalize() -> SHA384Digest { SHA384Digest(bytes: hash.finalize()) }
}

/// A SHA-512 digest (64 bytes), as CryptoKit's `SHA512Digest`.
public struct SHA512Digest: DigestBytes {
    static let name = "SHA512"
    public static let byteCount = 64
    let bytes: [UInt8]
}

/// A SHA-384 digest (48 bytes), as CryptoKit's `SHA384Digest`.
public struct SHA384Digest: DigestBytes {
    static let name = "SHA384"
    public static let byteCount = 48
    let bytes: [UInt8]
}
