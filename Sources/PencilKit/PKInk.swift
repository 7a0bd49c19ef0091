import CellSnapUIKit
import Foundation

/// How a stroke's marks look, as PencilKit's `PKInk`: its type and colour.
public struct PKInk: Equatable, @unchecked Sendable {
    /// The kinds of ink, as `PKInk.InkType` (the SDK's raw values).
    public enum InkType: String, Hashable, Sendable, CaseIterable {
        case pen = "com.apple.ink.pen"
        case pencil = "com.apple.ink.pencil"
        case marker = "com.apple.ink.marker"
        case monoline = "com.apple.ink.monoline"
        case fountainPen = "com.apple.ink.fountainpen"
        case watercolor = "com.apple.ink.watercolor"
        case crayon = "com.apple.ink.crayon"
    }

    public var inkType: InkType
    public var color: UIColor

    public init(_ type: InkType, color: UIColor = .black) { (inkType, self.color) = (type, color) }

    public static func == (lhs: PKInk, rhs: PKInk) -> Bool { lhs.inkType == rhs.inkType && lhs.color == rhs.color }
}
