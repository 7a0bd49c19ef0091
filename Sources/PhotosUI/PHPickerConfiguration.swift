import CellSnapUIKit
import Foundation
import Photos

/// Which assets a picker shows, as PhotosUI's `PHPickerFilter`: kinds of assets, combined.
public struct PHPickerFilter: Hashable, Sendable {
    private indirect enum Rule: Hashable, Sendable {
        case mediaType(PHAssetMediaType)
        case subtype(UInt)
        case any([Rule]), all([Rule]), not(Rule)
    }

    private let rule: Rule

    /// Photos (live photos among them).
    public static let images = PHPickerFilter(rule: .mediaType(.image))
    /// Videos.
    public static let videos = PHPickerFilter(rule: .mediaType(.video))
    /// Live Photos.
    public static let livePhotos = PHPickerFilter(rule: .subtype(PHAssetMediaSubtype.photoLive.rawValue))
    /// Portrait photos with depth.
    public static let depthEffectPhotos = PHPickerFilter(rule: .subtype(PHAssetMediaSubtype.photoDepthEffect.rawValue))
    /// Panoramas.
    public static let panoramas = PHPickerFilter(rule: .subtype(PHAssetMediaSubtype.photoPanorama.rawValue))
    /// Screenshots.
    public static let screenshots = PHPickerFilter(rule: .subtype(PHAssetMediaSubtype.photoScreenshot.rawValue))
    /// Screen recordings.
    public static let screenRecordings = PHPickerFilter(
        rule: .subtype(PHAssetMediaSubtype.videoScreenRecording.rawValue))
    /// Cinematic videos.
    public static let cinematicVideos = PHPickerFilter(rule: .subtype(PHAssetMediaSubtype.videoCinematic.rawValue))
    /// Slow-motion videos.
    public static let slomoVideos = PHPickerFilter(rule: .subtype(PHAssetMediaSubtype.videoHighFrameRate.rawValue))
    /// Time-lapse videos.
    public static let timelapseVideos = PHPickerFilter(rule: .subtype(PHAssetMediaSubtype.videoTimelapse.rawValue))
    /// Spatial photos and videos.
    public static let spatialMedia = PHPickerFilter(rule: .subtype(PHAssetMediaSubtype.spatialMedia.rawValue))

    /// Assets any of `subfilters` shows.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(rule: .any(subfilters.map(\.rule)))
    }

    /// Assets all of `subfilters` show.
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(rule: .all(subfilters.map(\.rule)))
    }

    /// Assets `filter` does not show.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(rule: .not(filter.rule)) }

    /// Whether the filter shows `asset`.
    func shows(_ asset: PHAsset) -> Bool { Self.matches(rule, asset) }

    private static func matches(_ rule: Rule, _ asset: PHAsset) -> Bool {
        switch rule {
        case .mediaType(let type): asset.mediaType == type
        case .subtype(let bits): asset.mediaSubtypes.contains(PHAssetMediaSubtype(rawValue: bits))
        case .any(let rules): rules.contains { matches($0, asset) }
        case .all(let rules): rules.allSatisfy { matches($0, asset) }
        case .not(let rule): !matches(rule, asset)
        }
    }
}

/// What a picker lets the person choose, as PhotosUI's `PHPickerConfiguration`.
public struct PHPickerConfiguration: Hashable, Sendable {
    /// Which representation of an asset is handed over, as `AssetRepresentationMode`.
    public enum AssetRepresentationMode: Int, Hashable, Sendable { case automatic = 0, current = 1, compatible = 2 }
    /// How choices are made, as `Selection`.
    public enum Selection: Int, Hashable, Sendable {
        case `default` = 0, ordered = 1, continuous = 2, continuousAndOrdered = 3
    }

    /// Which assets are shown; all for `nil`.
    public var filter: PHPickerFilter?
    /// How many assets may be chosen; 0 for no limit.
    public var selectionLimit = 1
    /// Which representation is handed over (PNG data of the fixture image, for every mode here).
    public var preferredAssetRepresentationMode = AssetRepresentationMode.automatic
    /// How choices are made. No visible effect: the picker is never drawn.
    public var selection = Selection.default
    /// The assets chosen when the picker opens (needs a configuration made with a library).
    public var preselectedAssetIdentifiers: [String] = []
    /// Whether results carry asset identifiers: only with a library, as in PhotosUI.
    let hasPhotoLibrary: Bool

    /// A configuration whose results carry no asset identifiers.
    public init() { hasPhotoLibrary = false }

    /// A configuration whose results carry the asset identifiers of `photoLibrary`.
    public init(photoLibrary: PHPhotoLibrary) { hasPhotoLibrary = true }
}

/// One chosen asset, as PhotosUI's `PHPickerResult`.
public struct PHPickerResult: Hashable, @unchecked Sendable {
    /// The asset's data: its image as PNG (`public.png`).
    public let itemProvider: NSItemProvider
    /// The asset's identifier, when the configuration was made with a library.
    public let assetIdentifier: String?

    init(itemProvider: NSItemProvider, assetIdentifier: String?) {
        (self.itemProvider, self.assetIdentifier) = (itemProvider, assetIdentifier)
    }
}
