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
}
