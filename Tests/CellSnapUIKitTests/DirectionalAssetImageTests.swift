// An asset catalog image set whose Direction mirrors (Xcode's "Left to Right, Mirrors" and "Right
// to Left, Mirrors", `language-direction` in `Contents.json`), loaded with `UIImage(named:)` and
// drawn in an image view and in a cell's content configuration, in both layout directions.
import Foundation
import Pixels
import Testing
import UIKit

@MainActor @Suite struct DirectionalAssetImageTests {
    let mirror = BitmapTintAndMirrorTests()

    /// A bundle whose catalog holds `Forward` (left to right, mirrors) and `Backward` (right to
    /// left, mirrors), each a 10 x 10 pt 3x bitmap, red on its left half and green on its right.
    static func bundle() throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-\(UUID().uuidString)")
        var pixels = RGBAImage(width: 30, height: 30)
        for y in 0..<30 {
            for x in 0..<30 { pixels[x, y] = x < 15 ? BitmapTintAndMirrorTests.red : BitmapTintAndMirrorTests.green }
        }
        let png = try PNG.encode(pixels)
        for (name, direction) in [("Forward", "left-to-right"), ("Backward", "right-to-left")] {
            let set = folder.appendingPathComponent("Assets.xcassets/\(name).imageset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            let contents = #"""
                {"images": [
                  {"idiom": "universal", "language-direction": "\#(direction)", "scale": "2x"},
                  {"filename": "a.png", "idiom": "universal", "language-direction": "\#(direction)", "scale": "3x"}
                ]}
                """#
            try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
            try png.write(to: set.appendingPathComponent("a.png"))
        }
        return try #require(Bundle(path: folder.path))
    }

    /// The set's image flips in the direction it does not face, and says that it flips.
    @Test(arguments: [false, true])
    func anImageViewMirrorsASetInTheDirectionItDoesNotFace(rightToLeft: Bool) throws {
        let bundle = try Self.bundle()
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
        let forward = try #require(UIImage(named: "Forward", in: bundle, compatibleWith: nil))
        let backward = try #require(UIImage(named: "Backward", in: bundle, compatibleWith: nil))
        #expect(forward.flipsForRightToLeftLayoutDirection && backward.flipsForRightToLeftLayoutDirection)
        #expect(mirror.redHalf(try mirror.drawn(forward, rightToLeft: rightToLeft)) == (rightToLeft ? "right" : "left"))
        #expect(
            mirror.redHalf(try mirror.drawn(backward, rightToLeft: rightToLeft)) == (rightToLeft ? "left" : "right"))
    }

    /// A cell's content configuration draws the set mirrored where an image view would.
    @Test(arguments: [false, true])
    func aListCellMirrorsASetInTheDirectionItDoesNotFace(rightToLeft: Bool) throws {
        let bundle = try Self.bundle()
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
        for (name, facesLeftToRight) in [("Forward", true), ("Backward", false)] {
            let image = try #require(UIImage(named: name, in: bundle, compatibleWith: nil))
            let pixels = try OneImageRow(image: image).drawn(rightToLeft: rightToLeft)
            let red = mirror.columns(of: BitmapTintAndMirrorTests.red, in: pixels)
            let green = mirror.columns(of: BitmapTintAndMirrorTests.green, in: pixels)
            #expect(red.count == 15 && green.count == 15)
            let redIsRight = (red.first ?? 0) > (green.first ?? 0)
            #expect(redIsRight == (rightToLeft == facesLeftToRight), "\(name)")
        }
    }
}
