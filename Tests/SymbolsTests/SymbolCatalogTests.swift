import Primitives
import Testing

@testable import Symbols

@Suite struct SymbolCatalogTests {
    static let required = [
        "chevron.right", "chevron.left", "chevron.down", "chevron.up", "checkmark", "minus.circle.fill",
        "plus.circle.fill",
        "line.3.horizontal", "info.circle", "circle", "checkmark.circle.fill", "chevron.up.chevron.down", "xmark",
        "xmark.circle.fill", "ellipsis", "ellipsis.circle", "star", "star.fill", "heart", "heart.fill", "folder",
        "folder.fill",
        "trash", "tray", "tray.fill", "tag", "tag.fill", "person", "person.fill", "person.crop.circle", "gear", "bell",
        "bell.fill", "envelope", "envelope.fill", "paperplane", "paperplane.fill", "photo", "doc", "doc.text",
        "calendar",
        "clock", "house", "house.fill", "magnifyingglass", "plus", "minus", "wifi", "bookmark", "flag", "lock", "globe",
        "square.and.arrow.up", "archivebox",
    ]

    @Test func everyRequiredSymbolIsPresentAndNamesAreSortedAndUnique() {
        for name in Self.required { #expect(SymbolCatalog.symbol(named: name) != nil, "\(name)") }
        #expect(SymbolCatalog.names == SymbolCatalog.names.sorted())
        #expect(Set(SymbolCatalog.names).count == SymbolCatalog.names.count)
        #expect(SymbolCatalog.names.count >= 45)
        #expect(SymbolCatalog.symbol(named: "chevron") == nil)
    }

    /// Every layer that paints stays inside the frame (knockouts only erase, so they may reach out).
    @Test(arguments: SymbolCatalog.names)
    func everyLayerStaysInsideTheFrameAtEveryWeight(name: String) throws {
        let symbol = try #require(SymbolCatalog.symbol(named: name))
        for weight in FontWeight.allCases {
            let image = symbol.image(pointSize: 17, weight: weight)
            #expect(!image.layers.isEmpty)
            for layer in image.layers where layer.blend == .normal {
                var bounds = layer.path.controlPointBounds
                if case .stroke(let width) = layer.paint { bounds = bounds.insetBy(dx: -width / 2, dy: -width / 2) }
                #expect(bounds.minX >= -0.01 && bounds.minY >= -0.01, "\(name) \(weight)")
                #expect(
                    bounds.maxX <= image.size.width + 0.01 && bounds.maxY <= image.size.height + 0.01,
                    "\(name) \(weight)")
            }
        }
    }

    @Test(arguments: SymbolCatalog.names)
    func imagesScaleLinearlyWithThePointSize(name: String) throws {
        let symbol = try #require(SymbolCatalog.symbol(named: name))
        let small = symbol.image(pointSize: 17, weight: .semibold),
            large = symbol.image(pointSize: 34, weight: .semibold)
        #expect(
            abs(large.size.width - 2 * small.size.width) < 1e-9 && abs(large.size.height - 2 * small.size.height) < 1e-9
        )
        #expect(abs(large.baseline - 2 * small.baseline) < 1e-9)
    }

    @Test func strokesThickenWithTheWeight() throws {
        let chevron = try #require(SymbolCatalog.symbol(named: "chevron.right"))
        let widths = [FontWeight.regular, .semibold, .heavy].map { weight -> Double in
            guard case .stroke(let width) = chevron.image(pointSize: 17, weight: weight).layers[0].paint else {
                return 0
            }
            return width
        }
        #expect(zip(widths, [1.445, 1.785, 2.38]).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test(arguments: [
        ("chevron.right", Size(width: 6.545, height: 11.645)),
        ("checkmark", Size(width: 14.025, height: 13.685)),
        ("circle", Size(width: 18.445, height: 18.445)),
        ("star.fill", Size(width: 18.445, height: 17.595)),
        ("info.circle", Size(width: 18.445, height: 18.445)),
        ("line.3.horizontal", Size(width: 16.745, height: 10.965)),
        ("chevron.up.chevron.down", Size(width: 10.965, height: 15.725)),
        ("plus.circle.fill", Size(width: 18.445, height: 18.445)),
    ])
    func frameSizesAt17PointsRegular(name: String, size: Size) throws {
        let image = try #require(SymbolCatalog.symbol(named: name)).image(pointSize: 17, weight: .regular)
        #expect(abs(image.size.width - size.width) < 1e-9 && abs(image.size.height - size.height) < 1e-9)
    }

    @Test func symbolsCentreOnTheMiddleOfCapitalLetters() throws {
        // Cap height middle: 0.3635 of the point size above the baseline.
        let image = try #require(SymbolCatalog.symbol(named: "circle")).image(pointSize: 20, weight: .regular)
        #expect(abs((image.baseline - image.size.height / 2) - 7.27) < 1e-9)
    }

    @Test(arguments: ["checkmark.circle.fill", "minus.circle.fill", "plus.circle.fill", "xmark.circle.fill"])
    func knockoutsComeAfterAFill(name: String) throws {
        let layers = try #require(SymbolCatalog.symbol(named: name)).image(pointSize: 17, weight: .regular).layers
        let firstKnockout = try #require(layers.firstIndex { $0.blend == .knockout })
        #expect(layers[..<firstKnockout].contains { $0.paint == .fill })
    }
}
