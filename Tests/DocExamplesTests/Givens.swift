import CellLayout
import CellModel
import DisplayList
import Foundation
import Pixels
import Primitives
import Rendering

// The values the documentation's examples use without declaring them, so that each example can be
// compiled as it is written (see scripts/doc-examples). An example's own declaration of the same
// name shadows these.

let cell = ListCell(content: .list(.cell()))
let row = ListCell(content: .list(.valueCell()))
let rows = [row]
let gridCells = [cell]
let symbolCells = [cell]
let settingsCells = rows
let header = ListContentConfiguration.groupedHeader()
let collection = CollectionDescription(sections: [])
let list = DisplayList(size: Size(width: 390, height: 44), items: [])
let image = RGBAImage(width: 1, height: 1)
let reference = image
let actual = image
let referenceURL = URL(fileURLWithPath: "reference.png")
let tags = [ListCell(content: .tag(TagContentConfiguration(text: "Swift")))]
// Never evaluated: the examples are compiled, not run.
@MainActor let renderer = try! Renderer()
@MainActor let context = LayoutContext(measurer: renderer.textEngine, scale: 3)
