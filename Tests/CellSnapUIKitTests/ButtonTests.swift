// Linux only: UIButton, configured and classic: sizes from its fonts and insets, where its
// background, image and title go (left to right and right to left), the colours of each style
// and state measured in its pixels, and its API's bookkeeping.
import CellLayout
import CellModel
import CellSnapUIKitTesting
import DisplayList
import Foundation
import Primitives
import Testing

@MainActor @Suite struct ButtonTests {
    typealias F = ControlFixtures

    /// `button` pinned 16 pt from the leading edge and 10 pt from the top of a 390 x 100 container.
    func pinned(_ button: UIView) -> UIView {
        UIView.cellSnapInstallTextMeasurer()
        button.translatesAutoresizingMaskIntoConstraints = false
        let container = F.container(height: 100, [button])
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            button.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
        ])
        return container
    }

    func filled(_ title: String, size: UIButton.Configuration.Size = .medium) -> UIButton {
        var configuration = UIButton.Configuration.filled()
        configuration.title = title
        configuration.buttonSize = size
        return UIButton(configuration: configuration)
    }

    /// Each size's text style and insets (mini footnote 3/8, small subheadline 5/10, medium body
    /// 7/12, large body 14/20) make the button's size; its background fills it with the size's
    /// corner radius, its title sits inside the insets, mirrored right to left.
    @Test(
        arguments: [
            (UIButton.Configuration.Size.mini, TextStyleName.footnote, 3.0, 8.0, 6.0),
            (.small, .subheadline, 5, 10, 6), (.medium, .body, 7, 12, 8), (.large, .body, 14, 20, 12),
        ], [false, true])
    func aConfiguredButtonTakesItsSizesInsets(
        size: (UIButton.Configuration.Size, TextStyleName, Double, Double, Double), rightToLeft: Bool
    ) throws {
        let (buttonSize, style, vertical, horizontal, radius) = size
        let layout = try F.layout(pinned(filled("Continue", size: buttonSize)), rightToLeft: rightToLeft)
        let text = try F.textSize("Continue", .textStyle(style))
        let frame = Rect(x: 16, y: 10, width: text.width + 2 * horizontal, height: text.height + 2 * vertical)
        #expect(F.same(try F.frame(layout, "UIButton"), F.placed(frame, rightToLeft: rightToLeft)))
        #expect(F.same(try F.frame(layout, "UIButton.content.background"), F.placed(frame, rightToLeft: rightToLeft)))
        let title = Rect(x: 16 + horizontal, y: 10 + vertical, width: text.width, height: text.height)
        #expect(F.same(try F.frame(layout, "UIButton.content.title"), F.placed(title, rightToLeft: rightToLeft)))
        guard case .shape(.roundedRect(let radii), _, _) = try F.node(layout, "UIButton.content.background").content
        else {
            Issue.record("no rounded background")
            return
        }
        #expect(radii.topLeft == radius && radii.cornerCurve == .continuous)
    }

    /// The image goes on the side `imagePlacement` names, `imagePadding` from the title, centred
    /// across the other axis; leading and trailing swap right to left, top and bottom do not.
    @Test(arguments: [NSDirectionalRectEdge.leading, .trailing, .top, .bottom], [false, true])
    func theImageGoesWhereItsPlacementSays(edge: NSDirectionalRectEdge, rightToLeft: Bool) throws {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Share"
        configuration.image = UIImage(systemName: "square.and.arrow.up")
        configuration.imagePlacement = edge
        configuration.imagePadding = 8
        let layout = try F.layout(pinned(UIButton(configuration: configuration)), rightToLeft: rightToLeft)
        let image = try F.frame(layout, "UIButton.content.image"), title = try F.frame(layout, "UIButton.content.title")
        let leadingFirst = (edge == .leading) != rightToLeft
        switch edge {
        case .leading, .trailing:
            let gap = leadingFirst ? title.minX - image.maxX : image.minX - title.maxX
            #expect(abs(gap - 8) < 0.34, "\(image) \(title)")
            #expect(abs(image.midY - title.midY) < 0.34)
        default:
            let gap = edge == .top ? title.minY - image.maxY : image.minY - title.maxY
            #expect(abs(gap - 8) < 0.34, "\(image) \(title)")
            #expect(abs(image.midX - title.midX) < 0.34)
        }
    }

    /// The corner style: a capsule, UIKit's small, medium and large radii (4, 8, 12), or the
    /// background's own radius as it is (`.fixed`).
    @Test(arguments: [
        (UIButton.Configuration.CornerStyle.small, 4.0), (.medium, 8), (.large, 12), (.fixed, 3), (.capsule, -1),
    ])
    func cornerStylesPickTheRadius(style: UIButton.Configuration.CornerStyle, radius: Double) throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        configuration.cornerStyle = style
        configuration.background.cornerRadius = 3
        let layout = try F.layout(pinned(UIButton(configuration: configuration)))
        let shape = try F.node(layout, "UIButton.content.background").content
        switch shape {
        case .shape(.capsule, _, _): #expect(radius < 0)
        case .shape(.roundedRect(let radii), _, _): #expect(radii.topLeft == radius)
        default: Issue.record("\(shape)")
        }
    }

    /// A pixel of the background, 1.5 pt below its top in the middle, and of the title's ink.
    func colours(_ button: UIButton, dark: Bool = false) throws -> (background: Color, title: Color?) {
        let view = pinned(button)
        let layout = try F.layout(view, dark: dark)
        let image = try F.pixels(view, dark: dark)
        let frame = try F.frame(layout, "UIButton")
        let background = F.color(image, at: Point(x: frame.midX, y: frame.minY + 1.5))
        let title = try F.frame(layout, "UIButton.content.title")
        // The darkest (or, on a dark fill, the most different) pixel along the title's middle row.
        var ink: Color?
        var best = -1.0
        for step in 0..<Int(title.width * 3) {
            let color = F.color(image, at: Point(x: title.minX + Double(step) / 3, y: title.midY))
            let distance =
                abs(color.red - background.red) + abs(color.green - background.green)
                + abs(color.blue - background.blue)
            if distance > best { (best, ink) = (distance, color) }
        }
        return (background, ink)
    }

    func rgb(_ red: Int, _ green: Int, _ blue: Int) -> Color { Color(red255: red, green: green, blue: blue) }

    func near(_ a: Color?, _ b: Color, by tolerance: Double = 1.5 / 255) -> Bool {
        guard let a else { return false }
        return abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance
            && abs(a.blue - b.blue) <= tolerance
    }

    /// Each style's background and title colours, light and dark: plain on nothing, gray on
    /// secondarySystemFill, tinted on the tint at 0.15, filled white on the tint.
    @Test func eachStyleDrawsItsColours() throws {
        func button(_ make: () -> UIButton.Configuration) -> UIButton {
            var configuration = make()
            configuration.title = "Button"
            return UIButton(configuration: configuration)
        }
        let filled = try colours(button(UIButton.Configuration.filled))
        #expect(near(filled.background, rgb(0, 122, 255)) && near(filled.title, rgb(255, 255, 255)))
        let darkFilled = try colours(button(UIButton.Configuration.filled), dark: true)
        #expect(near(darkFilled.background, rgb(10, 132, 255)))
        let gray = try colours(button(UIButton.Configuration.gray))
        #expect(near(gray.background, rgb(233, 233, 235)) && near(gray.title, rgb(0, 122, 255)))
        let tinted = try colours(button(UIButton.Configuration.tinted))
        #expect(near(tinted.background, rgb(217, 235, 255)) && near(tinted.title, rgb(0, 122, 255)))
        let plain = try colours(button(UIButton.Configuration.plain))
        #expect(near(plain.background, rgb(255, 255, 255)) && near(plain.title, rgb(0, 122, 255)))
        // The bordered names draw the same styles.
        #expect(UIButton.Configuration.borderedProminent() == UIButton.Configuration.filled())
        #expect(UIButton.Configuration.bordered() == UIButton.Configuration.gray())
        #expect(UIButton.Configuration.borderedTinted() == UIButton.Configuration.tinted())
        #expect(UIButton.Configuration.borderless() == UIButton.Configuration.plain())
    }

    /// The state changes the colours left unset: disabled greys the title (tertiaryLabel) and the
    /// fill (tertiarySystemFill), highlighted fades a filled background to 0.8, and a selected
    /// plain button is drawn filled (a toggle button) unless it opts out.
    @Test func theStateChangesTheColours() throws {
        let disabled = filled("Button")
        disabled.isEnabled = false
        let off = try colours(disabled)
        // tertiaryLabel (60, 60, 67 at 0.3) over that fill.
        #expect(near(off.background, rgb(239, 239, 240)) && near(off.title, rgb(185, 185, 188)))
        let highlighted = filled("Button")
        highlighted.isHighlighted = true
        #expect(near(try colours(highlighted).background, rgb(51, 149, 255)))
        var toggle = UIButton.Configuration.plain()
        toggle.title = "Bold"
        let selected = UIButton(configuration: toggle)
        selected.isSelected = true
        #expect(near(try colours(selected).background, rgb(0, 122, 255)))
        toggle.automaticallyUpdateForSelection = false
        let plainSelected = UIButton(configuration: toggle)
        plainSelected.isSelected = true
        #expect(near(try colours(plainSelected).background, rgb(255, 255, 255)))
        // Colours of your own win over the style's.
        var own = UIButton.Configuration.filled()
        own.title = "Delete"
        own.baseBackgroundColor = .systemRed
        own.baseForegroundColor = .black
        let red = try colours(UIButton(configuration: own))
        #expect(near(red.background, rgb(255, 59, 48)) && near(red.title, rgb(0, 0, 0)))
    }

    /// The update handler runs when the state changes (and when asked), before the button is
    /// measured or drawn; what it sets is drawn.
    @Test func theUpdateHandlerRunsForTheState() throws {
        let button = UIButton(configuration: .filled())
        var runs = 0
        button.configurationUpdateHandler = { button in
            runs += 1
            var configuration = button.configuration
            configuration?.title = button.isSelected ? "Following" : "Follow"
            button.configuration = configuration
        }
        let view = pinned(button)
        #expect(try F.node(F.layout(view), "UIButton.content.title").content.text == "Follow")
        button.isSelected = true
        #expect(try F.node(F.layout(view), "UIButton.content.title").content.text == "Following")
        #expect(runs == 2)
        button.setNeedsUpdateConfiguration()
        button.layoutIfNeeded()
        #expect(runs == 3)
        #expect(button.currentTitle == "Following" && button.titleLabel?.text == "Following")
    }

    /// A title label that wraps by words keeps every line of a title with a line break (UIKit's
    /// long-standing multi-line button idiom), though its `numberOfLines` stays 1; a label that
    /// truncates, or wraps to a line count of its own, keeps that count.
    @Test(arguments: [false, true]) func aWordWrappingTitleLabelDrawsEveryLine(rightToLeft: Bool) throws {
        let button = UIButton(type: .system)
        button.setTitle("Present the view\nand send data", for: .normal)
        button.titleLabel?.lineBreakMode = .byWordWrapping
        button.titleLabel?.textAlignment = .center
        let text = try F.textSize("Present the view\nand send data", .fixed(Font(size: 15)))
        #expect(text.height == 36 && button.titleLabel?.numberOfLines == 1)
        let layout = try F.layout(pinned(button), rightToLeft: rightToLeft)
        #expect(
            F.same(
                try F.frame(layout, "UIButton"),
                F.placed(Rect(x: 16, y: 10, width: text.width, height: 48), rightToLeft: rightToLeft)))
        #expect(button.intrinsicContentSize == CGSize(width: CGFloat(text.width), height: 48))
        button.titleLabel?.numberOfLines = 1
        button.titleLabel?.lineBreakMode = .byTruncatingTail
        #expect(button.intrinsicContentSize.height == 30)
        button.titleLabel?.lineBreakMode = .byCharWrapping
        #expect(button.intrinsicContentSize.height == 48)
    }

    /// A classic system button: the system font at 15 pt in the tint, 6 pt above and below the
    /// title (30 pt tall), no horizontal padding; content edge insets replace the 6 pt.
    @Test(arguments: [false, true]) func aClassicSystemButtonIs30PointsTall(rightToLeft: Bool) throws {
        let button = UIButton(type: .system)
        button.setTitle("Sign In", for: .normal)
        let text = try F.textSize("Sign In", .fixed(Font(size: 15)))
        let layout = try F.layout(pinned(button), rightToLeft: rightToLeft)
        #expect(
            F.same(
                try F.frame(layout, "UIButton"),
                F.placed(Rect(x: 16, y: 10, width: text.width, height: 30), rightToLeft: rightToLeft)))
        #expect(text.height == 18)
        #expect(
            F.same(
                try F.frame(layout, "UIButton.content.title"),
                F.placed(Rect(x: 16, y: 16, width: text.width, height: 18), rightToLeft: rightToLeft)))
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 30)
        #expect(button.intrinsicContentSize == CGSize(width: CGFloat(text.width) + 40, height: 26))
        let inset = try F.layout(pinned(button), rightToLeft: rightToLeft)
        // The left inset is the left edge's in either direction.
        let title = try F.frame(inset, "UIButton.content.title"), frame = try F.frame(inset, "UIButton")
        #expect(abs(title.minX - frame.minX - 10) < 0.34 && abs(frame.maxX - title.maxX - 30) < 0.34)
        // The title edge insets move the title: 10 pt to the right.
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: -10)
        let moved = try F.frame(F.layout(pinned(button), rightToLeft: rightToLeft), "UIButton.content.title")
        #expect(abs(moved.minX - title.minX - 10) < 0.34)
    }

    /// A classic button's title and colour follow its state, falling back to the normal state's;
    /// a highlighted system button dims its title to 0.2, a disabled one greys it.
    @Test func classicTitlesAndColoursFollowTheState() throws {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        button.setTitleColor(.systemRed, for: .selected)
        #expect(button.currentTitle == "Follow" && button.title(for: .highlighted) == "Follow")
        button.isSelected = true
        #expect(button.currentTitle == "Following" && button.currentTitleColor == .systemRed)
        #expect(near(try colours(button).title, rgb(255, 59, 48)))
        button.isSelected = false
        button.isHighlighted = true
        // The tint at 0.2 over white.
        #expect(near(try colours(button).title, rgb(204, 228, 255), by: 3 / 255))
        button.isHighlighted = false
        button.isEnabled = false
        #expect(near(try colours(button).title, rgb(197, 197, 199)))
        let custom = UIButton(type: .custom)
        custom.setTitle("White", for: .normal)
        #expect(near(try colours(custom, dark: true).title, rgb(255, 255, 255)))
    }

    /// The glyph buttons: info and detail disclosure draw `info.circle`, contact add `plus.circle`,
    /// 22 pt square; close a 30 pt circle with a bold cross.
    @Test(arguments: [
        (UIButton.ButtonType.detailDisclosure, "info.circle", 22.0), (.infoLight, "info.circle", 22),
        (.infoDark, "info.circle", 22), (.contactAdd, "plus.circle", 22), (.close, "xmark", 30),
    ])
    func glyphButtons(type: UIButton.ButtonType, symbol: String, side: Double) throws {
        let button = UIButton(type: type)
        #expect(button.frame.size == CGSize(width: side, height: side))
        #expect(button.buttonType == type)
        let layout = try F.layout(F.container(height: 60, [button]))
        #expect(try F.frame(layout, "UIButton") == Rect(x: 0, y: 0, width: side, height: side))
        guard case .symbol(let name, _, _, _, _) = try F.node(layout, "UIButton.content.image").content else {
            Issue.record("no glyph")
            return
        }
        #expect(name == symbol)
    }

    /// A pop-up button shows its menu's selected action's title, with up and down chevrons after it.
    @Test(arguments: [false, true]) func aPopUpButtonShowsItsSelectedAction(rightToLeft: Bool) throws {
        let menu = UIMenu(children: [
            UIAction(title: "Newest") { _ in }, UIAction(title: "Oldest", state: .on) { _ in },
        ])
        let button = UIButton(configuration: .plain())
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        let layout = try F.layout(pinned(button), rightToLeft: rightToLeft)
        #expect(try F.node(layout, "UIButton.content.title").content.text == "Oldest")
        let title = try F.frame(layout, "UIButton.content.title")
        let indicator = try F.frame(layout, "UIButton.content.indicator")
        let gap = rightToLeft ? title.minX - indicator.maxX : indicator.minX - title.maxX
        #expect(abs(gap - 4) < 0.34)
        #expect(button.currentTitle == "Oldest")
    }

    /// A subclass's own intrinsic content size is what Auto Layout sizes it by.
    @Test func aSubclassesIntrinsicSizeWins() throws {
        final class Padded: UIButton {
            override var intrinsicContentSize: CGSize {
                let size = super.intrinsicContentSize
                return CGSize(width: size.width + 40, height: 44)
            }
        }
        let button = Padded(type: .system)
        button.setTitle("Padded", for: .normal)
        let text = try F.textSize("Padded", .fixed(Font(size: 15)))
        let frame = try F.frame(F.layout(pinned(button)), "Padded")
        #expect(F.same(frame, F.placed(Rect(x: 16, y: 10, width: text.width + 40, height: 44), rightToLeft: false)))
    }

    /// An attributed title keeps its runs' fonts and colours; a transformer changes the title's.
    @Test func attributedTitlesAndTransformers() throws {
        var configuration = UIButton.Configuration.plain()
        var title = AttributedString("Bold ")
        title.font = UIFont.systemFont(ofSize: 17, weight: .bold)
        var rest = AttributedString("red")
        rest.foregroundColor = UIColor.systemRed
        configuration.attributedTitle = title + rest
        #expect(configuration.title == "Bold red")
        let layout = try F.layout(pinned(UIButton(configuration: configuration)))
        guard case .text("Bold red", let style) = try F.node(layout, "UIButton.content.title").content else {
            Issue.record("no title")
            return
        }
        #expect(style.spans.count == 2)
        #expect(style.spans.first?.weight == .bold || style.spans.first?.font?.weight == .bold)
        var transformed = UIButton.Configuration.filled()
        transformed.title = "Headline"
        transformed.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.systemFont(ofSize: 20, weight: .semibold)
            return outgoing
        }
        guard
            case .text(_, let headline) = try F.node(
                F.layout(pinned(UIButton(configuration: transformed))), "UIButton.content.title"
            ).content
        else {
            Issue.record("no title")
            return
        }
        #expect(headline.font.size == 20 && headline.font.weight == .semibold)
    }

    /// A primary action gives a system button its title and runs when the primary action is sent.
    @Test func aPrimaryActionTitlesTheButtonAndRuns() {
        var ran = false
        let button = UIButton(primaryAction: UIAction(title: "Done") { _ in ran = true })
        #expect(button.buttonType == .system && button.currentTitle == "Done")
        button.sendActions(for: .primaryActionTriggered)
        #expect(ran)
        let configured = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Save") { _ in })
        #expect(configured.configuration?.title == "Save")
    }

    /// What CellSnap does not draw is an error naming it when the button is drawn.
    @Test func aBackgroundViewIsRefused() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Custom"
        configuration.background.customView = UIView()
        #expect(throws: CellSnapUIKitError.self) { try F.layout(pinned(UIButton(configuration: configuration))) }
    }
}

extension PlacedNode.Content {
    /// The text a text node draws.
    var text: String? { if case .text(let text, _) = self { text } else { nil } }
}
