// The compiled model an app written before `NSPersistentContainer` asks its bundle for
// (`Model.momd`, a version's `.mom` in it), answered on Linux with the `.xcdatamodeld` the
// package ships, and read as the compiled model (fixture: Fixtures/Journal.xcdatamodeld, two
// versions, the second current).
import CoreData
import Foundation
import Testing

@Suite struct CoreDataCompiledModelTests {
    /// The test target's resource bundle, where the fixtures are (an app's code asks
    /// `Bundle.main`, which the Objective-C adapter makes the app module's resource bundle).
    let bundle = Bundle.module

    /// The entity names of `model` with their property names, sorted.
    func shape(_ model: NSManagedObjectModel?) -> [String] {
        (model?.entities ?? []).map { entity in
            "\(entity.name ?? "?"): \(entity.properties.map(\.name).sorted().joined(separator: ","))"
        }.sorted()
    }

    /// What the model of `url` reads as, for each lookup an app writes.
    @Test(arguments: [
        ("url momd", "Journal.xcdatamodeld", ["JournalEntry: mood,tags,text", "JournalTag: entries,name"]),
        ("url mom in momd", "Journal.xcdatamodeld/Journal.xcdatamodel", ["JournalEntry: text"]),
        ("path momd", "Journal.xcdatamodeld", ["JournalEntry: mood,tags,text", "JournalTag: entries,name"]),
        (
            "path mom in momd", "Journal.xcdatamodeld/Journal 2.xcdatamodel",
            [
                "JournalEntry: mood,tags,text", "JournalTag: entries,name",
            ]
        ),
    ])
    func lookupsAnswerTheSourceAndItReadsAsTheCompiledModel(lookup: String, answer: String, entities: [String]) throws {
        let url: URL?
        switch lookup {
        case "url momd": url = bundle.url(forResource: "Journal", withExtension: "momd")
        case "url mom in momd":
            url = bundle.url(forResource: "Journal", withExtension: "mom", subdirectory: "Journal.momd")
        case "path momd": url = bundle.path(forResource: "Journal", ofType: "momd").map(URL.init(fileURLWithPath:))
        default:
            url = bundle.path(forResource: "Journal 2", ofType: "mom", inDirectory: "Journal.momd")
                .map(URL.init(fileURLWithPath:))
        }
        let found = try #require(url)
        let folder = bundle.resourceURL ?? bundle.bundleURL
        #expect(found.standardizedFileURL.path == folder.appendingPathComponent(answer).standardizedFileURL.path)
        #expect(shape(NSManagedObjectModel(contentsOf: found)) == entities)
    }

    @Test func aCompiledPathNextToTheSourceReadsTheSource() throws {
        let folder = bundle.resourceURL ?? bundle.bundleURL
        let momd = folder.appendingPathComponent("Journal.momd")
        #expect(
            shape(NSManagedObjectModel(contentsOf: momd)) == [
                "JournalEntry: mood,tags,text", "JournalTag: entries,name",
            ])
        let version = momd.appendingPathComponent("Journal.mom")
        #expect(shape(NSManagedObjectModel(contentsOf: version)) == ["JournalEntry: text"])
        // A store over the looked-up model saves and fetches as over the container's.
        let model = NSManagedObjectModel(contentsOf: momd)!
        let coordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        _ = try coordinator.addPersistentStore(
            ofType: NSInMemoryStoreType, configurationName: nil, at: nil, options: nil)
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        context.persistentStoreCoordinator = coordinator
        let entry = NSEntityDescription.insertNewObject(forEntityName: "JournalEntry", into: context)
        entry.setValue("Rain", forKey: "text")
        #expect(throws: Never.self) { try context.save() }
        let request = NSFetchRequest<NSManagedObject>(entityName: "JournalEntry")
        #expect((try? context.fetch(request))?.map { $0.value(forKey: "text") as? String } == ["Rain"])
    }

    /// Lookups with nothing to answer are Foundation's: `nil`.
    @Test(arguments: [
        ("Missing", "momd", nil as String?),  // no Missing.xcdatamodeld
        ("Library", "mom", nil),  // Library ships as an .xcdatamodeld: compiled, it is Library.momd
        ("Journal", "momd", "Elsewhere"),  // not in that folder
        ("Journal", "json", nil),  // not a model
    ])
    func lookupsWithoutASourceAreNil(name: String, fileExtension: String, subdirectory: String?) {
        #expect(bundle.url(forResource: name, withExtension: fileExtension, subdirectory: subdirectory) == nil)
        #expect(bundle.path(forResource: name, ofType: fileExtension, inDirectory: subdirectory) == nil)
        let folder = bundle.resourceURL ?? bundle.bundleURL
        #expect(NSManagedObjectModel(contentsOf: folder.appendingPathComponent("Missing.momd")) == nil)
    }

    @Test func otherResourcesAreFoundationsAnswer() throws {
        // The fixture's current-version file is a resource like any other.
        let url = try #require(bundle.url(forResource: "Journal", withExtension: "xcdatamodeld"))
        #expect(url.lastPathComponent == "Journal.xcdatamodeld")
        let optionalName: String? = "Journal"
        #expect(bundle.url(forResource: optionalName, withExtension: "momd") == nil)  // Foundation's own
    }
}

/// An entity's class named without its module, as Xcode's model editor writes it, in a model read
/// from a target's resource bundle (`Package_Target.resources`): `insertNewObject(forEntityName:into:)`
/// makes an object of the target's class before any code has used the class, as on iOS.
@Test func anEntitysClassIsFoundInItsModelsTargetBeforeItIsUsed() throws {
    let bundle = FileManager.default.temporaryDirectory.appendingPathComponent(
        "cellsnap-\(UUID().uuidString.prefix(8))/Scratch_UIKitModulesTests.resources")
    defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
    let model = bundle.appendingPathComponent("Pantry.xcdatamodel")
    try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
    try Data(
        """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
            <entity name="PantryItem" representedClassName="PantryItem" syncable="YES">
                <attribute name="name" optional="YES" attributeType="String"/>
            </entity>
        </model>
        """.utf8
    ).write(to: model.appendingPathComponent("contents"))
    let pantry = try #require(NSManagedObjectModel(contentsOf: model))
    let coordinator = NSPersistentStoreCoordinator(managedObjectModel: pantry)
    _ = try coordinator.addPersistentStore(ofType: NSInMemoryStoreType, configurationName: nil, at: nil)
    let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    context.persistentStoreCoordinator = coordinator
    let item = NSEntityDescription.insertNewObject(forEntityName: "PantryItem", into: context)
    #expect(item is PantryItem)
}

/// Used by no other test, so that the test above finds it before it is ever used.
final class PantryItem: NSManagedObject {}
