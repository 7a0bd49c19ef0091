import AssetCatalog
import Foundation
import Primitives
import Symbols
import Testing

/// SVG path data, SF Symbols templates and custom symbols: exact outlines, bounds and baselines.
@Suite struct SymbolSetTests {
    struct PathCase: CustomTestStringConvertible, Sendable {
        var data: String
        var elements: [Path.Element]
        var testDescription: String { data }
    }

    static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    static let pathCases: [PathCase] = [
        PathCase(
            data: "M0 0h10v10H0z",
            elements: [.move(p(0, 0)), .line(p(10, 0)), .line(p(10, 10)), .line(p(0, 10)), .close]),
        PathCase(
            data: "m1,2 3,4 l-1-1L0 0V5",
            elements: [.move(p(1, 2)), .line(p(4, 6)), .line(p(3, 5)), .line(p(0, 0)), .line(p(0, 5))]),
        PathCase(
            data: "M0 0C1 2 3 4 5 6c1 1 2 2 3 3",
            elements: [
                .move(p(0, 0)), .curve(control1: p(1, 2), control2: p(3, 4), end: p(5, 6)),
                .curve(control1: p(6, 7), control2: p(7, 8), end: p(8, 9)),
            ]),
        // S reflects the previous cubic's second control point; after a line it starts at the current point.
        PathCase(
            data: "M0 0C0 10 10 10 10 0S20-10 20 0",
            elements: [
                .move(p(0, 0)), .curve(control1: p(0, 10), control2: p(10, 10), end: p(10, 0)),
                .curve(control1: p(10, -10), control2: p(20, -10), end: p(20, 0)),
            ]),
        // Q becomes the equal cubic; T reflects its control point.
        PathCase(
            data: "M0 0Q3 6 6 0T12 0",
            elements: [
                .move(p(0, 0)), .curve(control1: p(2, 4), control2: p(4, 4), end: p(6, 0)),
                .curve(control1: p(8, -4), control2: p(10, -4), end: p(12, 0)),
            ]),
        PathCase(data: "M.5.5l1e1-.5e1", elements: [.move(p(0.5, 0.5)), .line(p(10.5, -4.5))]),
        PathCase(
            data: "M0 0 1 1Zm2 2 1 0z",
            elements: [.move(p(0, 0)), .line(p(1, 1)), .close, .move(p(2, 2)), .line(p(3, 2)), .close]),
    ]

    @Test(arguments: pathCases)
    func pathDataParses(_ testCase: PathCase) throws {
        #expect(try SVGPathData.parse(testCase.data).elements == testCase.elements)
    }

    @Test func arcsBecomeQuarterTurnCubicsOnTheEllipse() throws {
        // A half circle of radius 10 from (0, 0) to (20, 0) through (10, -10) (sweep 1), then one
        // from (20, 0) to (40, 0) through (30, 10) (sweep 0, flags written without separators).
        let path = try SVGPathData.parse("M0 0A10 10 0 0 1 20 0a10 10 0 0020 0")
        #expect(path.elements.count == 5)
        let bounds = CustomSymbolDesign.inkBounds([path])
        #expect(abs(bounds.minX - 0) < 1e-9 && abs(bounds.maxX - 40) < 1e-9)
        #expect(abs(bounds.minY + 10) < 1e-9 && abs(bounds.maxY - 10) < 1e-9)
        // Radii too small for the end points are scaled up (SVG F.6.6): a half circle of radius 5.
        let scaled = CustomSymbolDesign.inkBounds([try SVGPathData.parse("M0 0A1 1 0 0 0 10 0")])
        #expect(abs(scaled.maxY - 5) < 1e-9 && abs(scaled.minY) < 1e-9)
    }

    static let badData: [(String, String)] = [
        ("L0 0", "path data must start with a move (M or m) at character 0"),
        ("M0", "a number is missing at the end at character 2"),
        ("M0 0 L1 x", "expected a number at character 8"),
        ("M0 0A1 1 0 2 0 5 5", "expected an arc flag (0 or 1) at character 11"),
        ("M0 0Z 5", "a number after Z at character 6"),
        ("M0 0B1", "unknown command 'B' at character 4"),
    ]

    @Test(arguments: badData)
    func badPathDataIsRefusedWithThePosition(_ data: String, _ message: String) {
        #expect(throws: (any Error).self) { try SVGPathData.parse(data) }
        do { _ = try SVGPathData.parse(data) } catch { #expect("\(error)" == message) }
    }

    // MARK: The sample app's brand.star

    static func brandStar() throws -> CustomSymbolDesign {
        try #require(try AssetCatalog(contentsOf: Scratch.sampleCatalog).symbols["brand.star"])
    }

    @Test func theTemplateGivesEveryGroupFromItsMarginsAndBaseline() throws {
        let design = try Self.brandStar()
        #expect(design.variants.count == 9)
        // Regular-M: left margin 1390, right margin 1486, baseline 1126; the star's points reach
        // from (6.158, -78) to (89.85, 1.602) from the left margin on the baseline (the template's numbers).
        let regular = try #require(design.variant(weight: .regular, scale: .medium))
        #expect(regular.advance == 96)
        let ink = CustomSymbolDesign.inkBounds(regular.shapes.map(\.path))
        #expect(abs(ink.minX - 6.158) < 1e-9 && abs(ink.maxX - 89.85) < 1e-9)
        #expect(abs(ink.minY + 78) < 1e-9 && abs(ink.maxY - 1.602) < 1e-9)
        #expect(regular.shapes.map(\.fillRule) == [.evenOdd])
        let small = try #require(design.variant(weight: .regular, scale: .small))
        #expect(abs(small.advance - 76.8) < 1e-9)
        #expect(abs(CustomSymbolDesign.inkBounds(small.shapes.map(\.path)).minY + 62.4) < 1e-9)
        let large = try #require(design.variant(weight: .regular, scale: .large))
        #expect(large.advance == 120)
    }

    @Test func theSymbolSitsOnItsBaselineAndScalesWithThePointSize() throws {
        try CustomSymbols.register(try Self.brandStar(), named: "brand.star", source: "sample app")
        let symbol = try #require(SymbolCatalog.symbol(named: "brand.star"))
        let image = symbol.image(pointSize: 17, weight: .regular)
        #expect(abs(image.size.width - 16.32) < 1e-9)
        #expect(abs(image.size.height - 79.602 * 0.17) < 1e-9)
        #expect(abs(image.baseline - 78 * 0.17) < 1e-9)
        #expect(symbol.metrics(pointSize: 34, weight: .regular).size.width == 32.64)
        let ink = CustomSymbolDesign.inkBounds(image.layers.map(\.path))
        #expect(abs(ink.minY) < 1e-9 && abs(ink.maxY - image.size.height) < 1e-9)
    }

    @Test func weightsBetweenTheDrawnOnesAreInterpolated() throws {
        let design = try Self.brandStar()
        let regular = try #require(design.variant(weight: .regular, scale: .medium))
        let black = try #require(design.variant(weight: .black, scale: .medium))
        // Semibold (600) lies 0.4 of the way from regular (400) to black (900).
        let semibold = try #require(design.variant(weight: .semibold, scale: .medium))
        #expect(semibold.weight == .semibold)
        guard case .line(let r) = regular.shapes[0].path.elements[1],
            case .line(let b) = black.shapes[0].path.elements[1],
            case .line(let s) = semibold.shapes[0].path.elements[1]
        else {
            Issue.record("the star's second element is a line")
            return
        }
        #expect(abs(s.x - (r.x + (b.x - r.x) * 0.4)) < 1e-9 && abs(s.y - (r.y + (b.y - r.y) * 0.4)) < 1e-9)
        // Thin (200) lies a third of the way from ultralight (100) to regular (400).
        let thin = try #require(design.variant(weight: .thin, scale: .small))
        #expect(thin.shapes[0].path.elements.count == regular.shapes[0].path.elements.count)
    }

    @Test func incompatibleOutlinesTakeTheNearestWeight() throws {
        let square = Path.rect(Rect(x: 0, y: -10, width: 10, height: 10))
        let triangle = try SVGPathData.parse("M0 0L5 -10L10 0Z")
        let design = try #require(
            CustomSymbolDesign(variants: [
                .init(weight: .ultraLight, scale: .medium, shapes: [.init(path: square)], advance: 10),
                .init(weight: .black, scale: .medium, shapes: [.init(path: triangle)], advance: 12),
            ]))
        #expect(design.variant(weight: .light, scale: .medium)?.advance == 10)
        #expect(design.variant(weight: .medium, scale: .medium)?.advance == 10)  // 0.5 of the way: the lighter
        #expect(design.variant(weight: .semibold, scale: .medium)?.advance == 12)
        #expect(design.variant(weight: .regular, scale: .small) == nil)
        #expect(CustomSymbolDesign(variants: [.init(weight: .regular, scale: .small, shapes: [], advance: 1)]) == nil)
    }

    @Test func aSecondDesignUnderATakenNameIsRefused() throws {
        let one = try #require(
            CustomSymbolDesign(variants: [
                .init(
                    weight: .regular, scale: .medium,
                    shapes: [.init(path: .rect(Rect(x: 0, y: -5, width: 5, height: 5)))], advance: 5)
            ]))
        let other = try #require(
            CustomSymbolDesign(variants: [
                .init(
                    weight: .regular, scale: .medium,
                    shapes: [.init(path: .rect(Rect(x: 0, y: -6, width: 6, height: 6)))], advance: 6)
            ]))
        try CustomSymbols.register(one, named: "test.conflict", source: "A.xcassets")
        try CustomSymbols.register(one, named: "test.conflict", source: "B.xcassets")  // the same design: nothing
        #expect(
            throws: CustomSymbolConflict(name: "test.conflict", registeredSource: "A.xcassets", newSource: "C.xcassets")
        ) { try CustomSymbols.register(other, named: "test.conflict", source: "C.xcassets") }
    }

    // MARK: Malformed templates

    static let guides = """
        <line id="Baseline-M" x1="0" x2="10" y1="100" y2="100"/><line id="Capline-M" x1="0" x2="10" y1="30" y2="30"/>
        """

    static let badTemplates: [(String, String)] = [
        (
            "<svg><g id=\"Regular-M\"><path d=\"M0 0h1v-1z\"/></g></svg>",
            "line 1: the group 'Regular-M' has no 'Baseline-M' guide"
        ),
        (
            "<svg>\(guides)\n<g id=\"Regular-M\">\n<path d=\"M0 0h1v-1k\"/></g></svg>",
            "line 3: a path of 'Regular-M': d: unknown command 'k' at character 9"
        ),
        (
            "<svg>\(guides)<g id=\"Regular-S\"><path d=\"M0 0h1v-1z\"/></g></svg>",
            "line 1: the group 'Regular-S' has no 'Baseline-S' guide"
        ),
        (
            "<svg>\(guides)<g id=\"Regular-M\"><rect width=\"1\" height=\"1\"/></g></svg>",
            "line 1: <rect> in the group 'Regular-M': a symbol group holds paths (convert shapes to outlines)"
        ),
        (
            "<svg>\(guides)<g id=\"Regular-M\" transform=\"rotate(45)\"><path d=\"M0 0h1z\"/></g></svg>",
            "line 1: transform 'rotate(45)': CellSnap reads matrix(6), translate and scale"
        ),
        ("<svg>\(guides)<g id=\"Regular-M\"><path d=\"M0 0h1z\"/></svg>", "line 1: </svg> closes <g> (line 1)"),
        (
            "<svg>\(guides)</svg>",
            "line 1: no symbol groups (Ultralight-S ... Black-L); is this an SF Symbols template?"
        ),
        (
            "<svg><line id=\"Baseline-S\" y1=\"10\"/><line id=\"Capline-S\" y1=\"5\"/><g id=\"Regular-S\"><path d=\"M0 0h1v-1z\"/></g></svg>",
            "line 1: no medium-scale group (Regular-M, ...): the medium scale is the one every other scale falls back to"
        ),
        (
            "<svg>\(guides)<g id=\"Regular-M\"><path d=\"M0 0h1z\" fill-rule=\"odd\"/></g></svg>",
            "line 1: unknown fill-rule 'odd'"
        ),
        ("<svg>\(guides)<g id=\"Regular-M\"><path d='M0 0 &bogus;'/></g></svg>", "line 1: unknown entity '&bogus;'"),
    ]

    @Test(arguments: badTemplates)
    func malformedTemplatesNameTheFileAndLine(_ svg: String, _ message: String) throws {
        let url = try Scratch.catalog([
            "x.symbolset/Contents.json": #"{"symbols": [{"filename": "x.svg", "idiom": "universal"}]}"#,
            "x.symbolset/x.svg": svg,
        ])
        do {
            _ = try AssetCatalog(contentsOf: url)
            Issue.record("no error; expected \(message)")
        } catch {
            #expect("\(error)" == "Assets.xcassets/x.symbolset/x.svg: " + message)
        }
    }
}
