// `import CryptoKit` as an image cache and a request signer use it: the digests of FIPS 180-4's and
// RFC 1321's test messages, HMAC of RFC 4231 and RFC 2104, fed at once and in pieces.
import CryptoKit
import Foundation
import Testing

@Suite struct CryptoKitTests {
    static let messages: [(name: String, bytes: [UInt8])] = [
        ("empty", []), ("abc", Array("abc".utf8)),
        ("448 bits", Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)),
        ("a million a", [UInt8](repeating: 0x61, count: 1_000_000)),
    ]
    /// The published digests of the messages above, in order.
    static let digests: [(function: String, hex: [String])] = [
        (
            "MD5",
            [
                "d41d8cd98f00b204e9800998ecf8427e", "900150983cd24fb0d6963f7d28e17f72",
                "8215ef0796a20bcaaae116d3876c664a", "7707d6ae4e027c70eea2a935c2296f21",
            ]
        ),
        (
            "SHA1",
            [
                "da39a3ee5e6b4b0d3255bfef95601890afd80709", "a9993e364706816aba3e25717850c26c9cd0d89d",
                "84983e441c3bd26ebaae4aa1f95129e5e54670f1", "34aa973cd4c4daa4f61eeb2bdbad27316534016f",
            ]
        ),
        (
            "SHA256",
            [
                "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
                "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
                "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0",
            ]
        ),
        (
            "SHA384",
            [
                "38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b",
                "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7",
                "3391fdddfc8dc7393707a65b1b4709397cf8b1d162af05abfe8f450de5f36bc6b0455a8520bc4e6f5fe95b1fe3c8452b",
                "9d0e1809716474cb086e834e310a4a1ced149e9c00f248527972cec5704c2a5b07b8b3dc38ecc4ebae97ddd87f3d8985",
            ]
        ),
        (
            "SHA512",
            [
                "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce"
                    + "47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e",
                "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
                    + "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f",
                "204a8fc6dda82f0a0ced7beb8e08a41657c16ef468b228a8279be331a703c335"
                    + "96fd15c13b1b07f9aa1d3bea57789ca031ad85c7a71dd70354ec631238ca3445",
                "e718483d0ce769644e2e42c7bc15b4638e1f98b13b2044285632a803afa973eb"
                    + "de0ff244877ea60a4cb0432ce577c31beb009c5c2c49aa2e4eadb217ad8cc09b",
            ]
        ),
    ]

    static func hex(_ bytes: some Sequence<UInt8>) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

    /// The digest of `bytes` by the function named `name`, at once and fed in pieces of 1, 63 and
    /// 200 bytes (across block boundaries).
    static func digest(_ name: String, _ bytes: [UInt8]) -> (once: String, pieces: String) {
        func run<H: HashFunction>(_: H.Type) -> (String, String) {
            var pieces = H()
            var rest = bytes[...]
            for size in [1, 63, 200] + Array(repeating: 4096, count: bytes.count / 4096 + 1) {
                pieces.update(data: Array(rest.prefix(size)))
                rest = rest.dropFirst(size)
            }
            return (hex(H.hash(data: bytes)), hex(pieces.finalize()))
        }
        switch name {
        case "MD5": return run(Insecure.MD5.self)
        case "SHA1": return run(Insecure.SHA1.self)
        case "SHA256": return run(SHA256.self)
        case "SHA384": return run(SHA384.self)
        default: return run(SHA512.self)
        }
    }

    @Test(arguments: digests.map(\.function)) func digestsAreThePublishedOnes(function: String) throws {
        let expected = try #require(Self.digests.first { $0.function == function }).hex
        for (index, message) in Self.messages.enumerated() {
            let (once, pieces) = Self.digest(function, message.bytes)
            #expect(once == expected[index], "\(function) of \(message.name)")
            #expect(pieces == expected[index], "\(function) of \(message.name) in pieces")
        }
    }

    @Test func digestsPrintAndCompareAsCryptoKitsDo() {
        let digest = SHA256.hash(data: Data("abc".utf8))
        #expect(digest.description == "SHA256 digest: ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(Insecure.MD5.hash(data: Data()).description == "MD5 digest: d41d8cd98f00b204e9800998ecf8427e")
        #expect(digest == SHA256.hash(data: Array("abc".utf8)) && digest != SHA256.hash(data: Data("abd".utf8)))
        #expect(SHA256Digest.byteCount == 32 && digest.byteCount == 32 && SHA512.blockByteCount == 128)
        #expect(Insecure.SHA1Digest.byteCount == 20 && SHA384Digest.byteCount == 48)
        #expect(digest.withUnsafeBytes { Data($0) } == Data(digest))
        #expect(digest.compactMap { String(format: "%02x", $0) }.joined().hasPrefix("ba7816bf"))
    }

    /// RFC 4231's test cases 1, 2 and 6 (a key longer than a block), and RFC 2104's HMAC-MD5.
    @Test func hmacCodesAreThePublishedOnes() {
        let cases: [(key: [UInt8], message: String, code: String)] = [
            (
                [UInt8](repeating: 0x0b, count: 20), "Hi There",
                "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"
            ),
            (
                Array("Jefe".utf8), "what do ya want for nothing?",
                "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
            ),
            (
                [UInt8](repeating: 0xaa, count: 131), "Test Using Larger Than Block-Size Key - Hash Key First",
                "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
            ),
        ]
        for (key, message, code) in cases {
            let symmetric = SymmetricKey(data: key)
            let mac = HMAC<SHA256>.authenticationCode(for: Data(message.utf8), using: symmetric)
            #expect(Self.hex(mac) == code)
            #expect(HMAC<SHA256>.isValidAuthenticationCode(mac, authenticating: Data(message.utf8), using: symmetric))
            #expect(!HMAC<SHA256>.isValidAuthenticationCode(mac, authenticating: Data("other".utf8), using: symmetric))
            var fed = HMAC<SHA256>(key: symmetric)
            for byte in message.utf8 { fed.update(data: [byte]) }
            #expect(fed.finalize() == mac && mac.byteCount == 32)
        }
        let jefe = SymmetricKey(data: Data("Jefe".utf8))
        let md5 = HMAC<Insecure.MD5>.authenticationCode(for: Data("what do ya want for nothing?".utf8), using: jefe)
        #expect(Self.hex(md5) == "750c783e6ab0b503eaa86e310a5db738")
        #expect(md5.description == "HMAC with MD5: 750c783e6ab0b503eaa86e310a5db738")
        #expect(
            HMAC<Insecure.MD5>.isValidAuthenticationCode(
                Data(md5), authenticating: Data("what do ya want for nothing?".utf8), using: jefe))
    }

    @Test func keysHaveTheirSize() {
        #expect(SymmetricKey(size: .bits256).bitCount == 256 && SymmetricKeySize.bits192.bitCount == 192)
        #expect(SymmetricKey(data: Data([1, 2, 3])).withUnsafeBytes { Array($0) } == [1, 2, 3])
        #expect(SymmetricKey(size: .bits128).withUnsafeBytes { Array($0) }.count == 16)
    }
}
