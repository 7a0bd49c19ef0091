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

extension Thread {
    /// Whether the caller runs where iOS's `Thread.isMainThread` answers `true` (Linux-only, no
    /// Foundation API): inside a job of the main dispatch queue, or on the process's main thread.
    ///
    /// On iOS the main queue runs only on the main thread. On Linux, Swift Testing serves the main
    /// queue (and with it `@MainActor` tests) from a thread of its own, where Foundation's
    /// `Thread.isMainThread` answers `false`: app code that asks it before touching its views
    /// (`if Thread.isMainThread { reload() } else { DispatchQueue.main.async(execute: reload) }`,
    /// `assert(Thread.isMainThread)`) would put its work off or stop. CellSnap's Objective-C
    /// adapter reads `Thread.isMainThread` in an app's files as this.
    public static var cellSnapIsMainThread: Bool {
        if DispatchQueue.getSpecific(key: mainQueueKey) == true { return true }
        #if os(Linux)
            // The main thread is the one whose thread id is the process id.
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
}
