import DisplayList
import Foundation
import Pixels
import Primitives
import Testing

@testable import Rendering

/// The SVG backend draws the same picture as the PNG backend: the SVG, rasterised by librsvg's
/// `rsvg-convert` at the same scale, differs from the PNG only in anti-aliasing.
@Suite struct SVGMatchesPNGTests {
    static let rsvgConvert = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    static let mixed = DisplayList(
        size: Size(width: 240, height: 120), background: Color(hex: 0xF2F2F7),
        items: [
            .shape(
                ShapeItem(
                    shape: .roundedRect(Rect(x: 8, y: 8, width: 224, height: 104), CornerRadii(all: 10)), fill: .white)),
            .text(
                TextItem(
                    text: "Inbox 标签", style: TextStyle(font: Font(size: 17, weight: .semibold)),
                    frame: Rect(x: 20, y: 16, width: 200, height: 24))),
            .text(
                TextItem(
                    text: "שלום עולם", style: TextStyle(font: Font(size: 15)),
                    frame: Rect(x: 20, y: 44, width: 200, height: 22))),
            .symbol(
                SymbolItem(
                    name: "checkmark.circle.fill", frame: Rect(x: 20, y: 76, width: 24, height: 24), pointSize: 20,
                    color: Color(hex: 0x007AFF))),
            .symbol(
                SymbolItem(
                    name: "chevron.right", frame: Rect(x: 210, y: 80, width: 9, height: 15), pointSize: 17,
                    weight: .semibold, color: .black)),
            .group(
                GroupItem(
                    items: [
                        .shape(
                            ShapeItem(
                                shape: .capsule(Rect(x: 60, y: 78, width: 90, height: 22)), fill: Color(hex: 0x34C759),
                                stroke: Stroke(color: .black, width: 1)))
                    ],
                    opacity: 0.6, clip: .rect(Rect(x: 0, y: 0, width: 120, height: 120)))),
            .line(
                LineItem(
                    from: Point(x: 20, y: 70), to: Point(x: 232, y: 70), color: Color(hex: 0xC6C6C8), width: 1.0 / 3)),
        ])

    @Test(
        .enabled(if: rsvgConvert != nil, "rsvg-convert is not installed (run scripts/setup)"),
        arguments: [("sample cell", DisplayList.sampleCell), ("mixed", mixed)])
    func rasterisedSVGMatchesThePNG(name: String, list: DisplayList) throws {
        let renderer = try Renderer()
        let png = try renderer.image(list, scale: 3).image
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svgURL = folder.appendingPathComponent("list.svg"), rasterURL = folder.appendingPathComponent("list.png")
        try renderer.svg(list).data.write(to: svgURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.rsvgConvert!)
        process.arguments = ["--zoom", "3", "--output", rasterURL.path, svgURL.path]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let raster = try PNG.read(contentsOf: rasterURL).image
        #expect(raster.width == png.width && raster.height == png.height)

        #expect(Self.differingRatio(png, raster) < Self.tolerance, "\(name): \(Self.differingRatio(png, raster))")
    }

    /// Edges rasterised by librsvg and by Cairo differ a little; moving the text by half a point
    /// differs far more than the tolerance, so the comparison still catches misplaced items.
    @Test func theToleranceCatchesAHalfPointShift() throws {
        let renderer = try Renderer()
        var shifted = DisplayList.sampleCell
        shifted.items = shifted.items.map { item in
            guard case .text(var text) = item else { return item }
            text.frame = text.frame.offsetBy(dx: 0.5, dy: 0)
            return .text(text)
        }
        let ratio = Self.differingRatio(
            try renderer.image(.sampleCell, scale: 3).image, try renderer.image(shifted, scale: 3).image)
        #expect(ratio > 2 * Self.tolerance)
    }

    /// At most 0.5% of pixels may differ by more than 64 levels in a channel.
    static let tolerance = 0.005

    static func differingRatio(_ a: RGBAImage, _ b: RGBAImage) -> Double {
        var different = 0
        for index in stride(from: 0, to: min(a.bytes.count, b.bytes.count), by: 4)
        where (0..<4).contains(where: { abs(Int(a.bytes[index + $0]) - Int(b.bytes[index + $0])) > 64 }) {
            different += 1
        }
        return Double(different) / Double(a.width * a.height)
    }
}
