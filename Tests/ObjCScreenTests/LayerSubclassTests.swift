// Layer subclasses written as iOS code is (Tests/ObjCScreens/ProgressRingView.swift), built through
// the ObjCAdapter plugin: CellSnapUIKit's `init()` of `CALayer` is `required` (a view makes its
// layer from `layerClass`), so the adapter writes `override init()` as `required init()` and gives
// a layer made only from its colour the `required init()` it does not inherit. The file's badge
// view makes itself through `Self(frame:)`, which the adapter sends through the initializer table.
import Testing
import UIKit

@MainActor @Suite struct LayerSubclassTests {
    @Test func aViewsLayerIsItsLayerClassSetUpByItsOverrideOfInit() {
        let view = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(type(of: view.layer) == RingLayer.self)
        #expect(view.ring.lineWidth == 4 && view.ring.fillColor == nil && view.ring.lineCap == .round)
        #expect(view.ring.strokeColor == UIColor.systemBlue.cgColor)
        view.ring.progress = 0.25
        view.layoutIfNeeded()
        #expect(view.dot.frame == CGRect(x: 16, y: 16, width: 8, height: 8))
        #expect(view.ring.path?.boundingBoxOfPath.integral == CGRect(x: 20, y: 4, width: 16, height: 16))
        #expect(view.layer.sublayers?.first === view.dot && view.dot.cornerRadius == 4)
    }

    @Test func aLayerCopiesItselfInItsOverrideOfInitWithLayer() {
        let ring = RingLayer()
        ring.progress = 0.5
        let copy = RingLayer(layer: ring)
        #expect(copy.progress == 0.5)
        #expect(DotLayer(color: .systemGreen).backgroundColor == UIColor.systemGreen.cgColor)
    }

    @Test func aViewClassMakesItselfAndItsSubclassesFromSelf() {
        let badge = BadgeView.make(), alert = AlertBadgeView.make()
        #expect(type(of: badge) == BadgeView.self && type(of: alert) == AlertBadgeView.self)
        #expect(alert.frame == CGRect(x: 0, y: 0, width: 8, height: 8))
    }
}
