import CellSpec
import Foundation
import Pixels
import Testing

@testable import CellSnapSuite
@testable import SpecSuites

/// Variants that draw the same display list: the later ones are written from the image data of the
/// first, byte for byte the files a run of each alone writes, and match a reference with the same
/// image data without drawing; a reference with other image data is compared pixel by pixel.
@Suite struct SameRenderTests {
    /// Specs `a` and `b` draw the same cell, `c` another; each in light and dark.
    static func specs() throws -> [Spec] {
        try [("a", "Wi-Fi"), ("b", "Wi-Fi"), ("c", "Bluetooth")].map { name, text in
            try Spec.parse(
                """
                name: \(name)
                width: 320
                cell:
                  content: {type: valueCell, text: \(text), secondaryText: Home, image: wifi}
                  accessories: [disclosureIndicator]
                variants:
                  appearances: [light, dark]
                  scales: [2]
                """, file: "\(name).yaml", folder: FileManager.default.temporaryDirectory, defaultName: name)
        }
    }

    struct Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellsnap-same-\(UUID().uuidString)", isDirectory: true)
        var references: URL { url.appendingPathComponent("refs") }

        func run(_ mode: RecordMode, jobs: Int = 1, only: [String] = []) throws -> [VariantOutcome] {
            let configuration = SuiteConfiguration(
                snapshots: references, jobs: jobs, only: only, artifacts: url.appendingPathComponent("artifacts"))
            let suite = SuiteRun(configuration: configuration, mode: mode, verb: "test", showsProgress: false)
            return suite.run(try suite.selectedVariants(of: try SameRenderTests.specs()))
        }

        /// The reference of the light (`normal`) or dark (`normal-dark`) variant of `spec`.
        func reference(_ spec: String, _ variant: String, _ pathExtension: String = "png") -> URL {
            references.appendingPathComponent("\(spec)/\(spec).\(variant)@2x.\(pathExtension)")
        }

        func remove() { try? FileManager.default.removeItem(at: url) }
    }

    static let ids = [
        "a.normal-dark@2x", "a.normal@2x", "b.normal-dark@2x", "b.normal@2x", "c.normal-dark@2x", "c.normal@2x",
    ]

    /// A record of all six (on one job and on two) writes the bytes that six runs of one variant
    /// each write.
    @Test func laterVariantsAreWrittenAsTheirOwnRunsWriteThem() throws {
        let alone = Folder(), together = Folder()
        defer {
            alone.remove()
            together.remove()
        }
        for id in Self.ids {
            #expect(try alone.run(.all, only: [id]).map(\.status) == [.recorded])
        }
        for jobs in [1, 2] {
            #expect(try together.run(.all, jobs: jobs).map(\.status) == Array(repeating: .recorded, count: 6))
            for spec in ["a", "b", "c"] {
                for variant in ["normal", "normal-dark"] {
                    let file = try Data(contentsOf: together.reference(spec, variant))
                    #expect(file == (try Data(contentsOf: alone.reference(spec, variant))), "\(spec).\(variant)")
                }
            }
        }
        let a = try Data(contentsOf: together.reference("a", "normal"))
        let b = try Data(contentsOf: together.reference("b", "normal"))
        let c = try Data(contentsOf: together.reference("c", "normal"))
        #expect(a == b)  // the same pixels and the same structure text
        #expect(!(try #require(PNGImageData(file: a)).isImage(of: c)))
        #expect(try together.run(.never).map(\.status) == Array(repeating: .passed, count: 6))
    }

    /// After `a.normal` matched, `b.normal` (the same display list) holding `c.normal`'s image and
    /// text form is found changed; holding its own pixels written with a row filter (other bytes), it passes.
    @Test func aReferenceWithOtherImageDataIsComparedByPixels() throws {
        let folder = Folder()
        defer { folder.remove() }
        _ = try folder.run(.all)
        let fileManager = FileManager.default
        for pathExtension in ["png", "txt"] {
            let b = folder.reference("b", "normal", pathExtension)
            try fileManager.removeItem(at: b)
            try fileManager.copyItem(at: folder.reference("c", "normal", pathExtension), to: b)
        }
        var outcomes = try folder.run(.never)
        #expect(outcomes.map(\.variant.id) == Self.ids)
        #expect(outcomes.map(\.status) == [.passed, .passed, .passed, .changed, .passed, .passed])

        let own = try PNG.read(contentsOf: folder.reference("a", "normal"))
        let text = try PNG.read(contentsOf: folder.reference("c", "normal")).text
        try PNG.write(
            own.image, text: text, options: PNGEncodingOptions(filter: .up), to: folder.reference("b", "normal"))
        outcomes = try folder.run(.never)
        #expect(outcomes.map(\.status) == Array(repeating: .passed, count: 6))
    }

    /// The table keeps image data up to its budget, the oldest going first, and keeps the first
    /// render of a list.
    @Test func knownRendersKeepToTheirBudget() throws {
        let specs = try Self.specs()
        let lists = try specs.flatMap { spec in
            try spec.variants().map { variant in
                try SpecInput.withSymbols(of: variant) {
                    let (layout, background) = try SpecInput.layout(of: variant)
                    return layout.displayList(background: background)
                }
            }
        }
        let a = lists[0], c = lists[4]
        #expect(a != c)
        func render(_ size: Int, _ byte: UInt8) throws -> KnownRenders.Render {
            var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            // A chunk of `size` bytes (its CRC is not checked here), then IEND.
            file.append(contentsOf: [0, 0, 0, UInt8(size)] + Array("teST".utf8) + Array(repeating: byte, count: size))
            file.append(contentsOf: [0, 0, 0, 0])
            file.append(contentsOf: [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
            return .init(image: try #require(PNGImageData(file: file)), encoded: true, warnings: [])
        }
        let first = try render(40, 1)
        let known = KnownRenders(budget: 2 * first.image.bytes.count)
        known.remember(first, of: a, scale: 2)
        known.remember(try render(40, 2), of: a, scale: 2)
        #expect(known.render(of: a, scale: 2)?.image == first.image)
        #expect(known.render(of: a, scale: 3) == nil)
        known.remember(try render(40, 3), of: a, scale: 3)
        #expect(known.count == 2)
        known.remember(try render(40, 4), of: c, scale: 2)
        #expect(known.count == 2)
        #expect(known.render(of: a, scale: 2) == nil)
        #expect(known.render(of: c, scale: 2) != nil)
        known.remember(try render(200, 5), of: a, scale: 2)
        #expect(known.render(of: a, scale: 2) == nil)
    }
}
