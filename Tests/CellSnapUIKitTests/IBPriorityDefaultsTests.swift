// Interface Builder writes a view's hugging and compression resistance priorities only where they
// differ from UIView's defaults, 250 and 750, and writes 251 on the labels and image views it
// makes: an omitted priority reads as UIView's default, as on iOS, and a label or image view made
// in code has UIView's defaults too.
import Foundation
import Testing

@testable import CellSnapUIKit

@MainActor @Suite struct IBPriorityDefaultsTests {
    @Test func anOmittedPriorityIsUIViewsDefaultAndAWrittenOneIsRead() throws {
        let made = try UINib(
            data: IBReaderGapsTests.xib(
                """
                <label horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Name" id="l1">
                    <rect key="frame" x="8" y="8" width="284" height="20"/>
                </label>
                <label horizontalHuggingPriority="251" verticalCompressionResistancePriority="749" text="Description" id="l2">
                    <rect key="frame" x="8" y="36" width="284" height="356"/>
                </label>
                <imageView id="i1">
                    <rect key="frame" x="0" y="0" width="40" height="40"/>
                </imageView>
                """), bundle: nil
        ).cellSnapObjects(owner: nil, options: nil)
        let views = made.compactMap { $0 as? UIView }
        try #require(views.count == 3)
        func priorities(_ view: UIView) -> [Float] {
            [
                view.contentHuggingPriority(for: .horizontal), view.contentHuggingPriority(for: .vertical),
                view.contentCompressionResistancePriority(for: .horizontal),
                view.contentCompressionResistancePriority(for: .vertical),
            ].map(\.rawValue)
        }
        #expect(priorities(views[0]) == [251, 251, 750, 750])
        #expect(priorities(views[1]) == [251, 250, 750, 749])
        #expect(priorities(views[2]) == [250, 250, 750, 750])
    }
}
