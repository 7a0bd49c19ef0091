// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CellSnapUIKit
import Foundation

/// A timed media resource, as AVFoundation's `AVAsset`. CellSnap decodes no media on Linux, so an
/// asset's properties are never known: each `load(_:)` throws a `CellSnapUIKitError` naming the
/// asset's URL and the property, and the synchronous properties iOS would block on answer as an
/// asset that has not loaded: ``duration`` is `.indefinite`, ``tracks`` is empty, ``isPlayable``
/// is `false`. A screen that shows a player draws as iOS draws it before the media arrives.
///
/// ```swift
/// let asset = AVURLAsset(url: URL(fileURLWithPath: "/tmp/intro.mp4"))
/// asset.duration.isIndefinite   // true: not known without decoding
/// ```
open class AVAsset: NSObject, AVAsyncPropertyLoading, @unchecked Sendable {
    /// The resource's URL, for an asset made from one.
    let resourceURL: URL?
    /// The keys `loadValuesAsynchronously(forKeys:completionHandler:)` was asked for.
    let cellSnapRequestedKeys = AssetKeyRequests()

    init(resourceURL: URL?) {
        self.resourceURL = resourceURL
        super.init()
    }

    /// An asset of the resource at `URL` (an ``AVURLAsset`` on iOS).
    public convenience init(url URL: URL) { self.init(resourceURL: URL) }

    /// The asset's length: `.indefinite`, as it is not known without decoding.
    @available(iOS, deprecated: 16.0, message: "Use load(.duration) instead")
    open var duration: CMTime { .indefinite }
    /// The asset's tracks: none known.
    @available(iOS, deprecated: 16.0, message: "Use load(.tracks) instead")
    open var tracks: [AVAssetTrack] { [] }
    /// The asset's metadata in the common key space: none known, as it is not read without decoding.
    @available(iOS, deprecated: 16.0, message: "Use load(.commonMetadata) instead")
    open var commonMetadata: [AVMetadataItem] { [] }
    /// The asset's metadata in every key space: none known, as ``commonMetadata``.
    @available(iOS, deprecated: 16.0, message: "Use load(.metadata) instead")
    open var metadata: [AVMetadataItem] { [] }
    /// Whether the asset can be played: not known, `false`.
    @available(iOS, deprecated: 16.0, message: "Use load(.isPlayable) instead")
    open var isPlayable: Bool { false }
    /// Whether the asset's media can be read: not known, `false`.
    open var isReadable: Bool { false }
    /// The rate the asset prefers: 1.
    open var preferredRate: Float { 1 }
    /// The volume the asset prefers: 1.
    open var preferredVolume: Float { 1 }
    /// The transform the asset prefers: identity.
    open var preferredTransform: CGAffineTransform { .identity }

    /// The asset's tracks of `mediaType`: none known.
    @available(iOS, deprecated: 16.0, message: "Use loadTracks(withMediaType:) instead")
    open func tracks(withMediaType mediaType: AVMediaType) -> [AVAssetTrack] { [] }

    /// Loads the tracks of `mediaType`: throws, as CellSnap decodes no media.
    open func loadTracks(withMediaType mediaType: AVMediaType) async throws -> [AVAssetTrack] {
        throw cellSnapLoadError("loadTracks(withMediaType: .\(mediaType.rawValue))")
    }

    /// Cancels loading: nothing loads.
    open func cancelLoading() {}

    /// The error a load of `property` throws.
    final func cellSnapLoadError(_ property: String) -> CellSnapUIKitError {
        CellSnapUIKitError(
            call: "\(type(of: self)).\(property) of \"\(resourceURL?.absoluteString ?? "an asset")\"",
            reason:
                "CellSnap decodes no media on Linux, so an asset's properties are never known; a screen "
                + "that shows the asset draws as iOS draws it before its media arrives")
    }
}

/// An asset of a URL, as AVFoundation's `AVURLAsset` (see ``AVAsset``).
open class AVURLAsset: AVAsset, @unchecked Sendable {
    /// The asset's URL.
    open var url: URL { resourceURL ?? URL(fileURLWithPath: "/") }

    /// An asset of `URL`; the options (precise timing, HTTP headers) are kept with no effect, as
    /// nothing loads.
    public init(url URL: URL, options: [String: Any]? = nil) { super.init(resourceURL: URL) }
}

/// The option that asks for exact durations and timing, as AVFoundation's key of that name.
public let AVURLAssetPreferPreciseDurationAndTimingKey = "AVURLAssetPreferPreciseDurationAndTimingKey"

/// A track of an asset, as AVFoundation's `AVAssetTrack`. No asset has tracks here (nothing is
/// decoded), so none is ever made; the type is here for code that names it.
open class AVAssetTrack: NSObject, @unchecked Sendable {
    /// The track's identifier.
    open private(set) var trackID: Int32 = 0
    /// The track's kind of media.
    open private(set) var mediaType = AVMediaType.video
    /// The size of the track's frames.
    open private(set) var naturalSize = CGSize.zero
    /// The transform the track prefers.
    open private(set) var preferredTransform = CGAffineTransform.identity
    /// The track's frames a second.
    open private(set) var nominalFrameRate: Float = 0
    /// The track's span of time.
    open private(set) var timeRange = CMTimeRange.zero

    override init() { super.init() }
}

/// What can load its properties asynchronously, as AVFoundation's `AVAsyncPropertyLoading`.
public protocol AVAsyncPropertyLoading {}

extension AVAsyncPropertyLoading where Self: AVAsset {
    /// Loads `property`: throws a `CellSnapUIKitError` naming it, as CellSnap decodes no media.
    public func load<T>(_ property: AVAsyncProperty<Self, T>) async throws -> T {
        throw cellSnapLoadError("load(.\(property.name))")
    }

    /// Loads two properties: throws, as ``load(_:)`` does.
    public func load<A, B>(_ propertyA: AVAsyncProperty<Self, A>, _ propertyB: AVAsyncProperty<Self, B>)
        async throws -> (A, B)
    {
        throw cellSnapLoadError("load(.\(propertyA.name), .\(propertyB.name))")
    }

    /// Loads three properties: throws, as ``load(_:)`` does.
    public func load<A, B, C>(
        _ propertyA: AVAsyncProperty<Self, A>, _ propertyB: AVAsyncProperty<Self, B>,
        _ propertyC: AVAsyncProperty<Self, C>
    ) async throws -> (A, B, C) {
        throw cellSnapLoadError("load(.\(propertyA.name), .\(propertyB.name), .\(propertyC.name))")
    }

    /// Where loading `property` stands: `.notYetLoaded`, as nothing loads.
    public func status<T>(of property: AVAsyncProperty<Self, T>) -> AVAsyncProperty<Self, T>.Status {
        .notYetLoaded
    }
}

/// A property an asset loads, as AVFoundation's `AVAsyncProperty`.
public final class AVAsyncProperty<Root, Value>: @unchecked Sendable {
    /// The property's name, as the load error says it.
    let name: String
    init(name: String) { self.name = name }

    /// Where loading a property stands, as `AVAsyncProperty.Status`.
    public enum Status {
        case notYetLoaded, loading, loaded(Value), failed(any Error)
    }
}

extension AVAsyncProperty where Root: AVAsset, Value == CMTime {
    /// The asset's length.
    public static var duration: AVAsyncProperty<Root, CMTime> { .init(name: "duration") }
}

extension AVAsyncProperty where Root: AVAsset, Value == [AVAssetTrack] {
    /// The asset's tracks.
    public static var tracks: AVAsyncProperty<Root, [AVAssetTrack]> { .init(name: "tracks") }
}

extension AVAsyncProperty where Root: AVAsset, Value == Bool {
    /// Whether the asset can be played.
    public static var isPlayable: AVAsyncProperty<Root, Bool> { .init(name: "isPlayable") }
    /// Whether the asset's media can be read.
    public static var isReadable: AVAsyncProperty<Root, Bool> { .init(name: "isReadable") }
    /// Whether the asset can be exported.
    public static var isExportable: AVAsyncProperty<Root, Bool> { .init(name: "isExportable") }
}

extension AVAsyncProperty where Root: AVAsset, Value == Float {
    /// The rate the asset prefers.
    public static var preferredRate: AVAsyncProperty<Root, Float> { .init(name: "preferredRate") }
    /// The volume the asset prefers.
    public static var preferredVolume: AVAsyncProperty<Root, Float> { .init(name: "preferredVolume") }
}

extension AVAsyncProperty where Root: AVAsset, Value == CGAffineTransform {
    /// The transform the asset prefers.
    public static var preferredTransform: AVAsyncProperty<Root, CGAffineTransform> {
        .init(name: "preferredTransform")
    }
}
