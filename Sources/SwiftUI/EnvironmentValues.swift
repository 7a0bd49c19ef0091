import CellModel

/// The environment views are drawn in: traits, the text and colour settings of modifiers, and
/// values of your own keys. Views read it with `@Environment`.
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]
    var objects: [ObjectIdentifier: AnyObject] = [:]

    /// The environment of a view drawn with CellSnap's default traits.
    public init() {}

    /// The value of a key of your own.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(values.count) values)" }

    /// Light or dark.
    public var colorScheme: ColorScheme = .light
    /// Standard or increased contrast.
    public var colorSchemeContrast: ColorSchemeContrast = .standard
    /// The Dynamic Type size.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// The content size category (the older name of the Dynamic Type size).
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
    /// Left to right or right to left.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The horizontal size class (compact on a phone in portrait).
    public var horizontalSizeClass: UserInterfaceSizeClass? = .compact
    /// The vertical size class (regular on a phone in portrait).
    public var verticalSizeClass: UserInterfaceSizeClass? = .regular
    /// The pixels a point (3 on CellSnap's default device).
    public var displayScale: CGFloat = 3
    /// The font of text that sets none (`nil`: body).
    public var font: Font?
    /// The most lines text takes (`nil`: no limit).
    public var lineLimit: Int?
    /// How the lines of multiline text align.
    public var multilineTextAlignment: TextAlignment = .leading
    /// Whether controls are enabled.
    public var isEnabled = true
    /// The locale.
    public var locale = Locale(identifier: "en_US")
    /// The calendar.
    public var calendar = Calendar(identifier: .gregorian)
    /// The time zone.
    public var timeZone = TimeZone(identifier: "UTC")!
    /// The colour text and symbols are drawn in when a view sets none (`nil`: primary).
    var foregroundColor: Color?
    /// The tint of controls and accent-coloured content (`nil`: the accent colour).
    var tint: Color?
    /// The style buttons are drawn in (`nil`: the automatic style; Button.swift).
    var buttonStyle: ButtonStyleChoice?
    /// The style text fields are drawn in (`nil`: the automatic style; TextField.swift).
    var textFieldStyle: (any TextFieldStyle)?
    /// The style of progress views (`nil`: the default).
    var progressViewStyle: (any ProgressViewStyle)?
    /// The style of group boxes (`nil`: the default; GroupBox.swift).
    var cellSnapGroupBoxStyle: (any GroupBoxStyle)?
    /// Bold text asked for by `bold()` on a container.
    var isBold = false
    /// The scale of symbols beside text.
    public var imageScale: Image.Scale = .medium
    /// How symbols are coloured (`nil`: monochrome, unless the symbol says otherwise).
    public var symbolRenderingMode: SymbolRenderingMode?
    /// The edit mode of the views that offer one (a list's rows, an `EditButton`), which a view
    /// reads and sets through the binding (`nil`: no edit mode is offered). No visible effect of
    /// CellSnap's own: lists are refused where drawn, and a view of the app's that reads it draws
    /// what it reads.
    public var editMode: Binding<EditMode>?

    /// The environment of the body being read, set by the resolver around each `body` read
    /// (bodies are read on the main actor, one at a time).
    @MainActor static var current = EnvironmentValues()

    /// A view read an `@EnvironmentObject` no ancestor gave: SwiftUI stops the app with this
    /// message, and so does CellSnap (there is no object to return).
    static func missingObject<T>(_ type: T.Type) -> Never {
        fatalError(
            "No ObservableObject of type \(T.self) found. A View.environmentObject(_:) for \(T.self) may be missing as an ancestor of this view."
        )
    }

    /// CellModel's traits for this environment.
    var traits: Traits {
        Traits(
            style: colorScheme == .dark ? .dark : .light, contentSize: dynamicTypeSize.category,
            direction: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            displayScale: Double(displayScale),
            contrast: colorSchemeContrast == .increased ? .high : .normal)
    }

    /// The environment of `traits`.
    init(traits: Traits) {
        colorScheme = traits.style == .dark ? .dark : .light
        colorSchemeContrast = traits.contrast == .high ? .increased : .standard
        dynamicTypeSize = DynamicTypeSize(traits.contentSize)
        layoutDirection = traits.direction == .rightToLeft ? .rightToLeft : .leftToRight
        displayScale = CGFloat(traits.displayScale)
    }
}

/// Light or dark appearance.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light, dark
}

/// Standard or increased contrast.
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    case standard, increased
}

/// The direction of layout.
public enum LayoutDirection: CaseIterable, Hashable, Sendable {
    case leftToRight, rightToLeft
}

/// A size class.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

/// The Dynamic Type sizes.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    var category: CellModel.ContentSizeCategory {
        CellModel.ContentSizeCategory.allCases[Self.allCases.firstIndex(of: self)!]
    }
    init(_ category: CellModel.ContentSizeCategory) { self = Self.allCases[category.index] }
}

/// The content size categories (the older name of the Dynamic Type sizes).
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the accessibility categories.
    public var isAccessibilityCategory: Bool { Self.allCases.firstIndex(of: self)! >= 7 }

    var dynamicTypeSize: DynamicTypeSize { DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self)!] }
    init(_ size: DynamicTypeSize) { self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size)!] }
}

/// How the lines of multiline text align.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

/// A key path of the environment set for a view and its descendants.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value
    public typealias Body = Never
}

extension View {
    /// The view with the environment's value at `keyPath` set to `value`.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// The view with `object` in its environment, for `@EnvironmentObject` properties of its descendants.
    public func environmentObject<T: AnyObject>(_ object: T) -> some View {
        modifier(_EnvironmentObjectModifier(object: object))
    }
}

/// An object given to a view's descendants.
public struct _EnvironmentObjectModifier: ViewModifier {
    let object: AnyObject
    public typealias Body = Never
}

/// Whether the content of a view that can be edited is being edited, as SwiftUI's `EditMode`.
public enum EditMode: Hashable, Sendable {
    /// Not being edited.
    case inactive
    /// Being edited for a moment (a swipe's actions shown).
    case transient
    /// Being edited.
    case active

    /// Whether the content is being edited: `.active` or `.transient`.
    public var isEditing: Bool { self != .inactive }
}
