// Swift Testing declares a cross-import overlay for Core Image
// (Testing.swiftcrossimport/CoreImage.swiftoverlay in the toolchain): a file that imports both
// Testing and CoreImage (or UIKit, which brings Core Image along) also loads a module named
// `_Testing_CoreImage`. Apple's SDK ships it (attachments of CIImages); the Linux toolchain does
// not, so CellSnap's `CoreImage` module brings this empty one along, as `CoreGraphics` brings
// `_Testing_CoreGraphics`.
