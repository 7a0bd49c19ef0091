// `import FBSnapshotTestCase`: the module name of the library before Uber renamed it
// iOSSnapshotTestCase (the `FBSnapshotTestCase` CocoaPod), which test files written for it still
// import. It is iOSSnapshotTestCase under its former name, and brings UIKit as it does.
@_exported import iOSSnapshotTestCase
