// Predicates and sort descriptors on model objects, as a search screen filters its list: formats,
// expressions, comparison and compound predicates, `filtered(using:)` and `sortedArray(using:)`,
// each spelled as iOS code spells it (CellSnapFoundation's declarations win over
// swift-corelibs-foundation's unavailable ones) and evaluated by key-value coding.
import Testing
import UIKit

final class Plant: NSObject {
    let title: String
    let year: Int
    let price: Double
    let tags: [String]
    init(_ title: String, year: Int, price: Double, tags: [String] = []) {
        self.title = title
        self.year = year
        self.price = price
        self.tags = tags
    }
    override var description: String { title }
}

private let plants = [
    Plant("Ginkgo", year: 2007, price: 29.5, tags: ["tree", "old"]),
    Plant("Gardenia", year: 2008, price: 12, tags: ["shrub"]),
    Plant("Tulip", year: 2010, price: 3.25),
    Plant("Érable", year: 2012, price: 45, tags: ["tree"]),
]

private func titles(_ predicate: NSPredicate) -> [String] {
    (plants as NSArray).filtered(using: predicate).map { "\($0)" }
}

struct PlantFilterCase: CustomTestStringConvertible, Sendable {
    let format: String
    let arguments: [String]
    let titles: [String]
    var testDescription: String { format }
}

@Test(arguments: [
    PlantFilterCase(format: "title == 'Tulip'", arguments: [], titles: ["Tulip"]),
    PlantFilterCase(format: "%K BEGINSWITH[c] %@", arguments: ["title", "g"], titles: ["Ginkgo", "Gardenia"]),
    PlantFilterCase(format: "title CONTAINS[cd] 'E'", arguments: [], titles: ["Gardenia", "Érable"]),
    PlantFilterCase(format: "title ENDSWITH 'ip'", arguments: [], titles: ["Tulip"]),
    PlantFilterCase(format: "title LIKE 'G*n*'", arguments: [], titles: ["Ginkgo", "Gardenia"]),
    PlantFilterCase(format: "title MATCHES '[A-Z][a-z]{4}'", arguments: [], titles: ["Tulip"]),
    PlantFilterCase(format: "year BETWEEN {2008, 2010}", arguments: [], titles: ["Gardenia", "Tulip"]),
    PlantFilterCase(format: "year > 2007 AND NOT (price < 10)", arguments: [], titles: ["Gardenia", "Érable"]),
    PlantFilterCase(format: "price <= 12 OR year >= 2012", arguments: [], titles: ["Gardenia", "Tulip", "Érable"]),
    PlantFilterCase(format: "title IN {'Tulip', 'Rose'}", arguments: [], titles: ["Tulip"]),
    PlantFilterCase(format: "ANY tags == 'tree'", arguments: [], titles: ["Ginkgo", "Érable"]),
    PlantFilterCase(format: "NONE tags == 'tree'", arguments: [], titles: ["Gardenia", "Tulip"]),
    PlantFilterCase(format: "tags.@count >= 1", arguments: [], titles: ["Ginkgo", "Gardenia", "Érable"]),
    PlantFilterCase(format: "SELF.year == 2010", arguments: [], titles: ["Tulip"]),
    PlantFilterCase(format: "title == $name", arguments: [], titles: ["Ginkgo"]),
    // Arithmetic binds tighter than comparisons; `&` and `|` are bitwise on whole numbers.
    PlantFilterCase(format: "(year & 2 != 0)", arguments: [], titles: ["Ginkgo", "Tulip"]),
    PlantFilterCase(format: "year | 1 == 2009", arguments: [], titles: ["Gardenia"]),
    PlantFilterCase(format: "year & 1 != 0 OR price * 2 > 80", arguments: [], titles: ["Ginkgo", "Érable"]),
    PlantFilterCase(format: "year - 2000 == 10 AND price / 2 < 2", arguments: [], titles: ["Tulip"]),
    PlantFilterCase(format: "year + 2 * 2 == 2012", arguments: [], titles: ["Gardenia"]),
])
func formatsFilterModelObjects(_ testCase: PlantFilterCase) {
    let predicate = NSPredicate(format: testCase.format, argumentArray: testCase.arguments)
    let matched = plants.filter { predicate.evaluate(with: $0, substitutionVariables: ["name": "Ginkgo"]) }
    #expect(matched.map(\.title) == testCase.titles)
    #expect(predicate.cellSnapFormatError == nil)
}

@Test func variadicArgumentsAsIOSCodePassesThem() {
    #expect(titles(NSPredicate(format: "(SELF.year == %ld)", 2010)) == ["Tulip"])
    #expect(titles(NSPredicate(format: "%K > %f", "price", 20.0)) == ["Ginkgo", "Érable"])
    #expect(titles(NSCompoundPredicate(format: "year < %d", 2009)) == ["Ginkgo", "Gardenia"])
}

/// On iOS a Swift collection bridges to `NSArray`/`NSSet`, a `CVarArg`; on Linux the `Any...`
/// overload takes it, alone or beside `CVarArg` arguments.
@Test func collectionsAsArgumentsAsIOSCodePassesThem() {
    let years: [Int] = [2008, 2012]
    #expect(titles(NSPredicate(format: "year IN %@", years)) == ["Gardenia", "Érable"])
    #expect(titles(NSPredicate(format: "title IN %@", Set(["Tulip", "Rose"]))) == ["Tulip"])
    #expect(titles(NSPredicate(format: "%K IN %@ AND price > %f", "year", years, 20.0)) == ["Érable"])
    let ids = [UUID(), UUID(), UUID()]
    let chosen = NSPredicate(format: "identifier IN %@", Array(ids.prefix(2)))
    #expect(ids.map { chosen.evaluate(with: ["identifier": $0] as NSDictionary) } == [true, true, false])
    #expect(chosen.cellSnapFormatError == nil)
}

@Test func expressionsAndComparisonPredicatesAsASearchScreenBuildsThem() {
    let title = NSExpression(forKeyPath: "title")
    let search = NSExpression(forConstantValue: "gar")
    let byTitle = NSComparisonPredicate(
        leftExpression: title, rightExpression: search, modifier: .direct, type: .contains,
        options: [.caseInsensitive, .diacriticInsensitive])
    let byYear = NSComparisonPredicate(
        leftExpression: NSExpression(forKeyPath: "year"), rightExpression: NSExpression(forConstantValue: 2012),
        modifier: .direct, type: .equalTo)
    let either = NSCompoundPredicate(orPredicateWithSubpredicates: [byTitle, byYear])
    #expect(titles(either) == ["Gardenia", "Érable"])
    let anyTree = NSComparisonPredicate(
        leftExpression: NSExpression(forKeyPath: "tags"), rightExpression: NSExpression(forConstantValue: "tree"),
        modifier: .any, type: .equalTo, options: [])
    #expect(titles(NSCompoundPredicate(andPredicateWithSubpredicates: [anyTree, byYear])) == ["Érable"])
    #expect(titles(NSCompoundPredicate(notPredicateWithSubpredicate: anyTree)) == ["Gardenia", "Tulip"])
    #expect(byTitle.predicateOperatorType == .contains && byTitle.comparisonPredicateModifier == .direct)
    #expect(byTitle.leftExpression.keyPath == "title" && byTitle.leftExpression.expressionType == .keyPath)
    #expect(NSExpression(forVariable: "limit").expressionValue(with: nil, context: ["limit": 3]) as? Int == 3)
    #expect(
        NSExpression.expressionForEvaluatedObject().expressionValue(with: plants[2], context: nil) as? Plant
            === plants[2])
    #expect(title.expressionValue(with: plants[0], context: nil) as? String == "Ginkgo")
}

@Test func sortDescriptorsOrderByKeyPath() {
    let byPrice = (plants as NSArray).sortedArray(using: [NSSortDescriptor(key: "price", ascending: false)])
    #expect(byPrice.map { "\($0)" } == ["Érable", "Ginkgo", "Gardenia", "Tulip"])
    let byTagsThenTitle = (plants as NSArray).sortedArray(using: [
        NSSortDescriptor(key: "tags.@count", ascending: true), NSSortDescriptor(key: "title", ascending: true),
    ])
    // Strings order as Foundation's `compare(_:)` orders them: É beside E, before G.
    #expect(byTagsThenTitle.map { "\($0)" } == ["Tulip", "Érable", "Gardenia", "Ginkgo"])
}

/// A record with optional values, as Core Data generates for optional attributes.
final class Release: NSObject {
    let name: String?
    let day: Date?
    let rank: Int
    init(_ name: String?, day: TimeInterval?, rank: Int) {
        self.name = name
        self.day = day.map { Date(timeIntervalSince1970: $0) }
        self.rank = rank
    }
}

@Test func sortDescriptorsOrderByKeyPathsToOptionalValues() {
    let releases = [
        Release("Mercury", day: 300, rank: 2), Release(nil, day: nil, rank: 3), Release("Atlas", day: 100, rank: 1),
    ]
    func names(_ descriptors: [NSSortDescriptor]) -> [String] {
        (releases as NSArray).sortedArray(using: descriptors).map { ($0 as? Release)?.name ?? "nil" }
    }
    // `nil` first, as key-based descriptors order it; descending puts it last.
    #expect(names([NSSortDescriptor(keyPath: \Release.name, ascending: true)]) == ["nil", "Atlas", "Mercury"])
    #expect(names([NSSortDescriptor(keyPath: \Release.day, ascending: false)]) == ["Mercury", "Atlas", "nil"])
    // A `Comparable` value keeps Foundation's own initialiser and order.
    #expect(names([NSSortDescriptor(keyPath: \Release.rank, ascending: false)]) == ["nil", "Mercury", "Atlas"])
    let byName = NSSortDescriptor(keyPath: \Release.name, ascending: true)
    #expect(byName.keyPath == \Release.name && byName.ascending)
    #expect(byName.compare(releases[0], to: releases[2]) == .orderedDescending)
}

@Test(arguments: [
    ("title ==", "NSPredicate(format: \"title ==\"): the format ends where a value was expected, at the end"),
    (
        "title = 'a' AND",
        "NSPredicate(format: \"title = 'a' AND\"): the format ends where a value was expected, at the end"
    ),
    (
        "title ~ 'a'",
        "NSPredicate(format: \"title ~ 'a'\"): the character \"~\" is not part of the predicate format, at character 7"
    ),
    ("(title == 'a'", "NSPredicate(format: \"(title == 'a'\"): a ( is not closed, at the end"),
    ("title == 'a", "NSPredicate(format: \"title == 'a\"): a quoted string is not closed, at character 10"),
    (
        "SUBQUERY(tags, $t, $t == 'x').@count > 0",
        "NSPredicate(format: \"SUBQUERY(tags, $t, $t == 'x').@count > 0\"): SUBQUERY is not supported by CellSnap, at character 1"
    ),
    ("title == %@", "NSPredicate(format: \"title == %@\"): %@ has no argument, at character 10"),
    (
        "title CONTAINS[x] 'a'",
        "NSPredicate(format: \"title CONTAINS[x] 'a'\"): an operator option other than [c], [d], [cd], at character 16"
    ),
])
func badFormatsAreReportedWithTheirPosition(_ format: String, _ message: String) {
    let problems = keyValueProblems(of: ["NSPredicate"]) {
        let predicate = NSPredicate(format: format)
        #expect(predicate.cellSnapFormatError?.localizedDescription == message)
        #expect(!predicate.evaluate(with: plants[0]))
    }
    #expect(problems.filter { $0.key == format }.map(\.call) == ["NSPredicate(format:)"])
}

@Test func localeAndMeasurementSpellings() {
    let french = withVaList([2.5]) { NSString(format: "%.1f", locale: Locale(identifier: "fr_FR"), arguments: $0) }
    #expect(french as String == "2,5")
    #expect(NSString(format: "%.2f", locale: Locale(identifier: "en_US"), 3.14159) as String == "3.14")
    #expect(String(format: "%d items", locale: Locale(identifier: "en_US"), 3) == "3 items")
    #expect(Measurement(value: 1.5, unit: UnitInformationStorage.megabytes).formatted() == "1.5 MB")
}
