// Linux only: views of an app's own shown as cell accessories (custom view accessories and a
// table view cell's accessory view), shared by the layout and snapshot tests.
import CellSnapUIKitTesting

/// An unread count as a label in a red capsule: 22 pt high, at least 28 wide, corners of half its height.
@MainActor func countBadge(_ count: String) -> UILabel {
    let badge = UILabel()
    badge.accessibilityIdentifier = "badge"
    badge.text = count
    badge.font = .preferredFont(forTextStyle: .body)
    badge.textColor = .white
    badge.textAlignment = .center
    badge.backgroundColor = .systemRed
    badge.layer.cornerRadius = 11
    badge.clipsToBounds = true
    NSLayoutConstraint.activate([
        badge.heightAnchor.constraint(equalToConstant: 22),
        badge.widthAnchor.constraint(greaterThanOrEqualToConstant: 28),
    ])
    return badge
}

/// A rating: a star image view and a label in a horizontal stack, 4 pt apart, centred.
@MainActor func ratingStack(_ value: String) -> UIStackView {
    let star = UIImageView(image: UIImage(systemName: "star.fill"))
    star.accessibilityIdentifier = "ratingStar"
    let label = UILabel()
    label.accessibilityIdentifier = "ratingValue"
    label.text = value
    label.font = .preferredFont(forTextStyle: .body)
    label.textColor = .secondaryLabel
    let stack = UIStackView(arrangedSubviews: [star, label])
    stack.accessibilityIdentifier = "rating"
    stack.alignment = .center
    stack.spacing = 4
    return stack
}

/// A view of its own: a label pinned 8 pt inside a grey rounded box, 4 pt above and below.
final class PillView: UIView {
    let label = UILabel()

    init(text: String, frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "pill"
        backgroundColor = .systemGray5
        layer.cornerRadius = 6
        label.accessibilityIdentifier = "pillText"
        label.text = text
        label.font = .preferredFont(forTextStyle: .body)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: topAnchor, constant: 4),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A list cell showing `text` with `accessories`.
@MainActor func accessoryCell(_ text: String, _ accessories: [UICellAccessory]) -> UICollectionViewListCell {
    let cell = UICollectionViewListCell()
    var content = cell.defaultContentConfiguration()
    content.text = text
    cell.contentConfiguration = content
    cell.accessories = accessories
    return cell
}

/// `view` as a custom view accessory on the trailing side, unless said otherwise.
@MainActor func custom(
    _ view: UIView, placement: UICellAccessory.Placement = .trailing(), fixed: Bool = false,
    width: UICellAccessory.LayoutDimension = .standard, tint: UIColor? = nil
) -> UICellAccessory {
    .customView(
        configuration: .init(
            customView: view, placement: placement, reservedLayoutWidth: width, tintColor: tint,
            maintainsFixedSize: fixed))
}

/// A table view cell whose accessory view is a label sized with `sizeToFit()`.
@MainActor func newMailRow() -> UITableViewCell {
    UIView.cellSnapInstallTextMeasurer()
    let cell = UITableViewCell(style: .default, reuseIdentifier: "mail")
    var content = cell.defaultContentConfiguration()
    content.text = "Inbox"
    cell.contentConfiguration = content
    let label = UILabel()
    label.accessibilityIdentifier = "newCount"
    label.text = "3 new"
    label.font = .preferredFont(forTextStyle: .body)
    label.textColor = .secondaryLabel
    label.sizeToFit()
    cell.accessoryView = label
    return cell
}

/// A status light that lays itself out by hand: round at whatever size it is given, a 6 pt dot
/// set at its top right corner in `layoutSubviews()`.
final class StatusLightView: UIView {
    let dot = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "light"
        backgroundColor = .systemGreen
        dot.accessibilityIdentifier = "dot"
        dot.backgroundColor = .white
        addSubview(dot)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
        dot.frame = CGRect(x: bounds.width - 6, y: 0, width: 6, height: 6)
    }
}

/// A plain 20 pt square named `name`, for checking where accessories go.
@MainActor func square(_ name: String) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    view.accessibilityIdentifier = name
    view.backgroundColor = .systemGray
    return view
}
