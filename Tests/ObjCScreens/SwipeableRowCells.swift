// CellSnap's own test cells, written as iOS code makes a cell its recognizers' delegate: UIKit
// declares `UITableViewCell : UIView <UIGestureRecognizerDelegate>`, so a subclass need not adopt
// the protocol, and many restate it (a warning on iOS); its questions are the cell's own methods,
// which a subclass overrides, in its body or in an extension.
import UIKit

/// Restates the conformance UIKit gives it, and overrides a question of the protocol.
final class SwipeableRowCell: UITableViewCell, UIGestureRecognizerDelegate {
    let pan = UIPanGestureRecognizer()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        pan.addTarget(self, action: #selector(panned(_:)))
        pan.delegate = self
        addGestureRecognizer(pan)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc func panned(_ recognizer: UIPanGestureRecognizer) {}

    override func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}

/// Relies on the conformance UIKit gives it.
final class PinnableRowCell: UITableViewCell {
    let press = UILongPressGestureRecognizer()

    func attachPress() {
        press.addTarget(self, action: #selector(pressed))
        press.delegate = self
        addGestureRecognizer(press)
    }

    @objc func pressed() {}
}

/// Restates the conformance in an extension, which overrides a question.
final class FlaggableRowCell: UITableViewCell {}

extension FlaggableRowCell: UIGestureRecognizerDelegate {
    override func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        false
    }
}
