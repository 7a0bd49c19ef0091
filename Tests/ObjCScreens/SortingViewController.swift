// CellSnap's own test screen, written as iOS code is: an insertion sort shown a step at a time,
// each step run by a bar button whose action is a `#selector`, and an `override` of a UIKit method
// in an extension.
import UIKit

final class SortingViewController: UIViewController {
    private(set) var values = [5, 2, 4, 1, 3]
    /// How many values from the start are in order.
    private(set) var sortedCount = 1
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Step", style: .plain, target: self, action: #selector(step))
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    /// Inserts the first unsorted value where it belongs among the sorted ones.
    @objc func step() {
        guard sortedCount < values.count else { return }
        var index = sortedCount
        while index > 0 && values[index - 1] > values[index] {
            values.swapAt(index - 1, index)
            index -= 1
        }
        sortedCount += 1
        showValues()
    }

    func showValues() {
        for bar in stack.arrangedSubviews { bar.removeFromSuperview() }
        for (position, value) in values.enumerated() {
            let bar = UILabel()
            bar.text = "\(value)"
            bar.textAlignment = .center
            bar.textColor = .white
            bar.backgroundColor = position < sortedCount ? .systemBlue : .systemGray
            bar.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                bar.widthAnchor.constraint(equalToConstant: CGFloat(value) * 50),
                bar.heightAnchor.constraint(equalToConstant: 32),
            ])
            stack.addArrangedSubview(bar)
        }
    }
}

extension SortingViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        title = sortedCount == values.count ? "Sorted" : "Sorting"
        showValues()
    }
}
