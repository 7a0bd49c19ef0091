import Foundation

extension UIControl {
    /// What ``performPrimaryAction()`` does: sends `.primaryActionTriggered` (which performs the
    /// control's primary `UIAction`), and for a button `.touchUpInside` first, the events a tap
    /// on it sends. UIKit documents the method as the control's primary action "whether it's a
    /// direct action, such as a button tap, or presents further UI, such as a menu"; it does not
    /// list the events, so CellSnap sends those of a tap, and a control that shows a menu as its
    /// primary action (``showsMenuAsPrimaryAction``) sends none, as its menu would open instead
    /// (no visible effect: a snapshot is a screen at rest). A disabled control sends none.
    final func cellSnapPerformPrimaryAction() {
        guard isEnabled, !showsMenuAsPrimaryAction else { return }
        sendActions(for: self is UIButton ? [.touchUpInside, .primaryActionTriggered] : .primaryActionTriggered)
    }
}
