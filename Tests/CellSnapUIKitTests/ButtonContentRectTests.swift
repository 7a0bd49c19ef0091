// A classic button's content rectangles (`contentRect(forBounds:)`, `titleRect(forContentRect:)`,
// `imageRect(forContentRect:)`, `backgroundRect(forBounds:)`): UIButton's own answer where its
// layout draws the title and image, and a subclass's own moves them, as UIKit lays a button out
// with them; and `systemButton(with:target:action:)`.
import CellLayout
import CellModel
import CellSnapUIKitTesting
import Foundation
import Primitives
import Testing

@MainActor @Suite struct ButtonContentRectTests {
    typealias F = ControlFixtures

    /// A button that puts its image above its title, as apps' tab-like buttons do: the image
    /// 24 pt square 8 pt from the top left corner, the title the content's width under it (left
    /// and right are physical, as in UIKit, in both layout directions).
    final class StackedButton: UIButton {
        override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
            CGRect(x: contentRect.minX + 8, y: contentRect.minY + 8, width: 24, height: 24)
        }
        override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
            CGRect(x: contentRect.minX, y: contentRect.minY + 40, width: contentRect.width, height: 20)
        }
    }

    func stacked() -> StackedButton {
        let button = StackedButton(type: .system)
        button.setTitle("Share", for: .normal)
        button.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        button.titleLabel?.textAlignment = .center
        button.frame = CGRect(x: 20, y: 10, width: 100, height: 70)
        return button
    }

    /// The frame of `role` relative to the button's, from its left edge.
    func relative(_ layout: LayoutResult, _ role: String) throws -> Rect {
        let button = try F.frame(layout, role.components(separatedBy: ".")[0])
        let part = try F.frame(layout, role)
        return Rect(x: part.minX - button.minX, y: part.minY - button.minY, width: part.width, height: part.height)
    }

    @Test(arguments: [false, true]) func aSubclassPlacesItsTitleAndImage(rightToLeft: Bool) throws {
        let layout = try F.layout(F.container(height: 100, [stacked()]), rightToLeft: rightToLeft)
        #expect(F.same(try relative(layout, "StackedButton.content.image"), Rect(x: 8, y: 8, width: 24, height: 24)))
        #expect(F.same(try relative(layout, "StackedButton.content.title"), Rect(x: 0, y: 40, width: 100, height: 20)))
        if !rightToLeft {
            assertSnapshot(of: F.container(width: 140, height: 90, [stacked()]), as: .screen(), lint: .off)
        }
    }

    @Test(arguments: [false, true]) func uiButtonsOwnRectsAreWhereItsLayoutDrawsThem(rightToLeft: Bool) throws {
        UIView.cellSnapInstallTextMeasurer()
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        button.setImage(UIImage(systemName: "star"), for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 30)
        button.frame = CGRect(x: 16, y: 10, width: 200, height: 44)
        #expect(button.contentRect(forBounds: button.bounds) == CGRect(x: 10, y: 4, width: 160, height: 36))
        #expect(button.backgroundRect(forBounds: button.bounds) == button.bounds)
        let layout = try F.layout(F.container(height: 100, [button]), rightToLeft: rightToLeft)
        button.traitOverrides.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
        let content = button.contentRect(forBounds: button.bounds)
        let title = button.titleRect(forContentRect: content)
        let image = button.imageRect(forContentRect: content)
        let drawnTitle = try relative(layout, "UIButton.content.title")
        let drawnImage = try relative(layout, "UIButton.content.image")
        #expect(abs(Double(title.minX) - drawnTitle.minX) < 0.34 && abs(Double(title.minY) - drawnTitle.minY) < 0.34)
        #expect(abs(Double(image.minX) - drawnImage.minX) < 0.34 && abs(Double(image.width) - drawnImage.width) < 0.34)
        #expect(rightToLeft ? image.minX > title.minX : image.minX < title.minX)
    }

    final class Target: NSObject {}

    @Test func systemButtonShowsTheImageAndSendsTheAction() {
        let image = UIImage(systemName: "plus")!
        let target = Target()
        let button = UIButton.systemButton(with: image, target: target, action: Selector("add:"))
        #expect(button.buttonType == .system && button.image(for: .normal) === image)
        #expect(button.allTargets.contains { ($0 as AnyObject) === target })
        #expect(button.actions(forTarget: target, forControlEvent: .touchUpInside) == ["add:"])
        let stacked = StackedButton.systemButton(with: image, target: nil, action: nil)
        #expect(type(of: stacked) == StackedButton.self && stacked.buttonType == .system)
    }
}
