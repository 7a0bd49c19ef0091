import Foundation

extension UISheetPresentationController {
    /// A height a sheet may rest at, as UIKit's `UISheetPresentationController.Detent`: the
    /// system's medium and large ones, or one of the app's own (iOS 16) whose resolver answers a
    /// height for a context.
    ///
    /// ```swift
    /// let small = UISheetPresentationController.Detent.custom(identifier: .init("small")) { context in
    ///     0.25 * context.maximumDetentValue
    /// }
    /// ```
    @preconcurrency @MainActor open class Detent: NSObject {
        /// A detent's name, as `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }

            /// The system's medium detent.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The system's large detent.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent's name (iOS 16).
        public let identifier: Identifier
        /// The height for a context; `nil` leaves the detent out.
        private let resolver: @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        /// How many custom detents were made without a name (to name the next one).
        private static var unnamedCount = 0

        private init(
            identifier: Identifier,
            resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// The system's medium detent: about half the screen. Apple does not publish its height;
        /// CellSnap resolves it to half the largest detent's.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { ($0.maximumDetentValue / 2).rounded(.down) }
        }

        /// The system's large detent: the sheet at its full height.
        public static func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }

        /// A detent of the app's own (iOS 16) whose `resolver` answers its height for a context
        /// (`nil` leaves it out); named `identifier`, or a name of its own when `nil`.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            let name =
                identifier
                ?? {
                    unnamedCount += 1
                    return Identifier("CellSnap.customDetent.\(unnamedCount)")
                }()
            return Detent(identifier: name, resolver: resolver)
        }

        /// The detent's height in `context` (iOS 16): its resolver's answer.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            resolver(context)
        }
    }
}
