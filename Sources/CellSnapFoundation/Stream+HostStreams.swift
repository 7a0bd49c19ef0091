import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension Stream {
    /// A pair of streams over one TCP connection to `hostname` at `port`, as Foundation's
    /// `getStreamsToHost(withName:port:inputStream:outputStream:)` makes them (Linux's Foundation
    /// lacks it). Nothing connects until a stream is opened: `open()` resolves the name and starts
    /// connecting, and the streams' status is `.opening` until the connection is made (`.open`)
    /// or fails (`.error`, with a `streamError` in the POSIX domain). A read waits for bytes (0 is
    /// the end, when the other side closes); a write waits for room. Closing the input stream
    /// stops reading, closing the output stream ends what is sent; the connection closes with both.
    ///
    /// ```swift
    /// var input: InputStream?
    /// var output: OutputStream?
    /// Stream.getStreamsToHost(withName: "localhost", port: 8080, inputStream: &input, outputStream: &output)
    /// ```
    public class func getStreamsToHost(
        withName hostname: String, port: Int, inputStream: UnsafeMutablePointer<InputStream?>?,
        outputStream: UnsafeMutablePointer<OutputStream?>?
    ) {
        let connection = HostConnection(host: hostname, port: port)
        inputStream?.pointee = HostInputStream(connection)
        outputStream?.pointee = HostOutputStream(connection)
    }
}

/// One TCP connection shared by a host's input and output streams.
private final class HostConnection: @unchecked Sendable {
    private enum State {
        case notOpen, connecting, open, failed(Int32), closed
    }

    private let host: String
    private let port: Int
    private var socket: Int32 = -1
    private var state = State.notOpen
    private var openEnds = 0
    private let lock = NSLock()

    init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    deinit { if socket >= 0 { _ = Glibc.close(socket) } }

    /// Starts connecting (for the first of the two streams opened).
    func open() {
        lock.lock()
        defer { lock.unlock() }
        openEnds += 1
        guard case .notOpen = state else { return }
        state = startConnecting()
    }

    /// The connection's state now, a connection in progress checked without waiting.
    var status: Stream.Status {
        lock.lock()
        defer { lock.unlock() }
        finishConnecting(waiting: false)
        switch state {
        case .notOpen: return .notOpen
        case .connecting: return .opening
        case .open: return .open
        case .failed: return .error
        case .closed: return .closed
        }
    }

    /// The error the connection failed with, in the POSIX domain.
    var error: (any Error)? {
        lock.lock()
        defer { lock.unlock() }
        guard case .failed(let code) = state else { return nil }
        return NSError(domain: NSPOSIXErrorDomain, code: Int(code))
    }

    /// Whether `events` (POLLIN, POLLOUT) can happen without waiting.
    func isReady(for events: Int16) -> Bool {
        guard status == .open else { return false }
        var entry = pollfd(fd: socket, events: events, revents: 0)
        return poll(&entry, 1, 0) == 1 && entry.revents & events != 0
    }

    /// Reads up to `length` bytes once connected; -1 when the connection failed.
    func read(_ target: UnsafeMutablePointer<UInt8>, length: Int) -> Int {
        guard waitUntilConnected() else { return -1 }
        return recv(socket, target, length, 0)
    }

    /// Writes up to `length` bytes once connected; -1 when the connection failed.
    func write(_ source: UnsafePointer<UInt8>, length: Int) -> Int {
        guard waitUntilConnected() else { return -1 }
        return send(socket, source, length, Int32(MSG_NOSIGNAL))
    }

    /// Ends one stream's side (`SHUT_RD` or `SHUT_WR`); the connection closes with both.
    func close(_ side: Int32) {
        lock.lock()
        defer { lock.unlock() }
        guard socket >= 0 else { return }
        openEnds -= 1
        if openEnds <= 0 {
            _ = Glibc.close(socket)
            socket = -1
            state = .closed
        } else {
            shutdown(socket, side)
        }
    }

    private func waitUntilConnected() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        finishConnecting(waiting: true)
        if case .open = state { return true }
        return false
    }

    /// A socket connecting, without waiting, to the host's first address that takes one.
    private func startConnecting() -> State {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let first = found else {
            return .failed(EHOSTUNREACH)
        }
        defer { freeaddrinfo(first) }
        var failure = ECONNREFUSED
        var candidate: UnsafeMutablePointer<addrinfo>? = first
        while let address = candidate?.pointee {
            candidate = address.ai_next
            let made = Glibc.socket(address.ai_family, address.ai_socktype, address.ai_protocol)
            guard made >= 0 else { continue }
            _ = fcntl(made, F_SETFL, fcntl(made, F_GETFL) | O_NONBLOCK)
            if connect(made, address.ai_addr, address.ai_addrlen) == 0 || errno == EINPROGRESS {
                socket = made
                return .connecting
            }
            failure = errno
            _ = Glibc.close(made)
        }
        return .failed(failure)
    }

    /// Notes how a connection in progress ended, waiting for it when `waiting`.
    private func finishConnecting(waiting: Bool) {
        guard case .connecting = state else { return }
        var entry = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
        guard poll(&entry, 1, waiting ? -1 : 0) == 1 else { return }
        var code: Int32 = 0
        var size = socklen_t(MemoryLayout<Int32>.size)
        getsockopt(socket, SOL_SOCKET, SO_ERROR, &code, &size)
        guard code == 0 else {
            state = .failed(code)
            return
        }
        // Connected: reads and writes wait from now on, as a stream's do.
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) & ~O_NONBLOCK)
        state = .open
    }
}

/// One stream's end of a host's connection: opened once, closed once, and closing it before it
/// was opened leaves the connection to the other stream.
private struct ConnectionEnd {
    let connection: HostConnection
    /// `SHUT_RD` or `SHUT_WR`.
    let side: Int32
    private var isOpened = false
    private(set) var isClosed = false

    init(_ connection: HostConnection, side: Int32) {
        self.connection = connection
        self.side = side
    }

    mutating func open() {
        guard !isOpened, !isClosed else { return }
        isOpened = true
        connection.open()
    }

    mutating func close() {
        guard !isClosed else { return }
        isClosed = true
        if isOpened { connection.close(side) }
    }
}

/// The reading end of a host's connection.
private final class HostInputStream: InputStream {
    private var end: ConnectionEnd
    private var connection: HostConnection { end.connection }
    private var isClosed: Bool { end.isClosed }

    init(_ connection: HostConnection) {
        end = ConnectionEnd(connection, side: Int32(SHUT_RD))
        super.init(data: Data())
    }

    override func open() { end.open() }
    override func close() { end.close() }

    override var streamStatus: Stream.Status { isClosed ? .closed : connection.status }
    override var streamError: (any Error)? { connection.error }
    override var hasBytesAvailable: Bool { !isClosed && connection.isReady(for: Int16(POLLIN)) }

    override func read(_ target: UnsafeMutablePointer<UInt8>, maxLength length: Int) -> Int {
        isClosed ? -1 : connection.read(target, length: length)
    }

    override func getBuffer(
        _ buffer: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, length: UnsafeMutablePointer<Int>
    ) -> Bool { false }
}

/// The writing end of a host's connection.
private final class HostOutputStream: OutputStream {
    private var end: ConnectionEnd
    private var connection: HostConnection { end.connection }
    private var isClosed: Bool { end.isClosed }

    init(_ connection: HostConnection) {
        end = ConnectionEnd(connection, side: Int32(SHUT_WR))
        super.init(toMemory: ())
    }

    /// OutputStream's required initialiser: a writing end of no host, whose connection fails.
    required convenience init(toMemory: ()) { self.init(HostConnection(host: "", port: 0)) }

    override func open() { end.open() }
    override func close() { end.close() }

    override var streamStatus: Stream.Status { isClosed ? .closed : connection.status }
    override var streamError: (any Error)? { connection.error }
    override var hasSpaceAvailable: Bool { !isClosed && connection.isReady(for: Int16(POLLOUT)) }

    override func write(_ source: UnsafePointer<UInt8>, maxLength length: Int) -> Int {
        isClosed ? -1 : connection.write(source, length: length)
    }
}
