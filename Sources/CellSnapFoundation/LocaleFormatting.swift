import Foundation

// Formatting calls as iOS code writes them, where Darwin's Foundation takes a `Locale` (bridged to
// `NSLocale` there) and swift-corelibs-foundation an `AnyObject?`, or lacks the call.

extension NSString {
    /// A string made from `format` with `argList`'s arguments, numbers written as `locale` writes
    /// them (`NSString(format: text, locale: Locale.current, arguments: args)`).
    public convenience init(format: String, locale: Locale?, arguments argList: CVaListPointer) {
        self.init(format: format, locale: locale.map { NSLocale(localeIdentifier: $0.identifier) }, arguments: argList)
    }

    /// A string made from `format` with `args`, numbers written as `locale` writes them.
    ///
    /// ```swift
    /// print(NSString(format: "%.1f", locale: Locale(identifier: "fr_FR"), 2.5))   // 2,5
    /// ```
    public convenience init(format: String, locale: Locale?, _ args: CVarArg...) {
        let text = withVaList(args) { NSString(format: format, locale: locale, arguments: $0) }
        self.init(string: text as String)
    }
}

extension Measurement where UnitType: Dimension {
    /// The measurement as text in the default style, as Foundation's `formatted()`: the value
    /// written as the current locale writes numbers, then the unit's abbreviated symbol
    /// (`1.5 MB`). CellSnap keeps the measurement's own unit (it converts to no preferred unit of
    /// the locale).
    ///
    /// ```swift
    /// print(Measurement(value: 1.5, unit: UnitInformationStorage.megabytes).formatted())   // 1.5 MB
    /// ```
    public func formatted() -> String {
        let formatter = NumberFormatter()
        formatter.locale = Locale.current
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 2
        let number = formatter.string(from: NSNumber(value: value)) ?? "\(value)"
        return number + " " + unit.symbol
    }
}
