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
            let title = NSLocalizedString("onboarding.button", bundle: _cellSnapMainBundle, comment: "Close onboarding button")
            let table = NSLocalizedString("k", tableName: "Menu", bundle: _cellSnapMainBundle, comment: "")
            let valued = Foundation.NSLocalizedString("k", tableName: nil, bundle: _cellSnapMainBundle, value: "Close", comment: "c")
            let given = NSLocalizedString("k", bundle: .module, comment: ""), main = NSLocalizedString("k", bundle: _cellSnapMainBundle, comment: "")
            let nested = NSLocalizedString(NSLocalizedString("a", bundle: _cellSnapMainBundle, comment: ""), bundle: _cellSnapMainBundle, comment: "")
            let lines = NSLocalizedString(
                "k",
                bundle: _cellSnapMainBundle, comment: "")
            let other = localizedString("k", comment: "")
            """#)
}
