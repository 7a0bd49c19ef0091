import CellSnapUIKit
import Foundation

/// One sample of a stroke, as PencilKit's `PKStrokePoint`: where it is, when it was made after the
/// stroke began, the ink's size and opacity there, and the pencil's force, azimuth and altitude.
public struct PKStrokePoint: Equatable, Sendable {
    public let location: CGPoint
    public let timeOffset: TimeInterval
    public let size: CGSize
    public let opacity: CGFloat
    public let force: CGFloat
    public let azimuth: CGFloat
    public let altitude: CGFloat
    /// How much the ink's texture is scaled (iOS 17; 1 when not given).
    public let secondaryScale: CGFloat

    public init(
        location: CGPoint, timeOffset: TimeInterval, size: CGSize, opacity: CGFloat, force: CGFloat,
        azimuth: CGFloat, altitude: CGFloat
    ) {
        self.init(
            location: location, timeOffset: timeOffset, size: size, opacity: opacity, force: force, azimuth: azimuth,
            altitude: altitude, secondaryScale: 1)
    }

    public init(
        location: CGPoint, timeOffset: TimeInterval, size: CGSize, opacity: CGFloat, force: CGFloat,
        azimuth: CGFloat, altitude: CGFloat, secondaryScale: CGFloat
    ) {
        (self.location, self.timeOffset, self.size, self.opacity) = (location, timeOffset, size, opacity)
        (self.force, self.azimuth, self.altitude, self.secondaryScale) = (force, azimuth, altitude, secondaryScale)
    }
}

/// A stroke's points, as PencilKit's `PKStrokePath`: the control points of the stroke, in order,
/// and when the stroke began. PencilKit treats them as a uniform cubic B-spline; CellSnap draws
/// and measures the polyline through them (PencilKit's interpolation is not documented).
public struct PKStrokePath: RandomAccessCollection, Equatable, Sendable {
    public typealias Element = PKStrokePoint
    public typealias Index = Int

    public let creationDate: Date
    private let points: [PKStrokePoint]

    public init() { self.init(controlPoints: [], creationDate: Date(timeIntervalSinceReferenceDate: 0)) }

    public init<T: Sequence>(controlPoints: T, creationDate: Date) where T.Element == PKStrokePoint {
        points = Array(controlPoints)
        self.creationDate = creationDate
    }

    public var startIndex: Int { points.startIndex }
    public var endIndex: Int { points.endIndex }
    public subscript(index: Int) -> PKStrokePoint { points[index] }
}
