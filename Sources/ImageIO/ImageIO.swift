// `import ImageIO` on Linux: image sources and destinations over CellSnap's PNG codec and its
// own JPEG decoder (baseline and progressive), making Core Graphics images. As the SDK's module does, it brings
// Core Graphics (with Core Foundation's `CFString`, `CFDictionary`, ...) and Foundation.
@_exported import CoreGraphics
@_exported import Foundation
