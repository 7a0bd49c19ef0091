import Foundation

// Core Foundation's run loop and data functions that UIKit code calls, on Foundation's types:
// Linux's Foundation keeps Core Foundation to itself. The signatures are the SDK's (implicitly
// unwrapped arguments and results), so `let bytes: UnsafePointer<UInt8> = CFDataGetBytePtr(data)` compiles.

/// A run loop, as Core Foundation's `CFRunLoop`: Foundation's `RunLoop`.
public typealias CFRunLoop = RunLoop

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The calling thread's run loop, as Core Foundation's `CFRunLoopGetCurrent()`.
public func CFRunLoopGetCurrent() -> CFRunLoop! { RunLoop.current }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The main thread's run loop, as Core Foundation's `CFRunLoopGetMain()`.
public func CFRunLoopGetMain() -> CFRunLoop! { RunLoop.main }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Wakes `runLoop` if it waits for input, as Core Foundation's `CFRunLoopWakeUp(_:)`, from any
/// thread: it runs a pass, and a `run(mode:before:)` that waits returns. Foundation's run loop has
/// no call for it: an empty block given to the run loop makes the pass count as input handled,
/// and a timer due at once wakes the loop to run it.
public func CFRunLoopWakeUp(_ runLoop: CFRunLoop!) {
    runLoop.perform {}
    runLoop.add(Timer(timeInterval: 0, repeats: false) { _ in }, forMode: .common)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The bytes of `data`, as Core Foundation's `CFDataGetBytePtr(_:)`: valid as long as `data` is;
/// `nil` for empty data (CellSnap's choice: no bytes to point at).
public func CFDataGetBytePtr(_ data: CFData!) -> UnsafePointer<UInt8>! {
    data.length == 0 ? nil : data.bytes.assumingMemoryBound(to: UInt8.self)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The number of bytes of `data`, as Core Foundation's `CFDataGetLength(_:)`.
public func CFDataGetLength(_ data: CFData!) -> CFIndex { data.length }
