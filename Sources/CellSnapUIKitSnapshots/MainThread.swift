import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A mark on the main dispatch queue, which runs the main actor's jobs.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Whether the caller may run UIKit code, on the main actor, without crashing: inside a job of the
/// main queue (Swift Testing's `@MainActor` tests run there, on a thread of its own on Linux,
/// where Foundation's `Thread.isMainThread` answers `false`), or on the process's main thread
/// outside any job (XCTest's test methods).
public func isOnMainActor() -> Bool {
    if DispatchQueue.getSpecific(key: mainQueueKey) == true { return true }
    #if os(Linux)
        var buffer = [CChar](repeating: 0, count: 64)
        let count = readlink("/proc/thread-self", &buffer, buffer.count - 1)
        guard count > 0 else { return Thread.isMainThread }
        let path = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let parts = path.split(separator: "/")
        return parts.count == 3 && parts[0] == parts[2]
    #else
        return Thread.isMainThread
    #endif
}
