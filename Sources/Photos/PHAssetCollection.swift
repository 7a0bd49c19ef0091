import Foundation

/// The kind of an asset collection, as `PHAssetCollectionType` (its raw values).
public enum PHAssetCollectionType: Int, Hashable, Sendable {
    case album = 1, smartAlbum = 2
    @available(*, deprecated, message: "Moments are no longer fetched")
    case moment = 3
}

/// What an asset collection holds, as `PHAssetCollectionSubtype` (its raw values).
public enum PHAssetCollectionSubtype: Int, Hashable, Sendable {
    case albumRegular = 2, albumSyncedEvent = 3, albumSyncedFaces = 4, albumSyncedAlbum = 5, albumImported = 6
    case albumMyPhotoStream = 100, albumCloudShared = 101
    case smartAlbumGeneric = 200, smartAlbumPanoramas = 201, smartAlbumVideos = 202, smartAlbumFavorites = 203
    case smartAlbumTimelapses = 204, smartAlbumAllHidden = 205, smartAlbumRecentlyAdded = 206
    case smartAlbumBursts = 207, smartAlbumSlomoVideos = 208, smartAlbumUserLibrary = 209
    case smartAlbumSelfPortraits = 210, smartAlbumScreenshots = 211, smartAlbumDepthEffect = 212
    case smartAlbumLivePhotos = 213, smartAlbumAnimated = 214, smartAlbumLongExposures = 215
    case smartAlbumUnableToUpload = 216, smartAlbumRAW = 217, smartAlbumCinematic = 218
    case any = 9_223_372_036_854_775_807
}

/// A collection of the library, as Photos' `PHCollection`.
open class PHCollection: PHObject {
    /// The collection's title.
    open var localizedTitle: String? { nil }
    /// Whether it can hold assets.
    open var canContainAssets: Bool { false }
    /// Whether it can hold other collections.
    open var canContainCollections: Bool { false }

    /// Whether `anOperation` can be done: a regular album can take and give up assets, be
    /// renamed and be deleted; its order cannot be changed here (see
    /// ``PHAssetCollectionChangeRequest``). Smart albums and folders cannot be changed, as on iOS.
    open func canPerform(_ anOperation: PHCollectionEditOperation) -> Bool {
        guard (self as? PHAssetCollection)?.assetCollectionType == .album else { return false }
        return [.addContent, .removeContent, .delete, .rename].contains(anOperation)
    }

    /// The albums and folders at the top of the person's library: the regular albums, in order
    /// (CellSnap's library has no folders).
    open class func fetchTopLevelUserCollections(with options: PHFetchOptions?) -> PHFetchResult<PHCollection> {
        let albums = PHAssetCollection.allCollections().filter { $0.assetCollectionType == .album }
        let limit = options?.fetchLimit ?? 0
        return PHFetchResult(objects: limit > 0 ? Array(albums.prefix(limit)) : albums) {
            fetchTopLevelUserCollections(with: options)
        }
    }

    /// The collections in `collectionList`: none, as CellSnap's library has no folders.
    open class func fetchCollections(in collectionList: PHCollectionList, options: PHFetchOptions?)
        -> PHFetchResult<PHCollection>
    {
        PHFetchResult(objects: [])
    }
}

/// An album or smart album, as Photos' `PHAssetCollection`. CellSnap's library has the regular
/// albums its assets name (``PHPhotoLibrary/CellSnapAsset/albums``, in order of first mention)
/// and the smart albums that follow from the assets: Recents (the user library: every asset that
/// is not hidden), Favorites, Videos, Screenshots, Panoramas, Live Photos and Hidden.
open class PHAssetCollection: PHCollection {
    /// The collection's kind.
    public let assetCollectionType: PHAssetCollectionType
    /// What it holds.
    public let assetCollectionSubtype: PHAssetCollectionSubtype
    private let title: String
    /// Whether an asset belongs to the collection.
    let membership: @Sendable (PHAsset) -> Bool

    init(
        type: PHAssetCollectionType, subtype: PHAssetCollectionSubtype, title: String,
        membership: @escaping @Sendable (PHAsset) -> Bool
    ) {
        (assetCollectionType, assetCollectionSubtype, self.title, self.membership) = (type, subtype, title, membership)
        super.init(localIdentifier: "CELLSNAP-\(type.rawValue)-\(subtype.rawValue)-\(title)/L0/040")
    }

    /// The identifier of the regular album titled `title`.
    static func albumIdentifier(_ title: String) -> String {
        "CELLSNAP-\(PHAssetCollectionType.album.rawValue)-\(PHAssetCollectionSubtype.albumRegular.rawValue)-\(title)/L0/040"
    }

    open override var localizedTitle: String? { title }
    open override var canContainAssets: Bool { true }
    /// The number of assets it holds, counted now.
    open var estimatedAssetCount: Int { PHAsset.fetchAssets(in: self, options: nil).count }
    /// The earliest creation date of its assets.
    open var startDate: Date? { dates.min() }
    /// The latest creation date of its assets.
    open var endDate: Date? { dates.max() }

    private var dates: [Date] {
        var found: [Date] = []
        PHAsset.fetchAssets(in: self, options: nil).enumerateObjects { asset, _, _ in
            if let date = asset.creationDate { found.append(date) }
        }
        return found
    }

    /// The collections of `type` and `subtype` (`.any` for every subtype), in the order above.
    open class func fetchAssetCollections(
        with type: PHAssetCollectionType, subtype: PHAssetCollectionSubtype, options: PHFetchOptions?
    ) -> PHFetchResult<PHAssetCollection> {
        let found = allCollections().filter {
            $0.assetCollectionType == type && (subtype == .any || $0.assetCollectionSubtype == subtype)
        }
        return PHFetchResult(objects: Array(found.prefix(options?.fetchLimit ?? 0 > 0 ? options!.fetchLimit : .max))) {
            fetchAssetCollections(with: type, subtype: subtype, options: options)
        }
    }

    /// The collections of `identifiers`.
    open class func fetchAssetCollections(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?)
        -> PHFetchResult<PHAssetCollection>
    {
        PHFetchResult(objects: allCollections().filter { identifiers.contains($0.localIdentifier) })
    }

    /// The regular albums that hold `asset`.
    open class func fetchAssetCollectionsContaining(
        _ asset: PHAsset, with type: PHAssetCollectionType, options: PHFetchOptions?
    ) -> PHFetchResult<PHAssetCollection> {
        PHFetchResult(objects: allCollections().filter { $0.assetCollectionType == type && $0.membership(asset) })
    }

    static func allCollections() -> [PHAssetCollection] {
        let (assets, created) = LibraryState.current.withLock { ($0.assets, $0.albums) }
        var titles = created
        for asset in assets { for album in asset.fixture.albums where !titles.contains(album) { titles.append(album) } }
        let albums = titles.map { title in
            PHAssetCollection(type: .album, subtype: .albumRegular, title: title) { $0.fixture.albums.contains(title) }
        }
        return albums + smartAlbums
    }

    private static var smartAlbums: [PHAssetCollection] {
        [
            PHAssetCollection(type: .smartAlbum, subtype: .smartAlbumUserLibrary, title: "Recents") { !$0.isHidden },
            PHAssetCollection(type: .smartAlbum, subtype: .smartAlbumFavorites, title: "Favorites") { $0.isFavorite },
            PHAssetCollection(type: .smartAlbum, subtype: .smartAlbumVideos, title: "Videos") {
                $0.mediaType == .video
            },
            PHAssetCollection(type: .smartAlbum, subtype: .smartAlbumScreenshots, title: "Screenshots") {
                $0.mediaSubtypes.contains(.photoScreenshot)
            },
            PHAssetCollection(type: .smartAlbum, subtype: .smartAlbumPanoramas, title: "Panoramas") {
                $0.mediaSubtypes.contains(.photoPanorama)
            },
            PHAssetCollection(type: .smartAlbum, subtype: .smartAlbumLivePhotos, title: "Live Photos") {
                $0.mediaSubtypes.contains(.photoLive)
            },
            PHAssetCollection(type: .smartAlbum, subtype: .smartAlbumAllHidden, title: "Hidden") { $0.isHidden },
        ]
    }
}
