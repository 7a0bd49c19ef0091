// A bitmap image with `withTintColor(_:)`, as UIKit draws it (the tint colour masked by the image's
// alpha, `destinationIn`), and mirrored images (`withHorizontallyFlippedOrientation()`,
// `imageFlippedForRightToLeftLayoutDirection()`), in an image view and in a cell's content
// configuration, measured in pixels in both layout directions.
import CellModel
import Pixels
import Primitives
import Testing
import UIKit

@MainActor @Suite struct BitmapTintAndMirrorTests {
    static let red = RGBA(red: 255, green: 0, blue: 0, alpha: 255)
    static let green = RGBA(red: 0, green: 255, blue: 0, alpha: 255)
    static let blue = RGBA(red: 0, green: 0, blue: 255, alpha: 255)
    static let opaqueBlue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A 10 x 10 pt bitmap at 3x: its left half `left`, its right half `right`.
    static func halves(_ left: RGBA, _ right: RGBA) -> UIImage {
        var image = RGBAImage(width: 30, height: 30)
        for y in 0..<30 {
            for x in 0..<30 { image[x, y] = x < 15 ? left : right }
        }
        return UIImage(cellSnapBitmap: image, scale: 3)
    }

    /// Red on the left, transparent on the right.
    static let halfRed = halves(red, RGBA(red: 0, green: 0, blue: 0, alpha: 0))

    /// The columns of `image` that hold a pixel of exactly `color`.
    func columns(of color: RGBA, in image: RGBAImage) -> [Int] {
        (0..<image.width).filter { x in (0..<image.height).contains { y in image[x, y] == color } }
    }

    /// How many pixels of `image` are exactly `color`.
    func count(_ color: RGBA, in image: RGBAImage) -> Int {
        var total = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y] == color { total += 1 }
        }
        return total
    }

    /// The pixels of an image view showing `image` at (20, 10), 10 x 10 pt, in a 100 x 30 pt
    /// container (a frame of its own, which a right-to-left layout does not move, as in UIKit).
    func drawn(_ image: UIImage, rightToLeft: Bool) throws -> RGBAImage {
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 20, y: 10, width: 10, height: 10)
        return try ControlFixtures.pixels(
            ControlFixtures.container(width: 100, height: 30, [view]), rightToLeft: rightToLeft)
    }

    /// The image view's 30 x 30 pixels, row by row.
    func viewPixels(_ image: RGBAImage) -> [[RGBA]] {
        (30..<60).map { y in (60..<90).map { x in image[x, y] } }
    }

    /// Where the red half of ``halfRed`` is drawn: "left", "right" or "neither".
    func redHalf(_ image: RGBAImage) -> String {
        let red = columns(of: Self.red, in: image)
        if red == Array(60..<75) { return "left" }
        if red == Array(75..<90) { return "right" }
        return "neither"
    }

    /// An image view draws the tinted bitmap's opaque half in the tint, whatever its rendering
    /// mode but `.alwaysTemplate` (the view's tint then); the untinted bitmap in its own red.
    @Test(arguments: [false, true])
    func anImageViewDrawsATintedBitmapInItsTint(rightToLeft: Bool) throws {
        let plain = try drawn(Self.halfRed, rightToLeft: rightToLeft)
        #expect(count(Self.red, in: plain) == 450 && count(Self.blue, in: plain) == 0)
        for tinted in [
            Self.halfRed.withTintColor(Self.opaqueBlue),
            Self.halfRed.withTintColor(Self.opaqueBlue, renderingMode: .alwaysOriginal),
        ] {
            let pixels = try drawn(tinted, rightToLeft: rightToLeft)
            #expect(count(Self.blue, in: pixels) == 450 && count(Self.red, in: pixels) == 0)
        }
    }

    /// A bitmap with its orientation flipped is drawn mirrored in both directions; its orientation
    /// is the mirrored one and its Core Graphics image the pixels it was made from, as in UIKit.
    @Test(arguments: [false, true])
    func aFlippedBitmapIsDrawnMirrored(rightToLeft: Bool) throws {
        let flipped = Self.halfRed.withHorizontallyFlippedOrientation()
        #expect(flipped.imageOrientation == .upMirrored && flipped.size == Self.halfRed.size)
        #expect(flipped.cgImage?.rgba == Self.halfRed.cgImage?.rgba)
        #expect(flipped.withHorizontallyFlippedOrientation().imageOrientation == .up)
        #expect(redHalf(try drawn(Self.halfRed, rightToLeft: rightToLeft)) == "left")
        #expect(redHalf(try drawn(flipped, rightToLeft: rightToLeft)) == "right")
        #expect(redHalf(try drawn(flipped.withHorizontallyFlippedOrientation(), rightToLeft: rightToLeft)) == "left")
    }

    /// An image flipped for right to left is drawn mirrored only in a right-to-left layout, and
    /// says so; flipped both ways, it is mirrored only left to right.
    @Test(arguments: [false, true])
    func anImageFlippedForRightToLeftIsMirroredOnlyThere(rightToLeft: Bool) throws {
        let flipping = Self.halfRed.imageFlippedForRightToLeftLayoutDirection()
        #expect(flipping.flipsForRightToLeftLayoutDirection && !Self.halfRed.flipsForRightToLeftLayoutDirection)
        #expect(redHalf(try drawn(flipping, rightToLeft: rightToLeft)) == (rightToLeft ? "right" : "left"))
        let both = flipping.withHorizontallyFlippedOrientation()
        #expect(redHalf(try drawn(both, rightToLeft: rightToLeft)) == (rightToLeft ? "left" : "right"))
    }

    /// A symbol flipped for right to left (an arrow that points forward) is drawn, right to left,
    /// as the left-to-right one mirrored about the image view's centre; unflipped, as left to right.
    @Test func aSymbolFlippedForRightToLeftIsTheLeftToRightOneMirrored() throws {
        let arrow = try #require(UIImage(systemName: "arrow.right"))
        let flipping = arrow.imageFlippedForRightToLeftLayoutDirection()
        let leftToRight = viewPixels(try drawn(flipping, rightToLeft: false))
        let mirrored: [[RGBA]] = leftToRight.map { Array($0.reversed()) }
        let unflippedRightToLeft = viewPixels(try drawn(arrow, rightToLeft: true))
        let flippedRightToLeft = viewPixels(try drawn(flipping, rightToLeft: true))
        let keepsUnflipped = unflippedRightToLeft == leftToRight
        #expect(keepsUnflipped)
        // Mirrored within the edges' antialiasing (the symbol sits a fraction of a pixel off the
        // view's centre): at most 16 of 255 apart, where the unmirrored drawing is far from it.
        #expect(largestDifference(flippedRightToLeft, mirrored) <= 16)
        #expect(largestDifference(leftToRight, mirrored) >= 128)
    }

    /// The largest difference of red or alpha between two drawings of the same size.
    func largestDifference(_ first: [[RGBA]], _ second: [[RGBA]]) -> Int {
        var largest = 0
        for (a, b) in zip(first.joined(), second.joined()) {
            largest = max(largest, abs(Int(a.red) - Int(b.red)), abs(Int(a.alpha) - Int(b.alpha)))
        }
        return largest
    }

    /// A cell's content configuration draws a tinted bitmap in its tint (CellSnap refused it before).
    @Test(arguments: [false, true])
    func aListCellDrawsATintedBitmapInItsTint(rightToLeft: Bool) throws {
        let row = OneImageRow(image: Self.halfRed.withTintColor(Self.opaqueBlue))
        let pixels = try row.drawn(rightToLeft: rightToLeft)
        #expect(count(Self.blue, in: pixels) == 450 && count(Self.red, in: pixels) == 0)
    }

    /// A cell's content configuration mirrors a bitmap flipped for right to left in a right-to-left
    /// layout (its red half then right of its green half), and refuses a symbol it would have to mirror.
    @Test(arguments: [false, true])
    func aListCellMirrorsABitmapFlippedForRightToLeft(rightToLeft: Bool) throws {
        let row = OneImageRow(
            image: Self.halves(Self.red, Self.green).imageFlippedForRightToLeftLayoutDirection())
        let pixels = try row.drawn(rightToLeft: rightToLeft)
        let red = columns(of: Self.red, in: pixels)
        let green = columns(of: Self.green, in: pixels)
        #expect(red.count == 15 && green.count == 15)
        let redIsRight = (red.first ?? 0) > (green.first ?? 0)
        #expect(redIsRight == rightToLeft)
        let chevron = try #require(UIImage(systemName: "chevron.right"))
        let symbolRow = OneImageRow(image: chevron.imageFlippedForRightToLeftLayoutDirection())
        if rightToLeft {
            let error = #expect(throws: CellSnapUIKitError.self) { _ = try symbolRow.drawn(rightToLeft: true) }
            #expect(error?.reason.contains("unmirrored") == true)
        } else {
            _ = try symbolRow.drawn(rightToLeft: false)
        }
    }
}

/// A plain table of one row whose content configuration shows `image` beside a title.
@MainActor final class OneImageRow: NSObject, UITableViewDataSource {
    let image: UIImage
    init(image: UIImage) { self.image = image }

    /// The table, 390 x 60 pt, drawn at 3x.
    func drawn(rightToLeft: Bool) throws -> RGBAImage {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 60), style: .plain)
        table.dataSource = self
        return try ControlFixtures.pixels(ControlFixtures.container(height: 60, [table]), rightToLeft: rightToLeft)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Row"
        content.image = image
        cell.contentConfiguration = content
        return cell
    }
}
