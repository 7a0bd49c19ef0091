// Linux only: emoji draw in colour whatever path their text takes (issue 40: a Eureka form's
// `detailTextLabel` showed 🍐 as a hex box, U+1F350, where a collection view cell's label drew
// its emoji). Measured in rendered pixels: an emoji's ink is coloured; a missing glyph's box is
// drawn in the text's grey.
import CellModel
import CellSnapUIKitTesting
import Pixels
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct EmojiTextTests {
    /// The pixels of a row drawn by the image strategy, 390 pt wide at 3x.
    func image(_ model: ListCell) throws -> RGBAImage {
        guard case .image(let image, _, _, _) = try Snapshotting<ListCell>.image(width: 390).snapshot(model) else {
            throw CellSnapUIKitError(call: "Snapshotting.image", reason: "not an image")
        }
        return image
    }

    /// How many pixels of `image` are coloured (their channels 40 or more apart): none in black,
    /// grey or white text (a missing glyph's box included), hundreds in an emoji.
    func colouredPixels(_ image: RGBAImage) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                let channels = [Int(p.red), Int(p.green), Int(p.blue)]
                if channels.max()! - channels.min()! >= 40 { count += 1 }
            }
        }
        return count
    }

    /// A value cell, the Eureka way: the title in `textLabel`, the emoji in `detailTextLabel`.
    func valueRow(_ emoji: String) -> UITableViewCell {
        UIView.cellSnapInstallTextMeasurer()
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "Favourite fruit"
        cell.detailTextLabel?.text = emoji
        return cell
    }

    /// A collection view cell whose own label shows the emoji.
    func labelCell(_ emoji: String) -> UICollectionViewCell {
        UIView.cellSnapInstallTextMeasurer()
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let label = UILabel()
        label.text = "Favourite fruit " + emoji
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.topAnchor),
            label.bottomAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.bottomAnchor),
        ])
        return cell
    }

    /// Eureka's emoji (a pear, a boar, a bear, a pig, a blowfish; its panda is black and white)
    /// and others: each draws in colour in a value cell's detail label and in a collection view
    /// cell's own label.
    @Test(arguments: ["🍐", "🍑", "🐗", "🐻", "🐖", "🐡", "❤️", "🦩", "🧑‍🚀"])
    func emojiDrawInColourInEveryLabel(emoji: String) throws {
        let detail = try image(try valueRow(emoji).cellSnapListCell(width: 390))
        let own = try image(try labelCell(emoji).cellSnapListCell(width: 390))
        #expect(colouredPixels(detail) > 200, "\(emoji) in a detail label")
        #expect(colouredPixels(own) > 200, "\(emoji) in a cell's own label")
        #expect(colouredPixels(try image(try valueRow("Pear").cellSnapListCell(width: 390))) == 0)
    }

    /// Eureka's example emoji in a value cell's detail label, as Eureka sets it: each drawn, none
    /// a box (its 👦🏼 and 💁🏻 keep a box for the skin tone, which the bundled font leaves out).
    @Test func eurekasEmojiInADetailLabel() {
        assertSnapshot(of: valueRow("🍐 🐗 🐼 🐻 🐖 🐡 ❤️‍🔥"), as: .image(width: 390), named: "eureka")
    }
}
