// Plural strings of `.stringsdict` files, read by CellSnapFoundation (Linux's Foundation crashes
// the process on such a key) and formatted with the form each number asks for, as iOS formats a
// `NSLocalizedString` format with `String.localizedStringWithFormat(_:_:)`.
import Foundation
import Testing
import UIKit

/// A bundle folder with `Localizable.stringsdict` and `Localizable.strings` in `<language>.lproj`.
private func pluralBundle(language: String, entries: String) throws -> Bundle {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("cellsnap-plurals-\(UUID().uuidString).bundle")
    let strings = folder.appendingPathComponent("\(language).lproj")
    try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
    let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>\(entries)</dict></plist>
        """
    try Data(plist.utf8).write(to: strings.appendingPathComponent("Localizable.stringsdict"))
    try Data(#""greeting" = "Hello";"#.utf8).write(to: strings.appendingPathComponent("Localizable.strings"))
    return try #require(Bundle(path: folder.path))
}

/// One `NSStringPluralRuleType` variable's dictionary.
private func variable(_ name: String, type: String = "d", _ forms: [String: String]) -> String {
    let pairs = forms.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key><string>\($0.value)</string>" }
    return """
        <key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>\(type)</string>\(pairs.joined())</dict>
        """
}

/// One key's entry: its format and variables.
private func entry(_ key: String, format: String, _ variables: String...) -> String {
    "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>\(format)</string>\(variables.joined())</dict>"
}

private let englishEntries = [
    entry("items", format: "%#@items@", variable("items", ["one": "%d item", "other": "%d items"])),
    entry(
        "basket", format: "%@ holds %#@items@ in %#@boxes@",
        variable("items", ["zero": "nothing", "one": "one item", "other": "%d items"]),
        variable("boxes", ["one": "%d box", "other": "%d boxes"])),
    entry("reordered", format: "%2$#@boxes@ for %1$@", variable("boxes", ["one": "%d box", "other": "%d boxes"])),
    entry("weight", format: "%#@kilos@", variable("kilos", type: "f", ["one": "%.1f kilo", "other": "%.1f kilos"])),
    entry("odd", format: "%0$#@items@ %3$@ %*d", variable("items", ["one": "%d item", "other": "%d items"])),
    "<key>width</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@w@</string><key>w</key><dict>"
        + "<key>NSStringFormatSpecTypeKey</key><string>NSStringVariableWidthRuleType</string></dict></dict>",
].joined()

@Test(
    arguments: [
        ("one", "items", [1], "1 item"),
        ("other", "items", [3], "3 items"),
        ("no zero form in English: other", "items", [0], "0 items"),
        ("zero form", "basket", ["Ann", 0, 2], "Ann holds nothing in 2 boxes"),
        (
            "a form without a number keeps the arguments after it", "basket", ["Ann", 1, 1],
            "Ann holds one item in 1 box"
        ),
        ("two variables", "basket", ["Bo", 5, 3], "Bo holds 5 items in 3 boxes"),
        ("numbered", "reordered", ["Ann", 1], "1 box for Ann"),
        ("a fraction is other in English", "weight", [1.5], "1.5 kilos"),
        ("a whole floating-point one", "weight", [1.0], "1.0 kilo"),
        ("arguments there are not, and a width from the arguments, are left out", "odd", [2], " items  "),
    ] as [(String, String, [any CVarArg & Sendable], String)])
func englishPluralForms(name: String, key: String, arguments: [any CVarArg & Sendable], expected: String) throws {
    let bundle = try pluralBundle(language: "en", entries: englishEntries)
    let format = bundle.cellSnapLocalizedString(forKey: key, value: nil, table: nil)
    #expect(String(cellSnapFormat: format, locale: nil, arguments: arguments) == expected, "\(name)")
}

/// Without the forms chosen (Foundation's own `String(format:)`), the answer is the `other` form,
/// numbered: a format that fills without crashing.
@Test func theAnswerIsTheOtherFormNumbered() throws {
    let bundle = try pluralBundle(language: "en", entries: englishEntries)
    #expect(bundle.cellSnapLocalizedString(forKey: "items", value: nil, table: nil) == "%1$d items")
    #expect(
        bundle.cellSnapLocalizedString(forKey: "basket", value: nil, table: nil)
            == "%1$@ holds %2$d items in %3$d boxes")
    #expect(String(format: bundle.cellSnapLocalizedString(forKey: "items", value: nil, table: nil), 1) == "1 items")
}

/// Keys of the `.strings` file, and keys neither file has, are Foundation's; an entry of another
/// rule answers its value, or its key, as a missing translation does.
@Test func otherKeysAreFoundations() throws {
    let bundle = try pluralBundle(language: "en", entries: englishEntries)
    #expect(bundle.cellSnapLocalizedString(forKey: "greeting", value: nil, table: nil) == "Hello")
    #expect(bundle.cellSnapLocalizedString(forKey: "absent", value: "Default", table: nil) == "Default")
    #expect(bundle.cellSnapLocalizedString(forKey: "width", value: "Wide", table: nil) == "Wide")
    #expect(bundle.cellSnapLocalizedString(forKey: "width", value: nil, table: nil) == "width")
    #expect(cellSnapLocalizedString("greeting", bundle: bundle, comment: "") == "Hello")
    #expect(String(cellSnapFormat: "%d of %@", 2, "3") == "2 of 3")
    #expect(String.cellSnapLocalizedStringWithFormat("%.1f", 2.25) == "2.2")
}

/// The language of the `.lproj` folder chooses the forms by its Unicode plural rules.
@Test(
    arguments: [
        (1, "1 файл"), (3, "3 файла"), (5, "5 файлов"), (11, "11 файлов"), (21, "21 файл"), (22, "22 файла"),
    ])
func russianPluralForms(count: Int, expected: String) throws {
    let forms = ["one": "%d файл", "few": "%d файла", "many": "%d файлов", "other": "%d файла"]
    let bundle = try pluralBundle(
        language: "ru", entries: entry("files", format: "%#@files@", variable("files", forms)))
    let format = bundle.cellSnapLocalizedString(forKey: "files", value: nil, table: nil)
    #expect(String(cellSnapFormat: format, count) == expected)
}

/// A file that is not a property list answers as a missing translation, without crashing.
@Test func aDamagedFileIsAMissingTranslation() throws {
    let bundle = try pluralBundle(language: "en", entries: "<key>broken")
    #expect(bundle.cellSnapLocalizedString(forKey: "items", value: "Items", table: nil) == "Items")
}
