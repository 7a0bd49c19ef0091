import Foundation

/// A keyed message authentication code over a hash function (RFC 2104), as CryptoKit's `HMAC`.
///
/// ```swift
/// let key = SymmetricKey(data: Data("key".utf8))
/// let code = HMAC<SHA256>.authenticationCode(for: Data("message".utf8), using: key)
/// let valid = HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: Data("message".utf8), using: key)
/// ```
public struct HMAC<H: HashFunction>: Sendable {
    public typealias Key = SymmetricKey
    public typealias MAC = HashedAuthenticationCode<H>
    private var inner: H
    private let outerPad: [UInt8]

    /// An authenticator keyed by `key` (a key longer than the hash's block is hashed first).
    public init(key: SymmetricKey) {
        var keyBytes = key.bytes
        if keyBytes.count > H.blockByteCount { keyBytes = Array(H.hash(data: keyBytes)) }
        keyBytes += [UInt8](repeating: 0, count: H.blockByteCount - keyBytes.count)
        inner = H()
        inner.update(data: keyBytes.map { $0 ^ 0x36 })
        outerPad = keyBytes.map { $0 ^ 0x5c }
    }

    /// Feeds `data`.
    public mutating func update<D: DataProtocol>(data: D) { inner.update(data: data) }

    /// The code of everything fed so far.
    public func finalize() -> HashedAuthenticationCode<H> {
        var outer = H()
        outer.update(data: outerPad)
        outer.update(data: Array(inner.finalize()))
        return HashedAuthenticationCode(bytes: Array(outer.finalize()))
    }

    /// The code of `data` under `key`.
    public static func authenticationCode<D: DataProtocol>(for data: D, using key: SymmetricKey)
        -> HashedAuthenticationCode<H>
    {
        var hmac = HMAC(key: key)
        hmac.update(data: data)
        return hmac.finalize()
    }

    /// Whether `authenticationCode` is the code of `authenticatedData` under `key`.
    public static func isValidAuthenticationCode<D: DataProtocol>(
        _ authenticationCode: HashedAuthenticationCode<H>, authenticating authenticatedData: D, using key: SymmetricKey
    ) -> Bool {
        Self.authenticationCode(for: authenticatedData, using: key) == authenticationCode
    }

    /// Whether `authenticationCode` (its bytes) is the code of `authenticatedData` under `key`.
    public static func isValidAuthenticationCode<C: ContiguousBytes, D: DataProtocol>(
        _ authenticationCode: C, authenticating authenticatedData: D, using key: SymmetricKey
    ) -> Bool {
        let bytes = authenticationCode.withUnsafeBytes { Array($0) }
        return Array(Self.authenticationCode(for: authenticatedData, using: key)) == bytes
    }
}

/// The code an `HMAC` computed, as CryptoKit's `HashedAuthenticationCode`, printed as
/// `"HMAC with SHA256: …"` with its bytes in hex.
public struct HashedAuthenticationCode<H: HashFunction>: MessageAuthenticationCode {
    let bytes: [UInt8]

    public var byteCount: Int { bytes.count }
    public var description: String { "HMAC with \(H.self): \(bytes.hexString)" }
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }
    public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }
}
