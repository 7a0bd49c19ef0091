import Foundation

/// Core Foundation data that grows, as `CFMutableData`: Foundation's `NSMutableData` on Linux
/// (toll-free bridged on Apple platforms), the buffer Image I/O writes an encoded image into.
public typealias CFMutableData = NSMutableData

// swift-format-ignore: AlwaysUseLowerCamelCase
/// New empty data that grows as bytes are added, as Core Foundation's `CFDataCreateMutable`.
/// `capacity` is the most bytes Core Foundation lets it hold (0: no limit), where adding more is
/// undefined; on Linux the data grows past it (CellSnap's choice: a larger image is written whole
/// rather than cut short), and a negative capacity is refused as Core Foundation refuses it.
///
/// ```swift
/// let buffer = CFDataCreateMutable(nil, 0)!
/// CFDataAppendBytes(buffer, [1, 2, 3], 3)
/// buffer.length  // 3
/// ```
public func CFDataCreateMutable(_ allocator: CFAllocator!, _ capacity: CFIndex) -> CFMutableData! {
    precondition(capacity >= 0, "CFDataCreateMutable: a negative capacity (\(capacity))")
    return NSMutableData(capacity: capacity)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// New data holding a copy of the `length` bytes at `bytes`, as Core Foundation's `CFDataCreate`.
public func CFDataCreate(_ allocator: CFAllocator!, _ bytes: UnsafePointer<UInt8>!, _ length: CFIndex) -> CFData! {
    guard let bytes, length > 0 else { return NSData() }
    return NSData(bytes: bytes, length: length)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Adds the `length` bytes at `bytes` to the end of `theData`, as `CFDataAppendBytes`.
public func CFDataAppendBytes(_ theData: CFMutableData!, _ bytes: UnsafePointer<UInt8>!, _ length: CFIndex) {
    guard let bytes, length > 0 else { return }
    theData.append(bytes, length: length)
}
