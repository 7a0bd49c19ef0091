import Foundation
import Testing

/// A symbol CellSnap does not draw: drawn as a placeholder with a warning, an error with `--strict`.
@Suite struct UnknownSymbolTests {
    static let spec = "cell:\n  content: {text: Forecast, image: humidity}\n"
    static let hint =
        "(cellsnap draws 130 symbols and 977 look-alikes; `cellsnap symbols` lists them; draw others from your own exported templates with --symbols)"
    static let warning =
        "warning: unknown symbol 'humidity' in weather.normal@3x, drawn as a placeholder; did you mean 'infinity', 'dice' or 'function'? \(hint)\n"
    static let strictError =
        "Error: unknown symbol 'humidity' in weather.normal@3x; did you mean 'infinity', 'dice' or 'function'? \(hint)\n"

    func folder(_ spec: String = Self.spec) throws -> URL {
        let folder = try CLI.temporaryDirectory()
        try Data(spec.utf8).write(to: folder.appendingPathComponent("weather.yaml"))
        return folder
    }

    @Test func renderDrawsAPlaceholderAndWarns() throws {
        let folder = try folder()
        for output in ["w.png", "w.svg"] {
            let result = try CLI.run(["render", "weather.yaml", "-o", output], in: folder)
            #expect(result.exitCode == 0)
            #expect(result.stderr == Self.warning)
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(output).path))
        }
    }

    @Test func strictRenderFailsWithExitCode1AndWritesNothing() throws {
        let folder = try folder()
        let result = try CLI.run(["render", "weather.yaml", "-o", "w.png", "--strict"], in: folder)
        #expect(result.exitCode == 1)
        #expect(result.stderr == Self.strictError)
        #expect(result.stdout == "")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("w.png").path))
    }

    @Test func closeNamesAreListed() throws {
        let folder = try folder("cell:\n  content: {text: Mail, image: envelope.badge.shield.half.filled}\n")
        let result = try CLI.run(["render", "weather.yaml", "-o", "w.png", "--strict"], in: folder)
        #expect(result.exitCode == 1)
        #expect(
            result.stderr
                == "Error: unknown symbol 'envelope.badge.shield.half.filled' in weather.normal@3x; did you mean 'envelope.badge.shield', 'envelope.badge' or 'envelope'? \(Self.hint)\n"
        )
    }

    @Test func galleryWarnsAndStrictGalleryFails() throws {
        let folder = try folder()
        let warned = try CLI.run(["gallery", "weather.yaml", "-o", "g.png"], in: folder)
        #expect(warned.exitCode == 0)
        #expect(warned.stderr.contains(Self.warning), "\(warned.stderr)")
        let strict = try CLI.run(["gallery", "weather.yaml", "-o", "s.png", "--strict"], in: folder)
        #expect(strict.exitCode == 1)
        #expect(strict.stderr.hasSuffix(Self.strictError), "\(strict.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("s.png").path))
    }

    /// A strict gallery of several pages that fails on its last spec writes none of them: the
    /// pages appear together or not at all (three specs of 90 lines, about 1,800 pt each, fill
    /// three pages at 3x before the spec with the unknown symbol).
    @Test func aStrictGalleryFailingOnItsLastPageLeavesNoPageWritten() throws {
        let folder = try folder()
        let tall = (1...90).map { "Line \($0)" }.joined(separator: "\\n")
        for name in ["a", "b", "c"] {
            try Data("cell:\n  content: {text: \"\(tall)\", numberOfLines: 0}\n".utf8)
                .write(to: folder.appendingPathComponent("\(name).yaml"))
        }
        let pages = try CLI.run(["gallery", "a.yaml", "b.yaml", "c.yaml", "-o", "g.png"], in: folder)
        #expect(pages.exitCode == 0)
        #expect(
            pages.stdout.hasSuffix("/g-1.png, \(folder.path)/g-2.png, \(folder.path)/g-3.png (3 variants of 3 specs)\n")
        )
        let strict = try CLI.run(
            ["gallery", "a.yaml", "b.yaml", "c.yaml", "weather.yaml", "-o", "s.png", "--strict"], in: folder)
        #expect(strict.exitCode == 1)
        #expect(strict.stderr.hasSuffix(Self.strictError), "\(strict.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasPrefix("s") || $0.hasPrefix(".s")
        }
        #expect(left == [])
    }

    /// Verify passes with a warning (stderr and the JUnit test case's system-err) and fails with
    /// `--strict`; record with `--strict` writes no reference.
    @Test func verifyAndRecordCarryTheWarningOrFail() throws {
        let folder = try folder()
        let recorded = try CLI.run(["record", "weather.yaml", "--snapshots", "refs", "--jobs", "1"], in: folder)
        #expect(recorded.exitCode == 0)
        #expect(recorded.stderr == "record: 1/1\n" + Self.warning)
        let verified = try CLI.run(
            ["verify", "weather.yaml", "--snapshots", "refs", "--jobs", "1", "--junit", "j.xml"], in: folder)
        #expect(verified.exitCode == 0)
        #expect(verified.stderr == "verify: 1/1\n" + Self.warning)
        let junit = try String(contentsOf: folder.appendingPathComponent("j.xml"), encoding: .utf8)
        #expect(
            junit.contains(
                "      <system-err>warning: unknown symbol &#39;humidity&#39; in weather.normal@3x, drawn as a placeholder; did you mean &#39;infinity&#39;, &#39;dice&#39; or &#39;function&#39;? (cellsnap draws 130 symbols and 977 look-alikes; `cellsnap symbols` lists them; draw others from your own exported templates with --symbols)</system-err>\n    </testcase>"
            ), "\(junit)")
        #expect(junit.contains("failures=\"0\""))

        let strict = try CLI.run(
            ["verify", "weather.yaml", "--snapshots", "refs", "--jobs", "1", "--strict", "--junit", "s.xml"],
            in: folder)
        #expect(strict.exitCode == 1)
        #expect(
            strict.stdout.hasPrefix(
                "FAILED weather.normal@3x: unknown symbol 'humidity' in weather.normal@3x; did you mean 'infinity', 'dice' or 'function'? \(Self.hint)\n"
            ),
            "\(strict.stdout)")
        let strictJUnit = try String(contentsOf: folder.appendingPathComponent("s.xml"), encoding: .utf8)
        #expect(
            strictJUnit.contains("<failure type=\"failed\" message=\"failed: unknown symbol &#39;humidity&#39;"))

        let strictRecord = try CLI.run(
            ["record", "weather.yaml", "--snapshots", "fresh", "--jobs", "1", "--strict"], in: folder)
        #expect(strictRecord.exitCode == 1)
        #expect(
            !FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("fresh/weather/weather.normal@3x.png").path))
    }

    @Test func theReviewPageDataCarriesTheWarning() throws {
        let folder = try folder()
        _ = try CLI.run(["record", "weather.yaml", "--snapshots", "refs", "--jobs", "1"], in: folder)
        let result = try CLI.run(["review", "weather.yaml", "--snapshots", "refs", "-o", "report"], in: folder)
        #expect(result.exitCode == 0)
        let page = try String(contentsOf: folder.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(
            page.contains(
                "\"warnings\":[\"unknown symbol 'humidity' in weather.normal@3x, drawn as a placeholder; did you mean 'infinity', 'dice' or 'function'? (cellsnap draws 130 symbols and 977 look-alikes; `cellsnap symbols` lists them; draw others from your own exported templates with --symbols)\"]"
            ), "report has no warning")
    }

    @Test func aKnownSymbolGivesNoWarning() throws {
        let folder = try folder("cell:\n  content: {text: Mail, image: envelope.open}\n")
        let result = try CLI.run(["render", "weather.yaml", "-o", "w.png", "--strict"], in: folder)
        #expect(result.exitCode == 0 && result.stderr == "")
    }

    @Test func theContactSheetIsWrittenAndScaleNeedsASheet() throws {
        let folder = try CLI.temporaryDirectory()
        let sheet = try CLI.run(["symbols", "--sheet", "s.png", "--scale", "1"], in: folder)
        let pages = (1...8).map { "s-\($0).png" }
        #expect(
            sheet.exitCode == 0
                && sheet.stdout
                    == "Wrote \(pages.joined(separator: ", ")) (130 symbols of CellSnap's own, 977 look-alikes)\n"
        )
        for page in pages { #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(page).path)) }
        let refused = try CLI.run(["symbols", "--scale", "2"], in: folder)
        #expect(refused.exitCode == 64)
        #expect(refused.stderr.contains("--scale applies to a --sheet only."))
    }
}
