/// A run of `count` elements stored contiguously, which Accelerate's Swift functions read, as
/// Accelerate's `AccelerateBuffer`. Arrays, contiguous arrays, array slices and buffer pointers
/// conform; a collection of the app's own conforms by saying so when it has contiguous storage.
public protocol AccelerateBuffer {
    /// The type of the buffer's elements.
    associatedtype Element
    /// The number of elements.
    var count: Int { get }
    /// Calls `body` with a pointer to the elements.
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R
}

/// A buffer that Accelerate's Swift functions write to, as Accelerate's `AccelerateMutableBuffer`.
public protocol AccelerateMutableBuffer: AccelerateBuffer {
    /// Calls `body` with a mutable pointer to the elements.
    mutating func withUnsafeMutableBufferPointer<R>(
        _ body: (inout UnsafeMutableBufferPointer<Element>) throws -> R
    ) rethrows -> R
}

extension AccelerateBuffer where Self: Collection {
    /// The collection's contiguous storage (a collection without any cannot conform).
    @inlinable
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        guard let result = try withContiguousStorageIfAvailable(body) else {
            preconditionFailure("\(Self.self) conforms to AccelerateBuffer without contiguous storage")
        }
        return result
    }
}

extension Array: AccelerateMutableBuffer {}
extension ContiguousArray: AccelerateMutableBuffer {}
extension ArraySlice: AccelerateMutableBuffer {}

extension UnsafeBufferPointer: AccelerateBuffer {
    /// Calls `body` with the buffer itself.
    @inlinable
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(self)
    }
}

extension UnsafeMutableBufferPointer: AccelerateMutableBuffer {
    /// Calls `body` with the buffer as an immutable one.
    @inlinable
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(self))
    }

    /// Calls `body` with the buffer itself.
    @inlinable
    public mutating func withUnsafeMutableBufferPointer<R>(
        _ body: (inout UnsafeMutableBufferPointer<Element>) throws -> R
    ) rethrows -> R {
        try body(&self)
    }
}

/// The element-by-element work every vDSP and vForce function shares, with the count checks Apple's
/// functions make (a mismatch stops the process with a message naming the function, as on iOS).
enum Elementwise {
    /// `transform` of each element of `vector`.
    static func map<U: AccelerateBuffer, T>(_ vector: U, _ transform: (U.Element) -> T) -> [T] {
        vector.withUnsafeBufferPointer { $0.map(transform) }
    }

    /// `combine` of the elements of `a` and `b` at the same index.
    static func zip<U: AccelerateBuffer, V: AccelerateBuffer, T>(
        _ function: StaticString, _ a: U, _ b: V, _ combine: (U.Element, V.Element) -> T
    ) -> [T] {
        precondition(a.count == b.count, "\(function): the vectors have \(a.count) and \(b.count) elements")
        return a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in (0..<a.count).map { combine(a[$0], b[$0]) } }
        }
    }

    /// Writes `values` into `result`, which must have as many elements.
    static func write<W: AccelerateMutableBuffer>(_ function: StaticString, _ values: [W.Element], into result: inout W)
    {
        precondition(
            values.count == result.count, "\(function): the result has \(result.count) elements, not \(values.count)")
        result.withUnsafeMutableBufferPointer { buffer in
            for index in values.indices { buffer[index] = values[index] }
        }
    }

    /// The elements of `vector`, as an array.
    static func elements<U: AccelerateBuffer>(_ vector: U) -> [U.Element] {
        vector.withUnsafeBufferPointer { Array($0) }
    }
}
