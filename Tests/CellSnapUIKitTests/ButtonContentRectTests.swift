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

@testable import CellSnapUIKit

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

    /// A button that moves its parts in `layoutSubviews()`, as apps' tab-like buttons do: the
    /// title, sized to fit, the button's width along its bottom 15 pt and centred; the image the
    /// rest above it, centred.
    final class ImageAboveTitleButton: UIButton {
        var titleFrameAfterSuper: CGRect?

        override func layoutSubviews() {
            super.layoutSubviews()
            titleFrameAfterSuper = titleLabel?.frame
            titleLabel?.sizeToFit()
            let titleHeight = titleLabel?.frame.height ?? 0
            titleLabel?.frame = CGRect(x: 0, y: bounds.height - 15, width: bounds.width, height: titleHeight)
            titleLabel?.textAlignment = .center
            imageView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - 15)
            imageView?.contentMode = .center
        }
    }

    @Test(arguments: [false, true]) func aSubclassMovesItsTitleLabelAndImageView(rightToLeft: Bool) throws {
        func button() -> ImageAboveTitleButton {
            let button = ImageAboveTitleButton(type: .custom)
            button.setTitle("Share", for: .normal)
            button.setTitleColor(.label, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 11)
            button.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
            button.frame = CGRect(x: 20, y: 10, width: 80, height: 60)
            return button
        }
        let moved = button()
        let layout = try F.layout(F.container(height: 100, [moved]), rightToLeft: rightToLeft)
        let title = try relative(layout, "ImageAboveTitleButton.content.title")
        let image = try relative(layout, "ImageAboveTitleButton.content.image")
        // After `super.layoutSubviews()` the title label was where the button's layout draws it:
        // centred in the button, beside the image.
        let laidOut = try #require(moved.titleFrameAfterSuper)
        #expect(laidOut.width > 20 && laidOut.minX > 0 && laidOut.maxX < 80, "\(laidOut)")
        // Then where the subclass put it: the title's line at the bottom, the full width, centred.
        let lineHeight = Double(try #require(moved.titleLabel?.frame.height))
        #expect(F.same(title, Rect(x: 0, y: 45, width: 80, height: lineHeight)))
        #expect(lineHeight > 12 && lineHeight < 15)
        // The image, centred in the 80 x 45 pt above the title at its own size.
        #expect(abs(image.midX - 40) < 0.34 && abs(image.midY - 22.5) < 0.34)
        #expect(image.width < 30 && image.height < 30, "\(image)")
        if !rightToLeft {
            assertSnapshot(of: F.container(width: 120, height: 80, [button()]), as: .screen(), lint: .off)
        }
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

/// A classic button's image larger than its content area shrinks to it, each side on its own, and
/// never grows past its own size, except a lone image along a `fill` alignment; a configured button's
/// image keeps its size. A template image is drawn in the image view's own tint colour.
@MainActor @Suite struct ClassicButtonImageFitTests {
    typealias F = ControlFixtures

    struct Case: Sendable, CustomTestStringConvertible {
        let image: Size
        let button: Size
        let horizontal: UIControl.ContentHorizontalAlignment
        let vertical: UIControl.ContentVerticalAlignment
        /// The image's frame in the button, left to right.
        let expected: Rect
        var testDescription: String { "\(image) in \(button), \(horizontal.rawValue)/\(vertical.rawValue)" }
    }

    nonisolated static let cases: [Case] = [
        Case(
            image: Size(width: 60, height: 60), button: Size(width: 20, height: 20), horizontal: .center,
            vertical: .center, expected: Rect(x: 0, y: 0, width: 20, height: 20)),
        Case(
            image: Size(width: 60, height: 10), button: Size(width: 20, height: 20), horizontal: .center,
            vertical: .center, expected: Rect(x: 0, y: 5, width: 20, height: 10)),
        Case(
            image: Size(width: 10, height: 10), button: Size(width: 40, height: 20), horizontal: .center,
            vertical: .center, expected: Rect(x: 15, y: 5, width: 10, height: 10)),
        Case(
            image: Size(width: 10, height: 10), button: Size(width: 40, height: 20), horizontal: .leading,
            vertical: .top, expected: Rect(x: 0, y: 0, width: 10, height: 10)),
        Case(
            image: Size(width: 10, height: 10), button: Size(width: 40, height: 20), horizontal: .fill,
            vertical: .fill, expected: Rect(x: 0, y: 0, width: 40, height: 20)),
        Case(
            image: Size(width: 10, height: 30), button: Size(width: 40, height: 20), horizontal: .fill,
            vertical: .center, expected: Rect(x: 0, y: 0, width: 40, height: 20)),
    ]

    /// A bitmap image of `size` points at 1x, as an asset's PNG is: a black plus sign, its arms a
    /// third of the image thick, on transparency.
    func image(_ size: Size) -> UIImage {
        let width = Int(size.width), height = Int(size.height)
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let onArm = abs(2 * x + 1 - width) * 3 < width || abs(2 * y + 1 - height) * 3 < height
                bytes += [0, 0, 0, onArm ? 255 : 0]
            }
        }
        return UIImage(cgImage: CGImage(width: width, height: height, rgba: bytes)!)
    }

    func button(_ testCase: Case) -> UIButton {
        let button = UIButton()
        button.setImage(image(testCase.image), for: .normal)
        button.contentHorizontalAlignment = testCase.horizontal
        button.contentVerticalAlignment = testCase.vertical
        button.frame = CGRect(x: 30, y: 10, width: testCase.button.width, height: testCase.button.height)
        return button
    }

    @Test(arguments: cases, [false, true]) func theImageFitsTheContentArea(_ testCase: Case, rightToLeft: Bool) throws {
        let button = button(testCase)
        let layout = try F.layout(F.container(height: 60, [button]), rightToLeft: rightToLeft)
        let drawn = try F.frame(layout, "UIButton.content.image").offsetBy(dx: -30, dy: -10)
        let expected = F.expected(testCase.expected, width: testCase.button.width, rightToLeft: rightToLeft)
        #expect(F.same(drawn, expected), "drawn at \(drawn)")
        button.traitOverrides.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
        let answered = button.imageRect(forContentRect: button.contentRect(forBounds: button.bounds))
        #expect(answered == CGRect(x: expected.minX, y: expected.minY, width: expected.width, height: expected.height))
    }

    /// Beside a title the image fits the content rectangle, the bounds inside `contentEdgeInsets`:
    /// the 6 pt UIKit keeps above and below a title sizes the button, not the image's room.
    @Test(arguments: [false, true]) func besideATitleTheImageFitsTheContentRectangle(rightToLeft: Bool) throws {
        let button = UIButton()
        button.setImage(image(Size(width: 60, height: 60)), for: .normal)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 30, y: 10, width: 120, height: 44)
        let drawn = try F.frame(
            try F.layout(F.container(height: 60, [button]), rightToLeft: rightToLeft), "UIButton.content.image")
        #expect(
            abs(drawn.height - 44) < 0.001 && abs(drawn.width - 60) < 0.001 && drawn.minY == 10, "drawn at \(drawn)")
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 0, bottom: 4, right: 0)
        let inset = try F.frame(
            try F.layout(F.container(height: 60, [button]), rightToLeft: rightToLeft), "UIButton.content.image")
        #expect(abs(inset.height - 36) < 0.001 && inset.minY == 14, "drawn at \(inset)")
    }

    @Test func aConfiguredButtonsImageKeepsItsSize() throws {
        let button = UIButton(configuration: .plain())
        button.configuration?.image = image(Size(width: 60, height: 60))
        button.configuration?.contentInsets = .zero
        button.frame = CGRect(x: 30, y: 10, width: 20, height: 20)
        let drawn = try F.frame(try F.layout(F.container(height: 60, [button])), "UIButton.content.image")
        #expect(drawn.width == 60 && drawn.height == 60)
    }

    @Test(arguments: [false, true]) func aTemplateImageTakesTheImageViewsTint(ownTint: Bool) throws {
        let button = UIButton()
        button.setImage(image(Size(width: 60, height: 60)).withRenderingMode(.alwaysTemplate), for: .normal)
        button.backgroundColor = .black
        button.tintColor = .systemRed
        if ownTint { button.imageView?.tintColor = .white }
        button.frame = CGRect(x: 30, y: 10, width: 20, height: 20)
        let pixels = try F.pixels(F.container(height: 60, [button]))
        let expected = ownTint ? Color(hex: 0xFFFFFF) : Color(hex: 0xFF3B30)
        #expect(F.color(pixels, at: Point(x: 40, y: 20)) == expected)
        #expect(F.color(pixels, at: Point(x: 32, y: 12)) == Color(hex: 0x000000))
        #expect(F.color(pixels, at: Point(x: 25, y: 20)) == Color(hex: 0xFFFFFF))
    }

    /// A header's row of 20 pt icon buttons, as apps build them from large template assets: each
    /// image shrinks into its button and is drawn in the image view's white on the button's black.
    @Test func aRowOfIconButtons() {
        let row = F.container(width: 150, height: 40, [])
        for (index, size) in [Size(width: 60, height: 60), Size(width: 90, height: 30), Size(width: 12, height: 12)]
            .enumerated()
        {
            let button = UIButton()
            button.setImage(image(size).withRenderingMode(.alwaysTemplate), for: .normal)
            button.imageView?.tintColor = .white
            button.backgroundColor = .black
            button.frame = CGRect(x: 20 + CGFloat(index) * 40, y: 10, width: 20, height: 20)
            row.addSubview(button)
        }
        assertSnapshot(of: row, as: .screen(), lint: .off)
    }
}

@MainActor @Suite struct ClassicButtonTitleFontTests {
    /// A custom button's title is the system font at `UIFont.buttonFontSize` (18 pt), a system
    /// button's (and the glyph buttons') at 15 pt, as UIKit gives them; a font the app sets
    /// stays when the type is given afterwards, as Interface Builder's reader does.
    @Test func eachTypeStartsWithItsTitleFont() {
        let sizes: [(UIButton, CGFloat)] = [
            (UIButton(), 18), (UIButton(type: .custom), 18), (UIButton(frame: .zero), 18),
            (UIButton(type: .system), 15), (UIButton(type: .detailDisclosure), 15), (UIButton(type: .close), 15),
            (UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in }), 15),
        ]
        #expect(sizes.map { $0.0.titleLabel?.font.pointSize } == sizes.map(\.1))
        #expect(UIFont.buttonFontSize == 18)
        let chosen = UIButton()
        chosen.titleLabel?.font = .boldSystemFont(ofSize: 13)
        chosen.adopt(.system)
        #expect(chosen.titleLabel?.font == .boldSystemFont(ofSize: 13))
    }

    /// The custom button's 18-pt title is what is drawn and what sizes it: "Search recipes" is
    /// wider than a system button's, and the button as tall as the title's line plus 6 pt above
    /// and below, either way round.
    @Test(arguments: [false, true]) func aCustomButtonsTitleIsDrawnAt18Points(rightToLeft: Bool) throws {
        let custom = UIButton()
        custom.setTitle("Search recipes", for: .normal)
        let system = UIButton(type: .system)
        system.setTitle("Search recipes", for: .normal)
        for button in [custom, system] {
            button.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
        }
        #expect(custom.intrinsicContentSize.width > system.intrinsicContentSize.width)
        #expect(custom.intrinsicContentSize.height > system.intrinsicContentSize.height)
    }

    /// An empty classic button (no title, image or background image) keeps an empty line of its
    /// title font and 6 pt above and below it, 30 pt wide: `UIButton()` is 30 x 34 in its 18 pt
    /// font, a system button 30 x 30 in 15 pt, and 17 pt gives the 33 pt an app's iOS
    /// references measure for its hidden error button; its content insets replace the padding.
    @Test func anEmptyButtonKeepsAnEmptyLine() {
        func size(_ button: UIButton) -> CGSize { button.intrinsicContentSize }
        #expect(size(UIButton()) == CGSize(width: 30, height: 34))
        #expect(size(UIButton(type: .system)) == CGSize(width: 30, height: 30))
        let seventeen = UIButton()
        seventeen.titleLabel?.font = .systemFont(ofSize: 17)
        seventeen.setTitle(nil, for: .normal)
        #expect(size(seventeen) == CGSize(width: 30, height: 33))
        let inset = UIButton()
        inset.contentEdgeInsets = UIEdgeInsets(top: 10, left: 5, bottom: 4, right: 5)
        #expect(size(inset) == CGSize(width: 30, height: 36))
        let withImage = UIButton()
        withImage.setImage(UIImage(systemName: "star"), for: .normal)
        #expect(size(withImage).width != 30)
    }

    /// A table header holding only an empty button, fitted as apps size a header view: the
    /// button's 33 pt, the button across the header in both directions.
    @Test(arguments: [false, true]) func aHeaderOfAnEmptyButtonFitsItsLine(rightToLeft: Bool) {
        let container = UIView()
        container.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
        let button = UIButton()
        button.titleLabel?.font = .systemFont(ofSize: 17)
        button.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: button.trailingAnchor, constant: 10),
            button.topAnchor.constraint(equalTo: container.topAnchor),
            container.bottomAnchor.constraint(equalTo: button.bottomAnchor),
        ])
        let fitted = container.systemLayoutSizeFitting(
            CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 390, height: 33))
        container.frame = CGRect(origin: .zero, size: fitted)
        container.layoutIfNeeded()
        #expect(button.frame == CGRect(x: rightToLeft ? 10 : 0, y: 0, width: 380, height: 33))
    }
}
