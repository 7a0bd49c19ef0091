// `NSLocalizedString` without a `bundle:` reads `Bundle.main`, on iOS the app's bundle, which holds
// its `Localizable.strings`: in an app's file the adapter passes the module's resource bundle, the
// one its `Bundle.main` names (an app's texts were shown as their keys).
import ObjCAdaptation
import Testing

/// The bundle goes where its parameter is, after the key and `tableName:`, before `value:` and
/// `comment:`, also in a call nested in another's key and across lines; a `bundle:` given stays
/// (`Bundle.main` in it is the app's bundle anyway).
@Test func localizedStringWithoutABundleReadsTheAppBundle() {
    let (adapted, diagnostics) = adaptedLines(
        "strings",
        #"""
        let title = NSLocalizedString("onboarding.button", comment: "Close onboarding button")
        let table = NSLocalizedString("k", tableName: "Menu", comment: "")
        let valued = Foundation.NSLocalizedString("k", tableName: nil, value: "Close", comment: "c")
        let given = NSLocalizedString("k", bundle: .module, comment: ""), main = NSLocalizedString("k", bundle: Bundle.main, comment: "")
        let nested = NSLocalizedString(NSLocalizedString("a", comment: ""), comment: "")
        let lines = NSLocalizedString(
            "k",
            comment: "")
        let other = localizedString("k", comment: "")
        """#)
    #expect(diagnostics == [])
    #expect(
        adapted == #"""
            let title = cellSnapLocalizedString("onboarding.button", bundle: _cellSnapMainBundle, comment: "Close onboarding button")
            let table = cellSnapLocalizedString("k", tableName: "Menu", bundle: _cellSnapMainBundle, comment: "")
            let valued = cellSnapLocalizedString("k", tableName: nil, bundle: _cellSnapMainBundle, value: "Close", comment: "c")
            let given = cellSnapLocalizedString("k", bundle: .module, comment: ""), main = cellSnapLocalizedString("k", bundle: _cellSnapMainBundle, comment: "")
            let nested = cellSnapLocalizedString(cellSnapLocalizedString("a", bundle: _cellSnapMainBundle, comment: ""), bundle: _cellSnapMainBundle, comment: "")
            let lines = cellSnapLocalizedString(
                "k",
                bundle: _cellSnapMainBundle, comment: "")
            let other = localizedString("k", comment: "")
            """#)
}

/// `String(localized:)` gets the bundle where its parameter is: after `table:` (and after the key
/// and `defaultValue:`), before `locale:` and `comment:`, or last; a `bundle:` given stays, and a
/// single argument that is not a literal (a `LocalizedStringResource`, which has no `bundle:`)
/// is left as it is.
@Test func stringLocalizedWithoutABundleReadsTheAppBundle() {
    let (adapted, diagnostics) = adaptedLines(
        "strings",
        #"""
        let title = String(localized: "Done")
        let count = String(localized: "\(n) items", comment: "A count")
        let keyed = String(localized: "shelf.title", defaultValue: "Shelf", table: "Menu")
        let local = Swift.String(localized: "k", locale: locale)
        let given = String(localized: "k", bundle: .module)
        let resource = String(localized: title)
        let value = String(localized: value, table: "Menu")
        """#)
    #expect(diagnostics == [])
    #expect(
        adapted == #"""
            let title = String(localized: "Done", bundle: _cellSnapMainBundle)
            let count = String(localized: "\(n) items", bundle: _cellSnapMainBundle, comment: "A count")
            let keyed = String(localized: "shelf.title", defaultValue: "Shelf", table: "Menu", bundle: _cellSnapMainBundle)
            let local = Swift.String(localized: "k", bundle: _cellSnapMainBundle, locale: locale)
            let given = String(localized: "k", bundle: .module)
            let resource = String(localized: title)
            let value = String(localized: value, table: "Menu", bundle: _cellSnapMainBundle)
            """#)
}

/// Linux's Foundation crashes on a key of a `.stringsdict` file, and formats no plural forms:
/// `NSLocalizedString` and a bundle's `localizedString(forKey:value:table:)` are CellSnapFoundation's,
/// which read the file, and so are `String(format:)` (with `locale:` or `arguments:`) and
/// `String.localizedStringWithFormat` of a format that is not a literal, which choose the forms.
@Test func pluralStringsAreReadAndFormattedByCellSnap() {
    let (adapted, diagnostics) = adaptedLines(
        "plurals",
        #"""
        import Foundation
        let a = String.localizedStringWithFormat(NSLocalizedString("jars", comment: ""), count)
        let b = String(format: format, count, name)
        let c = String(format: format, locale: .current, count)
        let d = String(format: format, arguments: [count])
        let e = String(format: "%d jars", count)
        let f = Bundle.main.localizedString(forKey: "jars", value: nil, table: "Shelf")
        let g = NSString.localizedStringWithFormat(format as NSString, count)
        let h = contact.localizedString(forKey: "name")
        """#)
    #expect(diagnostics == [])
    #expect(
        adapted == #"""
            import Foundation
            let a = String.cellSnapLocalizedStringWithFormat(cellSnapLocalizedString("jars", bundle: _cellSnapMainBundle, comment: ""), count)
            let b = String(cellSnapFormat: format, count, name)
            let c = String(cellSnapFormat: format, locale: .current, count)
            let d = String(cellSnapFormat: format, arguments: [count])
            let e = String(format: "%d jars", count)
            let f = _cellSnapMainBundle.cellSnapLocalizedString(forKey: "jars", value: nil, table: "Shelf")
            let g = NSString.localizedStringWithFormat(format as NSString, count)
            let h = contact.localizedString(forKey: "name")
            """#)
}
