// Key-value observing as iOS code writes it: observers registered by key path with options and a
// context, the change dictionaries they get and in what order, key-path observations, UIKit's
// observable properties, and the refusals iOS raises for. (An app's `override func observeValue`
// and `@objc dynamic var` reach this form through the Objective-C adapter: ObjCScreenTests.)
import Testing
import UIKit

/// A model whose property announces its changes, as the adapter makes an `@objc dynamic var`.
final class Thermostat: NSObject {
    var target = 20.0 {
        willSet { willChangeValue(forKey: "target") }
        didSet { didChangeValue(forKey: "target") }
    }
    var mode: String? = nil {
        willSet { willChangeValue(forKey: "mode") }
        didSet { didChangeValue(forKey: "mode") }
    }
}

/// An observer, as the adapter makes a class that overrides `observeValue(forKeyPath:of:change:context:)`.
final class Recorder: NSObject, KeyValueObserving {
    var log: [String] = []
    func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        let entries = (change ?? [:]).map { "\($0.key.rawValue)=\($0.value)" }.sorted()
        log.append("\(keyPath ?? "?") \(entries.joined(separator: " "))\(context == nil ? "" : " ctx")")
    }
}

nonisolated(unsafe) private var recorderContext = 0

@Test func observersGetChangeDictionariesInOrder() {
    let thermostat = Thermostat()
    let recorder = Recorder()
    thermostat.addObserver(
        recorder, forKeyPath: "target", options: [.new, .old, .initial, .prior], context: &recorderContext)
    thermostat.addObserver(recorder, forKeyPath: "mode", options: [.new], context: nil)
    thermostat.target = 22.5
    thermostat.mode = "eco"
    thermostat.mode = nil
    thermostat.removeObserver(recorder, forKeyPath: "target", context: &recorderContext)
    thermostat.target = 18
    #expect(
        recorder.log == [
            "target kind=1 new=20.0 ctx",
            "target kind=1 notificationIsPrior=1 old=20.0 ctx",
            "target kind=1 new=22.5 old=20.0 ctx",
            "mode kind=1 new=eco",
            "mode kind=1 new=<null>",
        ])
    thermostat.removeObserver(recorder, forKeyPath: "mode")
}

@Test func refusalsNameTheCall() {
    let thermostat = Thermostat()
    let recorder = Recorder()
    let plain = NSObject()
    let problems = keyValueProblems(of: ["Thermostat", "NSObject"]) {
        thermostat.addObserver(recorder, forKeyPath: "humidity", options: [.new], context: nil)
        thermostat.removeObserver(recorder, forKeyPath: "target")
        thermostat.addObserver(plain, forKeyPath: "target", options: [], context: nil)
        thermostat.target = 1
    }
    thermostat.removeObserver(plain, forKeyPath: "target")
    #expect(
        problems.map(\.call) == [
            "value(forKey:)", "addObserver(_:forKeyPath:options:context:)", "removeObserver(_:forKeyPath:)",
            "observeValue(forKeyPath:of:change:context:)",
        ])
    #expect(problems.dropFirst().first?.reason == "the key path is not one this object answers; no observer was added")
    #expect(
        problems.last?.description.hasPrefix(
            "CellSnap: NSObject.observeValue(forKeyPath:of:change:context:) for \"target\"")
            == true)
}

/// An object that observes its own property, as Eureka's `KVOWrapper` does: it registers in `init`
/// and removes the registration in its `deinit`, where iOS still has it.
final class SelfObservingRows: NSObject, KeyValueObserving {
    var changes = 0
    var rows: [String] = [] {
        willSet { willChangeValue(forKey: "rows") }
        didSet { didChangeValue(forKey: "rows") }
    }

    override init() {
        super.init()
        addObserver(self, forKeyPath: "rows", options: [.new, .old], context: nil)
    }

    deinit { removeObserver(self, forKeyPath: "rows") }

    func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) { changes += 1 }
}

/// An observer that removes itself from the object it observes in its own `deinit` (`removals`
/// times: a second removal is one of a registration that is gone).
final class DepartingWatcher: NSObject, KeyValueObserving {
    let thermostat: Thermostat
    let removals: Int

    init(_ thermostat: Thermostat, removals: Int = 1) {
        self.thermostat = thermostat
        self.removals = removals
        super.init()
        thermostat.addObserver(self, forKeyPath: "target", options: [.new], context: nil)
    }

    deinit { for _ in 0..<removals { thermostat.removeObserver(self, forKeyPath: "target") } }

    func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}
}

@Test func observersRemoveTheirRegistrationsInTheirOwnDeinit() {
    let thermostat = Thermostat()
    var heard = 0
    let problems = keyValueProblems(of: ["SelfObservingRows", "Thermostat"]) {
        do {
            let rows = SelfObservingRows()
            rows.rows = ["Name", "Email"]
            heard = rows.changes
        }
        do {
            let watcher = DepartingWatcher(thermostat)
            thermostat.target = 21
            _ = watcher
        }
    }
    #expect(heard == 1)
    #expect(problems.map(\.description) == [])
    // A removal of a registration that is gone is still reported, in a `deinit` too.
    let twice = keyValueProblems(of: ["Thermostat"]) { _ = DepartingWatcher(thermostat, removals: 2) }
    #expect(
        twice.map(\.description) == [
            "CellSnap: Thermostat.removeObserver(_:forKeyPath:) for \"target\": DepartingWatcher is not registered as an observer of this key path"
        ])
}

@Test func keyPathObservationsStopWhenInvalidated() {
    let thermostat = Thermostat()
    var seen: [String] = []
    let observation = thermostat.observe(\.target, options: [.old, .new]) { _, change in
        seen.append("\(change.oldValue ?? -1)→\(change.newValue ?? -1)")
    }
    thermostat.target = 21
    thermostat.mode = "eco"
    thermostat.target = 21
    thermostat.target = 19
    observation.invalidate()
    thermostat.target = 30
    #expect(seen == ["20.0→21.0", "21.0→19.0"])
}

@MainActor @Test func uikitPropertiesAnnounceTheirChanges() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let recorder = Recorder()
    for key in ["contentSize", "contentOffset", "bounds"] {
        scrollView.addObserver(recorder, forKeyPath: key, options: [.new], context: nil)
    }
    var sizes: [CGSize] = []
    let observation = scrollView.observe(\.contentSize, options: [.new]) { _, change in
        sizes.append(change.newValue ?? .zero)
    }
    scrollView.contentSize = CGSize(width: 100, height: 900)
    scrollView.contentOffset = CGPoint(x: 0, y: 40)
    scrollView.frame.size.width = 120
    let controller = UIViewController()
    var preferred: [CGSize] = []
    let preference = controller.observe(\.preferredContentSize) { controller, _ in
        preferred.append(controller.preferredContentSize)
    }
    controller.preferredContentSize = CGSize(width: 320, height: 200)
    #expect(
        recorder.log == [
            "contentSize kind=1 new=CGSize(width: 100.0, height: 900.0)",
            "bounds kind=1 new=CGRect(origin: Foundation.CGPoint(x: 0.0, y: 40.0), size: Foundation.CGSize(width: 100.0, height: 100.0))",
            "contentOffset kind=1 new=CGPoint(x: 0.0, y: 40.0)",
            "bounds kind=1 new=CGRect(origin: Foundation.CGPoint(x: 0.0, y: 40.0), size: Foundation.CGSize(width: 120.0, height: 100.0))",
        ])
    #expect(sizes == [CGSize(width: 100, height: 900)])
    #expect(preferred == [CGSize(width: 320, height: 200)])
    observation.invalidate()
    preference.invalidate()
    for key in ["contentSize", "contentOffset", "bounds"] { scrollView.removeObserver(recorder, forKeyPath: key) }
}

/// A split view controller's `viewControllers`, observed as an app's detail-view manager observes it.
@MainActor @Test func containersAnnounceTheirViewControllers() {
    let split = UISplitViewController(style: .doubleColumn)
    let recorder = Recorder()
    split.addObserver(recorder, forKeyPath: "viewControllers", options: [.new], context: nil)
    let primary = UIViewController()
    let detail = UINavigationController(rootViewController: UIViewController())
    split.setViewController(primary, for: .primary)
    split.setViewController(detail, for: .secondary)
    split.removeObserver(recorder, forKeyPath: "viewControllers")
    #expect(recorder.log.count == 2)
    #expect(split.value(forKey: "viewControllers") as? [UIViewController] == [primary, detail])
    let navigation = UINavigationController(rootViewController: primary)
    var counts: [Int] = []
    let observation = navigation.observe(\.viewControllers) { navigation, _ in
        counts.append(navigation.viewControllers.count)
    }
    navigation.pushViewController(UIViewController(), animated: false)
    navigation.popViewController(animated: false)
    observation.invalidate()
    #expect(counts == [2, 1])
}

/// An asynchronous operation, as apps write one: it announces its state with
/// `willChangeValue(forKey:)` and `didChangeValue(forKey:)`, which must resolve to Foundation's own
/// methods on `Operation` (they were ambiguous with key-value observing's).
final class AnnouncingOperation: Operation, @unchecked Sendable {
    private var finished = false
    override var isAsynchronous: Bool { true }
    override var isFinished: Bool { finished }
    override func start() {
        willChangeValue(forKey: "isFinished")
        finished = true
        didChangeValue(forKey: "isFinished")
    }
}

@Test func operationsAnnounceTheirStateThroughFoundation() {
    let operation = AnnouncingOperation()
    #expect(!operation.isFinished)
    operation.start()
    #expect(operation.isFinished)
}
