// Linux only: small UIKit API that real screens use (issue 40): `UITableViewCell()` and
// `init(frame:)`, animated images (drawn as their first frame).
import CellSnapUIKitTesting
import Foundation
import Pixels
import Testing

/// A cell subclass that declares no initialiser: it inherits UIKit's `init()`.
private final class PlainCell: UITableViewCell {}

/// A cell subclass with UIKit's two designated initialisers: it inherits `init()` too.
private final class StyledCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        textLabel?.text = "Styled"
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor @Suite struct UIKitSmallGapsTests {
    @Test func tableViewCellInitIsTheDefaultStyleWithNoReuseIdentifier() {
        let cells: [UITableViewCell] = [UITableViewCell(), PlainCell(), StyledCell()]
        for cell in cells {
            #expect(cell.reuseIdentifier == nil && cell.detailTextLabel == nil)
        }
        #expect(StyledCell().textLabel?.text == "Styled")
    }

    /// `initWithFrame:` reaches the designated initialiser, as a test makes a cell to snapshot it,
    /// which makes a table view cell 320 x 44 pt whatever the frame.
    @Test func cellsAndHeaderFooterViewsAreMadeWithAFrame() {
        let frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        let cells: [UITableViewCell] = [
            UITableViewCell(frame: frame), PlainCell(frame: frame), StyledCell(frame: frame),
        ]
        for cell in cells {
            #expect(cell.frame == frame && cell.detailTextLabel == nil && cell.reuseIdentifier == nil)
            #expect(cell.contentView.superview === cell)
        }
        #expect(StyledCell(frame: frame).textLabel?.text == "Styled")
        // The frame is not kept: a cell made with the screen's is 320 x 44 pt, as iOS makes it.
        let screenSized = UITableViewCell(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(screenSized.bounds.size == CGSize(width: 320, height: 44))
        #expect(screenSized.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        let header = UITableViewHeaderFooterView(frame: frame)
        #expect(header.frame == frame && header.reuseIdentifier == nil && header.contentView.superview === header)
    }

    /// A square bitmap image of one colour, `side` pixels at 1x.
    private func square(_ side: Int, _ color: RGBA) -> UIImage {
        var bitmap = RGBAImage(width: side, height: side)
        for y in 0..<side { for x in 0..<side { bitmap[x, y] = color } }
        return UIImage(cellSnapBitmap: bitmap, scale: 1)
    }

    @Test func animatedImagesKeepTheirFramesAndDuration() throws {
        let red = square(4, RGBA(red: 255, green: 0, blue: 0, alpha: 255))
        let blue = square(8, RGBA(red: 0, green: 0, blue: 255, alpha: 255))
        let animated = try #require(UIImage.animatedImage(with: [red, blue], duration: 0.75))
        #expect(animated.images == [red, blue] && animated.duration == 0.75)
        #expect(animated.size == CGSize(width: 4, height: 4))
        #expect(red.images == nil && red.duration == 0)
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
    }

    @Test(arguments: [false, true])
    func anAnimatedImageIsDrawnAsItsFirstFrame(rightToLeft: Bool) throws {
        let red = square(12, RGBA(red: 255, green: 0, blue: 0, alpha: 255))
        let blue = square(12, RGBA(red: 0, green: 0, blue: 255, alpha: 255))
        func screen(_ image: UIImage?) -> UIView {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            view.backgroundColor = .white
            let imageView = UIImageView(image: image)
            imageView.frame = CGRect(x: 4, y: 4, width: 12, height: 12)
            view.addSubview(imageView)
            return view
        }
        let animated = try ControlFixtures.pixels(
            screen(UIImage.animatedImage(with: [red, blue], duration: 1)), rightToLeft: rightToLeft)
        let first = try ControlFixtures.pixels(screen(red), rightToLeft: rightToLeft)
        #expect(animated.bytes == first.bytes)
        // The frame is drawn: the centre of the image view, 10 x 10 pt at 3x, is red.
        #expect(animated[30, 30] == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
    }

    @Test func animatedImageNamedLoadsTheNumberedImagesInOrder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellsnap-animated-\(UUID().uuidString)")
        let catalog = folder.appendingPathComponent("Frames.xcassets")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, side) in [(0, 2), (1, 3), (2, 5)] {
            let set = catalog.appendingPathComponent("cellSnapSpinner\(index).imageset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            let png = try #require(square(side, RGBA(red: 0, green: 128, blue: 0, alpha: 255)).pngData())
            try png.write(to: set.appendingPathComponent("frame.png"))
            let contents =
                #"{"images":[{"filename":"frame.png","idiom":"universal","scale":"1x"}],"info":{"author":"xcode","version":1}}"#
            try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
        }
        try AssetCatalogs.register(at: catalog)
        let spinner = try #require(UIImage.animatedImageNamed("cellSnapSpinner", duration: 2))
        #expect(spinner.images?.map(\.size.width) == [2, 3, 5] && spinner.duration == 2)
        #expect(spinner.size == CGSize(width: 2, height: 2))
        #expect(UIImage.animatedImageNamed("cellSnapNoSuchSpinner", duration: 2) == nil)
    }
}
