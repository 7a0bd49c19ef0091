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
/// out by Auto Layout. A third list's content view also rounds its symbol in `layoutSubviews()`,
/// which costs each cell UIKit's layout pass at its final size. Each run converts the cells, lays
/// them out with a fresh text cache and draws. Last, a compositional grid of 200 items with badges
/// (``BadgeGrid``: 200 cells of views and 200 supplementary views, each with its layout pass),
/// compared with the baseline per item.
@MainActor func contentViewBenchmark(iterations: Int) throws {
    let renderer = try Renderer()
    // The cells are converted (and their views laid out) with the renderer's text engine.
    try UIView.cellSnapMeasuringText(with: renderer.textEngine) {
        try contentViewBenchmark(iterations: iterations, renderer: renderer)
    }
}

@MainActor private func contentViewBenchmark(iterations: Int, renderer: Renderer) throws {
    let subtitles = [
        "Lunch on Thursday?", "The draft is attached; comments welcome before Friday's review.",
        "快照测试在 Linux 上运行", "Meet at the station at 9, then we take the first train north to the lakes.",
    ]
    let rows = (0..<50).map { index in (title: "Message \(index + 1)", subtitle: subtitles[index % subtitles.count]) }
    let width = DevicePreset.defaultScreenWidth, scale = 3.0

    func render(_ collectionView: UICollectionView) throws {
        let description = try collectionView.cellSnapCollectionDescription(width: width)
        let context = LayoutContext(measurer: renderer.textEngine, scale: scale)
        let layout = LayoutEngine.layout(
            CollectionLayout.node(for: description, width: width), width: width, context: context)
        keep(try renderer.png(layout.displayList(background: .white), scale: scale))
    }
    let listCells = MessageList(rows: rows, kind: .listCells)
    let contentViews = MessageList(rows: rows, kind: .contentViews)
    let layoutSubviews = MessageList(rows: rows, kind: .roundedInLayoutSubviews)
    let grid = BadgeGrid()

    print(
        "CellSnap content-view benchmark: 50 self-sizing cells (symbol, title, wrapping subtitle) in a compositional list \(Int(width)) pt wide at \(Int(scale))x, UIKit cells to PNG, medians of \(iterations) interleaved runs"
    )
    print("")
    // The three lists are drawn in turn in every round, so that the ratios hold on a busy machine.
    let medians = try Measure.interleavedMedians(
        iterations: iterations,
        [listCells.collectionView, contentViews.collectionView, layoutSubviews.collectionView, grid.collectionView].map
        {
            view in { try render(view) }
        })
    let (baseline, measured, passes, badges) = (medians[0], medians[1], medians[2], medians[3])
    print(row("UIListContentConfiguration cells BASELINE", fixed(baseline, 2) + " ms"))
    print(
        row(
            "content views laid out by Auto Layout", fixed(measured, 2) + " ms",
            "\(fixed(measured / baseline))x the baseline"))
    print(
        row(
            "... whose layoutSubviews() rounds the symbol", fixed(passes, 2) + " ms",
            "\(fixed(passes / baseline))x the baseline, \(fixed(passes / measured))x without the override"))
    let perItem = baseline / Double(rows.count), gridPerItem = badges / 200
    print(
        row(
            "compositional grid, 200 items with badges", fixed(badges, 2) + " ms",
            "\(fixed(gridPerItem, 3)) ms an item, \(fixed(gridPerItem / perItem))x the baseline's \(fixed(perItem, 3)) ms"
        ))
}

/// A compositional list of messages with estimated heights, from list content configurations or
/// from a content view of its own.
@MainActor private final class MessageList {
    enum Kind { case listCells, contentViews, roundedInLayoutSubviews }

    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, Int>

    init(rows: [(title: String, subtitle: String)], kind: Kind) {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(
            group: NSCollectionLayoutGroup.vertical(
                layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        collectionView = UICollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, index in
            if kind != .listCells {
                cell.contentConfiguration = MessageConfiguration(
                    title: rows[index].title, subtitle: rows[index].subtitle,
                    roundsSymbol: kind == .roundedInLayoutSubviews)
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
    var roundsSymbol = false

    func makeContentView() -> any UIView & UIContentView {
        roundsSymbol ? RoundedMessageContentView(configuration: self) : MessageContentView(configuration: self)
    }
    func updated(for state: any UIConfigurationState) -> Self { self }
}

/// A symbol beside a title over a wrapping subtitle, pinned to the layout margins.
private class MessageContentView: UIView, UIContentView {
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

/// The message content view with a symbol rounded in `layoutSubviews()`, at its final size.
private final class RoundedMessageContentView: MessageContentView {
    override func layoutSubviews() {
        super.layoutSubviews()
        symbol.backgroundColor = .systemGray6
        symbol.layer.cornerRadius = symbol.bounds.height / 2
    }
}
