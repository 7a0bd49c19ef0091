// What a ninth sweep of public apps' code and a new body of apps found missing: a page view
// controller made with `init()`, StoreKit's overlay, CallKit's observer and controller, the
// frameworks' `NSValue` boxes of times and coordinates, timers made with a target before they
// are scheduled, Core Animation's and Core Text's key constants, a player item's loaded ranges.
import AVFoundation
import CallKit
import Foundation
import MapKit
import StoreKit
import Testing
import UIKit

@MainActor @Suite struct NinthSweepGapsTests {
    /// A page view controller subclass without initialisers of its own, as an onboarding's.
    final class Onboarding: UIPageViewController {
        let pages = [UIViewController()]
    }

    @Test func aPageViewControllerMadeWithInitCurlsHorizontally() {
        for controller in [Onboarding(), UIPageViewController(), UIPageViewController(nibName: nil, bundle: nil)] {
            #expect(controller.transitionStyle == .pageCurl && controller.navigationOrientation == .horizontal)
            #expect(controller.spineLocation == .min && controller.nibName == nil)
        }
        #expect(Onboarding(nibName: "Intro", bundle: nil).nibName == "Intro")
    }

    final class OverlayWatcher: NSObject, SKOverlayDelegate {
        var failures: [SKError] = []
        func storeOverlay(_ overlay: SKOverlay, didFailToLoadWithError error: any Error) {
            failures.append(error as! SKError)
        }
    }

    /// Presenting an App Store overlay fails to load, as offline: the delegate is told on the
    /// main queue, naming the app.
    @Test func aStoreOverlayFailsToLoadWithoutAnAppStore() async throws {
        let configuration = SKOverlay.AppConfiguration(appIdentifier: "1234", position: .bottomRaised)
        configuration.setAdditionalValue("spring", forKey: "campaign")
        let overlay = SKOverlay(configuration: configuration)
        let watcher = OverlayWatcher()
        overlay.delegate = watcher
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        overlay.present(in: scene)
        #expect(watcher.failures.isEmpty)
        await Task.yield()
        try await Task.sleep(for: .milliseconds(20))
        #expect(watcher.failures.map(\.code) == [.storeProductNotAvailable])
        #expect(watcher.failures.first?.localizedDescription.contains("1234") == true)
        #expect(configuration.additionalValue(forKey: "campaign") as? String == "spring")
        #expect(configuration.position == .bottomRaised && configuration.userDismissible)
    }

    final class CallWatcher: NSObject, CXCallObserverDelegate {
        func callObserver(_ callObserver: CXCallObserver, callChanged call: CXCall) {}
    }

    /// The device has no calls, and a requested call fails, naming its action.
    @Test func callKitSeesNoCallsAndStartsNone() async throws {
        let observer = CXCallObserver()
        let watcher = CallWatcher()
        observer.setDelegate(watcher, queue: nil)
        #expect(observer.calls.isEmpty && observer.cellSnapDelegate === watcher)
        let controller = CXCallController()
        let start = CXStartCallAction(call: UUID(), handle: CXHandle(type: .phoneNumber, value: "+1 555 0100"))
        await #expect(throws: CXErrorCodeRequestTransactionError.self) {
            try await controller.request(CXTransaction(action: start))
        }
        do {
            try await controller.request(CXTransaction(actions: []))
        } catch let error as CXErrorCodeRequestTransactionError {
            #expect(error.code == .emptyTransaction)
        }
        #expect(CXHandle(type: .generic, value: "a").isEqual(to: CXHandle(type: .generic, value: "a")))
    }

    /// Times, ranges, coordinates and spans box in `NSValue`s and read back; equal boxes are equal.
    @Test func frameworkStructuresBoxInValues() {
        let time = CMTime(value: 3, timescale: 2)
        #expect(NSValue(time: time).timeValue == time && NSValue(time: time) == NSValue(time: time))
        let range = CMTimeRange(start: .zero, duration: time)
        #expect(NSValue(timeRange: range).timeRangeValue == range)
        #expect(NSValue(time: time).timeRangeValue == .invalid)
        let paris = CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35)
        let centre = NSValue(mkCoordinate: paris)
        #expect(centre.mkCoordinateValue.latitude == 48.85 && centre.mkCoordinateValue.longitude == 2.35)
        let span = NSValue(mkCoordinateSpan: MKCoordinateSpan(latitudeDelta: 0.5, longitudeDelta: 0.25))
        #expect(span.mkCoordinateSpanValue.latitudeDelta == 0.5 && span.mkCoordinateSpanValue.longitudeDelta == 0.25)
        #expect(NSValue(mkCoordinate: paris) == centre && centre != span)
        #expect(AVPlayerItem(url: URL(fileURLWithPath: "/tmp/x.mp4")).loadedTimeRanges.isEmpty)
    }

    final class Ticker: NSObject {
        var ticks: [Timer] = []
        func tick(_ timer: Timer) { ticks.append(timer) }
    }

    /// A timer made with a target and selector fires once added to a run loop, sending the
    /// message with itself.
    @Test func aTimerMadeWithATargetFiresWhenScheduled() {
        SelectorTable.register(
            [SelectorTable.Method("tick:") { target, arguments in try (target as! Ticker).tick(arguments.value(0)) }],
            for: Ticker.self)
        let ticker = Ticker()
        let timer = Timer(
            fireAt: Date(timeIntervalSinceNow: 0.01), interval: 0, target: ticker, selector: Selector("tick:"),
            userInfo: nil, repeats: false)
        let later = Timer(timeInterval: 60, target: ticker, selector: Selector("tick:"), userInfo: nil, repeats: false)
        #expect(timer.isValid && later.fireDate > Date(timeIntervalSinceNow: 50))
        RunLoop.current.add(timer, forMode: .default)
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.1))
        #expect(ticker.ticks.count == 1 && ticker.ticks.first === timer)
    }

    /// Core Animation's transition key and Core Text's font key are the names UIKit uses.
    @Test func keyConstantsAreUIKitsNames() {
        CALayer().add(CATransition(), forKey: kCATransition)
        #expect(kCATransition == "transition")
        #expect(kCTFontAttributeName as NSAttributedString.Key == .font)
    }
}
