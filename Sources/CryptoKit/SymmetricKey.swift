import Foundation

/// The size of a symmetric key, as CryptoKit's `SymmetricKeySize`.
public struct SymmetricKeySize: Hashable, Sendable {
    /// The key's length in bits.
    public let bitCount: Int
    /// A size of `bitCount` bits (a whole number of bytes).
    public init(bitCount: Int) {
        precondition(
            bitCount > 0 && bitCount % 8 == 0, "SymmetricKeySize: \(bitCount) bits is not a whole number of bytes")
        self.bitCount = bitCount
    }
    /// 128 bits.
    public static let bits128 = SymmetricKeySize(bitCount: 128)
    /// 192 bits.
    public static let bits192 = SymmetricKeySize(bitCount: 192)
    /// 256 bits.
    public static let bits256 = SymmetricKeySize(bitCount: 256)
}

/// A key for HMAC and ciphers, as CryptoKit's `SymmetricKey`.
///
/// ```swift
/// let key = SymmetricKey(data: Data("secret".utf8))
/// let code = HMAC<SHA256>.authenticationCode(for: Data("message".utf8), using: key)
/// ```
public struct SymmetricKey: ContiguousBytes, Sendable {
    let bytes: [UInt8]

    /// A key of the bytes of `data`.
    public init<D: ContiguousBytes>(data: D) {
        bytes = data.withUnsafeBytes { Array($0) }
    }

    /// A new random key of `size` (from the system's random number generator, as on iOS: two keys
    /// made so differ).
    public init(size: SymmetricKeySize) {
        var generator = SystemRandomNumberGenerator()
        bytes = (0..<size.bitCount / 8).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }

    /// The key's length in bits.
    public var bitCount: Int { bytes.count * 8 }

    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }
}
