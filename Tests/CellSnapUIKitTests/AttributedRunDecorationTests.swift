// Attributed text's decorations on part of a label's text, as UIKit draws them: a strikethrough and
// an underline (single, double, in their own colour or the text's), a background colour, kerning
// and a baseline offset, measured in pixels at 3x in both layout directions; and the styles
// CellSnap's text engine does not draw, each refused naming its attribute.
import CellModel
import Foundation
import Pixels
import Testing
import UIKit

@MainActor @Suite struct AttributedRunDecorationTests {
    static let red = RGBA(red: 255, green: 0, blue: 0, alpha: 255)
    static let blue = RGBA(red: 0, green: 0, blue: 255, alpha: 255)
    static let yellow = RGBA(red: 255, green: 255, blue: 0, alpha: 255)
    static let white = RGBA(red: 255, green: 255, blue: 255, alpha: 255)

    /// "Was " then `run` with `attributes`, 17 pt, in a label at (10, 10) of a 320 x 60 pt view,
    /// drawn at 3x.
    func drawn(
        _ attributes: [NSAttributedString.Key: Any], run: String = "$19.99", rightToLeft: Bool = false,
        dark: Bool = false
    ) throws -> RGBAImage {
        let text = NSMutableAttributedString(string: "Was ", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        var own = attributes
        own[.font] = own[.font] ?? UIFont.systemFont(ofSize: 17)
        text.append(NSAttributedString(string: run, attributes: own))
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 300, height: 40))
        label.attributedText = text
        return try ControlFixtures.pixels(
            ControlFixtures.container(width: 320, height: 60, [label]), rightToLeft: rightToLeft, dark: dark)
    }

    /// The smallest rectangle holding every pixel of `image` that `matches`, as
    /// `[minX, minY, maxX, maxY]` (inclusive); empty when none does.
    func bounds(in image: RGBAImage, where matches: (RGBA) -> Bool) -> [Int] {
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
        for y in 0..<image.height {
            for x in 0..<image.width where matches(image[x, y]) {
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        return maxX < 0 ? [] : [minX, minY, maxX, maxY]
    }

    /// The rows of `image` holding a pixel of exactly `color`.
    func rows(of color: RGBA, in image: RGBAImage) -> [Int] {
        (0..<image.height).filter { y in (0..<image.width).contains { x in image[x, y] == color } }
    }

    /// Dark ink: the glyphs of black text.
    func isInk(_ pixel: RGBA) -> Bool { pixel.red < 128 && pixel.green < 128 && pixel.blue < 128 }

    @Test(arguments: [false, true])
    func aStrikethroughCrossesItsRunOnlyInItsColour(rightToLeft: Bool) throws {
        let plain = try drawn([:], rightToLeft: rightToLeft)
        let struck = try drawn(
            [
                .strikethroughStyle: NSUnderlineStyle.single.rawValue,
                .strikethroughColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1),
            ],
            rightToLeft: rightToLeft)
        let ink = bounds(in: plain, where: isInk)
        let line = bounds(in: struck, where: { $0 == Self.red })
        try #require(ink.count == 4 && line.count == 4)
        // The line ends where the run's ink ends and starts right of "Was ", across the run's middle.
        #expect(abs(line[2] - ink[2]) <= 3)
        #expect(line[0] > ink[0] + 3 * 30)
        let middle = (ink[1] + ink[3]) / 2
        #expect(line[1] > ink[1] && line[3] < ink[3] && abs((line[1] + line[3]) / 2 - middle) <= 9)
        #expect(line[3] - line[1] <= 5)
        // Nothing else moved: away from the line's rows (and their antialiased edges) the two
        // drawings are the same.
        let same = (0..<plain.height).filter { !((line[1] - 2)...(line[3] + 2)).contains($0) }.allSatisfy { y in
            (0..<plain.width).allSatisfy { x in plain[x, y] == struck[x, y] }
        }
        #expect(same)
    }

    @Test(arguments: [false, true])
    func anUnderlineRunsUnderTheBaselineOnceOrTwice(rightToLeft: Bool) throws {
        let plain = try drawn([:], rightToLeft: rightToLeft)
        let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let single = try drawn(
            [.underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: blue], rightToLeft: rightToLeft)
        let double = try drawn(
            [.underlineStyle: NSNumber(value: NSUnderlineStyle.double.rawValue), .underlineColor: blue],
            rightToLeft: rightToLeft)
        let ink = bounds(in: plain, where: isInk)
        let baseline = bounds(in: plain, where: isInk).count == 4 ? ink[3] : 0
        let singleRows = rows(of: Self.blue, in: single)
        let doubleRows = rows(of: Self.blue, in: double)
        try #require(!singleRows.isEmpty && !doubleRows.isEmpty)
        // Under the letters' ink ("$" descends a little below the baseline; the line is near it).
        #expect(singleRows.allSatisfy { $0 > baseline - 6 && $0 < baseline + 12 })
        let bands = zip(doubleRows, doubleRows.dropFirst()).filter { $1 > $0 + 1 }.count + 1
        #expect(bands == 2)
        #expect(bounds(in: single, where: { $0 == Self.blue })[2] <= ink[2] + 3)
    }

    @Test(arguments: [false, true])
    func anUnderlineWithoutAColourTakesTheTextsAndFollowsTheAppearance(rightToLeft: Bool) throws {
        let light = try drawn([.underlineStyle: NSUnderlineStyle.single.rawValue], rightToLeft: rightToLeft)
        let lightPlain = try drawn([:], rightToLeft: rightToLeft)
        #expect(bounds(in: light, where: isInk)[3] > bounds(in: lightPlain, where: isInk)[3])
        let dark = try drawn(
            [.underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.label],
            rightToLeft: rightToLeft, dark: true)
        #expect(!rows(of: Self.white, in: dark).isEmpty)
    }

    @Test(arguments: [false, true])
    func aBackgroundColourFillsTheRunsBox(rightToLeft: Bool) throws {
        let plain = try drawn([:], rightToLeft: rightToLeft)
        let filled = try drawn(
            [.backgroundColor: UIColor(red: 1, green: 1, blue: 0, alpha: 1)], rightToLeft: rightToLeft)
        let ink = bounds(in: plain, where: isInk)
        let box = bounds(in: filled, where: { $0 == Self.yellow })
        try #require(box.count == 4)
        #expect(box[0] > ink[0] + 3 * 30 && abs(box[2] - ink[2]) <= 6)
        #expect(box[1] < ink[1] && box[3] > ink[3])
    }

    @Test(arguments: [false, true])
    func kerningWidensTheRunByItsCharacters(rightToLeft: Bool) throws {
        let label = UILabel()
        let plain = NSAttributedString(string: "$19.99", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        label.attributedText = plain
        let width = label.intrinsicContentSize.width
        label.attributedText = NSAttributedString(
            string: "$19.99", attributes: [.font: UIFont.systemFont(ofSize: 17), .kern: 2.0])
        let kerned = label.intrinsicContentSize.width
        // Pango spaces the characters apart, 5 gaps of 2 pt; iOS also adds the kerning after the
        // last character of a line, which CellSnap does not (2 pt narrower than iOS here).
        #expect(kerned - width == 10)
        let drawnPlain = try drawn([:], rightToLeft: rightToLeft)
        let drawnKerned = try drawn([.kern: 2.0], rightToLeft: rightToLeft)
        let plainInk = bounds(in: drawnPlain, where: isInk)
        let kernedInk = bounds(in: drawnKerned, where: isInk)
        // Six characters 2 pt apart more: the run's ink is 5 gaps (30 px) wider, and more at its end.
        #expect((kernedInk[2] - kernedInk[0]) - (plainInk[2] - plainInk[0]) >= 30)
    }

    /// How far the bottom of the last character's ink ("9", on the baseline) is above the bottom
    /// of the first's ("W", on the baseline) in `image`, in pixels.
    func rise(in image: RGBAImage) -> Int {
        let ink = bounds(in: image, where: isInk)
        func bottom(_ columns: ClosedRange<Int>) -> Int {
            (0..<image.height).last { y in columns.contains { x in isInk(image[x, y]) } } ?? 0
        }
        return bottom(ink[0]...(ink[0] + 20)) - bottom((ink[2] - 20)...ink[2])
    }

    @Test(arguments: [false, true])
    func aBaselineOffsetRaisesTheRunAboveTheRestOfItsLine(rightToLeft: Bool) throws {
        #expect(rise(in: try drawn([:], rightToLeft: rightToLeft)) == 0)
        #expect(rise(in: try drawn([.baselineOffset: 6.0], rightToLeft: rightToLeft)) == 18)
        #expect(rise(in: try drawn([.baselineOffset: -2.0], rightToLeft: rightToLeft)) == -6)
    }

    /// Styles and values CellSnap does not draw, and the attribute each error names.
    static let refusals: [(String, [NSAttributedString.Key: Any], String)] = [
        ("thick", [.underlineStyle: NSUnderlineStyle.thick.rawValue], "NSUnderline"),
        ("dotted", [.underlineStyle: NSUnderlineStyle([.single, .patternDot]).rawValue], "NSUnderline"),
        ("by word", [.underlineStyle: NSUnderlineStyle([.single, .byWord]).rawValue], "NSUnderline"),
        ("double strike", [.strikethroughStyle: NSUnderlineStyle.double.rawValue], "NSStrikethrough"),
        ("not a colour", [.underlineStyle: 1, .underlineColor: "red"], "NSUnderlineColor"),
        ("not a number", [.kern: "2"], "NSKern"),
        ("infinite", [.baselineOffset: Double.infinity], "NSBaselineOffset"),
    ]

    nonisolated static let refusalCount = 7

    @Test(arguments: 0..<refusalCount)
    func whatIsNotDrawnIsRefusedNamingItsAttribute(_ index: Int) {
        #expect(Self.refusals.count == Self.refusalCount)
        let (_, attributes, key) = Self.refusals[index]
        do {
            _ = try drawn(attributes)
            Issue.record("drawn")
        } catch let error as CellSnapUIKitError {
            #expect(error.call == "UILabel.attributedText attribute \(key)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func noDecorationAndAZeroStyleDrawTheRunPlain() throws {
        let plain = try drawn([:])
        let none = try drawn([.underlineStyle: 0, .kern: 0, .baselineOffset: 0])
        #expect(plain == none)
    }
}
