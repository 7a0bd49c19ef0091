// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CoreGraphics
import Foundation
import Primitives

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
