// `import PencilKit` on Linux: drawings, strokes, their paths and points and inks are real values
// (built, transformed, measured, and kept in CellSnap's own data format), and a drawing is drawn
// with real pixels, by `PKDrawing.image(from:scale:)` and by the canvas view that shows it. There
// is no Apple Pencil and no touch: nothing is ever drawn by a person, and the system's tool
// palette is not drawn (UIKitOnLinux.md). As the SDK's module does, it brings UIKit.
@_exported import UIKit
