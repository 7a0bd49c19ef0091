import Foundation
import Primitives
import Testing

@testable import Symbols

/// The bundled look-alikes: every one of the 1,000 names apps use most (the first 1,000 lines of
/// Sources/Symbols/LookAlikes/names.tsv) draws, in three weights and three scales, left to right
/// and right to left, except the filled ones no glyph draws filled (refused rather than drawn as an
/// outline); names iOS mirrors are drawn mirrored.
@Suite struct LookAlikeTests {
    static let ranking = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Symbols/LookAlikes/names.tsv")

    /// The first 1,000 ranked names and whether iOS mirrors each in right-to-left layouts.
    static func listed() throws -> [(name: String, flips: Bool)] {
        try String(contentsOf: ranking, encoding: .utf8).split(separator: "\n").prefix(1000).map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            return (String(fields[0]), fields.count > 3 && fields[3] == "rtl")
        }
    }

    /// The ranked names whose glyph has no body to fill, or whose filled form reads as something
    /// else (a hand, a rotating arrow, a hare): refused rather than drawn as their outline.
    static let refusedFilled: Set = [
        "app.connected.to.app.below.fill", "applescript.fill", "arrowshape.turn.up.backward.fill",
        "arrowshape.turn.up.forward.fill",
        "books.vertical.fill", "circle.dashed.inset.fill", "digitalcrown.arrow.clockwise.fill",
        "digitalcrown.arrow.counterclockwise.fill",
        "doc.badge.gearshape.fill", "doc.on.clipboard.fill", "doc.viewfinder.fill", "fossil.shell.fill",
        "gearshape.2.fill", "hand.draw.fill", "hand.point.right.fill", "hand.point.up.braille.fill",
        "hand.point.up.left.fill", "hand.raised.slash.fill", "hand.wave.fill", "hare.fill",
        "hourglass.bottomhalf.filled", "hourglass.tophalf.filled", "medal.fill", "platter.filled.bottom.iphone",
        "sensor.tag.radiowaves.forward.fill",
        "square.dashed.inset.filled", "sun.haze.fill",
    ]

    @Test func everyListedNameDrawsInEveryWeightScaleAndDirection() throws {
        let listed = try Self.listed()
        #expect(listed.count == 1000)
        var failures: [String] = []
        for (name, flips) in listed {
            if Self.refusedFilled.contains(name) {
                if SymbolCatalog.symbol(named: name) != nil { failures.append("\(name): drawn, not refused") }
                continue
            }
            guard let symbol = SymbolCatalog.symbol(named: name) else {
                failures.append("\(name): no drawing")
                continue
            }
            let rightToLeft = SymbolCatalog.rightToLeftName(of: name)
            let isLookAlike = symbol.lookAlikeSource != nil
            if isLookAlike && flips != (rightToLeft != name) {
                failures.append("\(name): drawn under '\(rightToLeft)' in right to left")
            }
            guard let mirrored = SymbolCatalog.symbol(named: rightToLeft) else {
                failures.append("\(name): no right-to-left drawing '\(rightToLeft)'")
                continue
            }
            for weight in [FontWeight.ultraLight, .regular, .black] {
                for scale in SymbolScale.allCases {
                    let image = symbol.image(pointSize: 17, weight: weight, scale: scale)
                    let placeholder = SymbolPlaceholder.image(pointSize: 17, weight: weight, scale: scale)
                    if image.layers.isEmpty || image.size.width <= 0 || image.size.height <= 0 || image == placeholder {
                        failures.append("\(name) \(weight) \(scale): draws nothing of its own")
                    }
                    let flipped = mirrored.image(pointSize: 17, weight: weight, scale: scale)
                    if isLookAlike && flips && !Self.approximatelyEqual(flipped, Self.mirror(image)) {
                        failures.append("\(name) \(weight) \(scale): the right-to-left drawing is not the mirror image")
                    }
                    if image.size.height > 17 * 2 || image.size.width > 17 * 3 {
                        failures.append("\(name) \(weight) \(scale): \(image.size) is out of proportion")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(20).joined(separator: "\n"))")
    }

    /// Whether two images have the same frame, paints and paths, to a millionth of a point.
    static func approximatelyEqual(_ a: SymbolImage, _ b: SymbolImage) -> Bool {
        func close(_ p: Point, _ q: Point) -> Bool { abs(p.x - q.x) < 1e-6 && abs(p.y - q.y) < 1e-6 }
        guard abs(a.size.width - b.size.width) < 1e-6, abs(a.size.height - b.size.height) < 1e-6,
            a.layers.count == b.layers.count
        else { return false }
        return zip(a.layers, b.layers).allSatisfy { x, y in
            x.paint == y.paint && x.blend == y.blend && x.path.elements.count == y.path.elements.count
                && zip(x.path.elements, y.path.elements).allSatisfy { e, f in
                    switch (e, f) {
                    case (.move(let p), .move(let q)), (.line(let p), .line(let q)): close(p, q)
                    case (.curve(let p1, let p2, let p3), .curve(let q1, let q2, let q3)):
                        close(p1, q1) && close(p2, q2) && close(p3, q3)
                    case (.close, .close): true
                    default: false
                    }
                }
        }
    }

    /// The image mirrored about its vertical middle, as a right-to-left drawing should be.
    static func mirror(_ image: SymbolImage) -> SymbolImage {
        var mirrored = image
        let flip = AffineTransform.scale(x: -1, y: 1).concatenating(.translation(x: image.size.width, y: 0))
        mirrored.layers = image.layers.map { layer in
            var layer = layer
            layer.path = layer.path.applying(flip)
            return layer
        }
        return mirrored
    }

    /// Exact expectations for a few names: the icon, the modifiers, and the weights' strokes.
    @Test(arguments: [
        ("trash.slash", "Lucide trash-2", ["slash"]),
        ("heart.circle.fill", "Lucide heart", ["circle", "fill"]),
        ("person.crop.circle.badge.plus", "Lucide user-round-plus", []),
        ("chevron.forward", "Lucide chevron-right", []),
        ("folder.fill.badge.person.crop", "Lucide folder", ["fill"]),
        ("bell.badge.fill", "Lucide bell-dot", ["fill"]),
    ])
    func mapsByMeaning(name: String, source: String, modifiers: [String]) throws {
        let symbol = try #require(SymbolCatalog.symbol(named: name))
        #expect(symbol.lookAlikeSource == source)
        #expect(LookAlikes.entries[name]?.modifiers == modifiers)
        let light = symbol.image(pointSize: 17, weight: .ultraLight)
        let heavy = symbol.image(pointSize: 17, weight: .black)
        func widths(_ image: SymbolImage) -> [Double] {
            image.layers.compactMap {
                if case .stroke(let width) = $0.paint, $0.blend == .normal { width } else { nil }
            }
        }
        #expect(widths(light).allSatisfy { abs($0 - 3.5 * 0.17) < 1e-9 })
        #expect(widths(heavy).allSatisfy { abs($0 - 16 * 0.17) < 1e-9 })
    }

    /// CellSnap's own designs keep drawing as they did: a name it draws itself is never a look-alike.
    @Test func ownDesignsComeFirst() {
        for name in SymbolCatalog.names {
            #expect(SymbolCatalog.symbol(named: name)?.lookAlikeSource == nil)
            #expect(!SymbolCatalog.lookAlikeNames.contains(name))
        }
        #expect(SymbolCatalog.rightToLeftName(of: "chevron.right") == "chevron.left")
        #expect(SymbolCatalog.rightToLeftName(of: "arrowshape.turn.up.left") == "arrowshape.turn.up.left")
        #expect(SymbolCatalog.lookAlikeNames.count == 977)
    }

    /// A filled name whose glyph has no body to fill (an asterisk's lines), or whose filled form
    /// reads as something else (a hand, a rotating arrow), is refused, never drawn as its outline;
    /// the outline draws.
    @Test(arguments: ["hand.wave.fill", "rotate.left.fill", "hare.fill", "shower.fill", "tent.fill"])
    func filledNamesWithNoFilledGlyphAreRefused(name: String) {
        #expect(SymbolCatalog.symbol(named: name) == nil)
        #expect(SymbolCatalog.symbol(named: String(name.dropLast(".fill".count))) != nil)
    }

    /// A name nothing covers stays unknown, so it keeps the placeholder and the warning.
    @Test func uncoveredNamesStayUnknown() {
        for name in [
            "humidity", "lizard", "nose", "teddybear.fill", "cloud.fog.banana", "cloud..fill", "cloud.fill.",
            "no.such.symbol", "chevron.forward.rtl.rtl", "wifi.rtl", "51.circle", "007.circle", "creditcard.and",
            "car.side.banana", "beats.headphones.banana", "book.and", "and.book", "cloud.on", "hands.clap",
            "circle.bottomthird.split", "hourglass.bottomhalf.fill", "firewall.fill", "circle.dashed.inset.fill",
            "transmission", "facemask",
        ] {
            #expect(SymbolCatalog.symbol(named: name) == nil)
        }
    }

    /// Names the ranked list does not spell out are read by the grammar: the longest stem that
    /// names a base glyph, then modifiers only; the same base glyph, composed.
    @Test(arguments: [
        ("cloud.fog.circle.fill", "Lucide cloud-fog", ["circle", "fill"], false),
        ("mail", "Lucide mail", [], false),
        ("arrow.backward.to.line.circle", "Lucide arrow-left-to-line", ["circle"], true),
        ("xmark.rectangle", "Lucide x", ["rectangle"], false),
        ("bell.slash.circle.fill", "Lucide bell-off", ["circle", "fill"], false),
        ("person.badge.plus.fill", "Lucide user-plus", ["fill"], false),
        ("cart.badge.minus", "Lucide shopping-cart", ["badge.minus"], false),
    ])
    func readsNamesByTheGrammar(name: String, source: String, modifiers: [String], flips: Bool) throws {
        #expect(LookAlikes.entries[name] == nil)
        let symbol = try #require(SymbolCatalog.symbol(named: name))
        #expect(symbol.lookAlikeSource == source)
        let entry = try #require(LookAlikeGrammar.entry(for: name, icons: [String(source.dropFirst(7))]))
        #expect(entry.modifiers == modifiers)
        #expect(entry.flipsInRightToLeft == flips)
        #expect((SymbolCatalog.rightToLeftName(of: name) != name) == flips)
        #expect(!symbol.image(pointSize: 17, weight: .regular).layers.isEmpty)
    }

    /// The composite grammar: numbers, letters and labels from CellSnap's strokes, pairs, overlays,
    /// copies, enclosures, qualifiers, marks beside a glyph, struck letters and families.
    @Test(arguments: [
        ("42.circle.fill", "CellSnap digit-4 + CellSnap digit-2", ["circle", "fill"]),
        ("0.square", "CellSnap digit-0", ["square"]),
        ("a.square.fill", "CellSnap letter-a", ["square", "fill"]),
        ("l2.button.roundedtop.horizontal", "CellSnap letter-l + CellSnap digit-2", ["rectangle"]),
        ("wonsign.circle", "CellSnap letter-w", ["bars", "circle"]),
        ("book.and.wrench.fill", "Lucide book-open + Lucide wrench", []),
        ("h.square.on.square", "CellSnap letter-h + Lucide square", []),
        ("arrow.down.heart", "Lucide arrow-down + Lucide heart", []),
        ("balloon.2.fill", "Lucide balloon", ["fill"]),
        ("star.capsule.portrait", "Lucide star", ["capsule", "portrait"]),
        ("heart.shield.fill", "Lucide heart", ["shield", "fill"]),
        ("seal.fill", "Lucide badge", ["fill"]),
        ("iphone.gen3.circle", "Lucide smartphone", ["circle"]),
        ("lock.trianglebadge.exclamationmark", "Lucide lock", ["badge.exclamationmark"]),
        ("figure.golf.circle", "Lucide person-standing", ["circle"]),
        ("car.side.rear.open", "Lucide car", []),
        ("square.tophalf.filled", "Lucide square", ["half.top"]),
        ("oval.inset.filled", "Lucide ellipse", ["inset.fill"]),
        ("rectangle.lefthalf.inset.filled", "Lucide rectangle-horizontal", ["inset.left.half"]),
        ("rectangle.inset.topleft.filled", "Lucide rectangle-horizontal", ["inset.top.left"]),
        ("square.grid.3x3.middle.filled", "Lucide grid-3x3", ["inset.cell.1.1"]),
        ("bell.badge.waveform", "Lucide bell", ["badge.icon:audio-waveform"]),
        ("fan.badge.automatic", "Lucide fan", ["badge.label:a"]),
        ("dollarsign.arrow.circlepath", "Lucide dollar-sign", ["circlepath"]),
        ("brazilianrealsign.circle", "CellSnap letter-r + Lucide dollar-sign", ["circle"]),
        ("smallcircle.filled.circle", "CellSnap small-circle", ["fill", "circle"]),
        ("bell.slash.fill", "Lucide bell", ["fill", "slash"]),
        ("photo.fill", "Lucide image", ["fill"]),
        ("steeringwheel.and.heat.waves", "CellSnap steering-wheel + CellSnap heat-waves", []),
        ("batteryblock.slash", "Lucide battery", ["slash"]),
        // `on` and `off` here are the light's state, not an overlay (body BB: a torch over a disc).
        ("flashlight.on.circle.fill", "Lucide flashlight", ["circle", "fill"]),
        ("flashlight.off.fill", "Lucide flashlight-off", ["fill"]),
    ])
    func readsCompositeNames(name: String, source: String, modifiers: [String]) throws {
        let symbol = try #require(SymbolCatalog.symbol(named: name))
        #expect(symbol.lookAlikeSource == source)
        let entry = try #require(
            LookAlikes.entries[name] ?? LookAlikeGrammar.entry(for: name, icons: LookAlikes.iconNames))
        #expect(entry.modifiers == modifiers)
        for weight in [FontWeight.ultraLight, .regular, .black] {
            let image = symbol.image(pointSize: 17, weight: weight)
            #expect(!image.layers.isEmpty && image.size.width > 0 && image.size.height <= 17 * 2)
            #expect(image.size.width <= 17 * 3, "\(name): \(image.size)")
        }
    }

    /// Each base glyph is drawn once: a number's digits are the digit glyphs, moved, whatever the
    /// number, and `.2` draws the glyph's own paths twice.
    @Test func compositesAreDerivedFromTheBaseGlyphs() throws {
        let four = try #require(LookAlikes.icons["digit-4"])
        let fortyTwo = try #require(
            LookAlikeComposer.pieces(
                LookAlikes.Entry(base: .label("42"), modifiers: [], flipsInRightToLeft: false), icons: LookAlikes.icons)
        )
        let two = try #require(LookAlikes.icons["digit-2"])
        #expect(fortyTwo.count == four.count + two.count)
        let balloon = try #require(LookAlikes.icons["balloon"])
        let pair = try #require(
            LookAlikeComposer.pieces(
                LookAlikes.Entry(base: .copies(.icon("balloon"), 2), modifiers: [], flipsInRightToLeft: false),
                icons: LookAlikes.icons))
        // The two copies and the cut between them.
        #expect(pair.count == 2 * balloon.count + 1)
        #expect(LookAlikes.icons["number-27"] == nil)
    }
}
