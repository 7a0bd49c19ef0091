import CellLayout
import CellModel
import DisplayList
import Primitives
import Rendering

/// The tag benchmark (`scripts/bench-tags`): 10,000 tags with distinct labels (Latin and Chinese,
/// short and long, some with a symbol, a count or a close button) in a flow layout 393 pt wide at
/// 3x. The baseline, measured in the same run, draws them: the laid-out cloud rendered screen by
/// screen (393 x 852 pt pages, as a scrolling screenshot series would be). Layout is measured from
/// the model with a fresh text-measurement cache every run, so every label is measured anew.
func tagBenchmark(iterations: Int) throws {
    let words = [
        "Swift", "UI", "Linux", "设计", "Cairo", "快照测试", "Accessibility", "Go", "Dynamic Type", "用户界面", "Pango",
        "Dark mode", "列表", "RTL",
    ]
    let tags = (0..<10_000).map { index in
        var tag = TagContentConfiguration(text: "\(words[index % words.count]) \(index)")
        switch index % 7 {
        case 2: tag.leadingSymbol = "tag"
        case 4: tag.trailing = .count(index % 300)
        case 6: tag.trailing = .close
        default: break
        }
        var state = CellState()
        state.isSelected = index % 9 == 0
        return ListCell(content: .tag(tag), state: state)
    }
    let collection = CollectionDescription(sections: [
        CollectionSection(layout: .flow(FlowLayoutConfiguration()), items: tags)
    ])
    let width = DevicePreset.defaultScreenWidth, screen = DevicePreset.defaultScreenHeight, scale = 3.0
    let renderer = try Renderer()

    func layout() -> LayoutResult {
        let context = LayoutContext(measurer: renderer.textEngine, scale: scale)
        return LayoutEngine.layout(CollectionLayout.node(for: collection, width: width), width: width, context: context)
    }
    let result = layout()
    let placedTags = result.root.allNodes.filter { $0.role == .tag }
    let pageCount = Int((result.size.height / screen).rounded(.up))
    // Each screen: the tags that reach into it, moved up by the screen's top.
    let pages = (0..<pageCount).map { page in
        let top = Double(page) * screen
        let visible = placedTags.filter { $0.frame.maxY > top && $0.frame.minY < top + screen }
        let items = visible.flatMap { LayoutEngine.items(for: $0) }
        return DisplayList(
            size: Size(width: width, height: screen), background: .white,
            items: [
                .group(GroupItem(items: items, transform: .translation(x: 0, y: -top)))
            ])
    }

    print(
        "CellSnap tag benchmark: \(placedTags.count) tags with distinct labels in a flow \(Int(width)) pt wide at \(Int(scale))x (\(pageCount) screens of \(Int(screen)) pt), medians of \(iterations) runs"
    )
    print("")
    let draw = try Measure.median(iterations: iterations, warmup: 1) {
        for page in pages { keep(try renderer.image(page, scale: scale)) }
    }
    print(row("draw the laid-out tags, screen by screen BASELINE", fixed(draw, 1) + " ms"))
    let layoutTime = Measure.median(iterations: iterations, warmup: 1) { keep(layout()) }
    print(
        row(
            "lay out the tags (measure, flow, place, snap)", fixed(layoutTime, 1) + " ms",
            "\(fixed(100 * layoutTime / draw, 1)) % of drawing them"))
}
