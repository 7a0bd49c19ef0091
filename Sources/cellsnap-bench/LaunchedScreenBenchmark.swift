import CellSnapUIKit
import CellSnapUIKitSnapshots
import Foundation
import Rendering

/// The launched-screen benchmark (`scripts/bench-launched-screen`): a screen an app launches (a
/// tab bar controller, a navigation controller, a container of the app's own holding a calendar
/// child and an agenda child: a table of 1,500 days, each a section with a header view of its own
/// and a self-sizing row), shown in the launch window (393 pt wide), then drawn by a snapshot at
/// 390 pt wide, as `.image(width: 390)` draws a launched app's root: lent to the snapshot's
/// window and given back. The baseline, measured in the same run, is the same screen shown once
/// in a window of the snapshot's size. Each run makes the screen anew; the data source's calls
/// for rows are counted beside the times (UIKit makes a table's rows when it first loads and when
/// its size changes: three times here, once in the baseline).
@MainActor func launchedScreenBenchmark(iterations: Int) throws {
    let days = 1_500
    var askedRows = (baseline: 0, launched: 0)
    let medians = try Measure.interleavedMedians(
        iterations: iterations, warmup: 1, clock: .threadCPU,
        [
            {
                let screen = AgendaScreen(days: days)
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                window.rootViewController = screen.tabs
                try UIView.cellSnapMeasuringText(with: TextEngine.current()) { window.makeKeyAndVisible() }
                askedRows.baseline = screen.agenda.askedRows
            },
            {
                let screen = AgendaScreen(days: days)
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
                window.rootViewController = screen.tabs
                try UIView.cellSnapMeasuringText(with: TextEngine.current()) { window.makeKeyAndVisible() }
                let size = CGSize(width: 390, height: 844)
                _ = try DeviceCapture.showing(
                    screen.tabs, safeArea: .zero, size: size, screenTraits: UITraitCollection(),
                    traits: UITraitCollection()
                ) { try DeviceCapture.capture(screen.tabs.view) }
                askedRows.launched = screen.agenda.askedRows
            },
        ])
    print(
        "CellSnap launched-screen benchmark: a tab bar > navigation > container screen with an agenda of \(days) self-sizing rows, medians of \(iterations) interleaved runs (thread CPU time)"
    )
    print("")
    print(row("shown once at 390 x 844 BASELINE", fixed(medians[0], 0) + " ms", "\(askedRows.baseline) rows asked"))
    print(
        row(
            "launched at 393 x 852, drawn at 390 x 844", fixed(medians[1], 0) + " ms",
            "\(fixed(medians[1] / medians[0]))x the baseline, \(askedRows.launched) rows asked"))
}

/// The benchmark's screen, as an agenda app builds it.
@MainActor private final class AgendaScreen {
    let agenda: AgendaController
    let tabs = UITabBarController()

    init(days: Int) {
        agenda = AgendaController(days: days)
        let container = UIViewController()
        let calendar = UIViewController()
        let month = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        month.frame = CGRect(x: 0, y: 0, width: 390, height: 126)
        month.autoresizingMask = [.flexibleWidth]
        calendar.view.addSubview(month)
        container.title = "December"
        for (child, frame) in [
            (calendar, CGRect(x: 0, y: 0, width: 390, height: 126)),
            (agenda, CGRect(x: 0, y: 126, width: 390, height: 600)),
        ] {
            container.addChild(child)
            child.view.frame = frame
            child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
        }
        tabs.viewControllers = [UINavigationController(rootViewController: container)]
    }
}

/// A table of days, each a section with a header view of the app's own and a self-sizing row,
/// counting the rows the table asks for.
@MainActor private final class AgendaController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let days: Int
    let tableView = UITableView(frame: .zero, style: .plain)
    var askedRows = 0

    init(days: Int) {
        self.days = days
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.sectionHeaderHeight = 26
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "event")
        tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "day")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func numberOfSections(in tableView: UITableView) -> Int { days }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        askedRows += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "event", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = indexPath.section % 3 == 0 ? "Design review" : "No events"
        content.secondaryText = indexPath.section % 3 == 0 ? "10:00 - 11:00, Room 4" : nil
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "day")
        var content = UIListContentConfiguration.plainHeader()
        content.text = "Day \(section + 1)"
        header?.contentConfiguration = content
        return header
    }
}
