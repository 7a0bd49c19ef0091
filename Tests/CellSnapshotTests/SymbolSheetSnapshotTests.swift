import CellSnapTesting
import Testing

/// The whole symbol catalog on one sheet (every symbol in ultralight, regular and black at 17 and
/// 34 pt over its frame, then the placeholder), at 1x to keep the reference small:
/// `cellsnap symbols --sheet` draws the same sheet at any scale.
@Suite struct SymbolSheetSnapshotTests {
    @Test func theCatalog() {
        assertSnapshot(of: SymbolSheet.displayList(), as: .png(scale: 1), named: "sheet")
    }
}
