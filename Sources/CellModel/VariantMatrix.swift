import Primitives

/// A matrix of variants: every combination of configuration states, appearances, text sizes,
/// layout directions, display scales, looks and contrasts, for Swift tests and spec files alike.
///
/// A variant is named by what it is, never by which dimensions vary or by the order of calls:
/// the base state with the variant's state merged in and its traits set, named by
/// ``CellState/variantName`` (`normal@3x`, `selected-dark-AX3-rtl@2x`). Combinations that come
/// out the same appear once. A dimension left empty keeps the base's own value.
///
/// ```swift
/// let matrix = VariantMatrix(states: [.normal, .selected], styles: [.light, .dark])
/// matrix.variants(of: CellState()).map(\.name)
/// // ["normal@3x", "normal-dark@3x", "selected@3x", "selected-dark@3x"]
/// VariantMatrix(styles: [.light, .dark], contrasts: [.normal, .high]).variants(of: CellState()).map(\.name)
/// // ["normal@3x", "normal-hc@3x", "normal-dark@3x", "normal-dark-hc@3x"]
/// ```
public struct VariantMatrix: Hashable, Sendable {
    /// The states merged into the base state (their traits are not used).
    public var states: [CellState]
    /// Light and dark.
    public var styles: [UserInterfaceStyle]
    /// Dynamic Type sizes.
    public var contentSizes: [ContentSizeCategory]
    /// Left to right and right to left.
    public var directions: [LayoutDirection]
    /// Display scales, device pixels per point.
    public var scales: [Double]
    /// Looks: iOS 18 and iOS 26.
    public var themes: [ThemeName]
    /// Normal and high contrast (Increase Contrast).
    public var contrasts: [ColorContrast]

    /// Creates a matrix; a dimension left out keeps the base's own value.
    public init(
        states: [CellState]? = nil, styles: [UserInterfaceStyle]? = nil, contentSizes: [ContentSizeCategory]? = nil,
        directions: [LayoutDirection]? = nil, scales: [Double]? = nil, themes: [ThemeName]? = nil,
        contrasts: [ColorContrast]? = nil
    ) {
        self.themes = themes ?? []
        self.contrasts = contrasts ?? []
        self.states = states ?? []
        self.styles = styles ?? []
        self.contentSizes = contentSizes ?? []
        self.directions = directions ?? []
        self.scales = scales ?? []
    }

    /// The number of combinations, before removing those that come out the same; `Int.max` when
    /// that number does not fit in an `Int`.
    public var count: Int {
        var product = 1
        for length in [
            states.count, styles.count, contentSizes.count, directions.count, scales.count, themes.count,
            contrasts.count,
        ] {
            let (result, overflow) = product.multipliedReportingOverflow(by: max(1, length))
            if overflow { return .max }
            product = result
        }
        return product
    }

    /// One combination of the matrix: the value chosen in each dimension that the matrix sets.
    public struct Variant: Hashable, Sendable {
        /// The variant's name: the ``CellState/variantName`` of the base state it was made for, with this variant applied.
        public var name: String
        /// The value of each dimension the matrix sets, in order (state, appearance, size,
        /// direction, scale, theme, contrast), by what the variant is: `[("state", "selected"), ("appearance", "dark")]`.
        public var values: [VariantValue]
        /// The value chosen in each dimension; `nil` where the matrix leaves the dimension empty.
        public var state: CellState?
        public var style: UserInterfaceStyle?
        public var contentSize: ContentSizeCategory?
        public var direction: LayoutDirection?
        public var scale: Double?
        public var theme: ThemeName?
        public var contrast: ColorContrast?

        /// `traits` with the dimensions this variant sets replaced.
        public func applied(to traits: Traits) -> Traits {
            var traits = traits
            if let style { traits.style = style }
            if let contentSize { traits.contentSize = contentSize }
            if let direction { traits.direction = direction }
            if let scale { traits.displayScale = scale }
            if let theme { traits.theme = theme }
            if let contrast { traits.contrast = contrast }
            return traits
        }

        /// `state` with this variant's state merged in (``CellState/merge(_:)``) and its traits replaced.
        public func applied(to state: CellState) -> CellState {
            var result = state
            if let merged = self.state { result.merge(merged) }
            result.traits = applied(to: state.traits)
            return result
        }

        /// `cell` in this variant: its state merged and traits replaced.
        public func applied(to cell: ListCell) -> ListCell {
            var result = cell
            result.state = applied(to: cell.state)
            return result
        }
    }

    /// The variants of `base`, in a fixed order (states, then styles, sizes, directions, scales, themes, contrasts),
    /// each named by what `base` becomes in it; variants named alike appear once.
    public func variants(of base: CellState) -> [Variant] {
        func options<T>(_ values: [T]) -> [T?] { values.isEmpty ? [nil] : values.map { $0 } }
        var result: [Variant] = []
        var seen = Set<String>()
        for state in options(states) {
            for style in options(styles) {
                for size in options(contentSizes) {
                    for direction in options(directions) {
                        for scale in options(scales) {
                            for theme in options(themes) {
                                for contrast in options(contrasts) {
                                    var variant = Variant(
                                        name: "", values: [], state: state, style: style, contentSize: size,
                                        direction: direction, scale: scale, theme: theme, contrast: contrast)
                                    let drawn = variant.applied(to: base)
                                    variant.name = drawn.variantName
                                    guard seen.insert(variant.name).inserted else { continue }
                                    variant.values = Self.values(of: variant, drawn: drawn)
                                    result.append(variant)
                                }
                            }
                        }
                    }
                }
            }
        }
        return result
    }

    /// The value of each dimension `variant` sets, named by what `drawn` (the state it makes) is.
    private static func values(of variant: Variant, drawn: CellState) -> [VariantValue] {
        let traits = drawn.traits
        let values: [VariantValue?] = [
            variant.state.map { _ in VariantValue("state", drawn.stateName) },
            variant.style.map { _ in VariantValue("appearance", traits.style.rawValue) },
            variant.contentSize.map { _ in VariantValue("size", traits.contentSize.shortName) },
            variant.direction.map { _ in
                VariantValue("direction", traits.direction == .leftToRight ? "ltr" : "rtl")
            },
            variant.scale.map { _ in VariantValue("scale", Traits.scaleName(traits.displayScale)) },
            variant.theme.map { _ in VariantValue("theme", traits.theme.rawValue) },
            variant.contrast.map { _ in VariantValue("contrast", traits.contrast.rawValue) },
        ]
        return values.compactMap { $0 }
    }

    /// The variants of `cell`, named, each with the variant's state merged into the cell's.
    ///
    /// ```swift
    /// let cell = ListCell(content: .cell())
    /// VariantMatrix(states: [.normal, .disabled], directions: [.rightToLeft]).cells(of: cell).map(\.name)
    /// // ["normal-rtl@3x", "disabled-rtl@3x"]
    /// ```
    public func cells(of cell: ListCell) -> [(name: String, cell: ListCell)] {
        variants(of: cell.state).map { ($0.name, $0.applied(to: cell)) }
    }
}

/// A dimension of a variant matrix and its value in one variant: `("appearance", "dark")`.
public struct VariantValue: Sendable, Equatable, Hashable {
    public var dimension: String
    public var value: String

    /// Creates a value.
    public init(_ dimension: String, _ value: String) {
        self.dimension = dimension
        self.value = value
    }
}
