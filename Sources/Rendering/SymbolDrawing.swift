import DisplayList
import Primitives
import Symbols

@_implementationOnly import CCairo

extension GraphicsContext {
    /// Draws a symbol item: its custom design's or the catalog's image at the item's point size, weight and scale, scaled to fit
    /// the frame (keeping its aspect ratio) and centred in it. Knockout layers erase what the
    /// symbol's earlier layers painted, inside a layer of its own (no larger than the symbol's
    /// paths), never the background; in a translucent colour, the layers are painted opaque in
    /// such a layer, which is laid on at the colour's alpha. A
    /// placeholder item is drawn as ``SymbolPlaceholder``'s box with the name's initials, set by
    /// `textEngine`.
    func draw(_ item: SymbolItem, textEngine: TextEngine) throws {
        if item.isPlaceholder {
            drawPlaceholder(item, textEngine: textEngine)
            return
        }
        guard
            let symbol = item.customDesign.map({ Symbol(name: item.name, custom: $0) })
                ?? SymbolCatalog.symbol(named: item.name)
        else {
            throw RenderingError.unknownSymbol(item.name)
        }
        let image = symbol.image(pointSize: item.pointSize, weight: item.weight, scale: item.scale)
        let hasKnockout = image.layers.contains { $0.blend == .knockout }
        // A translucent colour covers the symbol once, as iOS tints its image: where a fill and a
        // stroke overlap, painting each in it would darken the overlap.
        let isTranslucent = item.color.alpha < 1 && image.layers.count > 1
        withSymbolSpace(image, fittedInto: item) {
            guard hasKnockout || isTranslucent else {
                paint(image.layers)
                return
            }
            withGroup(opacity: isTranslucent ? item.color.alpha : 1, within: inkBounds(of: image.layers.map(\.extent)))
            {
                if isTranslucent { setColor(item.color.withAlpha(1)) }
                paint(image.layers)
            }
        }
    }

    /// The placeholder: the outlined box, and the initials centred in it by their ink.
    private func drawPlaceholder(_ item: SymbolItem, textEngine: TextEngine) {
        let image = SymbolPlaceholder.image(pointSize: item.pointSize, weight: item.weight, scale: item.scale)
        let style = TextStyle(
            font: Font(
                size: SymbolPlaceholder.initialsPointSize(for: item.pointSize, scale: item.scale), weight: item.weight),
            color: item.color, maximumLines: 1)
        let initials = textEngine.layout(SymbolPlaceholder.initials(of: item.name), style: style, width: nil)
        let ink = initials.metrics.inkBounds
        withSymbolSpace(image, fittedInto: item) {
            paint(image.layers)
            draw(
                initials,
                at: Point(x: image.size.width / 2 - ink.midX, y: image.size.height / 2 - ink.midY))
        }
    }

    /// Runs `body` with the item's colour set and the coordinates of `image` scaled to fit the
    /// item's frame (keeping the aspect ratio) and centred in it; nothing when either is empty.
    private func withSymbolSpace(_ image: SymbolImage, fittedInto item: SymbolItem, _ body: () -> Void) {
        guard image.size.width > 0, image.size.height > 0, !item.frame.isEmpty else { return }
        let fit = min(item.frame.width / image.size.width, item.frame.height / image.size.height)
        withSavedState {
            translate(
                x: item.frame.midX - image.size.width * fit / 2, y: item.frame.midY - image.size.height * fit / 2)
            scale(x: fit, y: fit)
            setColor(item.color)
            body()
        }
    }

    /// Paints symbol layers in order: fills, round-capped strokes, and knockouts that clear.
    private func paint(_ layers: [SymbolLayer]) {
        for layer in layers {
            setBlendMode(layer.blend == .knockout ? .clear : .normal)
            addPath(layer.path)
            switch layer.paint {
            case .fill: fill(rule: layer.fillRule)
            case .stroke(let lineWidth): stroke(lineWidth: lineWidth, cap: .round, roundJoins: true)
            }
        }
        setBlendMode(.normal)
    }
}

extension SymbolLayer {
    /// The layer's path and the width of its stroke (0 for a fill), for ``GraphicsContext/inkBounds(of:)``.
    fileprivate var extent: (path: Path, lineWidth: Double) {
        switch paint {
        case .fill: (path, 0)
        case .stroke(let lineWidth): (path, lineWidth)
        }
    }
}
