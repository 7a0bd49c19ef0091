// swift-format-ignore-file: AlwaysUseLowerCamelCase

// Foundation's constant names, as the SDK spells them.
import Foundation

/// A search of iCloud's documents and data by their metadata, as Foundation's `NSMetadataQuery`
/// on Apple's platforms (Linux's Foundation has none).
///
/// On iOS a query searches the app's iCloud containers (``NSMetadataQueryUbiquitousDocumentsScope``,
/// ``NSMetadataQueryUbiquitousDataScope``, ``NSMetadataQueryAccessibleUbiquitousExternalDocumentsScope``).
/// CellSnap's device is signed in to no iCloud account, so a query finds what iOS finds when the
/// person is signed out: nothing. ``start()`` posts `NSMetadataQueryDidStartGathering`,
/// then `NSMetadataQueryDidFinishGathering` with no results, and the query stays
/// live (``isStarted``) until ``stop()``; it never posts `NSMetadataQueryDidUpdate`,
/// as nothing in iCloud changes. The scopes of macOS (the home folder, the computer, the network)
/// find nothing either, as iOS does not search them.
///
/// ```swift
/// let query = NSMetadataQuery()
/// query.searchScopes = [NSMetadataQueryUbiquitousDocumentsScope]
/// query.predicate = NSPredicate(format: "%K LIKE '*.txt'", NSMetadataItemFSNameKey)
/// query.start()          // true; gathering finished with no results
/// query.resultCount      // 0
/// query.stop()
/// ```
///
/// What CellSnap chose where iOS differs: iOS gathers after `start()` returns and posts the
/// notifications on the query's ``operationQueue`` (or the run loop that started it); CellSnap
/// has no run loop to wait on in a snapshot test, so the notifications are posted at once, on the
/// calling thread, before `start()` returns: observe them before starting, as apps do.
open class NSMetadataQuery: NSObject, @unchecked Sendable {
    /// The query's delegate: never asked, as the query finds no results to replace.
    open weak var delegate: (any NSMetadataQueryDelegate)?
    /// What the results must match; a query without one does not start.
    open var predicate: NSPredicate?
    /// How the results are ordered.
    open var sortDescriptors: [NSSortDescriptor] = []
    /// The attributes whose values ``valueLists`` collects.
    open var valueListAttributes: [String] = []
    /// The attributes ``groupedResults`` groups by.
    open var groupingAttributes: [String]?
    /// How long updates are gathered before a notification (accepted; the query posts no updates).
    open var notificationBatchingInterval: TimeInterval = 1
    /// Where the query searches: the scope constants, or folder URLs.
    open var searchScopes: [Any] = []
    /// The items the query searches among, instead of its scopes (accepted; none are found).
    open var searchItems: [Any]?
    /// The queue iOS posts the notifications on (CellSnap posts them at once, see the class's notes).
    open var operationQueue: OperationQueue?

    /// Whether the query started and has not stopped.
    open private(set) var isStarted = false
    /// Whether the query is gathering its first results (never, once `start()` returned).
    open private(set) var isGathering = false
    /// Whether the query was stopped.
    open private(set) var isStopped = false
    private var updatesDisabled = 0

    /// A query with no predicate and no scopes.
    public override init() { super.init() }

    /// Starts the query: `false` when it has already started or has no ``predicate`` (the query
    /// then does nothing), else it gathers (nothing, without iCloud), posts its notifications and
    /// returns `true`.
    @discardableResult
    open func start() -> Bool {
        guard !isStarted, predicate != nil else { return false }
        isStarted = true
        isStopped = false
        isGathering = true
        NotificationCenter.default.post(name: .NSMetadataQueryDidStartGathering, object: self)
        isGathering = false
        NotificationCenter.default.post(name: .NSMetadataQueryDidFinishGathering, object: self)
        return true
    }

    /// Stops the query: it keeps its results (none) and posts no more notifications.
    open func stop() {
        guard isStarted else { return }
        isStarted = false
        isStopped = true
    }

    /// Holds back updates while the app reads the results (there are none to hold back).
    open func disableUpdates() { updatesDisabled += 1 }
    /// Lets updates through again.
    open func enableUpdates() { updatesDisabled = max(0, updatesDisabled - 1) }

    /// The number of results: 0 without iCloud.
    open var resultCount: Int { results.count }
    /// The results, in order: none without iCloud.
    open var results: [Any] { [] }
    /// The values of ``valueListAttributes`` found among the results: none.
    open var valueLists: [String: [NSMetadataQueryAttributeValueTuple]] { [:] }
    /// The results grouped by ``groupingAttributes``: none.
    open var groupedResults: [NSMetadataQueryResultGroup] { [] }

    /// The result at `idx`. A query without iCloud has none, so any index is out of range, which
    /// stops the program as an array's subscript does (iOS raises `NSRangeException`).
    open func result(at idx: Int) -> Any {
        let found = results
        precondition(
            found.indices.contains(idx), "NSMetadataQuery.result(at: \(idx)): the query has \(found.count) results")
        return found[idx]
    }

    /// The index of `result` among the results, or `NSNotFound`.
    open func index(ofResult result: Any) -> Int {
        results.firstIndex { ($0 as AnyObject) === (result as AnyObject) } ?? NSNotFound
    }

    /// Calls `block` with each result and its index until it sets its last argument.
    open func enumerateResults(_ block: (Any, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop: ObjCBool = false
        for (index, result) in results.enumerated() {
            block(result, index, &stop)
            if stop.boolValue { break }
        }
    }

    /// The value of `attrName` for the result at `idx` (see ``result(at:)`` for the range).
    open func value(ofAttribute attrName: String, forResultAt idx: Int) -> Any? {
        (result(at: idx) as? NSMetadataItem)?.value(forAttribute: attrName)
    }
}

/// What a metadata query's delegate may replace, as `NSMetadataQueryDelegate`.
public protocol NSMetadataQueryDelegate: NSObjectProtocol {
    /// The object to return in place of the result `result`.
    func metadataQuery(_ query: NSMetadataQuery, replacementObjectForResultObject result: NSMetadataItem) -> Any
    /// The value to return in place of `attrValue` for `attrName`.
    func metadataQuery(_ query: NSMetadataQuery, replacementValueForAttribute attrName: String, value attrValue: Any)
        -> Any
}

extension NSMetadataQueryDelegate {
    /// The result itself.
    public func metadataQuery(_ query: NSMetadataQuery, replacementObjectForResultObject result: NSMetadataItem)
        -> Any
    {
        result
    }
    /// The value itself.
    public func metadataQuery(
        _ query: NSMetadataQuery, replacementValueForAttribute attrName: String, value attrValue: Any
    ) -> Any {
        attrValue
    }
}

/// A value of an attribute found among a query's results and how many have it, as
/// `NSMetadataQueryAttributeValueTuple`.
open class NSMetadataQueryAttributeValueTuple: NSObject, @unchecked Sendable {
    /// The attribute.
    open private(set) var attribute: String
    /// The value.
    open private(set) var value: Any?
    /// How many results have the value.
    open private(set) var count: Int

    init(attribute: String, value: Any?, count: Int) {
        (self.attribute, self.value, self.count) = (attribute, value, count)
        super.init()
    }
}

/// A group of a query's results sharing an attribute's value, as `NSMetadataQueryResultGroup`.
open class NSMetadataQueryResultGroup: NSObject, @unchecked Sendable {
    /// The attribute the group shares.
    open private(set) var attribute: String
    /// The value the group shares.
    open private(set) var value: Any
    /// The groups within the group (by the next grouping attribute).
    open private(set) var subgroups: [NSMetadataQueryResultGroup]?
    /// The group's results.
    open private(set) var results: [Any]
    /// The number of results.
    open var resultCount: Int { results.count }

    init(attribute: String, value: Any, subgroups: [NSMetadataQueryResultGroup]?, results: [Any]) {
        (self.attribute, self.value, self.subgroups, self.results) = (attribute, value, subgroups, results)
        super.init()
    }

    /// The result at `idx` (out of range stops the program, as an array's subscript does).
    open func result(at idx: Int) -> Any { results[idx] }
}

extension NSNotification.Name {
    /// Posted when a query starts gathering its results.
    public static let NSMetadataQueryDidStartGathering = Notification.Name(
        "NSMetadataQueryDidStartGatheringNotification")
    /// Posted while a query gathers (never here: gathering nothing has no progress).
    public static let NSMetadataQueryGatheringProgress = Notification.Name(
        "NSMetadataQueryGatheringProgressNotification")
    /// Posted when a query has gathered its first results.
    public static let NSMetadataQueryDidFinishGathering = Notification.Name(
        "NSMetadataQueryDidFinishGatheringNotification")
    /// Posted when a live query's results change (never here: nothing in iCloud changes).
    public static let NSMetadataQueryDidUpdate = Notification.Name("NSMetadataQueryDidUpdateNotification")
}

/// The user-info key of the items an update added.
public let NSMetadataQueryUpdateAddedItemsKey = "kMDQueryUpdateAddedItems"
/// The user-info key of the items an update changed.
public let NSMetadataQueryUpdateChangedItemsKey = "kMDQueryUpdateChangedItems"
/// The user-info key of the items an update removed.
public let NSMetadataQueryUpdateRemovedItemsKey = "kMDQueryUpdateRemovedItems"
/// The attribute of a result's relevance.
public let NSMetadataQueryResultContentRelevanceAttribute = "kMDQueryResultContentRelevance"

/// The documents folder of the app's iCloud containers.
public let NSMetadataQueryUbiquitousDocumentsScope = "NSMetadataQueryUbiquitousDocumentsScope"
/// The app's iCloud containers outside their documents folders.
public let NSMetadataQueryUbiquitousDataScope = "NSMetadataQueryUbiquitousDataScope"
/// The iCloud documents of other apps the app may open.
public let NSMetadataQueryAccessibleUbiquitousExternalDocumentsScope =
    "NSMetadataQueryAccessibleUbiquitousExternalDocumentsScope"
/// macOS's home folder scope (iOS does not search it).
public let NSMetadataQueryUserHomeScope = "kMDQueryScopeHome"
/// macOS's local volumes scope (iOS does not search it).
public let NSMetadataQueryLocalComputerScope = "kMDQueryScopeComputer"
/// macOS's network volumes scope (iOS does not search it).
public let NSMetadataQueryNetworkScope = "kMDQueryScopeNetwork"
/// macOS's indexed local volumes scope (iOS does not search it).
public let NSMetadataQueryIndexedLocalComputerScope = "kMDQueryScopeComputerIndexed"
/// macOS's indexed network volumes scope (iOS does not search it).
public let NSMetadataQueryIndexedNetworkScope = "kMDQueryScopeNetworkIndexed"
