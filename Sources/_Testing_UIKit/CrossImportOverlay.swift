// Swift Testing declares a cross-import overlay for UIKit (Testing.swiftcrossimport/UIKit.swiftoverlay
// in the toolchain): a file that imports both Testing and UIKit also loads a module named
// `_Testing_UIKit`. Apple's SDK ships it (attachments of UIKit images); the Linux toolchain does
// not, so a test file with `import Testing` and `import UIKit` would fail with "no such module
// '_Testing_UIKit'". CellSnap's `UIKit` module brings this one along, so such files compile. It
// adds nothing: CellSnap's harness attaches its own images.
