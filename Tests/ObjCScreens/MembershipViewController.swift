// CellSnap's own test screen, written as iOS code is when Interface Builder makes the view: the
// controller loads MembershipView.xib (its class name less "Controller", as UIKit finds it), whose labels,
// button and badges reach it through `@IBOutlet`s, and whose button sends an `@IBAction`.
import UIKit

final class MembershipViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var joinButton: UIButton!
    @IBOutlet var badges: [UIView]!
    private(set) var joinTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Gold member"
        for badge in badges {
            badge.layer.cornerRadius = 8
        }
    }

    @IBAction func join(_ sender: UIButton) {
        joinTaps += 1
        sender.isSelected = true
    }
}

/// A view made from its own nib (`Bundle.main.loadNibNamed`), whose `awakeFromNib()` finds its
/// outlets connected, as on iOS.
final class MembershipBadgeView: UIView {
    @IBOutlet weak var levelLabel: UILabel!
    private(set) var levelAtAwake: String?

    override func awakeFromNib() {
        super.awakeFromNib()
        levelAtAwake = levelLabel.text
    }
}

/// A row whose name label is pinned to its bottom only while the name is edited: the nib's
/// constraint for it is not installed ("Installed" unchecked in Interface Builder) and reaches
/// the view through a weak outlet, which activates it. Its rename button keeps Interface
/// Builder's default font.
final class EditableNameRowView: UIView {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var renameButton: UIButton!
    @IBOutlet weak var editingBottom: NSLayoutConstraint!

    func beginEditing() { editingBottom.isActive = true }
}
