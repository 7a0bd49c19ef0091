import Foundation

extension Stream {
    /// A pair of streams bound to each other, as Foundation's
    /// `getBoundStreams(withBufferSize:inputStream:outputStream:)` makes them (Linux's Foundation
    /// lacks it): what is written to the output stream is read from the input stream, through a
    /// buffer of `bufferSize` bytes. As on Apple platforms, a read waits while the buffer is empty
    /// and the output stream open (it reads 0 bytes, the end, once that stream is closed), and a
    /// write waits while the buffer is full and the input stream open (it fails, -1, once that
    /// stream is closed): the two ends are used from different threads.
    ///
    /// ```swift
    /// var input: InputStream?
    /// var output: OutputStream?
    /// Stream.getBoundStreams(withBufferSize: 1024, inputStream: &input, outputStream: &output)
    /// ```
    public class func getBoundStreams(
        withBufferSize bufferSize: Int, inputStream: UnsafeMutablePointer<InputStream?>?,
        outputStream: UnsafeMutablePointer<OutputStream?>?
    ) {
        let buffer = BoundStreamBuffer(capacity: max(1, bufferSize))
        inputStream?.pointee = BoundInputStream(buffer)
        outputStream?.pointee = BoundOutputStream(buffer)
    }
}

/// The bytes written to a bound output stream and not yet read from its input stream.
private final class BoundStreamBuffer: @unchecked Sendable {
    private let capacity: Int
    private var bytes: [UInt8] = []
    private var start = 0
    private var isOutputClosed = false
    private var isInputClosed = false
    private let condition = NSCondition()

    init(capacity: Int) { self.capacity = capacity }

    private var count: Int { bytes.count - start }

    /// Copies up to `length` bytes in, once there is room; -1 once the input stream is closed.
    func write(_ source: UnsafePointer<UInt8>, length: Int) -> Int {
        condition.lock()
        defer { condition.unlock() }
        while count >= capacity && !isInputClosed { condition.wait() }
        guard !isInputClosed, !isOutputClosed else { return -1 }
        let written = min(length, capacity - count)
        bytes.append(contentsOf: UnsafeBufferPointer(start: source, count: written))
        condition.broadcast()
        return written
    }

    /// Copies up to `length` bytes out, once there are some; 0 at the end.
    func read(into target: UnsafeMutablePointer<UInt8>, length: Int) -> Int {
        condition.lock()
        defer { condition.unlock() }
        while count == 0 && !isOutputClosed && !isInputClosed { condition.wait() }
        let read = min(length, count)
        for index in 0..<read { target[index] = bytes[start + index] }
        start += read
        if start == bytes.count { (bytes, start) = ([], 0) }
        condition.broadcast()
        return read
    }

    var hasBytes: Bool { locked { count > 0 } }
    var hasSpace: Bool { locked { count < capacity && !isInputClosed } }
    /// Whether everything written has been read and nothing more will be.
    var isDrained: Bool { locked { count == 0 && isOutputClosed } }

    func closeOutput() { locked { isOutputClosed = true } }
    func closeInput() { locked { isInputClosed = true } }

    private func locked<T>(_ body: () -> T) -> T {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        return body()
    }
}

/// The reading end of a bound pair.
private final class BoundInputStream: InputStream {
    private let buffer: BoundStreamBuffer
    private var status = Stream.Status.notOpen

    init(_ buffer: BoundStreamBuffer) {
        self.buffer = buffer
        super.init(data: Data())
    }

    override func open() { status = .open }

    override func close() {
        status = .closed
        buffer.closeInput()
    }

    override var streamStatus: Stream.Status { status == .open && buffer.isDrained ? .atEnd : status }

    override var hasBytesAvailable: Bool { status == .open && buffer.hasBytes }

    override func read(_ target: UnsafeMutablePointer<UInt8>, maxLength length: Int) -> Int {
        guard status == .open else { return -1 }
        return buffer.read(into: target, length: length)
    }

    override func getBuffer(
        _ buffer: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, length: UnsafeMutablePointer<Int>
    ) -> Bool { false }
}

/// The writing end of a bound pair.
private final class BoundOutputStream: OutputStream {
    private let buffer: BoundStreamBuffer
    private var status = Stream.Status.notOpen

    init(_ buffer: BoundStreamBuffer) {
        self.buffer = buffer
        super.init(toMemory: ())
    }

    /// OutputStream's required initialiser: a writing end bound to no reading end, whose buffer
    /// (as large as Foundation's default) takes bytes until it is full.
    required convenience init(toMemory: ()) { self.init(BoundStreamBuffer(capacity: 1 << 16)) }

    override func open() { status = .open }

    override func close() {
        status = .closed
        buffer.closeOutput()
    }

    override var streamStatus: Stream.Status { status }

    override var hasSpaceAvailable: Bool { status == .open && buffer.hasSpace }

    override func write(_ source: UnsafePointer<UInt8>, maxLength length: Int) -> Int {
        guard status == .open else { return -1 }
        return buffer.write(source, length: length)
    }
}
