// What a body of public list code (a converter app's table screens with Essential Developer-style
// snapshot and memory-leak tests, a recipe app with swift-snapshot-testing tests, a compositional
// album browser) stopped on: its snapshot helper's trait mutations set `displayGamut` (iOS 17's
// `UIMutableTraits`), which did not compile, and a controller that is the target of a tap
// recognizer on its own view was never freed, so its tests' leak checks failed; a symbol in an
// aspect fill image view was cropped to fill it; a text field answered `nil` where UIKit's gives
// its placeholder's or an empty text.
import CellSnapUIKitTesting
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct PublicCodeBodyBBTests {
    /// A snapshot helper's traits: the gamut is accepted (CellSnap draws sRGB and reads a Display
    /// P3 reference into sRGB) and reads unspecified; the traits beside it take effect.
    @Test func aSnapshotHelpersTraitsMaySetTheDisplayGamut() {
        let traits = UITraitCollection { traits in
            traits.displayGamut = .P3
            traits.userInterfaceStyle = .dark
            traits.displayScale = 3
        }
        #expect(traits.userInterfaceStyle == .dark && traits.displayScale == 3)
        #expect(traits.displayGamut == .unspecified)
        let modified = UITraitCollection(userInterfaceStyle: .light).modifyingTraits { $0.displayGamut = .SRGB }
        #expect(modified.userInterfaceStyle == .light && modified.displayGamut == .unspecified)
    }

    /// A controller that handles taps on its own view (its selector registered as the adapter
    /// registers an `@objc` method).
    final class TappableController: UIViewController {
        private(set) var taps = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            SelectorTable.register(
                [SelectorTable.Method("tapped") { target, _ in (target as! TappableController).tapped() }],
                for: TappableController.self)
            view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("tapped")))
        }

        func tapped() { taps += 1 }
    }

    /// The recognizer keeps its target weakly, as UIKit keeps a control's: the controller is freed
    /// with its view (a leak check's weak reference reads `nil`), and while it lives a simulated tap
    /// still reaches it.
    @Test func aRecognizersTargetIsFreedWithItsView() throws {
        weak var freed: TappableController?
        do {
            let controller = TappableController()
            controller.loadViewIfNeeded()
            let recognizer = try #require(controller.view.gestureRecognizers?.first)
            recognizer.cellSnapSimulateRecognition(at: .zero)
            #expect(controller.taps == 1)
            freed = controller
        }
        #expect(freed == nil)
    }

    /// The recipe app's iOS reference: the `photo` symbol in a 60 pt square image view with
    /// `.scaleAspectFill` is drawn whole, aspect fit (60 pt wide, 50.67 pt tall, centred), in both
    /// directions.
    @Test(arguments: [false, true])
    func aSymbolInAnAspectFillImageViewIsDrawnWhole(rightToLeft: Bool) throws {
        UIView.cellSnapInstallTextMeasurer()
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        imageView.backgroundColor = .white
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.image = UIImage(systemName: "photo")
        let image = try ControlFixtures.pixels(imageView, rightToLeft: rightToLeft)
        let inked = (0..<image.height).filter { y in (0..<image.width).contains { image.rgb($0, y) != [255, 255, 255] }
        }
        let top = try #require(inked.first), bottom = try #require(inked.last)
        // Whole and centred: white rows above and below the symbol, about as many of each.
        #expect(top > 3 * 3 && image.height - 1 - bottom > 3 * 3)
        #expect(abs(top - (image.height - 1 - bottom)) <= 3)
        #expect(Double(bottom - top + 1) / 3 < 54)
    }

    /// The converter app's own tests, which pass on iOS: a field's `placeholder` after only its
    /// `attributedPlaceholder` was set is that string's characters, and a field with no text (a
    /// new one, or one given `nil`) gives an empty string.
    @Test func aTextFieldAnswersAsUIKitsDoes() {
        let field = UITextField()
        #expect(field.text == "")
        field.attributedPlaceholder = NSAttributedString(
            string: "Input your message here.", attributes: [.foregroundColor: UIColor.gray])
        #expect(field.placeholder == "Input your message here.")
        field.placeholder = "Search"
        #expect(field.placeholder == "Search" && field.attributedPlaceholder == nil)
        field.text = "SOS"
        #expect(field.text == "SOS")
        field.text = nil
        #expect(field.text == "" && field.attributedText == nil)
        field.attributedText = NSAttributedString(string: "... --- ...")
        #expect(field.text == "... --- ...")
    }

    /// A label that pads its text: drawn inside its insets, sized by its own intrinsic size.
    final class PaddingLabel: UILabel {
        let insets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)

        override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: insets)) }

        override var intrinsicContentSize: CGSize {
            let size = super.intrinsicContentSize
            return CGSize(
                width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
        }
    }

    /// A self-sizing chip: a padding label pinned to the content view's edges.
    final class ChipCell: UICollectionViewCell {
        let label = PaddingLabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.font = .systemFont(ofSize: 14, weight: .medium)
            ControlFixtures.pin(label, toEdgesOf: contentView)
        }

        required init?(coder: NSCoder) { fatalError("not used") }
    }

    final class Chips: NSObject, UICollectionViewDataSource {
        static let words = ["Beef", "Miscellaneous"]

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            Self.words.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "chip", for: indexPath) as! ChipCell
            cell.label.text = Self.words[indexPath.item]
            return cell
        }
    }

    /// The recipe app's filter chips: Auto Layout sizes a self-sizing cell by its label's own
    /// `intrinsicContentSize` override, the text's size and the insets (32 pt wider, 16 pt taller),
    /// so no word is cut short; chips start at the section inset in both directions.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aLabelsOwnIntrinsicSizeSizesItsCell(direction: UITraitEnvironmentLayoutDirection) throws {
        UIView.cellSnapInstallTextMeasurer()
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 44)
        layout.minimumInteritemSpacing = 2
        layout.sectionInset = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 200), collectionViewLayout: layout)
        collectionView.register(ChipCell.self, forCellWithReuseIdentifier: "chip")
        let chips = Chips()
        collectionView.dataSource = chips
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        window.cellSnapTraits = UITraitCollection(layoutDirection: direction)
        let controller = UIViewController()
        controller.view.addSubview(collectionView)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        collectionView.layoutIfNeeded()
        for (item, word) in Chips.words.enumerated() {
            let plain = UILabel()
            plain.font = .systemFont(ofSize: 14, weight: .medium)
            plain.text = word
            let text = plain.intrinsicContentSize
            let frame = try #require(
                collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame)
            #expect(abs(frame.width - (text.width + 32)) < 1e-6 && abs(frame.height - (text.height + 16)) < 1e-6)
            if item == 0 {
                #expect(abs((direction == .leftToRight ? frame.minX : 390 - frame.maxX) - 12) < 1e-6, "\(frame)")
            }
        }
        withExtendedLifetime(chips) {}
    }
}
