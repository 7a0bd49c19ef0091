// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// The kind of a track or a capture device's media, as AVFoundation's `AVMediaType` (its raw values).
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let video = AVMediaType("vide")
    public static let audio = AVMediaType("soun")
    public static let text = AVMediaType("text")
    public static let closedCaption = AVMediaType("clcp")
    public static let subtitle = AVMediaType("sbtl")
    public static let timecode = AVMediaType("tmcd")
    public static let metadata = AVMediaType("meta")
    public static let muxed = AVMediaType("muxx")
    public static let depthData = AVMediaType("dpth")
}

/// How a layer fits video into its bounds, as AVFoundation's `AVLayerVideoGravity` (its raw values).
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Stretched to fill the bounds.
    public static let resize = AVLayerVideoGravity("AVLayerVideoGravityResize")
    /// Fitted inside the bounds, its aspect ratio kept (the default).
    public static let resizeAspect = AVLayerVideoGravity("AVLayerVideoGravityResizeAspect")
    /// Filling the bounds, its aspect ratio kept, cropped.
    public static let resizeAspectFill = AVLayerVideoGravity("AVLayerVideoGravityResizeAspectFill")
}

/// The largest rect of `aspectRatio`'s proportions that fits inside `boundingRect`, centred in it,
/// as AVFoundation's `AVMakeRect(aspectRatio:insideRect:)`; a zero-area `aspectRatio` gives a
/// zero-size rect at the bounding rect's centre.
///
/// ```swift
/// AVMakeRect(aspectRatio: CGSize(width: 16, height: 9), insideRect: CGRect(x: 0, y: 0, width: 320, height: 320))
/// // (0, 70, 320, 180)
/// ```
public func AVMakeRect(aspectRatio: CGSize, insideRect boundingRect: CGRect) -> CGRect {
    let bounds = boundingRect.standardized
    let ratioWidth = abs(aspectRatio.width), ratioHeight = abs(aspectRatio.height)
    guard ratioWidth > 0, ratioHeight > 0 else { return CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0) }
    let scale = min(bounds.width / ratioWidth, bounds.height / ratioHeight)
    let size = CGSize(width: ratioWidth * scale, height: ratioHeight * scale)
    return CGRect(
        x: bounds.minX + (bounds.width - size.width) / 2, y: bounds.minY + (bounds.height - size.height) / 2,
        width: size.width, height: size.height)
}
