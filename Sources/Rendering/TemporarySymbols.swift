// TEMPORARY until the Symbols branch lands; delete on merge.
import DisplayList
extension GraphicsContext {
    func draw(_ symbol: SymbolItem) throws { throw RenderingError.unknownSymbol(symbol.name) }
}
