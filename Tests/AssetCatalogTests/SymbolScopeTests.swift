import DisplayList
import Foundation
import Primitives
import Symbols
import Testing

/// Custom symbols found in a scope (a spec's catalogs) rather than the process, and designs
/// carried by display items through Codable.
@Suite struct SymbolScopeTests {
    static func design(width: Double) -> CustomSymbolDesign {
        let square = Path.rect(Rect(x: 10, y: -70, width: width, height: 70))
        return CustomSymbolDesign(variants: [
            CustomSymbolDesign.Variant(weight: .regular, scale: .medium, shapes: [.init(path: square)], advance: 80)
        ])!
    }

    @Test func aScopeFindsItsOwnSymbolsAndNothingRegisteredForTheProcess() throws {
        try CustomSymbols.register(Self.design(width: 60), named: "scope.test.global", source: "Global.xcassets")
        #expect(CustomSymbols.symbol(named: "scope.test.global") != nil)
        CustomSymbols.withScope(["scope.test.local": Self.design(width: 50)]) {
            #expect(SymbolCatalog.symbol(named: "scope.test.local")?.customDesign == Self.design(width: 50))
            #expect(SymbolCatalog.symbol(named: "scope.test.global") == nil)
            #expect(SymbolCatalog.symbol(named: "star.fill")?.customDesign == nil)
            #expect(SymbolCatalog.symbol(named: "star.fill") != nil)
        }
        CustomSymbols.withScope([:]) { #expect(SymbolCatalog.symbol(named: "scope.test.global") == nil) }
        #expect(SymbolCatalog.symbol(named: "scope.test.local") == nil)
    }

    @Test func aScopeHoldsInTheTasksItStarts() async {
        let task = CustomSymbols.withScope(["scope.test.task": Self.design(width: 40)]) {
            Task { SymbolCatalog.symbol(named: "scope.test.task") != nil }
        }
        #expect(await task.value)
    }

    @Test func designsAndSymbolItemsRoundTripThroughCodable() throws {
        let item = SymbolItem(
            name: "brand.square", frame: Rect(x: 1, y: 2, width: 13.6, height: 11.9), pointSize: 17, weight: .bold,
            scale: .large, color: Color(hex: 0x007AFF), customDesign: Self.design(width: 60))
        let decoded = try JSONDecoder().decode(SymbolItem.self, from: try JSONEncoder().encode(item))
        #expect(decoded == item)
        let noMedium = #"{"variants":[{"weight":"regular","scale":"S","shapes":[],"advance":1}]}"#
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CustomSymbolDesign.self, from: Data(noMedium.utf8))
        }
    }
}
