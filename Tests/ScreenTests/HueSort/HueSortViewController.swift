// A sorting visualiser: rows of coloured swatches in shuffled hue order; each step of insertion sort
// moves one swatch of every unsorted row to its place and applies the new snapshot, so the rows
// turn into hue gradients step by step. The Sort button steps on a timer until every row is
// sorted; a rotation pauses it.
import UIKit

final class HueSwatchCell: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 4
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: swatches are made in code")
    }
}

final class HueSortViewController: UIViewController {
    struct Swatch: Hashable {
        let row: Int
        let hue: Int
    }

    static let rowCount = 14
    static let swatchesPerRow = 12
    /// As many columns of at least 30 pt as fit, at most a row's swatches.
    static func columns(for width: CGFloat) -> Int { max(1, min(swatchesPerRow, Int(width / 30))) }

    /// Each row's hues in a shuffled order, the same on every launch (a fixed linear congruential sequence).
    static let shuffledRows: [[Swatch]] = {
        var seed: UInt64 = 0x5eed
        return (0..<rowCount).map { row in
            var hues = Array(0..<swatchesPerRow)
            for index in stride(from: hues.count - 1, to: 0, by: -1) {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                hues.swapAt(index, Int((seed >> 33) % UInt64(index + 1)))
            }
            return hues.map { Swatch(row: row, hue: $0) }
        }
    }()

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, Swatch>!
    private var timer: Timer?
    /// Whether the timer is stepping the sort.
    private(set) var isSorting = false {
        didSet { updateSortButton() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Insertion Sort"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .black
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<HueSwatchCell, Swatch> { cell, _, swatch in
            cell.contentView.backgroundColor = UIColor(
                hue: CGFloat(swatch.hue) / CGFloat(Self.swatchesPerRow), saturation: 0.8, brightness: 0.95, alpha: 1)
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Swatch>(collectionView: collectionView) {
            collectionView, indexPath, swatch in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: swatch)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Swatch>()
        for (row, swatches) in Self.shuffledRows.enumerated() {
            snapshot.appendSections([row])
            snapshot.appendItems(swatches, toSection: row)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        updateSortButton()
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        let wasSorting = isSorting
        setSorting(false)
        coordinator.animate(alongsideTransition: nil) { [weak self] context in
            if wasSorting && !context.isCancelled { self?.setSorting(true) }
        }
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let columns = Self.columns(for: environment.container.effectiveContentSize.width)
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)),
                repeatingSubitem: item, count: columns)
            return NSCollectionLayoutSection(group: group)
        }
    }

    private func updateSortButton() {
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            primaryAction: UIAction(title: isSorting ? "Stop" : "Sort") { [unowned self] _ in
                self.setSorting(!self.isSorting)
            })
    }

    func setSorting(_ sorting: Bool) {
        timer?.invalidate()
        timer = nil
        isSorting = sorting
        guard sorting else { return }
        timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self else { return }
                if !self.sortStep() { self.setSorting(false) }
            }
        }
    }

    /// One insertion-sort step on every row that is not sorted yet: the first swatch out of order
    /// moves back to its place. Returns whether any row changed.
    @discardableResult func sortStep() -> Bool {
        var snapshot = dataSource.snapshot()
        var changed = false
        for row in snapshot.sectionIdentifiers {
            let swatches = snapshot.itemIdentifiers(inSection: row)
            guard let index = swatches.indices.dropFirst().first(where: { swatches[$0].hue < swatches[$0 - 1].hue })
            else { continue }
            let moving = swatches[index]
            let target = swatches[..<index].first { $0.hue > moving.hue } ?? swatches[index - 1]
            snapshot.moveItem(moving, beforeItem: target)
            changed = true
        }
        if changed { dataSource.apply(snapshot, animatingDifferences: true) }
        return changed
    }

    /// Whether every row is in hue order.
    var isSorted: Bool {
        let snapshot = dataSource.snapshot()
        return snapshot.sectionIdentifiers.allSatisfy { row in
            let hues = snapshot.itemIdentifiers(inSection: row).map(\.hue)
            return hues == hues.sorted()
        }
    }
}
