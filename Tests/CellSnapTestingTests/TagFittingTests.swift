import CellLayout
import CellModel
import DisplayList
import Pixels
import Primitives
import Rendering
import Testing

/// The fitting-size API reports the sizes the renderer then draws: each tag is laid out at its
/// reported width with a 10 pt transparent margin around it and rendered at 3x, and its painted
/// pixels must span exactly the reported size (the outline lies inside the bounds: nothing spills).
@Suite struct TagFittingTests {
    static let tags: [(String, TagContentConfiguration, CellState)] = {
        var selected = CellState()
        selected.isSelected = true
        var disabled = CellState()
        disabled.isDisabled = true
        return [
            ("plain", TagContentConfiguration(text: "Swift"), CellState()),
            ("chinese", TagContentConfiguration(text: "快照测试"), CellState()),
            (
                "symbol and count", TagContentConfiguration(text: "Linux", leadingSymbol: "tag", trailing: .count(128)),
                CellState()
            ),
            ("close", TagContentConfiguration(text: "Dark mode", trailing: .close), selected),
            ("radius", TagContentConfiguration(text: "PNG", cornerStyle: .radius(6)), CellState()),
            ("thick outline", TagContentConfiguration(text: "RTL", outlineWidth: 3), CellState()),
            (
                "truncated", TagContentConfiguration(text: "Snapshot testing on Linux CI", maximumWidth: 120),
                CellState()
            ),
            ("disabled", TagContentConfiguration(text: "Go"), disabled),
        ]
    }()

    @Test(arguments: tags)
    func paintedBoundsEqualTheReportedSize(name: String, configuration: TagContentConfiguration, state: CellState)
        throws
    {
        let renderer = try Renderer()
        let context = LayoutContext(measurer: renderer.textEngine, scale: 3)
        let cell = ListCell(content: .tag(configuration), state: state)
        let size = CellFitting.size(of: cell, context: context)
        let margin = PaddingNode(
            EdgeInsets(top: 10, left: 10, bottom: 10, right: 10), CellFitting.itemNode(for: cell, width: nil))
        let layout = LayoutEngine.layout(margin, width: size.width + 20, context: context)
        let image = try renderer.image(layout.displayList(), scale: 3).image
        let expected = (width: Int((size.width * 3).rounded()), height: Int((size.height * 3).rounded()))
        #expect(image.height == expected.height + 60, "\(name): canvas \(image.width)x\(image.height)")
        #expect(paintedBounds(image) == (30, 30, expected.width, expected.height), "\(name): reported \(size)")
    }

    /// The smallest pixel rectangle holding every pixel that is not fully transparent: x, y, width, height.
    private func paintedBounds(_ image: RGBAImage) -> (Int, Int, Int, Int) {
        var minX = image.width, minY = image.height, maxX = -1, maxY = -1
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].alpha > 0 {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? (0, 0, 0, 0) : (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }
}
