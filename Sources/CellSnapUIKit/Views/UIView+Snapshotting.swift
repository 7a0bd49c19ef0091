import CellLayout
import CellModel
import CoreGraphics
import DisplayList
import Primitives

extension UIView {
    /// Draws the view and its subviews, as they are laid out, into the current graphics context
    /// (an image renderer's, an image context's, or a view's inside `draw(_:)`), stretched into
    /// `rect`, as UIKit's `drawHierarchy(in:afterScreenUpdates:)`: the pixels CellSnap draws for the
    /// view, at the resolution of the image they end up in. A pending layout runs first (as
    /// `afterScreenUpdates: true` asks; CellSnap has no screen updates to wait for either way).
    ///
    /// Returns `false` when there is no current context, or when the view cannot be drawn: the
    /// context's image is then refused where it is drawn, naming the call and why (the view's own
    /// error, or a text measurer missing: lay the view out inside
    /// `UIView.cellSnapMeasuringText(with:_:)` or set `UIView.cellSnapTextMeasurer`).
    ///
    /// ```swift
    /// let card = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
    /// card.backgroundColor = .systemTeal
    /// let image = UIGraphicsImageRenderer(size: card.bounds.size).image { _ in
    ///     _ = card.drawHierarchy(in: card.bounds, afterScreenUpdates: true)
    /// }
    /// ```
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        switch cellSnapHierarchyImage() {
        case .success(let recorded):
            for item in recorded.items(in: rect.primitive) { context.record(item) }
            return true
        case .failure(let error):
            context.refuse(error.call, error.reason)
            return false
        }
    }

    /// What ``UIView/snapshotView(afterScreenUpdates:)`` returns, as UIKit's `snapshotView(afterScreenUpdates:)`:
    /// a view of the view's bounds (at the origin) whose content is the view's hierarchy as
    /// CellSnap draws it, so that it keeps showing it when the view changes. A view that cannot be
    /// drawn gives a snapshot that is refused, with the view's error, where it is drawn (UIKit
    /// returns `nil` only off screen, which CellSnap's views never are: they draw anywhere).
    ///
    /// ```swift
    /// let badge = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
    /// badge.text = "New"
    /// let copy = badge.snapshotView(afterScreenUpdates: true)
    /// ```
    final func cellSnapSnapshotView() -> UIView? {
        let image: UIImage
        switch cellSnapHierarchyImage() {
        case .success(let recorded): image = UIImage(source: .drawing(recorded), refusal: nil)
        case .failure(let error):
            let empty = RecordedImage(items: [], size: Size(width: 0, height: 0), scale: 3)
            image = UIImage(source: .drawing(empty), refusal: error)
        }
        let snapshot = UIImageView(image: image)
        snapshot.frame = bounds
        return snapshot
    }

    /// The view's hierarchy as CellSnap draws it, recorded on a canvas of its bounds: laid out at
    /// its size, captured as a screen is, placed with the text measurer in effect.
    final func cellSnapHierarchyImage() -> Result<RecordedImage, CellSnapUIKitError> {
        let call = "\(LayoutItemName.name(of: self)).drawHierarchy(in:afterScreenUpdates:)"
        guard let measurer = UIView.cellSnapMeasurerInEffect else {
            return .failure(
                CellSnapUIKitError(
                    call: call,
                    reason:
                        "drawing a view needs a text measurer: set UIView.cellSnapTextMeasurer (CellSnapUIKitTesting's cellSnapInstallTextMeasurer() does) or draw inside UIView.cellSnapMeasuringText(with:_:)"
                ))
        }
        do {
            let screen = try cellSnapScreen()
            let context = LayoutContext(
                measurer: measurer, direction: screen.traits.direction, scale: screen.traits.displayScale)
            let layout = LayoutEngine.layout(screen.node, width: screen.size.width, context: context)
            let items = layout.displayList(background: nil).items
            return .success(RecordedImage(items: items, size: screen.size, scale: screen.traits.displayScale))
        } catch let error as CellSnapUIKitError {
            return .failure(error)
        } catch {
            return .failure(CellSnapUIKitError(call: call, reason: "\(error)"))
        }
    }
}

extension UIScreen {
    /// The work of ``snapshotView(afterScreenUpdates:)``.
    final func screenSnapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView {
        let window = UIApplication.shared.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }
            .compactMap(\.keyWindow).first
        guard let window, let snapshot = window.snapshotView(afterScreenUpdates: afterUpdates) else {
            return UIView(frame: bounds)
        }
        snapshot.frame = bounds
        return snapshot
    }
}

extension UIView {
    /// ``resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)``'s work: the view's snapshot
    /// when `rect` is its bounds without caps; otherwise a snapshot of `rect`'s size whose drawing
    /// is refused, as CellSnap neither crops a snapshot nor stretches one by its caps.
    final func cellSnapResizableSnapshot(from rect: CGRect, capInsets: UIEdgeInsets) -> UIView? {
        if rect == bounds && capInsets == .zero { return snapshotView(afterScreenUpdates: true) }
        let empty = RecordedImage(
            items: [], size: Size(width: Double(max(0, rect.width)), height: Double(max(0, rect.height))), scale: 3)
        let error = CellSnapUIKitError(
            call:
                "\(type(of: self)).resizableSnapshotView(from: \(rect), afterScreenUpdates:, withCapInsets: \(capInsets))",
            reason: "a snapshot of part of a view, or one stretched by caps, is not drawn")
        let snapshot = UIImageView(image: UIImage(source: .drawing(empty), refusal: error))
        snapshot.frame = CGRect(origin: .zero, size: rect.size)
        return snapshot
    }
}
