// CellSnap's own test screen, written as iOS apps often are: a list of transfers whose service
// answers on the queue it was given, and a view that reloads its table and fades its visible
// cells in right there, without hopping to the main queue (a bug UIKit tolerates: Xcode's Main
// Thread Checker reports it, the app goes on).
import UIKit

struct Transfer {
    let name: String
    let amount: String
}

/// A service that answers on `queue`, as apps' services do when their tests pass a queue in.
final class TransferService {
    let queue: DispatchQueue
    init(queue: DispatchQueue) { self.queue = queue }

    func fetch(_ completion: @escaping ([Transfer]) -> Void) {
        queue.async {
            completion([
                Transfer(name: "Rent", amount: "$1,200.00"), Transfer(name: "Groceries", amount: "$86.40"),
                Transfer(name: "Cinema", amount: "$24.00"),
            ])
        }
    }
}

final class BackgroundDeliveryViewController: UIViewController, UITableViewDataSource {
    let service: TransferService
    let tableView = UITableView(frame: .zero, style: .plain)
    private(set) var transfers: [Transfer] = []
    /// How many cells the table reported visible when the transfers arrived.
    private(set) var cellsFadedIn = -1
    var onUpdate: (() -> Void)?

    init(service: TransferService) {
        self.service = service
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "transfer")
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        service.fetch { [weak self] transfers in
            guard let self else { return }
            self.transfers = transfers
            self.tableView.reloadData()
            let cells = self.tableView.visibleCells
            for cell in cells { cell.alpha = 1 }
            self.cellsFadedIn = cells.count
            self.onUpdate?()
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { transfers.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "transfer", for: indexPath)
        var content = UIListContentConfiguration.valueCell()
        content.text = transfers[indexPath.row].name
        content.secondaryText = transfers[indexPath.row].amount
        cell.contentConfiguration = content
        return cell
    }
}
