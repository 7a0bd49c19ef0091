// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (CommonCrypto's C names, as Swift imports them.)
import CryptoKit

/// A length of bytes in the digest functions, as CommonCrypto's `CC_LONG`.
public typealias CC_LONG = UInt32

/// The digests' lengths in bytes, as CommonCrypto's `CC_…_DIGEST_LENGTH`.
public let CC_MD5_DIGEST_LENGTH: Int32 = 16
public let CC_SHA1_DIGEST_LENGTH: Int32 = 20
public let CC_SHA256_DIGEST_LENGTH: Int32 = 32
public let CC_SHA384_DIGEST_LENGTH: Int32 = 48
public let CC_SHA512_DIGEST_LENGTH: Int32 = 64
/// The functions' block lengths in bytes, as CommonCrypto's `CC_…_BLOCK_BYTES`.
public let CC_MD5_BLOCK_BYTES: Int32 = 64
public let CC_SHA1_BLOCK_BYTES: Int32 = 64
public let CC_SHA256_BLOCK_BYTES: Int32 = 64
public let CC_SHA384_BLOCK_BYTES: Int32 = 128
public let CC_SHA512_BLOCK_BYTES: Int32 = 128

/// The `len` bytes at `data` (none when `data` is `nil`), as a buffer.
func bytes(_ data: UnsafeRawPointer?, _ len: Int) -> UnsafeRawBufferPointer {
    guard let data, len > 0 else { return UnsafeRawBufferPointer(start: nil, count: 0) }
    return UnsafeRawBufferPointer(start: data, count: len)
}

/// Writes `digest` at `md` and returns `md`, as the one-call digest functions do.
func write<D: Digest>(_ digest: D, to md: UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>? {
    guard let md else { return nil }
    for (offset, byte) in digest.enumerated() { md[offset] = byte }
    return md
}

/// The MD5 digest (16 bytes) of the `len` bytes at `data`, written at `md`, which it returns, as
/// CommonCrypto's `CC_MD5` (which iOS 13 deprecates for security, not for image caches' keys).
///
/// ```swift
/// let bytes = Array("abc".utf8)
/// var digest = [UInt8](repeating: 0, count: Int(CC_MD5_DIGEST_LENGTH))
/// CC_MD5(bytes, CC_LONG(bytes.count), &digest)
/// ```
@discardableResult
public func CC_MD5(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!)
    -> UnsafeMutablePointer<UInt8>!
{
    var function = Insecure.MD5()
    function.update(bufferPointer: bytes(data, Int(len)))
    return write(function.finalize(), to: md)
}

/// The SHA-1 digest (20 bytes) of the `len` bytes at `data`, written at `md`, as `CC_SHA1`.
@discardableResult
public func CC_SHA1(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!)
    -> UnsafeMutablePointer<UInt8>!
{
    var function = Insecure.SHA1()
    function.update(bufferPointer: bytes(data, Int(len)))
    return write(function.finalize(), to: md)
}

/// The SHA-256 digest (32 bytes) of the `len` bytes at `data`, written at `md`, as `CC_SHA256`.
@discardableResult
public func CC_SHA256(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!)
    -> UnsafeMutablePointer<UInt8>!
{
    var function = SHA256()
    function.update(bufferPointer: bytes(data, Int(len)))
    return write(function.finalize(), to: md)
}

/// The SHA-384 digest (48 bytes) of the `len` bytes at `data`, written at `md`, as `CC_SHA384`.
@discardableResult
public func CC_SHA384(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!)
    -> UnsafeMutablePointer<UInt8>!
{
    var function = SHA384()
    function.update(bufferPointer: bytes(data, Int(len)))
    return write(function.finalize(), to: md)
}

/// The SHA-512 digest (64 bytes) of the `len` bytes at `data`, written at `md`, as `CC_SHA512`.
@discardableResult
public func CC_SHA512(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!)
    -> UnsafeMutablePointer<UInt8>!
{
    var function = SHA512()
    function.update(bufferPointer: bytes(data, Int(len)))
    return write(function.finalize(), to: md)
}
