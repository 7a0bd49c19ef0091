// swift-format-ignore-file: AlwaysUseLowerCamelCase

import DisplayList
import Foundation
import Primitives

/// A colour space, as Core Graphics' `CGColorSpace`. CellSnap draws in sRGB: the RGB spaces
/// (`sRGB`, the device's RGB) and the grey ones give colours as they are; components given in
/// another named space (Display P3, a linear space) are refused where they are drawn.
public final class CGColorSpace: Hashable, Sendable {
    /// The kinds of colour model, as `CGColorSpaceModel`.
    public enum Model: Int32, Hashable, Sendable { case unknown = -1, monochrome = 0, rgb = 1 }

    let spaceName: String?
    /// The space's name, such as `kCGColorSpaceSRGB`; `nil` for a device space.
    public var name: CFString? { spaceName.map { $0 as NSString } }
    /// RGB or grey.
    public let model: Model
    /// Whether components in the space are sRGB's (or grey's) as they are.
    package let isDrawnAsIs: Bool

    init(name: String?, model: Model, isDrawnAsIs: Bool) {
        (spaceName, self.model, self.isDrawnAsIs) = (name, model, isDrawnAsIs)
    }

    /// The named space: sRGB, extended sRGB, Display P3, the generic and linear spaces and grey.
    public convenience init?(name: CFString) {
        let key = name as String
        switch key {
        case "kCGColorSpaceSRGB", "kCGColorSpaceExtendedSRGB", "kCGColorSpaceGenericRGB":
            self.init(name: key, model: .rgb, isDrawnAsIs: true)
        case "kCGColorSpaceGenericGrayGamma2_2", "kCGColorSpaceExtendedGray", "kCGColorSpaceGenericGray":
            self.init(name: key, model: .monochrome, isDrawnAsIs: true)
        case "kCGColorSpaceDisplayP3", "kCGColorSpaceExtendedLinearSRGB", "kCGColorSpaceLinearSRGB",
            "kCGColorSpaceGenericRGBLinear", "kCGColorSpaceAdobeRGB1998":
            self.init(name: key, model: .rgb, isDrawnAsIs: false)
        default: return nil
        }
    }

    /// The number of components of a colour in the space, alpha left out.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    /// sRGB's name.
    public static var sRGB: CFString { "kCGColorSpaceSRGB" }
    /// Extended sRGB's name.
    public static var extendedSRGB: CFString { "kCGColorSpaceExtendedSRGB" }
    /// Display P3's name.
    public static var displayP3: CFString { "kCGColorSpaceDisplayP3" }
    /// Linear sRGB's name.
    public static var linearSRGB: CFString { "kCGColorSpaceLinearSRGB" }
    /// The generic RGB space's name.
    public static var genericRGBLinear: CFString { "kCGColorSpaceGenericRGBLinear" }
    /// The grey space with a 2.2 gamma's name.
    public static var genericGrayGamma2_2: CFString { "kCGColorSpaceGenericGrayGamma2_2" }
    /// Extended grey's name.
    public static var extendedGray: CFString { "kCGColorSpaceExtendedGray" }

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.spaceName == rhs.spaceName && lhs.model == rhs.model
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(model) }
}

/// The device's RGB space, as `CGColorSpaceCreateDeviceRGB()`: sRGB here.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: nil, model: .rgb, isDrawnAsIs: true) }

/// The device's grey space, as `CGColorSpaceCreateDeviceGray()`.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(name: nil, model: .monochrome, isDrawnAsIs: true)
}

/// Whether a gradient is painted beyond its start and end, as `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The start colour continues before the start point (or inside the start circle).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// The end colour continues past the end point (or outside the end circle).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// Colours at locations from 0 to 1, as Core Graphics' `CGGradient`, painted by
/// `CGContext.drawLinearGradient` and `drawRadialGradient`. Colours blend in sRGB.
public final class CGGradient: Hashable, Sendable {
    /// The stops, in increasing location.
    package let stops: [Gradient.Stop]
    /// Why the gradient cannot be drawn (a colour space CellSnap does not draw in), if so.
    package let refusal: String?

    private init(stops: [Gradient.Stop], refusal: String?) {
        self.stops = stops.sorted { $0.location < $1.location }
        self.refusal = refusal
    }

    /// A gradient of `colors` (`CGColor`s), at `locations` (as many as the colours) or spaced
    /// evenly when `nil`; `nil` when a colour is not a `CGColor` or there are none.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        var resolved: [Color] = []
        for value in colors {
            guard let color = value as? CGColor else { return nil }
            resolved.append(color.color)
        }
        guard !resolved.isEmpty else { return nil }
        let refusal = space.map { $0.isDrawnAsIs ? nil : "colours in \($0.spaceName ?? "")" } ?? nil
        self.init(stops: Self.stops(resolved, locations), refusal: refusal)
    }

    /// A gradient of `count` colours whose components (the space's, then alpha) follow one
    /// another in `components`, at `locations` or spaced evenly.
    public convenience init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else { return nil }
        let width = space.numberOfComponents + 1
        let colors = (0..<count).map { index -> Color in
            let at = { Double(components[index * width + $0]) }
            return space.model == .monochrome
                ? Color(red: at(0), green: at(0), blue: at(0), alpha: at(1))
                : Color(red: at(0), green: at(1), blue: at(2), alpha: at(3))
        }
        self.init(
            stops: Self.stops(colors, locations),
            refusal: space.isDrawnAsIs ? nil : "components in \(space.spaceName ?? "")")
    }

    private static func stops(_ colors: [Color], _ locations: UnsafePointer<CGFloat>?) -> [Gradient.Stop] {
        colors.enumerated().map { index, color in
            let location =
                locations.map { Double($0[index]) }
                ?? (colors.count == 1 ? 0 : Double(index) / Double(colors.count - 1))
            return Gradient.Stop(location: location, color: color)
        }
    }

    public static func == (lhs: CGGradient, rhs: CGGradient) -> Bool { lhs.stops == rhs.stops }
    public func hash(into hasher: inout Hasher) { hasher.combine(stops) }
}
