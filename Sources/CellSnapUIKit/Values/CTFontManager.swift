// swift-format-ignore-file: AlwaysUseLowerCamelCase

import AppFonts
import CoreGraphics
import Foundation
import Synchronization

// Core Text's font manager, as apps and Swift packages that ship fonts use it: a package cannot
// list its fonts in an app's Info.plist (`UIAppFonts`), so it registers them when it loads
// (`CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)`, or
// `CTFontManagerRegisterGraphicsFont(CGFont(provider)!, nil)`), then names them in
// `UIFont(name:size:)`.
//
// CellSnap draws fonts from folders (fontconfig reads folders): registering a font file registers
// its folder with `AppFonts`, so the other font files beside it become available too (on iOS only
// the file registered does); the fonts of the app's resource bundles are drawn without being
// registered. Each file answers as Core Text's does: the first registration succeeds, a second
// fails as already registered, and a file that is missing or not a font fails naming it.

/// A registered font's reach, as Core Text's `CTFontManagerScope`. CellSnap keeps every
/// registration for the process, whatever the scope.
public enum CTFontManagerScope: UInt32, Sendable {
    case none = 0
    /// The process that registers it.
    case process = 1
    /// Every process of the user, from now on.
    case persistent = 2
    /// The user's login session (macOS).
    case session = 3
    /// `persistent`'s other name.
    public static let user = CTFontManagerScope.persistent
}

/// Core Text's attribute key of a run's font, as `kCTFontAttributeName`: the same key as
/// `NSAttributedString.Key.font` ("NSFont"), so `kCTFontAttributeName as NSAttributedString.Key`
/// sets the font UIKit draws with.
nonisolated(unsafe) public let kCTFontAttributeName: CFString = "NSFont" as CFString

/// The domain of Core Text's font manager errors, as `kCTFontManagerErrorDomain`.
public var kCTFontManagerErrorDomain: CFString { "com.apple.CoreText.CTFontManagerErrorDomain" as CFString }

/// Core Text's font manager error codes, as `CTFontManagerError`.
public enum CTFontManagerError: Int, Sendable {
    case fileNotFound = 101
    case insufficientPermissions = 102
    case unrecognizedFormat = 103
    case invalidFontData = 104
    case alreadyRegistered = 105
}

/// The font files the app registered, in the order it registered them.
private let registeredFontFiles = Mutex<[URL]>([])

/// Registers the font file at `fontURL` for `scope`, as Core Text's
/// `CTFontManagerRegisterFontsForURL`: `true` when it was registered; `false`, with an error of
/// ``kCTFontManagerErrorDomain`` in `error` when given, for a file that is missing, not an
/// OpenType or TrueType font, or already registered.
///
/// ```swift
/// let missing = URL(fileURLWithPath: "/no/Brand.ttf") as CFURL
/// CTFontManagerRegisterFontsForURL(missing, .process, nil)   // false
/// ```
@discardableResult
public func CTFontManagerRegisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    guard let url = fontURL.absoluteURL, url.isFileURL else {
        return FontRegistration.fail(.fileNotFound, "\(fontURL) is not a file URL", error)
    }
    let file = url.standardizedFileURL.resolvingSymlinksInPath()
    guard FileManager.default.fileExists(atPath: file.path) else {
        return FontRegistration.fail(.fileNotFound, "no font file at \(file.path)", error)
    }
    guard ["otf", "ttf", "ttc"].contains(file.pathExtension.lowercased()) else {
        return FontRegistration.fail(.unrecognizedFormat, "\(file.path) is not an OpenType or TrueType font", error)
    }
    let faces: [FontFace]
    do {
        faces = try AppFonts.faces(inFolder: file.deletingLastPathComponent()).filter {
            $0.file.standardizedFileURL.resolvingSymlinksInPath() == file
        }
    } catch let failure {
        return FontRegistration.fail(.invalidFontData, "\(failure)", error)
    }
    guard !faces.isEmpty else {
        return FontRegistration.fail(.invalidFontData, "\(file.path) holds no font face CellSnap can read", error)
    }
    return FontRegistration.register(file, error)
}

/// Registers `font`'s file, as Core Text's `CTFontManagerRegisterGraphicsFont`: `true` when it
/// was registered, `false` with an error when it already was (see
/// ``CTFontManagerRegisterFontsForURL(_:_:_:)``).
@discardableResult
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?)
    -> Bool
{
    FontRegistration.register(font.face.file.standardizedFileURL.resolvingSymlinksInPath(), error)
}

/// A font of `graphicsFont`'s face at `size` points (12 when 0), as Core Text's
/// `CTFontCreateWithGraphicsFont`: the face must be registered (or be in the app's resource
/// bundles) to be drawn, as ``UIFont/init(name:size:)`` finds it. A `matrix` or `attributes` give
/// a font whose text is refused when drawn, naming the call.
public func CTFontCreateWithGraphicsFont(
    _ graphicsFont: CGFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?,
    _ attributes: UIFontDescriptor?
) -> CTFont {
    let name = graphicsFont.face.postScriptName, size = size == 0 ? 12 : size
    let font = UIFont(name: name, size: size) ?? CTFontCreateWithName(name as CFString, size, nil)
    guard matrix == nil, attributes == nil else {
        return font.refused(
            CellSnapUIKitError(
                call: "CTFontCreateWithGraphicsFont(\(name), \(size), \(matrix == nil ? "nil" : "matrix"), "
                    + "\(attributes == nil ? "nil" : "attributes"))",
                reason: "CellSnap draws a graphics font without a transform matrix or descriptor attributes"))
    }
    return font
}

/// Registration of the app's font files.
private enum FontRegistration {
    /// Registers `file`'s folder with `AppFonts` unless the app registered the file already.
    static func register(_ file: URL, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
        let isNew = registeredFontFiles.withLock { files in
            guard !files.contains(file) else { return false }
            files.append(file)
            return true
        }
        guard isNew else { return fail(.alreadyRegistered, "\(file.path) is already registered", error) }
        do {
            try AppFonts.register(file.deletingLastPathComponent())
            return true
        } catch let failure {
            registeredFontFiles.withLock { $0.removeAll { $0 == file } }
            return fail(.invalidFontData, "\(failure)", error)
        }
    }

    /// `false`, with an error of Core Text's domain written to `error` when given.
    static func fail(
        _ code: CTFontManagerError, _ description: String, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
    ) -> Bool {
        error?.pointee = Unmanaged.passRetained(
            NSError(
                domain: kCTFontManagerErrorDomain as String, code: code.rawValue,
                userInfo: [NSLocalizedDescriptionKey: description]))
        return false
    }
}
