import Foundation

/// `CGFloat` bridged to `NSNumber` with `as`, as on Apple's platforms (`point.x as NSNumber`,
/// `[width, height] as [NSNumber]`, `number as? CGFloat`), where Linux's Foundation bridges the
/// other number types only. A number converts to a `CGFloat` as it converts to a `Double`: when
/// its value is exactly representable. It comes with `import UIKit`, which brings Foundation and
/// Core Graphics together as the SDK's does.
extension CGFloat: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }

    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = CGFloat(Double._unconditionallyBridgeFromObjectiveC(source))
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        var double: Double?
        guard Double._conditionallyBridgeFromObjectiveC(source, result: &double), let double else { return false }
        result = CGFloat(double)
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(Double._unconditionallyBridgeFromObjectiveC(source))
    }
}
