import CellSnapUIKit
import Foundation

/// What can be done to an asset, as `PHAssetEditOperation` (its raw values).
public enum PHAssetEditOperation: Int, Hashable, Sendable {
    case delete = 1, content = 2, properties = 3
}

/// What can be done to a collection, as `PHCollectionEditOperation` (its raw values).
public enum PHCollectionEditOperation: Int, Hashable, Sendable {
    case deleteContent = 1, removeContent = 2, addContent = 3, createContent = 4, rearrangeContent = 5
    case delete = 6, rename = 7
}

/// The kind of a collection list, as `PHCollectionListType` (its raw values).
public enum PHCollectionListType: Int, Hashable, Sendable {
    case smartFolder = 2, folder = 3
    @available(*, deprecated, message: "Moments are no longer fetched")
    case momentList = 1
}

/// What a collection list holds, as `PHCollectionListSubtype` (its raw values).
public enum PHCollectionListSubtype: Int, Hashable, Sendable {
    case regularFolder = 100, smartFolderEvents = 200, smartFolderFaces = 201
    case any = 9_223_372_036_854_775_807
}

/// A folder of albums, as Photos' `PHCollectionList`. A test describes albums, not folders
/// (``PHPhotoLibrary/CellSnapAsset/albums``), so CellSnap's library has none: every fetch of
/// folders is empty, and the top-level user collections are the regular albums.
open class PHCollectionList: PHCollection {
    /// The list's kind.
    public let collectionListType: PHCollectionListType
    /// What it holds.
    public let collectionListSubtype: PHCollectionListSubtype

    init(type: PHCollectionListType, subtype: PHCollectionListSubtype, identifier: String) {
        (collectionListType, collectionListSubtype) = (type, subtype)
        super.init(localIdentifier: identifier)
    }

    open override var canContainCollections: Bool { true }

    /// The folders of `collectionListType`: none here.
    open class func fetchCollectionLists(
        with collectionListType: PHCollectionListType, subtype: PHCollectionListSubtype, options: PHFetchOptions?
    ) -> PHFetchResult<PHCollectionList> {
        PHFetchResult(objects: [])
    }

    /// The folders of `identifiers`: none here.
    open class func fetchCollectionLists(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?)
        -> PHFetchResult<PHCollectionList>
    {
        PHFetchResult(objects: [])
    }

    /// The folders that hold `collection`: none here.
    open class func fetchCollectionListsContaining(_ collection: PHCollection, options: PHFetchOptions?)
        -> PHFetchResult<PHCollectionList>
    {
        PHFetchResult(objects: [])
    }
}
