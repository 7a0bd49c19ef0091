import Foundation
import Testing
// Foundation's NSException and getVaList(_:), which Linux's Foundation and standard library lack:
// an exception's values, the names apps raise with, and a va_list that NSString formats.
import UIKit

struct VaListFixture: CustomTestStringConvertible, Sendable {
    var format: String
    var arguments: @Sendable () -> [CVarArg]
    var formatted: String
    var testDescription: String { format }
}

let vaListFixtures: [VaListFixture] = [
    VaListFixture(format: "%d", arguments: { [42] }, formatted: "42"),
    VaListFixture(format: "%@ is %d and %.2f", arguments: { ["count", 3, 2.5] }, formatted: "count is 3 and 2.50"),
    VaListFixture(
        format: "%d %d %d %d %d %d %d %d", arguments: { [1, 2, 3, 4, 5, 6, 7, 8] }, formatted: "1 2 3 4 5 6 7 8"),
    VaListFixture(
        format: "%.1f %.1f %.1f %.1f %.1f %.1f %.1f %.1f %.1f",
        arguments: { [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.5] }, formatted: "1.0 2.0 3.0 4.0 5.0 6.0 7.0 8.0 9.5"),
    VaListFixture(
        format: "Color value \"%@\" is invalid", arguments: { ["#12"] }, formatted: "Color value \"#12\" is invalid"),
    VaListFixture(format: "no arguments", arguments: { [] }, formatted: "no arguments"),
]

@Test(arguments: vaListFixtures) func vaListIsFormattedAsTheArguments(_ fixture: VaListFixture) {
    let list = getVaList(fixture.arguments())
    #expect(NSString(format: fixture.format, arguments: list) as String == fixture.formatted)
}

@Test func anExceptionKeepsWhatItIsMadeWith() {
    let exception = NSException(
        name: NSExceptionName("Invalid color value"), reason: "bad colour", userInfo: ["value": "#12"])
    #expect(exception.name.rawValue == "Invalid color value")
    #expect(exception.reason == "bad colour")
    #expect(exception.userInfo?["value"] as? String == "#12")
    #expect(NSException(name: .rangeException, reason: nil).userInfo == nil)
    #expect(
        [NSExceptionName.genericException, .rangeException, .invalidArgumentException, .internalInconsistencyException]
            .map(\.rawValue)
            == [
                "NSGenericException", "NSRangeException", "NSInvalidArgumentException",
                "NSInternalInconsistencyException",
            ])
}
