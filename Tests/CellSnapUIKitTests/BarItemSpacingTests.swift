// Bar button items side by side keep a gap of 8 pt (CellSnap's choice, the navigation bar's), in a
// toolbar as in a navigation bar, in both layout directions; a space item takes the gap's place.
import Foundation
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct BarItemSpacingTests {
    /// The frames of the toolbar's item views, in the order of its items, after a layout pass.
    func itemFrames(_ items: [UIBarButtonItem], rightToLeft: Bool) -> [CGRect] {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        if rightToLeft { toolbar.semanticContentAttribute = .forceRightToLeft }
        toolbar.items = items
        toolbar.layoutSubviews()
        return toolbar.subviews.compactMap { $0 as? UILabel }.filter { $0.text != nil }.map(\.frame)
    }

    /// `frame` mirrored in a 390-point-wide bar when `rightToLeft`.
    func placed(_ frame: CGRect, _ rightToLeft: Bool) -> CGRect {
        rightToLeft ? CGRect(x: 390 - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
    }

    @Test(arguments: [false, true]) func toolbarItemsSideBySideAreEightPointsApart(rightToLeft: Bool) throws {
        let items = ["Clear", "Undo", "Redo"].map {
            UIBarButtonItem(title: $0, style: .plain, target: nil, action: nil)
        }
        let frames = itemFrames(items, rightToLeft: false)
        try #require(frames.count == 3)
        #expect(frames[0].minX == 16)
        #expect(frames[1].minX == frames[0].maxX + 8)
        #expect(frames[2].minX == frames[1].maxX + 8)
        let mirrored = itemFrames(items, rightToLeft: rightToLeft)
        // Mirrored, but for the last bits of fractions of device pixels.
        #expect(mirrored.count == 3)
        for (drawn, expected) in zip(mirrored, frames.map { placed($0, rightToLeft) }) {
            let gaps = [drawn.minX - expected.minX, drawn.minY - expected.minY, drawn.width - expected.width]
            #expect(gaps.allSatisfy { abs($0) < 1e-9 } && drawn.height == expected.height, "\(drawn)")
        }
    }

    @Test(arguments: [false, true]) func aSpaceBetweenTwoItemsTakesTheGapsPlace(rightToLeft: Bool) throws {
        let fixed = UIBarButtonItem.fixedSpace(20)
        let items = [
            UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil), fixed,
            UIBarButtonItem(title: "B", style: .plain, target: nil, action: nil), .flexibleSpace(),
            UIBarButtonItem(title: "C", style: .plain, target: nil, action: nil),
        ]
        let frames = itemFrames(items, rightToLeft: false)
        try #require(frames.count == 3)
        #expect(frames[0].minX == 16)
        #expect(frames[1].minX == frames[0].maxX + 20)
        // The flexible space takes what is left: the last item ends at the trailing margin.
        #expect(abs(frames[2].maxX - (390 - 16)) < 0.001)
        let mirrored = itemFrames(items, rightToLeft: rightToLeft), expected = frames.map { placed($0, rightToLeft) }
        #expect(zip(mirrored, expected).allSatisfy { abs($0.minX - $1.minX) < 1e-9 && $0.size == $1.size })
    }
}
