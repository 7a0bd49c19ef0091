// The app's files as iOS runs them: their `Bundle.main` and `Bundle(for:)` find the app's data
// files (the target's resources), and their first look at `UIApplication.shared` finds the app
// launched with its `@UIApplicationMain` delegate (Tests/ObjCScreens/PantryViewController.swift).
import CellSnapUIKitTesting
import Foundation
import Testing
import UIKit

@MainActor @Suite struct AppBundleAdaptedTests {
    /// A screen made as a test makes it, with no launch: the app launches when the screen's code
    /// asks for its delegate, which reads the JSON file of the app's bundle; the screen reads the
    /// property list of the bundle of its class.
    @Test func theAppsFilesFindTheirBundleAndTheirApp() throws {
        defer { UIApplication.shared.cellSnapResetLaunch() }
        let controller = PantryViewController(style: .plain)
        controller.loadViewIfNeeded()
        let delegate = try #require(UIApplication.shared.delegate as? PantryAppDelegate)
        #expect(delegate.launched)
        #expect(delegate.pantry.shelves.map(\.name) == ["Flour", "Sugar", "Lemons"])
        #expect(delegate.pantry.shelves.map(\.count) == [2, 1, 6])
        #expect(controller.title == "Pantry" && controller.showsCounts)
        #expect(controller.tableView.numberOfRows(inSection: 0) == 3)
        #expect(_cellSnapMainBundle.bundleURL.standardizedFileURL == Bundle.module.bundleURL.standardizedFileURL)
        #expect(_cellSnapMainBundle !== Bundle.main)
    }

    /// `Bundle.main.urls(forResourcesWithExtension:subdirectory:)` in an app's file lists the app's
    /// data files as `URL`s, as Apple's Foundation answers (Linux's answers `NSURL`s).
    @Test func theAppListsItsDataFilesAsURLs() {
        #expect(Pantry.dataFileNames() == ["Pantry"])
    }

    /// `NSLocalizedString` without a bundle in an app's file reads the app's `Localizable.strings`
    /// (its resource bundle), as on iOS it reads the main bundle's; a key it lacks gives the value.
    @Test func theAppsLocalizedStringsAreFound() {
        #expect(PantryStrings.emptyShelf == "Nothing on this shelf")
        #expect(PantryStrings.restock == "Buy more")
        #expect(PantryStrings.missing == "Not translated")
    }

    /// `String(localized:)` without a bundle reads the same strings, by the key Xcode writes for
    /// an interpolated literal (`%lld` for an `Int`, `%@` for a string, `%%` for a `%`), fills a
    /// translation's positional specifiers, reads a table of its own, and without a translation
    /// gives the literal with its values (a `Double` as `%lf` writes it).
    @Test func theAppsStringsAreFoundByStringLocalized() {
        #expect(PantryStrings.jarCount(4) == "4 jars on the shelf, 10% full")
        #expect(PantryStrings.stocked(by: "Ann", on: 2) == "Day 2: Ann filled the shelf")
        #expect(PantryStrings.title == "Larder")
        #expect(PantryStrings.untranslated == "3.500000 kg of flour")
    }

    /// A translation whose specifiers the values do not fill (a `%@` for an integer, one `%@`
    /// more than there are values) is not formatted with them: the text as written is used.
    @Test func aTranslationTheValuesDoNotFillIsNotUsed() {
        #expect(PantryStrings.picked(by: "Ann", count: 3) == "Ann picked 3")
        #expect(PantryStrings.outOf("flour") == "Out of flour")
    }

    /// A key of the app's `Localizable.stringsdict` (which Linux's Foundation crashes on) is a
    /// format whose forms the numbers choose, read with `NSLocalizedString` or the bundle's
    /// `localizedString(forKey:value:table:)` and formatted with `localizedStringWithFormat` or
    /// `String(format:)`; the other arguments stay where they are when a form has no number.
    @Test func theAppsPluralStringsChooseTheirForms() {
        #expect(PantryStrings.jars(0, on: "the shelf") == "No jars on the shelf")
        #expect(PantryStrings.jars(1, on: "the shelf") == "One jar on the shelf")
        #expect(PantryStrings.jars(4, on: "the shelf") == "4 jars on the shelf")
        #expect(PantryStrings.jarsFormatted(1) == "One jar on the top shelf")
        #expect(PantryStrings.jarsFormatted(12) == "12 jars on the top shelf")
    }
}
