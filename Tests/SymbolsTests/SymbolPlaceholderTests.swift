import Primitives
import Testing

@testable import Symbols

@Suite struct SymbolPlaceholderTests {
    @Test(arguments: [
        ("xmark.bin", "XB"), ("cloud.sun.rain", "CR"), ("wifi", "W"), ("person.2.fill", "PF"),
        ("square.and.arrow.up.on.square", "SS"), ("1.circle", "1C"), ("", "?"), ("...", "?"), ("é.ü", "ÉÜ"),
    ])
    func initialsAreTheFirstLettersOfTheFirstAndLastParts(name: String, initials: String) {
        #expect(SymbolPlaceholder.initials(of: name) == initials)
    }

    /// The box is the `circle` symbol's frame: (100 + stroke) x (100 + stroke) design units, on the
    /// same baseline, with one outline layer.
    @Test(arguments: [
        (17.0, FontWeight.regular, 18.445, 15.402), (17, .black, 19.72, 16.0395), (34, .ultraLight, 35.19, 29.954),
    ])
    func theBoxHasTheCircleSymbolsFrame(pointSize: Double, weight: FontWeight, side: Double, baseline: Double) throws {
        let box = SymbolPlaceholder.image(pointSize: pointSize, weight: weight)
        #expect(abs(box.size.width - side) < 1e-9 && abs(box.size.height - side) < 1e-9)
        #expect(abs(box.baseline - baseline) < 1e-9)
        let circle = try #require(SymbolCatalog.symbol(named: "circle")).image(pointSize: pointSize, weight: weight)
        #expect(box.size == circle.size && box.baseline == circle.baseline)
        #expect(box.layers.count == 1)
        guard case .stroke(let width) = box.layers.first?.paint else {
            Issue.record("the box is not an outline")
            return
        }
        #expect(abs(width - SymbolDesign.strokeWidth(weight) * pointSize / 100) < 1e-12)
        #expect(abs(SymbolPlaceholder.initialsPointSize(for: pointSize) - pointSize * 0.4) < 1e-12)
    }

    @Test(arguments: [
        ("envelope.badge", ["envelope", "envelope.fill", "envelope.open"]),
        ("xmark.bin.fill", ["xmark.bin", "xmark", "xmark.circle.fill"]),
        ("wifii", ["wifi"]),
        ("Heart", ["heart", "heart.fill", "cart"]),
        ("cloud.sun.rain.banana", ["cloud.sun.rain", "cloud.sun", "cloud"]),
        ("humidity", ["infinity", "dice", "function"]),  // nothing close: the nearest in spelling
        (String(repeating: "wifi.", count: 30), []),
        ("creditcard.and.123", ["creditcard", "creditcard.fill"]),
    ])
    func closeNamesPutTheNamesItExtendsFirst(name: String, close: [String]) {
        #expect(SymbolCatalog.closeNames(to: name) == close)
    }
}
