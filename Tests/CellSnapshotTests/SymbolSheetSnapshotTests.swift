import CellSnapTesting
import Testing

/// The whole symbol catalog on one sheet (every symbol in ultralight, regular and black at 17 and
/// 34 pt over its frame, then the placeholder), at 1x to keep the reference small:
/// `cellsnap symbols --sheet` draws the same sheet at any scale.
@Suite struct SymbolSheetSnapshotTests {
    /// The sheet ends with the placeholder on purpose, so its warning is expected: the test checks
    /// that it is there, once, rather than printing it.
    @Test func theCatalog() {
        let verdict = checkSnapshot(of: SymbolSheet.displayList(), as: .png(scale: 1), named: "sheet")
        #expect(verdict.failure == nil, "\(verdict.failure ?? "")")
        let placeholder = verdict.warnings.filter { $0.contains("'\(SymbolSheet.placeholderName)'") }
        #expect(placeholder.count == 1, "\(verdict.warnings)")
    }
}
