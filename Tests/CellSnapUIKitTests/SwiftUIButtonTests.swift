// SwiftUI's `Button` drawn in its style: the automatic and borderless styles tint its label (red
// for a destructive role, grey when disabled, the environment's foreground colour when set), the
// plain style leaves it as it is, an app's own style is its body; the bordered styles are refused.
// Each button draws pixel for pixel as the label drawn so by hand, in both layout directions.
import CellSnapUIKitTesting
import Foundation
import Pixels
import SwiftUI
import Testing

@MainActor @Suite struct SwiftUIButtonTests {
    struct PillButtonStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding(8).background(Color.blue).opacity(configuration.isPressed ? 0.5 : 1)
        }
    }

    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func eachStyleDrawsItsLabelAsTheLabelDrawnByHand(direction: UITraitEnvironmentLayoutDirection) throws {
        let pairs: [(button: AnyView, byHand: AnyView)] = [
            (AnyView(Button("Save") {}), AnyView(Text("Save").foregroundColor(.accentColor))),
            (AnyView(Button("Save") {}.buttonStyle(.borderless)), AnyView(Text("Save").foregroundColor(.accentColor))),
            (AnyView(Button("Save") {}.tint(.orange)), AnyView(Text("Save").foregroundColor(.orange))),
            (AnyView(Button("Save") {}.foregroundColor(.green)), AnyView(Text("Save").foregroundColor(.green))),
            (AnyView(Button("Delete", role: .destructive) {}), AnyView(Text("Delete").foregroundColor(.red))),
            (
                AnyView(Button("Save") {}.disabled(true)),
                AnyView(Text("Save").foregroundColor(Color(uiColor: .tertiaryLabel)))
            ),
            (AnyView(Button("Save") {}.buttonStyle(.plain)), AnyView(Text("Save"))),
            (
                AnyView(Button("Add", systemImage: "plus") {}),
                AnyView(Label("Add", systemImage: "plus").foregroundColor(.accentColor))
            ),
            (
                AnyView(Button("Go") {}.buttonStyle(PillButtonStyle())),
                AnyView(Text("Go").padding(8).background(Color.blue))
            ),
        ]
        for (index, pair) in pairs.enumerated() {
            #expect(try hostedPixels(pair.button, direction) == hostedPixels(pair.byHand, direction), "pair \(index)")
        }
        #expect(try hostedPixels(Button("Save") {}, direction) != hostedPixels(Text("Save"), direction))
    }

    @Test func theBorderedStylesAreRefusedByName() throws {
        for (style, call) in [
            (AnyView(Button("Save") {}.buttonStyle(.bordered)), "buttonStyle(.bordered)"),
            (AnyView(Button("Save") {}.buttonStyle(.borderedProminent)), "buttonStyle(.borderedProminent)"),
        ] {
            let error = #expect(throws: CellSnapUIKitError.self) { try hostedPixels(style, .leftToRight) }
            #expect(error?.call == call)
        }
    }

    /// A primitive style of the app's own runs the action when it triggers the configuration.
    @Test func aPrimitiveStylesTriggerRunsTheAction() throws {
        struct Tapping: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.trigger()
                return configuration.label
            }
        }
        var taps = 0
        _ = try hostedPixels(Button("Tap") { taps += 1 }.buttonStyle(Tapping()), .leftToRight)
        #expect(taps >= 1)
    }
}
