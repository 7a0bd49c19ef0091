// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// Whether the app may read motion data, as `CMAuthorizationStatus` (its raw values).
public enum CMAuthorizationStatus: Int, Hashable, Sendable {
    case notDetermined = 0, restricted = 1, denied = 2, authorized = 3
}

/// How sure the activity manager is, as `CMMotionActivityConfidence` (its raw values).
public enum CMMotionActivityConfidence: Int, Hashable, Sendable {
    case low = 0, medium = 1, high = 2
}

/// A pedometer event, as `CMPedometerEventType` (its raw values).
public enum CMPedometerEventType: Int, Hashable, Sendable {
    case pause = 0, resume = 1
}

/// Core Motion's error codes, as `CMError`.
public typealias CMError = Int32
public let CMErrorDomain = "CMErrorDomain"
public let CMErrorNULL: CMError = 100
public let CMErrorDeviceRequiresMovement: CMError = 101
public let CMErrorTrueNorthNotAvailable: CMError = 102
public let CMErrorUnknown: CMError = 103
public let CMErrorMotionActivityNotAvailable: CMError = 104
public let CMErrorMotionActivityNotAuthorized: CMError = 105
public let CMErrorMotionActivityNotEntitled: CMError = 106
public let CMErrorInvalidParameter: CMError = 107
public let CMErrorInvalidAction: CMError = 108
public let CMErrorNotAvailable: CMError = 109
public let CMErrorNotEntitled: CMError = 110
public let CMErrorNotAuthorized: CMError = 111

/// An acceleration in g, as `CMAcceleration`.
public struct CMAcceleration: Sendable {
    public var x: Double, y: Double, z: Double
    public init() { (x, y, z) = (0, 0, 0) }
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// A rotation rate in radians per second, as `CMRotationRate`.
public struct CMRotationRate: Sendable {
    public var x: Double, y: Double, z: Double
    public init() { (x, y, z) = (0, 0, 0) }
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// A magnetic field in microteslas, as `CMMagneticField`.
public struct CMMagneticField: Sendable {
    public var x: Double, y: Double, z: Double
    public init() { (x, y, z) = (0, 0, 0) }
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// A sample of motion data, as `CMLogItem` (made by Core Motion only: none here).
open class CMLogItem: NSObject, @unchecked Sendable {
    /// When the sample was taken, in seconds since the device booted.
    public let timestamp: TimeInterval
    init(timestamp: TimeInterval) {
        self.timestamp = timestamp
        super.init()
    }
}

/// An accelerometer sample, as `CMAccelerometerData`.
open class CMAccelerometerData: CMLogItem, @unchecked Sendable {
    public let acceleration: CMAcceleration
    init(acceleration: CMAcceleration, timestamp: TimeInterval) {
        self.acceleration = acceleration
        super.init(timestamp: timestamp)
    }

    /// A sample of no acceleration at time 0, as `NSObject`'s `init()` makes one on iOS (where an
    /// app keeps one as a placeholder until the accelerometer's first update).
    public convenience init() { self.init(acceleration: CMAcceleration(x: 0, y: 0, z: 0), timestamp: 0) }
}

/// A gyroscope sample, as `CMGyroData`.
open class CMGyroData: CMLogItem, @unchecked Sendable {
    public let rotationRate: CMRotationRate
    init(rotationRate: CMRotationRate, timestamp: TimeInterval) {
        self.rotationRate = rotationRate
        super.init(timestamp: timestamp)
    }

    /// A sample of no rotation at time 0, as `NSObject`'s `init()` makes one on iOS.
    public convenience init() { self.init(rotationRate: CMRotationRate(x: 0, y: 0, z: 0), timestamp: 0) }
}

/// The device's orientation, as `CMAttitude`.
open class CMAttitude: NSObject, @unchecked Sendable {
    public let roll: Double
    public let pitch: Double
    public let yaw: Double
    init(roll: Double, pitch: Double, yaw: Double) {
        (self.roll, self.pitch, self.yaw) = (roll, pitch, yaw)
        super.init()
    }
}

/// A sample of the device's motion, as `CMDeviceMotion`.
open class CMDeviceMotion: CMLogItem, @unchecked Sendable {
    /// Where the sensor is, as `CMDeviceMotion.SensorLocation` (its raw values).
    public enum SensorLocation: Int, Hashable, Sendable {
        case `default` = 0, headphoneLeft = 1, headphoneRight = 2
    }

    public let attitude: CMAttitude
    public let rotationRate: CMRotationRate
    public let gravity: CMAcceleration
    public let userAcceleration: CMAcceleration
    public let heading: Double
    public let sensorLocation: SensorLocation

    init(attitude: CMAttitude, rotationRate: CMRotationRate, gravity: CMAcceleration, userAcceleration: CMAcceleration)
    {
        (self.attitude, self.rotationRate, self.gravity, self.userAcceleration) =
            (attitude, rotationRate, gravity, userAcceleration)
        (heading, sensorLocation) = (-1, .default)
        super.init(timestamp: 0)
    }
}

/// A fall the watch detected, as `CMFallDetectionEvent` (watchOS only on Apple platforms; its
/// resolution is here so that code switching over it compiles).
open class CMFallDetectionEvent: NSObject, @unchecked Sendable {
    /// What the wearer answered, as `CMFallDetectionEvent.UserResolution` (its raw values).
    public enum UserResolution: Int, Hashable, Sendable {
        case confirmed = 0, dismissed = 1, rejected = 2, unresponsive = 3
    }

    public let date: Date
    public let resolution: UserResolution
    init(date: Date, resolution: UserResolution) {
        (self.date, self.resolution) = (date, resolution)
        super.init()
    }
}

/// What the activity manager found, as `CMMotionActivity`.
open class CMMotionActivity: CMLogItem, @unchecked Sendable {
    public let confidence: CMMotionActivityConfidence
    public let startDate: Date
    public let unknown: Bool
    public let stationary: Bool
    public let walking: Bool
    public let running: Bool
    public let automotive: Bool
    public let cycling: Bool
    init(confidence: CMMotionActivityConfidence, startDate: Date) {
        (self.confidence, self.startDate) = (confidence, startDate)
        (unknown, stationary, walking, running, automotive, cycling) = (true, false, false, false, false, false)
        super.init(timestamp: 0)
    }
}

/// Steps and distance, as `CMPedometerData`.
open class CMPedometerData: NSObject, @unchecked Sendable {
    public let startDate: Date
    public let endDate: Date
    public let numberOfSteps: NSNumber
    public let distance: NSNumber?
    public let floorsAscended: NSNumber?
    public let floorsDescended: NSNumber?
    public let currentPace: NSNumber?
    public let currentCadence: NSNumber?
    public let averageActivePace: NSNumber?
    init(startDate: Date, endDate: Date, numberOfSteps: NSNumber) {
        (self.startDate, self.endDate, self.numberOfSteps) = (startDate, endDate, numberOfSteps)
        (distance, floorsAscended, floorsDescended, currentPace, currentCadence, averageActivePace) =
            (nil, nil, nil, nil, nil, nil)
        super.init()
    }
}

/// A pause or resumption of walking, as `CMPedometerEvent`.
open class CMPedometerEvent: NSObject, @unchecked Sendable {
    public let date: Date
    public let type: CMPedometerEventType
    init(date: Date, type: CMPedometerEventType) {
        (self.date, self.type) = (date, type)
        super.init()
    }
}
