import CellSnapSuite
import Testing
import UIKit

/// A list cell that counts its `prepareForReuse()` calls and clears the checkmark an item gave it.
private final class CountingCell: UICollectionViewListCell {
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        accessories = []
    }
}

/// Three rows; the first gets a checkmark while `marksFirst` is set.
private final class MarkingController: UICollectionViewController {
    var marksFirst = true
    var cells: [CountingCell] = []

    init() {
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "row")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        guard let cell = cell as? CountingCell else { return cell }
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.item)"
        cell.contentConfiguration = content
        if marksFirst, indexPath.item == 0 { cell.accessories = [.checkmark()] }
        if !cells.contains(where: { $0 === cell }) { cells.append(cell) }
        return cell
    }
}

/// A view that records the previous styles `traitCollectionDidChange(_:)` was called with.
private final class TraitRecordingView: UIView {
    var previousStyles: [UIUserInterfaceStyle?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previousStyles.append(previousTraitCollection?.userInterfaceStyle)
    }
}

/// A view that counts its `tintColorDidChange()` calls.
private final class TintRecordingView: UIView {
    var tintChanges = 0
    override func tintColorDidChange() {
        super.tintColorDidChange()
        tintChanges += 1
    }
}

@MainActor @Suite struct ReuseAndTraitChangeTests {
    private static func pixels(
        of controller: UIViewController, direction: UITraitEnvironmentLayoutDirection = .leftToRight
    ) throws -> [UInt8] {
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        let strategy = Snapshotting<UIViewController>.image(
            width: 390, traits: UITraitCollection(layoutDirection: direction))
        guard case .image(let image, _, _, _) = try strategy.snapshot(controller) else { return [] }
        return image.bytes
    }

    /// A render shows the controller in a window (it appears, and its list lays out the cells it
    /// shows) and then draws every cell: the shown cells are dequeued again for the drawing, after
    /// one `prepareForReuse()`. A second render dequeues them again, each after one more, and draws
    /// the same pixels: reuse changes nothing in the picture.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aSecondRenderReusesTheCellsAndDrawsTheSame(direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = MarkingController()
        let first = try Self.pixels(of: controller, direction: direction)
        #expect(controller.cells.count == 3)
        #expect(controller.cells.map(\.reuses) == [1, 1, 1])
        let second = try Self.pixels(of: controller, direction: direction)
        #expect(controller.cells.count == 3)
        #expect(controller.cells.map(\.reuses) == [2, 2, 2])
        #expect(controller.cells.map(\.reuseIdentifier) == ["row", "row", "row"])
        #expect(!first.isEmpty && first == second)
        // The reused cells sit where a fresh controller's do.
        let fresh = MarkingController()
        #expect(second == (try Self.pixels(of: fresh, direction: direction)))
        let frames = (0..<3).map {
            controller.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
        }
        let freshFrames = (0..<3).map {
            fresh.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
        }
        #expect(frames == freshFrames)
    }

    /// What `prepareForReuse()` clears does not leak into the next render: without the item's
    /// checkmark the reused cell draws as a fresh controller's does.
    @Test func staleStateClearedByPrepareForReuseDoesNotLeak() throws {
        let controller = MarkingController()
        let marked = try Self.pixels(of: controller)
        controller.marksFirst = false
        let reused = try Self.pixels(of: controller)
        let fresh = MarkingController()
        fresh.marksFirst = false
        #expect(reused == (try Self.pixels(of: fresh)))
        #expect(reused != marked)
    }

    /// `traitCollectionDidChange(_:)` and a registered handler run once per real change, with the
    /// traits before it; setting the same style again calls neither; unregistering stops the handler.
    @Test func traitChangesAreToldOncePerChangeWithThePreviousTraits() {
        let parent = UIView()
        let child = TraitRecordingView()
        parent.addSubview(child)
        #expect(child.previousStyles.isEmpty)
        var handled: [UIUserInterfaceStyle] = []
        let registration = child.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
            (view: TraitRecordingView, previous: UITraitCollection) in
            handled.append(previous.userInterfaceStyle)
        }
        parent.overrideUserInterfaceStyle = .dark
        parent.overrideUserInterfaceStyle = .dark
        #expect(child.previousStyles == [.unspecified])
        #expect(handled == [.unspecified])
        parent.overrideUserInterfaceStyle = .light
        #expect(child.previousStyles == [.unspecified, .dark])
        #expect(handled == [.unspecified, .dark])
        child.unregisterForTraitChanges(registration)
        parent.overrideUserInterfaceStyle = .dark
        #expect(child.previousStyles == [.unspecified, .dark, .light])
        #expect(handled == [.unspecified, .dark])
    }

    /// A handler registered for another trait is not run when only the style changes.
    @Test func aHandlerForAnotherTraitIsNotRun() {
        let view = UIView()
        var runs = 0
        view.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (_: UIView, _: UITraitCollection) in
            runs += 1
        }
        view.overrideUserInterfaceStyle = .dark
        #expect(runs == 0)
    }

    /// `tintColorDidChange()` runs on a view whose inherited tint changes, once per change, and
    /// not on a view with a tint of its own.
    @Test func tintChangesReachViewsThatInheritTheTint() {
        let parent = UIView()
        let inheriting = TintRecordingView()
        let ownTint = TintRecordingView()
        ownTint.tintColor = .systemGreen
        parent.addSubview(inheriting)
        parent.addSubview(ownTint)
        let before = (inheriting.tintChanges, ownTint.tintChanges)
        parent.tintColor = .systemRed
        #expect(inheriting.tintChanges == before.0 + 1)
        #expect(ownTint.tintChanges == before.1)
        parent.tintColor = .systemRed
        #expect(inheriting.tintChanges == before.0 + 1)
    }
}
