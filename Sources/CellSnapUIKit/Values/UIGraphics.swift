// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CellModel
import CoreGraphics
import Foundation
import Primitives

/// The graphics contexts UIKit's drawing calls draw into: a stack for each thread, as UIKit keeps
/// it, with the traits dynamic colours resolve for (the drawn view's).
enum GraphicsContextStack {
    private static let key = "CellSnapUIKit.GraphicsContextStack"

    /// A thread's stack (a class, so that the thread dictionary holds one reference).
    final class Stack {
        var entries: [(context: CGContext, traits: Traits, image: ImageContext?)] = []
    }

    /// What `UIGraphicsBeginImageContext...` began: the image's size and scale.
    struct ImageContext {
        var size: CGSize
        var scale: CGFloat
        var isOpaque: Bool
    }

    static var current: Stack {
        if let stack = Thread.current.threadDictionary[key] as? Stack { return stack }
        let stack = Stack()
        Thread.current.threadDictionary[key] = stack
        return stack
    }

    /// The traits a colour set for drawing resolves for: the drawn view's, or the default ones.
    static var traits: Traits { current.entries.last?.traits ?? Traits() }

    /// Runs `body` with `context` current, for `traits`.
    static func drawing<T>(into context: CGContext, traits: Traits, _ body: () throws -> T) rethrows -> T {
        let stack = current
        stack.entries.append((context, traits, nil))
        defer { stack.entries.removeLast() }
        return try body()
    }
}

/// The context UIKit's drawing calls draw into: the drawn view's inside `draw(_:)`, the image's
/// inside `UIGraphicsImageRenderer`'s actions or between `UIGraphicsBeginImageContext` and
/// `UIGraphicsEndImageContext`; `nil` elsewhere.
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.current.entries.last?.context }

/// Makes `context` the current one, until ``UIGraphicsPopContext()``.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.entries.append((context, GraphicsContextStack.traits, nil))
}

/// Makes the context current before the last ``UIGraphicsPushContext(_:)`` current again.
public func UIGraphicsPopContext() { _ = GraphicsContextStack.current.entries.popLast() }

/// Fills `rect` with the current fill colour (``UIColor/setFill()``).
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Fills `rect` with the current fill colour, blended by `blendMode` (`.normal` only is drawn).
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Fills a frame one point wide just inside `rect`, in the current fill colour, as UIKit draws it.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let inner = rect.standardized.insetBy(dx: 1, dy: 1)
    context.beginPath()
    context.addRect(rect)
    if !inner.isEmpty { context.addRect(inner) }
    context.fillPath(using: .evenOdd)
}

/// Intersects the current context's clip with `rect`.
public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }

extension UIColor {
    /// Sets the colour as both the fill and the stroke colour of the current context.
    public func set() {
        setFill()
        setStroke()
    }

    /// Sets the colour as the current context's fill colour, resolved for the drawn view's traits.
    public func setFill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if let refusal = pattern?.refusal { context.refuse(refusal.call + ".setFill()", refusal.reason) }
        context.setFillColor(cellSnapCGColor(GraphicsContextStack.traits))
    }

    /// Sets the colour as the current context's stroke colour, resolved for the drawn view's traits.
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(CGColor(resolved(GraphicsContextStack.traits)))
    }
}
