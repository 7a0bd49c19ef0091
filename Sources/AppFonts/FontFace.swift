import Foundation
import Primitives

/// One face of a font file, as its `name`, `OS/2` and `head` tables describe it.
public struct FontFace: Hashable, Sendable {
    /// The PostScript name (name ID 6), as `Brand-Semibold`: what `UIFont(name:size:)` usually names.
    public var postScriptName: String
    /// The family (the typographic family, name ID 16, else name ID 1), as `Brand`.
    public var family: String
    /// The family names the face answers to: the typographic and the legacy family (name IDs 16 and 1).
    public var familyNames: [String]
    /// The full name (name ID 4), as `Brand Semibold`, which Core Text matches after the PostScript
    /// name; the PostScript name when the font has none.
    public var fullName: String
    /// The weight class (`OS/2` usWeightClass, 1 ... 1000).
    public var weightClass: Int
    public var isItalic: Bool
    /// The file the face is in.
    public var file: URL
    /// The face's vertical metrics, `nil` when its file has no `head` or `hhea` table.
    public var metrics: FontFileMetrics?

    /// The nearest of UIKit's named weights to the weight class.
    public var weight: FontWeight {
        FontWeight.allCases.min { abs($0.numericValue - weightClass) < abs($1.numericValue - weightClass) }!
    }

    /// The family the renderer knows an app's face by: ``family``, or `"Inter (app)"` for an app's
    /// face of a family CellSnap draws a system font in (`Font.appFamily(_:)`).
    public var drawnFamily: String { Font.appFamily(family) }

    /// The font to draw text in this app's face at `size` points: its family as drawn, weight and slant.
    public func font(size: Double) -> Font { Font(family: drawnFamily, size: size, weight: weight, isItalic: isItalic) }
}

/// The vertical metrics of a font face in its own units, as its file gives them.
public struct FontFileMetrics: Hashable, Sendable {
    /// The units of the em square (`head` unitsPerEm).
    public var unitsPerEm: Int
    /// From the baseline up to the top of the line (`hhea` ascender).
    public var ascender: Int
    /// From the baseline to the bottom of the line, negative below it (`hhea` descender).
    public var descender: Int
    /// The space between lines the font asks for (`hhea` lineGap).
    public var lineGap: Int
    /// The height of flat capitals (`OS/2` sCapHeight), `nil` when the file does not say.
    public var capHeight: Int?
    /// The height of flat lowercase letters (`OS/2` sxHeight), `nil` when the file does not say.
    public var xHeight: Int?

    /// Creates metrics.
    public init(unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int, capHeight: Int?, xHeight: Int?) {
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.xHeight = xHeight
    }
}

/// Why a font folder or file cannot be used.
public struct AppFontError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The folder.
    public var path: String
    /// What is wrong, naming the file when one file is at fault.
    public var message: String

    /// Creates an error about `path`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
