import Foundation

/// A change of the library, as Photos' `PHChange`: what a change observer is given.
open class PHChange: NSObject, @unchecked Sendable {
    private let before: [PHAsset], after: [PHAsset]

    init(before: [PHAsset], after: [PHAsset]) {
        (self.before, self.after) = (before, after)
        super.init()
    }

    /// How `object` changed: `nil` when the library's assets before and after the change give it
    /// the same description; otherwise the details, with the object after the change (`nil` if
    /// it was removed).
    open func changeDetails<T: PHObject>(for object: T) -> PHObjectChangeDetails<T>? {
        let old = before.first { $0.localIdentifier == object.localIdentifier }
        let new = after.first { $0.localIdentifier == object.localIdentifier }
        guard old?.fixture.isSame(as: new?.fixture) != true else { return nil }
        return PHObjectChangeDetails(before: object, after: new as? T)
    }

    /// How `object` (a fetch result of assets) changed: the result fetched again, with the
    /// indexes removed, inserted and changed; `nil` for a result that cannot be fetched again or
    /// did not change.
    open func changeDetails<T: PHObject>(for object: PHFetchResult<T>) -> PHFetchResultChangeDetails<T>? {
        guard let after = object.refetch?() else { return nil }
        let details = PHFetchResultChangeDetails(before: object, after: after, assetsBefore: before)
        let unchanged = [details.removedIndexes, details.insertedIndexes, details.changedIndexes].allSatisfy {
            $0?.isEmpty != false
        }
        return unchanged ? nil : details
    }
}

/// How one object changed, as `PHObjectChangeDetails`.
open class PHObjectChangeDetails<ObjectType: PHObject>: NSObject, @unchecked Sendable {
    /// The object before the change.
    public let objectBeforeChanges: ObjectType
    /// The object after it; `nil` when it was removed.
    public let objectAfterChanges: ObjectType?

    init(before: ObjectType, after: ObjectType?) {
        (objectBeforeChanges, objectAfterChanges) = (before, after)
        super.init()
    }

    /// Whether the asset's picture changed (a fixture with another image).
    open var assetContentChanged: Bool {
        guard let old = objectBeforeChanges as? PHAsset, let new = objectAfterChanges as? PHAsset else { return false }
        return old.fixture.image != new.fixture.image
    }

    /// Whether the object was removed.
    open var objectWasDeleted: Bool { objectAfterChanges == nil }
}

/// How a fetch result changed, as `PHFetchResultChangeDetails`: objects matched by identifier.
open class PHFetchResultChangeDetails<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
    public let fetchResultBeforeChanges: PHFetchResult<ObjectType>
    public let fetchResultAfterChanges: PHFetchResult<ObjectType>
    /// Indexes in the result before the change of the objects removed.
    public let removedIndexes: IndexSet?
    /// Indexes in the result after the change of the objects inserted.
    public let insertedIndexes: IndexSet?
    /// Indexes in the result after the change of the objects whose description changed.
    public let changedIndexes: IndexSet?

    init(before: PHFetchResult<ObjectType>, after: PHFetchResult<ObjectType>, assetsBefore: [PHAsset]) {
        (fetchResultBeforeChanges, fetchResultAfterChanges) = (before, after)
        let oldIDs = (0..<before.count).map { (before.object(at: $0) as? PHObject)?.localIdentifier ?? "" }
        let newIDs = (0..<after.count).map { (after.object(at: $0) as? PHObject)?.localIdentifier ?? "" }
        removedIndexes = IndexSet(oldIDs.indices.filter { !newIDs.contains(oldIDs[$0]) })
        insertedIndexes = IndexSet(newIDs.indices.filter { !oldIDs.contains(newIDs[$0]) })
        changedIndexes = IndexSet(
            newIDs.indices.filter { index in
                guard let new = after.object(at: index) as? PHAsset,
                    let old = assetsBefore.first(where: { $0.localIdentifier == newIDs[index] })
                else { return false }
                return !old.fixture.isSame(as: new.fixture)
            })
        super.init()
    }

    /// Whether the indexes describe the change: always.
    open var hasIncrementalChanges: Bool { true }
    /// The objects removed.
    open var removedObjects: [ObjectType] { removedIndexes.map(fetchResultBeforeChanges.objects(at:)) ?? [] }
    /// The objects inserted.
    open var insertedObjects: [ObjectType] { insertedIndexes.map(fetchResultAfterChanges.objects(at:)) ?? [] }
    /// The objects changed.
    open var changedObjects: [ObjectType] { changedIndexes.map(fetchResultAfterChanges.objects(at:)) ?? [] }
    /// Whether objects moved: never reported here (a move shows as a removal and an insertion).
    open var hasMoves: Bool { false }
    /// Calls `handler` for each move: none, as ``hasMoves`` says.
    open func enumerateMoves(_ handler: (Int, Int) -> Void) {}
}

extension PHPhotoLibrary.CellSnapAsset {
    /// Whether two descriptions of an asset are the same.
    func isSame(as other: Self?) -> Bool {
        guard let other else { return false }
        return image == other.image && mediaType == other.mediaType && mediaSubtypes == other.mediaSubtypes
            && creationDate == other.creationDate && duration == other.duration && isFavorite == other.isFavorite
            && isHidden == other.isHidden && albums == other.albums
    }
}
