// `.strings` tables found in the localization an iOS simulator as it comes (English, United
// States) reads, in SwiftPM resource bundles, where Linux's Foundation finds none. An adapted
// file's `NSLocalizedString` is `cellSnapLocalizedString`, which these tests call.
import Foundation
import Testing
import UIKit

@Suite struct LocalizedStringsTableTests {
    /// A bundle folder holding `files` (paths to contents; a `Data` is written as it is).
    static func bundle(_ files: [String: Any]) throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("cellsnap-strings-\(UUID().uuidString).resources")
        for (path, contents) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (contents as? Data ?? Data("\(contents)".utf8)).write(to: url)
        }
        return try #require(Bundle(path: folder.path))
    }

    static func greeting(_ text: String) -> String { #""greeting" = "\#(text)";"# }

    static func developmentRegion(_ region: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>\(region)</string></dict></plist>
        """
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var files: [String: String]
        var greeting: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a region's folder as SwiftPM names it",
            files: [
                "en-us.lproj/Localizable.strings": greeting("Hello, "),
                "pt-br.lproj/Localizable.strings": greeting("Olá, "),
            ],
            greeting: "Hello, "),
        Case(
            name: "the language's folder over another",
            files: [
                "ru.lproj/Localizable.strings": greeting("Привет"), "en.lproj/Localizable.strings": greeting("Hello"),
            ],
            greeting: "Hello"),
        Case(
            name: "English of another region",
            files: [
                "en-GB.lproj/Localizable.strings": greeting("Hello, mate"),
                "fr.lproj/Localizable.strings": greeting("Salut"),
            ],
            greeting: "Hello, mate"),
        Case(
            name: "the development region when no language matches",
            files: [
                "fr.lproj/Localizable.strings": greeting("Salut"), "de.lproj/Localizable.strings": greeting("Hallo"),
                "Info.plist": developmentRegion("de"),
            ],
            greeting: "Hallo"),
        Case(
            name: "the only localization", files: ["ru.lproj/Localizable.strings": greeting("Привет")],
            greeting: "Привет"),
        Case(name: "a table outside any folder", files: ["Localizable.strings": greeting("Hi")], greeting: "Hi"),
        Case(
            name: "a key the table lacks is the key",
            files: ["en.lproj/Localizable.strings": #""farewell" = "Bye";"#], greeting: "greeting"),
    ]

    @Test(arguments: cases)
    func theSimulatorsLocalizationAnswers(_ fixture: Case) throws {
        let bundle = try Self.bundle(fixture.files)
        #expect(cellSnapLocalizedString("greeting", bundle: bundle, comment: "") == fixture.greeting)
    }

    @Test func aTableInUTF16AndAnotherTableAndAMissingValue() throws {
        var utf16 = Data([0xFF, 0xFE])
        utf16.append(Self.greeting("Hello from UTF-16").data(using: .utf16LittleEndian)!)
        let bundle = try Self.bundle([
            "en.lproj/Localizable.strings": utf16, "en.lproj/Errors.strings": #""offline" = "You are offline";"#,
        ])
        #expect(cellSnapLocalizedString("greeting", bundle: bundle, comment: "") == "Hello from UTF-16")
        #expect(
            cellSnapLocalizedString("offline", tableName: "Errors", bundle: bundle, comment: "") == "You are offline")
        #expect(cellSnapLocalizedString("absent", bundle: bundle, value: "Fallback", comment: "") == "Fallback")
    }
}
