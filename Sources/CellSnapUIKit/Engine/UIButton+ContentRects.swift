import CellLayout
import CellModel
import Foundation
import Primitives

// A classic button's content rectangles, as UIKit's layout asks them of the button
// (`contentRect(forBounds:)`, `titleRect(forContentRect:)`, `imageRect(forContentRect:)`,
// `backgroundRect(forBounds:)`): CellSnap's layout of the button answers them, and a subclass that
// answers otherwise has its title, image or background drawn where it says; likewise a subclass
// whose `layoutSubviews()` moves its `titleLabel` or `imageView`.
extension UIButton {
    /// A part of a classic button's content.
    enum ContentPart { case title, image }

    /// Where the button's layout puts `part` when its content is laid out in `contentRect`, in the
    /// button's coordinates; an empty rectangle at the content's centre when the button has no such
    /// part, or when a title cannot be measured (no text measurer).
    final func cellSnapLaidOutRect(_ part: ContentPart, forContentRect contentRect: CGRect) -> CGRect {
        let empty = CGRect(x: contentRect.midX, y: contentRect.midY, width: 0, height: 0)
        let traits = traitCollection.cellSnapTraits
        guard configuration == nil, var node = try? cellSnapButtonNode(traits: traits) else { return empty }
        node.contentInsets = EdgeInsets()
        if node.imageFitInsets != nil { node.imageFitInsets = EdgeInsets() }
        let hasText = node.title != nil || node.subtitle != nil || node.indicator != nil
        guard let measurer = UIView.cellSnapMeasurerInEffect ?? (hasText ? nil : TextlessMeasurer()) else {
            return empty
        }
        let context = LayoutContext(measurer: measurer, direction: traits.direction, scale: traits.displayScale)
        let rightToLeft = effectiveUserInterfaceLayoutDirection(in: traits) == .rightToLeft
        let placed = node.place(in: model(leadingFirst(contentRect, rightToLeft)), context: context)
        let role = node.role.appending(part == .title ? .title : .image)
        guard let frame = placed.children.first(where: { $0.role == role })?.frame else { return empty }
        return physical(frame, rightToLeft)
    }

    /// Gives `node` the rectangles a subclass's own `contentRect(forBounds:)`, `titleRect(forContentRect:)`,
    /// `imageRect(forContentRect:)` or `backgroundRect(forBounds:)` answer where they differ from
    /// the button's layout (UIButton's own answers never do, so only a subclass is asked).
    final func applyContentRects(to node: inout ButtonNode, traits: Traits) {
        guard type(of: self) != UIButton.self, configuration == nil, bounds.width > 0, bounds.height > 0 else {
            return
        }
        let rightToLeft = effectiveUserInterfaceLayoutDirection(in: traits) == .rightToLeft
        let content = contentRect(forBounds: bounds)
        let natural = bounds.inset(by: contentEdgeInsets)
        if node.title != nil {
            let title = titleRect(forContentRect: content)
            if title != cellSnapLaidOutRect(.title, forContentRect: natural) {
                node.titleFrame = model(leadingFirst(title, rightToLeft))
            }
        }
        if node.image != nil {
            let image = imageRect(forContentRect: content)
            if image != cellSnapLaidOutRect(.image, forContentRect: natural) {
                node.imageFrame = model(leadingFirst(image, rightToLeft))
            }
        }
        applyMovedParts(to: &node, rightToLeft: rightToLeft)
        let background = backgroundRect(forBounds: bounds)
        if background != bounds, node.background != nil {
            let leading = leadingFirst(background, rightToLeft)
            node.background?.insets = EdgeInsets(
                top: Double(leading.minY), left: Double(leading.minX), bottom: Double(bounds.height - leading.maxY),
                right: Double(bounds.width - leading.maxX))
        }
    }

    /// Places the title label and the image view where the button's layout draws the title and
    /// the image, as UIKit's `layoutSubviews()` does, so that a subclass's own `layoutSubviews()`
    /// finds their frames after calling `super` and may move them (an image above its title, a
    /// title the button's width). Only a subclass's are placed: a plain `UIButton` runs none of the
    /// app's code after its layout, and asking where its parts go costs a layout of its content.
    final func placeTitleLabelAndImageView() {
        guard type(of: self) != UIButton.self, configuration == nil else {
            partFramesLaidOut = nil
            return
        }
        let content = contentRect(forBounds: bounds)
        let frames = (title: titleRect(forContentRect: content), image: imageRect(forContentRect: content))
        cellSnapTitleLabel.frame = frames.title
        cellSnapImageView.frame = frames.image
        partFramesLaidOut = frames
    }

    /// Draws the title and the image where a subclass's `layoutSubviews()` moved the title label
    /// and the image view after the button's layout placed them.
    private func applyMovedParts(to node: inout ButtonNode, rightToLeft: Bool) {
        guard let laidOut = partFramesLaidOut else { return }
        if node.title != nil, cellSnapTitleLabel.frame != laidOut.title {
            node.titleFrame = model(leadingFirst(cellSnapTitleLabel.frame, rightToLeft))
        }
        if let image = node.image, cellSnapImageView.frame != laidOut.image {
            // Drawn in the moved image view as an image view draws it, by its content mode
            // (scale to fill by default, as UIKit's).
            let view = model(cellSnapImageView.frame)
            let mode = cellSnapImageView.contentMode.rawValue
            var stretches = true
            if case .symbol = image { stretches = false }
            let (size, scale) = ContentModeFitting.fitted(
                image.size, in: view.size, contentMode: mode, stretches: stretches)
            let frame = ContentModeFitting.positioned(size, in: view, contentMode: mode)
            node.image = image.scaledSymbol(by: scale)
            node.imageFrame = model(physical(frame, rightToLeft))  // mirrored into leading-first terms
        }
    }

    /// The work of ``systemButton(with:target:action:)``.
    static func cellSnapSystemButton(with image: UIImage, target: Any?, action: Selector?) -> Self {
        let button = madeSystemButton(call: "systemButton(with:target:action:)")
        button.setImage(image, for: .normal)
        if let action { button.addTarget(target, action: action, for: .touchUpInside) }
        return button
    }

    static func cellSnapSystemButton(primaryAction: UIAction?) -> Self {
        let button = madeSystemButton(call: "systemButton(primaryAction:)")
        button.adopt(primaryAction)
        return button
    }

    /// A system button of this class: a subclass's made by its `init(coder:)` (from an empty archive).
    private static func madeSystemButton(call: String) -> Self {
        let made: UIButton? =
            self == UIButton.self ? UIButton(frame: .zero) : Self(coder: AppearanceRegistry.emptyArchive)
        guard let button = made as? Self else {
            preconditionFailure("UIButton.\(call): \(self)'s init(coder:) made no button")
        }
        button.adopt(.system)
        return button
    }

    /// `rect` (in the button's coordinates) in the layout's leading-first terms: mirrored across
    /// the bounds when the button runs right to left. Mirroring twice gives `rect` back.
    private func leadingFirst(_ rect: CGRect, _ rightToLeft: Bool) -> CGRect {
        guard rightToLeft else { return rect }
        return CGRect(x: bounds.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    private func physical(_ frame: Rect, _ rightToLeft: Bool) -> CGRect {
        leadingFirst(
            CGRect(
                x: CGFloat(frame.minX), y: CGFloat(frame.minY), width: CGFloat(frame.width),
                height: CGFloat(frame.height)),
            rightToLeft)
    }

    private func model(_ rect: CGRect) -> Rect {
        Rect(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }
}
