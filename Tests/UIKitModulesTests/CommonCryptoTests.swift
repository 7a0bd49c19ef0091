// CommonCrypto's digest and keyed-code calls as apps make them (an image cache's MD5 file
// names, a request's HMAC signature), checked against the standards' test vectors.
import CommonCrypto
import Foundation
import Testing

@Suite struct CommonCryptoTests {
    private static func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

    typealias OneCall = (UnsafeRawPointer?, CC_LONG, UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>?

    /// "abc" under each function (RFC 1321 and FIPS 180-4's examples).
    static let abc: [(name: String, length: Int32, digest: OneCall, expected: String)] = [
        ("MD5", CC_MD5_DIGEST_LENGTH, { CC_MD5($0, $1, $2) }, "900150983cd24fb0d6963f7d28e17f72"),
        ("SHA1", CC_SHA1_DIGEST_LENGTH, { CC_SHA1($0, $1, $2) }, "a9993e364706816aba3e25717850c26c9cd0d89d"),
        (
            "SHA256", CC_SHA256_DIGEST_LENGTH, { CC_SHA256($0, $1, $2) },
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        ),
        (
            "SHA384", CC_SHA384_DIGEST_LENGTH, { CC_SHA384($0, $1, $2) },
            "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7"
        ),
        (
            "SHA512", CC_SHA512_DIGEST_LENGTH, { CC_SHA512($0, $1, $2) },
            "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
                + "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"
        ),
    ]

    @Test(arguments: abc.indices)
    func aOneCallDigestWritesTheStandardsBytesAndReturnsItsBuffer(index: Int) {
        let (_, length, digest, expected) = Self.abc[index]
        let message = Array("abc".utf8)
        var output = [UInt8](repeating: 0, count: Int(length))
        let returned = output.withUnsafeMutableBufferPointer { buffer in
            digest(message, CC_LONG(message.count), buffer.baseAddress) == buffer.baseAddress
        }
        #expect(returned && Self.hex(output) == expected)
    }

    @Test func contextsFedInPartsGiveTheOneCallDigest() {
        let (first, second) = (Array("ab".utf8), Array("c".utf8))
        var md5 = CC_MD5_CTX(), sha1 = CC_SHA1_CTX(), sha256 = CC_SHA256_CTX()
        var sha384 = CC_SHA512_CTX(), sha512 = CC_SHA512_CTX()
        var digests = (
            md5: [UInt8](repeating: 0, count: 16), sha1: [UInt8](repeating: 0, count: 20),
            sha256: [UInt8](repeating: 0, count: 32), sha384: [UInt8](repeating: 0, count: 48),
            sha512: [UInt8](repeating: 0, count: 64)
        )
        #expect(CC_MD5_Init(&md5) == 1 && CC_SHA1_Init(&sha1) == 1 && CC_SHA256_Init(&sha256) == 1)
        #expect(CC_SHA384_Init(&sha384) == 1 && CC_SHA512_Init(&sha512) == 1)
        for part in [first, second] {
            CC_MD5_Update(&md5, part, CC_LONG(part.count))
            CC_SHA1_Update(&sha1, part, CC_LONG(part.count))
            CC_SHA256_Update(&sha256, part, CC_LONG(part.count))
            CC_SHA384_Update(&sha384, part, CC_LONG(part.count))
            CC_SHA512_Update(&sha512, part, CC_LONG(part.count))
        }
        CC_MD5_Final(&digests.md5, &md5)
        CC_SHA1_Final(&digests.sha1, &sha1)
        CC_SHA256_Final(&digests.sha256, &sha256)
        CC_SHA384_Final(&digests.sha384, &sha384)
        CC_SHA512_Final(&digests.sha512, &sha512)
        let fed = [digests.md5, digests.sha1, digests.sha256, digests.sha384, digests.sha512].map(Self.hex)
        #expect(fed == Self.abc.map(\.expected))
    }

    @Test func anEmptyMessageWithoutBytesHasTheEmptyDigest() {
        var output = [UInt8](repeating: 0, count: 16)
        CC_MD5(nil, 0, &output)
        #expect(Self.hex(output) == "d41d8cd98f00b204e9800998ecf8427e")
    }

    /// Key "Jefe", "what do ya want for nothing?" (RFC 2104's, RFC 2202's and RFC 4231's test 2).
    @Test func keyedCodesAreTheRFCsAndAContextGivesTheOneCallCode() {
        let key = Array("Jefe".utf8), message = Array("what do ya want for nothing?".utf8)
        let expected: [(Int, Int32, String)] = [
            (kCCHmacAlgMD5, CC_MD5_DIGEST_LENGTH, "750c783e6ab0b503eaa86e310a5db738"),
            (kCCHmacAlgSHA1, CC_SHA1_DIGEST_LENGTH, "effcdf6ae5eb2fa2d27416d5f184df9c259a7c79"),
            (
                kCCHmacAlgSHA256, CC_SHA256_DIGEST_LENGTH,
                "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
            ),
        ]
        for (algorithm, length, code) in expected {
            var output = [UInt8](repeating: 0, count: Int(length))
            CCHmac(CCHmacAlgorithm(algorithm), key, key.count, message, message.count, &output)
            #expect(Self.hex(output) == code)
            var context = CCHmacContext()
            var fed = [UInt8](repeating: 0, count: Int(length))
            CCHmacInit(&context, CCHmacAlgorithm(algorithm), key, key.count)
            CCHmacUpdate(&context, message, 10)
            message.withUnsafeBytes { CCHmacUpdate(&context, $0.baseAddress! + 10, message.count - 10) }
            CCHmacFinal(&context, &fed)
            #expect(fed == output)
        }
    }
}
