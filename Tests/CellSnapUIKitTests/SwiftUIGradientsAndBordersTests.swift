// SwiftUI's gradients, `border` and `transformEffect`, as apps write them: a border is drawn inside
// the view's frame, over it; gradients are drawn as views, fills and backgrounds, their points
// fractions of the view's bounds; a transform is refused unless it is the identity.
import CellSnapUIKitTesting
import Foundation
import Pixels
import SwiftUI
import Testing

@MainActor @Suite struct SwiftUIGradientsAndBordersTests {
    func refusal(_ configuration: some UIContentConfiguration) -> String? { hostedRefusal(configuration) }

    /// A 60 x 40 pt white view with a 4 pt red border, centred in a 100 x 100 pt screen: the red
    /// is the frame's outer 4 pt (60 x 40 - 52 x 32 = 736 pt², 6,624 pixels at 3x) and nothing else.
    @Test func aBorderIsDrawnInsideTheFrameOverTheView() throws {
        let host = UIHostingController(rootView: Color.white.frame(width: 60, height: 40).border(Color.red, width: 4))
        host.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        guard case .image(let pixels, _, _, _) = try Snapshotting<UIViewController>.image(width: 100).snapshot(host)
        else { throw CellSnapUIKitError(call: "render", reason: "not an image") }
        let systemRed = pixels[92, 92]  // SwiftUI's red is the system red, (255, 59, 48) in light mode
        #expect(systemRed.red == 255 && systemRed.green == 59 && systemRed.blue == 48)
        var red = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width where pixels[x, y] == systemRed { red += 1 }
        }
        #expect(pixels.width == 300 && red == 6_624)
        let centre = pixels[150, 150]
        #expect(centre.red == 255 && centre.green == 255 && centre.blue == 255)
    }

    /// `view` hosted in a 100 x 100 pt screen, drawn at 3x.
    func pixels(_ view: some View) throws -> RGBAImage {
        let host = UIHostingController(rootView: view)
        host.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        guard case .image(let pixels, _, _, _) = try Snapshotting<UIViewController>.image(width: 100).snapshot(host)
        else { throw CellSnapUIKitError(call: "render", reason: "not an image") }
        return pixels
    }

    /// Whether `pixel` is within 6 of `red`, `green` and `blue`.
    func isNear(_ pixel: RGBA, _ red: Int, _ green: Int, _ blue: Int) -> Bool {
        abs(Int(pixel.red) - red) <= 6 && abs(Int(pixel.green) - green) <= 6 && abs(Int(pixel.blue) - blue) <= 6
    }

    /// From the system red at the leading edge to the system blue at the trailing edge, the same
    /// down each column.
    @Test func aLinearGradientViewBlendsAlongItsLine() throws {
        let pixels = try pixels(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
        #expect(isNear(pixels[0, 150], 255, 59, 48) && isNear(pixels[299, 150], 0, 122, 255))
        #expect(isNear(pixels[150, 150], 128, 91, 152))
        #expect((0..<300).allSatisfy { pixels[$0, 0] == pixels[$0, 299] })
        #expect((1..<300).allSatisfy { pixels[$0, 150].red <= pixels[$0 - 1, 150].red })
    }

    /// A shape filled with a gradient, and a gradient behind text, blend from top to bottom.
    @Test func aFillAndABackgroundTakeTheGradient() throws {
        let fill = try pixels(
            Rectangle().fill(LinearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom)))
        #expect(isNear(fill[150, 0], 255, 255, 255) && isNear(fill[150, 299], 0, 0, 0))
        #expect((0..<300).allSatisfy { fill[0, $0] == fill[299, $0] })
        let stops = [Gradient.Stop(color: .white, location: 0), Gradient.Stop(color: .black, location: 1)]
        let background = try pixels(
            Color.clear.frame(width: 60, height: 60)
                .background(LinearGradient(stops: stops, startPoint: .top, endPoint: .bottom)))
        // 60 pt tall from y = 20 pt: white at its top, black at its bottom, white around it.
        #expect(isNear(background[150, 61], 255, 255, 255) && isNear(background[150, 238], 0, 0, 0))
        #expect(isNear(background[150, 245], 255, 255, 255))
    }

    /// White at the centre to black 50 pt out, black beyond.
    @Test func aRadialGradientBlendsOutToItsEndRadius() throws {
        let pixels = try pixels(
            RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50))
        #expect(isNear(pixels[150, 150], 255, 255, 255))
        #expect(isNear(pixels[225, 150], 128, 128, 128) && isNear(pixels[150, 75], 128, 128, 128))
        #expect(isNear(pixels[299, 150], 0, 0, 0) && isNear(pixels[0, 0], 0, 0, 0))
    }

    /// A full turn from the right of the centre, clockwise: red just below the rightward line,
    /// blue just above it, half-way (the left) a blend.
    @Test func anAngularGradientTurnsClockwiseFromItsStartAngle() throws {
        let pixels = try pixels(AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center))
        #expect(isNear(pixels[280, 152], 255, 59, 48))
        #expect(isNear(pixels[280, 147], 0, 122, 255))
        #expect(isNear(pixels[20, 150], 128, 91, 152))
    }

    @Test func whatCellSnapDoesNotDrawOfGradientsIsRefused() {
        let colors: [Color] = [.red, .blue]
        #expect(
            refusal(
                UIHostingConfiguration {
                    AngularGradient(colors: colors, center: .center, startAngle: .zero, endAngle: .degrees(90))
                }) == "AngularGradient(startAngle: 0.0°, endAngle: 90.0°)")
        #expect(
            refusal(
                UIHostingConfiguration {
                    RadialGradient(colors: colors, center: .center, startRadius: 20, endRadius: 10)
                }) == "RadialGradient(startRadius: 20.0, endRadius: 10.0)")
        #expect(
            refusal(
                UIHostingConfiguration {
                    Text("A").foregroundStyle(LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom))
                }) == "foregroundStyle(LinearGradient)")
    }

    @Test func aTransformIsRefusedUnlessItIsTheIdentity() {
        #expect(refusal(UIHostingConfiguration { Text("A").transformEffect(.identity) }) == nil)
        #expect(
            refusal(UIHostingConfiguration { Text("A").transformEffect(CGAffineTransform(translationX: 40, y: 0)) })
                == "transformEffect(_:)")
    }
}
