import Foundation

// SF Symbols' animation effects (iOS 17's Symbols framework, which UIKit brings) and the image
// view's calls that run them. A still picture shows an effect's frame at rest: the effects that
// move a symbol and return it (bounce, pulse, variable colour, wiggle, rotate, breathe) or show it
// (appear, replace) draw it as it is; those whose resting look differs (scale, disappear) are
// refused when the image view is drawn, as CellSnap has not measured how far a scaled symbol grows.

/// An animation effect of a symbol, as the Symbols framework's `SymbolEffect`.
public protocol SymbolEffect: Hashable, Sendable {
    /// The effect's name, as ``UIImageView`` refuses it.
    var cellSnapName: String { get }
    /// Whether the effect's frame at rest is the symbol as it is.
    var cellSnapRestsAsDrawn: Bool { get }
}

/// An effect that runs until it is removed, as `IndefiniteSymbolEffect`.
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that runs once, as `DiscreteSymbolEffect`.
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that shows or hides a symbol, as `TransitionSymbolEffect`.
public protocol TransitionSymbolEffect: SymbolEffect {}
/// An effect that replaces one symbol by another, as `ContentTransitionSymbolEffect`.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// What an effect's modifiers narrow (`.up`, `.byLayer`, `.wholeSymbol`).
struct SymbolEffectScope: Hashable, Sendable {
    var direction: String?
    var byLayer: Bool?
}

/// A symbol bouncing and coming back to rest, as `BounceSymbolEffect`.
public struct BounceSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect {
    var scope = SymbolEffectScope()
    public var cellSnapName: String { "bounce" }
    public var cellSnapRestsAsDrawn: Bool { true }
    /// Bouncing up, or down.
    public var up: Self { with(\.direction, "up") }
    public var down: Self { with(\.direction, "down") }
    /// Each layer on its own, or the whole symbol at once.
    public var byLayer: Self { with(\.byLayer, true) }
    public var wholeSymbol: Self { with(\.byLayer, false) }
    func with<Value>(_ path: WritableKeyPath<SymbolEffectScope, Value?>, _ value: Value) -> Self {
        var effect = self
        effect.scope[keyPath: path] = value
        return effect
    }
}

/// A symbol fading out and back in, as `PulseSymbolEffect`.
public struct PulseSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect {
    var isByLayer: Bool?
    public var cellSnapName: String { "pulse" }
    public var cellSnapRestsAsDrawn: Bool { true }
    public var byLayer: Self { Self(isByLayer: true) }
    public var wholeSymbol: Self { Self(isByLayer: false) }
}

/// A symbol's layers lit in turn, as `VariableColorSymbolEffect`.
public struct VariableColorSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect {
    var options: Set<String> = []
    public var cellSnapName: String { "variableColor" }
    public var cellSnapRestsAsDrawn: Bool { true }
    public var iterative: Self { adding("iterative") }
    public var cumulative: Self { adding("cumulative") }
    public var reversing: Self { adding("reversing") }
    public var nonReversing: Self { adding("nonReversing") }
    public var hideInactiveLayers: Self { adding("hideInactiveLayers") }
    public var dimInactiveLayers: Self { adding("dimInactiveLayers") }
    private func adding(_ option: String) -> Self { Self(options: options.union([option])) }
}

/// A symbol grown or shrunk while the effect runs, as `ScaleSymbolEffect`: refused when drawn.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect {
    var direction: String?
    public var cellSnapName: String { "scale" }
    public var cellSnapRestsAsDrawn: Bool { false }
    public var up: Self { Self(direction: "up") }
    public var down: Self { Self(direction: "down") }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}

/// A symbol drawn in, as `AppearSymbolEffect`: shown as it is.
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    public var cellSnapName: String { "appear" }
    public var cellSnapRestsAsDrawn: Bool { true }
    public var up: Self { self }
    public var down: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}

/// A symbol drawn out, as `DisappearSymbolEffect`: refused when drawn while it runs.
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    public var cellSnapName: String { "disappear" }
    public var cellSnapRestsAsDrawn: Bool { false }
    public var up: Self { self }
    public var down: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}

/// One symbol replaced by the next, as `ReplaceSymbolEffect`: the new symbol shown as it is.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect {
    public var cellSnapName: String { "replace" }
    public var cellSnapRestsAsDrawn: Bool { true }
    public var downUp: Self { self }
    public var upUp: Self { self }
    public var offUp: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}

/// A symbol shaken, turned or breathing (iOS 18), as `WiggleSymbolEffect`, `RotateSymbolEffect`
/// and `BreatheSymbolEffect`: each returns the symbol to rest.
public struct WiggleSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect {
    public var cellSnapName: String { "wiggle" }
    public var cellSnapRestsAsDrawn: Bool { true }
}
public struct RotateSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect {
    public var cellSnapName: String { "rotate" }
    public var cellSnapRestsAsDrawn: Bool { true }
}
public struct BreatheSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect {
    public var cellSnapName: String { "breathe" }
    public var cellSnapRestsAsDrawn: Bool { true }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: Self { Self() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: Self { Self() } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: Self { Self() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: Self { Self() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: Self { Self() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: Self { Self() } }
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: Self { Self() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: Self { Self() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: Self { Self() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: Self { Self() } }

/// How an effect runs, as `SymbolEffectOptions`: how often and how fast. No visible effect: a
/// still picture shows the effect's frame at rest.
public struct SymbolEffectOptions: Hashable, Sendable {
    var repeatCount: Int?
    var speed: Double = 1
    /// The effect's own way.
    public static let `default` = SymbolEffectOptions()
    /// Repeating until removed.
    public static let repeating = SymbolEffectOptions(repeatCount: .max)
    /// Once.
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)
    /// `count` times.
    public static func `repeat`(_ count: Int) -> Self { Self(repeatCount: count) }
    /// At `speed` times the effect's own.
    public static func speed(_ speed: Double) -> Self { Self(speed: speed) }
    /// Repeating until removed.
    public var repeating: Self { Self(repeatCount: .max, speed: speed) }
    /// Once.
    public var nonRepeating: Self { Self(repeatCount: 1, speed: speed) }
    /// `count` times.
    public func `repeat`(_ count: Int) -> Self { Self(repeatCount: count, speed: speed) }
    /// At `speed` times the effect's own.
    public func speed(_ speed: Double) -> Self { Self(repeatCount: repeatCount, speed: speed) }
}

/// What a symbol effect's completion is told, as UIKit's `UISymbolEffectCompletionContext`.
public struct UISymbolEffectCompletionContext: Sendable {
    /// Whether the effect ended on its own (not removed).
    public let isFinished: Bool
}

/// The block an effect calls when it ends, as UIKit's `UISymbolEffectCompletion`.
public typealias UISymbolEffectCompletion = (UISymbolEffectCompletionContext) -> Void

extension UIImageView {
    /// Runs `effect` on the view's symbol until it is removed: the view is drawn as the effect
    /// rests (the symbol as it is, or refused for `.scale` and `.disappear`).
    public func addSymbolEffect(
        _ effect: some IndefiniteSymbolEffect, options: SymbolEffectOptions = .default, animated: Bool = true,
        completion: UISymbolEffectCompletion? = nil
    ) {
        activeSymbolEffects.append(
            (ObjectIdentifier(type(of: effect)), effect.cellSnapName, effect.cellSnapRestsAsDrawn))
        noteDrawnStateChange()
    }

    /// Runs `effect` once: it ends at once in a still picture, and `completion` is told it finished.
    @_disfavoredOverload
    public func addSymbolEffect(
        _ effect: some DiscreteSymbolEffect, options: SymbolEffectOptions = .default, animated: Bool = true,
        completion: UISymbolEffectCompletion? = nil
    ) {
        completion?(UISymbolEffectCompletionContext(isFinished: true))
    }

    /// Runs `effect`, which can run once or until removed: repeating (`.repeating`), until it is
    /// removed; otherwise once, ending at once in a still picture.
    public func addSymbolEffect(
        _ effect: some DiscreteSymbolEffect & IndefiniteSymbolEffect, options: SymbolEffectOptions = .default,
        animated: Bool = true, completion: UISymbolEffectCompletion? = nil
    ) {
        guard options.repeatCount == .max else {
            return completion?(UISymbolEffectCompletionContext(isFinished: true)) ?? ()
        }
        activeSymbolEffects.append(
            (ObjectIdentifier(type(of: effect)), effect.cellSnapName, effect.cellSnapRestsAsDrawn))
        noteDrawnStateChange()
    }

    /// Removes the running effects of `effect`'s type; `completion` is told they did not finish.
    public func removeSymbolEffect(
        ofType effect: some IndefiniteSymbolEffect, options: SymbolEffectOptions = .default, animated: Bool = true,
        completion: UISymbolEffectCompletion? = nil
    ) {
        activeSymbolEffects.removeAll { $0.type == ObjectIdentifier(type(of: effect)) }
        noteDrawnStateChange()
        completion?(UISymbolEffectCompletionContext(isFinished: false))
    }

    /// Removes every running effect.
    public func removeAllSymbolEffects(options: SymbolEffectOptions = .default, animated: Bool = true) {
        activeSymbolEffects.removeAll()
        noteDrawnStateChange()
    }

    /// Shows `image`, replacing the symbol with `contentTransition` (it ends at once).
    public func setSymbolImage(
        _ image: UIImage, contentTransition: some ContentTransitionSymbolEffect,
        options: SymbolEffectOptions = .default, completion: UISymbolEffectCompletion? = nil
    ) {
        self.image = image
        completion?(UISymbolEffectCompletionContext(isFinished: true))
    }

    /// The running effect whose resting look CellSnap does not draw, as an error.
    var symbolEffectRefusal: CellSnapUIKitError? {
        activeSymbolEffects.first { !$0.restsAsDrawn }.map {
            CellSnapUIKitError(
                call: "UIImageView.addSymbolEffect(.\($0.name))",
                reason: "CellSnap draws a symbol as it is; the effect's resting look has not been measured")
        }
    }
}
