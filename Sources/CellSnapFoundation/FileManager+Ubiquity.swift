// swift-format-ignore-file: AlwaysUseLowerCamelCase

// Foundation's notification name, as the SDK spells it.
import Foundation

/// iCloud's part of `FileManager`, as Apple's Foundation declares it (Linux's has none), on a
/// device signed in to no iCloud account: what iOS answers when the person is signed out.
///
/// ```swift
/// FileManager.default.ubiquityIdentityToken                          // nil: no account
/// FileManager.default.url(forUbiquityContainerIdentifier: nil)      // nil: no container
/// ```
extension FileManager {
    /// The identity of the iCloud account: `nil`, as on a device signed in to none.
    public var ubiquityIdentityToken: (any NSCoding & NSCopying & NSObjectProtocol)? { nil }

    /// The folder of the iCloud container `containerIdentifier` (`nil`: the app's first):
    /// `nil`, as iOS answers when iCloud is unavailable.
    public func url(forUbiquityContainerIdentifier containerIdentifier: String?) -> URL? { nil }

    /// Whether the item at `url` is in iCloud: never here.
    public func isUbiquitousItem(at url: URL) -> Bool { false }

    /// Moves the item at `url` into iCloud (or out of it): refused with
    /// `NSUbiquitousFileUnavailableError`, as iOS refuses it with no iCloud account.
    public func setUbiquitous(_ flag: Bool, itemAt url: URL, destinationURL: URL) throws {
        throw Self.noUbiquity("setUbiquitous(_:itemAt:destinationURL:)", url)
    }

    /// Starts downloading the item at `url` from iCloud. An item on this device is already there,
    /// so this succeeds and does nothing (CellSnap's choice; iOS documents no error for a local
    /// item); a missing item throws `NSFileReadNoSuchFileError`.
    public func startDownloadingUbiquitousItem(at url: URL) throws {
        guard fileExists(atPath: url.path) else {
            throw NSError(
                domain: NSCocoaErrorDomain, code: CocoaError.fileReadNoSuchFile.rawValue,
                userInfo: [
                    NSLocalizedDescriptionKey: "FileManager.startDownloadingUbiquitousItem(at:): no item at \(url.path)"
                ])
        }
    }

    /// Removes the local copy of an iCloud item: refused with `NSUbiquitousFileUnavailableError`,
    /// as no item is in iCloud.
    public func evictUbiquitousItem(at url: URL) throws {
        throw Self.noUbiquity("evictUbiquitousItem(at:)", url)
    }

    /// A link others can download an iCloud item from: refused with
    /// `NSUbiquitousFileUnavailableError`, as no item is in iCloud.
    public func url(
        forPublishingUbiquitousItemAt url: URL, expiration outDate: UnsafeMutablePointer<NSDate?>? = nil
    ) throws -> URL {
        throw Self.noUbiquity("url(forPublishingUbiquitousItemAt:expiration:)", url)
    }

    private static func noUbiquity(_ call: String, _ url: URL) -> NSError {
        NSError(
            domain: NSCocoaErrorDomain, code: CocoaError.ubiquitousFileUnavailable.rawValue,
            userInfo: [
                NSLocalizedDescriptionKey:
                    "FileManager.\(call): \(url.path): iCloud is unavailable (CellSnap's device is signed in to no iCloud account)"
            ])
    }
}

extension Notification.Name {
    /// Posted when the iCloud account changes; never posted by CellSnap (no account ever signs in).
    public static let NSUbiquityIdentityDidChange = Notification.Name("NSUbiquityIdentityDidChangeNotification")
}

/// Whether an iCloud item's contents are on the device, as `URLUbiquitousItemDownloadingStatus`.
public struct URLUbiquitousItemDownloadingStatus: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The newest version is on the device.
    public static let current = URLUbiquitousItemDownloadingStatus(
        rawValue: "NSURLUbiquitousItemDownloadingStatusCurrent")
    /// A version is on the device, perhaps not the newest.
    public static let downloaded = URLUbiquitousItemDownloadingStatus(
        rawValue: "NSURLUbiquitousItemDownloadingStatusDownloaded")
    /// The item is not on the device.
    public static let notDownloaded = URLUbiquitousItemDownloadingStatus(
        rawValue: "NSURLUbiquitousItemDownloadingStatusNotDownloaded")
}

extension URLResourceValues {
    /// Whether the iCloud item's contents are on the device: `nil`, as for any item not in iCloud
    /// (no item is, here).
    public var ubiquitousItemDownloadingStatus: URLUbiquitousItemDownloadingStatus? { nil }
    /// Whether the item is kept out of iCloud: `nil`, as for an item not in an iCloud container.
    public var ubiquitousItemIsExcludedFromSync: Bool? { nil }
}

extension URLResourceKey {
    /// The key of `URLResourceValues.ubiquitousItemIsExcludedFromSync` (Linux's Foundation lacks it).
    public static let ubiquitousItemIsExcludedFromSyncKey = URLResourceKey(
        rawValue: "NSURLUbiquitousItemIsExcludedFromSyncKey")
    /// The key of whether an item is a shared iCloud item (Linux's Foundation lacks it); never set here.
    public static let ubiquitousItemIsSharedKey = URLResourceKey(rawValue: "NSURLUbiquitousItemIsSharedKey")
}
