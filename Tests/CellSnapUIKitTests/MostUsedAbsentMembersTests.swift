// Linux only: the most used absent members of UIKit's coverage table (issue 40, round 11): images
// that grow at the accessibility sizes, `UIFont()`, the Mac Catalyst title bar, the diffable data
// sources' description, tint adjustment, content size category limits, the view controller's
// margins and pointer calls, the visible supplementary index paths. Measured in pixels and
// frames in both layout directions where they draw.
import CellModel
import CellSnapUIKitTesting
import Pixels
import Primitives
import Testing
import UIKit

@MainActor @Suite struct MostUsedAbsentMembersTests {
    typealias F = ControlFixtures

    /// A 20 x 10 pt bitmap at 3x filled with red.
    static let redBar = UIImage(
        cellSnapBitmap: RGBAImage(width: 60, height: 30, filledWith: RGBA(red: 255, green: 0, blue: 0, alpha: 255)),
        scale: 3)

    // MARK: UIAccessibilityContentSizeCategoryImageAdjusting

    /// The body style's sizes (Apple's Dynamic Type table) over its 17 pt at Large, at AX1 to AX5.
    nonisolated static let adjustingCases: [(UIContentSizeCategory, Bool, Double)] = [
        (.large, false, 20), (.large, true, 20), (.extraExtraExtraLarge, true, 20),
        (.accessibilityMedium, false, 20), (.accessibilityMedium, true, 20 * 28 / 17.0),
        (.accessibilityLarge, true, 20 * 33 / 17.0), (.accessibilityExtraLarge, true, 20 * 40 / 17.0),
        (.accessibilityExtraExtraLarge, true, 20 * 47 / 17.0),
        (.accessibilityExtraExtraExtraLarge, true, 20 * 53 / 17.0),
    ]

    @Test(arguments: adjustingCases)
    func anAdjustingImageGrowsAtTheAccessibilitySizes(
        category: UIContentSizeCategory, adjusts: Bool, width: Double
    ) {
        let view = UIImageView(image: Self.redBar)
        #expect(!view.adjustsImageSizeForAccessibilityContentSizeCategory)
        view.adjustsImageSizeForAccessibilityContentSizeCategory = adjusts
        view.traitOverrides.preferredContentSizeCategory = category
        let size = view.intrinsicContentSize
        #expect(abs(Double(size.width) - width) < 1e-9 && abs(Double(size.height) - width / 2) < 1e-9)
    }

    /// An adjusting image view pinned 16 pt from the leading edge at AX3 takes its grown size,
    /// mirrored right to left, and draws red across it.
    @Test(arguments: [false, true])
    func anAdjustingImageIsLaidOutAndDrawnAtItsGrownSize(rightToLeft: Bool) throws {
        let container = F.container(width: 200, height: 60, [])
        container.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        let view = UIImageView(image: Self.redBar)
        view.adjustsImageSizeForAccessibilityContentSizeCategory = true
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            view.topAnchor.constraint(equalTo: container.topAnchor, constant: 4),
        ])
        container.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .forceLeftToRight
        container.layoutIfNeeded()
        let width = 20 * 40 / 17.0  // 47.06 pt at AX3
        let expected = F.expected(
            Rect(x: 16, y: 4, width: width, height: width / 2), width: 200, rightToLeft: rightToLeft)
        let frame = view.frame
        let edges = [frame.minX - expected.minX, frame.minY - expected.minY, frame.width - expected.width]
        #expect(edges.allSatisfy { abs(Double($0)) < 0.34 }, "\(frame) is not \(expected)")
        let image = try F.pixels(container, rightToLeft: rightToLeft)
        let red = Color(red255: 255, green: 0, blue: 0)
        #expect(F.color(image, at: Point(x: expected.minX + 2, y: 6)) == red)
        #expect(F.color(image, at: Point(x: expected.maxX - 2, y: 4 + width / 2 - 2)) == red)
        #expect(F.color(image, at: Point(x: expected.maxX + 2, y: 6)) != red)
    }

    /// A symbol image view and a button whose images adjust, beside ones that do not, at AX3.
    @Test func adjustingSymbolsAndButtonsAreDrawnLarger() throws {
        func symbolView(adjusts: Bool) -> UIImageView {
            let view = UIImageView(image: UIImage(systemName: "heart.fill"))
            view.adjustsImageSizeForAccessibilityContentSizeCategory = adjusts
            return view
        }
        func button(adjusts: Bool) -> UIButton {
            let button = UIButton(type: .system)
            button.setImage(UIImage(systemName: "star.fill"), for: .normal)
            button.adjustsImageSizeForAccessibilityContentSizeCategory = adjusts
            return button
        }
        let views: [UIView] = [
            symbolView(adjusts: false), symbolView(adjusts: true), button(adjusts: false), button(adjusts: true),
        ]
        let container = F.container(width: 300, height: 80, views)
        container.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        var x: CGFloat = 10
        for view in views {
            view.frame = CGRect(origin: CGPoint(x: x, y: 10), size: view.intrinsicContentSize)
            x = view.frame.maxX + 20
        }
        let plainSymbol = views[0].intrinsicContentSize, grownSymbol = views[1].intrinsicContentSize
        #expect(grownSymbol.width > plainSymbol.width * 2.3 && grownSymbol.width < plainSymbol.width * 2.4)
        #expect(views[3].intrinsicContentSize.width > views[2].intrinsicContentSize.width * 2)
        assertSnapshot(of: container, as: .screen(), lint: .off)
    }

    // MARK: UIFont()

    /// `UIFont()` is the regular system font at 12 pt, and a label drawn with it draws as with
    /// `systemFont(ofSize: 12)`.
    @Test func aPlainFontIsTheTwelvePointSystemFont() throws {
        let font = UIFont()
        #expect(font.pointSize == 12 && font == UIFont.systemFont(ofSize: 12))
        #expect(font.fontName == UIFont.systemFont(ofSize: 12).fontName)
        func label(_ font: UIFont) -> UIView {
            let label = UILabel(frame: CGRect(x: 10, y: 5, width: 150, height: 20))
            label.text = "Fallback 123"
            label.font = font
            return F.container(width: 170, height: 30, [label])
        }
        #expect(try F.pixels(label(UIFont())) == F.pixels(label(.systemFont(ofSize: 12))))
        #expect(try F.pixels(label(UIFont())) != F.pixels(label(.systemFont(ofSize: 17))))
    }

    // MARK: UIWindowScene.titlebar

    @Test func theTitlebarKeepsItsSettings() throws {
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let titlebar = try #require(scene.titlebar)
        #expect(scene.titlebar === titlebar)
        #expect(titlebar.titleVisibility == .visible && titlebar.toolbarStyle == .automatic)
        #expect(titlebar.separatorStyle == .automatic && !titlebar.autoHidesToolbarInFullScreen)
        #expect(titlebar.representedURL == nil)
        titlebar.titleVisibility = .hidden
        titlebar.toolbarStyle = .unifiedCompact
        titlebar.separatorStyle = .shadow
        titlebar.autoHidesToolbarInFullScreen = true
        titlebar.representedURL = URL(fileURLWithPath: "/tmp/notes.txt")
        #expect(scene.titlebar?.titleVisibility == .hidden && scene.titlebar?.toolbarStyle == .unifiedCompact)
        #expect(scene.titlebar?.separatorStyle == .shadow && scene.titlebar?.autoHidesToolbarInFullScreen == true)
        #expect(scene.titlebar?.representedURL?.lastPathComponent == "notes.txt")
        #expect(UITitlebarToolbarStyle.unifiedCompact.rawValue == 4 && UITitlebarSeparatorStyle.shadow.rawValue == 3)
        titlebar.titleVisibility = .visible
        titlebar.separatorStyle = .automatic
    }

    // MARK: description() of the diffable data sources

    @Test func diffableDataSourcesDescribeThemselves() {
        let table = UITableViewDiffableDataSource<Int, String>(tableView: UITableView()) { _, _, _ in nil }
        #expect(table.description() == "<UITableViewDiffableDataSource<Int, String>: 0 sections, 0 items>")
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["Wi-Fi"], toSection: 0)
        snapshot.appendItems(["Sounds", "Focus"], toSection: 1)
        table.apply(snapshot, animatingDifferences: false)
        #expect(table.description() == "<UITableViewDiffableDataSource<Int, String>: 2 sections, 3 items>")
        let layout = UICollectionViewFlowLayout()
        let collection = UICollectionViewDiffableDataSource<String, Int>(
            collectionView: UICollectionView(frame: .zero, collectionViewLayout: layout)
        ) { _, _, _ in nil }
        var items = NSDiffableDataSourceSnapshot<String, Int>()
        items.appendSections(["only"])
        items.appendItems([7])
        collection.apply(items, animatingDifferences: false)
        #expect(collection.description() == "<UICollectionViewDiffableDataSource<String, Int>: 1 section, 1 item>")
    }

    // MARK: tintAdjustmentMode

    /// The first mode other than automatic up the superviews, else normal.
    @Test(arguments: [
        (UIView.TintAdjustmentMode.automatic, UIView.TintAdjustmentMode.automatic, UIView.TintAdjustmentMode.normal),
        (.dimmed, .automatic, .dimmed), (.dimmed, .normal, .normal), (.normal, .dimmed, .dimmed),
        (.automatic, .dimmed, .dimmed),
    ])
    func theModeIsInheritedUntilSet(
        parentMode: UIView.TintAdjustmentMode, childMode: UIView.TintAdjustmentMode,
        effective: UIView.TintAdjustmentMode
    ) {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        parent.tintAdjustmentMode = parentMode
        child.tintAdjustmentMode = childMode
        #expect(child.tintAdjustmentMode == effective)
        #expect(UIView().tintAdjustmentMode == .normal)
    }

    /// Components of `color` in the light appearance.
    func components(_ color: UIColor) -> [CGFloat] {
        var (red, green, blue, alpha) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha]
    }

    /// A dimmed view's tint is the grey of its tint's Rec. 601 luma, drawn so by a template
    /// symbol, in both layout directions; a subview that says normal keeps the colour.
    @Test(arguments: [false, true])
    func aDimmedTintIsDrawnGrey(rightToLeft: Bool) throws {
        let square = UIImageView(image: UIImage(systemName: "square.fill"))
        square.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        square.contentMode = .scaleToFill
        let container = F.container(width: 120, height: 60, [square])
        let normal = components(square.tintColor)
        let normalPixel = F.color(try F.pixels(container, rightToLeft: rightToLeft), at: Point(x: 30, y: 30))
        container.tintAdjustmentMode = .dimmed
        let luma = 0.299 * normal[0] + 0.587 * normal[1] + 0.114 * normal[2]
        #expect(components(square.tintColor) == [luma, luma, luma, normal[3]])
        let dimmedPixel = F.color(try F.pixels(container, rightToLeft: rightToLeft), at: Point(x: 30, y: 30))
        #expect(dimmedPixel != normalPixel)
        #expect(abs(dimmedPixel.red - Double(luma)) < 1.5 / 255 && dimmedPixel.red == dimmedPixel.blue)
        square.tintAdjustmentMode = .normal
        let restored = F.color(try F.pixels(container, rightToLeft: rightToLeft), at: Point(x: 30, y: 30))
        #expect(restored == normalPixel)
    }

    /// Changing the mode tells the views that inherit the tint.
    @Test func aChangeOfModeIsHeardAsATintChange() {
        final class Listening: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let parent = UIView(), child = Listening()
        parent.addSubview(child)
        let before = child.changes
        parent.tintAdjustmentMode = .dimmed
        #expect(child.changes == before + 1)
        parent.tintAdjustmentMode = .dimmed
        #expect(child.changes == before + 1)
    }

    // MARK: minimumContentSizeCategory, maximumContentSizeCategory

    nonisolated static let limitCases:
        [(UIContentSizeCategory, UIContentSizeCategory?, UIContentSizeCategory?, UIContentSizeCategory)] = [
            (.accessibilityExtraExtraExtraLarge, nil, .extraExtraExtraLarge, .extraExtraExtraLarge),
            (.extraSmall, .large, nil, .large), (.medium, nil, nil, .medium),
            (.unspecified, .accessibilityMedium, nil, .accessibilityMedium), (.unspecified, nil, .small, .small),
            (.unspecified, nil, .extraLarge, .unspecified),
            (.extraLarge, .accessibilityLarge, .medium, .accessibilityLarge),
        ]

    /// The limits clamp the category of the view's traits and its subviews'.
    @Test(arguments: limitCases)
    func limitsClampTheViewsAndSubviewsCategory(
        category: UIContentSizeCategory, minimum: UIContentSizeCategory?, maximum: UIContentSizeCategory?,
        limited: UIContentSizeCategory
    ) {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        if category != .unspecified { parent.traitOverrides.preferredContentSizeCategory = category }
        parent.minimumContentSizeCategory = minimum
        parent.maximumContentSizeCategory = maximum
        #expect(parent.traitCollection.preferredContentSizeCategory == limited)
        #expect(child.traitCollection.preferredContentSizeCategory == limited)
    }

    @Test func theLimitsDescriptionNamesEachViewThatSetsOne() {
        let parent = UIView(), label = UILabel()
        parent.addSubview(label)
        #expect(label.appliedContentSizeCategoryLimitsDescription == "UILabel: no content size category limits")
        parent.minimumContentSizeCategory = .medium
        label.maximumContentSizeCategory = .accessibilityMedium
        #expect(
            label.appliedContentSizeCategoryLimitsDescription
                == "UILabel: maximum UICTContentSizeCategoryAccessibilityM\nUIView: minimum UICTContentSizeCategoryM")
    }

    /// A Dynamic Type label limited to xxxL in an AX5 screen is drawn as at xxxL, in both directions.
    @Test(arguments: [false, true])
    func aLimitedLabelIsDrawnAtItsLimit(rightToLeft: Bool) throws {
        func screen(category: UIContentSizeCategory, maximum: UIContentSizeCategory?) throws -> RGBAImage {
            let label = UILabel(frame: CGRect(x: 10, y: 5, width: 280, height: 40))
            label.text = "Limited"
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.maximumContentSizeCategory = maximum
            let container = F.container(width: 300, height: 50, [label])
            container.traitOverrides.preferredContentSizeCategory = category
            return try F.pixels(container, rightToLeft: rightToLeft)
        }
        let limited = try screen(category: .accessibilityExtraExtraExtraLarge, maximum: .extraExtraExtraLarge)
        #expect(limited == (try screen(category: .extraExtraExtraLarge, maximum: nil)))
        #expect(limited != (try screen(category: .accessibilityExtraExtraExtraLarge, maximum: nil)))
    }

    // MARK: accessibilityIgnoresInvertColors, the controller's margins and pointer

    @Test func invertColorsAndPointerLockChangeNothingDrawn() throws {
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        card.backgroundColor = .systemPink
        let plain = try F.pixels(F.container(width: 60, height: 40, [card]))
        #expect(!card.accessibilityIgnoresInvertColors)
        card.accessibilityIgnoresInvertColors = true
        #expect(card.accessibilityIgnoresInvertColors)
        #expect(try F.pixels(F.container(width: 60, height: 40, [card])) == plain)
        let controller = UIViewController()
        #expect(!controller.prefersPointerLocked)
        controller.setNeedsUpdateOfPrefersPointerLocked()
    }

    @Test func theControllerHearsItsViewsMarginsChange() {
        final class Counting: UIViewController {
            var changes = 0
            override func viewLayoutMarginsDidChange() { changes += 1 }
        }
        let controller = Counting()
        controller.view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
        #expect(controller.changes == 2)
        UIView().addSubview(controller.view)
        let subview = UIView()
        controller.view.addSubview(subview)
        subview.layoutMargins = .zero
        #expect(controller.changes == 2)
    }

    // MARK: indexPathsForVisibleSupplementaryElements(ofKind:)

    @Test func theVisibleHeadersIndexPaths() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let section = NSCollectionLayoutSection(
            group: NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                subitems: [item]))
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let screen = CompositionalUIKitTests.Screen(
            layout: UICollectionViewCompositionalLayout(section: section), count: 2
        ) {
            view, kind, indexPath in
            view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        screen.collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        screen.collectionView.reloadData()
        screen.window.layoutIfNeeded()
        let kind = UICollectionView.elementKindSectionHeader
        #expect(
            screen.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind) == [
                IndexPath(item: 0, section: 0)
            ])
        #expect(screen.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: "footer").isEmpty)
        #expect(screen.collectionView.visibleSupplementaryViews(ofKind: kind).count == 1)
    }
}
