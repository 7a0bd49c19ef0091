// Swift Testing declares a cross-import overlay for Core Graphics
// (Testing.swiftcrossimport/CoreGraphics.swiftoverlay in the toolchain): a file that imports both
// Testing and CoreGraphics (or UIKit, which brings CoreGraphics along) also loads a module named
// `_Testing_CoreGraphics`. Apple's SDK ships it (attachments of CGImages); the Linux toolchain
// does not, so CellSnap's `CoreGraphics` module brings this empty one along, as `UIKit` brings
// `_Testing_UIKit`.
