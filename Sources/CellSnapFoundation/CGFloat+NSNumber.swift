import Foundation

// `CGFloat(truncating:)` and `CGFloat(exactly:)` from an `NSNumber`, which Apple's Foundation
// declares beside `Double(truncating:)` and swift-corelibs-foundation does not (an app that reads a
// number from a `NumberFormatter` as a `CGFloat` stops on it).

extension CGFloat {
    /// The number's value as a `CGFloat`, rounded as `Double(truncating:)` rounds it, as Apple's
    /// Foundation does.
    public init(truncating number: NSNumber) {
        self.init(Double(truncating: number))
    }

    /// The number's value as a `CGFloat`, or `nil` when a `Double` cannot hold it exactly.
    public init?(exactly number: NSNumber) {
        guard let value = Double(exactly: number) else { return nil }
        self.init(value)
    }
}
