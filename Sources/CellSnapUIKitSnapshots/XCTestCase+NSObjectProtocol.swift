import Foundation
import XCTest

/// A test case is an object as Foundation's `NSObjectProtocol` describes one, as on iOS, where
/// `XCTestCase` is an `NSObject`: a test file that makes its test case a table's data source or
/// delegate (protocols that refine `NSObjectProtocol`) compiles unchanged. On Linux
/// swift-corelibs-xctest's `XCTestCase` is not an `NSObject`, so these are `NSObject`'s answers:
/// equal only to itself, hashed by identity, never a proxy, described by its class and test name.
extension XCTestCase: @retroactive NSObjectProtocol {
    public func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }
    public var hash: Int { ObjectIdentifier(self).hashValue }
    public func `self`() -> Self { self }
    public func isProxy() -> Bool { false }
    public var description: String { "<\(type(of: self)): \(name)>" }
    public var debugDescription: String { description }
}
