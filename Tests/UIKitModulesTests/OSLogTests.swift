// `import os` as logging code writes it: messages with interpolated values, privacy and formats,
// loggers of a subsystem or the disabled log, and signposts around work.
import Foundation
import Testing
import os

@Suite struct OSLogTests {
    @Test func messagesInterpolateTheirValues() {
        let url = URL(fileURLWithPath: "/tmp/photo.jpg")
        let message: OSLogMessage =
            "Loaded \(12) of \(40, format: .hex) from \(url, privacy: .public) in \(0.25, format: .fixed(precision: 2)) s [\("ok", align: .left(columns: 4))]"
        #expect(message.text == "Loaded 12 of 28 from file:///tmp/photo.jpg in 0.25 s [ok  ]")
        Logger(.disabled).error("never written: \(url, privacy: .private)")
        #expect(OSLog.disabled.isEnabled(type: .error) == false)
        #expect(OSLog(subsystem: "com.example", category: "grid").isEnabled(type: .debug))
    }

    @Test func signpostsRunTheirWork() throws {
        let signposter = OSSignposter(logger: Logger(subsystem: "com.example", category: "grid"))
        let first = signposter.makeSignpostID(), second = signposter.makeSignpostID()
        #expect(first < second)
        let state = signposter.beginInterval("Decode", id: first, "id=\(7, attributes: "name=id")")
        signposter.endInterval("Decode", state)
        #expect(state.signpostID == first)
        #expect(signposter.withIntervalSignpost("Sum", id: second) { (1...4).reduce(0, +) } == 10)
        #expect(throws: CocoaError.self) {
            try signposter.withIntervalSignpost("Fail") { throw CocoaError(.fileNoSuchFile) }
        }
    }

    @Test func unfairLocksExcludeEachOther() {
        let lock = UnsafeMutablePointer<os_unfair_lock>.allocate(capacity: 1)
        lock.initialize(to: os_unfair_lock())
        defer { lock.deallocate() }
        nonisolated(unsafe) var total = 0
        DispatchQueue.concurrentPerform(iterations: 200) { _ in
            os_unfair_lock_lock(lock)
            os_unfair_lock_assert_owner(lock)
            total += 1
            os_unfair_lock_unlock(lock)
        }
        #expect(total == 200)
        #expect(os_unfair_lock_trylock(lock))
        let other = DispatchQueue(label: "other")
        nonisolated(unsafe) var takenElsewhere = true
        other.sync { takenElsewhere = os_unfair_lock_trylock(lock) }
        #expect(!takenElsewhere)
        os_unfair_lock_unlock(lock)
        os_unfair_lock_assert_not_owner(lock)
    }
}
