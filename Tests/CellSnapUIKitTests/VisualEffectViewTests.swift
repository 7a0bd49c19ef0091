// UIVisualEffectView: a blur drawn as its material's flat colour behind the content view, in both
// appearances and both directions (its frames set by hand, which no direction mirrors); vibrancy
// refused with an error naming it.
import CellLayout
import CellModel
import CellSnapUIKitTesting
import DisplayList
import Foundation
import Primitives
import Testing

@MainActor @Suite struct VisualEffectViewTests {
    typealias F = ControlFixtures

    /// A 390 x 44 blur with a 100 x 44 badge at the content view's leading edge.
    func header() -> UIVisualEffectView {
        let header = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        header.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        badge.backgroundColor = .systemRed
        header.contentView.addSubview(badge)
        return header
    }

    @Test(arguments: [false, true]) func aBlurIsItsMaterialsFlatColourBehindTheContent(rightToLeft: Bool) throws {
        for (dark, material) in [(false, 0xF2), (true, 0x20)] {
            let view = header()
            #expect(view.contentView.superview === view && view.backgroundColor == nil)
            let image = try F.pixels(view, rightToLeft: rightToLeft, dark: dark)
            // Frames set by hand are not mirrored right to left, on iOS as here.
            func pixel(at x: Double) -> Color { F.color(image, at: Point(x: x, y: 22)) }
            #expect(pixel(at: 300) == Color(red255: material, green: material, blue: material), "dark: \(dark)")
            #expect(pixel(at: 50) != pixel(at: 300), "the content view's badge is drawn over the material")
            #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        }
    }

    @Test func aBackgroundColourIsDrawnInsteadOfTheMaterial() throws {
        let view = header()
        view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let image = try F.pixels(view)
        #expect(F.color(image, at: Point(x: 300, y: 22)) == Color(red255: 0, green: 0, blue: 255))
    }

    @Test func vibrancyIsRefused() {
        let view = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial)))
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        #expect(
            throws: CellSnapUIKitError(
                call: "UIVisualEffectView(effect: UIVibrancyEffect)",
                reason: "only blurs are drawn, as their material's flat colour")
        ) { try view.cellSnapScreen() }
    }
}
