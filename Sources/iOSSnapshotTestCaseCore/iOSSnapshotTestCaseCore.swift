// `import iOSSnapshotTestCaseCore`: the module of iOSSnapshotTestCase 8's Swift package that holds
// its Objective-C `FBSnapshotTestCase` class, which Swift test files import beside
// `iOSSnapshotTestCase` (the package's product joins the two). On Linux both are CellSnap's one
// `iOSSnapshotTestCase` module, brought in under this name too.
@_exported import iOSSnapshotTestCase
