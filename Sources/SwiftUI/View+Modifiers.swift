// The modifiers CellSnap draws, with SwiftUI's signatures.
extension View {
    /// The view padded by SwiftUI's default amount (16 pt) on `edges`, or by `length`.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        func side(_ edge: Edge.Set) -> CGFloat? { edges.contains(edge) ? length ?? 16 : 0 }
        return cellSnapModifier(
            .padding(top: side(.top), leading: side(.leading), bottom: side(.bottom), trailing: side(.trailing)))
    }
    /// The view padded by `length` on every edge.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
    /// The view padded by `insets`.
    public func padding(_ insets: EdgeInsets) -> some View {
        cellSnapModifier(
            .padding(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing))
    }

    /// The view in a frame of a fixed width and height (either may follow the view), placed by `alignment`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        cellSnapModifier(.frame(width: width, height: height, alignment: alignment))
    }

    /// The view in a frame between bounds (`.infinity` grows to the space offered), placed by `alignment`.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        cellSnapModifier(
            .flexibleFrame(
                FlexibleFrame(
                    minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                    idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)))
    }

    /// The view with `background` behind it, sized to it. (A colour, both a view and a shape
    /// style, takes the style's overload, as in SwiftUI, where `.background(Color.blue)` compiles.)
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        cellSnapModifier(.background(background, alignment))
    }
    /// The view with the view `content` builds behind it, sized to it.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        cellSnapModifier(.background(content(), alignment))
    }
    /// The view with `style` filling the space behind it (a colour; other styles are refused when drawn).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        cellSnapModifier(.background(Self.styleView(style, "background"), .center))
    }
    /// The view with `style` filling `shape` behind it.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        cellSnapModifier(.background(shape.fill(style), .center))
    }

    /// The view with `overlay` over it, sized to it.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        cellSnapModifier(.overlay(overlay, alignment))
    }
    /// The view with the view `content` builds over it, sized to it.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        cellSnapModifier(.overlay(content(), alignment))
    }
    /// A border `width` wide drawn with `content` inside the view's frame, over the view, as
    /// SwiftUI draws it: `overlay(Rectangle().strokeBorder(content, lineWidth: width))`.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
    /// The view with `style` filling the space over it.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        cellSnapModifier(.overlay(Self.styleView(style, "overlay"), .center))
    }

    /// The view clipped to a rounded rectangle of `radius`.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        cellSnapModifier(.clip(RoundedRectangle(cornerRadius: radius, style: .circular)))
    }
    /// The view clipped to `shape`.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        cellSnapModifier(.clip(shape))
    }
    /// The view clipped to its frame.
    public func clipped(antialiased: Bool = false) -> some View { cellSnapModifier(.clip(Rectangle())) }

    /// The view drawn at `opacity`.
    public func opacity(_ opacity: Double) -> some View { cellSnapModifier(.opacity(opacity)) }
    /// The view hidden: it keeps its space and draws nothing.
    public func hidden() -> some View { cellSnapModifier(.hidden) }
    /// The view moved by `offset`, its space left where it was.
    public func offset(_ offset: CGSize) -> some View { cellSnapModifier(.offset(offset)) }
    /// The view moved by `x` and `y`, its space left where it was.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    /// Text and symbols in the view drawn in `color`.
    public func foregroundColor(_ color: Color?) -> some View {
        cellSnapModifier(.environment { $0.foregroundColor = color })
    }
    /// Text, symbols and shapes in the view drawn in `style` (a colour or a label level).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let color = style.cellSnapColor
        return cellSnapModifier(
            color == nil ? .refused("foregroundStyle(\(S.self))") : .environment { $0.foregroundColor = color })
    }
    /// Text in the view set in `font`.
    public func font(_ font: Font?) -> some View { cellSnapModifier(.environment { $0.font = font }) }
    /// Text in the view in bold.
    public func bold(_ isActive: Bool = true) -> some View { cellSnapModifier(.environment { $0.isBold = isActive }) }
    /// Text in the view in `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        cellSnapModifier(.environment { $0.font = ($0.font ?? .body).weight(weight ?? .regular) })
    }
    /// The view's accent and control colour.
    public func tint(_ tint: Color?) -> some View { cellSnapModifier(.environment { $0.tint = tint }) }
    /// The view's accent colour (the older name of `tint`).
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }
    /// Text in the view on at most `number` lines.
    public func lineLimit(_ number: Int?) -> some View { cellSnapModifier(.environment { $0.lineLimit = number }) }
    /// How the lines of multiline text in the view align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        cellSnapModifier(.environment { $0.multilineTextAlignment = alignment })
    }
    /// Symbols in the view at `scale` beside text of their font.
    public func imageScale(_ scale: Image.Scale) -> some View {
        cellSnapModifier(.environment { $0.imageScale = scale })
    }
    /// How symbols in the view are coloured (monochrome only is drawn).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        cellSnapModifier(.environment { $0.symbolRenderingMode = mode })
    }
    /// The view drawn in `colorScheme`.
    public func environment(_ colorScheme: ColorScheme) -> some View {
        cellSnapModifier(.environment { $0.colorScheme = colorScheme })
    }
    /// The view whose Dynamic Type size is `size`.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        cellSnapModifier(.environment { $0.dynamicTypeSize = size })
    }
    /// Controls in the view drawn disabled when `disabled`.
    public func disabled(_ disabled: Bool) -> some View {
        cellSnapModifier(.environment { $0.isEnabled = $0.isEnabled && !disabled })
    }

    /// The view's priority when its stack shares space (higher first).
    public func layoutPriority(_ value: Double) -> some View { cellSnapModifier(.layoutPriority(value)) }
    /// The view at `aspectRatio` (its own when `nil`), fitting or filling the space offered.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        cellSnapModifier(.aspectRatio(aspectRatio, contentMode))
    }
    /// The view at the aspect ratio of `aspectRatio`, fitting or filling the space offered.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        cellSnapModifier(.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode))
    }
    /// The view fitting the space offered at its own aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    /// The view filling the space offered at its own aspect ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
    /// The view at its ideal size on the axes asked, whatever the space offered.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        cellSnapModifier(.fixedSize(horizontal: horizontal, vertical: vertical))
    }
    /// The view at its ideal size.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    static func styleView<S: ShapeStyle>(_ style: S, _ call: String) -> AnyView {
        if let color = style.cellSnapColor { return AnyView(color) }
        if style is any GradientShapeStyle, let view = style as? any View { return AnyView(view) }
        return AnyView(EmptyView().cellSnapModifier(.refused("\(call)(\(S.self))")))
    }
}

/// How a shape is filled: no visible difference on the built-in shapes, whose outlines never
/// cross themselves (the rule matters only for a path of your own, which CellSnap refuses).
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { (isEOFilled, isAntialiased) = (eoFill, antialiased) }
}
