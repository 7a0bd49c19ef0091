import SwiftUI

extension View {
    /// Runs `action` with each value `publisher` sends as the view appears, as SwiftUI's
    /// `onReceive(_:perform:)` does while the view is shown: the values a publisher sends when
    /// subscribed to (a `@Published` property's current value, a `CurrentValueSubject`'s, `Just`'s)
    /// reach `action` before the view is drawn. Values sent later (a timer's, a network reply's)
    /// would arrive after the picture is taken, so the subscription ends once the view is drawn.
    ///
    /// Declared in CellSnap's Combine, which depends on its SwiftUI (SwiftUI does not load Combine
    /// on Linux: see the `SwiftUI` target).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        onAppear { publisher.sink(receiveValue: action).cancel() }
    }
}
