// SwiftUI's bindings to collections (iOS 15) as collections of bindings to their elements, its
// EdgeInsets made from UIKit's directional insets, and UIKit's visual effects compared as NSObjects.
import SwiftUI
import Testing

@MainActor @Suite struct SwiftUIBindingCollectionTests {
    struct Item: Identifiable, Equatable {
        let id: Int
        var title: String
    }

    final class Model {
        var items = [Item(id: 1, title: "One"), Item(id: 2, title: "Two"), Item(id: 3, title: "Three")]
    }

    @Test func aBindingToAnArrayIsACollectionOfBindingsThatWriteThrough() throws {
        let model = Model()
        let items = Binding(get: { model.items }, set: { model.items = $0 })
        #expect(items.count == 3)
        #expect(items.map(\.wrappedValue.title) == ["One", "Two", "Three"])
        let second = try #require(items.first { $0.id == 2 })
        #expect(items.map(\.id) == [1, 2, 3])
        #expect(second.wrappedValue == Item(id: 2, title: "Two"))
        second.title.wrappedValue = "Deux"
        #expect(model.items.map(\.title) == ["One", "Deux", "Three"])
        items[2].wrappedValue.title = "Trois"
        #expect(model.items[2].title == "Trois")
        #expect(items.last?.wrappedValue.title == "Trois")
        #expect(items.reversed().map(\.id) == [3, 2, 1])
        #expect(items.indices == 0..<3)
    }

    @Test func aStatesProjectedArrayIsACollectionToo() {
        let state = State(wrappedValue: ["a", "b"])
        let letters = state.projectedValue
        letters[0].wrappedValue = "z"
        #expect(letters.map(\.wrappedValue) == ["z", "b"])
        #expect(state.wrappedValue == ["z", "b"])
    }

    @Observable final class Counter {
        var count = 0
    }

    @Test func importingSwiftUIBringsObservation() {
        final class Flag: @unchecked Sendable { var raised = false }
        let counter = Counter()
        let changed = Flag()
        withObservationTracking {
            _ = counter.count
        } onChange: {
            changed.raised = true
        }
        counter.count = 1
        #expect(changed.raised)
    }

    @Test func edgeInsetsFromDirectionalInsetsKeepEachEdge() {
        let insets = EdgeInsets(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(insets == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(EdgeInsets(.zero) == EdgeInsets())
        #expect(NSDirectionalEdgeInsets(insets) == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    final class BlurView: UIVisualEffectView {}

    @Test func anEffectViewMadeWithoutAnEffectHasNone() {
        let view = UIVisualEffectView()
        #expect(view.effect == nil && view.frame == .zero)
        let sized = BlurView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(sized.effect == nil && sized.bounds.size == CGSize(width: 40, height: 30))
        #expect(sized.contentView.superview === sized)
        sized.layoutIfNeeded()
        #expect(sized.contentView.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
    }

    @Test func visualEffectsAreObjectsComparedByIdentity() {
        let view = UIVisualEffectView(effect: nil)
        #expect(view.effect == .none)
        let blur = UIBlurEffect(style: .dark)
        view.effect = blur
        #expect(view.effect == blur)
        #expect(view.effect != UIBlurEffect(style: .dark))
        #expect(blur.copy() as? UIBlurEffect === blur)
        #expect((blur as NSObject).isKind(of: UIVisualEffect.self))
    }

    /// `EditMode` and the `editMode` environment value: none by default; a view that offers editing
    /// passes a binding, which writes through to its state.
    @Test func theEditModeIsABindingInTheEnvironment() {
        var environment = EnvironmentValues()
        #expect(environment.editMode == nil)
        var mode = EditMode.inactive
        environment.editMode = Binding(get: { mode }, set: { mode = $0 })
        #expect(environment.editMode?.wrappedValue.isEditing == false)
        environment.editMode?.wrappedValue = .active
        #expect(mode == .active && mode.isEditing && EditMode.transient.isEditing)
    }
}
