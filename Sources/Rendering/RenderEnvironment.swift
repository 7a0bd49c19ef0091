import Pixels
import VectorDocuments

@_implementationOnly import CCairo

/// The versions of everything that decides how a render looks; recorded in every PNG CellSnap
/// writes, so that a mismatch caused by another environment is reported as such.
public struct RenderEnvironment: Hashable, Sendable, CustomStringConvertible {
    /// CellSnap's own version.
    public var cellSnap: String
    public var cairo: String
    public var pango: String
    public var harfBuzz: String
    public var freeType: String
    public var fontconfig: String
    public var libpng: String
    /// The libraries that draw SVG and PDF images.
    public var librsvg: String
    public var poppler: String

    /// Creates an environment description.
    public init(
        cellSnap: String, cairo: String, pango: String, harfBuzz: String, freeType: String, fontconfig: String,
        libpng: String, librsvg: String, poppler: String
    ) {
        self.cellSnap = cellSnap
        self.cairo = cairo
        self.pango = pango
        self.harfBuzz = harfBuzz
        self.freeType = freeType
        self.fontconfig = fontconfig
        self.libpng = libpng
        self.librsvg = librsvg
        self.poppler = poppler
    }

    /// CellSnap's version.
    public static let cellSnapVersion = "0.1.0"

    /// The environment of this process, read from the libraries it runs with.
    public static let current: RenderEnvironment = {
        var major: Int32 = 0, minor: Int32 = 0, patch: Int32 = 0
        var library: FT_Library?
        if FT_Init_FreeType(&library) == 0, let library {
            FT_Library_Version(library, &major, &minor, &patch)
            FT_Done_FreeType(library)
        }
        let fc = Int(FcGetVersion())
        return RenderEnvironment(
            cellSnap: cellSnapVersion,
            cairo: String(cString: cairo_version_string()),
            pango: String(cString: pango_version_string()),
            harfBuzz: String(cString: hb_version_string()),
            freeType: "\(major).\(minor).\(patch)",
            fontconfig: "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)",
            libpng: PNG.libpngVersion, librsvg: VectorDocument.libraryVersions.librsvg,
            poppler: VectorDocument.libraryVersions.poppler)
    }()

    /// `CellSnap 0.1.0; cairo 1.16.0; pango 1.50.12; harfbuzz 6.0.0; freetype 2.12.1; fontconfig 2.14.1; libpng 1.6.39; librsvg 2.54.7; poppler 22.12.0`
    public var description: String {
        "CellSnap \(cellSnap); cairo \(cairo); pango \(pango); harfbuzz \(harfBuzz); freetype \(freeType); fontconfig \(fontconfig); libpng \(libpng); librsvg \(librsvg); poppler \(poppler)"
    }
}
