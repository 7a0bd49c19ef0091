// Linux only: SwiftUI's `GroupBox` drawn as its style lays it out (the default rounded box of
// `secondarySystemBackground`, or an app's style), and iOS 13's `Alert` and `ActionSheet`, which
// are presented over the screen and change nothing drawn. Pixels of a hosted cell, in both
// layout directions.
import CellModel
import Pixels
import SwiftUI
import Testing

@MainActor @Suite struct SwiftUIGroupBoxAndAlertTests {
    /// The columns and rows of `image` whose pixels are `secondarySystemBackground` (242, 242, 247).
    func boxExtent(_ image: RGBAImage) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        var columns: [Int] = [], rows: [Int] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image[x, y]
                if pixel.red == 242, pixel.green == 242, pixel.blue == 247 {
                    columns.append(x)
                    rows.append(y)
                }
            }
        }
        guard let left = columns.min(), let right = columns.max(), let top = rows.min(), let bottom = rows.max() else {
            return nil
        }
        return (left...right, top...bottom)
    }

    /// The default box fills the cell's content width, its label and content inside it.
    @Test(arguments: [false, true]) func theDefaultBoxIsRoundedAndFilled(rightToLeft: Bool) throws {
        let image = try hostedPixels(
            GroupBox("Profile") { Text("Name: Ada") }, rightToLeft: rightToLeft)
        let box = try #require(boxExtent(image))
        // The cell's content spans its layout margins (20 pt at 390 pt wide): 60 px to 1110 px at 3x.
        #expect(abs(box.columns.lowerBound - 60) <= 3 && abs(box.columns.upperBound - 1109) <= 3)
        // Text is drawn inside the box, and no text outside it.
        let dark = (0..<image.height).flatMap { y in
            (0..<image.width).filter { x in Int(image[x, y].red) + Int(image[x, y].green) < 200 }.map { ($0, y) }
        }
        #expect(!dark.isEmpty)
        #expect(dark.allSatisfy { box.columns.contains($0.0) && box.rows.contains($0.1) })
        // Its corners are rounded: the box's corner pixel is not the fill.
        let corner = image[box.columns.lowerBound, box.rows.lowerBound]
        #expect(!(corner.red == 242 && corner.blue == 247))
    }

    /// An app's style lays the label and content out as it says: no box, the label red.
    struct PlainStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.label.foregroundColor(.red)
                configuration.content
            }
        }
    }

    @Test func anAppsStyleReplacesTheBox() throws {
        let image = try hostedPixels(GroupBox("Profile") { Text("Name: Ada") }.groupBoxStyle(PlainStyle()))
        #expect(boxExtent(image) == nil)
        let reds = (0..<image.width).filter { x in
            (0..<image.height).contains { y in Int(image[x, y].red) - Int(image[x, y].blue) > 100 }
        }
        #expect(!reds.isEmpty)
    }

    /// An alert or action sheet, shown or not, draws nothing into the view.
    @Test func alertsChangeNothingDrawn() throws {
        let plain = try hostedPixels(Text("Save"))
        let alert = Text("Save").alert(isPresented: .constant(true)) {
            Alert(
                title: Text("Notes saved"), message: Text("Done"), primaryButton: .default(Text("OK")),
                secondaryButton: .cancel())
        }
        #expect(try hostedPixels(alert) == plain)
        let sheet = Text("Save").actionSheet(isPresented: .constant(true)) {
            ActionSheet(title: Text("Share"), buttons: [.destructive(Text("Delete")), .cancel()])
        }
        #expect(try hostedPixels(sheet) == plain)
    }
}
