// Linux only: an image view's animation as a still picture shows it (the first frame while it
// animates, the image otherwise, the highlighted frames when highlighted), and a switch's thumb
// colour, measured in pixels in both layout directions.
import CellModel
import Pixels
import Primitives
import Testing
import UIKit

@MainActor @Suite struct ImageViewAnimationTests {
    /// A 10 x 10 pt bitmap at 3x filled with one colour.
    func square(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UIImage {
        UIImage(
            cellSnapBitmap: RGBAImage(
                width: 30, height: 30, filledWith: RGBA(red: red, green: green, blue: blue, alpha: 255)),
            scale: 3)
    }

    /// The colour at the centre of `imageView`, at a frame of its own (which a right-to-left
    /// layout does not move, as in UIKit).
    func centre(_ imageView: UIImageView, rightToLeft: Bool) throws -> Color {
        imageView.frame = CGRect(x: 20, y: 10, width: 10, height: 10)
        let container = ControlFixtures.container(width: 100, height: 30, [imageView])
        let image = try ControlFixtures.pixels(container, rightToLeft: rightToLeft)
        return ControlFixtures.color(image, at: Point(x: 25, y: 15))
    }

    static let red = Color(red255: 255, green: 0, blue: 0)
    static let green = Color(red255: 0, green: 255, blue: 0)
    static let blue = Color(red255: 0, green: 0, blue: 255)
    static let yellow = Color(red255: 255, green: 255, blue: 0)

    @Test(arguments: [false, true])
    func anAnimatingViewShowsItsFirstFrame(rightToLeft: Bool) throws {
        let view = UIImageView(image: square(255, 0, 0))
        view.animationImages = [square(0, 255, 0), square(0, 0, 255)]
        view.animationDuration = 5
        #expect(try centre(view, rightToLeft: rightToLeft) == Self.red)
        view.startAnimating()
        #expect(view.isAnimating)
        #expect(try centre(view, rightToLeft: rightToLeft) == Self.green)
        view.stopAnimating()
        #expect(!view.isAnimating)
        #expect(try centre(view, rightToLeft: rightToLeft) == Self.red)
    }

    @Test(arguments: [false, true])
    func aHighlightedAnimatingViewShowsItsHighlightedFrames(rightToLeft: Bool) throws {
        let view = UIImageView(image: square(255, 0, 0), highlightedImage: square(0, 0, 255))
        view.animationImages = [square(0, 255, 0)]
        view.highlightedAnimationImages = [square(255, 255, 0)]
        view.isHighlighted = true
        #expect(try centre(view, rightToLeft: rightToLeft) == Self.blue)
        view.startAnimating()
        #expect(try centre(view, rightToLeft: rightToLeft) == Self.yellow)
    }

    @Test func withoutFramesNothingAnimates() throws {
        let view = UIImageView(image: square(255, 0, 0))
        view.startAnimating()
        #expect(!view.isAnimating)
        view.animationImages = [square(0, 255, 0)]
        view.startAnimating()
        #expect(view.isAnimating)
        view.animationImages = []
        #expect(!view.isAnimating)
        #expect(try centre(view, rightToLeft: false) == Self.red)
    }

    @Test(arguments: [false, true])
    func aSwitchDrawsItsThumbTint(rightToLeft: Bool) throws {
        let toggle = UISwitch(frame: CGRect(x: 20, y: 10, width: 51, height: 31))
        let container = ControlFixtures.container(width: 100, height: 50, [toggle])
        // Off, the thumb sits at the leading end (the switch's frame stays where it is set): its
        // centre is 15.5 pt in from the switch's leading edge.
        let thumb = Point(x: rightToLeft ? 20 + 51 - 15.5 : 20 + 15.5, y: 10 + 15.5)
        let plain = try ControlFixtures.pixels(container, rightToLeft: rightToLeft)
        #expect(ControlFixtures.color(plain, at: thumb) == Color(red255: 255, green: 255, blue: 255))
        toggle.thumbTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let tinted = try ControlFixtures.pixels(container, rightToLeft: rightToLeft)
        #expect(ControlFixtures.color(tinted, at: thumb) == Self.red)
        // The iOS 7 images, a Mac's title and styles change nothing on an iPhone.
        toggle.onImage = square(0, 255, 0)
        toggle.title = "Wi-Fi"
        toggle.preferredStyle = .checkbox
        #expect(toggle.style == .sliding)
        #expect(try ControlFixtures.pixels(container, rightToLeft: rightToLeft) == tinted)
    }

    @Test func imageVariantsCellSnapDoesNotDrawAreRefusedByName() throws {
        let red = square(255, 0, 0)
        let refused: [(UIImage, String)] = [
            (
                red.resizableImage(withCapInsets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)),
                "UIImage.resizableImage(withCapInsets:resizingMode:)"
            ),
            (
                red.withAlignmentRectInsets(UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0)),
                "UIImage.withAlignmentRectInsets(_:)"
            ),
            (UIImage.strokedCheckmark, "UIImage.strokedCheckmark"),
        ]
        for (image, call) in refused {
            let error = #expect(throws: CellSnapUIKitError.self) {
                try centre(UIImageView(image: image), rightToLeft: false)
            }
            #expect(error?.call == call)
        }
        #expect(red.withAlignmentRectInsets(.zero) === red)
        #expect(UIImage.checkmark.isSymbolImage)
        #expect(UIImage.checkmark == UIImage(systemName: "checkmark.circle.fill"))
    }

    /// A symbol effect is drawn at rest: bounce and pulse leave the symbol as it is; a running
    /// scale is refused by name until it is removed; a discrete effect ends at once.
    @Test(arguments: [false, true])
    func symbolEffectsAreDrawnAtRest(rightToLeft: Bool) throws {
        func drawn(_ view: UIImageView) throws -> RGBAImage {
            view.frame = CGRect(x: 20, y: 10, width: 30, height: 30)
            return try ControlFixtures.pixels(
                ControlFixtures.container(width: 100, height: 50, [view]), rightToLeft: rightToLeft)
        }
        let still = UIImageView(image: UIImage(systemName: "heart.fill"))
        let bouncing = UIImageView(image: UIImage(systemName: "heart.fill"))
        bouncing.addSymbolEffect(.bounce.up.byLayer, options: .repeating)
        bouncing.addSymbolEffect(.pulse)
        #expect(try drawn(bouncing) == drawn(still))
        bouncing.addSymbolEffect(.scale.up)
        let error = try #require(throws: CellSnapUIKitError.self) { try drawn(bouncing) }
        #expect(error.call == "UIImageView.addSymbolEffect(.scale)")
        bouncing.removeSymbolEffect(ofType: .scale)
        #expect(try drawn(bouncing) == drawn(still))
        bouncing.addSymbolEffect(.disappear)
        bouncing.removeAllSymbolEffects()
        #expect(try drawn(bouncing) == drawn(still))
        var finished: [Bool] = []
        bouncing.addSymbolEffect(.bounce, options: .nonRepeating) { finished.append($0.isFinished) }
        #expect(finished == [true])
    }
}
