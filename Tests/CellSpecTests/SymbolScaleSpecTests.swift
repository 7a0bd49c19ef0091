import CellModel
import Foundation
import Primitives
import Testing

@testable import CellSpec

/// `scale:` and `pointSize:` beside a symbol in a spec's image (`{symbol: star, scale: large}`),
/// a catalog's symbol set included, and their errors.
@Suite struct SymbolScaleSpecTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SampleApp")

    func imageProperties(_ image: String) throws -> (ImageContent?, ImageProperties)? {
        let spec = try Spec.parse(
            "assets: [Assets.xcassets]\ncell:\n  content: {text: Star, image: \(image)}", file: "scale.yaml",
            folder: Self.folder, defaultName: "scale")
        guard case .cell(let cell) = spec.subject, case .list(let content) = cell.content else { return nil }
        return (content.image, content.imageProperties)
    }

    @Test(arguments: [
        ("star", "star", nil),
        ("{symbol: star, scale: small}", "star", SymbolScale.small),
        ("{symbol: star, scale: medium}", "star", .medium),
        ("{symbol: star.fill, scale: large, tint: systemRed}", "star.fill", .large),
        ("{named: brand.star, scale: large}", "brand.star", .large),
    ])
    func scalesAreRead(image: String, symbol: String, scale: SymbolScale?) throws {
        let read = try #require(try imageProperties(image))
        #expect(read.0 == .symbol(symbol))
        #expect(read.1.symbolScale == scale)
    }

    @Test(arguments: [
        (
            "{symbol: star, scale: huge}",
            "scale.yaml:3:54: cell.content.image.scale: unknown symbol scale 'huge'; expected one of: large, medium, small"
        ),
        (
            "{named: avatar, scale: large}",
            "scale.yaml:3:55: cell.content.image.scale: 'scale' belongs to a symbol (small, medium or large); the image set 'avatar' is drawn at its own size"
        ),
        (
            "{file: Assets.xcassets/avatar.imageset/avatar@2x.png, scale: small}",
            "scale.yaml:3:93: cell.content.image.scale: 'scale' belongs to a symbol (small, medium or large); a file is drawn at its own size"
        ),
    ])
    func badScalesAreRefused(image: String, message: String) {
        #expect(throws: SpecError.self) { try imageProperties(image) }
        do { _ = try imageProperties(image) } catch { #expect("\(error)" == message) }
    }

    /// `pointSize:` beside a symbol (a catalog's symbol set included): the symbol's own size.
    @Test(arguments: [
        ("star", "star", nil),
        ("{symbol: star, pointSize: 22}", "star", 22.0),
        ("{symbol: star.fill, pointSize: 30.5, scale: large}", "star.fill", 30.5),
        ("{named: brand.star, pointSize: 24}", "brand.star", 24),
    ])
    func pointSizesAreRead(image: String, symbol: String, pointSize: Double?) throws {
        let read = try #require(try imageProperties(image))
        #expect(read.0 == .symbol(symbol))
        #expect(read.1.symbolPointSize == pointSize)
    }

    @Test(arguments: [
        (
            "{symbol: star, pointSize: 0}",
            "scale.yaml:3:58: cell.content.image.pointSize: '0' is out of range; expected 1 to 1000"
        ),
        (
            "{named: avatar, pointSize: 22}",
            "scale.yaml:3:59: cell.content.image.pointSize: 'pointSize' belongs to a symbol; the image set 'avatar' is drawn at its own size"
        ),
        (
            "{file: Assets.xcassets/avatar.imageset/avatar@2x.png, pointSize: 22}",
            "scale.yaml:3:97: cell.content.image.pointSize: 'pointSize' belongs to a symbol; a file is drawn at its own size"
        ),
    ])
    func badPointSizesAreRefused(image: String, message: String) {
        #expect(throws: SpecError.self) { try imageProperties(image) }
        do { _ = try imageProperties(image) } catch { #expect("\(error)" == message) }
    }
}
