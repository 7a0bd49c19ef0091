import Foundation
import Synchronization

// Foundation on Linux cannot box structures in `NSValue` (`NSValue(bytes:objCType:)` refuses
// struct types), which UIKit, Core Animation, Core Media and MapKit box on Apple's platforms
// (`NSValue(caTransform3D:)`, `NSValue(time:)`, `NSValue(mkCoordinate:)`). Each distinct value of
// such a structure is kept once, for the process, and the `NSValue` holds where: two values
// boxing the same bytes of the same type are equal (Apple's `NSValue` compares the bytes too),
// and a value reads back what it boxed. Their `objCType` is a 64-bit integer's (`q`, the place),
// not the structure's encoding.
extension NSValue {
    /// A value boxing `structure`, which the frameworks' own initialisers name
    /// (`NSValue(time:)` is `NSValue(boxing: time)`).
    /// `Structure` is a plain structure of numbers (no references), whose bytes are its value.
    package convenience init<Structure: Sendable>(boxing structure: Structure) {
        var place = BoxedStructures.place(of: structure)
        self.init(bytes: &place, objCType: "q")
    }

    /// The structure of type `Structure` the value boxes; `nil` when it boxes another or none.
    package func boxedStructure<Structure: Sendable>(
        _ type: Structure.Type = Structure.self
    ) -> Structure? {
        guard String(cString: objCType) == "q" else { return nil }
        var place = 0
        getValue(&place)
        return BoxedStructures.value(at: place)
    }
}

/// The structures boxed in `NSValue`s, each distinct value kept once for the process at a place
/// of its own, which the boxing value holds.
private enum BoxedStructures {
    /// A boxed value's identity: its type and its bytes.
    private struct Key: Hashable {
        var type: ObjectIdentifier
        var bytes: [UInt8]
    }

    private struct Store {
        var places: [Key: Int] = [:]
        var values: [Int: any Sendable] = [:]
    }

    private static let store = Mutex(Store())

    /// The place of `value`, given the first time it is boxed. Places start far from small
    /// integers, so that a value boxing a plain number is rarely taken for a boxed structure.
    static func place<Value: Sendable>(of value: Value) -> Int {
        precondition(_isPOD(Value.self), "NSValue boxes plain structures only")
        let key = Key(type: ObjectIdentifier(Value.self), bytes: withUnsafeBytes(of: value) { Array($0) })
        return store.withLock { store in
            if let place = store.places[key] { return place }
            let place = 0x5EED_0000_0000 + store.places.count
            store.places[key] = place
            store.values[place] = value
            return place
        }
    }

    /// The value of type `Value` boxed at `place`; `nil` when none is.
    static func value<Value>(at place: Int) -> Value? {
        store.withLock { $0.values[place] as? Value }
    }
}
