import CellLayout
import DisplayList
import Foundation
import Primitives
import Testing
import UIKit

/// A label's lines are chosen by its line-break strategy (`.standard` by default), or by its
/// attributed text's paragraph style when the text has one.
@MainActor @Suite struct UILabelLineBreakStrategyTests {
    static let text = "The biggest community of iOS Developers"

    static func label(_ configure: (UILabel) -> Void = { _ in }) -> UILabel {
        let label = UILabel()
        label.font = .systemFont(ofSize: 20)
        label.numberOfLines = 0
        label.textAlignment = .center
        label.text = text
        configure(label)
        return label
    }

    static func paragraph(_ strategy: NSParagraphStyle.LineBreakStrategy) -> NSParagraphStyle {
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineBreakStrategy = strategy
        paragraph.alignment = .center
        return paragraph
    }

    /// Each label with the strategy its text is laid out with, and the width of its two lines
    /// 295 pt wide: "The biggest community of" over "iOS Developers" when pushed out, else
    /// "The biggest community of iOS" over "Developers".
    static let cases: [(name: String, label: @MainActor () -> UILabel, strategy: LineBreakStrategy, width: CGFloat)] = [
        ("the default", { label() }, .standard, 218 + 1 / 3.0),
        ("none", { label { $0.lineBreakStrategy = [] } }, [], 252),
        ("push-out alone", { label { $0.lineBreakStrategy = .pushOut } }, .pushOut, 218 + 1 / 3.0),
        (
            "a paragraph style's default",
            {
                label {
                    $0.attributedText = NSAttributedString(string: text, attributes: [.paragraphStyle: paragraph([])])
                }
            },
            [], 252
        ),
        (
            "a paragraph style's push-out",
            {
                label {
                    $0.attributedText = NSAttributedString(
                        string: text, attributes: [.paragraphStyle: paragraph(.pushOut)])
                }
            }, .pushOut, 218 + 1 / 3.0
        ),
    ]

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func theStrategyReachesTheTextAndChoosesTheLines(direction: UITraitEnvironmentLayoutDirection) throws {
        for fixture in Self.cases {
            let label = fixture.label()
            let placed = try UILabelTests.placedStyles(
                label, frame: CGRect(x: 0, y: 0, width: 195, height: 44), direction: direction)
            #expect(placed.map(\.style.lineBreakStrategy) == [fixture.strategy], "\(fixture.name)")
            let used = label.textRect(
                forBounds: CGRect(x: 0, y: 0, width: 295, height: 1000), limitedToNumberOfLines: 0)
            #expect(used.size == CGSize(width: fixture.width, height: 48), "\(fixture.name)")
        }
    }

    /// A text view breaks its lines as they fill, as TextKit's default paragraph style does.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aTextViewBreaksLinesAsTheyFill(direction: UITraitEnvironmentLayoutDirection) throws {
        UIView.cellSnapInstallTextMeasurer()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 305, height: 120))
        textView.font = .systemFont(ofSize: 20)
        textView.text = Self.text
        textView.accessibilityIdentifier = "label"
        window.addSubview(textView)
        let screen = try window.cellSnapScreen()
        let measurer = try #require(UIView.cellSnapTextMeasurer)
        let layout = LayoutEngine.layout(
            screen.node, width: 320, context: LayoutContext(measurer: measurer, direction: screen.traits.direction))
        let strategies = layout.root.allNodes.compactMap { node -> LineBreakStrategy? in
            guard case .text(_, let style) = node.content else { return nil }
            return style.lineBreakStrategy
        }
        #expect(strategies == [[]])
    }
}
