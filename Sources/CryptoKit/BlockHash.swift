/// The compression function of a Merkle–Damgård hash (SHA-1, SHA-2, MD5): its state, fed one
/// block at a time, and how the message's length closes the last block.
protocol CompressionFunction: Sendable {
    /// The state before the first block (the function's initial hash value).
    init()
    /// The bytes of a block.
    static var blockSize: Int { get }
    /// The bytes of the message's length in bits after the padding (8, or 16 for SHA-512).
    static var lengthSize: Int { get }
    /// Whether the length and the digest's words are little-endian (MD5) rather than big-endian.
    static var littleEndian: Bool { get }
    /// Folds one block (`blockSize` bytes) into the state.
    mutating func compress(_ block: UnsafeRawBufferPointer)
    /// The digest the state gives (truncated as the function defines).
    var digest: [UInt8] { get }
}

/// A message fed in pieces to a compression function: whole blocks are compressed as they come,
/// the rest waits; finishing pads it with 0x80, zeros and the length (FIPS 180-4 §5.1).
struct BlockHash<Function: CompressionFunction>: Sendable {
    private var function = Function()
    private var pending: [UInt8] = []
    private var messageBytes: UInt64 = 0

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        messageBytes &+= UInt64(bytes.count)
        var rest = bytes[...]
        if !pending.isEmpty {
            let taken = min(Function.blockSize - pending.count, rest.count)
            pending.append(contentsOf: rest.prefix(taken))
            rest = rest.dropFirst(taken)
            guard pending.count == Function.blockSize else { return }
            pending.withUnsafeBytes { function.compress($0) }
            pending.removeAll(keepingCapacity: true)
        }
        while rest.count >= Function.blockSize {
            function.compress(UnsafeRawBufferPointer(rebasing: rest.prefix(Function.blockSize)))
            rest = rest.dropFirst(Function.blockSize)
        }
        pending.append(contentsOf: rest)
    }

    /// The digest of the message so far; the message itself is unchanged.
    func finalize() -> [UInt8] {
        var tail: [UInt8] = [0x80]
        while (pending.count + tail.count + Function.lengthSize) % Function.blockSize != 0 { tail.append(0) }
        let bits = (high: messageBytes >> 61, low: messageBytes << 3)
        var length = [UInt8](repeating: 0, count: Function.lengthSize - 8) + bits.low.bigEndianBytes
        if Function.lengthSize == 16 { length.replaceSubrange(0..<8, with: bits.high.bigEndianBytes) }
        if Function.littleEndian { length.reverse() }
        var copy = self
        (tail + length).withUnsafeBytes { copy.update($0) }
        return copy.function.digest
    }
}

extension FixedWidthInteger {
    var bigEndianBytes: [UInt8] {
        (0..<Self.bitWidth / 8).reversed().map { UInt8(truncatingIfNeeded: self >> ($0 * 8)) }
    }
    var littleEndianBytes: [UInt8] { (0..<Self.bitWidth / 8).map { UInt8(truncatingIfNeeded: self >> ($0 * 8)) } }

    func rotatedLeft(_ count: Int) -> Self { (self << count) | (self >> (Self.bitWidth - count)) }
    func rotatedRight(_ count: Int) -> Self { (self >> count) | (self << (Self.bitWidth - count)) }
}

extension UnsafeRawBufferPointer {
    /// The big-endian word of type `T` at word index `index`.
    func bigEndianWord<T: FixedWidthInteger>(_ index: Int, as: T.Type) -> T {
        var word: T = 0
        for byte in 0..<T.bitWidth / 8 { word = word << 8 | T(self[index * T.bitWidth / 8 + byte]) }
        return word
    }
}
