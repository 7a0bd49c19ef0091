// Content views written as UIKit users write them; this file compiles against UIKit unchanged.
import CellSnapUIKit

/// A symbol stacked over its name (Apple's custom configuration sample): red and heavy when selected.
struct SymbolNameConfiguration: UIContentConfiguration {
    var symbolName: String
    var name: String
    var color: UIColor = .label
    var symbolColor: UIColor = .tintColor
    var weight: UIFont.Weight = .regular

    func makeContentView() -> any UIView & UIContentView { SymbolNameContentView(configuration: self) }

    func updated(for state: any UIConfigurationState) -> Self {
        guard let state = state as? UICellConfigurationState else { return self }
        var updated = self
        if state.isSelected {
            updated.color = .systemRed
            updated.symbolColor = .systemRed
            updated.weight = .heavy
        }
        return updated
    }
}

final class SymbolNameContentView: UIView, UIContentView {
    let imageView = UIImageView()
    let label = UILabel()
    var configuration: any UIContentConfiguration {
        didSet { apply() }
    }

    init(configuration: SymbolNameConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        let stack = UIStackView(arrangedSubviews: [imageView, label])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
        imageView.accessibilityIdentifier = "symbol"
        label.accessibilityIdentifier = "name"
        apply()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func apply() {
        guard let configuration = configuration as? SymbolNameConfiguration else { return }
        imageView.image = UIImage(systemName: configuration.symbolName)
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(
            font: .systemFont(ofSize: 28, weight: configuration.weight))
        imageView.tintColor = configuration.symbolColor
        label.text = configuration.name
        label.font = .systemFont(ofSize: 15, weight: configuration.weight)
        label.textColor = configuration.color
    }
}

/// A reusable cell of your own that pins a view to its content view's edges.
final class ReusableCell<View: UIView>: UICollectionViewCell {
    private(set) var view: View?

    func pin(_ view: View) {
        self.view?.removeFromSuperview()
        self.view = view
        view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            view.topAnchor.constraint(equalTo: contentView.topAnchor),
            view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }
}

/// A multi-line label pinned 8 pt inside a coloured, rounded view.
final class PaddedLabelView: UIView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBlue
        layer.cornerRadius = 8
        layer.cornerCurve = .continuous
        label.numberOfLines = 0
        label.textColor = .white
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        label.accessibilityIdentifier = "label"
        accessibilityIdentifier = "padded"
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A diffable data source of generic reusable cells holding a `View` each, configured by `configure`.
@MainActor func pinnedViewDataSource<View: UIView, Item: Hashable & Sendable>(
    for collectionView: UICollectionView, items: [Item], make: @escaping () -> View,
    configure: @escaping (View, Item) -> Void
) -> UICollectionViewDiffableDataSource<Int, Item> {
    let registration = UICollectionView.CellRegistration<ReusableCell<View>, Item> { cell, _, item in
        if cell.view == nil { cell.pin(make()) }
        if let view = cell.view { configure(view, item) }
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Item>(collectionView: collectionView) {
        collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    dataSource.apply(snapshot, animatingDifferences: false)
    return dataSource
}

/// A diffable data source showing `texts` in generic reusable cells of padded labels, one section,
/// as an app registers and dequeues them.
@MainActor func paddedLabelDataSource(for collectionView: UICollectionView, texts: [String])
    -> UICollectionViewDiffableDataSource<Int, String>
{
    pinnedViewDataSource(
        for: collectionView, items: texts, make: { PaddedLabelView() }, configure: { $0.label.text = $1 })
}

/// A compositional list of padded labels with estimated heights, as the reference article builds it.
@MainActor final class PaddedLabelList {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(texts: [String], height: NSCollectionLayoutDimension = .estimated(44)) {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height)
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        collectionView = UICollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        dataSource = paddedLabelDataSource(for: collectionView, texts: texts)
    }
}
/// A settings row: a label with a switch as its accessory view.
@MainActor func settingsRow(isOn: Bool) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: "toggle")
    var content = cell.defaultContentConfiguration()
    content.text = "Wi-Fi"
    content.image = UIImage(systemName: "wifi")
    cell.contentConfiguration = content
    let toggle = UISwitch()
    toggle.setOn(isOn, animated: false)
    cell.accessoryView = toggle
    cell.selectionStyle = .none
    return cell
}

/// A settings row as a content view of its own: a label and a switch in a horizontal stack.
final class ToggleRowView: UIView {
    let label = UILabel()
    let toggle = UISwitch()

    init(title: String, isOn: Bool) {
        super.init(frame: .zero)
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20)
        label.text = title
        label.font = .preferredFont(forTextStyle: .body)
        label.accessibilityIdentifier = "title"
        toggle.isOn = isOn
        toggle.onTintColor = .systemBlue
        toggle.accessibilityIdentifier = "switch"
        let stack = UIStackView(arrangedSubviews: [label, toggle])
        stack.alignment = .center
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The app's catalog images in image views, in a row: the avatar bitmap and the bolt, a vector
/// template drawn in the tint.
final class CatalogImagesRowView: UIView {
    init() {
        super.init(frame: .zero)
        let avatar = UIImageView(image: UIImage(named: "avatar"))
        let bolt = UIImageView(image: UIImage(named: "Icons/bolt"))
        bolt.tintColor = .systemOrange
        let stack = UIStackView(arrangedSubviews: [avatar, bolt])
        stack.alignment = .center
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A large activity indicator centred between the view's layout margins.
final class SpinnerRowView: UIView {
    let spinner = UIActivityIndicatorView(style: .large)

    init() {
        super.init(frame: .zero)
        spinner.accessibilityIdentifier = "spinner"
        spinner.startAnimating()
        spinner.translatesAutoresizingMaskIntoConstraints = false
        addSubview(spinner)
        NSLayoutConstraint.activate([
            spinner.centerXAnchor.constraint(equalTo: centerXAnchor),
            spinner.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            spinner.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A flow layout whose items size themselves, 8 pt apart, 16 pt inside the section.
@MainActor func selfSizingFlowLayout() -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    return layout
}

/// Padded labels in a flow layout whose items size themselves.
@MainActor final class PaddedLabelFlow {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(texts: [String]) {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: selfSizingFlowLayout())
        dataSource = paddedLabelDataSource(for: collectionView, texts: texts)
    }
}

/// A table view cell of your own without a configuration: a label pinned to the content view's margins.
final class NoteTableCell: UITableViewCell {
    let note = UILabel()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        note.numberOfLines = 0
        note.font = .preferredFont(forTextStyle: .footnote)
        note.accessibilityIdentifier = "note"
        note.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(note)
        NSLayoutConstraint.activate([
            note.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            note.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            note.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            note.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A symbol beside a wrapping note, their first baselines aligned.
struct NoteConfiguration: UIContentConfiguration {
    var text: String
    func makeContentView() -> any UIView & UIContentView { NoteContentView(configuration: self) }
    func updated(for state: any UIConfigurationState) -> Self { self }
}

final class NoteContentView: UIView, UIContentView {
    let icon = UIImageView(image: UIImage(systemName: "star"))
    let label = UILabel()
    var configuration: any UIContentConfiguration {
        didSet { apply() }
    }

    init(configuration: NoteConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        icon.accessibilityIdentifier = "icon"
        label.accessibilityIdentifier = "note"
        label.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [icon, label])
        stack.spacing = 8
        stack.alignment = .firstBaseline
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
        apply()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func apply() {
        guard let configuration = configuration as? NoteConfiguration else { return }
        label.text = configuration.text
    }
}
