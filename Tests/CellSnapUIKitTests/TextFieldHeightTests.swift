// Linux only: a text field's intrinsic height (body BG's D12): the font's line and the border's,
// whatever the field shows and whether it has been laid out; frames in both layout directions.
import CellSnapUIKitTesting
import Foundation
import Testing

@MainActor @Suite struct TextFieldHeightTests {
    init() { UIView.cellSnapInstallTextMeasurer() }

    /// A field's font, border and what it shows, and the height Auto Layout gives it.
    struct Row: Sendable, CustomTestStringConvertible {
        let font: @Sendable @MainActor () -> UIFont
        let border: UITextField.BorderStyle
        let placeholder: String?
        let text: String?
        let height: CGFloat
        let testDescription: String
    }

    nonisolated static let rows: [Row] = [
        // iOS: 34 pt (CityWeather's storyboard frame; its iOS 17 reference draws the border 34.0 pt tall).
        Row(
            font: { .preferredFont(forTextStyle: .body) }, border: .roundedRect, placeholder: "Enter name of the city",
            text: nil, height: 34, testDescription: "Body, rounded, placeholder"),
        Row(
            font: { .systemFont(ofSize: 17) }, border: .roundedRect, placeholder: nil, text: "Leeds", height: 34,
            testDescription: "17 pt, rounded, text"),
        Row(
            font: { .systemFont(ofSize: 17) }, border: .roundedRect, placeholder: nil, text: nil, height: 34,
            testDescription: "17 pt, rounded, empty"),
        // Interface Builder's classic rounded field: 14 pt system font, 30 pt tall.
        Row(
            font: { .systemFont(ofSize: 14) }, border: .roundedRect, placeholder: "Name", text: nil, height: 30,
            testDescription: "14 pt, rounded, placeholder"),
        Row(
            font: { .systemFont(ofSize: 17) }, border: .line, placeholder: "Name", text: nil, height: 29,
            testDescription: "17 pt, line"),
        Row(
            font: { .systemFont(ofSize: 17) }, border: .none, placeholder: nil, text: "Leeds", height: 21,
            testDescription: "17 pt, no border"),
    ]

    @Test(arguments: rows, [false, true])
    func heightIsTheSameBeforeAndAfterLayout(row: Row, rightToLeft: Bool) {
        let field = UITextField()
        field.borderStyle = row.border
        field.font = row.font()
        field.placeholder = row.placeholder
        field.text = row.text
        #expect(field.intrinsicContentSize.height == row.height)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        if rightToLeft { container.semanticContentAttribute = .forceRightToLeft }
        field.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(field)
        NSLayoutConstraint.activate([
            field.topAnchor.constraint(equalTo: container.topAnchor, constant: 16),
            field.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            container.trailingAnchor.constraint(equalTo: field.trailingAnchor, constant: 40),
        ])
        container.layoutIfNeeded()
        container.setNeedsLayout()
        container.layoutIfNeeded()
        #expect(field.intrinsicContentSize.height == row.height)
        #expect(field.frame == CGRect(x: rightToLeft ? 40 : 16, y: 16, width: 334, height: row.height))
    }

    /// A new font is a new height at once, as UIKit invalidates the intrinsic size.
    @Test func aNewFontChangesTheHeight() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize.height == 34)
        field.font = .systemFont(ofSize: 14)
        #expect(field.intrinsicContentSize.height == 30)
    }
}
