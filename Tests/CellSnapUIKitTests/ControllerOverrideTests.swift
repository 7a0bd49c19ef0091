// The delegate and data source methods UIKit's table and collection view controllers implement,
// overridden as a context-menu screen overrides them: each override runs when the view calls its
// delegate, and the plain controller answers as UIKit does without one (not implemented).
import CellSnapUIKit
import Foundation
import Testing

@MainActor @Suite struct ControllerOverrideTests {
    /// A commit animator, as UIKit hands one to `willPerformPreviewActionForMenuWith`.
    final class Animator: NSObject, UIContextMenuInteractionCommitAnimating {
        var preferredCommitStyle = UIContextMenuInteractionCommitStyle.pop
        var previewViewController: UIViewController? { nil }
        var animations: [() -> Void] = []
        func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
        func addCompletion(_ completion: @escaping () -> Void) { completion() }
    }

    /// A table view controller with a context menu on its rows, written as Apple's context-menu
    /// sample writes one.
    final class MenuTableController: UITableViewController {
        var calls: [String] = []
        let preview = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))

        override func tableView(
            _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? {
            calls.append("configuration \(indexPath.row) \(point.x)")
            return UIContextMenuConfiguration(identifier: "\(indexPath.row)" as NSString, previewProvider: nil) {
                _ in UIMenu(children: [])
            }
        }
        override func tableView(
            _ tableView: UITableView,
            previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
        ) -> UITargetedPreview? {
            calls.append("highlight \(configuration.identifier)")
            let parameters = UIPreviewParameters()
            parameters.visiblePath = UIBezierPath(roundedRect: preview.bounds, cornerRadius: 8)
            parameters.backgroundColor = .clear
            return UITargetedPreview(view: preview, parameters: parameters)
        }
        override func tableView(
            _ tableView: UITableView,
            previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
        ) -> UITargetedPreview? {
            calls.append("dismiss \(configuration.identifier)")
            return nil
        }
        override func tableView(
            _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
            animator: UIContextMenuInteractionCommitAnimating
        ) {
            calls.append("commit \(configuration.identifier)")
            animator.preferredCommitStyle = .dismiss
        }
        override func tableView(
            _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
            animator: UIContextMenuInteractionAnimating?
        ) { calls.append("display") }
        override func tableView(
            _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
            animator: UIContextMenuInteractionAnimating?
        ) { calls.append("end") }
        override func tableView(
            _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
            withSender sender: Any?
        ) -> Bool { true }
        override func tableView(
            _ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext
        ) -> Bool { false }
    }

    /// A collection view controller overriding the same family.
    final class MenuCollectionController: UICollectionViewController {
        var calls: [String] = []

        override func collectionView(
            _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
            highlightPreviewForItemAt indexPath: IndexPath
        ) -> UITargetedPreview? {
            calls.append("item highlight \(indexPath.item)")
            return nil
        }

        override func collectionView(
            _ collectionView: UICollectionView,
            previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
        ) -> UITargetedPreview? {
            calls.append("highlight")
            return nil
        }
        override func collectionView(
            _ collectionView: UICollectionView,
            willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
            animator: UIContextMenuInteractionCommitAnimating
        ) { calls.append("commit") }
        override func collectionView(
            _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
            animator: UIContextMenuInteractionAnimating?
        ) { calls.append("end") }
        override func collectionView(
            _ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath,
            point: CGPoint
        ) -> UIWindowScene.ActivationConfiguration? {
            let configuration = UIWindowScene.ActivationConfiguration(
                userActivity: NSUserActivity(activityType: "item.\(indexPath.item)"))
            configuration.options = UIWindowScene.ActivationRequestOptions()
            configuration.options?.preferredPresentationStyle = .prominent
            return configuration
        }
        override func collectionView(
            _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
            withSender sender: Any?
        ) -> Bool { action == Selector("copy:") }
    }

    /// The table view calls its delegate, the controller, and each override runs, in order.
    @Test func tableOverridesRunThroughTheDelegate() throws {
        let controller = MenuTableController(style: .plain)
        let tableView = try #require(controller.tableView)
        let delegate = try #require(tableView.delegate as? any UITableViewDelegate)
        let row = IndexPath(row: 2, section: 0)
        let configuration = try #require(
            delegate.tableView(tableView, contextMenuConfigurationForRowAt: row, point: CGPoint(x: 12, y: 4)))
        let highlight = delegate.tableView(tableView, previewForHighlightingContextMenuWithConfiguration: configuration)
        #expect(highlight?.view === controller.preview)
        #expect(highlight?.parameters.visiblePath?.bounds == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(highlight?.parameters.shadowPath == nil)
        delegate.tableView(tableView, willDisplayContextMenu: configuration, animator: nil)
        let animator = Animator()
        delegate.tableView(tableView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        #expect(animator.preferredCommitStyle == .dismiss)
        #expect(delegate.tableView(tableView, previewForDismissingContextMenuWithConfiguration: configuration) == nil)
        delegate.tableView(tableView, willEndContextMenuInteraction: configuration, animator: nil)
        #expect(
            controller.calls == ["configuration 2 12.0", "highlight 2", "display", "commit 2", "dismiss 2", "end"])
        #expect(delegate.tableView(tableView, canPerformAction: Selector("copy:"), forRowAt: row, withSender: nil))
        #expect(!delegate.tableView(tableView, shouldUpdateFocusIn: UITableViewFocusUpdateContext()))
    }

    /// A plain controller answers as UIKit does without the methods: not implemented, with
    /// UIKit's defaults.
    @Test func plainControllersAnswerAsNotImplemented() throws {
        let table = UITableViewController(style: .insetGrouped)
        let tableView = try #require(table.tableView)
        let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: nil, actionProvider: nil)
        let row = IndexPath(row: 0, section: 0)
        #expect(
            cellSnapOptionalRequirement {
                table.tableView(tableView, previewForHighlightingContextMenuWithConfiguration: configuration)
            } == nil)
        #expect(cellSnapOptionalRequirement { table.tableView(tableView, shouldUpdateFocusIn: .init()) } == nil)
        #expect(table.tableView(tableView, shouldUpdateFocusIn: UITableViewFocusUpdateContext()))
        #expect(!table.tableView(tableView, canPerformAction: Selector("copy:"), forRowAt: row, withSender: nil))

        let grid = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        let collectionView = try #require(grid.collectionView)
        let item = IndexPath(item: 0, section: 0)
        #expect(
            cellSnapOptionalRequirement {
                grid.collectionView(collectionView, sceneActivationConfigurationForItemAt: item, point: .zero)
            } == nil)
        #expect(cellSnapOptionalRequirement { grid.indexPathForPreferredFocusedView(in: collectionView) } == nil)
        #expect(
            cellSnapOptionalRequirement {
                grid.collectionView(collectionView, contextMenuConfiguration: .init(), dismissalPreviewForItemAt: item)
            } == nil)
        #expect(grid.collectionView(collectionView, shouldUpdateFocusIn: UICollectionViewFocusUpdateContext()))
    }

    /// The collection view's delegate is the controller, and its overrides run.
    @Test func collectionOverridesRunThroughTheDelegate() throws {
        let controller = MenuCollectionController(collectionViewLayout: UICollectionViewFlowLayout())
        let collectionView = try #require(controller.collectionView)
        let delegate = try #require(collectionView.delegate as? any UICollectionViewDelegate)
        let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: nil, actionProvider: nil)
        #expect(
            delegate.collectionView(collectionView, previewForHighlightingContextMenuWithConfiguration: configuration)
                == nil)
        delegate.collectionView(
            collectionView, willPerformPreviewActionForMenuWith: configuration, animator: Animator())
        delegate.collectionView(collectionView, willEndContextMenuInteraction: configuration, animator: nil)
        let item = IndexPath(item: 3, section: 0)
        _ = delegate.collectionView(
            collectionView, contextMenuConfiguration: configuration, highlightPreviewForItemAt: item)
        #expect(controller.calls == ["highlight", "commit", "end", "item highlight 3"])
        #expect(
            delegate.collectionView(
                collectionView, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: item)
                == nil)
        let scene = delegate.collectionView(collectionView, sceneActivationConfigurationForItemAt: item, point: .zero)
        #expect(scene?.userActivity.activityType == "item.3")
        #expect(scene?.options?.preferredPresentationStyle == .prominent)
        #expect(
            delegate.collectionView(
                collectionView, canPerformAction: Selector("copy:"), forItemAt: item, withSender: nil))
        #expect(
            !delegate.collectionView(
                collectionView, canPerformAction: Selector("cut:"), forItemAt: item, withSender: nil))
    }

    /// A collapsed split view hides its display mode button, and shows one column across its view.
    @Test func splitViewDisplayModeButton() {
        let split = UISplitViewController()
        let primary = UINavigationController(rootViewController: UIViewController())
        let secondary = UINavigationController(rootViewController: UIViewController())
        split.viewControllers = [primary, secondary]
        let item = split.displayModeButtonItem
        secondary.topViewController?.navigationItem.leftBarButtonItem = item
        #expect(item === split.displayModeButtonItem)
        #expect(item.isHidden)
        #expect(split.isShowing(.primary))
        #expect(!split.isShowing(.secondary))
        split.showDetailViewController(secondary, sender: nil)
        #expect(split.isShowing(.secondary))
        #expect(split.primaryColumnWidth == 0)
        split.loadViewIfNeeded()
        #expect(split.primaryColumnWidth == 393)
        #expect(split.supplementaryColumnWidth == 0)
        #expect(split.preferredPrimaryColumnWidthFraction == UISplitViewController.automaticDimension)
    }

    /// Drag delegates that shape the lifted cell (iOS 11's `dragPreviewParametersFor...`) are asked
    /// through the protocols; one that does not implement it answers `nil`, as UIKit's default.
    @Test func dragDelegatesAnswerPreviewParameters() throws {
        final class Shaping: NSObject, UITableViewDragDelegate, UICollectionViewDragDelegate {
            func tableView(
                _ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
            )
                -> [UIDragItem]
            { [] }
            func collectionView(
                _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
                at indexPath: IndexPath
            ) -> [UIDragItem] { [] }
            func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath)
                -> UIDragPreviewParameters?
            {
                let parameters = UIDragPreviewParameters()
                parameters.backgroundColor = .clear
                return parameters
            }
        }
        let shaping: any UITableViewDragDelegate & UICollectionViewDragDelegate = Shaping()
        let row = IndexPath(row: 1, section: 0)
        #expect(shaping.tableView(UITableView(), dragPreviewParametersForRowAt: row)?.backgroundColor == .clear)
        #expect(
            cellSnapOptionalRequirement {
                shaping.collectionView(
                    UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()),
                    dragPreviewParametersForItemAt: row)
            } == nil)
    }
}
