/// An animation, as SwiftUI's `Animation`. A snapshot is a still picture of the end state, so
/// animations have no visible effect; they compile and compare as SwiftUI's do.
public struct Animation: Equatable, Sendable {
    let name: String
    let duration: Double?

    public static let `default` = Animation(name: "default", duration: nil)
    public static let linear = Animation(name: "linear", duration: nil)
    public static let easeIn = Animation(name: "easeIn", duration: nil)
    public static let easeOut = Animation(name: "easeOut", duration: nil)
    public static let easeInOut = Animation(name: "easeInOut", duration: nil)
    public static let spring = Animation(name: "spring", duration: nil)
    public static let bouncy = Animation(name: "bouncy", duration: nil)
    public static let smooth = Animation(name: "smooth", duration: nil)
    public static let snappy = Animation(name: "snappy", duration: nil)

    public static func linear(duration: Double) -> Animation { Animation(name: "linear", duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn", duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut", duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut", duration: duration) }
    /// A spring; `spring()` equals `Animation.spring`, as in SwiftUI.
    public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    {
        response == 0.55 && dampingFraction == 0.825 && blendDuration == 0
            ? .spring : Animation(name: "spring(\(response), \(dampingFraction), \(blendDuration))", duration: nil)
    }
    /// A spring of `duration` and `bounce`.
    public static func spring(duration: Double, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring(duration: \(duration), bounce: \(bounce))", duration: duration)
    }
    /// A quick spring for interactions.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        Animation(name: "interactiveSpring(\(response), \(dampingFraction), \(blendDuration))", duration: nil)
    }
    /// The animation after `delay` seconds.
    public func delay(_ delay: Double) -> Animation { Animation(name: "\(name).delay(\(delay))", duration: duration) }
    /// The animation at `speed` times its speed.
    public func speed(_ speed: Double) -> Animation { Animation(name: "\(name).speed(\(speed))", duration: duration) }
    /// The animation repeated forever.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(name: "\(name).repeatForever(\(autoreverses))", duration: duration)
    }
    /// The animation repeated `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(name: "\(name).repeatCount(\(repeatCount), \(autoreverses))", duration: duration)
    }
}

/// Runs `body` at once: the state it changes is what the next snapshot shows (no animation in a
/// still picture). Not isolated to an actor, as the SDK's is not: a view model's method calls it.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows
    -> Result
{
    try body()
}

/// How a view enters and leaves; no effect in a still picture.
public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition()
    public static let scale = AnyTransition()
    public static let slide = AnyTransition()
    public static let identity = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
}
