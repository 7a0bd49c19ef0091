// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (CommonCrypto's C names, as Swift imports them.)
import CryptoKit

/// A digest fed in parts, as CommonCrypto's `CC_MD5_CTX`: made with `CC_MD5_CTX()`, started with
/// ``CC_MD5_Init(_:)``, fed with ``CC_MD5_Update(_:_:_:)`` and finished with ``CC_MD5_Final(_:_:)``.
///
/// ```swift
/// var context = CC_MD5_CTX()
/// var digest = [UInt8](repeating: 0, count: Int(CC_MD5_DIGEST_LENGTH))
/// CC_MD5_Init(&context)
/// CC_MD5_Update(&context, Array("ab".utf8), 2)
/// CC_MD5_Update(&context, Array("c".utf8), 1)
/// CC_MD5_Final(&digest, &context)
/// ```
public struct CC_MD5_CTX: Sendable {
    var function = Insecure.MD5()
    public init() {}
}

/// A SHA-1 digest fed in parts, as `CC_SHA1_CTX` (see ``CC_MD5_CTX``).
public struct CC_SHA1_CTX: Sendable {
    var function = Insecure.SHA1()
    public init() {}
}

/// A SHA-256 digest fed in parts, as `CC_SHA256_CTX` (see ``CC_MD5_CTX``).
public struct CC_SHA256_CTX: Sendable {
    var function = SHA256()
    public init() {}
}

/// A SHA-384 or SHA-512 digest fed in parts, as `CC_SHA512_CTX`, which both use (see
/// ``CC_MD5_CTX``): the `Init` function called last says which.
public struct CC_SHA512_CTX: Sendable {
    enum Function: Sendable {
        case sha384(SHA384)
        case sha512(SHA512)
    }
    var function = Function.sha512(SHA512())
    public init() {}
}

/// Feeds `len` bytes at `data` to `context`, as the `Update` functions do; `1`, their success.
private func feed<H: HashFunction>(_ function: inout H, _ data: UnsafeRawPointer?, _ len: CC_LONG) -> Int32 {
    function.update(bufferPointer: bytes(data, Int(len)))
    return 1
}

/// Writes what `function` was fed to `md`, as the `Final` functions do; `1`, their success.
private func finish<H: HashFunction>(_ function: H, _ md: UnsafeMutablePointer<UInt8>?) -> Int32 {
    _ = write(function.finalize(), to: md)
    return 1
}

/// Starts `c` afresh, as `CC_MD5_Init`; `1`, success.
@discardableResult public func CC_MD5_Init(_ c: UnsafeMutablePointer<CC_MD5_CTX>!) -> Int32 {
    c.pointee = CC_MD5_CTX()
    return 1
}
/// Feeds `c` the `len` bytes at `data`, as `CC_MD5_Update`; `1`, success.
@discardableResult public func CC_MD5_Update(
    _ c: UnsafeMutablePointer<CC_MD5_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG
) -> Int32 { feed(&c.pointee.function, data, len) }
/// Writes the digest of what `c` was fed at `md`, as `CC_MD5_Final`; `1`, success.
@discardableResult public func CC_MD5_Final(_ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_MD5_CTX>!)
    -> Int32
{ finish(c.pointee.function, md) }

/// Starts `c` afresh, as `CC_SHA1_Init`; `1`, success.
@discardableResult public func CC_SHA1_Init(_ c: UnsafeMutablePointer<CC_SHA1_CTX>!) -> Int32 {
    c.pointee = CC_SHA1_CTX()
    return 1
}
/// Feeds `c` the `len` bytes at `data`, as `CC_SHA1_Update`; `1`, success.
@discardableResult public func CC_SHA1_Update(
    _ c: UnsafeMutablePointer<CC_SHA1_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG
) -> Int32 { feed(&c.pointee.function, data, len) }
/// Writes the digest of what `c` was fed at `md`, as `CC_SHA1_Final`; `1`, success.
@discardableResult public func CC_SHA1_Final(
    _ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_SHA1_CTX>!
) -> Int32 { finish(c.pointee.function, md) }

/// Starts `c` afresh, as `CC_SHA256_Init`; `1`, success.
@discardableResult public func CC_SHA256_Init(_ c: UnsafeMutablePointer<CC_SHA256_CTX>!) -> Int32 {
    c.pointee = CC_SHA256_CTX()
    return 1
}
/// Feeds `c` the `len` bytes at `data`, as `CC_SHA256_Update`; `1`, success.
@discardableResult public func CC_SHA256_Update(
    _ c: UnsafeMutablePointer<CC_SHA256_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG
) -> Int32 { feed(&c.pointee.function, data, len) }
/// Writes the digest of what `c` was fed at `md`, as `CC_SHA256_Final`; `1`, success.
@discardableResult public func CC_SHA256_Final(
    _ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_SHA256_CTX>!
) -> Int32 { finish(c.pointee.function, md) }

/// Starts `c` afresh as a SHA-384 digest, as `CC_SHA384_Init`; `1`, success.
@discardableResult public func CC_SHA384_Init(_ c: UnsafeMutablePointer<CC_SHA512_CTX>!) -> Int32 {
    c.pointee.function = .sha384(SHA384())
    return 1
}
/// Feeds `c` the `len` bytes at `data`, as `CC_SHA384_Update`; `1`, success.
@discardableResult public func CC_SHA384_Update(
    _ c: UnsafeMutablePointer<CC_SHA512_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG
) -> Int32 { CC_SHA512_Update(c, data, len) }
/// Writes the SHA-384 digest of what `c` was fed at `md`, as `CC_SHA384_Final`; `1`, success.
@discardableResult public func CC_SHA384_Final(
    _ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_SHA512_CTX>!
) -> Int32 { CC_SHA512_Final(md, c) }

/// Starts `c` afresh as a SHA-512 digest, as `CC_SHA512_Init`; `1`, success.
@discardableResult public func CC_SHA512_Init(_ c: UnsafeMutablePointer<CC_SHA512_CTX>!) -> Int32 {
    c.pointee.function = .sha512(SHA512())
    return 1
}
/// Feeds `c` the `len` bytes at `data`, as `CC_SHA512_Update`; `1`, success.
@discardableResult public func CC_SHA512_Update(
    _ c: UnsafeMutablePointer<CC_SHA512_CTX>!, _ data: UnsafeRawPointer!, _ len: CC_LONG
) -> Int32 {
    switch c.pointee.function {
    case .sha384(var function):
        defer { c.pointee.function = .sha384(function) }
        return feed(&function, data, len)
    case .sha512(var function):
        defer { c.pointee.function = .sha512(function) }
        return feed(&function, data, len)
    }
}
/// Writes the digest of what `c` was fed at `md` (SHA-384's or SHA-512's, as `c` was started), as
/// `CC_SHA512_Final`; `1`, success.
@discardableResult public func CC_SHA512_Final(
    _ md: UnsafeMutablePointer<UInt8>!, _ c: UnsafeMutablePointer<CC_SHA512_CTX>!
) -> Int32 {
    switch c.pointee.function {
    case .sha384(let function): finish(function, md)
    case .sha512(let function): finish(function, md)
    }
}
