// CellSnap's own test cell, written as iOS code is: `@IBOutlet` labels (made in code here, as a
// nib would connect them), a switch whose action is a `#selector`, and a delegate protocol with
// `@objc optional` requirements called as `delegate?.method?(...)`.
import UIKit

@objc protocol ContactCellDelegate: AnyObject {
    @objc optional func contactCell(_ cell: ContactCell, didChangeFavorite isFavorite: Bool)
    @objc optional func preferredHeight(for cell: ContactCell) -> CGFloat
}

class ContactCell: UITableViewCell {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var phoneLabel: UILabel!
    @IBOutlet weak var favoriteSwitch: UISwitch!
    weak var delegate: ContactCellDelegate?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let name = UILabel()
        name.font = .preferredFont(forTextStyle: .headline)
        let phone = UILabel()
        phone.font = .preferredFont(forTextStyle: .subheadline)
        phone.textColor = .secondaryLabel
        let toggle = UISwitch()
        toggle.addTarget(self, action: #selector(favoriteChanged(_:)), for: .valueChanged)
        let labels = UIStackView(arrangedSubviews: [name, phone])
        labels.axis = .vertical
        labels.spacing = 2
        for subview in [labels, toggle] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            labels.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            labels.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            labels.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            toggle.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            toggle.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
        nameLabel = name
        phoneLabel = phone
        favoriteSwitch = toggle
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    @IBAction func favoriteChanged(_ sender: UISwitch) {
        delegate?.contactCell?(self, didChangeFavorite: sender.isOn)
    }

    /// The height the delegate asks for, or the cell's own.
    var preferredHeight: CGFloat {
        delegate?.preferredHeight?(for: self) ?? 60
    }
}

/// A cell as a storyboard makes it: outlets, and only `init?(coder:)` (Swift then does not inherit
/// `init(frame:)`; iOS cannot make it from its class either). It compiles through the adapter.
final class ContactPhotoCell: UICollectionViewCell {
    @IBOutlet weak var photoView: UIImageView!

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A cell made from its model only, as form libraries make theirs: it does not inherit
/// `init(style:reuseIdentifier:)`, and it has a `style` of its own (UIKit's cell keeps its style
/// private).
final class ContactSummaryCell: UITableViewCell {
    let style = "summary"

    init(contactCount: Int) {
        super.init(style: .value1, reuseIdentifier: nil)
        textLabel?.text = "Contacts"
        detailTextLabel?.text = "\(contactCount)"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
