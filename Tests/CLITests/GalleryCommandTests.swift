import Foundation
import Testing

@Suite struct GalleryCommandTests {
    @Test func writesGalleryPNGByDefault() throws {
        let folder = try CLI.temporaryDirectory()
        let result = try CLI.run(["gallery"], in: folder)
        #expect(result.exitCode == 0)
        #expect(result.stdout.hasPrefix("Wrote gallery.png (393 x ") && result.stdout.hasSuffix(" pt at 3x)\n"))
        #expect(result.stderr == "")
        let png = try Data(contentsOf: folder.appendingPathComponent("gallery.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }

    @Test func writesSVGWhenTheOutputSaysSo() throws {
        let folder = try CLI.temporaryDirectory()
        let result = try CLI.run(["gallery", "-o", "demo.svg"], in: folder)
        #expect(result.exitCode == 0)
        #expect(result.stdout.hasPrefix("Wrote demo.svg (393 x "))
        let svg = try String(contentsOf: folder.appendingPathComponent("demo.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<?xml") && svg.contains("<svg"))
    }

    @Test(arguments: [
        (
            ["gallery", "-o", "gallery.jpg"],
            "Error: 'gallery.jpg' has neither a .png nor a .svg extension; choose the format with the file name."
        ),
        (["gallery", "--scale", "5"], "Error: --scale '5' is out of range; use 1 to 4."),
        (["gallery", "--scale", "0.5"], "Error: --scale '0.5' is out of range; use 1 to 4."),
        (["render", "x.yaml", "-o", "x.png", "--scale", "4.5"], "Error: --scale '4.5' is out of range; use 1 to 4."),
        (["gallery", "--scale", "two"], "Error: The value 'two' is invalid for '--scale <scale>'"),
        (["gallery", "--bogus"], "Error: Unknown option '--bogus'"),
    ])
    func usageErrorsExitWith64(arguments: [String], message: String) throws {
        let result = try CLI.run(arguments, in: try CLI.temporaryDirectory())
        #expect(result.exitCode == 64)
        #expect(result.stderr.hasPrefix(message))
    }

    @Test func anUnwritableOutputIsAnErrorNamingThePath() throws {
        let result = try CLI.run(["gallery", "-o", "/nonexistent/folder/g.png"], in: try CLI.temporaryDirectory())
        #expect(result.exitCode == 2)
        #expect(
            result.stderr
                == "Error: cannot write '/nonexistent/folder/g.png': the folder '/nonexistent/folder' does not exist\n")
    }

    @Test func missingFontsAreAClearError() throws {
        let result = try CLI.run(
            ["gallery"], in: try CLI.temporaryDirectory(), environment: ["CELLSNAP_FONTS": "/nonexistent/fonts"])
        #expect(result.exitCode == 2)
        #expect(
            result.stderr
                == "Error: cannot load the bundled fonts: no .otf or .ttf files in /nonexistent/fonts (set CELLSNAP_FONTS to the folder of bundled fonts)\n"
        )
    }

    /// `--version` names CellSnap's version and the libraries that decide how a render looks.
    @Test func versionNamesTheRenderingLibraries() throws {
        let result = try CLI.run(["--version"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.hasPrefix("CellSnap 0.1.0; cairo "))
        for library in ["; pango ", "; harfbuzz ", "; freetype ", "; fontconfig ", "; libpng "] {
            #expect(result.stdout.contains(library))
        }
    }

    /// A fractional scale is a scale like any other: the gallery at 1.5x.
    @Test func fractionalScalesRender() throws {
        let result = try CLI.run(["gallery", "--scale", "1.5"], in: try CLI.temporaryDirectory())
        #expect(result.exitCode == 0)
        #expect(result.stdout.hasSuffix(" pt at 1.5x)\n"))
    }

    /// `--theme` changes the demo gallery too: iOS 26's sections are taller than iOS 18's.
    @Test func theDemoGalleryTakesTheTheme() throws {
        let folder = try CLI.temporaryDirectory()
        let ios18 = try CLI.run(["gallery", "-o", "a.png"], in: folder)
        let ios26 = try CLI.run(["gallery", "--theme", "ios26", "-o", "b.png"], in: folder)
        #expect(ios18.exitCode == 0 && ios26.exitCode == 0)
        #expect(ios18.stdout != ios26.stdout, "\(ios18.stdout) \(ios26.stdout)")
    }

    /// `--contrast high` draws the demo gallery's colours at high contrast: the same layout, other pixels.
    @Test func theDemoGalleryTakesTheContrast() throws {
        let folder = try CLI.temporaryDirectory()
        let normal = try CLI.run(["gallery", "-o", "a.png"], in: folder)
        let high = try CLI.run(["gallery", "--contrast", "high", "-o", "b.png"], in: folder)
        #expect(normal.exitCode == 0 && high.exitCode == 0)
        #expect(normal.stdout.replacingOccurrences(of: "a.png", with: "b.png") == high.stdout)
        #expect(
            try Data(contentsOf: folder.appendingPathComponent("a.png"))
                != Data(contentsOf: folder.appendingPathComponent("b.png")))
    }

    @Test func helpListsTheOptions() throws {
        let result = try CLI.run(["gallery", "--help"])
        #expect(result.exitCode == 0)
        for word in ["--output", "--scale", ".png or .svg"] { #expect(result.stdout.contains(word)) }
    }

    /// The same PNG whatever the locale and language variables say (Han glyph forms in particular).
    @Test func languageEnvironmentDoesNotChangeTheRender() throws {
        let folder = try CLI.temporaryDirectory()
        _ = try CLI.run(["gallery", "-o", "plain.png"], in: folder)
        let environment = ["LANG": "ja_JP.UTF-8", "LANGUAGE": "ja", "PANGO_LANGUAGE": "ja", "LC_ALL": "ja_JP.UTF-8"]
        let result = try CLI.run(["gallery", "-o", "japanese.png"], in: folder, environment: environment)
        #expect(result.exitCode == 0)
        let plain = try Data(contentsOf: folder.appendingPathComponent("plain.png"))
        let japanese = try Data(contentsOf: folder.appendingPathComponent("japanese.png"))
        #expect(plain == japanese)
    }

    /// Two processes render byte-identical files, PNG and SVG.
    @Test func rendersAreIdenticalAcrossProcesses() throws {
        let folder = try CLI.temporaryDirectory()
        for name in ["a.png", "b.png", "a.svg", "b.svg"] {
            #expect(try CLI.run(["gallery", "-o", name], in: folder).exitCode == 0)
        }
        func contents(_ name: String) throws -> Data { try Data(contentsOf: folder.appendingPathComponent(name)) }
        #expect(try contents("a.png") == contents("b.png"))
        #expect(try contents("a.svg") == contents("b.svg"))
    }
}
