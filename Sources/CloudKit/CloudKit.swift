// swift-format-ignore-file: AlwaysUseLowerCamelCase

// `import CloudKit` on Linux: the values an app's iCloud code builds and reads (records and their
// fields, record and zone identifiers, references, assets, queries, errors) are real; iCloud is
// not. A container answers `.noAccount` for the account status (CellSnap's device is signed in to
// no iCloud account); every database call and operation finishes with a `CKError` of code
// `.notAuthenticated` (what iOS answers without an account) whose description names the call and
// says that CellSnap does not provide iCloud on Linux, delivered as iOS delivers it (completion
// handlers on a background queue, `async` functions throwing) (UIKitOnLinux.md). As the SDK's
// module does, it brings Foundation (and CoreLocation's `CLLocation`, a record value).
@_exported import CoreLocation
@_exported import Foundation

/// The owner name of the current user's zones, as CloudKit's `CKCurrentUserDefaultName`.
public let CKCurrentUserDefaultName = "__defaultOwner__"

/// A type whose values a record's field holds, as CloudKit's `CKRecordValueProtocol`.
public protocol CKRecordValueProtocol {}

/// The values a record's field holds as Objective-C sees them, as `__CKRecordObjCValue`: on iOS,
/// Foundation's classes and the Swift types bridged to them; on Linux, where nothing bridges, the
/// Swift types conform themselves, so that `record["title"] as? String` and `"x" as CKRecordValue`
/// compile and work as on iOS.
public protocol __CKRecordObjCValue: CKRecordValueProtocol {}

/// A record field's value, as CloudKit's `CKRecordValue`.
public typealias CKRecordValue = __CKRecordObjCValue

extension String: __CKRecordObjCValue {}
extension Int: __CKRecordObjCValue {}
extension Int8: __CKRecordObjCValue {}
extension Int16: __CKRecordObjCValue {}
extension Int32: __CKRecordObjCValue {}
extension Int64: __CKRecordObjCValue {}
extension UInt: __CKRecordObjCValue {}
extension UInt8: __CKRecordObjCValue {}
extension UInt16: __CKRecordObjCValue {}
extension UInt32: __CKRecordObjCValue {}
extension UInt64: __CKRecordObjCValue {}
extension Double: __CKRecordObjCValue {}
extension Float: __CKRecordObjCValue {}
extension Bool: __CKRecordObjCValue {}
extension Date: __CKRecordObjCValue {}
extension Data: __CKRecordObjCValue {}
extension Array: CKRecordValueProtocol, __CKRecordObjCValue where Element: CKRecordValueProtocol {}
extension Optional: CKRecordValueProtocol where Wrapped: CKRecordValueProtocol {}
extension NSString: __CKRecordObjCValue {}
extension NSNumber: __CKRecordObjCValue {}
extension NSData: __CKRecordObjCValue {}
extension NSDate: __CKRecordObjCValue {}
extension NSArray: __CKRecordObjCValue {}
extension CLLocation: __CKRecordObjCValue {}

/// Getting and setting a record's fields by key, as CloudKit's `CKRecordKeyValueSetting`.
public protocol CKRecordKeyValueSetting: AnyObject {
    /// The value of `key`, or nil.
    subscript(key: CKRecord.FieldKey) -> (any __CKRecordObjCValue)? { get set }
    /// The value of `key` when it is a `T`, or nil.
    subscript<T: CKRecordValueProtocol>(key: CKRecord.FieldKey) -> T? { get set }
    /// The value of `key`, or nil.
    func object(forKey key: CKRecord.FieldKey) -> (any __CKRecordObjCValue)?
    /// Sets (or with nil removes) the value of `key`.
    func setObject(_ object: (any __CKRecordObjCValue)?, forKey key: CKRecord.FieldKey)
    /// The keys that have values.
    func allKeys() -> [CKRecord.FieldKey]
    /// The keys set or removed since the record was made or last saved.
    func changedKeys() -> [CKRecord.FieldKey]
}
