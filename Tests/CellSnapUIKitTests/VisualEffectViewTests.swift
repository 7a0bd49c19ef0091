// UIVisualEffectView: a blur drawn as its material's flat colour behind the content view, in both
// appearances and both directions (its frames set by hand, which no direction mirrors); vibrancy
// drawing the content view's content in its style's system colour. References: Snapshots/VisualEffectViewTests/.
import CellLayout
import CellModel
import CellSnapUIKitTesting
import DisplayList
import Foundation
import Pixels
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

    /// A 390 x 44 `blur` holding a vibrancy view of `vibrancy` over the same frame, whose content
    /// view holds a 100 x 44 red badge at its leading edge.
    func vibrant(_ vibrancy: UIVibrancyEffect, blur: UIBlurEffect) -> UIVisualEffectView {
        let header = UIVisualEffectView(effect: blur)
        header.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        let vibrant = UIVisualEffectView(effect: vibrancy)
        vibrant.frame = header.bounds
        header.contentView.addSubview(vibrant)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        badge.backgroundColor = .systemRed
        vibrant.contentView.addSubview(badge)
        return header
    }

    /// The colour of each style, from the system colours' published values (light, dark).
    nonisolated static let styleColors: [(UIVibrancyEffectStyle, Color, Color)] = [
        (.label, Color(red255: 0, green: 0, blue: 0), Color(red255: 255, green: 255, blue: 255)),
        (
            .secondaryLabel, Color(red255: 60, green: 60, blue: 67, alpha: 0.6),
            Color(red255: 235, green: 235, blue: 245, alpha: 0.6)
        ),
        (
            .tertiaryLabel, Color(red255: 60, green: 60, blue: 67, alpha: 0.3),
            Color(red255: 235, green: 235, blue: 245, alpha: 0.3)
        ),
        (
            .quaternaryLabel, Color(red255: 60, green: 60, blue: 67, alpha: 0.18),
            Color(red255: 235, green: 235, blue: 245, alpha: 0.16)
        ),
        (
            .fill, Color(red255: 120, green: 120, blue: 128, alpha: 0.2),
            Color(red255: 120, green: 120, blue: 128, alpha: 0.36)
        ),
        (
            .secondaryFill, Color(red255: 120, green: 120, blue: 128, alpha: 0.16),
            Color(red255: 120, green: 120, blue: 128, alpha: 0.32)
        ),
        (
            .tertiaryFill, Color(red255: 118, green: 118, blue: 128, alpha: 0.12),
            Color(red255: 118, green: 118, blue: 128, alpha: 0.24)
        ),
        (
            .separator, Color(red255: 60, green: 60, blue: 67, alpha: 0.29),
            Color(red255: 84, green: 84, blue: 88, alpha: 0.6)
        ),
    ]

    @Test func eachStyleIsItsSystemColourInTheBlursAppearance() {
        for (style, light, dark) in Self.styleColors {
            let adaptive = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: style)
            #expect(adaptive.cellSnapColor(for: .light) == light, "\(style)")
            #expect(adaptive.cellSnapColor(for: .dark) == dark, "\(style)")
            // A fixed material's appearance wins over the view's.
            let onDark = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemThinMaterialDark), style: style)
            #expect(onDark.cellSnapColor(for: .light) == dark, "\(style)")
            let onLight = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .extraLight), style: style)
            #expect(onLight.cellSnapColor(for: .dark) == light, "\(style)")
        }
        // iOS 8's vibrancy, made without a style, is a label's.
        let plain = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark))
        #expect(plain.cellSnapColor(for: .light) == Color(red255: 255, green: 255, blue: 255))
    }

    /// Over the material (#F2F2F2 light, #202020 dark) the red badge shows as the style's colour
    /// composited on it; the vibrancy view draws no background of its own.
    @Test(arguments: [false, true]) func vibrancyDrawsTheContentInItsStylesColour(rightToLeft: Bool) throws {
        let rows: [(UIVibrancyEffectStyle, dark: Bool, Color)] = [
            (.label, false, Color(red255: 0, green: 0, blue: 0)),
            (.label, true, Color(red255: 255, green: 255, blue: 255)),
            (.secondaryLabel, false, Color(red255: 133, green: 133, blue: 137)),
            (.secondaryLabel, true, Color(red255: 154, green: 154, blue: 160)),
            (.fill, false, Color(red255: 218, green: 218, blue: 219)),
        ]
        for (style, dark, expected) in rows {
            let view = vibrant(
                UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: style),
                blur: UIBlurEffect(style: .systemMaterial))
            let image = try F.pixels(view, rightToLeft: rightToLeft, dark: dark)
            let material = dark ? 0x20 : 0xF2
            #expect(F.color(image, at: Point(x: 50, y: 22)) == expected, "\(style) dark: \(dark)")
            #expect(
                F.color(image, at: Point(x: 300, y: 22)) == Color(red255: material, green: material, blue: material))
        }
    }

    /// A label's text and a symbol drawn through vibrancy lose their own colours.
    @Test func vibrantTextAndSymbolsAreDrawnInTheVibrancysColourOnly() throws {
        let view = vibrant(
            UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterialDark), style: .label),
            blur: UIBlurEffect(style: .systemMaterialDark))
        let content = try #require(view.contentView.subviews.first as? UIVisualEffectView).contentView
        content.subviews.first?.removeFromSuperview()
        let label = UILabel(frame: CGRect(x: 16, y: 0, width: 200, height: 44))
        label.text = "Now Playing"
        label.textColor = .systemRed
        content.addSubview(label)
        let symbol = UIImageView(image: UIImage(systemName: "star.fill"))
        symbol.tintColor = .systemBlue
        symbol.frame = CGRect(x: 300, y: 10, width: 24, height: 24)
        content.addSubview(symbol)
        let image = try F.pixels(view)
        var coloured = 0, white = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image[x, y]
                let spread = Int(max(pixel.red, pixel.green, pixel.blue)) - Int(min(pixel.red, pixel.green, pixel.blue))
                if spread > 8 { coloured += 1 }
                if pixel.red == 255 && pixel.green == 255 && pixel.blue == 255 { white += 1 }
            }
        }
        #expect(coloured == 0, "only greys: the text and the symbol are drawn in white over the dark material")
        #expect(white > 100)
    }

    @Test func vibrancyScreen() {
        let view = vibrant(
            UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemThickMaterial), style: .secondaryLabel),
            blur: UIBlurEffect(style: .systemThickMaterial))
        let content = view.contentView.subviews.first.flatMap { $0 as? UIVisualEffectView }?.contentView
        content?.subviews.first?.removeFromSuperview()
        let title = UILabel(frame: CGRect(x: 16, y: 0, width: 250, height: 44))
        title.text = "Updated just now"
        content?.addSubview(title)
        let icon = UIImageView(image: UIImage(systemName: "arrow.clockwise"))
        icon.frame = CGRect(x: 350, y: 10, width: 24, height: 24)
        content?.addSubview(icon)
        assertSnapshot(of: view, as: .screen(), named: "light", lint: .off)
        assertSnapshot(
            of: view, as: .screen(traits: UITraitCollection(userInterfaceStyle: .dark)), named: "dark", lint: .off)
    }
}
