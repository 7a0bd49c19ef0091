import Foundation

/// Foundation's `NSException`, which Linux's Foundation does not declare: app code raises one to
/// stop on a programming error (`NSException.raise(.invalidArgumentException, format: ...)`), as
/// much-copied helpers do (a `UIColor(hexString:)` that refuses a malformed string).
///
/// Swift cannot catch an Objective-C exception on any platform, so a raised exception ends the
/// process on iOS (the app's uncaught exception); CellSnap ends it the same way, with the name and
/// reason in the message, so a test that reaches it stops where iOS would. Making one, reading its
/// name, reason and user info do nothing more.
///
/// ```swift
/// let exception = NSException(name: .invalidArgumentException, reason: "bad colour", userInfo: nil)
/// exception.reason   // "bad colour"
/// ```
open class NSException: NSObject, @unchecked Sendable {
    /// The exception's name.
    public let name: NSExceptionName
    /// Why it was raised.
    public let reason: String?
    /// What the raiser attached.
    public let userInfo: [AnyHashable: Any]?

    /// An exception of `name`, `reason` and `userInfo`, not raised yet.
    public init(name aName: NSExceptionName, reason aReason: String?, userInfo aUserInfo: [AnyHashable: Any]? = nil) {
        name = aName
        reason = aReason
        userInfo = aUserInfo
        super.init()
    }

    /// Raises the exception: ends the process, as an uncaught exception ends an iOS app.
    open func raise() -> Never {
        fatalError("*** Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason ?? "")'")
    }

    /// Raises an exception of `name` whose reason is `format` with `argList` (a `getVaList(_:)`).
    public class func raise(_ name: NSExceptionName, format: String, arguments argList: CVaListPointer) -> Never {
        NSException(name: name, reason: NSString(format: format, arguments: argList) as String).raise()
    }

    /// Raises an exception of `name` whose reason is `format` with `args`.
    public class func raise(_ name: NSExceptionName, format: String, _ args: CVarArg...) -> Never {
        NSException(name: name, reason: String(format: format, arguments: args)).raise()
    }
}

extension NSExceptionName {
    /// Foundation's name for a generic exception.
    public static let genericException = NSExceptionName("NSGenericException")
    /// Foundation's name for an index out of range.
    public static let rangeException = NSExceptionName("NSRangeException")
    /// Foundation's name for an invalid argument.
    public static let invalidArgumentException = NSExceptionName("NSInvalidArgumentException")
    /// Foundation's name for an internal inconsistency.
    public static let internalInconsistencyException = NSExceptionName("NSInternalInconsistencyException")
}

#if arch(x86_64)
    /// The standard library's `getVaList(_:)`, which Swift declares only where Objective-C is: a
    /// `CVaListPointer` to `args` that outlives the call (what `NSException.raise(_:format:arguments:)`
    /// and `NSString(format:arguments:)` take). As the standard library's, its memory is never freed.
    ///
    /// Every argument is placed where the x86-64 calling convention puts arguments that do not fit
    /// in registers (the list's register areas are marked used up), each in the 8-byte words of its
    /// `CVarArg` encoding, so that `va_arg` reads integers, pointers and doubles in order.
    ///
    /// ```swift
    /// let reason = NSString(format: "%@ is %d", arguments: getVaList(["count", 3])) as String
    /// ```
    public func getVaList(_ args: [CVarArg]) -> CVaListPointer {
        var words: [Int] = []
        for arg in args {
            // A `String` is passed as the `NSString` Linux's Foundation makes of it, kept for good.
            if let bridged = arg as? _CVarArgObject {
                let object = bridged._cVarArgObject
                _ = Unmanaged.passRetained(object as AnyObject)
                words += object._cVarArgEncoding
            } else {
                words += arg._cVarArgEncoding
            }
        }
        let area = UnsafeMutablePointer<Int>.allocate(capacity: max(words.count, 1))
        area.initialize(from: words, count: words.count)
        // struct __va_list_tag { UInt32 gp_offset; UInt32 fp_offset; void *overflow_arg_area; void *reg_save_area; }
        let header = UnsafeMutableRawPointer.allocate(byteCount: 24, alignment: 8)
        header.storeBytes(of: UInt32(48), toByteOffset: 0, as: UInt32.self)  // the 6 integer registers used
        header.storeBytes(of: UInt32(176), toByteOffset: 4, as: UInt32.self)  // and the 8 vector registers
        header.storeBytes(of: UnsafeMutableRawPointer(area), toByteOffset: 8, as: UnsafeMutableRawPointer.self)
        header.storeBytes(of: nil, toByteOffset: 16, as: UnsafeMutableRawPointer?.self)
        return CVaListPointer(_fromUnsafeMutablePointer: header)
    }
#endif
