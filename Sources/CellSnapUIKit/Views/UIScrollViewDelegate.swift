import Foundation

/// What a scroll view tells its delegate, as UIKit's `UIScrollViewDelegate`: every requirement
/// optional, each defaulted here as UIKit behaves when the delegate does not implement it (see
/// ``cellSnapOptionalRequirement(_:)``). A snapshot is a screen at rest: nothing drags, decelerates
/// or zooms; `scrollViewDidScroll(_:)` is called when code sets the content offset.
///
/// ```swift
/// final class Tracker: NSObject, UIScrollViewDelegate {
///     var offsets: [CGFloat] = []
///     func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
/// }
/// ```
@preconcurrency @MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Not implemented: nothing happens.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: nothing zooms in a snapshot.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: nothing is dragged in a snapshot.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: nothing is dragged in a snapshot.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: nothing is dragged in a snapshot.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: nothing decelerates in a snapshot.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: nothing decelerates in a snapshot.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: scrolling is never animated in a snapshot.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        OptionalRequirements.unimplemented(())
    }
    /// Not implemented: `nil`, the scroll view does not zoom.
    ///
    /// No visible effect: a snapshot shows the zoom scale code sets, never a pinch.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { OptionalRequirements.unimplemented(nil) }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: nothing zooms in a snapshot.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: nothing zooms in a snapshot.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        OptionalRequirements.unimplemented(())
    }
    /// Not implemented: `true`, a tap on the status bar scrolls to the top.
    ///
    /// No visible effect: nothing is tapped in a snapshot.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        OptionalRequirements.unimplemented(true)
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: nothing is tapped in a snapshot.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: nothing happens.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        OptionalRequirements.unimplemented(())
    }
}

/// A scroll view delegate that also tells VoiceOver where the scroll view is, as UIKit's
/// `UIScrollViewAccessibilityDelegate`: both requirements optional, defaulted to `nil` (VoiceOver's
/// own "page 1 of 3" status).
///
/// No visible effect: VoiceOver's scroll status is spoken, never drawn.
@preconcurrency @MainActor public protocol UIScrollViewAccessibilityDelegate: UIScrollViewDelegate {
    func accessibilityScrollStatus(for scrollView: UIScrollView) -> String?
    func accessibilityAttributedScrollStatus(for scrollView: UIScrollView) -> NSAttributedString?
}

extension UIScrollViewAccessibilityDelegate {
    /// Not implemented: `nil`, VoiceOver's own status.
    public func accessibilityScrollStatus(for scrollView: UIScrollView) -> String? {
        OptionalRequirements.unimplemented(nil)
    }
    /// Not implemented: `nil`, VoiceOver's own status.
    public func accessibilityAttributedScrollStatus(for scrollView: UIScrollView) -> NSAttributedString? {
        OptionalRequirements.unimplemented(nil)
    }
}
