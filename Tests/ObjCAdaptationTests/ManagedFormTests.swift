// The adapter's form of `@NSManaged` (FileAdapter+NSManaged.swift): properties over the managed
// object's values, Xcode's generated to-many accessors with bodies, every line kept.
import ObjCAdaptation
import Testing

let managedFormFixtures: [AdaptedFormFixture] = [
    AdaptedFormFixture(
        name: "managed", what: "@NSManaged properties read and write the object's values by key",
        source: #"""
            @objc(Note)
            class Note: NSManagedObject {
                @NSManaged var title: String
                @NSManaged public var created: Date?
                @NSManaged
                var `default`: Bool
                @NSManaged var tags: NSSet
            }
            """#,
        adapted: #"""

            class Note: NSManagedObject {
                 var title: String { get { _cellSnapManagedValue(forKey: "title") } set { _cellSnapSetManagedValue(newValue, forKey: "title") } }
                 public var created: Date? { get { _cellSnapManagedValue(forKey: "created") } set { _cellSnapSetManagedValue(newValue, forKey: "created") } }
                
                var `default`: Bool { get { _cellSnapManagedValue(forKey: "default") } set { _cellSnapSetManagedValue(newValue, forKey: "default") } }
                 var tags: NSSet { get { _cellSnapManagedValue(forKey: "tags") } set { _cellSnapSetManagedValue(newValue, forKey: "tags") } }
            }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "accessors", what: "Xcode's generated to-many accessors add and remove through the object",
        source: #"""
            extension Note {
                @objc(addTagsObject:)
                @NSManaged public func addToTags(_ value: Tag)
                @objc(removeTagsObject:) @NSManaged public func removeFromTags(_ value: Tag)
                @objc(addTags:) @NSManaged public func addToTags(_ values: NSSet)
                @NSManaged public func insertIntoTags(_ value: Tag, at idx: Int)
                @objc(insertTags:atIndexes:) @NSManaged public func insertIntoTags(_ values: [Tag], at indexes: NSIndexSet)
                @NSManaged public func removeFromTags(at idx: Int)
                @NSManaged public func replaceTags(at indexes: NSIndexSet, with values: [Tag])
                @NSManaged public func sortTags(_ value: Tag)
                @NSManaged var a, b: Int
            }
            """#,
        adapted: #"""
            extension Note {
                
                 public func addToTags(_ value: Tag) { _cellSnapAdd(value, toManyKey: "tags") }
                  public func removeFromTags(_ value: Tag) { _cellSnapRemove(value, toManyKey: "tags") }
                  public func addToTags(_ values: NSSet) { _cellSnapAdd(values, toManyKey: "tags") }
                 public func insertIntoTags(_ value: Tag, at idx: Int) { _cellSnapInsert(value, at: idx, toManyKey: "tags") }
                  public func insertIntoTags(_ values: [Tag], at indexes: NSIndexSet) { _cellSnapInsert(values, at: indexes, toManyKey: "tags") }
                 public func removeFromTags(at idx: Int) { _cellSnapRemove(at: idx, toManyKey: "tags") }
                 public func replaceTags(at indexes: NSIndexSet, with values: [Tag]) { _cellSnapReplace(at: indexes, with: values, toManyKey: "tags") }
                 public func sortTags(_ value: Tag)
                 var a, b: Int
            }
            """#,
        diagnostics: [
            "/app/accessors.swift:10:5: error: @NSManaged has a Linux form for the to-many accessors addTo<Key>(_:), removeFrom<Key>(_:) and, for an ordered relationship, insertInto<Key>(_:at:), removeFrom<Key>(at:) and replace<Key>(at:with:) only",
            "/app/accessors.swift:11:5: error: @NSManaged has a Linux form for one stored property with a type (`@NSManaged var name: Type`) only",
        ]),
]

@Test(arguments: managedFormFixtures) func managedForm(_ fixture: AdaptedFormFixture) {
    let (adapted, diagnostics) = adaptedLines(fixture.name, fixture.source)
    #expect(adapted == fixture.adapted, "\(fixture.what)")
    #expect(diagnostics == fixture.diagnostics)
    #expect(
        adapted.split(separator: "\n", omittingEmptySubsequences: false).count
            == fixture.source.split(separator: "\n", omittingEmptySubsequences: false).count,
        "every line keeps its number")
}
