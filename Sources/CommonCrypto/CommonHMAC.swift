// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (CommonCrypto's C names, as Swift imports them.)
import CryptoKit

/// Which hash a keyed code is made with, as CommonCrypto's `CCHmacAlgorithm`: one of
/// ``kCCHmacAlgSHA1``, ``kCCHmacAlgMD5``, ``kCCHmacAlgSHA256``, ``kCCHmacAlgSHA384``,
/// ``kCCHmacAlgSHA512``.
public typealias CCHmacAlgorithm = UInt32

/// The keyed codes' hashes, as CommonCrypto's constants (SHA-224's is not here).
public let kCCHmacAlgSHA1 = 0
public let kCCHmacAlgMD5 = 1
public let kCCHmacAlgSHA256 = 2
public let kCCHmacAlgSHA384 = 3
public let kCCHmacAlgSHA512 = 4

/// A keyed code fed in parts, as CommonCrypto's `CCHmacContext`: started with
/// ``CCHmacInit(_:_:_:_:)``, fed with ``CCHmacUpdate(_:_:_:)``, finished with ``CCHmacFinal(_:_:)``.
public struct CCHmacContext: Sendable {
    enum Code: Sendable {
        case none
        case sha1(HMAC<Insecure.SHA1>)
        case md5(HMAC<Insecure.MD5>)
        case sha256(HMAC<SHA256>)
        case sha384(HMAC<SHA384>)
        case sha512(HMAC<SHA512>)
    }
    var code = Code.none
    public init() {}

    /// A code of `algorithm` keyed by `key`; a precondition failure for another algorithm, as
    /// CommonCrypto leaves an unknown one undefined.
    init(_ algorithm: CCHmacAlgorithm, key: SymmetricKey) {
        switch Int(algorithm) {
        case kCCHmacAlgSHA1: code = .sha1(HMAC(key: key))
        case kCCHmacAlgMD5: code = .md5(HMAC(key: key))
        case kCCHmacAlgSHA256: code = .sha256(HMAC(key: key))
        case kCCHmacAlgSHA384: code = .sha384(HMAC(key: key))
        case kCCHmacAlgSHA512: code = .sha512(HMAC(key: key))
        default: preconditionFailure("CCHmac: algorithm \(algorithm) is not one of CommonCrypto's kCCHmacAlg… values")
        }
    }

    mutating func update(_ data: UnsafeRawBufferPointer) {
        switch code {
        case .none: preconditionFailure("CCHmacUpdate: the context was not started with CCHmacInit")
        case .sha1(var hmac):
            hmac.update(data: data)
            code = .sha1(hmac)
        case .md5(var hmac):
            hmac.update(data: data)
            code = .md5(hmac)
        case .sha256(var hmac):
            hmac.update(data: data)
            code = .sha256(hmac)
        case .sha384(var hmac):
            hmac.update(data: data)
            code = .sha384(hmac)
        case .sha512(var hmac):
            hmac.update(data: data)
            code = .sha512(hmac)
        }
    }

    func finalize() -> [UInt8] {
        switch code {
        case .none: preconditionFailure("CCHmacFinal: the context was not started with CCHmacInit")
        case .sha1(let hmac): Array(hmac.finalize())
        case .md5(let hmac): Array(hmac.finalize())
        case .sha256(let hmac): Array(hmac.finalize())
        case .sha384(let hmac): Array(hmac.finalize())
        case .sha512(let hmac): Array(hmac.finalize())
        }
    }
}

/// The key of `keyLength` bytes at `key`.
private func symmetricKey(_ key: UnsafeRawPointer?, _ keyLength: Int) -> SymmetricKey {
    SymmetricKey(data: Array(bytes(key, keyLength)))
}

/// Writes `code` at `macOut`.
private func write(_ code: [UInt8], to macOut: UnsafeMutableRawPointer?) {
    guard let macOut else { return }
    code.withUnsafeBytes { macOut.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
}

/// The keyed code (RFC 2104) of the `dataLength` bytes at `data` under the `keyLength` bytes at
/// `key`, with `algorithm`'s hash, written at `macOut` (the hash's digest length), as
/// CommonCrypto's `CCHmac`.
///
/// ```swift
/// let key = Array("key".utf8), message = Array("message".utf8)
/// var code = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
/// CCHmac(CCHmacAlgorithm(kCCHmacAlgSHA256), key, key.count, message, message.count, &code)
/// ```
public func CCHmac(
    _ algorithm: CCHmacAlgorithm, _ key: UnsafeRawPointer!, _ keyLength: Int, _ data: UnsafeRawPointer!,
    _ dataLength: Int, _ macOut: UnsafeMutableRawPointer!
) {
    var context = CCHmacContext(algorithm, key: symmetricKey(key, keyLength))
    context.update(bytes(data, dataLength))
    write(context.finalize(), to: macOut)
}

/// Starts `ctx` as a keyed code of `algorithm` under the `keyLength` bytes at `key`, as `CCHmacInit`.
public func CCHmacInit(
    _ ctx: UnsafeMutablePointer<CCHmacContext>!, _ algorithm: CCHmacAlgorithm, _ key: UnsafeRawPointer!,
    _ keyLength: Int
) {
    ctx.pointee = CCHmacContext(algorithm, key: symmetricKey(key, keyLength))
}

/// Feeds `ctx` the `dataLength` bytes at `data`, as `CCHmacUpdate`.
public func CCHmacUpdate(_ ctx: UnsafeMutablePointer<CCHmacContext>!, _ data: UnsafeRawPointer!, _ dataLength: Int) {
    ctx.pointee.update(bytes(data, dataLength))
}

/// Writes the code of what `ctx` was fed at `macOut`, as `CCHmacFinal`.
public func CCHmacFinal(_ ctx: UnsafeMutablePointer<CCHmacContext>!, _ macOut: UnsafeMutableRawPointer!) {
    write(ctx.pointee.finalize(), to: macOut)
}
