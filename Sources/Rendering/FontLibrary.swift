import AppFonts
import Foundation

@_implementationOnly import CCairo

/// The bundled fonts in `Fonts/` and the app's font folders (``AppFonts``), behind a private
/// fontconfig configuration that contains nothing else: no system font can ever be picked.
///
/// The configuration is built once per process for the bundled fonts (``shared``), and once for
/// each set of registered app font folders (``current()``); each lives as long as the process.
/// Its font cache goes to `$XDG_CACHE_HOME/cellsnap/fontconfig` (or `~/.cache/...`), so that
/// later processes skip the scan.
public final class FontLibrary: @unchecked Sendable {
    /// The folder the bundled fonts were loaded from.
    public let directory: URL
    /// The bundled font files found there, sorted by name.
    public let fontFiles: [String]
    /// The app's font folders loaded beside the bundled fonts.
    public let appFolders: [URL]
    // Immutable after init; fontconfig configurations may be shared by font maps on several threads.
    let config: OpaquePointer
    /// Fontconfig's cached patterns that ``FontFaces`` replaced with copies carrying their faces,
    /// kept until the configuration is gone (the copies' values may point into them).
    private let cachedPatterns: [OpaquePointer]

    /// The fallback families appended to every font request, in order, so that Chinese, Korean,
    /// Hebrew, Arabic and emoji find a bundled face whatever the requested family (Traditional
    /// Chinese and Japanese characters GB2312 lacks from Noto Sans CJK TC, and Korean from the
    /// Hangul of Noto Sans CJK KR, both after SC so that the characters SC has keep its forms;
    /// emoji in colour, from the bundled subset of Noto Color Emoji).
    public static let fallbackFamilies = [
        "Noto Sans CJK SC", "Noto Sans CJK TC", "Noto Sans CJK KR", "Noto Sans Hebrew", "Noto Sans Arabic",
        "Noto Color Emoji",
    ]

    /// The process-wide library over the repository's `Fonts/` folder, or over `$CELLSNAP_FONTS`.
    public static let shared: Result<FontLibrary, RenderingError> = Result {
        try FontLibrary(directory: defaultDirectory)
    }.mapError { $0 as? RenderingError ?? .fonts("\($0)") }

    /// `$CELLSNAP_FONTS` when set, otherwise `Fonts/` at the root of the source tree this module was built from.
    public static var defaultDirectory: URL {
        if let path = ProcessInfo.processInfo.environment["CELLSNAP_FONTS"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return URL(fileURLWithPath: #filePath)  // <root>/Sources/Rendering/FontLibrary.swift
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fonts", isDirectory: true)
    }

    /// The library of the bundled fonts and every folder registered with ``AppFonts`` so far:
    /// ``shared`` until a folder is registered, then one library per set of folders.
    ///
    /// - Throws: ``RenderingError/fonts(_:)`` when the fonts cannot be loaded.
    public static func current() throws -> FontLibrary {
        let folders = AppFonts.folders
        let bundled = try shared.get()
        guard !folders.isEmpty else { return bundled }
        return try withAppLibraries { libraries in
            if let library = libraries[folders] { return library }
            let library = try FontLibrary(directory: bundled.directory, appFolders: folders)
            libraries[folders] = library
            return library
        }
    }

    /// Whether ``current()`` gave this library and now gives another: a font folder was registered
    /// since (an app's fonts, registered at its first `UIFont(name:size:)`), so that text measured
    /// with it would miss them.
    public var isOutdated: Bool {
        guard let current = try? Self.current(), current !== self else { return false }
        return (try? Self.shared.get()) === self || Self.withAppLibraries { $0[appFolders] === self }
    }

    private static let appLibrariesLock = NSLock()
    nonisolated(unsafe) private static var appLibraries: [[URL]: FontLibrary] = [:]

    private static func withAppLibraries<T>(_ body: (inout [[URL]: FontLibrary]) throws -> T) rethrows -> T {
        appLibrariesLock.lock()
        defer { appLibrariesLock.unlock() }
        return try body(&appLibraries)
    }

    /// Loads every `.otf` and `.ttf` file in `directory`, and the font files in `appFolders`
    /// (not their subfolders).
    ///
    /// - Throws: ``RenderingError/fonts(_:)`` when the folder is missing, holds no fonts, or
    ///   fontconfig rejects it.
    public init(directory: URL, appFolders: [URL] = []) throws {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let fonts = files.filter { $0.hasSuffix(".otf") || $0.hasSuffix(".ttf") }.sorted()
        guard !fonts.isEmpty else {
            throw RenderingError.fonts(
                "no .otf or .ttf files in \(directory.path) (set CELLSNAP_FONTS to the folder of bundled fonts)")
        }
        guard let config = FcConfigCreate() else { throw RenderingError.fonts("FcConfigCreate failed") }
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig>
              <dir>\(Self.xmlEscaped(directory.path))</dir>
              <cachedir>\(Self.xmlEscaped(Self.cacheDirectory.path))</cachedir>
            \(Self.bitmapScaling)
            </fontconfig>
            """
        guard FcConfigParseAndLoadFromMemory(config, xml, 1) != 0, FcConfigBuildFonts(config) != 0 else {
            FcConfigDestroy(config)
            throw RenderingError.fonts("fontconfig rejected the configuration for \(directory.path)")
        }
        // The app's font files one by one, as `AppFonts` read them: a folder's subfolders are not
        // scanned (a `<dir>` would be, recursively, past the limits `AppFonts` checks).
        for file in appFolders.flatMap(AppFonts.fontFiles(in:)) where FcConfigAppFontAddFile(config, file.path) == 0 {
            FcConfigDestroy(config)
            throw RenderingError.fonts("fontconfig cannot load \(file.path)")
        }
        do {
            cachedPatterns = try [FcSetSystem, FcSetApplication].flatMap { try FontFaces.attach(to: config, set: $0) }
        } catch {
            FcConfigDestroy(config)
            throw error
        }
        self.directory = directory
        self.fontFiles = fonts
        self.appFolders = appFolders
        self.config = config
    }

    deinit {
        FcConfigDestroy(config)
        for pattern in cachedPatterns { FcPatternDestroy(pattern) }
    }

    /// The family names fontconfig found, sorted and unique.
    public var families: [String] {
        var names = Set<String>()
        for set in [FcSetSystem, FcSetApplication] {
            guard let fonts = FcConfigGetFonts(config, set) else { continue }
            for index in 0..<Int(fonts.pointee.nfont) {
                var value: UnsafeMutablePointer<FcChar8>?
                if FcPatternGetString(fonts.pointee.fonts[index], FC_FAMILY, 0, &value) == FcResultMatch, let value {
                    names.insert(String(cString: value))
                }
            }
        }
        return names.sorted()
    }

    /// Fontconfig rules that scale a bitmap font's strike to the requested size (the bundled emoji
    /// are 109-pixel colour bitmaps), as fontconfig's own `10-scale-bitmap-fonts.conf` does for
    /// the system's configuration: the font's matrix is multiplied by the requested pixel size
    /// over the strike's.
    ///
    /// Pango asks for the family `emoji` for text in emoji presentation (a character followed by
    /// U+FE0F, as in ❤️); it names the bundled colour emoji.
    private static let bitmapScaling = """
        <alias binding="same"><family>emoji</family><prefer><family>Noto Color Emoji</family></prefer></alias>
        <match target="font">
          <test name="outline" compare="eq"><bool>false</bool></test>
          <edit name="pixelsizefixupfactor" mode="assign">
            <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
          </edit>
        </match>
        <match target="font">
          <test name="outline" compare="eq"><bool>false</bool></test>
          <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
          <edit name="matrix" mode="assign">
            <times>
              <name>matrix</name>
              <matrix>
                <name>pixelsizefixupfactor</name><double>0</double>
                <double>0</double><name>pixelsizefixupfactor</name>
              </matrix>
            </times>
          </edit>
          <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
        </match>
        """

    private static var cacheDirectory: URL {
        let environment = ProcessInfo.processInfo.environment
        let base =
            environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        return base.appendingPathComponent("cellsnap/fontconfig", isDirectory: true)
    }

    private static func xmlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
