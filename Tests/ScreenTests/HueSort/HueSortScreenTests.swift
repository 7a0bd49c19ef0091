// The sorting visualiser: insertion sort applied one snapshot a step. References:
// Snapshots/HueSortScreenTests/.
import CellSnapUIKitTesting
import Foundation
import ScreenSupport
import Testing
import UIKit

@MainActor @Suite struct HueSortScreenTests {
    /// Five steps in: each row's first six swatches in hue order, the rest still shuffled.
    @Test(arguments: ScreenVariant.all) func screen(_ variant: ScreenVariant) {
        let controller = HueSortViewController()
        showInWindow(controller, size: variant.size, traits: variant.traits)
        for _ in 0..<5 { controller.sortStep() }
        assertSnapshot(of: controller, as: .screen(size: variant.size, traits: variant.traits), named: variant.name)
    }

    /// Every row a hue gradient from red.
    @Test func sorted() {
        let controller = HueSortViewController()
        showInWindow(controller)
        while controller.sortStep() {}
        assertSnapshot(of: controller, as: .screen(size: CGSize(width: 390, height: 844)), named: "390-light")
    }

    /// Each step moves the first swatch out of order in every row back before the first larger
    /// hue, and applies the snapshot: after step k, a row's first k + 1 swatches are in order
    /// (fewer steps for a row that needs none). Eleven steps sort twelve swatches at most.
    @Test func eachStepAppliesOneInsertion() throws {
        let controller = HueSortViewController()
        showInWindow(controller)
        var steps = 0
        while controller.sortStep() {
            steps += 1
            let snapshot = controller.dataSource.snapshot()
            #expect(snapshot.numberOfSections == HueSortViewController.rowCount)
            for row in snapshot.sectionIdentifiers {
                let hues = snapshot.itemIdentifiers(inSection: row).map(\.hue)
                #expect(hues.count == HueSortViewController.swatchesPerRow)
                let prefix = Array(hues.prefix(min(hues.count, steps + 1)))
                #expect(prefix == prefix.sorted(), "row \(row) after step \(steps): \(hues)")
            }
        }
        #expect(steps <= HueSortViewController.swatchesPerRow - 1 && controller.isSorted)
        let snapshot = controller.dataSource.snapshot()
        let red = HueSortViewController.Swatch(row: 3, hue: 0)
        #expect(snapshot.sectionIdentifier(containingItem: red) == 3 && snapshot.indexOfSection(3) == 3)
        #expect(snapshot.indexOfItem(red) == 3 * HueSortViewController.swatchesPerRow)
        #expect(controller.dataSource.indexPath(for: red) == IndexPath(item: 0, section: 3))
    }

    /// The Sort button starts the timer and becomes Stop; Stop stops it. A rotation pauses the
    /// sort and resumes it when the transition completes, unless the transition was cancelled.
    @Test func sortButtonAndRotation() throws {
        let controller = HueSortViewController()
        showInWindow(controller)
        #expect(controller.navigationItem.rightBarButtonItem?.title == "Sort")
        UIControl().sendAction(try #require(controller.navigationItem.rightBarButtonItem?.primaryAction))
        #expect(controller.isSorting && controller.navigationItem.rightBarButtonItem?.title == "Stop")
        let rotation = RotationCoordinator(isCancelled: false)
        controller.viewWillTransition(to: CGSize(width: 844, height: 390), with: rotation)
        #expect(rotation.completions == 1 && controller.isSorting)
        controller.viewWillTransition(to: CGSize(width: 390, height: 844), with: RotationCoordinator(isCancelled: true))
        #expect(!controller.isSorting && controller.navigationItem.rightBarButtonItem?.title == "Sort")
    }

    /// Columns of at least 30 pt, at most twelve: at 390 pt twelve columns of 32.5 pt hold a row in
    /// one group, 32 pt tall; at 320 ten columns of 32 pt, so a row wraps into a second group of
    /// two. Each swatch inset by 2; rows follow each other.
    @Test(arguments: [CGFloat(390), 320], bothDirections)
    func frames(width: CGFloat, direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = HueSortViewController()
        showInWindow(
            controller, size: CGSize(width: width, height: 844), traits: UITraitCollection(layoutDirection: direction))
        let collectionView = try #require(controller.collectionView)
        let columns = HueSortViewController.columns(for: width)
        #expect(columns == (width == 390 ? 12 : 10))
        let side = width / CGFloat(columns)
        let groupsPerRow = (HueSortViewController.swatchesPerRow + columns - 1) / columns
        for (row, item) in [(0, 0), (0, 1), (0, 11), (5, 9), (13, 10)] {
            let line = row * groupsPerRow + item / columns
            let cell = CGRect(x: CGFloat(item % columns) * side, y: CGFloat(line) * 32, width: side, height: 32)
            let expected = placed(cell.insetBy(dx: 2, dy: 2), width: width, direction: direction)
            let frame = itemFrame(collectionView, item: item, section: row)
            #expect(same(frame, expected), "\(row).\(item): \(String(describing: frame)), expected \(expected)")
        }
        let rows = CGFloat(HueSortViewController.rowCount * groupsPerRow)
        #expect(abs(collectionView.contentSize.height - rows * 32) < 0.01)
    }
}

/// A transition coordinator that runs a rotation at once, as a test stands in for UIKit's.
@MainActor final class RotationCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let isAnimated = false
    let isCancelled: Bool
    let isInteractive = false
    let transitionDuration: TimeInterval = 0
    let containerView = UIView()
    let presentationStyle = UIModalPresentationStyle.none
    let initiallyInteractive = false
    let isInterruptible = false
    let percentComplete: CGFloat = 1
    let completionVelocity: CGFloat = 1
    let completionCurve = UIView.AnimationCurve.easeInOut
    let targetTransform = CGAffineTransform(rotationAngle: .pi / 2)
    private(set) var completions = 0

    init(isCancelled: Bool) {
        self.isCancelled = isCancelled
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
    func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}

    @discardableResult func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    @discardableResult func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animation?(self)
        completion?(self)
        completions += 1
        return true
    }
}
