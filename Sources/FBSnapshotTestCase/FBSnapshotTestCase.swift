// `import FBSnapshotTestCase`: the module name of the library before Uber renamed it
// iOSSnapshotTestCase (the `FBSnapshotTestCase` CocoaPod), which test files written for it still
// import. It is iOSSnapshotTestCase under its former name.
@_exported import iOSSnapshotTestCase
