import CoreGraphics

/// The edges of a layer that Core Animation antialiases, as `CAEdgeAntialiasingMask`.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)
}

/// How a layer's contents are scaled, as `CALayerContentsFilter`.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Linear interpolation (the default).
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// The nearest pixel.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Linear interpolation between mipmap levels.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// The pixel format of a layer's drawn contents, as `CALayerContentsFormat`.
public struct CALayerContentsFormat: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Four 8-bit channels (the default).
    public static let RGBA8Uint = CALayerContentsFormat(rawValue: "RGBA8")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Four 16-bit half-float channels.
    public static let RGBA16Float = CALayerContentsFormat(rawValue: "RGBAh")
    /// One 8-bit channel of grey.
    public static let gray8Uint = CALayerContentsFormat(rawValue: "R8")
}

extension CALayer {
    /// The defaults ``defaultValue(forKey:)`` gives, by Objective-C property name: Core Animation's
    /// documented defaults of CellSnap's layer properties.
    static let cellSnapDefaults: [String: Any] = [
        "anchorPoint": CGPoint(x: 0.5, y: 0.5), "opacity": Float(1), "hidden": false, "doubleSided": true,
        "geometryFlipped": false, "masksToBounds": false, "cornerRadius": CGFloat(0), "borderWidth": CGFloat(0),
        "contentsRect": CGRect(x: 0, y: 0, width: 1, height: 1),
        "contentsCenter": CGRect(x: 0, y: 0, width: 1, height: 1), "contentsScale": CGFloat(1),
        "shadowOpacity": Float(0), "shadowOffset": CGSize(width: 0, height: -3), "shadowRadius": CGFloat(3),
        "transform": CATransform3DIdentity, "sublayerTransform": CATransform3DIdentity, "zPosition": CGFloat(0),
        "anchorPointZ": CGFloat(0), "allowsGroupOpacity": true, "allowsEdgeAntialiasing": false,
    ]

    /// Whether the layer's transform turns it over (its affine part mirrors it) while it is not
    /// double-sided, when Core Animation does not draw it.
    final var cellSnapFacesAway: Bool {
        !isDoubleSided && transform.m11 * transform.m22 - transform.m12 * transform.m21 < 0
    }

    /// Why the layer's sublayers cannot be drawn as iOS draws them: a translucent layer without
    /// group opacity.
    final var cellSnapSublayerOptionsRefusal: CellSnapUIKitError? {
        guard !(sublayers ?? []).isEmpty, !allowsGroupOpacity, opacity < 1 else { return nil }
        return CellSnapUIKitError(
            call: "\(type(of: self)).allowsGroupOpacity = false",
            reason: "a translucent layer's sublayers are drawn with its opacity as one group only")
    }
}
