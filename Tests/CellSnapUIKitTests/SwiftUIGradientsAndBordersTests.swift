// SwiftUI's gradients, `border` and `transformEffect`, as apps write them: a border is drawn inside
// the view's frame, over it; gradients compile as styles and views and are refused naming
// themselves when drawn; a transform is refused unless it is the identity.
import CellSnapUIKitTesting
import Foundation
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

    @Test func gradientsCompileAndAreRefusedWhenDrawn() {
        let stops = [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: 1)]
        #expect(Gradient(colors: [.red, .green, .blue]).stops.map(\.location) == [0, 0.5, 1])
        #expect(
            refusal(
                UIHostingConfiguration {
                    Rectangle().fill(
                        LinearGradient(
                            gradient: Gradient(colors: [.red, .blue]), startPoint: .topLeading,
                            endPoint: .bottomTrailing))
                }) == "Rectangle filled with LinearGradient")
        #expect(
            refusal(
                UIHostingConfiguration {
                    Text("A").background(LinearGradient(stops: stops, startPoint: .top, endPoint: .bottom))
                }) == "background(LinearGradient)")
        #expect(
            refusal(
                UIHostingConfiguration {
                    RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 20)
                }) == "RadialGradient")
        #expect(
            refusal(UIHostingConfiguration { AngularGradient(gradient: Gradient(stops: stops), center: .center) })
                == "AngularGradient")
    }

    @Test func aTransformIsRefusedUnlessItIsTheIdentity() {
        #expect(refusal(UIHostingConfiguration { Text("A").transformEffect(.identity) }) == nil)
        #expect(
            refusal(UIHostingConfiguration { Text("A").transformEffect(CGAffineTransform(translationX: 40, y: 0)) })
                == "transformEffect(_:)")
    }
}
