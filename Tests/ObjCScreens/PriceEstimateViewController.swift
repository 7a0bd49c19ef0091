// A screen that holds the classes Xcode generates for a Core ML model (HousePricer.mlmodel beside
// this file, a test model made for CellSnap: three inputs, a price and its bands): on Linux the
// adapter generates them, the screen renders, and an estimate is refused naming the model.
import CoreML
import UIKit

final class PriceEstimateViewController: UIViewController {
    let pricer = try? HousePricer(configuration: MLModelConfiguration())
    let resultLabel = UILabel()
    private(set) var lastError: Error?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        resultLabel.text = "Estimate"
        resultLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(resultLabel)
        NSLayoutConstraint.activate([
            resultLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            resultLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Estimate", style: .plain, target: self, action: #selector(estimate))
    }

    @objc func estimate() {
        guard let pricer else { return }
        do {
            let output = try pricer.prediction(rooms: 3, area: 72.5, district: "Harbour")
            resultLabel.text = "\(Int(output.price))"
        } catch {
            lastError = error
            resultLabel.text = "Unavailable"
        }
    }
}
