import Foundation

/// A colour for Core Image, as `CIColor`: red, green, blue and alpha from 0 to 1 (sRGB).
open class CIColor: NSObject, @unchecked Sendable {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat
    /// The components: red, green, blue, alpha.
    open var components: UnsafePointer<CGFloat> { storage.baseAddress.map { UnsafePointer($0) }! }
    /// The number of components: 4.
    open var numberOfComponents: Int { 4 }
    private let storage: UnsafeMutableBufferPointer<CGFloat>

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        storage = .allocate(capacity: 4)
        _ = storage.initialize(from: [red, green, blue, alpha])
        super.init()
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: 1)
    }

    /// The colour of `cgColor`'s components.
    public convenience init(cgColor: CGColor) {
        let parts = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: parts[0], green: parts[1], blue: parts[2], alpha: cgColor.alpha)
    }

    deinit { storage.deallocate() }

    /// The colour as linear premultiplied values, as Core Image's working space holds it.
    var working: SIMD4<Float> {
        let alpha = Float(min(1, max(0, self.alpha)))
        return SIMD4(
            WorkingSpace.linear(Float(red)) * alpha, WorkingSpace.linear(Float(green)) * alpha,
            WorkingSpace.linear(Float(blue)) * alpha, alpha)
    }

    public static let black = CIColor(red: 0, green: 0, blue: 0)
    public static let white = CIColor(red: 1, green: 1, blue: 1)
    public static let gray = CIColor(red: 0.5, green: 0.5, blue: 0.5)
    public static let red = CIColor(red: 1, green: 0, blue: 0)
    public static let green = CIColor(red: 0, green: 1, blue: 0)
    public static let blue = CIColor(red: 0, green: 0, blue: 1)
    public static let cyan = CIColor(red: 0, green: 1, blue: 1)
    public static let magenta = CIColor(red: 1, green: 0, blue: 1)
    public static let yellow = CIColor(red: 1, green: 1, blue: 0)
    public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)
}

/// A vector of numbers for Core Image, as `CIVector`.
open class CIVector: NSObject, @unchecked Sendable {
    private let values: [CGFloat]
    public init(values: UnsafePointer<CGFloat>, count: Int) {
        self.values = Array(UnsafeBufferPointer(start: values, count: count))
        super.init()
    }
    public init(x: CGFloat) { values = [x] }
    public init(x: CGFloat, y: CGFloat) { values = [x, y] }
    public init(x: CGFloat, y: CGFloat, z: CGFloat) { values = [x, y, z] }
    public init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { values = [x, y, z, w] }
    public convenience init(cgPoint point: CGPoint) { self.init(x: point.x, y: point.y) }
    public convenience init(cgRect rect: CGRect) {
        self.init(x: rect.origin.x, y: rect.origin.y, z: rect.width, w: rect.height)
    }
    /// The number of values.
    open var count: Int { values.count }
    /// The value at `index` (0 beyond the end).
    open func value(at index: Int) -> CGFloat { values.indices.contains(index) ? values[index] : 0 }
    open var x: CGFloat { value(at: 0) }
    open var y: CGFloat { value(at: 1) }
    open var z: CGFloat { value(at: 2) }
    open var w: CGFloat { value(at: 3) }
    open var cgPoint: CGPoint { CGPoint(x: x, y: y) }
    open var cgRect: CGRect { CGRect(x: x, y: y, width: z, height: w) }
}

/// Core Image's default working space: linear sRGB. Filters compute on linear values; a context
/// turns them back into sRGB bytes when it makes a Core Graphics image.
enum WorkingSpace {
    static func linear(_ value: Float) -> Float {
        value <= 0.04045 ? value / 12.92 : powf((value + 0.055) / 1.055, 2.4)
    }

    static func encoded(_ value: Float) -> Float {
        let clamped = min(1, max(0, value))
        return clamped <= 0.0031308 ? clamped * 12.92 : 1.055 * powf(clamped, 1 / 2.4) - 0.055
    }
}
