// Linux only: a font file an app or a Swift package ships, loaded and registered through Core
// Foundation, Core Graphics and Core Text as iOS code does it, then drawn by name: the first
// registration of a file succeeds, a second fails as already registered, and a missing file or
// one that is not a font fails naming it (Core Text's error domain and codes).
import AppFonts
import CellSnapUIKitTesting
import Foundation
import Testing

@MainActor @Suite struct CoreTextFontRegistrationTests {
    static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SampleApp/Fonts")

    /// The error a failed registration hands back.
    func failure(_ register: (UnsafeMutablePointer<Unmanaged<CFError>?>) -> Bool) -> (Bool, Int?, String?) {
        var error: Unmanaged<CFError>?
        let registered = register(&error)
        let failure = error?.takeRetainedValue()
        return (registered, failure?.code, failure?.domain)
    }

    @Test func aFileIsRegisteredOnceByURL() throws {
        let path = Self.fonts.appendingPathComponent("CellSnapBlocks-Light.ttf").path
        let url = try #require(
            CFURLCreateWithFileSystemPath(kCFAllocatorDefault, path as CFString, .cfurlposixPathStyle, false))
        #expect(url.path == path)
        #expect(
            CFURLCreateWithFileSystemPath(kCFAllocatorDefault, path as CFString, .cfurlWindowsPathStyle, false) == nil)
        let first = failure { CTFontManagerRegisterFontsForURL(url, .process, $0) }
        #expect(first.0 && first.1 == nil)
        let second = failure { CTFontManagerRegisterFontsForURL(url, .process, $0) }
        #expect(!second.0 && second.1 == 105 && second.2 == "com.apple.CoreText.CTFontManagerErrorDomain")
        let light = try #require(UIFont(name: "CellSnapBlocks-Light", size: 20))
        #expect(light.familyName == "CellSnap Blocks" && light.pointSize == 20)
    }

    @Test func aMissingFileOrOneThatIsNotAFontIsRefused() {
        let missing = Self.fonts.appendingPathComponent("Absent.ttf") as NSURL
        #expect(failure { CTFontManagerRegisterFontsForURL(missing, .process, $0) }.1 == 101)
        let notAFont = URL(fileURLWithPath: #filePath) as NSURL
        #expect(failure { CTFontManagerRegisterFontsForURL(notAFont, .process, $0) }.1 == 103)
        #expect(!CTFontManagerRegisterFontsForURL(missing, .process, nil))
    }

    /// A graphics font from a data provider of the file: its face's names and metrics, registered
    /// once, and a Core Text font of it that is the app font by name.
    @Test func aGraphicsFontFromAFileIsRegisteredAndMadeAFont() throws {
        let file = Self.fonts.appendingPathComponent("CellSnapBlocks-Italic.ttf")
        let provider = try #require(CGDataProvider(url: file as NSURL))
        let font = try #require(CGFont(provider))
        #expect(font.postScriptName == "CellSnapBlocks-Italic" as CFString)
        #expect(font.fullName == "CellSnap Blocks Italic" as CFString)
        let face = try #require(
            AppFonts.faces(inFolder: Self.fonts).first { $0.postScriptName == "CellSnapBlocks-Italic" })
        #expect(
            font.unitsPerEm == Int32(face.metrics?.unitsPerEm ?? 0) && font.ascent == Int32(face.metrics?.ascender ?? 0)
        )
        #expect(CGFont(CGDataProvider(data: Data([0, 1, 0, 0]) as NSData)!) == nil)
        #expect(failure { CTFontManagerRegisterGraphicsFont(font, $0) }.0)
        #expect(failure { CTFontManagerRegisterGraphicsFont(font, $0) }.1 == 105)
        #expect(CGFont("CellSnapBlocks-Italic" as CFString) == font)
        let made = CTFontCreateWithGraphicsFont(font, 18, nil, nil)
        #expect(made.fontName == "CellSnapBlocks-Italic" && made.pointSize == 18)
        #expect(made == UIFont(name: "CellSnapBlocks-Italic", size: 18))
    }
}
