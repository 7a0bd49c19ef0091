import UIKit

/// A form that keeps its rows above the keyboard, reading the keyboard's notification as apps
/// written for Swift 3 read it: its values through `AnyObject` (Objective-C's dynamic lookup).
final class KeyboardAvoidingFormController: UITableViewController {
    private(set) var keyboardDuration: Double = 0
    private(set) var keyboardCurve = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification,
            object: nil)
    }

    @objc private func keyboardWillShow(_ notification: NSNotification) {
        guard let info = notification.userInfo else { return }
        let frame = (info[UIResponder.keyboardFrameEndUserInfoKey]! as AnyObject).cgRectValue
        keyboardDuration = (info[UIResponder.keyboardAnimationDurationUserInfoKey]! as AnyObject).doubleValue!
        // Implicitly unwrapped, as dynamic lookup's members are: used where an `Int` is taken.
        keyboardCurve = (info[UIResponder.keyboardAnimationCurveUserInfoKey]! as AnyObject).integerValue + 0
        tableView.contentInset.bottom = frame?.height ?? 0
    }
}
