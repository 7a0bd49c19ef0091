// Key-value coding as iOS code calls it through `import UIKit`: stored properties by reflection,
// UIKit's computed ones by name, dictionaries and collections, key paths with the collection
// operators, and the refusals iOS raises `NSUnknownKeyException` for.
import Testing
import UIKit

final class Bookcase: NSObject {
    let name: String
    let books: [Volume]
    init(name: String, books: [Volume]) {
        self.name = name
        self.books = books
    }
}

final class Volume: NSObject {
    let title: String
    let pages: Int
    let rating: Double?
    init(_ title: String, pages: Int, rating: Double? = nil) {
        self.title = title
        self.pages = pages
        self.rating = rating
    }
}

private let shelf = Bookcase(
    name: "Classics",
    books: [
        Volume("Emma", pages: 474, rating: 4), Volume("Dune", pages: 412, rating: 4.5), Volume("Beloved", pages: 324),
    ])

/// The problems key-value coding reported on this thread during `body` about objects of the
/// classes `classes` (other tests report theirs at the same time, on other threads).
func keyValueProblems(of classes: Set<String>, during body: () -> Void) -> [KeyValueCodingError] {
    KeyValueCoding.problems(during: body).filter { classes.contains($0.className) }
}

@Test(arguments: [
    ("name", "Classics"),
    ("books.title", #"["Emma", "Dune", "Beloved"]"#),
    ("books.@count", "3"),
    ("books.@sum.pages", "1210"),
    ("books.@avg.pages", "403.3333333333333"),
    ("books.@min.pages", "324"),
    ("books.@max.title", "Emma"),
    ("books.@avg.rating", "4.25"),
    ("books.rating", "[4.0, 4.5, <null>]"),
    ("self.name", "Classics"),
])
func keyPathsReadStoredPropertiesAndCollections(_ keyPath: String, _ expected: String) {
    let problems = keyValueProblems(of: ["Bookcase", "Volume"]) {
        #expect(shelf.value(forKeyPath: keyPath).map { "\($0)" } == expected, "\(keyPath)")
    }
    #expect(problems.isEmpty)
}

/// A class of its own, so that the problems it reports are not another test's (tests run at once).
final class Bookstand: NSObject {
    let name = "Oak"
}

@Test func unknownKeysAreRefusedNamingTheClassAndKey() {
    let stand = Bookstand()
    let problems = keyValueProblems(of: ["Bookstand"]) {
        #expect(stand.value(forKey: "colour") == nil)
        stand.setValue("Red", forKey: "colour")
        stand.setValue("Pine", forKey: "name")
    }
    #expect(
        problems.map(\.description) == [
            "CellSnap: Bookstand.value(forKey:) for \"colour\": this class is not key value coding-compliant for the key colour (NSUnknownKeyException on iOS)",
            "CellSnap: Bookstand.setValue(_:forKey:) for \"colour\": this class is not key value coding-compliant for the key colour (NSUnknownKeyException on iOS)",
            "CellSnap: Bookstand.setValue(_:forKey:) for \"name\": the property is not settable by name on Linux (declare it @objc in a file the Objective-C adapter reads)",
        ])
    #expect(stand.name == "Oak")
}

@Test func dictionariesAnswerTheirEntries() {
    let dictionary = NSMutableDictionary(dictionary: ["a": 1])
    dictionary.setValue(2, forKey: "b")
    dictionary.setValuesForKeys(["c": 3, "a": NSNull()])
    #expect(dictionary.value(forKey: "b") as? Int == 2)
    #expect(dictionary.value(forKey: "a") == nil)
    #expect(
        dictionary.dictionaryWithValues(forKeys: ["b", "c", "z"]).mapValues { "\($0)" } == [
            "b": "2", "c": "3", "z": "<null>",
        ])
}

@Test func userDefaultsAnswerTheirDefaultsByKey() throws {
    let defaults = try #require(UserDefaults(suiteName: "CellSnapKeyValueCodingTests"))
    defer { defaults.removePersistentDomain(forName: "CellSnapKeyValueCodingTests") }
    let problems = keyValueProblems(of: ["UserDefaults"]) {
        defaults.set(["Oslo", "Lima"], forKey: "cities")
        #expect(defaults.value(forKey: "cities") as? [String] == ["Oslo", "Lima"])
        defaults.setValue(3, forKey: "launches")
        #expect(defaults.integer(forKey: "launches") == 3)
        #expect(defaults.value(forKeyPath: "launches") as? Int == 3)
        defaults.setValue(nil, forKey: "launches")
        #expect(defaults.object(forKey: "launches") == nil)
        #expect(defaults.value(forKey: "missing") == nil)  // no default: nil, as on iOS
    }
    #expect(problems.isEmpty)
}

@MainActor @Test func uikitPropertiesByName() {
    let scrollView = UIScrollView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(scrollView.value(forKey: "bounds") as? CGRect == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(scrollView.value(forKey: "center") as? CGPoint == CGPoint(x: 60, y: 45))
    scrollView.setValue(CGSize(width: 100, height: 400), forKey: "contentSize")
    scrollView.setValue(CGPoint(x: 0, y: 30), forKey: "contentOffset")
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 30))
    #expect(scrollView.value(forKeyPath: "contentOffset") as? CGPoint == CGPoint(x: 0, y: 30))
    let problems = keyValueProblems(of: ["UIScrollView"]) { scrollView.setValue("wide", forKey: "contentOffset") }
    #expect(problems.map(\.reason) == ["String is not a CGPoint"])
    let controller = UIViewController()
    controller.setValue("Inbox", forKey: "title")
    #expect(controller.title == "Inbox")
    #expect(controller.value(forKey: "title") as? String == "Inbox")
}

/// A playlist whose songs (a Swift array) and tags (an `NSSet`) key-value coding reads and writes
/// through the class's own table, as the adapter's tables do for `@objc` properties.
final class Playlist: NSObject, KeyValueCodingAccessors {
    var songs: [String] = ["Intro", "Theme"]
    var tags = NSSet(array: ["calm"])
    var changes: [String] = []

    func cellSnapValue(forKey key: String) -> Any?? {
        switch key {
        case "songs": .some(songs)
        case "tags": .some(tags)
        default: nil
        }
    }

    func cellSnapSetValue(_ value: Any?, forKey key: String) -> String? {
        switch (key, value) {
        case ("songs", let songs as [String]): self.songs = songs
        case ("tags", let tags as NSSet): self.tags = tags
        default: return KeyValueCoding.unknownKey
        }
        changes.append(key)
        return nil
    }
}

@Test func mutableArrayAndSetValuesWriteEachChangeBackToTheProperty() {
    let playlist = Playlist()
    let songs = playlist.mutableArrayValue(forKey: "songs")
    songs.add("Outro")
    songs.insert("Overture", at: 0)
    songs.removeObject(at: 2)
    songs.replaceObject(at: 1, with: "Prelude")
    #expect(playlist.songs == ["Overture", "Prelude", "Outro"])
    #expect(songs.count == 3 && songs.object(at: 2) as? String == "Outro" && songs.contains("Prelude"))
    playlist.songs.append("Encore")
    #expect(songs.lastObject as? String == "Encore")
    songs.removeLastObject()
    #expect(playlist.songs == ["Overture", "Prelude", "Outro"])
    let tags = playlist.mutableSetValue(forKey: "tags")
    tags.add("loud")
    tags.remove("calm")
    #expect(playlist.tags == NSSet(array: ["loud"]) && tags.count == 1 && tags.contains("loud"))
    #expect(playlist.changes == ["songs", "songs", "songs", "songs", "songs", "tags", "tags"])
    // A property key-value coding cannot write is reported, and nothing changes.
    let problems = keyValueProblems(of: ["Volume"]) {
        shelf.books[0].mutableArrayValue(forKey: "missing").add("x")
    }
    #expect(problems.map(\.key) == ["missing", "missing"])
}
