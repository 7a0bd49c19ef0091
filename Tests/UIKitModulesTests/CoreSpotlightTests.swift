// `import CoreSpotlight` as a notes app writes it: notes indexed for Spotlight, replaced, and
// removed by identifier and by domain.
import CoreSpotlight
import Foundation
import Testing
import UniformTypeIdentifiers

@Suite struct CoreSpotlightTests {
    @Test func itemsAreIndexedAndRemoved() async throws {
        let index = CSSearchableIndex(name: "notes")
        func note(_ id: String, _ domain: String, _ title: String) -> CSSearchableItem {
            let attributes = CSSearchableItemAttributeSet(contentType: .text)
            attributes.title = title
            attributes.keywords = ["note"]
            return CSSearchableItem(uniqueIdentifier: id, domainIdentifier: domain, attributeSet: attributes)
        }
        try await index.indexSearchableItems([note("1", "work", "Plan"), note("2", "work.projects", "Roadmap")])
        nonisolated(unsafe) var errors: [String] = []
        index.indexSearchableItems([note("3", "home", "Groceries"), note("1", "work", "Plan v2")]) {
            errors.append($0.map { "\($0)" } ?? "none")
        }
        #expect(errors == ["none"])
        #expect(index.cellSnapIndexedItems.map(\.attributeSet.title) == ["Plan v2", "Roadmap", "Groceries"])
        #expect(index.cellSnapIndexedItems[0].attributeSet.contentType == "public.text")
        try await index.deleteSearchableItems(withDomainIdentifiers: ["work"])
        #expect(index.cellSnapIndexedItems.map(\.uniqueIdentifier) == ["3"])
        try await index.deleteSearchableItems(withIdentifiers: ["3"])
        #expect(index.cellSnapIndexedItems.isEmpty && CSSearchableIndex.isIndexingAvailable())
        #expect(CSSearchableItemActionType == "com.apple.corespotlightitem")
    }
}
