// A view model and a view controller as UIKit apps write them with Combine: `@Published`
// properties observed with `sink` and `assign`, values moved to the main queue with
// `receive(on: DispatchQueue.main)`, a search field debounced on a scheduler, a notification
// observed as a publisher. Each test states the exact values the subscriber receives.
import Combine
import Foundation
import Testing
import UIKit

/// A search screen's model, as apps write one.
final class SearchViewModel: ObservableObject {
    @Published var query = ""
    @Published var results: [String] = []
    private let catalog = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry"]
    private var cancellables = Set<AnyCancellable>()

    /// Filters the catalog by `query`, debounced by `interval` on `scheduler`.
    init<S: Scheduler>(debounce interval: S.SchedulerTimeType.Stride, on scheduler: S) {
        $query
            .debounce(for: interval, scheduler: scheduler)
            .removeDuplicates()
            .map { [catalog] query in
                query.isEmpty ? [] : catalog.filter { $0.lowercased().hasPrefix(query.lowercased()) }
            }
            .assign(to: \.results, on: self)
            .store(in: &cancellables)
    }
}

/// A controller whose label follows the model, as apps bind one.
final class CounterViewController: UIViewController {
    @Published var count = 0
    let label = UILabel()
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
        $count.map { "\($0) items" }.sink { [weak self] text in self?.label.text = text }.store(in: &cancellables)
    }
}

/// Waits until `condition` holds, polling every 5 ms and letting the main queue run; gives up
/// after 300 s (a bound for a broken scheduler, never reached when it works: 60 s was reached on a
/// machine loaded by two builds beside the tests, while XCTest's tests held the main thread).
@MainActor func waitUntil(_ condition: () -> Bool) async {
    let deadline = Date().addingTimeInterval(300)
    while !condition() && Date() < deadline { try? await Task.sleep(nanoseconds: 5_000_000) }
}

@MainActor @Suite struct CombineTests {
    @Test func keyValueObservingPublisherSendsTheValueThenItsChanges() {
        let thermostat = AnnouncingThermostat()
        var seen: [Int] = [], changesOnly: [Int] = []
        let all = thermostat.publisher(for: \.temperature).sink { seen.append($0) }
        let later = thermostat.publisher(for: \.temperature, options: [.new]).sink { changesOnly.append($0) }
        thermostat.temperature = 22
        thermostat.temperature = 19
        all.cancel()
        thermostat.temperature = 25
        #expect(seen == [20, 22, 19])
        #expect(changesOnly == [22, 19, 25])
        later.cancel()
    }

    @Test func publishedPropertyDrivesSinkAndAssign() {
        let controller = CounterViewController()
        controller.loadViewIfNeeded()
        #expect(controller.label.text == "0 items")
        controller.count = 3
        #expect(controller.label.text == "3 items")

        final class Box { var text = "" }
        let box = Box()
        let subject = CurrentValueSubject<Int, Never>(1)
        let cancellable = subject.map { "#\($0)" }.assign(to: \.text, on: box)
        subject.send(2)
        #expect(box.text == "#2")
        cancellable.cancel()
        subject.send(9)
        #expect(box.text == "#2")
    }

    @Test func objectWillChangeFiresBeforeEachPublishedChange() {
        let model = SearchViewModel(debounce: .milliseconds(10), on: DispatchQueue.main)
        var changes = 0
        let cancellable = model.objectWillChange.sink { changes += 1 }
        model.query = "a"
        model.query = "ap"
        #expect(changes == 2)
        cancellable.cancel()
    }

    @Test func receiveOnMainQueueDeliversOnALaterTurn() async {
        // The main queue's own mark: on Linux a test's main actor runs on the main queue, served by
        // a worker thread once the main thread waits in `dispatchMain()`, so `Thread.isMainThread`
        // is no test of it.
        let key = DispatchSpecificKey<String>()
        DispatchQueue.main.setSpecific(key: key, value: "main")
        let subject = PassthroughSubject<String, Never>()
        var received: [String] = []
        var queues: [String?] = []
        let cancellable = subject.receive(on: DispatchQueue.main).sink {
            received.append($0)
            queues.append(DispatchQueue.getSpecific(key: key))
        }
        subject.send("first")
        subject.send("second")
        #expect(received.isEmpty)
        await waitUntil { received.count == 2 }
        #expect(received == ["first", "second"])
        #expect(queues == ["main", "main"])
        cancellable.cancel()
    }

    @Test func debounceOnDispatchQueueKeepsTheLastValue() async {
        let model = SearchViewModel(debounce: .milliseconds(50), on: DispatchQueue.main)
        for prefix in ["b", "bl", "blu"] { model.query = prefix }
        #expect(model.results == [])
        await waitUntil { !model.results.isEmpty }
        #expect(model.results == ["Blueberry"])
        model.query = "a"
        await waitUntil { model.results != ["Blueberry"] }
        #expect(model.results == ["Apple", "Apricot"])
    }

    @Test func runLoopMainSchedulesDebounceAndTimers() async {
        var received: [String] = []
        let subject = PassthroughSubject<String, Never>()
        let cancellable = subject.debounce(for: .milliseconds(30), scheduler: RunLoop.main).sink { received.append($0) }
        subject.send("c")
        subject.send("ch")
        await waitUntil { !received.isEmpty }
        #expect(received == ["ch"])
        cancellable.cancel()

        var ticks = 0
        let timer = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect().sink { _ in ticks += 1 }
        await waitUntil { ticks >= 3 }
        timer.cancel()
        #expect(ticks >= 3)
    }

    @Test func notificationCenterPublisherDeliversPostedNotifications() {
        let center = NotificationCenter()
        let name = Notification.Name("CellSnapCombineTestNotification")
        let sender = NSObject()
        var fromSender: [Int] = []
        var fromAnyone = 0
        let bySender = center.publisher(for: name, object: sender)
            .compactMap { $0.userInfo?["count"] as? Int }
            .sink { fromSender.append($0) }
        let all = center.publisher(for: name).sink { _ in fromAnyone += 1 }
        center.post(name: name, object: sender, userInfo: ["count": 1])
        center.post(name: name, object: nil, userInfo: ["count": 2])
        bySender.cancel()
        center.post(name: name, object: sender, userInfo: ["count": 3])
        #expect(fromSender == [1])
        #expect(fromAnyone == 3)
        all.cancel()
    }

    @Test func combineLatestAndMergeAsCombineDeclaresThem() {
        let name = CurrentValueSubject<String, Never>("")
        let password = PassthroughSubject<String, Never>()
        var enabled: [Bool] = []
        let form = name.combineLatest(password) { !$0.isEmpty && $1.count >= 4 }.sink { enabled.append($0) }
        name.send("ann")
        password.send("abc")
        password.send("abcd")
        name.send("")
        #expect(enabled == [false, true, false])
        form.cancel()

        let taps = PassthroughSubject<Int, Never>()
        let refreshes = PassthroughSubject<Int, Never>()
        var merged: [Int] = []
        let both = taps.merge(with: refreshes).sink { merged.append($0) }
        taps.send(1)
        refreshes.send(10)
        taps.send(2)
        #expect(merged == [1, 10, 2])
        both.cancel()

        var zipped: [String] = []
        _ = Publishers.CombineLatest3(Just(1), Just("a"), Just(true)).sink { zipped.append("\($0)\($1)\($2)") }
        #expect(zipped == ["1atrue"])
    }

    @Test func optionalPublisherAndTopLevelCoders() throws {
        var values: [Int] = []
        _ = Optional(5).publisher.sink { values.append($0) }
        _ = Optional<Int>.none.publisher.sink { values.append($0) }
        #expect(values == [5])

        struct Item: Codable, Equatable { let id: Int }
        var decoded: [Item] = []
        var failure: String?
        _ = Just(Data(#"{"id":7}"#.utf8)).decode(type: Item.self, decoder: JSONDecoder())
            .sink(
                receiveCompletion: { if case .failure(let error) = $0 { failure = "\(error)" } },
                receiveValue: { decoded.append($0) })
        #expect(decoded == [Item(id: 7)])
        #expect(failure == nil)
    }

    @Test func schedulerStridesMeasureAsFoundationDoes() {
        let dispatchStride = DispatchQueue.SchedulerTimeType.Stride.milliseconds(300)
        #expect(dispatchStride.magnitude == 300_000_000)
        let runLoopStride = RunLoop.SchedulerTimeType.Stride.milliseconds(250)
        #expect(runLoopStride.magnitude == 0.25)
        let start = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1_000))
        #expect(start.distance(to: start.advanced(by: .microseconds(2))).magnitude == 2_000)
    }
}

/// An object whose temperature announces its changes, as an app's `@objc dynamic` property does.
final class AnnouncingThermostat: NSObject {
    var temperature = 20 {
        willSet { willChangeValue(forKey: "temperature") }
        didSet { didChangeValue(forKey: "temperature") }
    }
}
