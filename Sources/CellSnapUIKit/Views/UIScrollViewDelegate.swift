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
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        forwarded(self, as: UIScrollViewDelegate.self) { $0.scrollViewDidScroll(scrollView) }
            ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: nothing zooms in a snapshot.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {
        forwarded(self, as: UIScrollViewDelegate.self) { $0.scrollViewDidZoom(scrollView) }
            ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: nothing is dragged in a snapshot.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        forwarded(self, as: UIScrollViewDelegate.self) { $0.scrollViewWillBeginDragging(scrollView) }
            ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: nothing is dragged in a snapshot.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        forwarded(self, as: UIScrollViewDelegate.self) {
            $0.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: nothing is dragged in a snapshot.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        forwarded(self, as: UIScrollViewDelegate.self) {
            $0.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: nothing decelerates in a snapshot.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        forwarded(self, as: UIScrollViewDelegate.self) { $0.scrollViewWillBeginDecelerating(scrollView) }
            ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: nothing decelerates in a snapshot.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        forwarded(self, as: UIScrollViewDelegate.self) { $0.scrollViewDidEndDecelerating(scrollView) }
            ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: scrolling is never animated in a snapshot.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        forwarded(self, as: UIScrollViewDelegate.self) { $0.scrollViewDidEndScrollingAnimation(scrollView) }
            ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: `nil`, the scroll view does not zoom.
    ///
    /// No visible effect: a snapshot shows the zoom scale code sets, never a pinch.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        forwarded(self, as: UIScrollViewDelegate.self) { $0.viewForZooming(in: scrollView) }
            ?? OptionalRequirements.unimplemented(nil)
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: nothing zooms in a snapshot.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        forwarded(self, as: UIScrollViewDelegate.self) { $0.scrollViewWillBeginZooming(scrollView, with: view) }
            ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: nothing zooms in a snapshot.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        forwarded(self, as: UIScrollViewDelegate.self) {
            $0.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: `true`, a tap on the status bar scrolls to the top.
    ///
    /// No visible effect: nothing is tapped in a snapshot.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        forwarded(self, as: UIScrollViewDelegate.self) { $0.scrollViewShouldScrollToTop(scrollView) }
            ?? OptionalRequirements.unimplemented(true)
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: nothing is tapped in a snapshot.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        forwarded(self, as: UIScrollViewDelegate.self) { $0.scrollViewDidScrollToTop(scrollView) }
            ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing happens.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        forwarded(self, as: UIScrollViewDelegate.self) { $0.scrollViewDidChangeAdjustedContentInset(scrollView) }
            ?? OptionalRequirements.unimplemented(())
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
