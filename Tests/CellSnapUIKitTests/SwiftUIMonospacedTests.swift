// Linux only: SwiftUI's monospaced design, drawn in Noto Sans Mono as UIKit's monospaced system
// font is; the serif and rounded designs still refused by name.
// References: Snapshots/SwiftUIMonospacedTests/.
import CellSnapUIKitTesting
import SwiftUI
import Testing

@MainActor @Suite struct SwiftUIMonospacedTests {
    func cell(_ content: some View) -> UICollectionViewListCell {
        let cell = UICollectionViewListCell()
        cell.contentConfiguration = UIHostingConfiguration { content }
        return cell
    }

    /// A text style's monospaced design follows Dynamic Type at its style's size; a fixed size
    /// stays; `monospaced()` and `weight` combine.
    @Test func theMonospacedDesignIsDrawn() {
        let content = VStack(alignment: .leading, spacing: 4) {
            Text("ORDER #0042").font(.system(.headline, design: .monospaced))
            Text("12:30  x3  $4.50").font(.system(size: 13).monospaced())
            Text("ref 7f3a9c").font(.system(.caption, design: .monospaced, weight: .bold))
        }
        assertSnapshot(of: cell(content), as: .image(width: 390), named: "large", lint: .off)
        assertSnapshot(
            of: cell(content),
            as: .image(width: 390, traits: UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)),
            named: "accessibilityLarge", lint: .off)
    }

    @Test(arguments: [Font.Design.serif, .rounded]) func otherDesignsAreRefused(design: Font.Design) {
        let refused = cell(Text("Menu").font(.system(.body, design: design)))
        #expect {
            _ = try refused.cellSnapListCell()
        } throws: { ($0 as? CellSnapUIKitError)?.call == "Font.Design.\(design)" }
    }
}
