// UILabel as UIKit documents it: its defaults (a 17 pt system font that is never nil, the label
// colour, one line), and each of its properties drawn (highlight, shadow, shrinking to fit,
// baseline adjustment, a drawText(in:) override), accepted without effect, or refused by name.
import CellLayout
import CellModel
import CellSnapUIKit
import CellSnapUIKitTesting
import DisplayList
import Foundation
import Primitives
import Testing

@MainActor @Suite struct UILabelTests {
    /// UIKit's defaults, read as an app reads them (`nameLabel.font.pointSize` used to crash).
    @Test func defaultsAreUIKits() {
        let label = UILabel()
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.font.pointSize == 17)
        #expect(label.textColor == UIColor.label)
        #expect(label.numberOfLines == 1)
        #expect(label.textAlignment == .natural)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.lineBreakStrategy == .standard)
        #expect(label.isEnabled && !label.isHighlighted && label.highlightedTextColor == nil)
        #expect(!label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0)
        #expect(label.baselineAdjustment == .alignBaselines && !label.allowsDefaultTighteningForTruncation)
        #expect(label.shadowColor == nil && label.shadowOffset == CGSize(width: 0, height: -1))
        #expect(label.preferredVibrancy == .none && !label.showsExpansionTextWhenTruncated)
        #expect(!label.isUserInteractionEnabled && label.preferredMaxLayoutWidth == 0)
        label.font = .boldSystemFont(ofSize: 20)
        label.textColor = .systemRed
        label.font = nil
        label.textColor = nil
        #expect(label.font == UIFont.systemFont(ofSize: 17) && label.textColor == UIColor.label)
    }

    /// A 200 x 44 window holding `label` at `frame`, in `direction`: the placed text nodes of
    /// the label (named `label`), each its frame and font size.
    func placedText(
        _ label: UILabel, frame: CGRect, direction: UITraitEnvironmentLayoutDirection = .leftToRight
    ) throws -> [(frame: Rect, size: Double, color: Color)] {
        try Self.placedStyles(label, frame: frame, direction: direction).map {
            ($0.frame, $0.style.font.size, $0.style.color)
        }
    }

    /// A 200 x 44 window holding `label` at `frame`, in `direction`: the placed text nodes of
    /// the label (named `label`), each its frame and text style.
    static func placedStyles(
        _ label: UILabel, frame: CGRect, direction: UITraitEnvironmentLayoutDirection
    ) throws -> [(frame: Rect, style: TextStyle)] {
        UIView.cellSnapInstallTextMeasurer()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        label.frame = frame
        label.accessibilityIdentifier = "label"
        window.addSubview(label)
        let screen = try window.cellSnapScreen()
        let measurer = try #require(UIView.cellSnapTextMeasurer)
        let layout = LayoutEngine.layout(
            screen.node, width: 200, context: LayoutContext(measurer: measurer, direction: screen.traits.direction))
        return layout.root.allNodes.compactMap { node in
            guard node.role.rawValue.hasPrefix("label"), case .text(_, let style) = node.content else { return nil }
            return (node.frame, style)
        }
    }

    /// A highlighted label draws in its highlighted colour; a shadow is the same text in the
    /// shadow's colour at its offset (right and down, as drawn, in both directions), under the text.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func highlightAndShadowAreDrawn(direction: UITraitEnvironmentLayoutDirection) throws {
        let label = UILabel()
        label.text = "Inbox"
        label.highlightedTextColor = .systemRed
        label.isHighlighted = true
        label.shadowColor = .systemGray
        label.shadowOffset = CGSize(width: 1, height: 2)
        let texts = try placedText(label, frame: CGRect(x: 10, y: 0, width: 150, height: 44), direction: direction)
        #expect(texts.count == 2)
        let (shadow, text) = (texts[0], texts[1])
        #expect(text.color == Color(hex: 0xFF3B30))  // systemRed, light
        #expect(shadow.color == Color(hex: 0x8E8E93))  // systemGray
        #expect(shadow.frame == text.frame.offsetBy(dx: 1, dy: 2))
    }

    /// One line too wide shrinks to the width it has (a 40 pt label, "Messages" 81.5 pt wide at
    /// 17 pt: 8.34 pt), no smaller than the minimum scale factor; its baseline stays where the
    /// full-size text's was (its 22 pt line centred in 44), or its centre, or its top, as the
    /// baseline adjustment says. The label keeps its frame in both directions (a frame is not
    /// mirrored), and the text box is the label's.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func oneLineShrinksToFit(direction: UITraitEnvironmentLayoutDirection) throws {
        func shrunk(minimum: CGFloat, adjustment: UIBaselineAdjustment) throws -> (frame: Rect, size: Double) {
            let label = UILabel()
            label.text = "Messages"
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = minimum
            label.baselineAdjustment = adjustment
            let text = try #require(
                try placedText(label, frame: CGRect(x: 20, y: 0, width: 40, height: 44), direction: direction).first)
            return (text.frame, text.size)
        }
        let fitted = try shrunk(minimum: 0, adjustment: .alignBaselines)
        #expect(abs(fitted.size - 9.28) < 0.01)
        // The shrunk font's line box: 9.28 pt in SF Pro's, 11.07 pt, grown to whole pixels.
        #expect(fitted.frame.minX == 20 && fitted.frame.width == 40 && abs(fitted.frame.height - 34.0 / 3) < 1e-9)
        #expect(try shrunk(minimum: 0.9, adjustment: .alignBaselines).size == 17 * 0.9)
        // Snapped to device pixels: the baseline kept (top 19.33), centred (16.33), the top of the
        // full-size line kept (12: its 20.33 pt centred in 44).
        #expect(abs(fitted.frame.minY - 58.0 / 3) < 1e-9)
        #expect(abs(try shrunk(minimum: 0, adjustment: .alignCenters).frame.minY - 49.0 / 3) < 1e-9)
        #expect(try shrunk(minimum: 0, adjustment: .none).frame.minY == 12)
    }

    /// Several lines that do not fit the label's height shrink until they do.
    @Test func severalLinesShrinkToFitTheHeight() throws {
        let label = UILabel()
        label.text = "A note long enough to need three lines in a label this narrow"
        label.numberOfLines = 2
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        let text = try #require(try placedText(label, frame: CGRect(x: 0, y: 0, width: 160, height: 44)).first)
        #expect(text.size < 17 && text.size >= 8.5, "\(text.size)")
        #expect(text.frame.height <= 44)
    }

    /// A label that moves its text in `drawText(in:)` (a padded badge, as apps write one).
    final class PaddedLabel: UILabel {
        let insets = UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 8)
        override func drawText(in rect: CGRect) {
            super.drawText(
                in: CGRect(
                    x: rect.minX + insets.left, y: rect.minY + insets.top,
                    width: rect.width - insets.left - insets.right,
                    height: rect.height - insets.top - insets.bottom))
        }
        override var intrinsicContentSize: CGSize {
            let size = super.intrinsicContentSize
            return CGSize(width: size.width + 20, height: size.height + 8)
        }
    }

    /// A drawText(in:) override moves the text; one that does not call super draws none.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func drawTextOverridesMoveTheText(direction: UITraitEnvironmentLayoutDirection) throws {
        let label = PaddedLabel()
        label.text = "New"
        let text = try #require(
            try placedText(label, frame: CGRect(x: 10, y: 0, width: 100, height: 44), direction: direction).first)
        // 12 pt in from the label's left and 8 from its right, as drawn, in both directions.
        #expect(text.frame.minX == 22 && text.frame.width == 80)
        final class Blank: UILabel { override func drawText(in rect: CGRect) {} }
        let blank = Blank()
        blank.text = "Hidden"
        #expect(try placedText(blank, frame: CGRect(x: 0, y: 0, width: 100, height: 44)).isEmpty)
    }

    /// `textRect(forBounds:limitedToNumberOfLines:)`: the text's size from the bounds' origin.
    @Test func textRectIsTheTextsSize() {
        UIView.cellSnapInstallTextMeasurer()
        let label = UILabel()
        label.text = "Inbox"
        let rect = label.textRect(forBounds: CGRect(x: 5, y: 6, width: 300, height: 44), limitedToNumberOfLines: 1)
        #expect(rect.origin == CGPoint(x: 5, y: 6))
        #expect(rect.size == label.intrinsicContentSize)
    }

    /// What CellSnap does not draw as iOS does is refused by name when the label is drawn.
    @Test func refusals() throws {
        let disabled = UILabel()
        disabled.text = "Off"
        disabled.isEnabled = false
        let tight = UILabel()
        tight.text = "A title much too long for this"
        tight.allowsDefaultTighteningForTruncation = true
        for (label, call) in [
            (disabled, "UILabel.isEnabled = false"), (tight, "UILabel.allowsDefaultTighteningForTruncation"),
        ] {
            #expect(throws: CellSnapUIKitError.self, "\(call)") {
                try placedText(label, frame: CGRect(x: 0, y: 0, width: 60, height: 44))
            }
            do {
                _ = try placedText(label, frame: CGRect(x: 0, y: 0, width: 60, height: 44))
            } catch let error as CellSnapUIKitError {
                #expect(error.call == call)
            }
        }
        // Tightening that is not needed (the text fits) draws as it is.
        let fits = UILabel()
        fits.text = "Fits"
        fits.allowsDefaultTighteningForTruncation = true
        #expect(try placedText(fits, frame: CGRect(x: 0, y: 0, width: 100, height: 44)).count == 1)
    }

    /// A legacy cell's labels are drawn as its style's list content: what that content does not
    /// draw is refused, naming the label; a highlighted text colour shows while the cell is selected.
    @Test func legacyCellLabels() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Wi-Fi"
        cell.textLabel?.highlightedTextColor = .systemPink
        cell.isSelected = true
        let content = try #require(try cell.cellSnapListCell().content.listConfiguration)
        #expect(content.textProperties.color == UIColor.systemPink.cellSnapColor(traits: Traits()))
        cell.textLabel?.isEnabled = false
        do {
            _ = try cell.cellSnapListCell()
            Issue.record("a disabled legacy label was drawn")
        } catch let error as CellSnapUIKitError {
            #expect(error.call == "UITableViewCell.textLabel.isEnabled = false")
        }
    }

    /// The properties a label's look shows, drawn.
    @Test func drawnLabels() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        view.backgroundColor = .systemBackground
        let plain = UILabel(frame: CGRect(x: 16, y: 8, width: 288, height: 30))
        plain.text = "Default label"
        let highlighted = UILabel(frame: CGRect(x: 16, y: 40, width: 288, height: 30))
        highlighted.text = "Highlighted"
        highlighted.highlightedTextColor = .systemBlue
        highlighted.isHighlighted = true
        let shadowed = UILabel(frame: CGRect(x: 16, y: 72, width: 288, height: 30))
        shadowed.text = "With a shadow"
        shadowed.font = .boldSystemFont(ofSize: 22)
        shadowed.shadowColor = .systemOrange
        shadowed.shadowOffset = CGSize(width: 2, height: 2)
        let shrunk = UILabel(frame: CGRect(x: 16, y: 104, width: 120, height: 30))
        shrunk.text = "Shrinks to fit its width"
        shrunk.adjustsFontSizeToFitWidth = true
        shrunk.minimumScaleFactor = 0.5
        let padded = PaddedLabel(frame: CGRect(x: 16, y: 140, width: 120, height: 40))
        padded.text = "Padded"
        padded.backgroundColor = .systemYellow
        for label in [plain, highlighted, shadowed, shrunk, padded] { view.addSubview(label) }
        UIView.cellSnapInstallTextMeasurer()
        // Lint off: the highlight and the shadow are the test's own colours, not a design.
        assertSnapshot(of: view, as: .screen(), lint: .off)
    }
}
