import Foundation

/// How a fetch is filtered and ordered, as Photos' `PHFetchOptions`. `predicate` is evaluated
/// with each asset (Linux's Foundation makes only block predicates); `sortDescriptors` compare
/// assets through their key paths (`NSSortDescriptor(keyPath: \PHAsset.pixelWidth, ascending:
/// false)`); without them a fetch keeps the library's order (the order the test gave).
open class PHFetchOptions: NSObject, @unchecked Sendable {
    /// The assets to keep: those it is true of.
    open var predicate: NSPredicate?
    /// The order of the result.
    open var sortDescriptors: [NSSortDescriptor]?
    /// Whether hidden assets are fetched.
    open var includeHiddenAssets = false
    /// Whether every photo of a burst is fetched. No effect here: fixtures are single photos.
    open var includeAllBurstAssets = false
    /// The sources fetched from: the user's library is the only one here.
    open var includeAssetSourceTypes: PHAssetSourceType = .typeUserLibrary
    /// The largest number of objects fetched; 0 for no limit.
    open var fetchLimit = 0
    /// Whether change details are incremental. No visible effect: ``PHChange`` always gives them.
    open var wantsIncrementalChangeDetails = true

    public override init() { super.init() }
}

/// Which assets a fetch asks for.
struct AssetQuery {
    let mediaType: PHAssetMediaType?
    let identifiers: Set<String>?
    /// Whether an asset belongs to the collection fetched from.
    let collection: (@Sendable (PHAsset) -> Bool)?

    func run(on assets: [PHAsset], options: PHFetchOptions?) -> [PHAsset] {
        var found = assets.filter { asset in
            (mediaType.map { asset.mediaType == $0 } ?? true) && (identifiers?.contains(asset.localIdentifier) ?? true)
                && (collection?(asset) ?? true) && (!asset.isHidden || options?.includeHiddenAssets == true)
                && options?.includeAssetSourceTypes.contains(.typeUserLibrary) != false
                && (options?.predicate?.evaluate(with: asset) ?? true)
        }
        if let descriptors = options?.sortDescriptors, !descriptors.isEmpty {
            found.sort { lhs, rhs in
                for descriptor in descriptors {
                    let order = descriptor.compare(lhs, to: rhs)
                    if order != .orderedSame { return order == .orderedAscending }
                }
                return false
            }
        }
        if let limit = options?.fetchLimit, limit > 0 { found = Array(found.prefix(limit)) }
        return found
    }
}

/// The objects a fetch found, in order, as Photos' `PHFetchResult`. A result is a snapshot: it
/// does not change when the library does (``PHChange`` gives the result after a change).
open class PHFetchResult<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
    private let objects: [ObjectType]
    /// How the result was fetched, to fetch it again after a change.
    let refetch: (() -> PHFetchResult<ObjectType>)?

    init(objects: [ObjectType], refetch: (() -> PHFetchResult<ObjectType>)? = nil) {
        (self.objects, self.refetch) = (objects, refetch)
        super.init()
    }

    /// An empty result (`NSObject`'s initialiser, which apps use for a property's first value).
    public override convenience init() { self.init(objects: []) }

    /// The number of objects.
    open var count: Int { objects.count }
    /// The first object; `nil` when there is none.
    open var firstObject: ObjectType? { objects.first }
    /// The last object; `nil` when there is none.
    open var lastObject: ObjectType? { objects.last }

    /// The object at `index` (which must be less than ``count``, as in Photos).
    open func object(at index: Int) -> ObjectType { objects[index] }
    open subscript(index: Int) -> ObjectType { objects[index] }
    /// The objects at `indexes`.
    open func objects(at indexes: IndexSet) -> [ObjectType] { indexes.map { objects[$0] } }
    /// Whether the result holds `anObject` (an equal object).
    open func contains(_ anObject: ObjectType) -> Bool { index(of: anObject) != NSNotFound }
    /// The index of `anObject`; `NSNotFound` when the result does not hold it.
    open func index(of anObject: ObjectType) -> Int {
        objects.firstIndex { ($0 as? NSObject)?.isEqual(anObject) ?? ($0 === anObject) } ?? NSNotFound
    }

    /// The number of assets of `mediaType` in the result.
    open func countOfAssets(with mediaType: PHAssetMediaType) -> Int {
        objects.filter { ($0 as? PHAsset)?.mediaType == mediaType }.count
    }

    /// Calls `block` with each object and its index, in order, until it sets `stop`.
    open func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        enumerate(indexes: Array(objects.indices), block)
    }

    /// Calls `block` with each object, in reverse order with `.reverse` (`.concurrent` runs them
    /// one after another here, which a concurrent enumeration may do).
    open func enumerateObjects(
        options opts: NSEnumerationOptions = [], using block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        let indexes = Array(objects.indices)
        enumerate(indexes: opts.contains(.reverse) ? indexes.reversed() : indexes, block)
    }

    /// Calls `block` with the objects at `s`, as ``enumerateObjects(options:using:)``.
    open func enumerateObjects(
        at s: IndexSet, options opts: NSEnumerationOptions = [],
        using block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        let indexes = Array(s)
        enumerate(indexes: opts.contains(.reverse) ? indexes.reversed() : indexes, block)
    }

    private func enumerate(indexes: [Int], _ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop: ObjCBool = false
        for index in indexes {
            block(objects[index], index, &stop)
            if stop.boolValue { return }
        }
    }
}

extension PHFetchResult where ObjectType == PHAsset {
    /// The assets `query` finds in the library now, as `options` filter and order them.
    convenience init(fetch query: AssetQuery, options: PHFetchOptions?) {
        let assets = LibraryState.current.withLock { $0.assets }
        self.init(objects: query.run(on: assets, options: options)) {
            PHFetchResult<PHAsset>(fetch: query, options: options)
        }
    }
}
