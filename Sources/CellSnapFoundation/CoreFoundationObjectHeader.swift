/// The word Core Foundation reads as an object's type, kept as the first stored property of the
/// `NSObject` subclasses whose instances go into attributed strings (colours, fonts, shadows,
/// paragraph styles, attachments), so that Linux's Foundation compares them with `isEqual(_:)`.
///
/// Linux's Foundation keeps an attributed string's runs in Core Foundation, which compares
/// neighbouring runs' attribute values with `CFEqual` to merge equal runs. `CFEqual` takes a value
/// for a Swift object, and asks its `isEqual(_:)`, only when the type field of the object's third
/// word (bits 8 to 17 of the word after Swift's two-word header) is not zero; for any other object
/// it calls the equality of the Core Foundation class of that type, and type 0's stops the process
/// (an illegal instruction in `__HALT`). Foundation's own bridged classes (`NSNumber`, `NSString`,
/// `NSURL`) keep a Core Foundation header there. A Swift `NSObject` subclass has its first stored
/// property there, so whether two of its instances could be compared depended on what that
/// property held: a grey and a blue `UIColor` in neighbouring runs stopped the process.
///
/// This header holds type 1, Core Foundation's generic `CFType`, whose Objective-C class is never
/// a Swift class, so Core Foundation hands every call on the object (`CFEqual`, `CFHash`,
/// `CFCopyDescription`) to its Swift implementation. It must be the class's first stored property
/// (Swift lays a class's stored properties out in the order they are declared, after the
/// superclass's; `NSObject` has none). An app's own `NSObject` subclass used as an attribute value
/// has no such header, as Foundation on Linux gives it none.
package struct CoreFoundationObjectHeader: Sendable {
    /// Type 1 in bits 8 to 17, nothing else.
    package let typeInfo: UInt64 = 1 << 8

    package init() {}

    /// The type field Core Foundation reads from `object`'s third word.
    package static func typeField(of object: AnyObject) -> UInt64 {
        let word = Unmanaged.passUnretained(object).toOpaque().load(fromByteOffset: 16, as: UInt64.self)
        return (word >> 8) & 0x3FF
    }
}
