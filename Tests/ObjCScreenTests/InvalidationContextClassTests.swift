// A layout's invalidation context class of the app's own (Tests/ObjCScreens/ShelfInvalidationLayout.swift),
// built through the ObjCAdapter plugin: the context overrides UIKit's `init()`, which is not
// `required`, and the layout makes its contexts of that class, as `invalidationContextClass` asks.
import Testing
import UIKit

@MainActor @Suite struct InvalidationContextClassTests {
    @Test func aLayoutMakesItsContextsOfItsContextClass() throws {
        let layout = ShelfInvalidationLayout()
        layout.invalidateLayout()
        let context = try #require(layout.contexts.last as? ShelfInvalidationContext)
        #expect(context.invalidateEverything && context.panningScrollView == nil)
        let bounds = layout.invalidationContext(forBoundsChange: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(type(of: bounds) == ShelfInvalidationContext.self)
        let scrollView = UIScrollView()
        #expect(ShelfInvalidationContext(panningScrollView: scrollView).panningScrollView === scrollView)
    }

    @Test func aFlowLayoutsContextIsAFlowContext() {
        let flow = UICollectionViewFlowLayout()
        #expect(
            type(of: flow.invalidationContext(forBoundsChange: .zero))
                == UICollectionViewFlowLayoutInvalidationContext.self)
    }
}
