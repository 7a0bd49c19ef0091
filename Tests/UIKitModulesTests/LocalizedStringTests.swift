// `String(localized:)`, `String.LocalizationValue` and `LocalizedStringResource`, which Apple's
// Foundation has and Linux's lacks, reached through `import UIKit` as an app's file reaches them.
// The keys are the ones Xcode writes into a string catalog for the same literals.
import Testing
import UIKit

@Test(
    arguments: [
        ("plain", String.LocalizationValue("Done"), "Done"),
        ("percent", "50% off", "50%% off"),
        ("Int", "\(3) items", "%lld items"),
        ("Int64", "\(Int64(3)) items", "%lld items"),
        ("Int32", "\(Int32(3)) items", "%d items"),
        ("UInt", "\(UInt(3)) items", "%llu items"),
        ("UInt8", "\(UInt8(3)) items", "%u items"),
        ("Double", "\(2.5) kg", "%lf kg"),
        ("Float", "\(Float(2.5)) kg", "%f kg"),
        ("CGFloat", "\(CGFloat(2.5)) pt", "%lf pt"),
        ("String", "Hi \("Ann")", "Hi %@"),
        ("Substring", "Hi \("Ann".prefix(2))", "Hi %@"),
        ("NSObject", "Hi \(NSString(string: "Ann"))", "Hi %@"),
        ("two", "\("Ann") has \(2)", "%@ has %lld"),
    ] as [(String, String.LocalizationValue, String)])
func localizationKeys(name: String, value: String.LocalizationValue, key: String) {
    #expect(value.key == key, "\(name)")
}

/// Without a translation (the test runner's main bundle has none) the literal is the text, its
/// values written as their specifiers write them, in the locale given.
@Test func untranslatedStringsAreTheirLiterals() {
    #expect(String(localized: "Done") == "Done")
    #expect(String(localized: "50% off") == "50% off")
    #expect(String(localized: "\("Ann") has \(2) jars, \(UInt8(7)) full") == "Ann has 2 jars, 7 full")
    #expect(String(localized: "\(234.5) g", locale: Locale(identifier: "de_DE")) == "234,500000 g")
    #expect(String(localized: "shelf.title", defaultValue: "Shelf \(4)") == "Shelf 4")
    let day = Date(timeIntervalSince1970: 1_700_000_000)
    let year = Date.FormatStyle(timeZone: TimeZone(identifier: "UTC")!).year()
    #expect(String(localized: "In \(day, format: year)") == "In 2023")
}

/// A resource keeps its key, default value, table and bundle; `String(localized:)` localizes it.
@Test func localizedStringResources() {
    let literal: LocalizedStringResource = "Open \(2) tabs"
    #expect(literal.key == "Open %lld tabs")
    #expect(literal.table == nil)
    #expect(literal.bundle == .main)
    #expect(String(localized: literal) == "Open 2 tabs")
    let keyed = LocalizedStringResource("tabs.open", defaultValue: "Open tabs", table: "Menu", comment: "A title")
    #expect(keyed.key == "tabs.open")
    #expect(keyed.comment == "A title")
    #expect(String(localized: keyed) == "Open tabs")
    #expect(LocalizedStringResource("x", bundle: .forClass(NSString.self)) != LocalizedStringResource("x"))
}
