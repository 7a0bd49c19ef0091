// Linux only: Core Animation's layers as the `NSObject`s they are on iOS (an app's `extension
// NSObject` reaches them, they are equal only to themselves), and their key-value coding: their
// properties by Objective-C name, with numbers, `NSValue`s and strings for their values; keys of
// the app's own kept with the layer; the transform's key paths read and written as components.
import CellSnapUIKitTesting
import Foundation
import Testing

/// What an app adds to every object, views and layers alike.
extension NSObject {
    fileprivate var shortClassName: String { String(describing: type(of: self)) }
}

@MainActor @Suite struct LayerKeyValueCodingTests {
    /// A layer class with a default of its own for a key it has no property of.
    final class BadgeLayer: CALayer {
        override class func defaultValue(forKey key: String) -> Any? {
            key == "badgeCount" ? 0 : super.defaultValue(forKey: key)
        }
    }

    @Test func layersAreObjectsEqualOnlyToThemselves() {
        let layer = CALayer()
        let other = CALayer()
        let object: NSObject = layer
        #expect(object.shortClassName == "CALayer" && CAShapeLayer().shortClassName == "CAShapeLayer")
        #expect(layer.isEqual(layer) && !layer.isEqual(other) && layer != other)
        #expect(Set([layer, other, layer]).count == 2)
        #expect(layer.isKind(of: NSObject.self) && CATextLayer().isKind(of: CALayer.self))
    }

    /// Each property by its Objective-C name, written with the value types key-value coding
    /// passes, and read back: (key, value written, what the property holds after).
    @Test func propertiesByName() {
        let layer = CAShapeLayer()
        let cases: [(key: String, value: Any, check: (CAShapeLayer) -> Bool)] = [
            ("cornerRadius", 8, { $0.cornerRadius == 8 }),
            ("opacity", 0.25, { $0.opacity == 0.25 }),
            ("hidden", true, { $0.isHidden }),
            ("masksToBounds", NSNumber(value: true), { $0.masksToBounds }),
            ("position", NSValue(cgPoint: CGPoint(x: 40, y: 30)), { $0.position == CGPoint(x: 40, y: 30) }),
            ("bounds", CGRect(x: 0, y: 0, width: 20, height: 10), { $0.bounds.size == CGSize(width: 20, height: 10) }),
            ("shadowOffset", NSValue(cgSize: CGSize(width: 0, height: 2)), { $0.shadowOffset.height == 2 }),
            ("fillRule", "even-odd", { $0.fillRule == .evenOdd }),
            ("lineCap", "round", { $0.lineCap == .round }),
            ("strokeEnd", Float(0.5), { $0.strokeEnd == 0.5 }),
            ("borderColor", UIColor.red.cgColor, { $0.borderColor == UIColor.red.cgColor }),
        ]
        for (key, value, check) in cases {
            let problems = KeyValueCoding.problems { layer.setValue(value, forKey: key) }
            #expect(problems.isEmpty, "\(key)")
            #expect(check(layer), "\(key)")
        }
        #expect(layer.value(forKey: "cornerRadius") as? CGFloat == 8)
        #expect(layer.value(forKey: "hidden") as? Bool == true)
        #expect(layer.value(forKey: "position") as? CGPoint == CGPoint(x: 40, y: 30))
        #expect(layer.value(forKey: "fillRule") as? CAShapeLayerFillRule == .evenOdd)
    }

    /// A view's layer is the view's: its opacity by name is the view's alpha.
    @Test func aViewsLayerByNameIsTheView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.layer.setValue(0.5, forKey: "opacity")
        view.layer.setValue(NSValue(cgRect: CGRect(x: 5, y: 6, width: 20, height: 30)), forKey: "frame")
        #expect(view.alpha == 0.5)
        #expect(view.frame == CGRect(x: 5, y: 6, width: 20, height: 30))
    }

    @Test func aValueOfTheWrongTypeIsReportedAndNotWritten() {
        let layer = CALayer()
        let problems = KeyValueCoding.problems { layer.setValue("wide", forKey: "borderWidth") }
        #expect(problems.map(\.key) == ["borderWidth"])
        #expect(layer.borderWidth == 0)
    }

    /// Keys the class has no property of are kept with the layer (Core Animation's layers are
    /// key-value coding containers); one never set reads the class's default.
    @Test func keysOfTheAppsOwnAreKept() {
        let layer = BadgeLayer()
        let problems = KeyValueCoding.problems {
            #expect(layer.value(forKey: "badgeCount") as? Int == 0)
            layer.setValue(3, forKey: "badgeCount")
            layer.setValue("inbox", forKey: "owner")
        }
        #expect(problems.isEmpty)
        #expect(layer.value(forKey: "badgeCount") as? Int == 3)
        #expect(layer.value(forKey: "owner") as? String == "inbox")
        #expect(CALayer().value(forKey: "owner") == nil)
        layer.setValue(nil, forKey: "owner")
        #expect(layer.value(forKey: "owner") == nil)
    }

    /// The transform's key paths: each component written keeps the others, as Core Animation
    /// composes them (scale, then rotation about z, then translation).
    @Test func transformKeyPaths() {
        let layer = CALayer()
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        layer.setValue(2, forKeyPath: "transform.scale")
        layer.setValue(10, forKeyPath: "transform.translation.x")
        layer.setValue(NSValue(cgSize: CGSize(width: 10, height: -4)), forKeyPath: "transform.translation")
        // A quarter turn at twice the size: (1, 0) goes to (0, 2), (0, 1) to (-2, 0).
        let t = layer.transform
        #expect(abs(t.m11) < 1e-12 && abs(t.m12 - 2) < 1e-12 && abs(t.m21 + 2) < 1e-12 && abs(t.m22) < 1e-12)
        #expect(t.m33 == 2 && t.m41 == 10 && t.m42 == -4)
        #expect((layer.value(forKeyPath: "transform.rotation.z") as? NSNumber)?.doubleValue == Double.pi / 2)
        #expect((layer.value(forKeyPath: "transform.rotation") as? NSNumber)?.doubleValue == Double.pi / 2)
        #expect((layer.value(forKeyPath: "transform.scale.x") as? NSNumber)?.doubleValue == 2)
        #expect((layer.value(forKeyPath: "transform.translation.y") as? NSNumber)?.doubleValue == -4)
        #expect(
            (layer.value(forKeyPath: "transform.translation") as? NSValue)?.cgSizeValue == CGSize(width: 10, height: -4)
        )
        layer.setValue(0.5, forKeyPath: "transform.scale.y")
        #expect((layer.value(forKeyPath: "transform.scale.y") as? NSNumber)?.doubleValue == 0.5)
        #expect((layer.value(forKeyPath: "transform.rotation.z") as? NSNumber)?.doubleValue == Double.pi / 2)
    }

    /// A rotation about x or y, and a transform with perspective, do not come apart here: refused.
    @Test func transformPathsCellSnapDoesNotTakeApartAreReported() {
        let layer = CALayer()
        let rotationX = KeyValueCoding.problems { layer.setValue(1, forKeyPath: "transform.rotation.x") }
        #expect(rotationX.map(\.key) == ["transform.rotation.x"])
        #expect(CATransform3DIsIdentity(layer.transform))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        layer.transform = perspective
        let read = KeyValueCoding.problems { #expect(layer.value(forKeyPath: "transform.scale") == nil) }
        #expect(read.map(\.call) == ["value(forKeyPath:)"])
        let written = KeyValueCoding.problems { layer.setValue(2, forKeyPath: "transform.scale") }
        #expect(written.map(\.call) == ["setValue(_:forKeyPath:)"])
        #expect(layer.transform == perspective)
    }
}
