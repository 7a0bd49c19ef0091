// swift-format-ignore-file: AlwaysUseLowerCamelCase

// Foundation's constant names, as the SDK spells them.
import Foundation

/// A file's metadata, as Foundation's `NSMetadataItem`: a ``NSMetadataQuery``'s result.
///
/// A query finds no items without iCloud; `init?(url:)` (which macOS declares) reads a local
/// file's metadata: its name, display name, URL, path, size, creation and change dates, and that
/// it is not in iCloud. The attributes are read by key-value coding too, so a predicate over
/// ``NSMetadataItemFSNameKey`` evaluates against an item as on Apple's platforms.
///
/// ```swift
/// let url = FileManager.default.temporaryDirectory.appendingPathComponent("Item.txt")
/// try? Data("Mönch".utf8).write(to: url)
/// NSMetadataItem(url: url)?.value(forAttribute: NSMetadataItemFSNameKey)   // "Item.txt"
/// ```
open class NSMetadataItem: NSObject, KeyValueCodingAccessors, @unchecked Sendable {
    private let values: [String: Any]

    /// The metadata of the item at `url`, or `nil` when there is none.
    public init?(url: URL) {
        let manager = FileManager.default
        guard url.isFileURL, let attributes = try? manager.attributesOfItem(atPath: url.path) else { return nil }
        var values: [String: Any] = [
            NSMetadataItemFSNameKey: url.lastPathComponent,
            NSMetadataItemDisplayNameKey: manager.displayName(atPath: url.path),
            NSMetadataItemURLKey: url,
            NSMetadataItemPathKey: url.path,
            NSMetadataItemIsUbiquitousKey: false,
        ]
        if let size = attributes[.size] as? NSNumber { values[NSMetadataItemFSSizeKey] = size }
        if let created = attributes[.creationDate] as? Date { values[NSMetadataItemFSCreationDateKey] = created }
        if let changed = attributes[.modificationDate] as? Date {
            values[NSMetadataItemFSContentChangeDateKey] = changed
        }
        self.values = values
        super.init()
    }

    /// The names of the item's attributes, sorted.
    open var attributes: [String] { values.keys.sorted() }

    /// The value of `key`, or `nil` when the item has no such attribute.
    open func value(forAttribute key: String) -> Any? { values[key] }

    /// The values of `keys` the item has.
    open func values(forAttributes keys: [String]) -> [String: Any]? {
        values.filter { keys.contains($0.key) }
    }

    /// Key-value coding reads an attribute by its name (Linux-only).
    public func cellSnapValue(forKey key: String) -> Any?? {
        values.keys.contains(key) ? .some(values[key]) : nil
    }

    /// Attributes are read-only (Linux-only).
    public func cellSnapSetValue(_ value: Any?, forKey key: String) -> String? {
        "NSMetadataItem's attributes are read-only"
    }
}

/// The attribute of an item's file name.
public let NSMetadataItemFSNameKey = "kMDItemFSName"
/// The attribute of an item's display name.
public let NSMetadataItemDisplayNameKey = "kMDItemDisplayName"
/// The attribute of an item's URL.
public let NSMetadataItemURLKey = "kMDItemURL"
/// The attribute of an item's path.
public let NSMetadataItemPathKey = "kMDItemPath"
/// The attribute of an item's size in bytes.
public let NSMetadataItemFSSizeKey = "kMDItemFSSize"
/// The attribute of when an item was made.
public let NSMetadataItemFSCreationDateKey = "kMDItemFSCreationDate"
/// The attribute of when an item's contents last changed.
public let NSMetadataItemFSContentChangeDateKey = "kMDItemFSContentChangeDate"
/// The attribute of an item's uniform type identifier.
public let NSMetadataItemContentTypeKey = "kMDItemContentType"
/// The attribute of an item's type and the types it conforms to.
public let NSMetadataItemContentTypeTreeKey = "kMDItemContentTypeTree"
/// The attribute of whether an item is in iCloud.
public let NSMetadataItemIsUbiquitousKey = "NSMetadataItemIsUbiquitousKey"
/// The attribute of whether an iCloud item has unresolved conflicts.
public let NSMetadataUbiquitousItemHasUnresolvedConflictsKey = "NSMetadataUbiquitousItemHasUnresolvedConflictsKey"
/// The attribute of whether an iCloud item's contents are on the device.
public let NSMetadataUbiquitousItemDownloadingStatusKey = "NSMetadataUbiquitousItemDownloadingStatusKey"
/// The downloading status of an item whose newest version is on the device.
public let NSMetadataUbiquitousItemDownloadingStatusCurrent = "NSMetadataUbiquitousItemDownloadingStatusCurrent"
/// The downloading status of an item a version of which is on the device.
public let NSMetadataUbiquitousItemDownloadingStatusDownloaded = "NSMetadataUbiquitousItemDownloadingStatusDownloaded"
/// The downloading status of an item not on the device.
public let NSMetadataUbiquitousItemDownloadingStatusNotDownloaded =
    "NSMetadataUbiquitousItemDownloadingStatusNotDownloaded"
/// The attribute of whether an iCloud item is downloading.
public let NSMetadataUbiquitousItemIsDownloadingKey = "NSMetadataUbiquitousItemIsDownloadingKey"
/// The attribute of whether an iCloud item is uploaded.
public let NSMetadataUbiquitousItemIsUploadedKey = "NSMetadataUbiquitousItemIsUploadedKey"
/// The attribute of whether an iCloud item is uploading.
public let NSMetadataUbiquitousItemIsUploadingKey = "NSMetadataUbiquitousItemIsUploadingKey"
/// The attribute of how much of an iCloud item is downloaded, in percent.
public let NSMetadataUbiquitousItemPercentDownloadedKey = "NSMetadataUbiquitousItemPercentDownloadedKey"
/// The attribute of how much of an iCloud item is uploaded, in percent.
public let NSMetadataUbiquitousItemPercentUploadedKey = "NSMetadataUbiquitousItemPercentUploadedKey"
/// The attribute of the error that stopped an iCloud item's download.
public let NSMetadataUbiquitousItemDownloadingErrorKey = "NSMetadataUbiquitousItemDownloadingErrorKey"
/// The attribute of the error that stopped an iCloud item's upload.
public let NSMetadataUbiquitousItemUploadingErrorKey = "NSMetadataUbiquitousItemUploadingErrorKey"
/// The attribute of whether an iCloud item belongs to another app's container.
public let NSMetadataUbiquitousItemIsExternalDocumentKey = "NSMetadataUbiquitousItemIsExternalDocumentKey"
/// The attribute of the name of an iCloud item's container.
public let NSMetadataUbiquitousItemContainerDisplayNameKey = "NSMetadataUbiquitousItemContainerDisplayNameKey"
/// The attribute of whether an iCloud item is shared.
public let NSMetadataUbiquitousItemIsSharedKey = "NSMetadataUbiquitousItemIsSharedKey"
