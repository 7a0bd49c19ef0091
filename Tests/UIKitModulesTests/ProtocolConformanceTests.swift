// Delegates and data sources as SDK code writes them (Swift 5, `import UIKit`): each class
// declares some requirements and not others, some classes are main-actor isolated and some are
// not, a table view controller subclass overrides what it needs. They compile unchanged; an
// optional requirement a class does not implement answers as UIKit does without it, and
// `cellSnapOptionalRequirement` tells the two apart.
import CellSnapUIKitTesting
import Testing
import UIKit

/// A table's data source and delegate in one class, with `@MainActor` inferred from the protocols.
final class InboxTable: NSObject, UITableViewDataSource, UITableViewDelegate, UITableViewDataSourcePrefetching,
    UITableViewDragDelegate, UITableViewDropDelegate
{
    var scrolled = 0
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Inbox" }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}
    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath)
        -> [UIDragItem]
    {
        [UIDragItem(itemProvider: NSItemProvider(object: "Row \(indexPath.row)" as NSString))]
    }
    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {}
    func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
}

/// A collection view's data source and delegates, declared in extensions, without `@MainActor`
/// on the class.
final class GalleryCoordinator: NSObject {
    let sizes: [CGSize] = [CGSize(width: 100, height: 80)]
}

extension GalleryCoordinator: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        UICollectionViewCell(frame: .zero)
    }
}

extension GalleryCoordinator: UICollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { sizes[indexPath.item] }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        false
    }
}

extension GalleryCoordinator: UICollectionViewDataSourcePrefetching, UICollectionViewDragDelegate,
    UICollectionViewDropDelegate
{
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {}
    func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] { [] }
    func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator
    ) {
        for item in coordinator.items where item.sourceIndexPath != nil {
            _ = coordinator.drop(
                item.dragItem, toItemAt: coordinator.destinationIndexPath ?? IndexPath(item: 0, section: 0))
        }
    }
}

/// A table view controller subclass overriding requirements, as Xcode's template writes them.
final class SettingsController: UITableViewController {
    override func numberOfSections(in tableView: UITableView) -> Int { 2 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.section == 0 ? 88 : super.tableView(tableView, heightForRowAt: indexPath)
    }
    override func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
}

@MainActor @Suite struct ProtocolConformanceTests {
    let tableView = UITableView(frame: .zero, style: .plain)
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    /// What a class implements answers for it; what it does not, answers as UIKit does without it,
    /// and `cellSnapOptionalRequirement` returns `nil` for it, as `delegate?.method?(...)` would.
    @Test func optionalRequirementsAnswerAsUIKitDoes() {
        let inbox = InboxTable()
        let delegate: UITableViewDelegate? = inbox
        #expect(
            cellSnapOptionalRequirement {
                delegate?.tableView(tableView, heightForRowAt: IndexPath(row: 0, section: 0))
            } == 60)
        tableView.sectionHeaderHeight = 28
        #expect(delegate?.tableView(tableView, heightForHeaderInSection: 0) == 28)
        #expect(cellSnapOptionalRequirement { delegate?.tableView(tableView, heightForHeaderInSection: 0) } == nil)
        #expect(cellSnapOptionalRequirement { delegate?.scrollViewDidScroll(tableView) } != nil)
        #expect(cellSnapOptionalRequirement { delegate?.scrollViewDidZoom(tableView) } == nil)
        #expect(inbox.scrolled == 1)
        let none: UITableViewDelegate? = nil
        #expect(
            cellSnapOptionalRequirement { none?.tableView(tableView, heightForRowAt: IndexPath(row: 0, section: 0)) }
                == nil)
        let source: UITableViewDataSource = inbox
        #expect(source.numberOfSections(in: tableView) == 1)
        #expect(cellSnapOptionalRequirement { source.tableView(tableView, titleForHeaderInSection: 0) } == "Inbox")
        #expect(cellSnapOptionalRequirement { source.numberOfSections(in: tableView) } == nil)
        // Without tableView(_:moveRowAt:to:), rows show no reorder control, as in UIKit.
        #expect(!source.tableView(tableView, canMoveRowAt: IndexPath(row: 0, section: 0)))
    }

    /// A flow delegate that sizes items answers; one that does not gives the layout's item size,
    /// and counts as not implementing it.
    @Test func flowDelegateDefaultsAreTheLayoutsProperties() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 70, height: 30)
        layout.sectionInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let gallery: UICollectionViewDelegateFlowLayout = GalleryCoordinator()
        let index = IndexPath(item: 0, section: 0)
        #expect(
            gallery.collectionView(collectionView, layout: layout, sizeForItemAt: index)
                == CGSize(width: 100, height: 80))
        #expect(gallery.collectionView(collectionView, layout: layout, insetForSectionAt: 0) == layout.sectionInset)
        #expect(
            cellSnapOptionalRequirement { gallery.collectionView(collectionView, layout: layout, insetForSectionAt: 0) }
                == nil)
        #expect(gallery.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: 0) == 10)
        #expect(!gallery.collectionView(collectionView, shouldHighlightItemAt: index))
        #expect(gallery.collectionView(collectionView, shouldSelectItemAt: index))
        #expect(
            cellSnapOptionalRequirement { gallery.collectionView(collectionView, shouldSelectItemAt: index) } == nil)
    }

    /// A subclass override that returns the superclass's answer unchanged counts as not
    /// implemented for that row; one that answers itself is implemented; what it does not
    /// override is not.
    @Test func tableViewControllerOverrides() {
        let settings = SettingsController(style: .insetGrouped)
        let table = settings.tableView!
        #expect(
            cellSnapOptionalRequirement { settings.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)) }
                == 88)
        #expect(
            cellSnapOptionalRequirement { settings.tableView(table, heightForRowAt: IndexPath(row: 0, section: 1)) }
                == nil)
        #expect(cellSnapOptionalRequirement { settings.scrollViewWillBeginDecelerating(table) } != nil)
        #expect(cellSnapOptionalRequirement { settings.scrollViewDidScroll(table) } == nil)
        #expect(cellSnapOptionalRequirement { settings.numberOfSections(in: table) } == 2)
    }

    /// Calls nest: an implementation may ask another optional requirement through the function.
    @Test func callsNest() {
        let inbox = InboxTable()
        let answer = cellSnapOptionalRequirement { () -> CGFloat? in
            let inner = cellSnapOptionalRequirement { inbox.tableView(tableView, heightForFooterInSection: 0) }
            #expect(inner == nil)
            return inbox.tableView(tableView, heightForRowAt: IndexPath(row: 0, section: 0))
        }
        #expect(answer == 60)
    }

    /// The drag and drop types keep what they are given.
    @Test func dragAndDropTypes() throws {
        let provider = NSItemProvider(object: "Matterhorn" as NSString)
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.utf8-plain-text"))
        let loaded = LockedText()
        provider.loadDataRepresentation(forTypeIdentifier: "public.utf8-plain-text") { data, _ in
            loaded.text = data.flatMap { String(data: $0, encoding: .utf8) }
        }
        #expect(loaded.text == "Matterhorn")
        let item = UIDragItem(itemProvider: provider)
        item.localObject = 4478
        #expect(item.localObject as? Int == 4478)
        let proposal = UICollectionViewDropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath)
        #expect(
            proposal.operation == .copy && proposal.intent == .insertIntoDestinationIndexPath && !proposal.isPrecise)
        let inbox = InboxTable()
        tableView.dragDelegate = inbox
        tableView.dropDelegate = inbox
        #expect(tableView.dragDelegate === inbox && !tableView.hasActiveDrag)
    }
}

/// Text handed over by a completion handler.
final class LockedText: @unchecked Sendable {
    var text: String?
}
