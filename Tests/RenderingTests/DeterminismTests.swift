import DisplayList
import Foundation
import Primitives
import Testing

@testable import Rendering

/// The same display list must give the same bytes, run after run, serially and in parallel.
@Suite struct DeterminismTests {
    @Test func fiftySerialRendersAreByteIdentical() throws {
        let renderer = try Renderer()
        let reference = try renderer.png(.sampleCell, scale: 3).data
        for _ in 0..<50 {
            #expect(try renderer.png(.sampleCell, scale: 3).data == reference)
        }
    }

    @Test func fiftyRendersAcrossFourThreadsAreByteIdentical() throws {
        let reference = try Renderer().png(.sampleCell, scale: 3).data
        let results = ResultBox()
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            do {
                let renderer = try Renderer()  // this thread's own text engine
                for _ in 0..<(thread < 2 ? 13 : 12) {
                    results.append(try renderer.png(.sampleCell, scale: 3).data)
                }
            } catch {
                results.fail(error)
            }
        }
        #expect(results.errors.isEmpty)
        #expect(results.values.count == 50)
        #expect(results.values.allSatisfy { $0 == reference })
    }

    @Test func aReusedSurfaceKeepsNothingOfThePreviousRender() throws {
        let renderer = try Renderer()
        let fresh = try Renderer().image(.sampleCell, scale: 3).image
        var other = DisplayList.sampleCell
        other.background = nil
        other.items.append(
            .shape(
                ShapeItem(
                    shape: .rect(Rect(x: 0, y: 0, width: 390, height: 44)), fill: Color(hex: 0xFF0000, alpha: 0.5))))
        _ = try renderer.image(other, scale: 3)
        #expect(try renderer.image(.sampleCell, scale: 3).image == fresh)
        var transparent = DisplayList.sampleCell
        transparent.background = nil
        _ = try renderer.image(other, scale: 3)
        #expect(try renderer.image(transparent, scale: 3).image == Renderer().image(transparent, scale: 3).image)
    }

    @Test func pngRecordsTheEnvironment() throws {
        let png = try Renderer().png(.sampleCell, scale: 3).data
        let text = String(decoding: png, as: UTF8.self)
        #expect(text.contains(RenderEnvironment.current.description))
        #expect(!text.contains("tIME"))
    }
}

/// Collects results from several threads.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [Data] = []
    private(set) var errors: [String] = []

    func append(_ value: Data) {
        lock.lock()
        defer { lock.unlock() }
        values.append(value)
    }

    func fail(_ error: Error) {
        lock.lock()
        defer { lock.unlock() }
        errors.append("\(error)")
    }
}
