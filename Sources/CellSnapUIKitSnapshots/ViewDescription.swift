import CellSnapUIKit
import Foundation

/// View trees and controller trees as text, in the shape of UIKit's private `recursiveDescription`
/// and `_printHierarchy` with their addresses removed (as swift-snapshot-testing's
/// `.recursiveDescription` and `.hierarchy` record them), describing CellSnap's own views:
///
/// ```
/// <UIView; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer>>
///    | <UILabel; frame = (16 100; 42 20.3333); text = 'Hello'; opaque = NO; layer = <CALayer>>
/// ```
///
/// A view's class is its own (an app's classes with their module, as UIKit prints Swift classes);
/// containers show CellSnap's views, not UIKit's private ones (`UIView` where UIKit has a
/// `UILayoutContainerView`).
@MainActor public enum ViewDescription {
    /// `view` and its subviews, one line each, indented by depth.
    public static func recursive(_ view: UIView) -> String {
        var lines: [String] = []
        func walk(_ view: UIView, depth: Int) {
            lines.append(String(repeating: "   | ", count: depth) + describe(view))
            for subview in view.subviews { walk(subview, depth: depth + 1) }
        }
        walk(view, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// One view: its class, frame and the attributes UIKit lists when they are not the defaults.
    static func describe(_ view: UIView) -> String {
        var parts = [
            className(of: view),
            "frame = (\(number(view.frame.minX)) \(number(view.frame.minY)); \(number(view.frame.width)) \(number(view.frame.height)))",
        ]
        if let label = view as? UILabel, let text = label.text { parts.append("text = '\(text)'") }
        if view.clipsToBounds { parts.append("clipsToBounds = YES") }
        if view.isHidden { parts.append("hidden = YES") }
        if view.alpha != 1 { parts.append("alpha = \(number(view.alpha))") }
        if !view.isOpaque { parts.append("opaque = NO") }
        if let mask = autoresize(view.autoresizingMask) { parts.append("autoresize = \(mask)") }
        if !view.isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        if let scrollView = view as? UIScrollView {
            let offset = scrollView.contentOffset, size = scrollView.contentSize
            let inset = scrollView.adjustedContentInset
            parts.append("contentOffset: {\(number(offset.x)), \(number(offset.y))}")
            parts.append("contentSize: {\(number(size.width)), \(number(size.height))}")
            parts.append(
                "adjustedContentInset: {\(number(inset.top)), \(number(inset.left)), \(number(inset.bottom)), \(number(inset.right))}"
            )
        }
        parts.append("layer = <CALayer>")
        return "<" + parts.joined(separator: "; ") + ">"
    }

    /// `controller` and its children (presented controllers marked `+`), one line each.
    public static func hierarchy(_ controller: UIViewController) -> String {
        var lines: [String] = []
        func walk(_ controller: UIViewController, depth: Int, presented: Bool) {
            let prefix =
                depth == 0 ? "" : String(repeating: "   | ", count: depth - 1) + (presented ? "   + " : "   | ")
            var line = prefix + "<\(className(of: controller))>, state: "
            let view = controller.viewIfLoaded
            line += view?.window != nil ? "appeared" : "disappeared"
            if let view {
                line += ", view: <\(className(of: view))>"
                if view.window == nil { line += " not in the window" }
            } else {
                line += ", view: (view not loaded)"
            }
            lines.append(line)
            for child in controller.children { walk(child, depth: depth + 1, presented: false) }
            if let next = controller.cellSnapPresented { walk(next, depth: depth + 1, presented: true) }
        }
        walk(controller, depth: 0, presented: false)
        return lines.joined(separator: "\n")
    }

    /// A class as UIKit names it: CellSnap's UIKit classes by their own names, an app's with its module.
    static func className(of object: AnyObject) -> String {
        let objectType: AnyObject.Type = type(of: object)
        let reflected = String(reflecting: objectType)
        return reflected.hasPrefix("CellSnapUIKit.") ? String(describing: objectType) : reflected
    }

    /// A number as UIKit's descriptions print them (`%g`: 20.3333, 375, 0.5).
    static func number(_ value: CGFloat) -> String {
        let text = String(format: "%g", Double(value))
        return text == "-0" ? "0" : text
    }

    /// The autoresizing mask in UIKit's letters (`W+H`, `RM+BM`); `nil` for none.
    static func autoresize(_ mask: UIView.AutoresizingMask) -> String? {
        let letters: [(UIView.AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        let named = letters.filter { mask.contains($0.0) }.map(\.1)
        return named.isEmpty ? nil : named.joined(separator: "+")
    }
}
