import CellModel
import Foundation
import Primitives
import Testing

@testable import CellSpec

/// SVG and PDF files named by a spec's `image: {file: ...}`: read as vector images, measured,
/// and refused with the library's message and the file's name.
@Suite struct VectorSpecTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Vector")

    func image(_ yaml: String) throws -> ImageContent? {
        let spec = try Spec.parse(
            "cell:\n  content: {text: Logo, image: \(yaml)}", file: "vector.yaml", folder: Self.folder,
            defaultName: "vector")
        guard case .cell(let cell) = spec.subject, case .list(let content) = cell.content else { return nil }
        return content.image
    }

    @Test(arguments: [
        ("{file: red-circle.svg}", VectorImage.Format.svg, Size(width: 40, height: 20), false),
        ("{file: template-star.svg, template: true}", .svg, Size(width: 20, height: 20), true),
        ("{file: green-red.pdf, template: false}", .pdf, Size(width: 22.5, height: 45), false),
    ])
    func vectorFilesAreRead(yaml: String, format: VectorImage.Format, size: Size, isTemplate: Bool) throws {
        guard case .vector(let image) = try image(yaml) else {
            Issue.record("\(yaml) is not a vector image")
            return
        }
        #expect(image.format == format)
        #expect(image.size == size)
        #expect(image.isTemplate == isTemplate)
        #expect(
            image.data
                == (try Data(
                    contentsOf: Self.folder.appendingPathComponent(
                        yaml.split(separator: " ")[1].trimmingCharacters(in: CharacterSet(charactersIn: ",}"))))))
    }

    @Test(arguments: [
        (
            "{file: corrupt.svg}",
            "vector.yaml:2:39: cell.content.image.file: cannot read the image 'corrupt.svg': librsvg cannot read it: XML parse error: Error domain 1 code 77 on line 2 column 1 of data: Premature end of data in tag svg line 1"
        ),
        (
            "{file: external-href.svg}",
            "vector.yaml:2:39: cell.content.image.file: cannot read the image 'external-href.svg': refers to 'avatar.png' outside the document; CellSnap loads nothing but the document itself (embed images as data: URLs)"
        ),
        (
            "{file: truncated.pdf}",
            "vector.yaml:2:39: cell.content.image.file: cannot read the image 'truncated.pdf': poppler cannot read it: PDF document is damaged"
        ),
        (
            "{symbol: star, template: true}",
            "vector.yaml:2:57: cell.content.image.template: 'template' belongs to an SVG or PDF file; a symbol is always drawn in its tint"
        ),
        (
            "{file: ../Vector/missing.svg}",
            "vector.yaml:2:39: cell.content.image.file: cannot read the image '../Vector/missing.svg': no such file"
        ),
    ])
    func badVectorFilesAreRefused(yaml: String, message: String) {
        #expect(throws: SpecError.self) { try image(yaml) }
        do { _ = try image(yaml) } catch { #expect("\(error)" == message) }
    }
}
