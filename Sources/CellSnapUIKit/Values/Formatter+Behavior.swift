import Foundation

// Foundation's formatter behaviours, which Apple's Foundation has and swift-corelibs-foundation
// lacks; UIKit code sets them (`formatter.formatterBehavior = .default`), and on iOS `import UIKit`
// brings Foundation, so they come with CellSnap's UIKit.
//
// iOS has one behaviour left, macOS 10.4's (the 10.0 behaviour is unavailable), and `.default`
// stands for it; swift-corelibs-foundation's formatters always behave that way (ICU's patterns and
// styles). So every value a formatter accepts is the behaviour it has: the property reads
// `.behavior10_4` whatever was set, as on iOS, where the default behaviour is the 10.4 one.

extension NumberFormatter {
    /// A number formatter's behaviour, as Foundation's `NumberFormatter.Behavior`.
    public enum Behavior: UInt, Sendable {
        /// The default behaviour: macOS 10.4's.
        case `default` = 0
        /// The behaviour since macOS 10.4: ICU's patterns and styles (Foundation's name).
        // swift-format-ignore: AlwaysUseLowerCamelCase
        case behavior10_4 = 1040
    }

    /// The formatter's behaviour: always the 10.4 behaviour, the one there is (see above).
    public var formatterBehavior: NumberFormatter.Behavior {
        get { .behavior10_4 }
        set {}
    }

    /// The behaviour new number formatters have: the 10.4 behaviour.
    public class func defaultFormatterBehavior() -> NumberFormatter.Behavior { .behavior10_4 }

    /// Sets the behaviour new number formatters have; the 10.4 behaviour is the one there is.
    public class func setDefaultFormatterBehavior(_ behavior: NumberFormatter.Behavior) {}
}

extension DateFormatter {
    /// A date formatter's behaviour, as Foundation's `DateFormatter.Behavior`.
    public enum Behavior: UInt, Sendable {
        /// The default behaviour: macOS 10.4's.
        case `default` = 0
        /// The behaviour since macOS 10.4: ICU's patterns and styles (Foundation's name).
        // swift-format-ignore: AlwaysUseLowerCamelCase
        case behavior10_4 = 1040
    }

    /// The formatter's behaviour: always the 10.4 behaviour, the one there is (see above).
    public var formatterBehavior: DateFormatter.Behavior {
        get { .behavior10_4 }
        set {}
    }

    /// The behaviour new date formatters have: the 10.4 behaviour.
    public class func defaultFormatterBehavior() -> DateFormatter.Behavior { .behavior10_4 }

    /// Sets the behaviour new date formatters have; the 10.4 behaviour is the one there is.
    public class func setDefaultFormatterBehavior(_ behavior: DateFormatter.Behavior) {}
}
