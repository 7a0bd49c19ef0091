import Dispatch

/// A serial dispatch queue, as Dispatch's `DispatchSerialQueue` (iOS 17), which Linux's Dispatch
/// lacks: a file that imports UIKit finds it here. It is `DispatchQueue` itself, whose queues are
/// serial unless made with `.concurrent`, so `DispatchSerialQueue(label:qos:autoreleaseFrequency:target:)`
/// makes the serial queue iOS makes. On iOS it is also a serial executor for actors
/// (`asUnownedSerialExecutor()`); Linux's `DispatchQueue` is not, so that use does not compile.
///
/// ```swift
/// let queue = DispatchSerialQueue(label: "com.example.thumbnails")
/// queue.sync { }
/// ```
public typealias DispatchSerialQueue = DispatchQueue
