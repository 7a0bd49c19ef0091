import Foundation

/// The error motion queries get here: the device has no motion coprocessor.
func motionNotAvailable(_ call: String) -> NSError {
    NSError(
        domain: CMErrorDomain, code: Int(CMErrorMotionActivityNotAvailable),
        userInfo: [NSLocalizedDescriptionKey: "\(call): CellSnap's device on Linux has no motion sensors"])
}

/// The device's motion sensors, as Core Motion's `CMMotionManager`. CellSnap's device has none (as
/// the Simulator): every `is...Available` is `false`, `start...Updates` delivers nothing, and the
/// latest samples are `nil`. Intervals are kept.
open class CMMotionManager: NSObject, @unchecked Sendable {
    /// The handlers' types, as Core Motion names them.
    public typealias CMAccelerometerHandler = (CMAccelerometerData?, (any Error)?) -> Void
    public typealias CMGyroHandler = (CMGyroData?, (any Error)?) -> Void
    public typealias CMDeviceMotionHandler = (CMDeviceMotion?, (any Error)?) -> Void

    open var accelerometerUpdateInterval: TimeInterval = 0.01
    open var gyroUpdateInterval: TimeInterval = 0.01
    open var deviceMotionUpdateInterval: TimeInterval = 0.01
    open var magnetometerUpdateInterval: TimeInterval = 0.01
    open var showsDeviceMovementDisplay = false

    open var isAccelerometerAvailable: Bool { false }
    open var isGyroAvailable: Bool { false }
    open var isMagnetometerAvailable: Bool { false }
    open var isDeviceMotionAvailable: Bool { false }
    open var isAccelerometerActive: Bool { false }
    open var isGyroActive: Bool { false }
    open var isDeviceMotionActive: Bool { false }
    open var accelerometerData: CMAccelerometerData? { nil }
    open var gyroData: CMGyroData? { nil }
    open var deviceMotion: CMDeviceMotion? { nil }

    public override init() { super.init() }

    /// No effect: there is no accelerometer.
    open func startAccelerometerUpdates() {}
    open func startAccelerometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler)
    {}
    open func stopAccelerometerUpdates() {}
    /// No effect: there is no gyroscope.
    open func startGyroUpdates() {}
    open func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping CMGyroHandler) {}
    open func stopGyroUpdates() {}
    /// No effect: there are no motion sensors.
    open func startDeviceMotionUpdates() {}
    open func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler) {
    }
    open func stopDeviceMotionUpdates() {}
}

/// Steps counted, as Core Motion's `CMPedometer`: nothing is available here; queries and updates
/// get `CMErrorMotionActivityNotAvailable` at once.
open class CMPedometer: NSObject, @unchecked Sendable {
    public typealias CMPedometerHandler = (CMPedometerData?, (any Error)?) -> Void
    public typealias CMPedometerEventHandler = (CMPedometerEvent?, (any Error)?) -> Void

    open class func isStepCountingAvailable() -> Bool { false }
    open class func isDistanceAvailable() -> Bool { false }
    open class func isFloorCountingAvailable() -> Bool { false }
    open class func isPaceAvailable() -> Bool { false }
    open class func isCadenceAvailable() -> Bool { false }
    open class func isPedometerEventTrackingAvailable() -> Bool { false }
    /// `.notDetermined`: the app is never asked here.
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }

    public override init() { super.init() }

    open func queryPedometerData(from start: Date, to end: Date, withHandler handler: @escaping CMPedometerHandler) {
        handler(nil, motionNotAvailable("CMPedometer.queryPedometerData"))
    }
    open func startUpdates(from start: Date, withHandler handler: @escaping CMPedometerHandler) {
        handler(nil, motionNotAvailable("CMPedometer.startUpdates"))
    }
    open func stopUpdates() {}
    open func startEventUpdates(handler: @escaping CMPedometerEventHandler) {
        handler(nil, motionNotAvailable("CMPedometer.startEventUpdates"))
    }
    open func stopEventUpdates() {}
}

/// The person's activity, as Core Motion's `CMMotionActivityManager`: not available here; queries
/// get `CMErrorMotionActivityNotAvailable` at once and updates never come.
open class CMMotionActivityManager: NSObject, @unchecked Sendable {
    public typealias CMMotionActivityHandler = (CMMotionActivity?) -> Void
    public typealias CMMotionActivityQueryHandler = ([CMMotionActivity]?, (any Error)?) -> Void

    open class func isActivityAvailable() -> Bool { false }
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }

    public override init() { super.init() }

    open func queryActivityStarting(
        from start: Date, to end: Date, to queue: OperationQueue,
        withHandler handler: @escaping CMMotionActivityQueryHandler
    ) {
        handler(nil, motionNotAvailable("CMMotionActivityManager.queryActivityStarting"))
    }
    /// No effect: activity is not available.
    open func startActivityUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMotionActivityHandler) {}
    open func stopActivityUpdates() {}
}
