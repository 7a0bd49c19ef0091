// Views of a storyboard scene have their storyboard frames when viewDidLoad runs (the root view
// the scene's size, 414 x 896 here), so code that places views from view.bounds there places them
// as on iOS; autoresizing then moves them when the screen's size differs, in both layout
// directions alike (frames are not mirrored). IBFrames.storyboard also holds a visual effect view
// with its content view, and a label with an explicit preferredMaxLayoutWidth.
import CellSnapUIKitTesting
import Foundation
import Testing

@testable import CellSnapUIKit

/// The scene of IBFrames.storyboard: records the frames it sees in viewDidLoad and adds a piece
/// centred in the view's bounds, as Apple's gesture recognizer sample places its pieces.
final class IBFixturePiecesViewController: UIViewController {
    var seen: [CGRect] = []
    let codePiece = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        seen = [view.bounds] + view.subviews.map(\.frame)
        codePiece.frame = CGRect(x: view.bounds.midX - 25, y: view.bounds.midY - 25, width: 50, height: 50)
        codePiece.backgroundColor = .systemBlue
        view.addSubview(codePiece)
    }
}

@MainActor @Suite struct StoryboardFramesTests {
    static let storyboard = UIStoryboard(name: "IBFrames", bundle: Bundle.module)

    init() { UIView.cellSnapInstallTextMeasurer() }

    func scene() throws -> IBFixturePiecesViewController {
        try #require(
            Self.storyboard.instantiateViewController(withIdentifier: "Pieces") as? IBFixturePiecesViewController)
    }

    @Test func viewDidLoadSeesTheStoryboardsFrames() throws {
        let controller = try scene()
        controller.loadViewIfNeeded()
        #expect(
            controller.seen == [
                CGRect(x: 0, y: 0, width: 414, height: 896), CGRect(x: 20, y: 100, width: 100, height: 100),
                CGRect(x: 294, y: 100, width: 100, height: 100), CGRect(x: 0, y: 796, width: 414, height: 100),
            ])
        #expect(controller.codePiece.frame == CGRect(x: 182, y: 423, width: 50, height: 50))
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func autoresizingMovesThePiecesToTheScreensSize(_ direction: UITraitEnvironmentLayoutDirection) throws {
        let controller = try scene()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        _ = try window.cellSnapScreen(traits: UITraitCollection(layoutDirection: direction))
        let views = controller.view.subviews
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        // Fixed to the top-left, to the top-right, to the bottom (full width); the code's piece
        // keeps the frame it was given: none is mirrored.
        #expect(views[0].frame == CGRect(x: 20, y: 100, width: 100, height: 100))
        #expect(views[1].frame == CGRect(x: 270, y: 100, width: 100, height: 100))
        #expect(views[2].frame == CGRect(x: 0, y: 744, width: 390, height: 100))
        #expect(controller.codePiece.frame == CGRect(x: 182, y: 423, width: 50, height: 50))
    }

    @Test func aVisualEffectViewReadsItsBlurAndContentView() throws {
        let controller = try scene()
        controller.loadViewIfNeeded()
        let effectView = try #require(controller.view.subviews[2] as? UIVisualEffectView)
        #expect((effectView.effect as? UIBlurEffect)?.style == .systemMaterial)
        let label = try #require(effectView.contentView.subviews.first as? UILabel)
        #expect(label.text == "Drag the pieces" && label.preferredMaxLayoutWidth == 200)
        #expect(effectView.contentView.frame == CGRect(x: 0, y: 0, width: 414, height: 100))
    }

    @Test func snapshot() throws {
        assertSnapshot(of: try scene(), as: .screen(size: CGSize(width: 390, height: 844)), named: "pieces")
    }
}
