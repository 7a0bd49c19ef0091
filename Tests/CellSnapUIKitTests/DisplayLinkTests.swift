// Core Animation's display link: a frame timer on a run loop, sending its selector through the
// adapter's tables (as an app's `@objc` method is registered), paused, removed and invalidated.
import Foundation
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct DisplayLinkTests {
    final class Ticker: NSObject {
        var links: [CADisplayLink] = []
        func step(_ link: CADisplayLink) { links.append(link) }
    }

    func ticker() -> Ticker {
        let ticker = Ticker()
        SelectorTable.register(
            [SelectorTable.Method("step:") { target, arguments in try (target as! Ticker).step(arguments.value(0)) }],
            for: Ticker.self)
        return ticker
    }

    /// Runs the current run loop until `ticker` has `count` frames, or 10 s have passed.
    func run(_ ticker: Ticker, until count: Int) {
        let deadline = Date(timeIntervalSinceNow: 10)
        while ticker.links.count < count && Date() < deadline {
            RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.02))
        }
    }

    @Test func aLinkSendsItsSelectorEveryFrameWhileAdded() {
        let ticker = ticker()
        let link = CADisplayLink(target: ticker, selector: Selector("step:"))
        #expect(link.timestamp == 0 && link.targetTimestamp == 0)
        #expect(abs(link.duration - 1.0 / 60) < 1e-9)
        link.add(to: .current, forMode: .default)
        link.add(to: .current, forMode: .default)
        run(ticker, until: 3)
        #expect(ticker.links.count >= 3)
        #expect(ticker.links.allSatisfy { $0 === link })
        #expect(link.timestamp > 0 && abs(link.targetTimestamp - link.timestamp - 1.0 / 60) < 1e-9)
        link.invalidate()
        let count = ticker.links.count
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.1))
        #expect(ticker.links.count == count)
    }

    @Test func aPausedOrRemovedLinkSendsNothing() {
        let ticker = ticker()
        let link = CADisplayLink(target: ticker, selector: Selector("step:"))
        link.isPaused = true
        link.add(to: .current, forMode: .default)
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.1))
        #expect(ticker.links.isEmpty && link.timestamp == 0)
        link.isPaused = false
        run(ticker, until: 1)
        #expect(!ticker.links.isEmpty)
        link.remove(from: .current, forMode: .default)
        let count = ticker.links.count
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.1))
        #expect(ticker.links.count == count)
        link.invalidate()
    }

    @Test(
        arguments: [(0, nil, 60.0), (30, nil, 30.0), (120, nil, 60.0), (0, 24, 24.0), (30, 20, 20.0)]
            as [(Int, Float?, Double)])
    func theFrameRateIsThePreferredOneUpToTheDisplays(fps: Int, preferred: Float?, expected: Double) {
        let link = CADisplayLink(target: NSObject(), selector: Selector("step:"))
        link.preferredFramesPerSecond = fps
        if let preferred {
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 60, preferred: preferred)
        }
        #expect(abs(link.secondsBetweenFrames - 1 / expected) < 1e-9)
        #expect(CAFrameRateRange.default == CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0))
    }

    /// The pre-iOS 10 `frameInterval` (frames between fires) sets the rate when no other asks for one.
    @Test(arguments: [(1, 0, 60.0), (2, 0, 30.0), (3, 0, 20.0), (0, 0, 60.0), (4, 30, 30.0)] as [(Int, Int, Double)])
    func theFrameIntervalCountsDisplayFrames(interval: Int, fps: Int, expected: Double) {
        let link = CADisplayLink(target: NSObject(), selector: Selector("step:"))
        #expect(link.frameInterval == 1)
        link.frameInterval = interval
        link.preferredFramesPerSecond = fps
        #expect(abs(link.secondsBetweenFrames - 1 / expected) < 1e-9)
    }
}
