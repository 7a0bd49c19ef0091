// The ordered to-many accessors Xcode generates for an ordered relationship
// (`insertIntoTracks(_:at:)`, `removeFromTracks(at:)`, `replaceTracks(at:with:)`), as the
// Objective-C adapter gives them bodies: they insert, remove and replace by index.
import CoreData
import Foundation
import Testing

/// A playlist model built in code: `Playlist.tracks`, ordered, to many `Track`s.
private func playlistContext() -> NSManagedObjectContext {
    let title = NSAttributeDescription()
    title.name = "title"
    title.attributeType = .stringAttributeType
    let track = NSEntityDescription()
    track.name = "Track"
    let playlist = NSEntityDescription()
    playlist.name = "Playlist"
    let tracks = NSRelationshipDescription()
    tracks.name = "tracks"
    tracks.destinationEntity = track
    tracks.maxCount = 0
    tracks.isOrdered = true
    track.properties = [title]
    playlist.properties = [tracks]
    let model = NSManagedObjectModel()
    model.entities = [playlist, track]
    let container = NSPersistentContainer(name: "Playlists", managedObjectModel: model)
    let description = NSPersistentStoreDescription()
    description.url = URL(fileURLWithPath: "/dev/null")
    container.persistentStoreDescriptions = [description]
    container.loadPersistentStores { _, error in
        if let error { Issue.record(error) }
    }
    return container.viewContext
}

@Suite struct CoreDataOrderedAccessorTests {
    @Test func insertRemoveAndReplaceByIndex() throws {
        let context = playlistContext()
        let playlist = NSEntityDescription.insertNewObject(forEntityName: "Playlist", into: context)
        let tracks = ["A", "B", "C", "D", "E"].map { name -> NSManagedObject in
            let track = NSEntityDescription.insertNewObject(forEntityName: "Track", into: context)
            track.setValue(name, forKey: "title")
            return track
        }
        func titles() -> [String] {
            ((playlist.value(forKey: "tracks") as? NSOrderedSet)?.array ?? []).map {
                ($0 as! NSManagedObject).value(forKey: "title") as! String
            }
        }
        playlist._cellSnapAdd(tracks[0], toManyKey: "tracks")
        playlist._cellSnapInsert(tracks[1], at: 0, toManyKey: "tracks")
        #expect(titles() == ["B", "A"])
        playlist._cellSnapInsert(
            [tracks[2], tracks[3]], at: NSIndexSet(indexesIn: NSRange(location: 1, length: 2)), toManyKey: "tracks")
        #expect(titles() == ["B", "C", "D", "A"])
        playlist._cellSnapInsert(tracks[0], at: 0, toManyKey: "tracks")
        #expect(titles() == ["B", "C", "D", "A"], "an object already in the ordered set is not added again")
        playlist._cellSnapReplace(at: 2, with: tracks[4], toManyKey: "tracks")
        #expect(titles() == ["B", "C", "E", "A"])
        playlist._cellSnapRemove(at: IndexSet([0, 3]), toManyKey: "tracks")
        #expect(titles() == ["C", "E"])
        playlist._cellSnapRemove(at: 7, toManyKey: "tracks")
        playlist._cellSnapReplace(at: 7, with: tracks[0], toManyKey: "tracks")
        #expect(titles() == ["C", "E"], "an index past the end changes nothing")
        try context.save()
        #expect(titles() == ["C", "E"])
    }
}
