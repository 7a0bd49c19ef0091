// A label's `.strokeColor` and `.strokeWidth` (body AY's gallery screen): a stroke width of 0, the
// default, changes nothing, so a stroke colour alone draws the text as it is; outlined text (any
// other width) is refused by name.
import Foundation
import Testing
import UIKit

@MainActor @Suite struct LabelStrokeAttributeTests {
    private func label(_ attributes: [NSAttributedString.Key: Any]) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        var all = attributes
        all[.font] = UIFont.systemFont(ofSize: 24)
        label.attributedText = NSAttributedString(string: "Hello", attributes: all)
        return label
    }

    @Test(arguments: [false, true]) func aStrokeColourWithoutWidthDrawsTheTextAsItIs(rightToLeft: Bool) throws {
        let plain = try ControlFixtures.pixels(label([:]), rightToLeft: rightToLeft)
        let coloured = try ControlFixtures.pixels(label([.strokeColor: UIColor.red]), rightToLeft: rightToLeft)
        let zero = try ControlFixtures.pixels(
            label([.strokeColor: UIColor.red, .strokeWidth: 0]), rightToLeft: rightToLeft)
        #expect(coloured == plain && zero == plain)
    }

    @Test func outlinedTextIsRefused() throws {
        for width: CGFloat in [-2, 3] {
            let error = try #require(throws: CellSnapUIKitError.self) {
                try ControlFixtures.layout(label([.strokeColor: UIColor.blue, .strokeWidth: width]))
            }
            #expect(error.call.hasSuffix("attribute NSStrokeColor") || error.call.hasSuffix("attribute NSStrokeWidth"))
            #expect(error.reason == "CellSnap does not draw outlined text (a .strokeWidth other than 0)")
        }
    }
}
