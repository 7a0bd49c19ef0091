// PencilKit's tool picker items (iOS 18) as an app builds its palette: system inking items with
// their tools, a custom item from its configuration, and the picker's selection by item and by
// identifier, told to its observers.
import PencilKit
import Testing
import UIKit

@MainActor @Suite struct PencilToolPickerItemTests {
    final class SelectionObserver: NSObject, PKToolPickerObserver {
        var changes = 0
        nonisolated func toolPickerSelectedToolItemDidChange(_ toolPicker: PKToolPicker) {
            MainActor.assumeIsolated { changes += 1 }
        }
    }

    @Test func aCustomItemStartsFromItsConfiguration() {
        var config = PKToolPickerCustomItem.Configuration(identifier: "com.example.stamp", name: "Stamp")
        config.defaultColor = .systemBlue
        config.allowsColorSelection = true
        config.widthVariants = [10: UIImage(), 20: UIImage()]
        config.defaultWidth = 20
        var asked: [CGFloat] = []
        config.imageProvider = { item in
            asked.append(item.width)
            return UIImage()
        }
        let item = PKToolPickerCustomItem(configuration: config)
        #expect(item.identifier == "com.example.stamp" && item.configuration.name == "Stamp")
        #expect(item.color == .systemBlue && item.width == 20 && item.allowsColorSelection)
        #expect(item.configuration.toolAttributeControls == [.width, .opacity])
        #expect(asked.isEmpty && item.cellSnapImage == nil)
        item.width = 10
        item.reloadImage()
        #expect(asked == [10] && item.cellSnapImage != nil)
    }

    @Test func aPickerSelectsItsItemsByItemAndIdentifier() {
        let red = UIColor(red: 252 / 255, green: 49 / 255, blue: 66 / 255, alpha: 1)
        let pen = PKToolPickerInkingItem(
            type: .pen, color: red, width: PKInkingTool.InkType.pen.defaultWidth, identifier: "second-pen")
        let stamp = PKToolPickerCustomItem(configuration: .init(identifier: "stamp", name: "Stamp"))
        let system = PKToolPicker().toolItems
        #expect(
            system.map(\.identifier).suffix(3) == [
                "com.apple.tool.eraser.vector", "com.apple.tool.lasso", "com.apple.tool.ruler",
            ])
        #expect(system.count == PKInk.InkType.allCases.count + 3)
        let picker = PKToolPicker(
            toolItems: [stamp, pen, PKToolPickerCustomItem(configuration: .init(identifier: "stamp", name: "Twin"))]
                + system)
        #expect(picker.toolItems.count == system.count + 2)
        #expect(picker.selectedToolItemIdentifier == "stamp")
        let observer = SelectionObserver()
        picker.addObserver(observer)
        picker.selectedToolItem = pen
        #expect(picker.selectedToolItemIdentifier == "second-pen" && observer.changes == 1)
        #expect((picker.selectedTool as? PKInkingTool)?.color == red)
        picker.selectedToolItemIdentifier = "nothing"
        picker.selectedToolItemIdentifier = "com.apple.tool.lasso"
        #expect(picker.selectedToolItem is PKToolPickerLassoItem && observer.changes == 2)
        #expect(PKInkingTool.InkType.marker.validWidthRange == PKInkingTool.validWidthRange(forInkType: .marker))
    }
}
