// CellSnap's own test screen, written as iOS code is: a reading log grouped by week, each week
// starting on the current calendar's first weekday, its dates and prices written by formatters the
// app makes without a locale and by a format style. On an iOS simulator as it comes (`en_US`)
// weeks start on Sunday, dates read "Dec 6, 2026" and prices "$9.99".
import UIKit

struct FinishedBook {
    let title: String
    let finished: Date
    let price: Double
}

final class ReadingLogViewController: UITableViewController {
    let books: [FinishedBook]
    private(set) var weeks: [(start: Date, books: [FinishedBook])] = []

    private let calendar: Calendar = {
        var calendar = Calendar.current
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    private let dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()

    private let priceFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        return formatter
    }()

    init(books: [FinishedBook]) {
        self.books = books
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reading Log"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "book")
        let starts = Dictionary(grouping: books) { calendar.dateInterval(of: .weekOfYear, for: $0.finished)!.start }
        weeks = starts.keys.sorted(by: >).map { (start: $0, books: starts[$0]!.sorted { $0.finished > $1.finished }) }
    }

    override func numberOfSections(in tableView: UITableView) -> Int { weeks.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        weeks[section].books.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Week of " + dayFormatter.string(from: weeks[section].start)
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        guard section == weeks.count - 1, let last = books.map(\.finished).max() else { return nil }
        let finished = last.formatted(date: .abbreviated, time: .omitted)
        return "Weeks start on " + calendar.weekdaySymbols[calendar.firstWeekday - 1] + ". Last finished " + finished
            + "."
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "book", for: indexPath)
        let book = weeks[indexPath.section].books[indexPath.row]
        var content = UIListContentConfiguration.valueCell()
        content.text = book.title
        content.secondaryText = priceFormatter.string(from: NSNumber(value: book.price))
        cell.contentConfiguration = content
        return cell
    }
}
