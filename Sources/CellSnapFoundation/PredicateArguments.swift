import Foundation

// Arguments of `NSPredicate(format:_:)` as apps pass them on iOS, where Objective-C bridging makes
// every object and `UUID`/`Date` a `CVarArg` (`%@`). swift-corelibs-foundation does not, so
// `NSPredicate(format: "id == %@", id as CVarArg)` would not compile on Linux. CellSnap's parser
// reads the values themselves; the encoding below is what a C variadic function would get: the
// object's address (kept alive by the argument list for the call), and for a `UUID` or `Date`
// the address of an `NSUUID`/`NSDate` made for it, which is never released (a few bytes a call).

extension NSObject: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { [Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())] }
}

extension UUID: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] {
        [Int(bitPattern: Unmanaged.passRetained(NSUUID(uuidString: uuidString)!).toOpaque())]
    }
}

extension Date: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] {
        [
            Int(
                bitPattern: Unmanaged.passRetained(
                    NSDate(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate)
                ).toOpaque())
        ]
    }
}
