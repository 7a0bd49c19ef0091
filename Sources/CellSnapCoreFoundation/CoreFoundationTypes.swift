import Foundation

// Core Foundation's object types as Apple's frameworks take them (`CFString`, `CFURL`,
// `CFDictionary`, ...). On Apple platforms each is toll-free bridged with its Foundation class,
// so code writes `url as CFURL` or `options as CFDictionary`; Linux's Foundation has no Core
// Foundation types for Swift, so each is its Foundation class here, and the same casts compile
// and mean the same. On iOS Foundation brings Core Foundation: here CellSnapFoundation has them,
// which the Objective-C adapter imports beside Foundation, and Core Graphics and UIKit bring them.

/// A Core Foundation string, as `CFString`: Foundation's `NSString` on Linux (toll-free bridged on
/// Apple platforms), so `"public.png" as CFString` and `kUTTypePNG as String` work as on iOS.
public typealias CFString = NSString
/// A Core Foundation URL, as `CFURL`: Foundation's `NSURL` on Linux.
public typealias CFURL = NSURL
/// Core Foundation data, as `CFData`: Foundation's `NSData` on Linux.
public typealias CFData = NSData
/// A Core Foundation dictionary, as `CFDictionary`: Foundation's `NSDictionary` on Linux.
public typealias CFDictionary = NSDictionary
/// A Core Foundation array, as `CFArray`: Foundation's `NSArray` on Linux.
public typealias CFArray = NSArray
/// A Core Foundation error, as `CFError`: Foundation's `NSError` on Linux (toll-free bridged on
/// Apple platforms), so an error a function hands back as `Unmanaged<CFError>` reads as an `Error`.
public typealias CFError = NSError
/// A Core Foundation allocator, as `CFAllocator`: Swift manages memory on Linux, so an allocator
/// has nothing to choose and every function that takes one ignores it (apps pass
/// ``kCFAllocatorDefault``, `nil`).
public final class CFAllocator: Sendable {
    private init() {}
}
/// The default allocator, as Core Foundation's `kCFAllocatorDefault`: `nil`, as on Apple platforms.
public let kCFAllocatorDefault: CFAllocator! = nil
/// A result code, as the SDK's `OSStatus` (MacTypes): 0 is no error, as ``noErr`` says.
public typealias OSStatus = Int32
/// No error, as the SDK's `noErr` (MacTypes): the status `OSStatus` functions return on success.
public var noErr: Int32 { 0 }
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The largest finite `Float`, as Darwin's `MAXFLOAT` (math.h), which `import UIKit` brings on iOS.
public var MAXFLOAT: Float { .greatestFiniteMagnitude }
/// A Core Foundation type's identifier, as `CFTypeID`.
public typealias CFTypeID = UInt
/// Any Core Foundation object, as `CFTypeRef`.
public typealias CFTypeRef = AnyObject
/// A set of option bits of Core Foundation's, as `CFOptionFlags`.
public typealias CFOptionFlags = UInt
/// A count or index of Core Foundation's, as `CFIndex`.
public typealias CFIndex = Int
/// A UTF-16 code unit, as the SDK's `UniChar` (MacTypes), which Core Text and Core Foundation
/// take for characters (Foundation's `unichar` is the same type).
public typealias UniChar = UInt16
/// A count of UTF-16 code units, as the SDK's `UniCharCount`.
public typealias UniCharCount = UInt
/// A Core Foundation number, as `CFNumber`: Foundation's `NSNumber` on Linux.
public typealias CFNumber = NSNumber
/// A Core Foundation Boolean, as `CFBoolean`: Foundation's `NSNumber` on Linux, as on Apple
/// platforms where `kCFBooleanTrue` bridges to `true`.
public typealias CFBoolean = NSNumber
/// Core Foundation's true, as `kCFBooleanTrue`.
public var kCFBooleanTrue: CFBoolean? { NSNumber(value: true) }
/// Core Foundation's false, as `kCFBooleanFalse`.
public var kCFBooleanFalse: CFBoolean? { NSNumber(value: false) }

// The keys of a bundle's information dictionary, as Core Foundation's `kCFBundle...Key`
// constants: the Info.plist keys they stand for (Apple's values), which apps look up in
// `Bundle.main.infoDictionary` with `String(kCFBundleIdentifierKey)` or `as String`.

/// The bundle's identifier key, as `kCFBundleIdentifierKey`: `CFBundleIdentifier`.
public var kCFBundleIdentifierKey: CFString { "CFBundleIdentifier" as CFString }
/// The bundle's build version key, as `kCFBundleVersionKey`: `CFBundleVersion`.
public var kCFBundleVersionKey: CFString { "CFBundleVersion" as CFString }
/// The bundle's name key, as `kCFBundleNameKey`: `CFBundleName`.
public var kCFBundleNameKey: CFString { "CFBundleName" as CFString }
/// The bundle's executable key, as `kCFBundleExecutableKey`: `CFBundleExecutable`.
public var kCFBundleExecutableKey: CFString { "CFBundleExecutable" as CFString }
/// The bundle's development region key, as `kCFBundleDevelopmentRegionKey`: `CFBundleDevelopmentRegion`.
public var kCFBundleDevelopmentRegionKey: CFString { "CFBundleDevelopmentRegion" as CFString }
/// The bundle's localizations key, as `kCFBundleLocalizationsKey`: `CFBundleLocalizations`.
public var kCFBundleLocalizationsKey: CFString { "CFBundleLocalizations" as CFString }
/// The information dictionary's version key, as `kCFBundleInfoDictionaryVersionKey`:
/// `CFBundleInfoDictionaryVersion`.
public var kCFBundleInfoDictionaryVersionKey: CFString { "CFBundleInfoDictionaryVersion" as CFString }
/// A time in seconds, as Core Foundation's `CFTimeInterval` (Core Animation's timing).
public typealias CFTimeInterval = Double
/// A time in seconds since the first instant of 2001 (UTC), as Core Foundation's `CFAbsoluteTime`.
public typealias CFAbsoluteTime = CFTimeInterval
/// The seconds from the first instant of 1970 to that of 2001, as Core Foundation's constant.
public let kCFAbsoluteTimeIntervalSince1970: CFTimeInterval = 978_307_200
/// The seconds from the first instant of 1904 to that of 2001, as Core Foundation's constant.
public let kCFAbsoluteTimeIntervalSince1904: CFTimeInterval = 3_061_152_000

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The current time, as Core Foundation's `CFAbsoluteTimeGetCurrent()`: `Date`'s time since its
/// reference date, the same instant.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { Date().timeIntervalSinceReferenceDate }

/// How a file system path is written, as Core Foundation's `CFURLPathStyle`.
public enum CFURLPathStyle: Int, Sendable {
    /// Slashes between the path's parts, as on every Unix (and Apple's platforms).
    case cfurlposixPathStyle = 0
    /// Colons between the parts, as classic Mac OS wrote them (deprecated by Apple).
    case cfurlhfsPathStyle = 1
    /// Backslashes and a drive letter, as Windows writes them.
    case cfurlWindowsPathStyle = 2
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A file URL of `filePath`, as Core Foundation's `CFURLCreateWithFileSystemPath`: a POSIX path
/// (relative paths from the current folder, as Core Foundation takes them), marked a folder when
/// `isDirectory`. Paths in the HFS or Windows styles give `nil`: CellSnap reads POSIX paths only.
///
/// ```swift
/// let url = CFURLCreateWithFileSystemPath(kCFAllocatorDefault, "/tmp/Brand.ttf" as CFString, .cfurlposixPathStyle, false)
/// url?.path   // "/tmp/Brand.ttf"
/// ```
public func CFURLCreateWithFileSystemPath(
    _ allocator: CFAllocator!, _ filePath: CFString!, _ pathStyle: CFURLPathStyle, _ isDirectory: Bool
) -> CFURL! {
    guard let filePath, pathStyle == .cfurlposixPathStyle else { return nil }
    return URL(fileURLWithPath: filePath as String, isDirectory: isDirectory) as NSURL
}

// Core Foundation's type identifiers, as code tells a JSON `true` from a `1` with
// `CFGetTypeID(value as CFTypeRef) == CFBooleanGetTypeID()`. Each identifier is the one macOS's
// Core Foundation gives (apps only compare them); an object of a class Core Foundation does not
// bridge has 0.

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of `cf`'s Core Foundation type, as `CFGetTypeID`: a Boolean (`true as AnyObject`,
/// `kCFBooleanTrue`, a JSON `true`) is ``CFBooleanGetTypeID()``, any other number
/// ``CFNumberGetTypeID()``, and strings, arrays, dictionaries, sets, data, dates, URLs and `NSNull`
/// their own.
///
/// ```swift
/// let json = try JSONSerialization.jsonObject(with: Data(#"{"on": true, "count": 1}"#.utf8)) as! [String: Any]
/// CFGetTypeID(json["on"]! as CFTypeRef) == CFBooleanGetTypeID()      // true
/// CFGetTypeID(json["count"]! as CFTypeRef) == CFBooleanGetTypeID()   // false
/// ```
public func CFGetTypeID(_ cf: CFTypeRef!) -> CFTypeID {
    switch cf {
    case let number as NSNumber: type(of: number) == type(of: NSNumber(value: true)) ? 21 : 22
    case is NSString: 7
    case is NSArray: 19
    case is NSDictionary: 18
    case is NSSet: 17
    case is NSData: 20
    case is NSDate: 42
    case is NSURL: 29
    case is NSNull: 16
    default: 0
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of Core Foundation's Boolean type, as `CFBooleanGetTypeID` (see ``CFGetTypeID(_:)``).
public func CFBooleanGetTypeID() -> CFTypeID { 21 }
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of Core Foundation's number type, as `CFNumberGetTypeID`.
public func CFNumberGetTypeID() -> CFTypeID { 22 }
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of Core Foundation's string type, as `CFStringGetTypeID`.
public func CFStringGetTypeID() -> CFTypeID { 7 }
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of Core Foundation's array type, as `CFArrayGetTypeID`.
public func CFArrayGetTypeID() -> CFTypeID { 19 }
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of Core Foundation's dictionary type, as `CFDictionaryGetTypeID`.
public func CFDictionaryGetTypeID() -> CFTypeID { 18 }
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of Core Foundation's set type, as `CFSetGetTypeID`.
public func CFSetGetTypeID() -> CFTypeID { 17 }
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of Core Foundation's data type, as `CFDataGetTypeID`.
public func CFDataGetTypeID() -> CFTypeID { 20 }
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of Core Foundation's date type, as `CFDateGetTypeID`.
public func CFDateGetTypeID() -> CFTypeID { 42 }
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of Core Foundation's URL type, as `CFURLGetTypeID`.
public func CFURLGetTypeID() -> CFTypeID { 29 }
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of Core Foundation's null type, as `CFNullGetTypeID`.
public func CFNullGetTypeID() -> CFTypeID { 16 }
