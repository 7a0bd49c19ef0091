// SwiftUI's `ScrollView` at rest: its content at the start of the scrolled axis (the top; the
// leading edge, mirrored right to left), unbounded along it and clipped to the scroll view, which
// takes the length offered along the scrolled axis and its content's across it.
import CellSnapUIKitTesting
import Foundation
import Pixels
import SwiftUI
import Testing

@MainActor @Suite struct SwiftUIScrollViewTests {
    /// `view` as a 100 x 100 pt screen in `direction`, drawn at 3x.
    func pixels(_ view: some View, direction: UITraitEnvironmentLayoutDirection = .leftToRight) throws -> RGBAImage {
        let host = UIHostingController(rootView: view)
        let strategy = Snapshotting<UIViewController>.screen(
            size: CGSize(width: 100, height: 100), traits: UITraitCollection(layoutDirection: direction))
        guard case .image(let pixels, _, _, _) = try strategy.snapshot(host) else {
            throw CellSnapUIKitError(call: "render", reason: "not an image")
        }
        return pixels
    }

    /// Ten stripes 30 pt long, red and blue in turn, along `axis`.
    func stripes(_ axis: Axis) -> some View {
        let stripes = ForEach(0..<10, id: \.self) { index in
            (index.isMultiple(of: 2) ? Color.red : Color.blue)
                .frame(width: axis == .horizontal ? 30 : nil, height: axis == .vertical ? 30 : nil)
        }
        return Group {
            if axis == .vertical { VStack(spacing: 0) { stripes } } else { HStack(spacing: 0) { stripes } }
        }
    }

    /// Whether the pixel is the system red (true) or blue (false); `nil` for another colour.
    func isRed(_ pixel: RGBA) -> Bool? {
        if pixel.red == 255 && pixel.green == 59 && pixel.blue == 48 { return true }
        if pixel.red == 0 && pixel.green == 122 && pixel.blue == 255 { return false }
        return nil
    }

    /// A vertical scroll view 50 pt tall above green: its first stripe at the top, the second cut
    /// at 50 pt, and green below, where the other stripes would be.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aVerticalScrollViewShowsItsTopClipped(direction: UITraitEnvironmentLayoutDirection) throws {
        let image = try pixels(
            VStack(spacing: 0) {
                ScrollView { stripes(.vertical) }.frame(height: 50)
                Color.green
            }, direction: direction)
        #expect(isRed(image[150, 15]) == true && isRed(image[150, 105]) == false && isRed(image[150, 145]) == false)
        #expect(isRed(image[150, 155]) == nil && isRed(image[150, 200]) == nil)
        #expect(isRed(image[0, 15]) == true && isRed(image[299, 15]) == true)
    }

    /// A horizontal scroll view starts at the leading edge: the left in left-to-right, the right
    /// in right-to-left, a stripe 30 pt wide there; it is as tall as its content, centred.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func aHorizontalScrollViewStartsAtTheLeadingEdge(direction: UITraitEnvironmentLayoutDirection) throws {
        let image = try pixels(ScrollView(.horizontal) { stripes(.horizontal).frame(height: 20) }, direction: direction)
        let leading = direction == .leftToRight ? 10 : 289
        let second = direction == .leftToRight ? 100 : 199
        #expect(isRed(image[leading, 150]) == true && isRed(image[second, 150]) == false)
        // 20 pt tall, centred in the 100 pt screen: rows 120 to 180 at 3x.
        #expect(isRed(image[leading, 125]) == true && isRed(image[leading, 100]) == nil)
    }
}
