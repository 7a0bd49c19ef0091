import CoreGraphics
import Foundation

/// Lays out the fragments a viewport shows, as UIKit's `NSTextViewportLayoutController`: its
/// ``layoutViewport()`` asks the delegate for the viewport's bounds, then hands it each layout
/// fragment whose frame meets them, top first, to show (a view or layer of the app's own).
open class NSTextViewportLayoutController: NSObject {
    /// Gives the viewport and shows its fragments.
    open weak var delegate: (any NSTextViewportLayoutControllerDelegate)?
    /// The layout manager whose fragments are shown.
    open private(set) weak var textLayoutManager: NSTextLayoutManager?
    /// The viewport's bounds at the last ``layoutViewport()`` (`.zero` before).
    open private(set) var viewportBounds = CGRect.zero
    /// The range of the fragments the last ``layoutViewport()`` showed, `nil` before or when it
    /// showed none.
    open private(set) var viewportRange: NSTextRange?

    /// A controller of `textLayoutManager`'s viewport.
    public init(textLayoutManager: NSTextLayoutManager) {
        self.textLayoutManager = textLayoutManager
        super.init()
    }

    /// Tells the delegate layout begins, hands it each fragment meeting its viewport bounds, and
    /// tells it layout ended.
    open func layoutViewport() {
        guard let delegate, let manager = textLayoutManager else { return }
        viewportBounds = delegate.viewportBounds(for: self)
        delegate.textViewportLayoutControllerWillLayout(self)
        var shown: NSTextRange?
        manager.enumerateTextLayoutFragments(from: nil) { fragment in
            let frame = fragment.layoutFragmentFrame
            if frame.minY >= viewportBounds.maxY && !frame.isEmpty { return false }
            guard frame.maxY > viewportBounds.minY || (frame.height == 0 && frame.minY == viewportBounds.minY) else {
                return true
            }
            delegate.textViewportLayoutController(self, configureRenderingSurfaceFor: fragment)
            shown = shown.map { $0.union(fragment.rangeInElement) } ?? fragment.rangeInElement
            return true
        }
        viewportRange = shown
        delegate.textViewportLayoutControllerDidLayout(self)
    }

    /// Where the fragment holding `textLocation` starts (its frame's top), for a view that scrolls
    /// it into its viewport; 0 when no fragment holds it.
    open func relocateViewport(to textLocation: any NSTextLocation) -> CGFloat {
        textLayoutManager?.textLayoutFragment(for: textLocation)?.layoutFragmentFrame.minY ?? 0
    }

    /// Moves the viewport by `verticalOffset`.
    ///
    /// No visible effect: the viewport is the delegate's ``NSTextViewportLayoutControllerDelegate/viewportBounds(for:)``,
    /// asked again at each layout.
    open func adjustViewport(byVerticalOffset verticalOffset: CGFloat) {}
}

/// Gives a viewport layout controller its viewport and shows its fragments, as UIKit's
/// `NSTextViewportLayoutControllerDelegate`.
public protocol NSTextViewportLayoutControllerDelegate: NSObjectProtocol {
    /// The viewport's bounds, in the text container's coordinates.
    func viewportBounds(for textViewportLayoutController: NSTextViewportLayoutController) -> CGRect
    /// Shows `textLayoutFragment`, one of the viewport's.
    func textViewportLayoutController(
        _ textViewportLayoutController: NSTextViewportLayoutController,
        configureRenderingSurfaceFor textLayoutFragment: NSTextLayoutFragment)
    /// Told before the viewport is laid out (optional).
    func textViewportLayoutControllerWillLayout(_ textViewportLayoutController: NSTextViewportLayoutController)
    /// Told after the viewport is laid out (optional).
    func textViewportLayoutControllerDidLayout(_ textViewportLayoutController: NSTextViewportLayoutController)
}

extension NSTextViewportLayoutControllerDelegate {
    public func textViewportLayoutControllerWillLayout(
        _ textViewportLayoutController: NSTextViewportLayoutController
    ) {}
    public func textViewportLayoutControllerDidLayout(
        _ textViewportLayoutController: NSTextViewportLayoutController
    ) {}
}

extension NSTextLayoutManager {
    /// The content's fragments, laid out one element after another from the container's top
    /// (none without content, a container or a text measurer).
    final func fragments() -> [NSTextLayoutFragment] {
        guard let content = textContentManager, let container = textContainer else { return [] }
        var top: CGFloat = 0
        var result: [NSTextLayoutFragment] = []
        for element in content.textElements(for: content.documentRange) {
            guard let range = element.elementRange, let text = (element as? NSTextParagraph)?.attributedString,
                let lines = TextKitLayout.lines(of: text, in: container)
            else { continue }
            let fragment =
                delegate?.textLayoutManager(self, textLayoutFragmentFor: range.location, in: element)
                ?? NSTextLayoutFragment(textElement: element, range: range)
            fragment.textLayoutManager = self
            fragment.place(lines, of: text, top: top, in: container)
            top = fragment.layoutFragmentFrame.maxY
            result.append(fragment)
        }
        return result
    }

    /// Why the layout cannot be drawn as UIKit would, `nil` when it can.
    final func layoutRefusal() -> CellSnapUIKitError? {
        if let refusal = textContentManager?.contentRefusal { return refusal }
        if usesHyphenation {
            return CellSnapUIKitError(
                call: "NSTextLayoutManager.usesHyphenation = true", reason: "CellSnap's text engine does not hyphenate")
        }
        return nil
    }

    /// Enumerates the fragments from the one holding `location`.
    final func enumerate(
        from location: (any NSTextLocation)?, reverse: Bool, _ block: (NSTextLayoutFragment) -> Bool
    ) -> (any NSTextLocation)? {
        var all = fragments()
        if let location {
            all = all.filter { fragment in
                let range = fragment.rangeInElement
                return range.contains(location)
                    || (reverse
                        ? range.location.compare(location) == .orderedAscending
                        : range.endLocation.compare(location) == .orderedDescending)
            }
        }
        for fragment in reverse ? all.reversed() : all where !block(fragment) {
            return reverse ? fragment.rangeInElement.location : fragment.rangeInElement.endLocation
        }
        return nil
    }

    /// Calls `block` with the part of `textRange` on each line.
    final func segments(
        in textRange: NSTextRange, _ block: (NSTextRange?, CGRect, CGFloat, NSTextContainer) -> Bool
    ) {
        guard let container = textContainer, let wanted = TextKitLocation.nsRange(textRange) else { return }
        for fragment in fragments() {
            guard let start = TextKitLocation.offset(fragment.rangeInElement.location) else { continue }
            for line in fragment.textLineFragments {
                let lineRange = NSRange(
                    location: start + line.characterRange.location, length: line.characterRange.length)
                let part: NSRange
                if let overlap = lineRange.intersection(wanted), overlap.length > 0 || wanted.length == 0 {
                    part = overlap
                } else if wanted.length == 0, NSLocationInRange(wanted.location, lineRange) {
                    part = wanted
                } else {
                    continue
                }
                let from = line.locationForCharacter(at: part.location - start).x
                let to = line.locationForCharacter(at: NSMaxRange(part) - start).x
                let bounds = line.typographicBounds
                let rect = CGRect(
                    x: fragment.layoutFragmentFrame.minX + bounds.minX + min(from, to),
                    y: fragment.layoutFragmentFrame.minY + bounds.minY, width: abs(to - from), height: bounds.height)
                guard block(TextKitLocation.textRange(part), rect, line.glyphOrigin.y, container) else { return }
            }
        }
    }
}
