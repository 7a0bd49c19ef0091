import CellLayout
import CellModel
import CellSnapUIKit
import DisplayList
import Primitives
import Rendering

/// The content-view benchmark (`scripts/bench-content-views`): a self-sizing list of 50 cells in a
/// compositional layout with estimated heights, 393 pt wide at 3x, from the UIKit cells to a PNG.
/// The baseline, measured in the same run, is the same list built from `UIListContentConfiguration`
/// subtitle cells (a symbol, a title and a wrapping subtitle); the measured list shows the same
/// symbol, title and subtitle in a content view of its own: image and labels in stack views laid
/// out by Auto Layout. Each run converts the cells, lays them out with a fresh text cache and draws.
@MainActor func contentViewBenchmark(iterations: Int) throws {
    let subtitles = [
        "Lunch on Thursday?", "The draft is attached; comments welcome before Friday's review.",
        "快照测试在 Linux 上运行", "Meet at the station at 9, then we take the first train north to the lakes.",
    ]
    let rows = (0..<50).map { index in (title: "Message \(index + 1)", subtitle: subtitles[index % subtitles.count]) }
    let width = 393.0, scale = 3.0
    let renderer = try Renderer()
    UIView.cellSnapTextMeasurer = renderer.textEngine

    func render(_ collectionView: UICollectionView) throws {
        let description = try collectionView.cellSnapCollectionDescription(width: width)
        let context = LayoutContext(measurer: renderer.textEngine, scale: scale)
        let layout = LayoutEngine.layout(
            CollectionLayout.node(for: description, width: width), width: width, context: context)
        keep(try renderer.png(layout.displayList(background: .white), scale: scale))
    }
    let listCells = MessageList(rows: rows, contentViews: false)
    let contentViews = MessageList(rows: rows, contentViews: true)

    print(
        "CellSnap content-view benchmark: 50 self-sizing cells (symbol, title, wrapping subtitle) in a compositional list \(Int(width)) pt wide at \(Int(scale))x, UIKit cells to PNG, medians of \(iterations) runs"
    )
    print("")
    let baseline = try Measure.median(iterations: iterations) { try render(listCells.collectionView) }
    print(row("UIListContentConfiguration cells BASELINE", fixed(baseline, 2) + " ms"))
    let measured = try Measure.median(iterations: iterations) { try render(contentViews.collectionView) }
    print(
        row(
            "content views laid out by Auto Layout", fixed(measured, 2) + " ms",
            "\(fixed(measured / baseline))x the baseline"))
}

/// A compositional list of messages with estimated heights, from list content configurations or
/// from a content view of its own.
@MainActor private final class MessageList {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, Int>

    init(rows: [(title: String, subtitle: String)], contentViews: Bool) {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(
            group: NSCollectionLayoutGroup.vertical(
                layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        collectionView = UICollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, index in
            if contentViews {
                cell.contentConfiguration = MessageConfiguration(
                    title: rows[index].title, subtitle: rows[index].subtitle)
            } else {
                var content = UIListContentConfiguration.subtitleCell()
                content.image = UIImage(systemName: "envelope")
                content.text = rows[index].title
                content.secondaryText = rows[index].subtitle
                cell.contentConfiguration = content
            }
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, index in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: index)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(rows.indices))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

private struct MessageConfiguration: UIContentConfiguration {
    var title: String
    var subtitle: String

    func makeContentView() -> any UIView & UIContentView { MessageContentView(configuration: self) }
    func updated(for state: any UIConfigurationState) -> Self { self }
}

/// A symbol beside a title over a wrapping subtitle, pinned to the layout margins.
private final class MessageContentView: UIView, UIContentView {
    let symbol = UIImageView(image: UIImage(systemName: "envelope"))
    let title = UILabel()
    let subtitle = UILabel()
    var configuration: any UIContentConfiguration {
        didSet { apply() }
    }

    init(configuration: MessageConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
        title.font = .preferredFont(forTextStyle: .body)
        subtitle.font = .preferredFont(forTextStyle: .subheadline)
        subtitle.textColor = .secondaryLabel
        subtitle.numberOfLines = 0
        let texts = UIStackView(arrangedSubviews: [title, subtitle])
        texts.axis = .vertical
        texts.spacing = 3
        let row = UIStackView(arrangedSubviews: [symbol, texts])
        row.alignment = .center
        row.spacing = 16
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            row.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            row.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
        apply()
    }

    required init?(coder: NSCoder) { nil }

    private func apply() {
        guard let configuration = configuration as? MessageConfiguration else { return }
        title.text = configuration.title
        subtitle.text = configuration.subtitle
    }
}
