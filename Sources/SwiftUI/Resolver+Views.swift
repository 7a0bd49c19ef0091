import CellLayout
import CellModel
import CellSnapUIKit
import DisplayList
import Primitives

extension EnvironmentValues {
    /// The font of text and symbols that set none, with the weight `bold()` asks for.
    func effectiveFont(_ own: Font?, weight: Font.Weight?) throws -> FontSpec {
        let spec = try (own ?? font ?? .body).spec(at: traits.contentSize)
        guard let weight = weight?.model ?? (isBold ? .bold : nil) else { return spec }
        switch spec {
        case .textStyle(let style, _): return .textStyle(style, weight: weight)
        case .fixed(var font):
            font.weight = weight
            return .fixed(font)
        }
    }

    /// The foreground colour, resolved for the environment's appearance.
    func resolvedForeground(_ own: Color?) throws -> Primitives.Color {
        try (own ?? foregroundColor ?? .primary).model(traits).resolved(for: traits.colorAppearance)
    }
}

extension Text: ResolvableView {
    func resolve(in environment: EnvironmentValues) throws -> Piece {
        let traits = environment.traits
        let alignment: Primitives.TextAlignment =
            switch environment.multilineTextAlignment {
            case .leading: .natural
            case .center: .center
            case .trailing: traits.direction == .rightToLeft ? .left : .right
            }
        let properties = TextProperties(
            font: try drawnFont(in: environment), color: try drawnColor(in: environment), alignment: alignment,
            numberOfLines: environment.lineLimit ?? 0)
        let theme = traits.theme.theme
        // SwiftUI's text is set as a label of the same font is: SF Pro's line box and widths.
        guard !parts.isEmpty else {
            return .text(string, ListCellLayout.listStyle(properties, traits: traits, theme: theme))
        }
        let runs = try drawnParts.map { part in
            TextRun(
                part.string, color: try part.drawnColor(in: environment), font: try part.drawnFont(in: environment))
        }
        return .text(string, ListCellLayout.listStyle(properties, runs: runs, traits: traits, theme: theme))
    }

    /// The font the text is drawn in: its own or the environment's, with its weight and slant.
    private func drawnFont(in environment: EnvironmentValues) throws -> FontSpec {
        if let refusedStyle {
            throw CellSnapUIKitError(call: refusedStyle, reason: "CellSnap draws text in colours only")
        }
        let upright = try environment.effectiveFont(font, weight: weight)
        guard isItalic else { return upright }
        return try upright.italicized(at: environment.traits.contentSize, call: "Text.italic()")
    }

    /// The colour the text is drawn in: its own or the environment's.
    private func drawnColor(in environment: EnvironmentValues) throws -> DynamicColor {
        try (color ?? environment.foregroundColor ?? .primary).model(environment.traits)
    }
}

extension Image: ResolvableView {
    func resolve(in environment: EnvironmentValues) throws -> Piece {
        if let refusal {
            throw CellSnapUIKitError(call: refusal, reason: "CellSnap stretches resizable images whole")
        }
        if let mode = environment.symbolRenderingMode, mode != .monochrome {
            throw CellSnapUIKitError(
                call: "symbolRenderingMode(.\(mode.name))", reason: "CellSnap draws monochrome symbols only")
        }
        switch source {
        case .symbol(let name):
            guard UIImage(systemName: name) != nil else {
                throw CellSnapUIKitError(call: "Image(systemName: \"\(name)\")", reason: "no symbol of this name")
            }
            let font = try environment.effectiveFont(nil, weight: nil)
            let resolved = font.resolved(at: environment.traits.contentSize)
            let scale: SymbolScale =
                switch environment.imageScale {
                case .small: .small
                case .medium: .medium
                case .large: .large
                }
            let node = SymbolNode(
                name, pointSize: resolved.size, weight: resolved.weight, scale: scale,
                color: try environment.resolvedForeground(nil))
            return .symbol(node, isResizable: isResizable)
        case .uiImage(let image):
            let bitmap = try image.cellSnapBitmap(traits: environment.traits, call: "Image(uiImage:)")
            return .bitmap(bitmap.image, size: bitmap.size, isResizable: isResizable)
        case .named(let name):
            guard let image = UIImage(named: name) else {
                throw CellSnapUIKitError(
                    call: "Image(\"\(name)\")", reason: "no image set of this name in the asset catalogs")
            }
            let bitmap = try image.cellSnapBitmap(traits: environment.traits, call: "Image(\"\(name)\")")
            return .bitmap(bitmap.image, size: bitmap.size, isResizable: isResizable)
        }
    }
}

extension Color: View, ResolvableView {
    public var body: Never { primitiveBody("Color") }
    func resolve(in environment: EnvironmentValues) throws -> Piece {
        .shape(
            Rectangle(), fill: try model(environment.traits).resolved(for: environment.traits.colorAppearance),
            stroke: nil)
    }
}

extension BuiltInShape {
    func resolve(in environment: EnvironmentValues) throws -> Piece {
        if let refusal { throw CellSnapUIKitError(call: refusal, reason: "CellSnap does not draw this") }
        return .shape(self, fill: try environment.resolvedForeground(nil), stroke: nil)
    }
}

extension Rectangle: ResolvableView {}
extension RoundedRectangle: ResolvableView {}
extension Capsule: ResolvableView {}
extension Circle: ResolvableView {}
extension Ellipse: ResolvableView {}

extension _ShapeView: ResolvableView {
    func resolve(in environment: EnvironmentValues) throws -> Piece {
        guard let builtIn = shape as? any BuiltInShape else {
            throw CellSnapUIKitError(call: "\(Content.self)", reason: "CellSnap draws the built-in shapes only")
        }
        if let refusal = refusal ?? builtIn.refusal {
            throw CellSnapUIKitError(call: refusal, reason: "CellSnap does not draw this")
        }
        if let gradient = style as? any GradientShapeStyle {
            guard lineWidth == nil else {
                throw CellSnapUIKitError(
                    call: "\(Content.self) stroked with \(Style.self)",
                    reason: "CellSnap strokes shapes with colours only")
            }
            return .gradient(builtIn, try gradient.resolved(in: environment))
        }
        let color: Primitives.Color
        if style is ForegroundStyle {
            color = try environment.resolvedForeground(nil)
        } else if let own = style.cellSnapColor {
            color = try own.model(environment.traits).resolved(for: environment.traits.colorAppearance)
        } else {
            throw CellSnapUIKitError(
                call: "\(Content.self) filled with \(Style.self)", reason: "CellSnap fills shapes with colours only")
        }
        guard let lineWidth else { return .shape(builtIn, fill: color, stroke: nil) }
        // `stroke` centres the line on the outline, `strokeBorder` keeps it inside, as SwiftUI draws them.
        let stroke = Stroke(color: color, width: Double(lineWidth), position: isInside ? .inside : .center)
        return .shape(builtIn, fill: nil, stroke: stroke)
    }
}

extension HStack: ResolvableView {
    func resolve(in environment: EnvironmentValues) throws -> Piece {
        guard let fraction = alignment.fraction else {
            throw CellSnapUIKitError(
                call: "HStack(alignment: .\(alignment.name))", reason: "CellSnap does not align on baselines")
        }
        return .stack(
            .horizontal, alignment: fraction, spacing: spacing.map(Double.init),
            try Resolver.children(content, in: environment))
    }
}

extension VStack: ResolvableView {
    func resolve(in environment: EnvironmentValues) throws -> Piece {
        .stack(
            .vertical, alignment: alignment.fraction, spacing: spacing.map(Double.init),
            try Resolver.children(content, in: environment))
    }
}

extension ZStack: ResolvableView {
    func resolve(in environment: EnvironmentValues) throws -> Piece {
        let (horizontal, vertical) = try alignment.fractions(call: "ZStack(alignment:)")
        return .zstack(horizontal: horizontal, vertical: vertical, try Resolver.children(content, in: environment))
    }
}

extension Spacer: ResolvableView {
    func resolve(in environment: EnvironmentValues) throws -> Piece { .spacer(minLength: minLength.map(Double.init)) }
}

extension Divider: ResolvableView {
    func resolve(in environment: EnvironmentValues) throws -> Piece {
        .divider(SemanticColor.separator.resolved(for: environment.traits.colorAppearance))
    }
}

extension ProgressView: ResolvableView {
    /// The spinner, as UIKit's medium activity indicator draws it, animating, in the circular
    /// style's tint or the environment's.
    func resolve(in environment: EnvironmentValues) throws -> Piece {
        guard isSpinner else {
            throw CellSnapUIKitError(call: "ProgressView", reason: "CellSnap's SwiftUI draws the plain spinner only")
        }
        if environment.progressViewStyle is LinearProgressViewStyle {
            throw CellSnapUIKitError(
                call: "progressViewStyle(.linear)", reason: "CellSnap's SwiftUI draws the spinner, not the bar")
        }
        let indicator = UIActivityIndicatorView(style: .medium)
        if let tint = (environment.progressViewStyle as? CircularProgressViewStyle)?.tint ?? environment.tint {
            indicator.color = tint.uiColor
        }
        indicator.startAnimating()
        return .uiKit(RepresentedNode(view: try indicator.cellSnapLayoutNode(traits: environment.traits)))
    }
}

extension Label: ResolvableView {
    /// The icon and the title side by side, SwiftUI's default label style outside lists.
    func resolve(in environment: EnvironmentValues) throws -> Piece {
        .stack(
            .horizontal, alignment: 0.5, spacing: nil,
            try Resolver.children(icon, in: environment) + Resolver.children(title, in: environment))
    }
}

extension Alignment {
    /// The fractions of the width and height the alignment lies at.
    func fractions(call: String) throws -> (Double, Double) {
        guard let vertical = vertical.fraction else {
            throw CellSnapUIKitError(
                call: "\(call) .\(self.vertical.name)", reason: "CellSnap does not align on baselines")
        }
        return (horizontal.fraction, vertical)
    }
}
