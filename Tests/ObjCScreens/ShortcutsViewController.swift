// CellSnap's own test screen, written as iOS code is: tiles made through a generic type parameter
// (`Tile()`, `T(frame:)`, `T.init(style:reuseIdentifier:)`), a tap gesture recognizer and keyboard
// shortcuts whose actions are `#selector`s, and `responds(to:)` asked about UIKit's own methods.
import UIKit

/// A row of tiles of one class, each made from the row's type parameter.
final class TileRow<Tile: UILabel>: UIStackView {
    let tiles: [Tile] = (0..<3).map { _ in Tile() }

    override init(frame: CGRect) {
        super.init(frame: frame)
        axis = .horizontal
        spacing = 8
        for (position, tile) in tiles.enumerated() {
            tile.text = ["A", "B", "C"][position]
            addArrangedSubview(tile)
        }
    }

    required init(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A tile: a square label that inherits `init()` and `init(frame:)`.
final class BadgeLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        textAlignment = .center
        textColor = .white
        backgroundColor = .systemIndigo
        translatesAutoresizingMaskIntoConstraints = false
        widthAnchor.constraint(equalToConstant: 44).isActive = true
        heightAnchor.constraint(equalToConstant: 44).isActive = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A cell made only through its type (`T.init(style:reuseIdentifier:)`).
final class ShortcutCell: UITableViewCell {}

final class ShortcutsViewController: UIViewController, UITableViewDelegate {
    private(set) var tapCount = 0
    private(set) var lastTap: CGPoint?
    private(set) var selectedTile = 0
    let tileRow = TileRow<BadgeLabel>()
    let countLabel = UILabel()
    let marker = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 12))

    override var canBecomeFirstResponder: Bool { true }

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: "r", modifierFlags: .command, action: #selector(resetTaps)),
            UIKeyCommand(input: UIKeyCommand.inputRightArrow, modifierFlags: [], action: #selector(selectNextTile(_:))),
        ]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let stack = UIStackView(arrangedSubviews: [tileRow, countLabel])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        ])
        marker.backgroundColor = .systemRed
        marker.isHidden = true
        view.addSubview(marker)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap(_:))))
        showState()
    }

    @objc func handleTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .recognized else { return }
        tapCount += 1
        let point = recognizer.location(in: view)
        lastTap = point
        marker.center = point
        marker.isHidden = false
        showState()
    }

    @objc func resetTaps() {
        tapCount = 0
        marker.isHidden = true
        showState()
    }

    @objc func selectNextTile(_ command: UIKeyCommand) {
        selectedTile = (selectedTile + 1) % tileRow.tiles.count
        showState()
    }

    private func showState() {
        countLabel.text = "Taps: \(tapCount)"
        for (position, tile) in tileRow.tiles.enumerated() {
            tile.backgroundColor = position == selectedTile ? .systemOrange : .systemIndigo
        }
    }

    /// Cells and views made through their types, as generic factories do.
    func makeCell<T: UITableViewCell>(_ type: T.Type) -> T { T.init(style: .value1, reuseIdentifier: "shortcut") }
    func makeView<T: UIView>(_ type: T.Type) -> T { T(frame: CGRect(x: 0, y: 0, width: 20, height: 20)) }
    func makeHeader(_ type: UITableViewHeaderFooterView.Type) -> UITableViewHeaderFooterView {
        type.init(reuseIdentifier: "header")
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectedTile = indexPath.row
    }

    /// What `responds(to:)` answers for UIKit's own methods and the optional requirement the
    /// controller implements, and one it does not implement.
    var answers: [Bool] {
        [
            responds(to: #selector(UIViewController.viewDidLoad)),
            responds(to: #selector(UITableViewDelegate.tableView(_:didSelectRowAt:))),
            responds(to: #selector(UITableViewDelegate.tableView(_:didDeselectRowAt:))),
            responds(to: #selector(getter: UIViewController.title)),
            UIView().responds(to: #selector(UIView.layoutSubviews)),
            // Asked of a delegate of a UIKit protocol's type, as a library asks its delegate.
            (self as UITableViewDelegate).responds(to: #selector(UITableViewDelegate.tableView(_:didSelectRowAt:))),
        ]
    }
}
