import Foundation

extension NSManagedObjectContext {
    /// The objects (or identifiers, dictionaries, count) `request` finds: the store's with the
    /// context's unsaved changes, filtered, ordered (ties in insertion order), offset and limited.
    /// An unknown entity, or a predicate CellSnap cannot evaluate, throws an error naming it.
    public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        // A typed request names the entity's class (`NSFetchRequest<Post>`), which Core Data finds
        // through the Objective-C runtime: known from here on, its results are of that class.
        if let type = T.self as? NSManagedObject.Type { ManagedClassRegistry.shared.register(type) }
        let objects = try matchingObjects(request)
        let results: [Any]
        switch request.resultType {
        case .managedObjectIDResultType: results = objects.map(\.objectID)
        case .countResultType: results = [NSNumber(value: objects.count)]
        case .dictionaryResultType: results = dictionaries(of: objects, request)
        default: results = objects
        }
        return try results.map { result in
            guard let typed = result as? T else {
                throw CoreDataErrors.make(
                    CoreDataErrors.coreDataError,
                    "CoreData: fetch: entity \"\(request.entityName ?? "")\" gave a \(type(of: result)), not the request's \(T.self)"
                )
            }
            return typed
        }
    }

    /// How many objects `request` finds (its offset and limit applied).
    public func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        try matchingObjects(request).count
    }

    /// Runs a store request: a fetch request, an asynchronous fetch (started, its block run on the
    /// context's queue), a history request, or a batch delete, update or insert, which changes the
    /// store and is not seen by contexts until they merge it (as in Core Data).
    public func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
        if let asynchronous = request as? AsynchronousFetching { return asynchronous.start(in: self) }
        if let history = request as? NSPersistentHistoryChangeRequest {
            guard let coordinator = persistentStoreCoordinator else {
                throw CoreDataErrors.make(
                    CoreDataErrors.persistentStoreOperation, "CoreData: execute(_:): the context has no coordinator")
            }
            return try coordinator.runHistory(history)
        }
        if let update = request as? NSBatchUpdateRequest { return try runBatchUpdate(update) }
        if let insert = request as? NSBatchInsertRequest { return try runBatchInsert(insert) }
        guard let delete = request as? NSBatchDeleteRequest else {
            throw CoreDataErrors.make(
                CoreDataErrors.coreDataError,
                "CoreData: execute(_:): CellSnap runs fetch, batch delete, batch update, batch insert and history requests only, not \(type(of: request))"
            )
        }
        let rows: [Int]
        if let ids = delete.objectIDs {
            rows = ids.map(\.row)
        } else {
            let entity = try fetchedEntity(delete.fetchRequest)
            rows =
                try persistentStoreCoordinator?.currentRows(of: Set(entity.selfAndSubentities.compactMap(\.name)))
                .filter { row in
                    try delete.fetchRequest.predicate.map {
                        try PredicateEvaluation.evaluate($0, on: storedObject(row.row))
                    } ?? true
                }
                .map(\.row) ?? []
        }
        try persistentStoreCoordinator?.apply(RowChanges(deleted: Set(rows)), by: self)
        switch delete.resultType {
        case .resultTypeObjectIDs: return NSBatchDeleteResult(result: rows.compactMap { deletedID($0) })
        case .resultTypeCount: return NSBatchDeleteResult(result: NSNumber(value: rows.count))
        case .resultTypeStatusOnly: return NSBatchDeleteResult(result: NSNumber(value: true))
        }
    }

    /// Sets the request's values on the stored rows its predicate matches; the contexts that hold
    /// them are not told, as in Core Data.
    private func runBatchUpdate(_ update: NSBatchUpdateRequest) throws -> NSBatchUpdateResult {
        guard let entity = update.entityDescription ?? model?.entitiesByName[update.entityName] else {
            throw CoreDataErrors.unknownEntity(update.entityName, call: "NSBatchUpdateRequest")
        }
        let values = try update.values(for: entity)
        let names = Set((update.includesSubentities ? entity.selfAndSubentities : [entity]).compactMap(\.name))
        var changes = RowChanges()
        for row in persistentStoreCoordinator?.currentRows(of: names) ?? [] {
            if let predicate = update.predicate, try !PredicateEvaluation.evaluate(predicate, on: storedObject(row.row))
            {
                continue
            }
            var stored = row.value
            for (name, value) in values { stored.values[name] = value }
            changes.updated[row.row] = stored
        }
        try persistentStoreCoordinator?.apply(changes, by: self)
        let rows = changes.updated.keys.sorted()
        switch update.resultType {
        case .updatedObjectIDsResultType:
            return NSBatchUpdateResult(
                result: rows.compactMap { row in
                    changes.updated[row].map {
                        NSManagedObjectID(entity: $0.entity, row: row, temporary: false, store: storeForIDs)
                    }
                }, resultType: .updatedObjectIDsResultType)
        case .updatedObjectsCountResultType:
            return NSBatchUpdateResult(result: NSNumber(value: rows.count), resultType: .updatedObjectsCountResultType)
        case .statusOnlyResultType:
            return NSBatchUpdateResult(result: NSNumber(value: true), resultType: .statusOnlyResultType)
        }
    }

    /// Inserts the request's objects into the store as new rows; the contexts are not told, as in
    /// Core Data.
    private func runBatchInsert(_ insert: NSBatchInsertRequest) throws -> NSBatchInsertResult {
        guard let entity = insert.entityDescription ?? model?.entitiesByName[insert.entityName],
            let coordinator = persistentStoreCoordinator
        else {
            throw CoreDataErrors.unknownEntity(insert.entityName, call: "NSBatchInsertRequest")
        }
        var changes = RowChanges()
        var rows: [Int] = []
        for values in try insert.rows(for: entity) {
            let row = coordinator.allocateRow()
            changes.inserted[row] = StoredRow(entity: entity, values: values)
            rows.append(row)
        }
        try coordinator.apply(changes, by: self)
        switch insert.resultType {
        case .objectIDs:
            return NSBatchInsertResult(
                result: rows.map { NSManagedObjectID(entity: entity, row: $0, temporary: false, store: storeForIDs) },
                resultType: .objectIDs)
        case .count: return NSBatchInsertResult(result: NSNumber(value: rows.count), resultType: .count)
        case .statusOnly: return NSBatchInsertResult(result: NSNumber(value: true), resultType: .statusOnly)
        }
    }

    private func storedObject(_ row: Int) -> NSManagedObject? { object(forRow: row) }

    private func deletedID(_ row: Int) -> NSManagedObjectID? {
        registered[row].map { NSManagedObjectID(entity: $0.entity, row: row, temporary: false, store: storeForIDs) }
    }

    /// The entity a request names.
    func fetchedEntity(_ request: FetchDescription) throws -> NSEntityDescription {
        if let entity = request.entity { return entity }
        guard let name = request.entityName, let entity = model?.entitiesByName[name] else {
            throw CoreDataErrors.unknownEntity(request.entityName ?? "(none)", call: "fetch")
        }
        return entity
    }

    /// The objects a request finds, in order.
    func matchingObjects(_ request: FetchDescription) throws -> [NSManagedObject] {
        let entity = try fetchedEntity(request)
        let names = Set((request.includesSubentities ? entity.selfAndSubentities : [entity]).compactMap(\.name))
        let rows = request.includesPendingChanges ? currentRows(of: names) : (source?.currentRows(of: names) ?? [])
        var objects: [NSManagedObject] = []
        for row in rows {
            guard let object = object(forRow: row.row) else { continue }
            if let predicate = request.predicate, try !PredicateEvaluation.evaluate(predicate, on: object) { continue }
            objects.append(object)
        }
        if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
            objects = SortDescriptors.sorted(objects, by: descriptors)
        }
        objects = Array(objects.dropFirst(max(0, request.fetchOffset)))
        if request.fetchLimit > 0 { objects = Array(objects.prefix(request.fetchLimit)) }
        return objects
    }

    private func dictionaries(of objects: [NSManagedObject], _ request: FetchDescription) -> [NSDictionary] {
        let expressions = request.propertiesToFetch?.compactMap { $0 as? NSExpressionDescription } ?? []
        if !expressions.isEmpty { return aggregates(of: objects, request, expressions) }
        let keys = request.propertiesToFetch?.compactMap { ($0 as? String) ?? ($0 as? NSPropertyDescription)?.name }
        var seen: [NSDictionary] = []
        for object in objects {
            let names = keys ?? object.entity.attributesByName.keys.sorted()
            let pairs = names.compactMap { key in object.value(forKeyPath: key).map { (key, $0) } }
            let dictionary = NSDictionary(dictionary: Dictionary(pairs, uniquingKeysWith: { a, _ in a }))
            if request.returnsDistinctResults, seen.contains(dictionary) { continue }
            seen.append(dictionary)
        }
        return seen
    }

    /// The dictionaries of a fetch with expression descriptions, as Core Data computes them: one
    /// for each group of objects with the same values at `propertiesToGroupBy` (one for all the
    /// objects without it; none when there are no objects and groups), in the order the groups'
    /// first objects come, with the group's values of the other properties fetched and each
    /// expression's value over the group's objects.
    private func aggregates(
        of objects: [NSManagedObject], _ request: FetchDescription, _ expressions: [NSExpressionDescription]
    ) -> [NSDictionary] {
        func names(_ properties: [Any]?) -> [String] {
            properties?.compactMap {
                $0 is NSExpressionDescription ? nil : ($0 as? String) ?? ($0 as? NSPropertyDescription)?.name
            } ?? []
        }
        let groupKeys = names(request.propertiesToGroupBy)
        var groups: [(key: NSDictionary, objects: [NSManagedObject])] = []
        for object in objects {
            let pairs = groupKeys.compactMap { key in object.value(forKeyPath: key).map { (key, $0) } }
            let key = NSDictionary(dictionary: Dictionary(pairs, uniquingKeysWith: { a, _ in a }))
            if let index = groups.firstIndex(where: { $0.key == key }) {
                groups[index].objects.append(object)
            } else {
                groups.append((key, [object]))
            }
        }
        if groups.isEmpty, groupKeys.isEmpty { groups = [(NSDictionary(), [])] }
        return groups.map { group in
            var dictionary: [String: Any] = [:]
            for key in names(request.propertiesToFetch) {
                dictionary[key] = group.objects.first?.value(forKeyPath: key)
            }
            for description in expressions {
                dictionary[description.name] = description.expression?.cellSnapValue(aggregatingOver: group.objects)
            }
            return NSDictionary(dictionary: dictionary)
        }
    }
}

extension NSPersistentStoreCoordinator {
    /// Runs a store request for `context`, as ``NSManagedObjectContext/execute(_:)`` runs it (a
    /// batch delete, update or insert, a history or asynchronous fetch request) and returns its
    /// result. Apple documents the coordinator's form as the one the context's calls.
    open func execute(_ request: NSPersistentStoreRequest, with context: NSManagedObjectContext) throws -> Any {
        try context.execute(request)
    }
}
