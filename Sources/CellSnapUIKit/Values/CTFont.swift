// swift-format-ignore-file: AlwaysUseLowerCamelCase

import AppFonts
import CoreGraphics
import Foundation
import Primitives
import Rendering

/// A Core Text font, as `CTFont`: UIKit's `UIFont` is toll-free bridged with it on iOS, and here
/// it is the same class.
public typealias CTFont = UIFont

/// The font named `name` at `size` points (12 when `size` is 0), as Core Text's
/// `CTFontCreateWithName`, which `import UIKit` brings: the system font's names (``UIFont/fontName``
/// of `UIFont.systemFont(ofSize:)`, `.SFUI-Regular` and its weights, and the monospaced system
/// font's `.SFMono-` names) give the system fonts, any other name an app font the package
/// bundles. A name CellSnap has no font of, and a `matrix`, give a font whose text is refused
/// when drawn, naming the call.
public func CTFontCreateWithName(_ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?)
    -> CTFont
{
    let name = name as String, size = size == 0 ? 12 : size
    let call = "CTFontCreateWithName(\"\(name)\", \(size), \(matrix == nil ? "nil" : "matrix"))"
    if matrix != nil {
        return UIFont.systemFont(ofSize: size).refused(
            CellSnapUIKitError(call: call, reason: "CellSnap draws fonts without a transform matrix"))
    }
    for weight in FontWeight.allCases {
        if name == UIFont.systemFontName(weight) { return UIFont.systemFont(ofSize: size, weight: .init(weight)) }
        if name == UIFont.monospacedSystemFontName(weight) {
            return UIFont.monospacedSystemFont(ofSize: size, weight: .init(weight))
        }
    }
    return UIFont(name: name, size: size)
        ?? UIFont.systemFont(ofSize: size).refused(
            CellSnapUIKitError(call: call, reason: "CellSnap draws the system fonts and the fonts the package bundles"))
}

/// The point size of `font`, as Core Text's `CTFontGetSize`.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.pointSize }

/// The PostScript name of `font`, as Core Text's `CTFontCopyPostScriptName`: its ``UIFont/fontName``.
public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString { font.fontName as CFString }

/// The glyphs of `count` UTF-16 `characters` in `font`, written to `glyphs`, as Core Text's
/// `CTFontGetGlyphsForCharacters`: each character's glyph index in the face CellSnap draws the
/// font in (an app font's own file; the system font's bundled Inter face of its weight, the
/// monospaced system font's Noto Sans Mono), read from the face's character map. A character
/// the face has no glyph for gets glyph 0 and makes the answer `false` (Core Text does not fall
/// back to another font here); a surrogate pair's glyph is written at its first unit and 0 at
/// its second, as Core Text writes it. A font whose face cannot be read gives 0 for every
/// character and `false`.
public func CTFontGetGlyphsForCharacters(
    _ font: CTFont, _ characters: UnsafePointer<UniChar>, _ glyphs: UnsafeMutablePointer<CGGlyph>, _ count: CFIndex
) -> Bool {
    guard count > 0 else { return true }
    let map = FontCharacterMaps.map(of: font)
    var allFound = true, index = 0
    while index < count {
        let unit = characters[index]
        var scalar = Unicode.Scalar(unit), width = 1
        if UTF16.isLeadSurrogate(unit), index + 1 < count, UTF16.isTrailSurrogate(characters[index + 1]) {
            scalar = Unicode.Scalar(
                0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(characters[index + 1] - 0xDC00))
            width = 2
        }
        let glyph = scalar.flatMap { map?.glyph(for: $0) } ?? 0
        glyphs[index] = glyph
        if width == 2 { glyphs[index + 1] = 0 }
        if glyph == 0 { allFound = false }
        index += width
    }
    return allFound
}

/// The character maps of the faces CellSnap draws fonts in, read once a face.
enum FontCharacterMaps {
    nonisolated(unsafe) private static var maps: [String: FontCharacterMap?] = [:]
    private static let lock = NSLock()

    /// The map of the face `font` is drawn in, `nil` when it cannot be read.
    static func map(of font: UIFont) -> FontCharacterMap? {
        lock.lock()
        defer { lock.unlock() }
        if let known = maps[font.fontName] { return known }
        let map = face(of: font).flatMap { try? FontCharacterMap(face: $0) }
        maps[font.fontName] = map
        return map
    }

    /// The face of an app font (by its PostScript name), or the bundled face of the system font's
    /// family nearest its weight.
    static func face(of font: UIFont) -> FontFace? {
        if let name = font.postScriptName { return BundledAppFonts.face(named: name) }
        let family = font.isMonospacedSystemFont ? Font.monospacedFamily : Font.defaultFamily
        let bundled = (try? AppFonts.faces(inFolder: FontLibrary.defaultDirectory)) ?? []
        return bundled.filter { !$0.isItalic && $0.familyNames.contains(family) }.min {
            abs($0.weightClass - font.weight.numericValue) < abs($1.weightClass - font.weight.numericValue)
        }
    }
}
