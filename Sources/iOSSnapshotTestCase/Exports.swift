// The Objective-C library's umbrella header imports UIKit and XCTest, and its module re-exports
// them: a test file that imports the library alone uses UIKit's types and XCTest's assertions.
@_exported import UIKit
@_exported import XCTest
