import Foundation

/// A team's own SF Symbols, exported from the SF Symbols app as templates (File › Export Symbol)
/// and registered by system name for the whole process: found by ``SymbolCatalog/symbol(named:)``
/// (and so by `UIImage(systemName:)`, a spec's `image: star.fill` and `.symbol("star.fill")`) after
/// the custom symbols in scope and before CellSnap's own drawings and its look-alikes, in every
/// scope, since they stand for the system's symbols.
///
/// A name keeps the design it was first registered with for the life of the process: registering
/// another design under a taken name is an error naming both sources; the same design again does
/// nothing. `AssetCatalog`'s `SymbolCatalog.register(folder:)` reads a folder of templates into it.
/// Safe to use from any thread.
///
/// ```swift
/// let square = Path.rect(Rect(x: 10, y: -70, width: 60, height: 70))
/// let design = CustomSymbolDesign(variants: [
///     CustomSymbolDesign.Variant(weight: .regular, scale: .medium, shapes: [.init(path: square)], advance: 80)
/// ])!
/// try ExportedSymbols.register(design, named: "square.fill", source: "Symbols/square.fill.svg")
/// SymbolCatalog.symbol(named: "square.fill")?.customDesign == design   // true
/// ```
public enum ExportedSymbols {
    private final class Registry: @unchecked Sendable {
        let lock = NSLock()
        var entries: [String: (design: CustomSymbolDesign, source: String)] = [:]
    }

    private static let registry = Registry()

    /// Registers `design` as the system symbol `name`, read from `source` (named in errors).
    public static func register(_ design: CustomSymbolDesign, named name: String, source: String) throws {
        registry.lock.lock()
        defer { registry.lock.unlock() }
        if let existing = registry.entries[name] {
            guard existing.design == design else {
                throw CustomSymbolConflict(name: name, registeredSource: existing.source, newSource: source)
            }
            return
        }
        registry.entries[name] = (design, source)
    }

    /// The exported symbol called `name`, if one is registered.
    public static func symbol(named name: String) -> Symbol? {
        registry.lock.lock()
        defer { registry.lock.unlock() }
        return registry.entries[name].map { Symbol(name: name, custom: $0.design) }
    }

    /// The registered names, sorted.
    public static var names: [String] {
        registry.lock.lock()
        defer { registry.lock.unlock() }
        return registry.entries.keys.sorted()
    }
}
