// One screen for several kinds of adjustment, as photo and video editors write it: a generic
// view controller whose bar button, slider and list send `@objc` actions by selector, and a
// subclass of one of its specialisations. iOS gives a generic class's `@objc` methods selectors;
// the Objective-C adapter registers each specialisation's table when its first instance is made.
import UIKit

protocol AdjustmentTool {
    static var title: String { get }
    static var range: ClosedRange<Float> { get }
}

struct BrightnessTool: AdjustmentTool {
    static let title = "Brightness"
    static let range: ClosedRange<Float> = -1...1
}

struct ContrastTool: AdjustmentTool {
    static let title = "Contrast"
    static let range: ClosedRange<Float> = 0...4
}

class AdjustmentPanelViewController<Tool: AdjustmentTool>: UIViewController, UITableViewDelegate {
    private(set) var log: [String] = []
    @objc var amount: Float = 0
    let slider = UISlider()
    lazy var resetItem = UIBarButtonItem(title: "Reset", style: .plain, target: self, action: #selector(reset))

    override func viewDidLoad() {
        super.viewDidLoad()
        title = Tool.title
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = resetItem
        slider.minimumValue = Tool.range.lowerBound
        slider.maximumValue = Tool.range.upperBound
        slider.addTarget(self, action: #selector(sliderChanged(_:)), for: .valueChanged)
        view.addSubview(slider)
    }

    @objc private func reset() {
        amount = 0
        log.append("reset \(Tool.title)")
    }

    @objc func sliderChanged(_ sender: UISlider) {
        amount = sender.value
        log.append("\(Tool.title) \(sender.value)")
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("\(Tool.title) row \(indexPath.row)")
    }
}

/// A subclass of one specialisation: its own action, and its superclass's found through the
/// specialisation's table.
final class BrightnessPanelViewController: AdjustmentPanelViewController<BrightnessTool> {
    @objc func boost() { amount = BrightnessTool.range.upperBound }
}
