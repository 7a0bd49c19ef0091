import Foundation

/// A version of a file, as Foundation's `NSFileVersion` on Apple's platforms (Linux's Foundation
/// has none).
///
/// iOS keeps other versions of a file only for items in iCloud (conflicts between devices, and
/// the versions iCloud stores). CellSnap's device is signed in to no iCloud account and no item is
/// ubiquitous, so a file has exactly one version, its current one:
/// ``currentVersionOfItem(at:)`` describes the file as it is on disk (`nil` when there is no
/// file), ``otherVersionsOfItem(at:)`` and ``unresolvedConflictVersionsOfItem(at:)`` are empty,
/// and ``getNonlocalVersionsOfItem(at:completionHandler:)`` answers no versions.
///
/// ```swift
/// let url = FileManager.default.temporaryDirectory.appendingPathComponent("Versioned.txt")
/// try? Data("Jungfrau".utf8).write(to: url)
/// NSFileVersion.currentVersionOfItem(at: url)?.isConflict   // false
/// NSFileVersion.unresolvedConflictVersionsOfItem(at: url)   // []
/// ```
open class NSFileVersion: NSObject, @unchecked Sendable {
    /// The version's file.
    open private(set) var url: URL
    /// The name shown for the version: the file's name.
    open private(set) var localizedName: String?
    /// The name of the computer that saved the version: `nil`, as for a version saved on this device.
    open var localizedNameOfSavingComputer: String? { nil }
    /// The person who saved the version: `nil`, as for a version saved on this device.
    open var originatorNameComponents: PersonNameComponents? { nil }
    /// When the version was saved: the file's modification date when it was read.
    open private(set) var modificationDate: Date?
    /// The version's identity: the file's path and modification date, as a string.
    open var persistentIdentifier: any NSCoding & NSObjectProtocol { identifier as NSString }
    /// Whether the version conflicts with another device's: never, without iCloud.
    open var isConflict: Bool { false }
    /// Whether the conflict is resolved (`true`: a version that is no conflict has none to resolve).
    open var isResolved: Bool = true
    /// Whether the system may delete the version (the current version is kept).
    open var isDiscardable: Bool = false
    /// Whether the version's contents are on this device: always.
    open var hasLocalContents: Bool { true }
    /// Whether the version has a thumbnail: none here.
    open var hasThumbnail: Bool { false }
    private let identifier: String

    init(url: URL, modificationDate: Date?) {
        self.url = url
        self.modificationDate = modificationDate
        localizedName = FileManager.default.displayName(atPath: url.path)
        identifier = "\(url.standardizedFileURL.path)@\(modificationDate?.timeIntervalSinceReferenceDate ?? 0)"
        super.init()
    }

    /// The file at `url` as it is now, or `nil` when there is no item there.
    open class func currentVersionOfItem(at url: URL) -> NSFileVersion? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let date = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
        return NSFileVersion(url: url, modificationDate: date)
    }

    /// The file's other versions: none without iCloud (`nil` when there is no item at `url`).
    open class func otherVersionsOfItem(at url: URL) -> [NSFileVersion]? {
        FileManager.default.fileExists(atPath: url.path) ? [] : nil
    }

    /// The file's unresolved conflict versions: none without iCloud (`nil` when there is no item).
    open class func unresolvedConflictVersionsOfItem(at url: URL) -> [NSFileVersion]? {
        FileManager.default.fileExists(atPath: url.path) ? [] : nil
    }

    /// The version of the item at `url` whose ``persistentIdentifier`` is `persistentIdentifier`:
    /// the current version, while the file has not changed since the identifier was taken.
    open class func version(itemAt url: URL, forPersistentIdentifier persistentIdentifier: Any) -> NSFileVersion? {
        let wanted = (persistentIdentifier as? String) ?? (persistentIdentifier as? NSString).map { String($0) }
        guard let current = currentVersionOfItem(at: url), wanted == current.identifier else { return nil }
        return current
    }

    /// Removes the file's other versions: there are none, so this succeeds and changes nothing.
    open class func removeOtherVersionsOfItem(at url: URL) throws {}

    /// The versions kept in iCloud and not on this device: none, answered at once.
    open class func getNonlocalVersionsOfItem(
        at url: URL, completionHandler: @escaping ([NSFileVersion]?, (any Error)?) -> Void
    ) {
        completionHandler([], nil)
    }

    /// Copies the version's contents over the item at `url` and returns the URL written.
    @discardableResult
    open func replaceItem(at url: URL, options: ReplacingOptions = []) throws -> URL {
        guard url.standardizedFileURL.path != self.url.standardizedFileURL.path else { return url }
        let manager = FileManager.default
        if manager.fileExists(atPath: url.path) { try manager.removeItem(at: url) }
        try manager.copyItem(at: self.url, to: url)
        return url
    }

    /// Removes the version: refused for the current version (the only one here), as Foundation
    /// refuses it, with `NSFileWriteNoPermissionError`.
    open func remove() throws {
        throw NSError(
            domain: NSCocoaErrorDomain, code: CocoaError.fileWriteNoPermission.rawValue,
            userInfo: [
                NSLocalizedDescriptionKey:
                    "NSFileVersion.remove(): \(url.path) is the item's current version, which cannot be removed"
            ])
    }

    /// How ``replaceItem(at:options:)`` replaces, as `NSFileVersion.ReplacingOptions`.
    public struct ReplacingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Copies the contents by moving them (CellSnap copies either way).
        public static let byMoving = ReplacingOptions(rawValue: 1 << 0)
    }
}
