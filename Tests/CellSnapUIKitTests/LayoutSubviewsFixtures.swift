// Views that place or change their subviews in `layoutSubviews()`, written as UIKit users write
// them; this file compiles against UIKit unchanged.
import CellSnapUIKit

/// A label that rounds itself into a capsule in its own `layoutSubviews()`.
final class CapsuleLabel: UILabel {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}

/// A round avatar beside a name, with a count badge placed by hand after the name: the avatar is
/// as tall as the row's margins allow and is rounded to a circle once its size is known; the badge
/// is hidden at zero and follows the name's trailing edge (its leading edge in right to left).
final class BadgeRowView: UIView {
    let avatar = UIView()
    let name = UILabel()
    let badge = CapsuleLabel()
    var count = 0 {
        didSet {
            badge.text = "\(count)"
            setNeedsLayout()
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        accessibilityIdentifier = "row"
        avatar.backgroundColor = .systemBlue
        avatar.accessibilityIdentifier = "avatar"
        avatar.translatesAutoresizingMaskIntoConstraints = false
        name.accessibilityIdentifier = "name"
        name.translatesAutoresizingMaskIntoConstraints = false
        badge.font = .systemFont(ofSize: 13, weight: .semibold)
        badge.textAlignment = .center
        badge.textColor = .white
        badge.backgroundColor = .systemRed
        badge.clipsToBounds = true
        badge.accessibilityIdentifier = "badge"
        addSubview(avatar)
        addSubview(name)
        addSubview(badge)
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            avatar.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            avatar.widthAnchor.constraint(equalTo: avatar.heightAnchor),
            avatar.heightAnchor.constraint(greaterThanOrEqualToConstant: 40),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            name.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        avatar.layer.cornerRadius = avatar.bounds.height / 2
        badge.isHidden = count == 0
        let width = CGFloat(14 + 8 * badge.text!.count)
        let x =
            effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? name.frame.minX - 8 - width : name.frame.maxX + 8
        badge.frame = CGRect(x: x, y: name.frame.midY - 11, width: width, height: 22)
    }
}

/// Two swatches laid out entirely by hand (no constraints inside the view), 10 pt from its left
/// edge and 10 pt apart; the right one fades when the view is narrow.
final class SwatchesView: UIView {
    let left = UIView()
    let right = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        left.backgroundColor = .systemGreen
        left.accessibilityIdentifier = "left"
        right.backgroundColor = .systemOrange
        right.accessibilityIdentifier = "right"
        addSubview(left)
        addSubview(right)
        heightAnchor.constraint(equalToConstant: 50).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let half = (bounds.width - 30) / 2
        left.frame = CGRect(x: 10, y: 10, width: half, height: bounds.height - 20)
        right.frame = CGRect(x: 20 + half, y: 10, width: half, height: bounds.height - 20)
        right.alpha = bounds.width < 350 ? 0.5 : 1
    }
}

/// A capsule of a dot and a word: a stack view that rounds itself in `layoutSubviews()`.
final class PillStackView: UIStackView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let dot = UIView()
        dot.backgroundColor = .white
        dot.accessibilityIdentifier = "dot"
        dot.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            dot.widthAnchor.constraint(equalToConstant: 8), dot.heightAnchor.constraint(equalToConstant: 8),
        ])
        label.textColor = .white
        label.accessibilityIdentifier = "word"
        addArrangedSubview(dot)
        addArrangedSubview(label)
        alignment = .center
        spacing = 6
        isLayoutMarginsRelativeArrangement = true
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
        backgroundColor = .systemIndigo
        accessibilityIdentifier = "pill"
    }

    required init(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}

/// Badge rows (a name and its count) in a plain list or in a compositional layout of estimated heights.
@MainActor final class BadgeRows {
    enum Layout { case list, estimated }
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(_ rows: [(name: String, count: Int)], layout: Layout) {
        let collectionLayout: UICollectionViewLayout
        switch layout {
        case .list:
            collectionLayout = UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain))
        case .estimated:
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
            collectionLayout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: collectionLayout)
        let counts = Dictionary(uniqueKeysWithValues: rows.map { ($0.name, $0.count) })
        dataSource = pinnedViewDataSource(
            for: collectionView, items: rows.map(\.name), make: { BadgeRowView() },
            configure: { view, name in
                view.name.text = name
                view.count = counts[name] ?? 0
            })
    }
}

/// Pills of words in a flow layout whose items size themselves.
@MainActor final class PillFlow {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(words: [String]) {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: selfSizingFlowLayout())
        dataSource = pinnedViewDataSource(
            for: collectionView, items: words, make: { PillStackView() },
            configure: { pill, word in pill.label.text = word })
    }
}

/// A view whose `layoutSubviews()` divides by a subview's width, which is zero: a frame of NaN.
final class DividingByZeroView: UIView {
    let bar = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        bar.accessibilityIdentifier = "bar"
        addSubview(bar)
        heightAnchor.constraint(equalToConstant: 44).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let ratio = bounds.width / bar.bounds.width
        bar.frame = CGRect(x: 0, y: 0, width: ratio * 0, height: 10)
    }
}

/// A table view cell that rounds its avatar in its own `layoutSubviews()`, as cells often do.
final class AvatarTableCell: UITableViewCell {
    let avatar = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        avatar.backgroundColor = .systemTeal
        avatar.accessibilityIdentifier = "avatar"
        avatar.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(avatar)
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            avatar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            avatar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            avatar.heightAnchor.constraint(equalToConstant: 36),
            avatar.widthAnchor.constraint(equalTo: avatar.heightAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        avatar.layer.cornerRadius = avatar.bounds.height / 2
    }
}

/// A progress bar behind a cell: a background view whose fill is laid out by hand, `progress` of
/// its width from the left edge.
final class ProgressBackdropView: UIView {
    let fill = UIView()
    var progress: CGFloat = 0.25

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "backdrop"
        fill.backgroundColor = .systemGreen
        fill.accessibilityIdentifier = "fill"
        addSubview(fill)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        fill.frame = CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height)
    }
}
