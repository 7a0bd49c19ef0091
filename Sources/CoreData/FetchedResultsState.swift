import CellSnapUIKit
import Foundation

/// A section of a fetched results controller.
struct FetchedSection: NSFetchedResultsSectionInfo {
    var name: String
    var indexTitle: String?
    var members: [NSManagedObject]
    var numberOfObjects: Int { members.count }
    var objects: [Any]? { members }
}

/// The objects and sections of a fetched results controller, shared with the controller its
/// delegate is given, and the following of its context's changes.
final class FetchedResultsState: @unchecked Sendable {
    let request: FetchDescription
    let context: NSManagedObjectContext
    let sectionNameKeyPath: String?
    private(set) var objects: [NSManagedObject]?
    private(set) var sections: [FetchedSection] = []
    var owner: () -> NSFetchedResultsController<NSFetchRequestResult>? = { nil }
    var delegate: () -> NSFetchedResultsControllerDelegate? = { nil }
    weak var erasedOwner: NSFetchedResultsController<NSFetchRequestResult>?
    private var observer: NSObjectProtocol?

    init(request: FetchDescription, context: NSManagedObjectContext, sectionNameKeyPath: String?) {
        self.request = request
        self.context = context
        self.sectionNameKeyPath = sectionNameKeyPath
    }

    deinit { observer.map(NotificationCenter.default.removeObserver) }

    func fetch() throws {
        guard !(request.sortDescriptors ?? []).isEmpty else {
            throw CoreDataErrors.make(
                CoreDataErrors.coreDataError,
                "CoreData: NSFetchedResultsController.performFetch(): the fetch request of \"\(request.entityName ?? "")\" has no sort descriptors (Core Data requires them)"
            )
        }
        let found = try context.matchingObjects(request)
        objects = found
        sections = Self.sections(of: found, by: sectionNameKeyPath)
    }

    static func sections(of objects: [NSManagedObject], by keyPath: String?) -> [FetchedSection] {
        guard let keyPath else {
            return objects.isEmpty ? [] : [FetchedSection(name: "", indexTitle: nil, members: objects)]
        }
        var sections: [FetchedSection] = []
        for object in objects {
            let name = AttributeValues.unwrapped(object.value(forKeyPath: keyPath)).map { "\($0)" } ?? ""
            if sections.last?.name == name {
                sections[sections.count - 1].members.append(object)
            } else {
                sections.append(
                    FetchedSection(
                        name: name, indexTitle: name.first.map { String($0).uppercased() }, members: [object]))
            }
        }
        return sections
    }

    func indexPath(of object: NSManagedObject) -> IndexPath? {
        for (section, info) in sections.enumerated() {
            if let item = info.members.firstIndex(where: { $0 === object }) {
                return IndexPath(item: item, section: section)
            }
        }
        return nil
    }

    func startObserving() {
        guard observer == nil else { return }
        observer = NotificationCenter.default.addObserver(
            forName: .NSManagedObjectContextObjectsDidChange, object: context, queue: nil
        ) { [weak self] notification in self?.contextChanged(notification) }
    }

    /// Fetches again and tells the delegate what changed, when anything did.
    private func contextChanged(_ notification: Notification) {
        let oldSections = sections
        let updated = Set(
            ((notification.userInfo?[NSUpdatedObjectsKey] as? Set<NSManagedObject>) ?? [])
                .union((notification.userInfo?[NSRefreshedObjectsKey] as? Set<NSManagedObject>) ?? []).map(\.row))
        guard (try? fetch()) != nil, let owner = owner(), let delegate = delegate() else { return }
        let changes = FetchedChanges(old: oldSections, new: sections, updatedRows: updated)
        guard !changes.isEmpty else { return }
        delegate.controllerWillChangeContent(owner)
        for change in changes.sections {
            delegate.controller(owner, didChange: change.info, atSectionIndex: change.index, for: change.type)
        }
        for change in changes.objects {
            delegate.controller(
                owner, didChange: change.object, at: change.from, for: change.type, newIndexPath: change.to)
        }
        delegate.controller(owner, didChangeContentWith: snapshotReference())
        if sectionNameKeyPath == nil {
            let old = oldSections.flatMap(\.members).map(\.objectID)
            delegate.controller(
                owner, didChangeContentWith: sections.flatMap(\.members).map(\.objectID).difference(from: old))
        }
        delegate.controllerDidChangeContent(owner)
    }

    /// The sections (by name) and objects (by identifier) as a diffable snapshot.
    func snapshotReference() -> NSDiffableDataSourceSnapshotReference {
        let snapshot = NSDiffableDataSourceSnapshotReference()
        for section in sections {
            snapshot.appendSections(withIdentifiers: [section.name])
            snapshot.appendItems(
                withIdentifiers: section.members.map(\.objectID), intoSectionWithIdentifier: section.name)
        }
        return snapshot
    }
}
