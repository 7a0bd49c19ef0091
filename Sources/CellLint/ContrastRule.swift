import CellLayout
import CellModel
import DisplayList
import Foundation
import Primitives

/// `contrast`: each text's colour (with its alpha and every enclosing opacity) against what is
/// actually behind it, both composited at the centre of its frame: the shapes drawn before it
/// (cell, selection and section backgrounds, capsules) over the canvas. WCAG 2.2 AA asks for
/// 4.5:1, or 3:1 for large text (at least 18 pt, or 14 pt bold). Text over an image is not
/// judged (CellSnap does not sample bitmaps); neither is an inactive (disabled) render.
enum ContrastRule {
    /// The ratio WCAG 2.2 AA (success criterion 1.4.3) asks of text of `font`.
    static func minimumRatio(for font: Font) -> Double {
        isLarge(font) ? 3 : 4.5
    }

    /// WCAG's large text: 18 pt, or 14 pt bold.
    static func isLarge(_ font: Font) -> Bool {
        font.size >= 18 || (font.size >= 14 && font.weight >= .bold)
    }

    static func findings(_ elements: [LintElement], canvas: Rect, context: LintContext) -> [LintFinding] {
        guard !elements.isEmpty else { return [] }
        let tree = PaintTree(elements)
        var findings: [LintFinding] = []
        for element in elements {
            guard case .text(let text, let style) = element.node.content, !text.isEmpty, element.opacity > 0,
                element.isContent
            else { continue }
            let point = element.frame.center
            if let visible = element.visibleArea, !visible.contains(point) { continue }
            var fonts = [(style.color, style.font)]
            for span in style.spans {
                var font = style.font
                if let weight = span.weight { font.weight = weight }
                fonts.append((span.color ?? style.color, font))
            }
            let behind = tree.composite(at: point, target: element.order, textColor: nil)
            guard !behind.sawImage else { continue }
            let background = behind.color.opaque(over: context.canvas)
            var worst: (ratio: Double, color: Color, font: Font, textColor: Color)?
            for (color, font) in fonts {
                let probe = tree.composite(at: point, target: element.order, textColor: color)
                let foreground = probe.color.opaque(over: context.canvas)
                let ratio = contrastRatio(foreground, background)
                if ratio < minimumRatio(for: font), ratio < (worst?.ratio ?? .infinity) {
                    worst = (ratio, foreground, font, color)
                }
            }
            guard let worst else { continue }
            // Text in a system colour on a system colour is judged by a rule of its own, off unless asked for.
            let rule: LintRule =
                isSystemPair(text: worst.textColor, background: background, traits: context.traits)
                ? .systemColorContrast : .contrast
            guard !context.disabledRules.contains(rule) else { continue }
            let size = isLarge(worst.font) ? "large" : "\(TextForm.number(worst.font.size)) pt \(worst.font.weight)"
            findings.append(
                DesignLint.finding(
                    rule, element,
                    "contrast \(String(format: "%.2f", (worst.ratio * 100).rounded(.down) / 100)):1 of \(worst.color.hexString) on \(background.hexString); WCAG AA asks \(TextForm.number(minimumRatio(for: worst.font))):1 of \(size) text",
                    context))
        }
        return findings
    }

    /// Whether text and what is behind it are both the system's own colours, as iOS draws its own
    /// components: text in a label colour (`label`, `secondaryLabel`, `tertiaryLabel`,
    /// `quaternaryLabel`, `placeholderText`, the colours of the system's content configurations)
    /// or white (iOS's text on its tinted fills: swipe actions, selected sidebar rows), on a system
    /// background, fill or colour, each as the theme of `traits` draws it. Such a pair is Apple's
    /// decision, not the app's; text in an app colour, or on an app colour, is the app's.
    static func isSystemPair(text: Color, background: Color, traits: Traits) -> Bool {
        let theme = traits.theme.theme
        func resolved(_ names: [SemanticColor]) -> Set<Color> {
            Set(names.map { theme.resolve(.semantic($0), for: traits.colorAppearance) })
        }
        let labels = resolved([.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .placeholderText])
        guard labels.contains(text) || text == .white else { return false }
        return resolved(SemanticColor.allCases).contains(background)
    }

    /// WCAG 2.2's contrast ratio of two opaque colours, 1 to 21.
    static func contrastRatio(_ first: Color, _ second: Color) -> Double {
        let a = relativeLuminance(first), b = relativeLuminance(second)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// WCAG 2.2's relative luminance of an sRGB colour.
    static func relativeLuminance(_ color: Color) -> Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }
}

/// A premultiplied colour, for compositing.
struct PremultipliedColor {
    var red = 0.0, green = 0.0, blue = 0.0, alpha = 0.0

    init(red: Double = 0, green: Double = 0, blue: Double = 0, alpha: Double = 0) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    init(_ color: Color) {
        let alpha = min(1, max(0, color.alpha))
        self.init(red: color.red * alpha, green: color.green * alpha, blue: color.blue * alpha, alpha: alpha)
    }

    /// This colour drawn over `below` (Porter-Duff source over).
    func over(_ below: PremultipliedColor) -> PremultipliedColor {
        let rest = 1 - alpha
        return PremultipliedColor(
            red: red + below.red * rest, green: green + below.green * rest, blue: blue + below.blue * rest,
            alpha: alpha + below.alpha * rest)
    }

    func scaled(by opacity: Double) -> PremultipliedColor {
        PremultipliedColor(red: red * opacity, green: green * opacity, blue: blue * opacity, alpha: alpha * opacity)
    }

    /// The colour drawn over the opaque `canvas`, as straight RGB.
    func opaque(over canvas: Color) -> Color {
        let result = over(PremultipliedColor(canvas.withAlpha(1)))
        return Color(red: result.red, green: result.green, blue: result.blue)
    }
}
