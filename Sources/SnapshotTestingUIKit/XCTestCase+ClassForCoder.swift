import XCTest

extension XCTestCase {
    /// The test case's class, as `NSObject`'s `classForCoder` answers on iOS, where `XCTestCase` is
    /// an `NSObject` and test files write `Bundle(for: classForCoder)` to find their resources.
    /// On Linux `XCTestCase` is not an `NSObject`; a test case substitutes no other class for
    /// coding, so this is its own class, as iOS answers.
    public var classForCoder: AnyClass { type(of: self) }
}
