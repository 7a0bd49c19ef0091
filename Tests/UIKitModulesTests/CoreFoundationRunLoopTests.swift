// Core Foundation's run loop and data functions that UIKit code calls (a list adapter wakes the
// run loop after its batch updates; an image library reads a bitmap's bytes).
import CoreGraphics
import Dispatch
import Foundation
import Testing

@Suite struct CoreFoundationRunLoopTests {
    @Test func runLoopsAreFoundationsRunLoops() {
        #expect(CFRunLoopGetCurrent() === RunLoop.current)
        #expect(CFRunLoopGetMain() === RunLoop.main)
    }

    /// A run loop waiting for input on another thread (for a timer due in a day), woken up, runs a
    /// pass and returns from `run(mode:before:)`; not woken, it would wait ten minutes, and the
    /// test's two minutes would run out first.
    @Test func aWaitingRunLoopIsWokenUp() {
        let started = DispatchSemaphore(value: 0)
        let returned = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var waiting: CFRunLoop?
        let thread = Thread {
            let runLoop: CFRunLoop = CFRunLoopGetCurrent()
            runLoop.add(Timer(timeInterval: 86_400, repeats: false) { _ in }, forMode: .default)
            waiting = runLoop
            started.signal()
            _ = runLoop.run(mode: .default, before: Date(timeIntervalSinceNow: 600))
            returned.signal()
        }
        thread.start()
        started.wait()
        CFRunLoopWakeUp(waiting!)
        #expect(returned.wait(timeout: .now() + 120) == .success)
    }

    @Test func dataBytesAndLength() {
        let data = NSData(bytes: [1, 2, 250] as [UInt8], length: 3)
        // As the SDK's, the result is implicitly unwrapped: assigned to a plain pointer, as apps do.
        let bytes: UnsafePointer<UInt8> = CFDataGetBytePtr(data)
        #expect(CFDataGetLength(data) == 3)
        #expect([bytes[0], bytes[1], bytes[2]] == [1, 2, 250])
        #expect(CFDataGetBytePtr(NSData()) == nil && CFDataGetLength(NSData()) == 0)
    }
}
