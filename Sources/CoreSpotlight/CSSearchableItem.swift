// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation
import UniformTypeIdentifiers

/// The activity type of the user activity iOS continues when the person taps an app's item in
/// Spotlight, as `CSSearchableItemActionType`.
public let CSSearchableItemActionType = "com.apple.corespotlightitem"
/// The user activity's `userInfo` key holding the item's unique identifier.
public let CSSearchableItemActivityIdentifier = "kCSSearchableItemActivityIdentifier"

/// What Spotlight shows and searches of an item, as `CSSearchableItemAttributeSet` (kept and read back).
open class CSSearchableItemAttributeSet: NSObject, @unchecked Sendable {
    /// The item's type identifier (`public.text`, ...).
    public let contentType: String
    open var title: String?
    open var displayName: String?
    open var contentDescription: String?
    open var keywords: [String]?
    open var thumbnailData: Data?
    open var thumbnailURL: URL?
    open var contentURL: URL?
    open var url: URL?
    open var relatedUniqueIdentifier: String?
    open var contentCreationDate: Date?
    open var contentModificationDate: Date?
    open var rankingHint: NSNumber?
    /// The item's rating, from 0 to 5.
    open var rating: NSNumber?
    /// A description of the item's rating.
    open var ratingDescription: String?
    open var phoneNumbers: [String]?
    open var emailAddresses: [String]?
    open var latitude: NSNumber?
    open var longitude: NSNumber?
    open var namedLocation: String?
    open var supportsNavigation: NSNumber?
    open var supportsPhoneCall: NSNumber?

    /// Attributes of an item of `contentType`.
    public init(contentType: UTType) {
        self.contentType = contentType.identifier
        super.init()
    }

    /// Attributes of an item of type `itemContentType` (an identifier; deprecated since iOS 14).
    @available(*, deprecated, message: "Use init(contentType:)")
    public init(itemContentType: String) {
        contentType = itemContentType
        super.init()
    }
}

/// An item the app offers to Spotlight, as `CSSearchableItem`.
open class CSSearchableItem: NSObject, @unchecked Sendable {
    /// The item's identifier in the app (its user activity gives it back).
    open var uniqueIdentifier: String
    /// The group the item belongs to (removed together).
    open var domainIdentifier: String?
    open var attributeSet: CSSearchableItemAttributeSet
    /// When Spotlight forgets the item: a month after it is made, as on iOS, unless set.
    open var expirationDate: Date

    public init(uniqueIdentifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet) {
        self.uniqueIdentifier = uniqueIdentifier ?? UUID().uuidString
        self.domainIdentifier = domainIdentifier
        self.attributeSet = attributeSet
        expirationDate = Date().addingTimeInterval(30 * 24 * 60 * 60)
        super.init()
    }
}

/// The app's items in Spotlight, as `CSSearchableIndex`. CellSnap's index is this process's:
/// items indexed are kept (one per unique identifier, the latest) and read back with
/// ``cellSnapIndexedItems``; completion handlers are called at once, with no error.
open class CSSearchableIndex: NSObject, @unchecked Sendable {
    private static let shared = CSSearchableIndex(name: "default")
    /// The index's name.
    public let cellSnapName: String
    private let lock = NSLock()
    private var items: [CSSearchableItem] = []

    /// The app's index.
    open class func `default`() -> CSSearchableIndex { shared }
    /// Whether the device indexes items: `true`.
    open class func isIndexingAvailable() -> Bool { true }

    /// An index of its own, named `name`.
    public init(name: String) {
        cellSnapName = name
        super.init()
    }

    open func indexSearchableItems(
        _ items: [CSSearchableItem], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        store(items)
        completionHandler?(nil)
    }

    open func indexSearchableItems(_ items: [CSSearchableItem]) async throws { store(items) }

    open func deleteSearchableItems(
        withIdentifiers identifiers: [String], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        lock.withLock { items.removeAll { identifiers.contains($0.uniqueIdentifier) } }
        completionHandler?(nil)
    }

    open func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws {
        lock.withLock { items.removeAll { identifiers.contains($0.uniqueIdentifier) } }
    }

    /// Removes the items of the domains named, and of their subdomains (`a.b` is in `a`).
    open func deleteSearchableItems(
        withDomainIdentifiers domainIdentifiers: [String], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        removeDomains(domainIdentifiers)
        completionHandler?(nil)
    }

    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) async throws {
        removeDomains(domainIdentifiers)
    }

    open func deleteAllSearchableItems(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        lock.withLock { items.removeAll() }
        completionHandler?(nil)
    }

    open func deleteAllSearchableItems() async throws { lock.withLock { items.removeAll() } }

    /// The items indexed, in the order they were first indexed (Linux-only, no CoreSpotlight API).
    public var cellSnapIndexedItems: [CSSearchableItem] { lock.withLock { items } }

    private func store(_ newItems: [CSSearchableItem]) {
        lock.withLock {
            for item in newItems {
                if let index = items.firstIndex(where: { $0.uniqueIdentifier == item.uniqueIdentifier }) {
                    items[index] = item
                } else {
                    items.append(item)
                }
            }
        }
    }

    private func removeDomains(_ domains: [String]) {
        lock.withLock {
            items.removeAll { item in
                guard let domain = item.domainIdentifier else { return false }
                return domains.contains { domain == $0 || domain.hasPrefix($0 + ".") }
            }
        }
    }
}
