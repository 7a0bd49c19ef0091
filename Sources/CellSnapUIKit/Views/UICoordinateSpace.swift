import Foundation

/// A frame of reference on the screen, as UIKit's `UICoordinateSpace`: views and the screen
/// adopt it, so that points and rectangles convert between any two of them.
///
/// ```swift
/// let row = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 44))
/// let badge = UIView(frame: CGRect(x: 300, y: 10, width: 20, height: 20))
/// row.addSubview(badge)
/// badge.convert(CGPoint.zero, to: row as any UICoordinateSpace)   // (300, 10)
/// badge.convert(CGPoint.zero, to: UIScreen.main.coordinateSpace)   // (300, 110)
/// ```
@preconcurrency @MainActor public protocol UICoordinateSpace: NSObjectProtocol {
    /// `point`, given in this space, in `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// `point`, given in `coordinateSpace`, in this space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// `rect`, given in this space, in `coordinateSpace`.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// `rect`, given in `coordinateSpace`, in this space.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    /// The space's bounds.
    var bounds: CGRect { get }
}

extension UIView: UICoordinateSpace {
    /// `point`, given in the view's bounds, in `view`'s (the window's when `view` is `nil`).
    ///
    /// Views convert through the screen: where a view's bounds start on the screen is the sum of
    /// its frame's and its superviews' origins, less each one's bounds origin (a scroll view's
    /// content offset, where its bounds start, as in UIKit).
    /// Transforms are left out (CellSnap's choice: a view's frame here is its untransformed
    /// frame, which is what list code converts between).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let target = view?.cellSnapScreenOrigin ?? window?.cellSnapScreenOrigin ?? .zero
        let origin = cellSnapScreenOrigin
        return CGPoint(x: point.x + origin.x - target.x, y: point.y + origin.y - target.y)
    }

    /// `point`, given in `view`'s bounds (the window's when `view` is `nil`), in the view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let source = view?.cellSnapScreenOrigin ?? window?.cellSnapScreenOrigin ?? .zero
        let origin = cellSnapScreenOrigin
        return CGPoint(x: point.x + source.x - origin.x, y: point.y + source.y - origin.y)
    }

    /// `rect`, given in the view's bounds, in `view`'s (the window's when `view` is `nil`).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `rect`, given in `view`'s bounds (the window's when `view` is `nil`), in the view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// `point` in `coordinateSpace` (a view, the screen, or a space of your own).
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: Optional(view)) }
        let onScreen = CGPoint(x: point.x + cellSnapScreenOrigin.x, y: point.y + cellSnapScreenOrigin.y)
        return coordinateSpace is UIScreen ? onScreen : coordinateSpace.convert(onScreen, from: UIScreen.main)
    }

    /// `point`, given in `coordinateSpace`, in the view's bounds.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: Optional(view)) }
        let onScreen = coordinateSpace is UIScreen ? point : coordinateSpace.convert(point, to: UIScreen.main)
        return CGPoint(x: onScreen.x - cellSnapScreenOrigin.x, y: onScreen.y - cellSnapScreenOrigin.y)
    }

    /// `rect` in `coordinateSpace`.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, to: coordinateSpace), size: rect.size)
    }

    /// `rect`, given in `coordinateSpace`, in the view's bounds.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, from: coordinateSpace), size: rect.size)
    }

    /// Where the view's bounds (their origin, a scroll view's content offset) are on the screen.
    final var cellSnapScreenOrigin: CGPoint {
        var origin = CGPoint.zero
        var view: UIView? = self
        while let current = view {
            origin.x += current.frame.minX
            origin.y += current.frame.minY
            // A view's bounds may start elsewhere (a scroll view's at its content offset), as in UIKit.
            origin.x -= current.bounds.minX
            origin.y -= current.bounds.minY
            view = current.superview
        }
        return origin
    }
}

extension UIScreen: UICoordinateSpace {
    /// `point`, on the screen, in `coordinateSpace`.
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        coordinateSpace === self ? point : coordinateSpace.convert(point, from: self)
    }

    /// `point`, given in `coordinateSpace`, on the screen.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        coordinateSpace === self ? point : coordinateSpace.convert(point, to: self)
    }

    /// `rect`, on the screen, in `coordinateSpace`.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, to: coordinateSpace), size: rect.size)
    }

    /// `rect`, given in `coordinateSpace`, on the screen.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, from: coordinateSpace), size: rect.size)
    }
}
