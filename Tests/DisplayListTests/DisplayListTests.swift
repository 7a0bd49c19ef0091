import Foundation
import Pixels
import Primitives
import Testing

@testable import DisplayList

@Suite struct DisplayListTextFormTests {
    static let cell = DisplayList(
        size: Size(width: 390, height: 44), background: .white,
        items: [
            .shape(ShapeItem(shape: .capsule(Rect(x: 16, y: 6, width: 60, height: 32)), fill: Color(hex: 0x007AFF))),
            .text(
                TextItem(
                    text: "Inbox \"new\"", style: TextStyle(font: Font(size: 17), maximumLines: 1),
                    frame: Rect(x: 84, y: 11, width: 260, height: 22))),
            .symbol(
                SymbolItem(
                    name: "chevron.right", frame: Rect(x: 367, y: 15, width: 7, height: 12), pointSize: 17,
                    weight: .semibold, color: Color(hex: 0xC4C4C7))),
            .line(
                LineItem(
                    from: Point(x: 84, y: 43.8333333), to: Point(x: 390, y: 43.8333333),
                    color: Color(red255: 60, green: 60, blue: 67, alpha: 0.29), width: 1.0 / 3)),
            .group(
                GroupItem(
                    items: [
                        .shape(
                            ShapeItem(
                                shape: .roundedRect(
                                    Rect(x: 0, y: 0, width: 10, height: 10), CornerRadii(topLeft: 2, topRight: 4)),
                                stroke: Stroke(color: .black, width: 1)))
                    ],
                    opacity: 0.5, clip: .rect(Rect(x: 0, y: 0, width: 5, height: 5)))),
        ])

    @Test func printsOneStableLinePerItem() {
        #expect(
            Self.cell.description == """
                canvas 390x44 background #FFFFFF
                shape capsule(16, 6, 60x32) fill #007AFF
                text "Inbox \\"new\\"" (84, 11, 260x22) Inter 17 regular #000000 lines=1 tail
                symbol chevron.right (367, 15, 7x12) 17pt semibold #C4C4C7
                line (84, 43.833)-(390, 43.833) 0.333 #3C3C434A butt
                group opacity=0.5 clip=rect(0, 0, 5x5)
                  shape roundedRect(0, 0, 10x10) r=2/4/0/0 stroke #000000 1 inside
                """)
    }

    @Test(arguments: [
        (0.0, "0"), (20, "20"), (43.66666, "43.667"), (-0.5, "-0.5"), (0.0004, "0"), (1.10, "1.1"),
        (-12.0005, "-12.001"),
    ])
    func numbersAreRoundedToThreeDecimals(value: Double, expected: String) {
        #expect(TextForm.number(value) == expected)
    }

    @Test func codableRoundTripIsLossless() throws {
        var list = Self.cell
        var image = RGBAImage(width: 2, height: 1)
        image[1, 0] = RGBA(red: 255, green: 0, blue: 0, alpha: 128)
        list.items.append(
            .image(ImageItem(image: image, frame: Rect(x: 0, y: 0, width: 2, height: 1), cornerRadius: 1)))
        let data = try JSONEncoder().encode(list)
        #expect(try JSONDecoder().decode(DisplayList.self, from: data) == list)
        #expect(list.items.last?.description == "image 2x1 \(TextForm.fingerprint(image.bytes)) (0, 0, 2x1) radius=1")
    }

    /// A vector image item keeps the document's bytes: it encodes and decodes as they were, and
    /// prints its format, intrinsic size, a fingerprint of the bytes, frame, radius and tint.
    @Test func vectorImageItemsRoundTripAndPrintTheirDocument() throws {
        let bytes = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="12"/>"#.utf8)
        let image = VectorImage(format: .svg, data: bytes, size: Size(width: 24, height: 12), isTemplate: true)
        var list = Self.cell
        list.items = [
            .vectorImage(
                VectorImageItem(
                    image: image, frame: Rect(x: 20, y: 16, width: 24, height: 12), cornerRadius: 2,
                    tint: Color(hex: 0x007AFF)))
        ]
        let data = try JSONEncoder().encode(list)
        #expect(try JSONDecoder().decode(DisplayList.self, from: data) == list)
        #expect(
            list.items[0].description
                == "svg 24x12pt \(TextForm.fingerprint(Array(bytes))) (20, 16, 24x12) radius=2 tint=#007AFF")
        var pdf = image
        pdf.format = .pdf
        pdf.isTemplate = false
        #expect(
            DisplayItem.vectorImage(VectorImageItem(image: pdf, frame: Rect(x: 0, y: 0, width: 24, height: 12)))
                .description == "pdf 24x12pt \(TextForm.fingerprint(Array(bytes))) (0, 0, 24x12)")
    }

    @Test func malformedImageDataIsRejected() {
        let json = #"{"width": 2, "height": 2, "rgba": "AAAA"}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(RGBAImage.self, from: Data(json.utf8)) }
    }

    @Test func insetShapesForInsideStrokes() {
        #expect(
            Shape.roundedRect(Rect(x: 0, y: 0, width: 20, height: 10), CornerRadii(all: 4)).inset(by: 0.5)
                == .roundedRect(Rect(x: 0.5, y: 0.5, width: 19, height: 9), CornerRadii(all: 3.5)))
        #expect(
            Shape.capsule(Rect(x: 0, y: 0, width: 20, height: 10)).inset(by: 1)
                == .capsule(Rect(x: 1, y: 1, width: 18, height: 8)))
    }
}
