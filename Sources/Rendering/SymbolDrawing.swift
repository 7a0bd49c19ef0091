import CCairo
import DisplayList
import Primitives
import Symbols

extension GraphicsContext {
    /// Draws a symbol item: the catalog's image at the item's point size and weight, scaled to fit
    /// the frame (keeping its aspect ratio) and centred in it. Knockout layers erase what the
    /// symbol's earlier layers painted, inside a layer of its own, never the background.
    func draw(_ item: SymbolItem) throws {
        guard let symbol = SymbolCatalog.symbol(named: item.name) else {
            throw RenderingError.unknownSymbol(item.name)
        }
        let image = symbol.image(pointSize: item.pointSize, weight: item.weight)
        guard image.size.width > 0, image.size.height > 0, !item.frame.isEmpty else { return }
        let fit = min(item.frame.width / image.size.width, item.frame.height / image.size.height)
        let hasKnockout = image.layers.contains { $0.blend == .knockout }
        withSavedState {
            translate(
                x: item.frame.midX - image.size.width * fit / 2, y: item.frame.midY - image.size.height * fit / 2)
            scale(x: fit, y: fit)
            setColor(item.color)
            let paintLayers = {
                for layer in image.layers {
                    self.setBlendMode(layer.blend == .knockout ? .clear : .normal)
                    self.addPath(layer.path)
                    switch layer.paint {
                    case .fill: self.fill(rule: layer.fillRule)
                    case .stroke(let lineWidth): self.stroke(lineWidth: lineWidth, cap: .round, roundJoins: true)
                    }
                }
                self.setBlendMode(.normal)
            }
            if hasKnockout {
                withGroup(opacity: 1, paintLayers)
            } else {
                paintLayers()
            }
        }
    }
}
