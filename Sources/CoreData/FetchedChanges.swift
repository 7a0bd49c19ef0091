import Foundation

/// What changed between two fetches of a fetched results controller, as its delegate is told:
/// sections inserted and deleted (by name), objects deleted (at their old index paths), inserted
/// (at their new ones), moved and updated.
struct FetchedChanges {
    struct SectionChange {
        var info: NSFetchedResultsSectionInfo
        var index: Int
        var type: NSFetchedResultsChangeType
    }
    struct ObjectChange {
        var object: NSManagedObject
        var from: IndexPath?
        var to: IndexPath?
        var type: NSFetchedResultsChangeType
    }

    private(set) var sections: [SectionChange] = []
    private(set) var objects: [ObjectChange] = []
    var isEmpty: Bool { sections.isEmpty && objects.isEmpty }

    init(old: [FetchedSection], new: [FetchedSection], updatedRows: Set<Int>) {
        let oldNames = old.map(\.name)
        let newNames = new.map(\.name)
        for (index, section) in old.enumerated() where !newNames.contains(section.name) {
            sections.append(SectionChange(info: section, index: index, type: .delete))
        }
        for (index, section) in new.enumerated() where !oldNames.contains(section.name) {
            sections.append(SectionChange(info: section, index: index, type: .insert))
        }
        let before = Self.paths(old)
        let after = Self.paths(new)
        for (row, entry) in before.sorted(by: { $0.value.path < $1.value.path }) where after[row] == nil {
            objects.append(ObjectChange(object: entry.object, from: entry.path, to: nil, type: .delete))
        }
        for (row, entry) in after.sorted(by: { $0.value.path < $1.value.path }) {
            guard let previous = before[row] else {
                objects.append(ObjectChange(object: entry.object, from: nil, to: entry.path, type: .insert))
                continue
            }
            if previous.path != entry.path {
                objects.append(ObjectChange(object: entry.object, from: previous.path, to: entry.path, type: .move))
            } else if updatedRows.contains(row) {
                objects.append(ObjectChange(object: entry.object, from: previous.path, to: entry.path, type: .update))
            }
        }
    }

    private static func paths(_ sections: [FetchedSection]) -> [Int: (object: NSManagedObject, path: IndexPath)] {
        var paths: [Int: (object: NSManagedObject, path: IndexPath)] = [:]
        for (section, info) in sections.enumerated() {
            for (item, object) in info.members.enumerated() {
                paths[object.row] = (object, IndexPath(item: item, section: section))
            }
        }
        return paths
    }
}
