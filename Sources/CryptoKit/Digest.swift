import Foundation

/// A hash function's output, as CryptoKit's `Digest`: its bytes, compared in constant time by
/// CryptoKit (here, byte by byte), printed as `"SHA256 digest: …"` with the bytes in hex.
public protocol Digest: Hashable, ContiguousBytes, CustomStringConvertible, Sequence, Sendable
where Element == UInt8 {
    /// The number of bytes of every digest of this kind.
    static var byteCount: Int { get }
}

/// A message authentication code, as CryptoKit's `MessageAuthenticationCode`.
public protocol MessageAuthenticationCode: Hashable, ContiguousBytes, CustomStringConvertible, Sequence, Sendable
where Element == UInt8 {
    /// The number of bytes of the code.
    var byteCount: Int { get }
}

extension Digest {
    /// The number of bytes of the digest.
    public var byteCount: Int { Self.byteCount }
}

/// The bytes of a digest, the storage every digest type shares.
protocol DigestBytes: Digest {
    var bytes: [UInt8] { get }
    static var name: String { get }
}

extension DigestBytes {
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }
    public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }
    public var description: String { "\(Self.name) digest: \(bytes.hexString)" }
}

extension Sequence<UInt8> {
    /// The bytes as lower-case hex, two digits a byte.
    var hexString: String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in self {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}

/// A hash function, as CryptoKit's `HashFunction`: fed bytes with `update(data:)`, then
/// finalised into its digest.
public protocol HashFunction: Sendable {
    associatedtype Digest: CryptoKit.Digest
    /// The number of bytes of a block the function works on.
    static var blockByteCount: Int { get }
    /// A function that has been fed nothing yet.
    init()
    /// Feeds the bytes of `bufferPointer`.
    mutating func update(bufferPointer: UnsafeRawBufferPointer)
    /// The digest of everything fed so far (the function itself can be fed more).
    func finalize() -> Digest
}

extension HashFunction {
    /// Feeds `data`.
    public mutating func update<D: DataProtocol>(data: D) {
        for region in data.regions {
            region.withUnsafeBytes { update(bufferPointer: $0) }
        }
    }

    /// The digest of `data`.
    public static func hash<D: DataProtocol>(data: D) -> Digest {
        var function = Self()
        function.update(data: data)
        return function.finalize()
    }
}
