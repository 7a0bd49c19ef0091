// A library file that imports Foundation alone and names UIKit's types, as a layout library's
// proxies do: on iOS the framework's umbrella header (ObjCLibrary.h) brings UIKit to every Swift
// file of the framework.
import Foundation

/// An edge of a shelf, pinned by a constraint on its layout attribute.
public enum ShelfEdge: CaseIterable, Sendable {
    case top, bottom

    /// The layout attribute a constraint pins the edge by.
    public var attribute: NSLayoutConstraint.Attribute { self == .top ? .top : .bottom }
}
