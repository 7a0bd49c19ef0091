// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// The domain of the File Provider's errors, as `NSFileProviderErrorDomain` (which an app that
/// imports UIKit sees; an item provider's load of a file may fail in it on iOS). CellSnap has no
/// file providers, so nothing here fails with it: apps build their own errors of the domain.
public let NSFileProviderErrorDomain = "NSFileProviderErrorDomain"

/// A File Provider error, as `NSFileProviderError`: a code of ``NSFileProviderErrorDomain``.
/// (Sendable unchecked: its user info is never changed after it is made.)
public struct NSFileProviderError: Error, CustomNSError, Hashable, @unchecked Sendable {
    /// The codes of `NSFileProviderError.Code`, with the SDK's raw values.
    public enum Code: Int, Hashable, Sendable {
        case notAuthenticated = -1000, filenameCollision = -1001, syncAnchorExpired = -1002
        case insufficientQuota = -1003, serverUnreachable = -1004, noSuchItem = -1005
        case deletionRejected = -1006, directoryNotEmpty = -1007
        case providerNotFound = -2001, providerTranslocated = -2002, olderExtensionVersionRunning = -2003
        case newerExtensionVersionFound = -2004, cannotSynchronize = -2005, nonEvictableChildren = -2006
        case unsyncedEdits = -2007, nonEvictable = -2008
    }

    public let code: Code
    public let errorUserInfo: [String: Any]

    /// An error of `code` with `userInfo`, as Swift's bridged error initializer.
    public init(_ code: Code, userInfo: [String: Any] = [:]) { (self.code, errorUserInfo) = (code, userInfo) }

    public static var errorDomain: String { NSFileProviderErrorDomain }
    public var errorCode: Int { code.rawValue }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    public static var notAuthenticated: Code { .notAuthenticated }
    public static var filenameCollision: Code { .filenameCollision }
    public static var syncAnchorExpired: Code { .syncAnchorExpired }
    public static var insufficientQuota: Code { .insufficientQuota }
    public static var serverUnreachable: Code { .serverUnreachable }
    public static var noSuchItem: Code { .noSuchItem }
    public static var deletionRejected: Code { .deletionRejected }
    public static var directoryNotEmpty: Code { .directoryNotEmpty }
    public static var providerNotFound: Code { .providerNotFound }
    public static var providerTranslocated: Code { .providerTranslocated }
    public static var olderExtensionVersionRunning: Code { .olderExtensionVersionRunning }
    public static var newerExtensionVersionFound: Code { .newerExtensionVersionFound }
    public static var cannotSynchronize: Code { .cannotSynchronize }
    public static var nonEvictableChildren: Code { .nonEvictableChildren }
    public static var unsyncedEdits: Code { .unsyncedEdits }
    public static var nonEvictable: Code { .nonEvictable }
}

extension NSFileProviderError.Code {
    /// `catch NSFileProviderError.noSuchItem` matches an error of that code (bridged or as an
    /// `NSError` of the domain).
    public static func ~= (code: NSFileProviderError.Code, error: any Error) -> Bool {
        let error = error as NSError
        return error.domain == NSFileProviderErrorDomain && error.code == code.rawValue
    }
}
