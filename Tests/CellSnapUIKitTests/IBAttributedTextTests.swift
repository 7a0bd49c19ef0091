// Interface Builder's attributed text: a label whose Text is "Attributed" (`usesAttributedText`)
// gets the runs the document lists, each with its font, colour, kern, underline and paragraph
// style (and its tab stops, read but refused when drawn, as a label's tab stops are), and is drawn as they say: the red bold word and the plain line
// below it centred in the label, in both layout directions.
import CellModel
import Primitives
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct IBAttributedTextTests {
    func forecastLabel() throws -> UILabel {
        try #require(
            UINib(nibName: "IBAttributedText", bundle: Bundle.module).instantiate(withOwner: nil).first as? UILabel)
    }

    @Test func theRunsKeepTheirAttributes() throws {
        let text = try #require(try forecastLabel().attributedText)
        #expect(text.string == "Rain\nuntil noon")
        let rain = text.attributes(at: 0, effectiveRange: nil)
        #expect((rain[.font] as? UIFont) == UIFont.systemFont(ofSize: 24, weight: .bold))
        #expect((rain[.foregroundColor] as? UIColor) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(rain[.kern] as? CGFloat == 2)
        let style = try #require(rain[.paragraphStyle] as? NSParagraphStyle)
        #expect(style.alignment == .center && style.lineSpacing == 4 && style.lineBreakMode == .byWordWrapping)
        let noon = text.attributes(at: 6, effectiveRange: nil)
        #expect((noon[.font] as? UIFont) == UIFont.systemFont(ofSize: 15))
        #expect(noon[.underlineStyle] as? Int == 1 && noon[.foregroundColor] == nil)
        let labels = UINib(nibName: "IBAttributedText", bundle: Bundle.module).instantiate(withOwner: nil)
        let tabbed = try #require((labels.last as? UILabel)?.attributedText)
        #expect(tabbed.string == "Wind\t12 km/h")
        let attributes = tabbed.attributes(at: 0, effectiveRange: nil)
        #expect((attributes[.font] as? UIFont) == UIFont.systemFont(ofSize: 14, weight: .semibold))
        let tabs = (attributes[.paragraphStyle] as? NSParagraphStyle)?.tabStops
        #expect(tabs?.map(\.location) == [28] && tabs?.map(\.alignment) == [.left])
    }

    /// The red word and the black line below it are centred in the 240 pt label.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func theRunsAreDrawnCentred(direction: UITraitEnvironmentLayoutDirection) throws {
        let label = try forecastLabel()
        label.frame = CGRect(x: 0, y: 0, width: 240, height: 80)
        let container = UIView(frame: label.frame)
        container.addSubview(label)
        let image = try ControlFixtures.pixels(container, rightToLeft: direction == .rightToLeft)
        let red = try #require(
            ListSectionViewTests.bounds(in: image, rows: 0..<40) { red, green, blue in
                red > 200 && green < 80 && blue < 80
            })
        #expect(abs(red.midX - 120) <= 1 && red.height > 15)
        let line = try #require(ListSectionViewTests.inkBounds(in: image, rows: red.maxY + 4..<80))
        #expect(abs(line.midX - 120) <= 1 && line.minY > red.maxY)
    }
}
