import CoreGraphics
import Foundation

extension AttributeScopes {
    /// The attributes UIKit adds to Foundation's `AttributedString`, as `AttributeScopes.UIKitAttributes`,
    /// under the keys UIKit names (`NSFont`, `NSColor`, ...): an attributed string converts to an
    /// `NSAttributedString` with them (`NSAttributedString(_:)`) and back (`AttributedString(_:)`).
    /// Where CellSnap draws an `AttributedString` itself (a button configuration's
    /// `attributedTitle`, what a `UIConfigurationTextAttributesTransformer` changes) it draws a
    /// run's font and text colour and refuses the others; converted, each is drawn or refused as
    /// the `NSAttributedString` attribute of its key is.
    ///
    /// ```swift
    /// var title = AttributedString("Continue")
    /// title.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
    /// title.foregroundColor = UIColor.systemRed
    /// ```
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let paragraphStyle: ParagraphStyleAttribute
        public let kern: KernAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let underlineColor: UnderlineColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let strikethroughColor: StrikethroughColorAttribute
        public let strokeColor: StrokeColorAttribute
        public let strokeWidth: StrokeWidthAttribute
        public let shadow: ShadowAttribute
        public let ligature: LigatureAttribute
        public let obliqueness: ObliquenessAttribute
        public let expansion: ExpansionAttribute
        public let foundation: FoundationAttributes

        /// A run's font (`NSFont`).
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = "NSFont"
        }

        /// A run's text colour (`NSColor`).
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "NSColor"
        }

        /// The colour behind a run (`NSBackgroundColor`).
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "NSBackgroundColor"
        }

        /// A run's paragraph style (`NSParagraphStyle`).
        public enum ParagraphStyleAttribute: AttributedStringKey {
            public typealias Value = NSParagraphStyle
            public static let name = "NSParagraphStyle"
        }

        /// The space added after each character, in points (`NSKern`).
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "NSKern"
        }

        /// The tracking, in points (`NSTracking`).
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "NSTracking"
        }

        /// How far a run is raised from the baseline, in points (`NSBaselineOffset`).
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "NSBaselineOffset"
        }

        /// A line under a run (`NSUnderline`).
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = "NSUnderline"
        }

        /// The colour of the underline (`NSUnderlineColor`).
        public enum UnderlineColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "NSUnderlineColor"
        }

        /// A line through a run (`NSStrikethrough`).
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = "NSStrikethrough"
        }

        /// The colour of the strikethrough (`NSStrikethroughColor`).
        public enum StrikethroughColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "NSStrikethroughColor"
        }

        /// The colour of the glyphs' outline (`NSStrokeColor`).
        public enum StrokeColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "NSStrokeColor"
        }

        /// The width of the glyphs' outline, in percent of the font's size (`NSStrokeWidth`).
        public enum StrokeWidthAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "NSStrokeWidth"
        }

        /// A run's shadow (`NSShadow`).
        public enum ShadowAttribute: AttributedStringKey {
            public typealias Value = NSShadow
            public static let name = "NSShadow"
        }

        /// Whether ligatures are used: 0 or 1 (`NSLigature`).
        public enum LigatureAttribute: AttributedStringKey {
            public typealias Value = Int
            public static let name = "NSLigature"
        }

        /// The slant of the glyphs (`NSObliqueness`).
        public enum ObliquenessAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "NSObliqueness"
        }

        /// How far the glyphs are stretched, as a logarithm (`NSExpansion`).
        public enum ExpansionAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "NSExpansion"
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

    /// A transformer that sets `font` (an Interface Builder button configuration's title font).
    static func fixedFont(_ font: UIFont) -> Self {
        Self { input in
            var output = input
            output.font = font
            return output
        }
    }
}
