import Foundation

extension NSMutableAttributedString {
    /// Gives the characters in `range` `value` for the attribute `name`, as Foundation's
    /// `addAttribute(_:value:range:)` does, for a value that is an object: a `UIColor`, a `UIFont`,
    /// an `NSParagraphStyle`, an `NSShadow`.
    ///
    /// Linux's Foundation traps when its `addAttribute(_:value:range:)` replaces a value of a
    /// Swift class with another (a second colour over part of a coloured text); its
    /// `addAttributes(_:range:)` does not. This overload, preferred for object values, takes that
    /// path, so that an app's highlighting code runs as it does on iOS.
    ///
    /// ```swift
    /// let text = NSMutableAttributedString(string: "Inbox (3)", attributes: [.foregroundColor: UIColor.label])
    /// text.addAttribute(.foregroundColor, value: UIColor.systemBlue, range: NSRange(location: 6, length: 3))
    /// ```
    public func addAttribute(_ name: NSAttributedString.Key, value: NSObject, range: NSRange) {
        addAttributes([name: value], range: range)
    }
}
