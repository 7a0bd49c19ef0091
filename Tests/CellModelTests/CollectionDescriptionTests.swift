import CellModel
import Foundation
import Testing

@Suite struct CollectionDescriptionTests {
    @Test func aMixedCollectionSurvivesEncodingAndDecoding() throws {
        var tag = TagContentConfiguration(
            text: "Swift", leadingSymbol: "tag", trailing: .count(3), cornerStyle: .radius(6), maximumWidth: 120)
        tag.opacity = 0.5
        var row = ListContentConfiguration.valueCell()
        row.text = "Wi-Fi"
        let nested = CompositionalGroup(
            axis: .vertical, size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)),
            subitems: [
                .item(
                    CompositionalItem(
                        size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
                        contentInsets: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
            ])
        let group = CompositionalGroup(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(120)),
            subitems: [.group(nested), .group(nested)], interItemSpacing: 8)
        let collection = CollectionDescription(
            sections: [
                CollectionSection(
                    layout: .flow(FlowLayoutConfiguration(alignment: .justified)), items: [ListCell(content: .tag(tag))]
                ),
                CollectionSection(
                    layout: .compositional(
                        CompositionalSectionLayout(group: group, interGroupSpacing: 4, scrollsOrthogonally: true)),
                    items: [ListCell(content: row)]),
                CollectionSection(layout: .compositional(.grid(columns: 3)), items: []),
                CollectionSection(
                    layout: .list(.insetGrouped), header: .groupedHeader(), items: [ListCell(content: row)]),
            ], viewportHeight: 700)
        let decoded = try JSONDecoder().decode(CollectionDescription.self, from: JSONEncoder().encode(collection))
        #expect(decoded == collection)
    }

    @Test func theGridHelperSharesARowAmongItsColumns() {
        let grid = CompositionalSectionLayout.grid(columns: 4, itemHeight: .absolute(50), spacing: 6)
        #expect(grid.group.count == 4)
        #expect(grid.group.axis == .horizontal)
        #expect(grid.group.size == LayoutSize(width: .fractionalWidth(1), height: .absolute(50)))
        #expect(grid.group.interItemSpacing == 6 && grid.interGroupSpacing == 6)
        #expect(grid.scrollsOrthogonally == false)
        #expect(
            CompositionalSectionLayout.horizontalRow(itemSize: LayoutSize(width: .absolute(40), height: .absolute(40)))
                .scrollsOrthogonally)
    }
}
