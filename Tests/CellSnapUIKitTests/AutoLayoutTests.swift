// Linux only: UIView's Auto Layout API laid out with layoutIfNeeded() and systemLayoutSizeFitting,
// frames checked exactly, left to right and right to left.
import CellLayout
import CellModel
import CellSnapUIKitTesting
import ConstraintSolver
import DisplayList
import Primitives
import Rendering
import Testing

@testable import CellSnapUIKit

/// A view with a fixed intrinsic content size.
final class SizedView: UIView {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

/// A stack arrangement: the stack fills a 300 x 100 container; the expected frames are the
/// arranged views' (in the stack), left to right.
struct StackFixture: CustomTestStringConvertible, Sendable {
    var name: String
    var axis = NSLayoutConstraint.Axis.horizontal
    var distribution = UIStackView.Distribution.fill
    var alignment = UIStackView.Alignment.fill
    var spacing: CGFloat = 10
    var sizes: [CGSize]
    var hidden: Set<Int> = []
    var lowHugging: Set<Int> = []
    var customSpacingAfterFirst: CGFloat?
    var marginsRelative = false
    var expected: [CGRect]

    var testDescription: String { name }
}

@MainActor @Suite struct AutoLayoutTests {
    init() { UIView.cellSnapInstallTextMeasurer() }

    nonisolated static let stacks: [StackFixture] = [
        StackFixture(
            name: "fill: the least hugging view takes the rest",
            sizes: [.init(width: 50, height: 20), .init(width: 60, height: 30)],
            lowHugging: [1],
            expected: [CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 60, y: 0, width: 240, height: 100)]),
        StackFixture(
            name: "fill equally", distribution: .fillEqually,
            sizes: [.init(width: 50, height: 20), .init(width: 60, height: 30), .init(width: 10, height: 10)],
            expected: [
                CGRect(x: 0, y: 0, width: 280.0 / 3, height: 100),
                CGRect(x: 280.0 / 3 + 10, y: 0, width: 280.0 / 3, height: 100),
                CGRect(x: 2 * 280.0 / 3 + 20, y: 0, width: 280.0 / 3, height: 100),
            ]),
        StackFixture(
            name: "fill proportionally", distribution: .fillProportionally, spacing: 0,
            sizes: [.init(width: 50, height: 20), .init(width: 100, height: 30)],
            expected: [CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 100, y: 0, width: 200, height: 100)]),
        StackFixture(
            name: "equal spacing", distribution: .equalSpacing, alignment: .top,
            sizes: [.init(width: 50, height: 20), .init(width: 60, height: 30), .init(width: 70, height: 10)],
            expected: [
                CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 110, y: 0, width: 60, height: 30),
                CGRect(x: 230, y: 0, width: 70, height: 10),
            ]),
        StackFixture(
            name: "equal centering", distribution: .equalCentering, alignment: .bottom,
            sizes: [.init(width: 50, height: 20), .init(width: 60, height: 30), .init(width: 70, height: 10)],
            expected: [
                CGRect(x: 0, y: 80, width: 50, height: 20), CGRect(x: 115, y: 70, width: 60, height: 30),
                CGRect(x: 230, y: 90, width: 70, height: 10),
            ]),
        StackFixture(
            name: "centre alignment and custom spacing", alignment: .center,
            sizes: [.init(width: 50, height: 20), .init(width: 60, height: 30)], lowHugging: [1],
            customSpacingAfterFirst: 100,
            expected: [CGRect(x: 0, y: 40, width: 50, height: 20), CGRect(x: 150, y: 35, width: 150, height: 30)]),
        StackFixture(
            name: "system spacing (8 pt) as the stack's spacing", spacing: UIStackView.spacingUseSystem,
            sizes: [.init(width: 50, height: 20), .init(width: 60, height: 30)], lowHugging: [1],
            expected: [CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 58, y: 0, width: 242, height: 100)]),
        StackFixture(
            name: "system spacing as a custom spacing",
            sizes: [.init(width: 50, height: 20), .init(width: 60, height: 30)], lowHugging: [1],
            customSpacingAfterFirst: UIStackView.spacingUseSystem,
            expected: [CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 58, y: 0, width: 242, height: 100)]),
        StackFixture(
            name: "the default spacing as a custom spacing is the stack's",
            sizes: [.init(width: 50, height: 20), .init(width: 60, height: 30)], lowHugging: [1],
            customSpacingAfterFirst: UIStackView.spacingUseDefault,
            expected: [CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 60, y: 0, width: 240, height: 100)]),
        StackFixture(
            name: "a hidden view takes no space", distribution: .fillEqually,
            sizes: [.init(width: 50, height: 20), .init(width: 60, height: 30), .init(width: 10, height: 10)],
            hidden: [1],
            expected: [
                CGRect(x: 0, y: 0, width: 145, height: 100), .null, CGRect(x: 155, y: 0, width: 145, height: 100),
            ]),
        StackFixture(
            name: "vertical, inside the layout margins", axis: .vertical, distribution: .fill, alignment: .leading,
            spacing: 4, sizes: [.init(width: 50, height: 20), .init(width: 60, height: 30)], lowHugging: [1],
            marginsRelative: true,
            expected: [CGRect(x: 8, y: 8, width: 50, height: 20), CGRect(x: 8, y: 32, width: 60, height: 60)]),
    ]

    @Test(arguments: stacks, [false, true])
    func stackArrangements(fixture: StackFixture, rightToLeft: Bool) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let views = fixture.sizes.map { SizedView($0.width, $0.height) }
        for (index, view) in views.enumerated() {
            view.isHidden = fixture.hidden.contains(index)
            if fixture.lowHugging.contains(index) {
                view.setContentHuggingPriority(UILayoutPriority(249), for: fixture.axis)
            }
        }
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = fixture.axis
        stack.distribution = fixture.distribution
        stack.alignment = fixture.alignment
        stack.spacing = fixture.spacing
        stack.isLayoutMarginsRelativeArrangement = fixture.marginsRelative
        if let custom = fixture.customSpacingAfterFirst { stack.setCustomSpacing(custom, after: views[0]) }
        if rightToLeft {
            container.semanticContentAttribute = .forceRightToLeft
            stack.semanticContentAttribute = .forceRightToLeft
        }
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            stack.topAnchor.constraint(equalTo: container.topAnchor),
            stack.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        container.layoutIfNeeded()
        #expect(rounded(stack.frame) == CGRect(x: 0, y: 0, width: 300, height: 100))
        for (index, (view, expected)) in zip(views, fixture.expected).enumerated() where !expected.isNull {
            let frame =
                rightToLeft
                ? CGRect(x: 300 - expected.maxX, y: expected.minY, width: expected.width, height: expected.height)
                : expected
            #expect(rounded(view.frame) == rounded(frame), "view \(index)")
        }
    }

    func rounded(_ rect: CGRect) -> CGRect {
        func round(_ value: CGFloat) -> CGFloat { (value * 1e9).rounded() / 1e9 }
        return CGRect(x: round(rect.minX), y: round(rect.minY), width: round(rect.width), height: round(rect.height))
    }

    /// A view "as wide as it can be" (an intrinsic width of `greatestFiniteMagnitude`, a
    /// library's hairline separator) pinned inside a view of a required width takes that width:
    /// its compression resistance is optional and gives way, and nothing else collapses.
    @Test(arguments: [false, true]) func anEndlessIntrinsicWidthGivesWayToRequiredConstraints(rightToLeft: Bool) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let container = UIView(), separator = SizedView(.greatestFiniteMagnitude, 1.0 / 3.0), label = UILabel()
        label.text = "Documents"
        for view in [container, separator, label] { view.translatesAutoresizingMaskIntoConstraints = false }
        for view in [root, container, separator, label] where rightToLeft {
            view.semanticContentAttribute = .forceRightToLeft
        }
        root.addSubview(container)
        container.addSubview(separator)
        container.addSubview(label)
        NSLayoutConstraint.activate([
            container.topAnchor.constraint(equalTo: root.topAnchor),
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            container.widthAnchor.constraint(equalToConstant: 300),
            container.heightAnchor.constraint(equalToConstant: 42),
            separator.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            separator.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            separator.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
        ])
        root.layoutIfNeeded()
        let containerX: CGFloat = rightToLeft ? 65 : 10
        #expect(container.frame == CGRect(x: containerX, y: 0, width: 300, height: 42))
        #expect(rounded(separator.frame) == rounded(CGRect(x: 0, y: 42 - 1.0 / 3.0, width: 300, height: 1.0 / 3.0)))
        let labelX = rightToLeft ? 300 - 16 - label.frame.width : 16
        #expect(label.frame.width > 0 && abs(label.frame.minX - labelX) < 1e-9)
    }

    /// A position the constraints leave free stays at the superview's origin, as the iOS
    /// references of two apps show: a child given its top, width and height but no horizontal
    /// position (a settings screen's embedded controller) sits at x 0, with its subviews pinned
    /// inside it, and an avatar given its leading edge and size but no vertical position (its
    /// siblings are centred on it) at y 0. The layout is still ambiguous, as on iOS.
    @Test(arguments: [false, true]) func aFreePositionStaysAtTheSuperviewsOrigin(rightToLeft: Bool) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let child = UIView(), header = UIView(), label = UILabel(), avatar = UIView(), name = UILabel()
        label.text = "Your Hemisphere:"
        name.text = "Spider-Man"
        for view in [child, header, label, avatar, name] { view.translatesAutoresizingMaskIntoConstraints = false }
        for view in [root, child, header, label, avatar, name] where rightToLeft {
            view.semanticContentAttribute = .forceRightToLeft
        }
        root.addSubview(child)
        child.addSubview(header)
        header.addSubview(label)
        root.addSubview(avatar)
        root.addSubview(name)
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
            child.widthAnchor.constraint(equalTo: root.widthAnchor),
            child.heightAnchor.constraint(equalToConstant: 260),
            header.topAnchor.constraint(equalTo: child.topAnchor),
            header.leadingAnchor.constraint(equalTo: child.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: child.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 57),
            label.topAnchor.constraint(equalTo: header.topAnchor, constant: 16),
            label.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -20),
            avatar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            avatar.heightAnchor.constraint(equalToConstant: 45),
            avatar.widthAnchor.constraint(equalTo: avatar.heightAnchor),
            name.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 16, width: 390, height: 260))
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 57))
        #expect(label.frame.minX == 20 && label.frame.width == 350)
        let avatarX: CGFloat = rightToLeft ? 390 - 16 - 45 : 16
        #expect(avatar.frame == CGRect(x: avatarX, y: 0, width: 45, height: 45))
        #expect(abs(name.frame.midY - 22.5) < 1e-9)
        #expect(child.hasAmbiguousLayout && avatar.hasAmbiguousLayout)
    }

    /// A size the constraints leave free is never negative: an image view without an image (no
    /// intrinsic size) at the top of labels chained to a scroll view's content edges is 0 pt tall
    /// and the labels start at the scroll view's top, as the iOS reference of a movie app's detail
    /// screen draws them; a size constraints force negative stays negative, as in UIKit.
    @Test(arguments: [false, true]) func aFreeSizeIsZeroNotNegative(rightToLeft: Bool) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scroll = UIScrollView(), poster = UIImageView(), title = UILabel(), overview = UILabel()
        let squeezed = UIView()
        title.text = "Title"
        overview.text = "Overview"
        for view in [scroll, poster, title, overview, squeezed] {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        for view in [root, scroll, poster, title, overview, squeezed] where rightToLeft {
            view.semanticContentAttribute = .forceRightToLeft
        }
        root.addSubview(scroll)
        for view in [poster, title, overview] { scroll.addSubview(view) }
        root.addSubview(squeezed)
        var constraints = [
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            poster.topAnchor.constraint(equalTo: scroll.topAnchor),
            title.topAnchor.constraint(equalTo: poster.bottomAnchor),
            overview.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            overview.bottomAnchor.constraint(equalTo: scroll.bottomAnchor, constant: -8),
            squeezed.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            squeezed.bottomAnchor.constraint(equalTo: root.topAnchor, constant: 90),
            squeezed.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            squeezed.widthAnchor.constraint(equalToConstant: 10),
        ]
        for view in [poster, title, overview] {
            constraints += [
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            ]
        }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(poster.frame == CGRect(x: 0, y: 0, width: 390, height: 0))
        #expect(title.frame.minY == 0 && title.frame.width == 390)
        #expect(overview.frame.minY == title.frame.maxY + 8)
        // Forced 10 pt negative (top at 100, bottom at 90): CGRect's edges read it standardised.
        #expect(squeezed.frame.minY == 90 && squeezed.frame.maxY == 100)
        #expect(squeezed.frame.minX == (rightToLeft ? 380 : 0))
    }

    @Test func uikitDefaults() {
        let view = UIView(), label = UILabel(), imageView = UIImageView()
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        #expect(!view.preservesSuperviewLayoutMargins)
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        // A label or image view made in code hugs as a plain view; Interface Builder writes 251.
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(label.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(imageView.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(UISwitch().intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(UILayoutPriority(999).rawValue == 999 && UILayoutPriority(rawValue: 999) == UILayoutPriority(999))
        view.semanticContentAttribute = .forceRightToLeft
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
    }

    /// An image view's symbol takes the configuration's scale: its intrinsic size is the symbol's
    /// frame at that scale, as the list content's symbols are.
    @Test(arguments: [
        (UIImage.SymbolScale.small, SymbolScale.small), (.medium, .medium), (.large, .large), (.unspecified, .medium),
    ])
    func imageViewSymbolScale(uikit: UIImage.SymbolScale, model: SymbolScale) {
        let imageView = UIImageView(image: UIImage(systemName: "star.fill"))
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(
            pointSize: 20, weight: .regular, scale: uikit)
        let expected = SymbolNode("star.fill", pointSize: 20, weight: .regular, scale: model, color: .black).image.size
        #expect(imageView.intrinsicContentSize == CGSize(width: expected.width, height: expected.height))
    }

    /// `UIImageView(image:)` takes the image's size as its frame, as UIKit's does, and
    /// `UIImage.size` is a symbol's frame at its configuration (17 pt body text when it has none),
    /// a bitmap's size in points; without an image the frame stays zero.
    @Test func imageViewsStartAtTheirImagesSize() {
        let unconfigured = SymbolNode("star.fill", pointSize: 17, color: .black).image.size
        let large = SymbolNode("star.fill", pointSize: 30, weight: .bold, scale: .large, color: .black).image.size
        let configured = UIImage(systemName: "star.fill")?.withConfiguration(
            UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large))
        let cases: [(UIImage?, CGSize)] = [
            (UIImage(systemName: "star.fill"), CGSize(width: unconfigured.width, height: unconfigured.height)),
            (configured, CGSize(width: large.width, height: large.height)),
            (nil, .zero),
        ]
        for (image, size) in cases {
            #expect(image.map(\.size) ?? .zero == size)
            #expect(UIImageView(image: image).frame == CGRect(origin: .zero, size: size))
            #expect(UIImageView(image: image, highlightedImage: nil).frame.size == size)
        }
        #expect(UIImageView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)).frame.size == CGSize(width: 3, height: 4))
    }

    /// An image view shows a catalog image set's image for the traits (a vector document, or the
    /// display scale's bitmap at the set's size in points), tinted when drawn as a template.
    @Test func imageViewDrawsCatalogBitmaps() throws {
        try AssetCatalogs.register(
            at: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Fixtures/SampleApp/Assets.xcassets"))
        let avatar = UIImageView(image: UIImage(named: "avatar"))
        #expect(avatar.intrinsicContentSize == CGSize(width: 40, height: 40))
        guard case .bitmap(let twoX, let size, _) = try avatar.cellSnapContent(traits: Traits(displayScale: 2)) else {
            Issue.record("the avatar is not drawn as a bitmap")
            return
        }
        #expect(twoX.width == 80 && twoX.height == 80)
        #expect(size == Size(width: 40, height: 40))

        let template = UIImageView(image: UIImage(named: "avatar")?.withRenderingMode(.alwaysTemplate))
        template.tintColor = .systemRed
        guard case .bitmap(let tinted, _, _) = try template.cellSnapContent(traits: Traits()) else {
            Issue.record("the template avatar is not drawn as a bitmap")
            return
        }
        let colours = Set(stride(from: 0, to: tinted.bytes.count, by: 4).map { Array(tinted.bytes[$0..<$0 + 3]) })
        #expect(colours == [[0xFF, 0x3B, 0x30]])

        // A vector set (a template by its intent) is drawn as its document, in the view's tint.
        let bolt = UIImageView(image: UIImage(named: "Icons/bolt"))
        bolt.tintColor = .systemGreen
        guard case .vector(let document, let tint, _) = try bolt.cellSnapContent(traits: Traits()) else {
            Issue.record("the bolt is not drawn as a vector image")
            return
        }
        #expect(document.format == .svg)
        #expect(tint == Theme.iOS17.resolve(.semantic(.systemGreen), for: .light))
        #expect(bolt.intrinsicContentSize == CGSize(width: document.size.width, height: document.size.height))
    }

    @Test func tintColorIsInherited() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.tintColor == .tintColor)
        parent.tintColor = .systemPink
        #expect(child.tintColor == .systemPink)
        child.tintColor = .systemTeal
        #expect(child.tintColor == .systemTeal)
    }

    /// A multi-line label wraps at the width the solver gives it, and the view's fitting height
    /// follows (the two passes UIKit makes).
    @Test func systemLayoutSizeFittingWrapsTextAtTheSolvedWidth() {
        let view = UIView()
        let label = UILabel()
        label.numberOfLines = 0
        label.text = String(repeating: "Auto Layout wraps this text. ", count: 6)
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
            label.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor),
        ])
        let wrapped = label.sizeThatFits(CGSize(width: 284, height: 0))
        let size = view.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 300, height: wrapped.height + 16))
        #expect(wrapped.height > 2 * label.intrinsicContentSize.height)
        view.frame = CGRect(origin: .zero, size: size)
        view.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 8, y: 8, width: 284, height: wrapped.height))
    }

    /// A multi-line label the solver gives no width (a table header sized while its table is still
    /// 0 pt wide) measures one line, as UIKit's label does for a width of 0, not a word a line.
    @Test(arguments: [false, true]) func aLabelGivenNoWidthMeasuresOneLine(rightToLeft: Bool) {
        let header = UIView()
        if rightToLeft { header.semanticContentAttribute = .forceRightToLeft }
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "Under the Dome is the story of a small town suddenly sealed off from the world."
        label.translatesAutoresizingMaskIntoConstraints = false
        header.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: header.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -8),
            header.widthAnchor.constraint(equalToConstant: header.bounds.width),
        ])
        let oneLine = label.intrinsicContentSize.height
        #expect(oneLine == 20.333333333333332)
        let size = header.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(size.height == oneLine + 16)
        header.frame = CGRect(origin: .zero, size: size)
        header.layoutIfNeeded()
        #expect(label.frame.minY == 8 && label.frame.height == oneLine)
    }

    /// Baselines: a label's first baseline aligned with another's, and system spacing between
    /// baselines (the line height of the lower label's font).
    @Test func baselinesAndSystemSpacing() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let title = UILabel(), detail = UILabel()
        title.text = "Title"
        title.font = .systemFont(ofSize: 20)
        detail.text = "Detail"
        detail.font = .systemFont(ofSize: 13)
        for label in [title, detail] {
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
        }
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalToSystemSpacingAfter: view.leadingAnchor, multiplier: 2),
            title.topAnchor.constraint(equalTo: view.topAnchor),
            detail.leadingAnchor.constraint(equalToSystemSpacingAfter: title.trailingAnchor, multiplier: 1),
            detail.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
        ])
        view.layoutIfNeeded()
        #expect(title.frame.minX == 16)
        #expect(detail.frame.minX == title.frame.maxX + 8)
        // 20 pt text has a 26 pt line and 13 pt text a 17 pt one (1.3 times the size): the baselines
        // sit at the same height, so the smaller label starts lower.
        #expect(detail.frame.minY > title.frame.minY)
        detail.removeFromSuperview()
        #expect(view.constraints.allSatisfy { $0.firstItem !== detail && $0.secondItem !== detail })
    }

    /// A button's baselines are its title's, as UIKit's `forLastBaselineLayout` is its title
    /// label: a "See All" button whose last baseline is a section name's has its title on the
    /// name's baseline (a shelf layout's header), not its bottom edge there, in both directions.
    @Test(arguments: [false, true]) func aButtonsBaselineIsItsTitles(rightToLeft: Bool) throws {
        UIView.cellSnapInstallTextMeasurer()
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
        let name = UILabel(), button = UIButton(type: .system)
        name.text = "Internet"
        name.font = .systemFont(ofSize: 17, weight: .semibold)
        button.setTitle("See All", for: .normal)
        for view in [name, button] {
            view.translatesAutoresizingMaskIntoConstraints = false
            if rightToLeft { view.semanticContentAttribute = .forceRightToLeft }
            header.addSubview(view)
        }
        if rightToLeft { header.semanticContentAttribute = .forceRightToLeft }
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 8),
            name.centerYAnchor.constraint(equalTo: header.centerYAnchor),
            button.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -8),
            button.lastBaselineAnchor.constraint(equalTo: name.lastBaselineAnchor),
        ])
        header.layoutIfNeeded()
        let titleLabel = try #require(button.titleLabel)
        let metrics = try TextEngine.current().measure(
            "See All", style: TextStyle(font: Font(family: "Inter", size: 15)), width: nil)
        // The title is centred in the button: its baseline is the button's middle, less half the
        // title's line, plus its first baseline.
        let titleBaseline = button.frame.midY - metrics.size.height / 2 + metrics.firstBaseline
        let nameBaseline = name.frame.minY + name.font.ascender
        #expect(abs(titleBaseline - nameBaseline) < 1, "title \(titleBaseline), name \(nameBaseline)")
        #expect(button.frame.maxY > nameBaseline + 4, "the button's bottom is below the baseline: \(button.frame)")
        #expect(titleLabel.text == "See All")
        #expect(rightToLeft ? button.frame.minX == 8 : button.frame.maxX == 382)
    }

    /// Each priority outweighs many constraints of the next lower one: 999 with up to four
    /// priorities in a solve, fewer beyond, always more than a cell's constraints of one priority.
    @Test(arguments: [[50, 250, 251, 750], [50, 250, 251, 750, 999], [1, 50, 250, 251, 500, 750, 999]] as [[Float]])
    func priorityWeightsKeepUIKitsOrder(priorities: [Float]) {
        let strengths = AutoLayoutEngine.strengths(for: Set(priorities + [1000]))
        #expect(strengths[1000] == nil, "required constraints are required, not weighted")
        let weights = priorities.map { strengths[$0]!.weight }
        let base = [4: 1000.0, 5: 177.0, 7: 31.0][priorities.count]!
        for (lower, higher) in zip(weights, weights.dropFirst()) { #expect(higher == lower * base) }
        #expect(weights.last! < Strength.required.weight)
    }

    /// Of conflicting required constraints the last added is broken (reported as UIKit reports
    /// it); lower priorities give way without a report; the rest of the layout goes on.
    @Test func theLastAddedOfAConflictIsBroken() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        let preferred = box.widthAnchor.constraint(equalToConstant: 250)
        preferred.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: view.topAnchor), box.heightAnchor.constraint(equalToConstant: 20), narrow,
            preferred, wide,
        ])
        let tree = try ViewTree(root: view, traits: UITraitCollection().cellSnapTraits)
        let context = LayoutContext(measurer: try TextEngine.current())
        let solution = AutoLayoutEngine.solve(
            tree, target: .init(width: 300, widthPriority: 1000, height: 100, heightPriority: 1000), context: context)
        #expect(solution.broken == [wide.description])
        #expect(solution.frames[1] == Rect(x: 10, y: 0, width: 100, height: 20))
    }

    /// `NSLayoutConstraint()` makes an empty placeholder, as apps keep in a property until a real
    /// constraint replaces it: no items, `.notAnAttribute`, `.equal`, multiplier 1, constant 0;
    /// its constant may be set; activating it leaves it inactive and changes no frame; the real
    /// constraint that replaces it lays the view out, left to right and right to left.
    @Test(arguments: [false, true])
    func anEmptyConstraintIsAPlaceholder(rightToLeft: Bool) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        if rightToLeft {
            view.semanticContentAttribute = .forceRightToLeft
            box.semanticContentAttribute = .forceRightToLeft
        }
        var width = NSLayoutConstraint()
        #expect(width.firstItem == nil && width.secondItem == nil)
        #expect(width.firstAttribute == .notAnAttribute && width.secondAttribute == .notAnAttribute)
        #expect(width.relation == .equal && width.multiplier == 1 && width.constant == 0)
        width.constant = 40
        width.isActive = true
        #expect(!width.isActive && view.constraints.isEmpty)
        width = box.widthAnchor.constraint(equalToConstant: 120)
        NSLayoutConstraint.activate([
            width, box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: view.topAnchor), box.heightAnchor.constraint(equalToConstant: 20),
        ])
        view.layoutIfNeeded()
        #expect(box.frame == CGRect(x: rightToLeft ? 170 : 10, y: 0, width: 120, height: 20))
    }
}
