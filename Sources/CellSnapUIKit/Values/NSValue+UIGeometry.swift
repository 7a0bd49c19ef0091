import Foundation
import Synchronization

// UIKit's additions to `NSValue` for Core Graphics geometry (UIGeometry.h), as apps box points,
// sizes and rectangles in collections, key-value coding and animations. On Apple's platforms they
// are the same values as Foundation's `NSValue(rect:)` family, and so they are here: a value made
// with `NSValue(cgPoint:)` equals one made with `NSValue(point:)`.
//
// Foundation on Linux cannot box other structures (`NSValue(bytes:objCType:)` refuses struct
// types), so the other structures (`CATransform3D`, `CGAffineTransform`, `UIEdgeInsets`,
// `NSDirectionalEdgeInsets`, `UIOffset`, `CGVector`) are kept once per distinct value, for the
// process, and the `NSValue` holds where: two values boxing the same structure are equal, and the
// value reads back what it boxed. Their `objCType` is a 64-bit integer's (`q`, the place), not the
// structure's encoding, and a value boxing something else reads back the structure's zero value (identity
// for the transforms), where Apple's platforms read undefined bytes.
extension NSValue {
    /// A value holding `point`.
    ///
    /// ```swift
    /// let boxed = NSValue(cgPoint: CGPoint(x: 3, y: 4))
    /// print(boxed.cgPointValue)   // (3.0, 4.0)
    /// ```
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A value holding `size`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A value holding `rect`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// The point the value holds.
    public var cgPointValue: CGPoint { pointValue }
    /// The size the value holds.
    public var cgSizeValue: CGSize { sizeValue }
    /// The rectangle the value holds.
    public var cgRectValue: CGRect { rectValue }
}

extension NSValue {
    /// A value holding `transform`.
    ///
    /// ```swift
    /// let boxed = NSValue(caTransform3D: CATransform3DMakeTranslation(0, 100, 0))
    /// print(boxed.caTransform3DValue.m42)   // 100.0
    /// ```
    public convenience init(caTransform3D transform: CATransform3D) {
        self.init(boxedAt: BoxedStructures.place(of: transform))
    }
    /// A value holding `transform`.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(boxedAt: BoxedStructures.place(of: transform))
    }
    /// A value holding `insets`.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) { self.init(boxedAt: BoxedStructures.place(of: insets)) }
    /// A value holding `insets`.
    public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) {
        self.init(boxedAt: BoxedStructures.place(of: insets))
    }
    /// A value holding `offset`.
    public convenience init(uiOffset offset: UIOffset) { self.init(boxedAt: BoxedStructures.place(of: offset)) }
    /// A value holding `vector`.
    public convenience init(cgVector vector: CGVector) { self.init(boxedAt: BoxedStructures.place(of: vector)) }

    /// A value holding the place of a boxed structure, as a 64-bit integer.
    private convenience init(boxedAt place: Int) {
        var place = place
        self.init(bytes: &place, objCType: "q")
    }

    /// The place of the structure the value boxes; `nil` when it boxes none.
    private var boxedPlace: Int? {
        guard String(cString: objCType) == "q" else { return nil }
        var place = 0
        getValue(&place)
        return place
    }

    /// The transform the value holds (identity when it holds none).
    public var caTransform3DValue: CATransform3D { BoxedStructures.value(at: boxedPlace) ?? CATransform3DIdentity }
    /// The transform the value holds (identity when it holds none).
    public var cgAffineTransformValue: CGAffineTransform { BoxedStructures.value(at: boxedPlace) ?? .identity }
    /// The insets the value holds (zero when it holds none).
    public var uiEdgeInsetsValue: UIEdgeInsets { BoxedStructures.value(at: boxedPlace) ?? .zero }
    /// The insets the value holds (zero when it holds none).
    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets { BoxedStructures.value(at: boxedPlace) ?? .zero }
    /// The offset the value holds (zero when it holds none).
    public var uiOffsetValue: UIOffset { BoxedStructures.value(at: boxedPlace) ?? .zero }
    /// The vector the value holds (zero when it holds none).
    public var cgVectorValue: CGVector { BoxedStructures.value(at: boxedPlace) ?? .zero }
}

/// The structures boxed in `NSValue`s, each distinct value kept once for the process at a place
/// of its own, which the boxing value holds (see the top of this file).
private enum BoxedStructures {
    private static let places = Mutex<[AnyHashable: UnsafeMutableRawPointer]>([:])
    /// Each place's value, by the place's address.
    private static let values = Mutex<[Int: AnyHashable]>([:])

    /// The place of `value`, made the first time it is boxed.
    static func place<Value: Hashable & Sendable>(of value: Value) -> Int {
        let address = places.withLock { places -> Int in
            if let place = places[AnyHashable(value)] { return Int(bitPattern: place) }
            let place = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
            places[AnyHashable(value)] = place
            return Int(bitPattern: place)
        }
        values.withLock { $0[address] = AnyHashable(value) }
        return address
    }

    /// The value of type `Value` boxed at `place`; `nil` when none is.
    static func value<Value: Hashable>(at place: Int?) -> Value? {
        guard let place else { return nil }
        return values.withLock { $0[place]?.base as? Value }
    }
}
