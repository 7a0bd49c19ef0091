// `CGFloat` and `NSNumber` with `as`, as iOS code converts them (Linux's Foundation bridges the
// other number types only).
import Testing
import UIKit

/// `CGFloat` bridges to `NSNumber` with `as` as on Apple's platforms; a number comes back as a
/// `CGFloat` when its value is exactly one.
@Suite struct CGFloatNumberBridgingTests {
    @Test func aFloatBridgesBothWays() throws {
        let width: CGFloat = 2.5
        let number = width as NSNumber
        #expect(number.doubleValue == 2.5)
        #expect(([width, 4] as [NSNumber]).map(\.doubleValue) == [2.5, 4])
        #expect(NSNumber(value: 3) as? CGFloat == 3)
        let boxed: Any = number
        #expect(boxed as? CGFloat == 2.5)
        #expect(NSNumber(value: Int64.max - 1) as? CGFloat == nil)
    }
}
