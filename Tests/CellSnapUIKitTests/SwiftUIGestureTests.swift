// SwiftUI's gestures as apps write them (a draggable card): they compile, and a still picture,
// which has no touches, draws the view as without them.
import SwiftUI
import Testing

@MainActor @Suite struct SwiftUIGestureTests {
    /// A card with SwiftUI's gestures, as apps write them: it draws as the card without them (no
    /// touches, so no action runs and the gesture state keeps its initial value).
    @Test func gesturesCompileAndChangeNothingDrawn() throws {
        struct Card: View {
            @State private var offset: CGSize = .zero
            @GestureState private var isPressed = false
            let hasGestures: Bool
            var body: some View {
                let card = Rectangle().fill(isPressed ? Color.red : Color.blue).frame(width: 60, height: 40).offset(
                    offset)
                if hasGestures {
                    card
                        .gesture(
                            DragGesture(minimumDistance: 0, coordinateSpace: .named("deck"))
                                .onChanged { offset = $0.translation }
                                .onEnded { if abs($0.predictedEndTranslation.width) > 100 { offset = .zero } }
                        )
                        .simultaneousGesture(
                            LongPressGesture().updating($isPressed) { value, state, _ in state = value }
                        )
                        .highPriorityGesture(TapGesture(count: 2).onEnded { offset = .zero })
                        .gesture(MagnificationGesture().simultaneously(with: RotationGesture()).map { _ in 1 })
                        .coordinateSpace(name: "deck")
                } else {
                    card
                }
            }
        }
        #expect(
            try hostedPixels(Card(hasGestures: true), .leftToRight)
                == hostedPixels(Card(hasGestures: false), .leftToRight))
    }
}
