import CellSnapUIKit
import Foundation

/// A change of one album, or the creation or deletion of albums, as Photos'
/// `PHAssetCollectionChangeRequest`. Only regular albums (`.album`) can be changed, as on iOS:
/// the request for a smart album is `nil`. An album's assets keep the library's order (CellSnap's
/// albums are the titles their assets name, in ``PHPhotoLibrary/CellSnapAsset/albums``), so
/// `insertAssets(_:at:)` adds the assets where the library's order puts them, and
/// `moveAssets(at:to:)`, which would need an order of the album's own, fails the block with an
/// error naming it.
///
/// ```swift
/// PHPhotoLibrary.shared().performChanges({
///     PHAssetCollectionChangeRequest.creationRequestForAssetCollection(withTitle: "Trips")
/// })
/// ```
open class PHAssetCollectionChangeRequest: PHChangeRequest {
    private var albumTitle = ""
    private weak var transaction: PHChangeTransaction?

    /// A request for no album, which changes nothing (iOS makes requests only through the
    /// initialisers and class methods here).
    public required override init() { super.init() }

    /// A request to change `assetCollection`; `nil` for a smart album, which cannot be changed.
    public convenience init?(for assetCollection: PHAssetCollection) {
        self.init(for: assetCollection, assets: nil)
    }

    /// A request to change `assetCollection`, whose assets the app fetched as `assets` (the
    /// indexes of `insertAssets(_:at:)` and `removeAssets(at:)` are the album's own here);
    /// `nil` for a smart album.
    public convenience init?(for assetCollection: PHAssetCollection, assets: PHFetchResult<PHAsset>?) {
        let call = "PHAssetCollectionChangeRequest(for:)"
        guard assetCollection.assetCollectionType == .album, let title = assetCollection.localizedTitle else {
            return nil
        }
        self.init()
        (albumTitle, transaction) = (title, PHChangeTransaction.current(for: call))
    }

    /// A request that creates an empty album titled `title`.
    @discardableResult
    open class func creationRequestForAssetCollection(withTitle title: String) -> Self {
        let transaction = PHChangeTransaction.current(
            for: "PHAssetCollectionChangeRequest.creationRequestForAssetCollection(withTitle:)")
        let request = Self()
        if let transaction {
            (request.albumTitle, request.transaction) = (title, transaction)
            if !transaction.albums.contains(title) { transaction.albums.append(title) }
            request.placeholderForCreatedAssetCollection = PHObjectPlaceholder(
                localIdentifier: PHAssetCollection.albumIdentifier(title))
        }
        return request
    }

    /// Deletes the regular albums of `assetCollections` (their assets stay in the library).
    open class func deleteAssetCollections(_ assetCollections: any NSFastEnumeration) {
        let call = "PHAssetCollectionChangeRequest.deleteAssetCollections(_:)"
        guard let transaction = PHChangeTransaction.current(for: call) else { return }
        for case let album as PHAssetCollection in assetCollections.cellSnapEnumeratedObjects
        where album.assetCollectionType == .album {
            guard let title = album.localizedTitle else { continue }
            transaction.albums.removeAll { $0 == title }
            for asset in transaction.assets where asset.fixture.albums.contains(title) {
                transaction.edit(asset.identifier) { $0.albums.removeAll { $0 == title } }
            }
        }
    }

    /// Stands for the album a creation request adds; `nil` for a request to change one.
    open private(set) var placeholderForCreatedAssetCollection: PHObjectPlaceholder?

    /// The album's title; setting it renames the album.
    open var title: String {
        get { albumTitle }
        set {
            guard let transaction, newValue != albumTitle else { return }
            let old = albumTitle
            transaction.albums = transaction.albums.map { $0 == old ? newValue : $0 }
            for asset in transaction.assets where asset.fixture.albums.contains(old) {
                transaction.edit(asset.identifier) { $0.albums = $0.albums.map { $0 == old ? newValue : $0 } }
            }
            albumTitle = newValue
        }
    }

    /// Adds `assets` to the album.
    open func addAssets(_ assets: any NSFastEnumeration) { add(assets) }

    /// Adds `assets` to the album, where the library's order puts them (see above).
    open func insertAssets(_ assets: any NSFastEnumeration, at indexes: IndexSet) { add(assets) }

    /// Takes `assets` out of the album (they stay in the library).
    open func removeAssets(_ assets: any NSFastEnumeration) {
        remove(Set(assets.cellSnapEnumeratedObjects.compactMap { ($0 as? PHAsset)?.localIdentifier }))
    }

    /// Takes the album's assets at `indexes` out of it.
    open func removeAssets(at indexes: IndexSet) {
        let members = self.members
        remove(Set(indexes.filter { $0 < members.count }.map { members[$0] }))
    }

    /// Takes the album's assets at `indexes` out of it and adds `assets`.
    open func replaceAssets(at indexes: IndexSet, withAssets assets: any NSFastEnumeration) {
        removeAssets(at: indexes)
        add(assets)
    }

    /// Refused: the block fails with an error, as an album's order here is the library's.
    open func moveAssets(at fromIndexes: IndexSet, to toIndex: Int) {
        transaction?.fail(
            "PHAssetCollectionChangeRequest.moveAssets(at:to:)",
            "CellSnap's albums keep the library's order; they have no order of their own to change")
    }

    /// The identifiers of the album's assets, in the library's order.
    private var members: [String] {
        (transaction?.assets ?? []).filter { $0.fixture.albums.contains(albumTitle) }.map(\.identifier)
    }

    private func add(_ assets: any NSFastEnumeration) {
        guard let transaction else { return }
        if !transaction.albums.contains(albumTitle) { transaction.albums.append(albumTitle) }
        for case let asset as PHObject in assets.cellSnapEnumeratedObjects {
            transaction.edit(asset.localIdentifier) { fixture in
                if !fixture.albums.contains(albumTitle) { fixture.albums.append(albumTitle) }
            }
        }
    }

    private func remove(_ identifiers: Set<String>) {
        for identifier in identifiers { transaction?.edit(identifier) { $0.albums.removeAll { $0 == albumTitle } } }
    }
}
