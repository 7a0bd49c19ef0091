import Foundation

extension AttributeScopes {
    /// The attributes UIKit adds to Foundation's `AttributedString`, as `AttributeScopes.UIKitAttributes`:
    /// the two CellSnap draws, a run's font and its text colour (a button configuration's
    /// `attributedTitle`, and what a `UIConfigurationTextAttributesTransformer` changes).
    ///
    /// ```swift
    /// var title = AttributedString("Continue")
    /// title.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
    /// title.foregroundColor = UIColor.systemRed
    /// ```
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let foundation: FoundationAttributes

        /// A run's font, as `AttributeScopes.UIKitAttributes.FontAttribute`.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = "NSFont"
        }

        /// A run's text colour, as `AttributeScopes.UIKitAttributes.ForegroundColorAttribute`.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "NSColor"
        }
    }

    /// UIKit's attribute scope, as `AttributeScopes.uiKit`.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// UIKit's attributes by name on `AttributedString` and `AttributeContainer` (`title.font`).
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
    ) -> T {
        self[T.self]
    }
}

/// A function that changes the attributes of a configuration's text, as UIKit's
/// `UIConfigurationTextAttributesTransformer`: it is given the attributes the configuration would
/// draw with (`font` and `foregroundColor`) and returns the ones to draw with.
///
/// ```swift
/// var configuration = UIButton.Configuration.filled()
/// configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
///     var outgoing = incoming
///     outgoing.font = UIFont.preferredFont(forTextStyle: .headline)
///     return outgoing
/// }
/// ```
public struct UIConfigurationTextAttributesTransformer: Sendable {
    let transform: @Sendable (AttributeContainer) -> AttributeContainer

    /// A transformer that runs `transform`.
    public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    /// The attributes `transform` makes of `input`.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}
