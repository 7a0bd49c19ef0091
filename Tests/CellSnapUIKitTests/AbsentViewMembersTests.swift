// UIView's and CALayer's members that real code used and CellSnap lacked (issue 40, part C): the
// keyboard layout guide (the keyboard hidden, in both layout directions), motion effects (no
// visible effect), the content scale factor, willMove(toSuperview:), layer contents drawn with
// their gravity, and layer geometry.
import CellLayout
import CellModel
import CellSnapUIKitTesting
import Foundation
import Pixels
import Primitives
import Testing

@MainActor @Suite struct AbsentViewMembersTests {
    typealias F = ControlFixtures

    // MARK: keyboardLayoutGuide

    /// A 390 x 844 controller view with 34 pt of unsafe area at the bottom (as an iPhone's home
    /// indicator), a 100 pt bar 16 pt from the leading edge sitting 8 pt above the keyboard guide.
    func keyboardScreen(usesBottomSafeArea: Bool = true, rightToLeft: Bool) -> (UIViewController, UIView) {
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        let view = controller.view!
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        view.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
        view.keyboardLayoutGuide.usesBottomSafeArea = usesBottomSafeArea
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            bar.widthAnchor.constraint(equalToConstant: 100),
            bar.heightAnchor.constraint(equalToConstant: 44),
            bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
        view.layoutIfNeeded()
        return (controller, bar)
    }

    @Test(arguments: [(true, false), (true, true), (false, false), (false, true)])
    func theHiddenKeyboardsGuideSitsBelowTheSafeArea(usesBottomSafeArea: Bool, rightToLeft: Bool) {
        let (controller, bar) = keyboardScreen(usesBottomSafeArea: usesBottomSafeArea, rightToLeft: rightToLeft)
        let guide = controller.view.keyboardLayoutGuide
        let top: CGFloat = usesBottomSafeArea ? 810 : 844
        #expect(guide.layoutFrame == CGRect(x: 0, y: top, width: 390, height: 844 - top))
        #expect(bar.frame == CGRect(x: rightToLeft ? 274 : 16, y: top - 52, width: 100, height: 44))
        #expect(guide === controller.view.keyboardLayoutGuide && guide.owningView === controller.view)
        #expect(!guide.followsUndockedKeyboard && guide.keyboardDismissPadding == 0)
    }

    @Test func theKeyboardsGuideIsNearTheBottomEdgeOnly() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let item = UIView()
        view.addSubview(item)
        let guide = view.keyboardLayoutGuide
        let make = { item.topAnchor.constraint(equalTo: view.topAnchor) }
        let (nearBottom, nearTop, awayFromTop, awayFromBottom, nearLeading) = (make(), make(), make(), make(), make())
        guide.setConstraints([nearBottom], activeWhenNearEdge: .bottom)
        guide.setConstraints([nearTop], activeWhenNearEdge: .top)
        guide.setConstraints([awayFromTop], activeWhenAwayFrom: .top)
        guide.setConstraints([awayFromBottom], activeWhenAwayFrom: .bottom)
        guide.setConstraints([nearLeading], activeWhenNearEdge: .leading)
        #expect(nearBottom.isActive && awayFromTop.isActive)
        #expect(!nearTop.isActive && !awayFromBottom.isActive && !nearLeading.isActive)
        #expect(guide.constraintsActiveWhenNear(.bottom).elementsEqual([nearBottom], by: ===))
        #expect(guide.constraintsActiveWhenAway(from: .top).elementsEqual([awayFromTop], by: ===))
        // Replacing a set deactivates the old one.
        guide.setConstraints([], activeWhenNearEdge: .bottom)
        #expect(!nearBottom.isActive && guide.constraintsActiveWhenNear(.bottom).isEmpty)
    }

    @Test func aTrackingGuideOfTheAppsOwnIsRefusedWithConstraints() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let guide = UITrackingLayoutGuide()
        view.addLayoutGuide(guide)
        guide.setConstraints([guide.heightAnchor.constraint(equalToConstant: 10)], activeWhenNearEdge: .top)
        #expect(throws: CellSnapUIKitError.self) { try F.layout(view) }
        do {
            _ = try F.layout(view)
        } catch let error as CellSnapUIKitError {
            #expect(error.call == "UITrackingLayoutGuide.setConstraints(_:activeWhenNearEdge:)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    // MARK: Motion effects, touches, contentScaleFactor, willMove(toSuperview:)

    @Test(arguments: [(-1.0, -10.0), (0, 0), (0.5, 5), (1, 10), (3, 10)])
    func anInterpolatingEffectMapsTheTiltOntoItsRange(offset: Double, value: Double) throws {
        let drift = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        drift.minimumRelativeValue = -10
        drift.maximumRelativeValue = 10
        let values = try #require(
            drift.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: offset, vertical: -1)))
        #expect(values["center.x"] as? CGFloat == CGFloat(value))
        let rise = UIInterpolatingMotionEffect(keyPath: "center", type: .tiltAlongVerticalAxis)
        rise.minimumRelativeValue = CGPoint(x: 0, y: -4)
        rise.maximumRelativeValue = CGPoint(x: 2, y: 4)
        let group = UIMotionEffectGroup()
        group.motionEffects = [drift, rise]
        let both = try #require(
            group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: offset, vertical: 0)))
        #expect(both["center.x"] as? CGFloat == CGFloat(value) && both["center"] as? CGPoint == CGPoint(x: 1, y: 0))
        #expect(
            UIMotionEffect().keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0, vertical: 0)) == nil)
    }

    @Test func motionEffectsAndTouchOptionsDrawNothingDifferent() throws {
        let card = UIView(frame: CGRect(x: 20, y: 10, width: 100, height: 40))
        card.backgroundColor = .systemBlue
        let plain = try F.pixels(F.container(height: 60, [card]))
        let drift = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        drift.minimumRelativeValue = -30
        drift.maximumRelativeValue = 30
        card.addMotionEffect(drift)
        card.isMultipleTouchEnabled = true
        card.isExclusiveTouch = true
        #expect(card.motionEffects == [drift])
        #expect(try F.pixels(F.container(height: 60, [card])) == plain)
        card.removeMotionEffect(drift)
        #expect(card.motionEffects.isEmpty)
    }

    /// A view that draws a filled circle in `draw(_:)`.
    final class Dot: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.red.setFill()
            UIBezierPath(ovalIn: bounds).fill()
        }
    }

    @Test func contentScaleFactorIsTheDisplayScaleAndAnotherIsRefusedWhereItDraws() throws {
        let dot = Dot(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(dot.contentScaleFactor == 3)
        _ = try F.pixels(F.container(height: 20, [dot]))
        dot.contentScaleFactor = 3
        _ = try F.pixels(F.container(height: 20, [dot]))
        dot.contentScaleFactor = 1
        #expect(dot.contentScaleFactor == 1)
        #expect(throws: CellSnapUIKitError.self) { try F.pixels(F.container(height: 20, [dot])) }
        // A view that does not draw itself has nothing to draw at another scale.
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        plain.contentScaleFactor = 1
        _ = try F.pixels(F.container(height: 20, [plain]))
    }

    final class Announcing: UIView {
        var moves: [String] = []
        override func willMove(toSuperview newSuperview: UIView?) {
            moves.append(newSuperview.map { "to \($0.tag)" } ?? "out")
        }
    }

    @Test func willMoveToSuperviewIsCalledBeforeEveryMove() {
        let (first, second) = (UIView(), UIView())
        (first.tag, second.tag) = (1, 2)
        let view = Announcing()
        first.addSubview(view)
        second.insertSubview(view, at: 0)
        second.bringSubviewToFront(view)
        view.removeFromSuperview()
        view.removeFromSuperview()
        #expect(view.moves == ["to 1", "to 2", "out"])
    }

    @Test(arguments: [
        (UISemanticContentAttribute.unspecified, UIUserInterfaceLayoutDirection.leftToRight),
        (.playback, .leftToRight), (.spatial, .leftToRight), (.forceLeftToRight, .leftToRight),
        (.forceRightToLeft, .rightToLeft),
    ])
    func theAppsLayoutDirectionOfASemanticAttribute(
        attribute: UISemanticContentAttribute, direction: UIUserInterfaceLayoutDirection
    ) {
        #expect(UIView.userInterfaceLayoutDirection(for: attribute) == direction)
    }

    // MARK: CALayer contents and geometry

    /// A 2 x 2 pixel image: red, green / blue, white.
    static let quad: CGImage = {
        var image = RGBAImage(width: 2, height: 2)
        image[0, 0] = RGBA(red: 255, green: 0, blue: 0, alpha: 255)
        image[1, 0] = RGBA(red: 0, green: 255, blue: 0, alpha: 255)
        image[0, 1] = RGBA(red: 0, green: 0, blue: 255, alpha: 255)
        image[1, 1] = RGBA(red: 255, green: 255, blue: 255, alpha: 255)
        return CGImage(width: 2, height: 2, rgba: image.bytes)!
    }()

    /// Five 40 x 40 views side by side whose layers hold the quad image with a gravity each, on grey.
    func gravityRow() -> UIView {
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 250, height: 50))
        row.backgroundColor = UIColor(white: 0.5, alpha: 1)
        let gravities: [CALayerContentsGravity] = [.resize, .resizeAspect, .bottomLeft, .top, .center]
        for (index, gravity) in gravities.enumerated() {
            let layer = CALayer()
            layer.frame = CGRect(x: 5 + index * 48, y: 5, width: 40, height: 20 + index % 2 * 20)
            layer.contents = Self.quad
            layer.contentsScale = 0.2  // 2 pixels are 10 points
            layer.contentsGravity = gravity
            row.layer.addSublayer(layer)
        }
        return row
    }

    /// The colour at a point, as "r", "g", "b", "w" or "-" (the grey behind).
    func named(_ image: RGBAImage, _ x: Double, _ y: Double) -> String {
        let c = F.color(image, at: Point(x: x, y: y))
        switch (c.red > 0.9, c.green > 0.9, c.blue > 0.9) {
        case (true, false, false): return "r"
        case (false, true, false): return "g"
        case (false, false, true): return "b"
        case (true, true, true): return "w"
        default: return "-"
        }
    }

    @Test(arguments: [false, true]) func layerContentsAreDrawnWithTheirGravity(rightToLeft: Bool) throws {
        let image = try F.pixels(gravityRow(), rightToLeft: rightToLeft)
        // .resize (40 x 20): stretched over the layer.
        #expect(
            [named(image, 10, 8), named(image, 40, 8), named(image, 10, 22), named(image, 40, 22)] == [
                "r", "g", "b", "w",
            ])
        // .resizeAspect (40 x 40): fitted, a 40 x 40 square.
        #expect([named(image, 55, 8), named(image, 90, 42)] == ["r", "w"])
        // .bottomLeft (40 x 20): 10 x 10 at the layer's top left (Core Animation's y axis points up).
        #expect([named(image, 102, 7), named(image, 108, 13), named(image, 120, 8)] == ["r", "w", "-"])
        // .top (40 x 40): 10 x 10 centred at the layer's bottom.
        #expect([named(image, 165, 37), named(image, 171, 43), named(image, 150, 10)] == ["r", "w", "-"])
        // .center (40 x 20): 10 x 10 in the middle.
        #expect([named(image, 213, 12), named(image, 219, 18), named(image, 200, 15)] == ["r", "w", "-"])
        if !rightToLeft { assertSnapshot(of: gravityRow(), as: .screen(), lint: .off) }
    }

    @Test func aViewsLayerContentsAndContentsRectAreDrawn() throws {
        let tile = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        tile.layer.contents = Self.quad
        tile.layer.contentsRect = CGRect(x: 0.5, y: 0.5, width: 0.5, height: 0.5)
        let image = try F.pixels(F.container(width: 30, height: 30, [tile]))
        #expect([named(image, 2, 2), named(image, 28, 28)] == ["w", "w"])
        tile.layer.contentsRect = CGRect(x: 0, y: 0, width: 1, height: 0.5)
        let top = try F.pixels(F.container(width: 30, height: 30, [tile]))
        #expect([named(top, 5, 5), named(top, 25, 25)] == ["r", "g"])
    }

    @Test func contentsThatAreNoImageAndNinePartContentsAreRefused() throws {
        let tile = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        tile.layer.contents = UIImage(systemName: "star")
        #expect(throws: CellSnapUIKitError.self) { try F.pixels(F.container(width: 30, height: 30, [tile])) }
        tile.layer.contents = Self.quad
        tile.layer.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        #expect(throws: CellSnapUIKitError.self) { try F.pixels(F.container(width: 30, height: 30, [tile])) }
        tile.layer.contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
        tile.layer.shouldRasterize = true
        tile.layer.rasterizationScale = 3
        tile.layer.drawsAsynchronously = true
        tile.layer.needsDisplayOnBoundsChange = true
        _ = try F.pixels(F.container(width: 30, height: 30, [tile]))
    }

    @Test func layersConvertPointsAndHitTestTheirSublayers() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        let card = CALayer()
        card.frame = CGRect(x: 40, y: 50, width: 100, height: 100)
        let badge = CALayer()
        badge.frame = CGRect(x: 10, y: 20, width: 30, height: 30)
        root.addSublayer(card)
        card.addSublayer(badge)
        #expect(badge.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 51, y: 72))
        #expect(root.convert(CGPoint(x: 51, y: 72), to: badge) == CGPoint(x: 1, y: 2))
        #expect(badge.convert(CGPoint(x: 0, y: 0), from: card) == CGPoint(x: -10, y: -20))
        #expect(
            card.convert(CGRect(x: 1, y: 1, width: 5, height: 5), to: nil) == CGRect(x: 41, y: 51, width: 5, height: 5))
        #expect(
            card.convert(CGRect(x: 41, y: 51, width: 5, height: 5), from: nil)
                == CGRect(x: 1, y: 1, width: 5, height: 5))
        #expect(root.hitTest(CGPoint(x: 55, y: 75)) === badge)
        #expect(root.hitTest(CGPoint(x: 45, y: 55)) === card)
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === root)
        #expect(root.hitTest(CGPoint(x: 305, y: 5)) == nil)
        badge.isHidden = true
        #expect(root.hitTest(CGPoint(x: 55, y: 75)) === card)
    }

    @Test func aViewsLayerConvertsThroughItsView() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = UIView(frame: CGRect(x: 40, y: 50, width: 100, height: 100))
        window.addSubview(card)
        let badge = CALayer()
        badge.frame = CGRect(x: 10, y: 20, width: 30, height: 30)
        card.layer.addSublayer(badge)
        #expect(badge.convert(CGPoint(x: 1, y: 2), to: window.layer) == CGPoint(x: 51, y: 72))
        #expect(window.layer.convert(CGPoint(x: 51, y: 72), to: badge) == CGPoint(x: 1, y: 2))
    }
}
