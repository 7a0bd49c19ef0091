// CellSnap's own test screens: view controllers, cells, content configurations and layouts written
// the way iOS teams write them, with `import UIKit` and nothing CellSnap-specific in the screens'
// own files. Each screen has a folder here holding its UIKit code and its tests; the tests draw it
// with CellSnapUIKitTesting (references under Snapshots/<Suite>/) and check its frames in both
// layout directions with ScreenSupport's helpers.
import ScreenSupport
