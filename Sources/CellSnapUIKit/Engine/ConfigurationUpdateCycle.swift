/// UIKit's configuration update cycle, written once for the views that have one (collection and
/// table view cells, table headers and footers, buttons): `setNeedsUpdateConfiguration()` asks for
/// an update, and the update runs once before the view is next laid out or drawn. Asking again
/// while the update runs (an update that sets a configuration) schedules nothing more, as in UIKit,
/// where the configurations an update sets do not trigger another.
@MainActor final class ConfigurationUpdateCycle {
    /// Whether an update is due.
    private(set) var isDue: Bool
    private var isRunning = false
    /// How many requests it took (a table's content pass compares them, `TableContentKey`).
    private(set) var requests = 0

    /// A cycle with an update due already (a cell's first layout updates its configurations) or not.
    init(isDue: Bool) { self.isDue = isDue }

    /// Asks for an update; ignored while one runs.
    func request() {
        guard !isRunning else { return }
        isDue = true
        requests &+= 1
    }

    /// Runs `update` when an update is due, and marks none due after it.
    func runIfDue(_ update: () -> Void) {
        guard isDue, !isRunning else { return }
        isRunning = true
        defer {
            isRunning = false
            isDue = false
        }
        update()
    }
}
