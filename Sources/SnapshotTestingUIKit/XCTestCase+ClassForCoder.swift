import CellSnapUIKit
import Foundation
import XCTest

extension XCTestCase {
    /// The test case's class, as `NSObject`'s `classForCoder` answers on iOS, where `XCTestCase` is
    /// an `NSObject` and test files write `Bundle(for: classForCoder)` to find their resources.
    /// On Linux `XCTestCase` is not an `NSObject`; a test case substitutes no other class for
    /// coding, so this is its own class, as iOS answers. Its type is a test case's class, so that
    /// `Bundle(for: classForCoder)` is the test target's bundle (`Bundle.init(for:)` below); it is
    /// an `AnyClass` wherever one is asked for.
    public var classForCoder: XCTestCase.Type { type(of: self) }
}

extension Bundle {
    /// The bundle of the test case class `testCase`, as iOS answers: the test bundle, which holds
    /// the test target's resources (`Bundle(for: classForCoder)`, `Bundle(for: type(of: self))`).
    /// Under `swift test` the target's resources are in its SwiftPM resource bundle
    /// (`<Package>_<Target>.resources` beside the test runner), while Foundation's `Bundle(for:)`
    /// on Linux answers the runner's folder; so this is the resource bundle of the class's module,
    /// or the main bundle for a test target without resources, which resource lookups search as
    /// `bundle: nil` (every resource bundle, the running package's first).
    public convenience init(for testCase: XCTestCase.Type) {
        self.init(cellSnapClass: testCase)
    }
}
