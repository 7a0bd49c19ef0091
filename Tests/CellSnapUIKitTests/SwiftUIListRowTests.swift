// Linux only: what list rows say in SwiftUI: swipe actions and hidden control labels leave a still
// row as it is (both layout directions); buttons with a role and alignment guides are refused
// when drawn, naming themselves.
import CellSnapUIKitTesting
import SwiftUI
import Testing

extension SwiftUIHostingTests {
    @Test(arguments: [false, true]) func swipeActionsAndHiddenLabelsLeaveAStillRowAsItIs(rightToLeft: Bool) throws {
        let plain = UIHostingConfiguration {
            HStack {
                Circle().fill(.red).frame(width: 20, height: 20)
                Rectangle().fill(.blue).frame(width: 40, height: 10)
            }
        }
        let swiped = UIHostingConfiguration {
            HStack {
                Circle().fill(.red).frame(width: 20, height: 20)
                Rectangle().fill(.blue).frame(width: 40, height: 10)
            }
            .labelsHidden()
            .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                Button(role: .destructive, action: {}) { Text("Delete") }
            }
        }
        let frames = try shapeFrames(plain, rightToLeft: rightToLeft)
        #expect(frames.count == 2)
        #expect(try shapeFrames(swiped, rightToLeft: rightToLeft) == frames)
    }

    @Test func prominentButtonsAndAlignmentGuidesAreRefused() throws {
        let cases: [(any UIContentConfiguration, String)] = [
            (
                UIHostingConfiguration { Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent) },
                "buttonStyle(.borderedProminent)"
            ),
            (
                UIHostingConfiguration { Text("Steps").alignmentGuide(.listRowSeparatorLeading) { $0[.leading] } },
                "alignmentGuide(_:computeValue:)"
            ),
        ]
        for (configuration, call) in cases {
            let cell = UICollectionViewListCell()
            cell.contentConfiguration = configuration
            let error = #expect(throws: CellSnapUIKitError.self) {
                try cell.cellSnapListCell(traits: UITraitCollection(), width: 390)
            }
            #expect(error?.call == call)
        }
    }
}
