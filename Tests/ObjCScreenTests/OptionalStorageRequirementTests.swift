// Tests/ObjCScreens/PageStripSources.swift adapted for Linux: optional property and subscript
// requirements of an `@objc` protocol read as optionals through the protocol, `nil` where the
// source's class implements none, and as the class's own type on the class.
import Testing
import UIKit

@MainActor @Suite struct OptionalStorageRequirementTests {
    @Test func theStripReadsWhatEachSourceImplements() {
        let strip = PageStrip()
        #expect(strip.summary() == "no source")
        #expect(strip.pageCount == 0)
        let sources: [(PageStripDataSource, String, Int)] = [
            (ChapterSource(), "Chapters: Intro, Setup, Done", 3),
            (LongerChapterSource(), "Chapters: Intro, Setup, Done, Extra", 4),
            (BareSource(), "Bare: Page 1", 0),
            (StoredSource(), "Stored: Page 1, Page 2 in teal", 2),
            (GlossarySource(), "Glossary: Page 1, Page 2", 2),
        ]
        for (source, summary, count) in sources {
            strip.dataSource = source
            #expect(strip.summary() == summary)
            #expect(strip.pageCount == count, "\(summary)")
        }
    }

    @Test func theClassReadsItsOwnTypeAndSetsWhatItDeclares() {
        let chapters = ChapterSource()
        let count: Int = chapters.numberOfPages
        let title: String = chapters[1]
        #expect(count == 3)
        #expect(title == "Setup")
        let stored = StoredSource()
        stored.numberOfPages = 1
        stored.accentName = nil
        let strip = PageStrip()
        strip.dataSource = stored
        #expect(strip.summary() == "Stored: Page 1")
        let source: PageStripDataSource = stored
        #expect(source.accentName == .some(nil))
        #expect(BareSource().accentName == nil)
    }

    @Test func theImplementationsAnswerTheirSelectors() {
        #expect(ChapterSource().responds(to: Selector("numberOfPages")))
        #expect(StoredSource().responds(to: Selector("accentName")))
        #expect(!BareSource().responds(to: Selector("numberOfPages")))
    }
}
