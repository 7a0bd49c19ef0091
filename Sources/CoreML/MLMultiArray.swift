import Foundation

/// A multidimensional array of numbers, as Core ML's `MLMultiArray`: its elements are kept in
/// memory of its ``dataType`` (``dataPointer``), laid out by its ``strides`` (the last dimension
/// contiguous, as Core ML makes them), and read and written as `NSNumber`s by linear index or by
/// one index per dimension. An index outside the array is refused: reading gives 0 and writing
/// does nothing, and the problem, naming the index and the shape, is written to standard error
/// (Core ML does not check; CellSnap does not trap on bad input).
open class MLMultiArray: NSObject, @unchecked Sendable {
    public let shape: [NSNumber]
    public let strides: [NSNumber]
    public let dataType: MLMultiArrayDataType
    /// The array's elements, `count` of them of ``dataType``.
    public let dataPointer: UnsafeMutableRawPointer
    private let ownsMemory: Bool
    private let deallocator: ((UnsafeMutableRawPointer) -> Void)?

    /// The number of elements: the product of the shape.
    open var count: Int { shape.reduce(1) { $0 * $1.intValue } }

    /// A zero-filled array of `shape`; throws an `MLModelError` of code `.generic` for a shape
    /// with a negative dimension or too many elements.
    public init(shape: [NSNumber], dataType: MLMultiArrayDataType) throws {
        let dimensions = shape.map(\.intValue)
        guard dimensions.allSatisfy({ $0 >= 0 }) else {
            throw MLModelError(
                .generic, "MLMultiArray(shape:dataType:): the shape \(dimensions) has a negative dimension")
        }
        let (total, overflow) = dimensions.reduce((1, false)) { partial, next in
            let (product, over) = partial.0.multipliedReportingOverflow(by: next)
            return (product, partial.1 || over)
        }
        guard !overflow, total <= 1 << 31 else {
            throw MLModelError(.generic, "MLMultiArray(shape:dataType:): the shape \(dimensions) has too many elements")
        }
        self.shape = shape
        strides = Self.contiguousStrides(dimensions).map { NSNumber(value: $0) }
        self.dataType = dataType
        let bytes = max(total * dataType.byteWidth, 1)
        dataPointer = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 8)
        dataPointer.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
        (ownsMemory, deallocator) = (true, nil)
        super.init()
    }

    /// An array over memory the caller owns, laid out by `strides`; `deallocator` is called with it
    /// when the array goes.
    public init(
        dataPointer: UnsafeMutableRawPointer, shape: [NSNumber], dataType: MLMultiArrayDataType, strides: [NSNumber],
        deallocator: ((UnsafeMutableRawPointer) -> Void)? = nil
    ) throws {
        guard strides.count == shape.count else {
            throw MLModelError(
                .generic,
                "MLMultiArray(dataPointer:shape:dataType:strides:deallocator:): \(strides.count) strides for \(shape.count) dimensions"
            )
        }
        (self.dataPointer, self.shape, self.dataType, self.strides) = (dataPointer, shape, dataType, strides)
        (ownsMemory, self.deallocator) = (false, deallocator)
        super.init()
    }

    deinit {
        if ownsMemory { dataPointer.deallocate() } else { deallocator?(dataPointer) }
    }

    /// The element at `index` in the array's order (the last dimension fastest).
    open subscript(index: Int) -> NSNumber {
        get { offset(ofLinear: index).map(read) ?? 0 }
        set { offset(ofLinear: index).map { write(newValue, at: $0) } }
    }

    /// The element at one index per dimension.
    open subscript(key: [NSNumber]) -> NSNumber {
        get { offset(of: key.map(\.intValue)).map(read) ?? 0 }
        set { offset(of: key.map(\.intValue)).map { write(newValue, at: $0) } }
    }

    /// The element at one index per dimension, as Core ML's Swift overlay reads them.
    open subscript(key: [Int]) -> NSNumber {
        get { offset(of: key).map(read) ?? 0 }
        set { offset(of: key).map { write(newValue, at: $0) } }
    }

    open override var description: String {
        "MLMultiArray(shape: \(shape.map(\.intValue)), dataType: \(dataType), count: \(count))"
    }

    static func contiguousStrides(_ dimensions: [Int]) -> [Int] {
        var strides = Array(repeating: 1, count: dimensions.count)
        for axis in dimensions.indices.reversed().dropFirst() {
            strides[axis] = strides[axis + 1] * dimensions[axis + 1]
        }
        return strides
    }

    /// The element offset of linear `index` (nil, reported, outside the array).
    private func offset(ofLinear index: Int) -> Int? {
        guard index >= 0, index < count else {
            report("index \(index) is outside the \(count) elements of shape \(shape.map(\.intValue))")
            return nil
        }
        var remainder = index
        var indices = Array(repeating: 0, count: shape.count)
        for axis in shape.indices.reversed() {
            let size = shape[axis].intValue
            indices[axis] = remainder % size
            remainder /= size
        }
        return offset(of: indices)
    }

    /// The element offset of `indices` (nil, reported, outside the array).
    private func offset(of indices: [Int]) -> Int? {
        let dimensions = shape.map(\.intValue)
        guard indices.count == dimensions.count, zip(indices, dimensions).allSatisfy({ $0 >= 0 && $0 < $1 }) else {
            report("index \(indices) is outside shape \(dimensions)")
            return nil
        }
        return zip(indices, strides).reduce(0) { $0 + $1.0 * $1.1.intValue }
    }

    private func read(_ offset: Int) -> NSNumber {
        switch dataType {
        case .double: NSNumber(value: dataPointer.load(fromByteOffset: offset * 8, as: Double.self))
        case .float32: NSNumber(value: dataPointer.load(fromByteOffset: offset * 4, as: Float.self))
        case .float16: NSNumber(value: Float(dataPointer.load(fromByteOffset: offset * 2, as: Float16.self)))
        case .int32: NSNumber(value: dataPointer.load(fromByteOffset: offset * 4, as: Int32.self))
        }
    }

    private func write(_ value: NSNumber, at offset: Int) {
        switch dataType {
        case .double: dataPointer.storeBytes(of: value.doubleValue, toByteOffset: offset * 8, as: Double.self)
        case .float32: dataPointer.storeBytes(of: value.floatValue, toByteOffset: offset * 4, as: Float.self)
        case .float16: dataPointer.storeBytes(of: Float16(value.floatValue), toByteOffset: offset * 2, as: Float16.self)
        case .int32: dataPointer.storeBytes(of: value.int32Value, toByteOffset: offset * 4, as: Int32.self)
        }
    }

    private func report(_ problem: String) {
        FileHandle.standardError.write(Data("cellsnap: MLMultiArray subscript: \(problem)\n".utf8))
    }
}
