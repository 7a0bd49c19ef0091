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
    /// The symbols added for settings, mail, files, contacts, media and commerce rows: their image
    /// frame (width, height) and baseline at 17 pt regular, in points. The frame is the design box
    /// plus the 8.5-unit regular stroke, times 0.17; the baseline sits 36.35 units below the
    /// box's middle (the middle of capital letters), plus half a stroke.
    static let added: [(String, Double, Double, Double)] = [
        ("airplane", 18.445, 17.765, 15.062),
        ("antenna.radiowaves.left.and.right", 21.165, 17.765, 15.062),
        ("archivebox.fill", 19.125, 17.085, 14.722),
        ("arrow.clockwise", 18.445, 18.445, 15.402),
        ("arrow.left.arrow.right", 17.595, 21.505, 16.932),
        ("arrowshape.turn.up.left", 18.445, 15.045, 13.702),
        ("arrowshape.turn.up.left.fill", 18.445, 15.045, 13.702),
        ("bag", 17.765, 18.445, 15.402),
        ("bag.fill", 17.765, 18.445, 15.402),
        ("banknote", 21.845, 13.685, 13.022),
        ("banknote.fill", 21.845, 13.685, 13.022),
        ("battery.100", 23.205, 11.645, 12.002),
        ("bolt", 12.325, 18.445, 15.402),
        ("bolt.fill", 12.325, 18.445, 15.402),
        ("bookmark.fill", 12.325, 18.445, 15.402),
        ("camera", 20.485, 16.065, 14.212),
        ("camera.fill", 20.485, 16.065, 14.212),
        ("cart", 19.465, 18.445, 15.402),
        ("cart.fill", 19.465, 18.445, 15.402),
        ("creditcard", 21.845, 16.065, 14.212),
        ("creditcard.fill", 21.845, 16.065, 14.212),
        ("doc.fill", 14.365, 18.445, 15.402),
        ("envelope.open", 20.145, 17.765, 15.062),
        ("exclamationmark.triangle", 20.485, 18.105, 15.232),
        ("exclamationmark.triangle.fill", 20.485, 18.105, 15.232),
        ("eye", 21.845, 13.685, 13.022),
        ("eye.slash", 21.845, 17.765, 15.062),
        ("flag.fill", 15.045, 18.445, 15.402),
        ("gearshape", 18.445, 18.445, 15.402),
        ("gearshape.fill", 18.445, 18.445, 15.402),
        ("giftcard", 21.845, 16.065, 14.212),
        ("giftcard.fill", 21.845, 16.065, 14.212),
        ("hand.raised", 15.725, 18.445, 15.402),
        ("hand.raised.fill", 15.725, 18.445, 15.402),
        ("headphones", 18.445, 17.765, 15.062),
        ("icloud", 19.686, 14.263, 13.311),
        ("icloud.fill", 19.686, 14.263, 13.311),
        ("iphone", 10.965, 18.445, 15.402),
        ("key", 12.325, 18.445, 15.402),
        ("link", 18.445, 18.445, 15.402),
        ("location", 17.765, 17.765, 15.062),
        ("location.fill", 17.765, 17.765, 15.062),
        ("lock.fill", 15.045, 18.445, 15.402),
        ("lock.open", 20.485, 18.445, 15.402),
        ("map", 19.125, 18.445, 15.402),
        ("map.fill", 19.125, 18.445, 15.402),
        ("mappin", 9.605, 18.445, 15.402),
        ("message", 20.145, 17.085, 14.722),
        ("message.fill", 20.145, 17.085, 14.722),
        ("mic", 15.725, 18.445, 15.402),
        ("mic.fill", 15.725, 18.445, 15.402),
        ("moon", 17.255, 17.765, 15.062),
        ("moon.fill", 17.255, 17.765, 15.062),
        ("music.note", 12.665, 18.445, 15.402),
        ("paintbrush", 18.445, 18.445, 15.402),
        ("paperclip", 14.45, 18.445, 15.402),
        ("pause.fill", 14.365, 17.765, 15.062),
        ("pencil", 18.445, 18.445, 15.402),
        ("person.2", 23.205, 18.275, 15.317),
        ("person.crop.circle.fill", 18.445, 18.445, 15.402),
        ("phone", 18.445, 18.445, 15.402),
        ("phone.fill", 18.445, 18.445, 15.402),
        ("play.circle", 18.445, 18.445, 15.402),
        ("play.fill", 15.045, 17.765, 15.062),
        ("questionmark.circle", 18.445, 18.445, 15.402),
        ("shippingbox", 18.445, 18.445, 15.402),
        ("shippingbox.fill", 18.445, 18.445, 15.402),
        ("speaker.wave.2", 18.445, 17.765, 15.062),
        ("speaker.wave.2.fill", 18.445, 17.765, 15.062),
        ("square.and.pencil", 19.125, 18.445, 15.402),
        ("sun.max", 18.445, 18.445, 15.402),
        ("textformat", 20.485, 14.365, 13.362),
        ("trash.fill", 16.405, 18.445, 15.402),
        ("video", 21.165, 12.325, 12.342),
        ("video.fill", 21.165, 12.325, 12.342),
        ("xmark.bin", 19.125, 17.085, 14.722),
    ]

    @Test func theAddedSymbolsHaveTheirFramesAndBaselines() throws {
        #expect(Self.added.count == 76)
        #expect(SymbolCatalog.names.count == Self.required.count + Self.added.count)
        for (name, width, height, baseline) in Self.added {
            let image = try #require(SymbolCatalog.symbol(named: name), "\(name)").image(
                pointSize: 17, weight: .regular)
            #expect(abs(image.size.width - width) < 1e-6 && abs(image.size.height - height) < 1e-6, "\(name)")
            #expect(abs(image.baseline - baseline) < 1e-6, "\(name)")
        }
    }
}
