import Foundation

extension NSDate {
    /// A date `timeInterval` seconds after this one, of the receiver's class, as Apple's
    /// Foundation declares it (`-> Self`); Linux's answers a `Date`. Chosen where an `NSDate` is
    /// expected (`diffDate = start.addingTimeInterval(60)` for an `NSDate!` property); elsewhere
    /// Linux's `Date` form is taken, as both stand for the same instant.
    ///
    /// ```swift
    /// let start = NSDate(timeIntervalSince1970: 0)
    /// let later: NSDate = start.addingTimeInterval(60)
    /// print(later.timeIntervalSince1970)   // 60.0
    /// ```
    @_disfavoredOverload
    public func addingTimeInterval(_ timeInterval: TimeInterval) -> Self {
        Self(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate + timeInterval)
    }
}
