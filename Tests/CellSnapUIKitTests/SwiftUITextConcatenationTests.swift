// Linux only: SwiftUI's `Text + Text`, each part in its own font, weight and colour, what a
// modifier of the joined text sets filling in what a part does not. Pixels of a hosted cell, in
// both layout directions.
import CellModel
import CellSnapUIKitTesting
import Pixels
import Rendering
import SwiftUI
import Testing

/// `content` hosted in a list cell, drawn 390 pt wide at 3x.
@MainActor func hostedPixels(_ content: some View, rightToLeft: Bool = false) throws -> RGBAImage {
    let cell = UICollectionViewListCell()
    cell.contentConfiguration = UIHostingConfiguration { content }
    let traits = UITraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
    let model = try UIView.cellSnapMeasuringText(with: TextEngine.current()) {
        try cell.cellSnapListCell(traits: traits, width: 390)
    }
    guard case .image(let image, _, _, _) = try Snapshotting<ListCell>.image(width: 390).snapshot(model) else {
        throw CellSnapUIKitError(call: "hostedPixels", reason: "not an image")
    }
    return image
}

@MainActor @Suite struct SwiftUITextConcatenationTests {
    func pixels(_ content: some View, rightToLeft: Bool = false) throws -> RGBAImage {
        try hostedPixels(content, rightToLeft: rightToLeft)
    }

    /// The columns of pixels mostly of one hue: reddish (red well over green and blue) or bluish.
    func columns(of image: RGBAImage, red: Bool) -> [Int] {
        (0..<image.width).filter { x in
            (0..<image.height).contains { y in
                let pixel = image[x, y]
                let (own, other) = red ? (pixel.red, pixel.blue) : (pixel.blue, pixel.red)
                return Int(own) - Int(other) > 100 && Int(own) - Int(pixel.green) > 100
            }
        }
    }

    /// Parts of one style draw as the one text of that style would.
    @Test func partsOfOneStyleDrawAsOneText() throws {
        #expect(try pixels(Text("Due ") + Text("today")) == pixels(Text("Due today")))
        #expect(try pixels((Text("Due ") + Text("today")).bold()) == pixels(Text("Due today").bold()))
        #expect(
            try pixels((Text("Due ") + Text("today")).font(.caption)) == pixels(Text("Due today").font(.caption)))
        #expect(try pixels(Text("Due ") + Text("today")) != pixels(Text("Due ") + Text("today").bold()))
    }

    /// Each part in its own colour, in reading order; the joined text's colour for a part without one.
    @Test(arguments: [false, true]) func eachPartKeepsItsColour(rightToLeft: Bool) throws {
        let both = try pixels(
            Text("Due ").foregroundColor(.red) + Text("today").foregroundColor(.blue), rightToLeft: rightToLeft)
        let reds = columns(of: both, red: true)
        let blues = columns(of: both, red: false)
        #expect(!reds.isEmpty && !blues.isEmpty)
        // Latin text reads left to right in both layout directions: the first part on the left.
        #expect(reds.max()! < blues.min()!)
        // SwiftUI centres the text in the cell's content, in both directions (1170 px wide, 585 its middle).
        #expect(abs((reds.min()! + blues.max()!) - 1170) <= 4)
        let inherited = try pixels(
            (Text("Due ") + Text("today").foregroundColor(.blue)).foregroundColor(.red), rightToLeft: rightToLeft)
        #expect(inherited == both)
    }

    /// A due date as apps write one, looked at beside iOS: a secondary label and a bold date.
    @Test func aLabelAndABoldValue() {
        let cell = UICollectionViewListCell()
        cell.contentConfiguration = UIHostingConfiguration {
            (Text("Due ").foregroundColor(.secondary) + Text("today").bold() + Text(" at 9:41").italic())
                .font(.subheadline)
        }
        assertSnapshot(of: cell, as: .image(width: 390), lint: .off)
    }

    /// A style CellSnap does not draw, on a part, is refused naming it.
    @Test func aGradientPartIsRefused() {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let refusal = hostedRefusal(UIHostingConfiguration { Text("A") + Text("B").foregroundStyle(gradient) })
        #expect(refusal?.hasPrefix("foregroundStyle") == true)
    }
}
