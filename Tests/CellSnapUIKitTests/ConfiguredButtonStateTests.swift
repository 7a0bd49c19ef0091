// Linux only: a configured button (iOS 15) given the classic per-state values (`setTitle(_:for:)`,
// `setAttributedTitle`, `setTitleColor`, `setImage`) draws them in its configuration's style, as
// iOS does; made in code and read from a xib whose `<buttonConfiguration>` carries the attributes
// Interface Builder writes.
import CellLayout
import CellModel
import CellSnapUIKitTesting
import Foundation
import Primitives
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct ConfiguredButtonStateTests {
    typealias F = ControlFixtures
    let buttons = ButtonTests()

    static let styles: [(String, () -> UIButton.Configuration)] = [
        ("plain", UIButton.Configuration.plain), ("gray", UIButton.Configuration.gray),
        ("tinted", UIButton.Configuration.tinted), ("filled", UIButton.Configuration.filled),
    ]

    /// A configured button with no title of its own takes the title set for the normal state: the
    /// body font, the medium size's 7/12 pt insets, mirrored right to left; in all four styles.
    @Test(arguments: [0, 1, 2, 3], [false, true])
    func setTitleTitlesAConfiguredButton(style: Int, rightToLeft: Bool) throws {
        let button = UIButton(configuration: Self.styles[style].1())
        button.setTitle("Continue", for: .normal)
        #expect(button.currentTitle == "Continue" && button.configuration?.title == nil)
        let layout = try F.layout(buttons.pinned(button), rightToLeft: rightToLeft)
        #expect(try F.node(layout, "UIButton.content.title").content.text == "Continue")
        let text = try F.textSize("Continue", .textStyle(.body))
        let frame = Rect(x: 16, y: 10, width: text.width + 24, height: text.height + 14)
        #expect(F.same(try F.frame(layout, "UIButton"), F.placed(frame, rightToLeft: rightToLeft)))
        let title = Rect(x: 28, y: 17, width: text.width, height: text.height)
        #expect(F.same(try F.frame(layout, "UIButton.content.title"), F.placed(title, rightToLeft: rightToLeft)))
    }

    /// The title set for a state wins over the configuration's, and follows the state (the normal
    /// state's for a state without one); the configuration keeps its own.
    @Test func theStatesTitleWinsAndFollowsTheState() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Configured"
        let button = UIButton(configuration: configuration)
        let view = buttons.pinned(button)
        #expect(try F.node(F.layout(view), "UIButton.content.title").content.text == "Configured")
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        #expect(try F.node(F.layout(view), "UIButton.content.title").content.text == "Follow")
        button.isSelected = true
        #expect(try F.node(F.layout(view), "UIButton.content.title").content.text == "Following")
        #expect(button.currentTitle == "Following" && button.configuration?.title == "Configured")
        button.isSelected = false
        button.isHighlighted = true
        #expect(try F.node(F.layout(view), "UIButton.content.title").content.text == "Follow")
    }

    /// A title colour set for the state colours the title over the style's foreground; the
    /// background keeps the style's colour.
    @Test func setTitleColorColoursTheTitle() throws {
        let filled = UIButton(configuration: .filled())
        filled.setTitle("Delete", for: .normal)
        filled.setTitleColor(.black, for: .normal)
        let drawn = try buttons.colours(filled)
        #expect(
            buttons.near(drawn.background, buttons.rgb(0, 122, 255)) && buttons.near(drawn.title, buttons.rgb(0, 0, 0)))
        let gray = UIButton(configuration: .gray())
        gray.setTitle("Remove", for: .normal)
        gray.setTitleColor(.systemRed, for: .normal)
        let grey = try buttons.colours(gray)
        #expect(buttons.near(grey.background, buttons.rgb(233, 233, 235)))
        #expect(buttons.near(grey.title, buttons.rgb(255, 59, 48)))
    }

    /// An image set for the state stands in the configuration's place, in the title's text style
    /// and the foreground colour, `imagePadding` from the title on its placement's side.
    @Test(arguments: [false, true]) func setImageGivesTheImage(rightToLeft: Bool) throws {
        var configuration = UIButton.Configuration.tinted()
        configuration.imagePadding = 8
        let button = UIButton(configuration: configuration)
        button.setTitle("Share", for: .normal)
        button.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        #expect(button.currentImage == UIImage(systemName: "square.and.arrow.up"))
        let layout = try F.layout(buttons.pinned(button), rightToLeft: rightToLeft)
        guard case .symbol(let name, _, _, _, let color) = try F.node(layout, "UIButton.content.image").content else {
            Issue.record("no image")
            return
        }
        #expect(name == "square.and.arrow.up" && color == Color(red255: 0, green: 122, blue: 255))
        let image = try F.frame(layout, "UIButton.content.image"), title = try F.frame(layout, "UIButton.content.title")
        let gap = rightToLeft ? image.minX - title.maxX : title.minX - image.maxX
        #expect(abs(gap - 8) < 0.34, "\(image) \(title)")
    }

    /// An attributed title set for the state keeps its runs (a bold one) over the configuration's font.
    @Test func setAttributedTitleKeepsItsRuns() throws {
        let button = UIButton(configuration: .gray())
        let title = NSMutableAttributedString(string: "Save ", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
        title.append(NSAttributedString(string: "draft", attributes: [.foregroundColor: UIColor.systemGreen]))
        button.setAttributedTitle(title, for: .normal)
        #expect(button.currentTitle == "Save draft")
        guard
            case .text("Save draft", let style) = try F.node(F.layout(buttons.pinned(button)), "UIButton.content.title")
                .content
        else {
            Issue.record("no title")
            return
        }
        #expect(style.spans.count == 2)
    }

    /// A xib button whose configuration has no title draws the title code sets; one whose
    /// configuration has a title draws it over the stale `<state>` title Xcode keeps beside it.
    @Test(arguments: [false, true]) func aXibButtonTakesTheTitleCodeSets(rightToLeft: Bool) throws {
        let objects = UINib(
            data: IBReaderGapsTests.xib(
                """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="b1">
                    <rect key="frame" x="0.0" y="0.0" width="120" height="35"/>
                    <buttonConfiguration key="configuration" style="gray"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="b2">
                    <rect key="frame" x="0.0" y="0.0" width="120" height="35"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="filled" title="Call"/>
                </button>
                """), bundle: nil
        ).instantiate(withOwner: nil, options: nil)
        let gray = try #require(objects.first as? UIButton)
        gray.setTitle("Continue", for: .normal)
        let layout = try F.layout(buttons.pinned(gray), rightToLeft: rightToLeft)
        #expect(try F.node(layout, "UIButton.content.title").content.text == "Continue")
        #expect(buttons.near(try buttons.colours(gray).background, buttons.rgb(233, 233, 235)))
        let call = try #require(objects.last as? UIButton)
        #expect(call.currentTitle == "Call" && call.title(for: .normal) == nil)
        #expect(try F.node(F.layout(buttons.pinned(call)), "UIButton.content.title").content.text == "Call")
    }

    /// The attributes Interface Builder writes on a `<buttonConfiguration>`: a system image with its
    /// symbol scale, where it goes and its padding, the corner style, size, title alignment,
    /// content insets and base colours.
    @Test func aXibConfigurationReadsItsAttributes() throws {
        let objects = UINib(
            data: IBReaderGapsTests.xib(
                """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="b1">
                    <rect key="frame" x="0.0" y="0.0" width="160" height="50"/>
                    <buttonConfiguration key="configuration" style="tinted" title="Next" imagePlacement="trailing" imagePadding="6" titlePadding="2" cornerStyle="capsule" buttonSize="large" titleAlignment="leading">
                        <imageReference key="image" image="chevron.right" catalog="system" symbolScale="small"/>
                        <directionalEdgeInsets key="contentInsets" top="10" leading="24" bottom="10" trailing="18"/>
                        <color key="baseForegroundColor" systemColor="systemPinkColor"/>
                        <color key="baseBackgroundColor" systemColor="systemGreenColor"/>
                    </buttonConfiguration>
                </button>
                """), bundle: nil
        ).instantiate(withOwner: nil, options: nil)
        let button = try #require(objects.first as? UIButton)
        let configuration = try #require(button.configuration)
        #expect(
            configuration
                == {
                    var expected = UIButton.Configuration.tinted()
                    expected.title = "Next"
                    expected.image = UIImage(systemName: "chevron.right")?.withConfiguration(
                        UIImage.SymbolConfiguration(scale: .small))
                    expected.imagePlacement = .trailing
                    expected.imagePadding = 6
                    expected.titlePadding = 2
                    expected.cornerStyle = .capsule
                    expected.buttonSize = .large
                    expected.titleAlignment = .leading
                    expected.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 24, bottom: 10, trailing: 18)
                    expected.baseForegroundColor = .systemPink
                    expected.baseBackgroundColor = .systemGreen
                    return expected
                }())
        let layout = try F.layout(buttons.pinned(button))
        let title = try F.frame(layout, "UIButton.content.title"), frame = try F.frame(layout, "UIButton")
        #expect(abs(title.minX - frame.minX - 24) < 0.34)
    }

    /// The title's and subtitle's fonts Xcode's inspector writes into a `<buttonConfiguration>`
    /// (body BG's storyboard): the title is drawn in them, its frame mirrored right to left; a
    /// title set in code replaces the document's and is drawn in the style's font, as the app's
    /// iOS reference draws it.
    @Test(arguments: [false, true]) func aXibConfigurationTakesItsTitleFonts(rightToLeft: Bool) throws {
        let objects = UINib(
            data: IBReaderGapsTests.xib(
                """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="leading" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="b1">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                    <buttonConfiguration key="configuration" style="plain" title="Search" subtitle="by city">
                        <fontDescription key="titleFontDescription" style="UICTFontTextStyleTitle2"/>
                        <fontDescription key="subtitleFontDescription" type="system" weight="semibold" pointSize="11"/>
                    </buttonConfiguration>
                </button>
                """), bundle: nil
        ).instantiate(withOwner: nil, options: nil)
        let button = try #require(objects.first as? UIButton)
        let layout = try F.layout(buttons.pinned(button), rightToLeft: rightToLeft)
        guard case .text("Search", let title) = try F.node(layout, "UIButton.content.title").content,
            case .text("by city", let subtitle) = try F.node(layout, "UIButton.content.subtitle").content
        else {
            Issue.record("no title or subtitle")
            return
        }
        // The document's fonts are the attributed title's and subtitle's: one run each, over the text.
        #expect(title.spans.map(\.font?.size) == [22] && title.spans.map(\.font?.weight) == [.regular])
        #expect(subtitle.spans.map(\.font?.size) == [11] && subtitle.spans.map(\.font?.weight) == [.semibold])
        let frame = try F.frame(layout, "UIButton"), text = try F.frame(layout, "UIButton.content.title")
        #expect(rightToLeft ? abs(frame.maxX - text.maxX - 12) < 0.34 : abs(text.minX - frame.minX - 12) < 0.34)
        button.setTitle("Find", for: .normal)
        guard
            case .text("Find", let coded) = try F.node(
                F.layout(buttons.pinned(button), rightToLeft: rightToLeft), "UIButton.content.title"
            ).content
        else {
            Issue.record("no title set in code")
            return
        }
        #expect(coded.font.size == 17 && coded.font.weight == .regular && coded.spans.isEmpty)
    }

    /// What a `<buttonConfiguration>` holds that CellSnap cannot draw is refused by name.
    @Test func aXibConfigurationRefusesWhatItCannotDraw() throws {
        let xib = IBReaderGapsTests.xib(
            """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b1">
                <rect key="frame" x="0.0" y="0.0" width="160" height="50"/>
                <buttonConfiguration key="configuration" style="plain">
                    <backgroundConfiguration key="background"/>
                </buttonConfiguration>
            </button>
            """)
        let error = #expect(throws: (any Error).self) {
            _ = try UINib(data: xib, bundle: nil).cellSnapObjects(owner: nil, options: nil)
        }
        #expect(
            String(describing: error).contains(
                "<backgroundConfiguration key=\"background\"> inside <buttonConfiguration>"))
    }

    /// A configuration's attributed title with a paragraph style (an app's error banner: centred
    /// lines in the body font) is drawn with its alignment and line break mode, the title centred
    /// in both directions. A paragraph takes its first character's style, as Apple's text system
    /// lays it out; paragraphs with different styles are refused by name.
    @Test(arguments: [false, true]) func anAttributedTitlesParagraphStyleIsDrawn(rightToLeft: Bool) throws {
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        centred.lineBreakMode = .byWordWrapping
        var configuration = UIButton.Configuration.plain()
        configuration.attributedTitle = AttributedString(
            "Couldn't connect to server\nTap to retry",
            attributes: AttributeContainer([.paragraphStyle: centred, .font: UIFont.preferredFont(forTextStyle: .body)])
        )
        let button = UIButton(configuration: configuration)
        let layout = try F.layout(buttons.pinned(button), rightToLeft: rightToLeft)
        guard case .text(_, let style) = try F.node(layout, "UIButton.content.title").content else {
            Issue.record("no title")
            return
        }
        #expect(style.alignment == .center && style.lineBreak == .word)
        let buttonFrame = try F.frame(layout, "UIButton"), title = try F.frame(layout, "UIButton.content.title")
        #expect(abs(title.midX - buttonFrame.midX) < 0.34)
        #expect(title.height > 40)  // two lines

        let left = NSMutableParagraphStyle()
        left.alignment = .left
        var oneParagraph = AttributedString("One ", attributes: AttributeContainer([.paragraphStyle: centred]))
        oneParagraph += AttributedString("two", attributes: AttributeContainer([.paragraphStyle: left]))
        configuration.attributedTitle = oneParagraph
        button.configuration = configuration
        let firstStyle = try F.layout(buttons.pinned(button), rightToLeft: rightToLeft)
        guard case .text(_, let drawn) = try F.node(firstStyle, "UIButton.content.title").content else {
            Issue.record("no title")
            return
        }
        #expect(drawn.alignment == .center)

        var twoParagraphs = AttributedString("One\n", attributes: AttributeContainer([.paragraphStyle: centred]))
        twoParagraphs += AttributedString("two", attributes: AttributeContainer([.paragraphStyle: left]))
        configuration.attributedTitle = twoParagraphs
        button.configuration = configuration
        #expect(throws: (any Error).self) { try F.layout(buttons.pinned(button)) }
        do {
            _ = try F.layout(buttons.pinned(button))
        } catch {
            #expect("\(error)".contains(".paragraphStyle of one paragraph differing from another's"))
        }
    }

    /// The default `.dynamic` corner style is the size's radius until the app sets the
    /// background's own: an app's error banner whose radius is set to 0 has square corners in its
    /// iOS 17 references; `.fixed` takes the background's radius either way.
    @Test func aSetBackgroundRadiusIsTakenByTheDynamicStyle() throws {
        var configuration = UIButton.Configuration.filled()
        func radius() throws -> Double? {
            try UIButton(configuration: configuration).cellSnapButtonNode(traits: Traits()).background?.cornerRadius
        }
        #expect(try radius() == 8)
        configuration.background.cornerRadius = 0
        #expect(try radius() == 0)
        configuration.background.cornerRadius = 5
        #expect(try radius() == 5)
        configuration.cornerStyle = .large
        #expect(try radius() == 12)
    }

    @Test func gallery() {
        UIView.cellSnapInstallTextMeasurer()
        var views: [UIView] = []
        var y: CGFloat = 12
        for (name, make) in Self.styles {
            let button = UIButton(configuration: make())
            button.setTitle("Continue (\(name))", for: .normal)
            views.append(button)
        }
        let imaged = UIButton(configuration: .filled())
        imaged.setTitle("Add", for: .normal)
        imaged.setImage(UIImage(systemName: "plus"), for: .normal)
        imaged.configuration?.imagePadding = 6
        let coloured = UIButton(configuration: .gray())
        coloured.setTitle("Delete", for: .normal)
        coloured.setTitleColor(.systemRed, for: .normal)
        views += [imaged, coloured]
        for view in views {
            view.sizeToFit()
            view.frame.origin = CGPoint(x: 20, y: y)
            y += view.frame.height + 12
        }
        let container = F.container(height: y, views)
        let lint = LintPolicy.warn.disabling(.contrast)
        assertSnapshot(of: container, as: .screen(), named: "light", lint: lint)
        assertSnapshot(
            of: container, as: .screen(traits: UITraitCollection(layoutDirection: .rightToLeft)), named: "rtl",
            lint: lint)
    }
}
