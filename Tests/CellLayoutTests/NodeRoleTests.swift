import CellModel
import Testing

@testable import CellLayout

/// Roles print as the dotted names the layout text and the structural references were recorded
/// with: a table of every role CellSnap writes, the parts joined with dots, and the readers'
/// questions (prefixes, accessory kinds, sheet panels).
@Suite struct NodeRoleTests {
    /// Each static role and the name the references hold for it; a rename of a raw value fails here.
    static let names: [(NodeRole, String)] = [
        (.cell, "cell"), (.text, "text"), (.secondaryText, "secondaryText"), (.image, "image"),
        (.symbol, "symbol"), (.shape, "shape"), (.spacer, "spacer"), (.stack, "stack"),
        (.separator, "separator"), (.topSeparator, "topSeparator"), (.accessory, "accessory"),
        (.background, "background"), (.shadow, "shadow"), (.backgroundShadow, "background.shadow"),
        (.textShadow, "textShadow"),
        (.backgroundCustomView, "background.customView"), (.border, "border"), (.gradient, "gradient"),
        (.sublayer, "sublayer"), (.contents, "contents"), (.content, "content"),
        (.mark, "mark"), (.list, "list"), (.listBackground, "list.background"), (.sections, "sections"),
        (.section, "section"), (.sectionList, "section.list"), (.cells, "cells"), (.header, "header"),
        (.footer, "footer"), (.collection, "collection"), (.collectionBackground, "collection.background"),
        (.layout, "layout"), (.flow, "flow"), (.compositional, "compositional"),
        (.compositionalOrthogonal, "compositional.orthogonal"), (.placed, "placed"), (.placedElement, "placed.element"),
        (.table, "table"),
        (.emptyRowSeparator, "separator.emptyRow"), (.swiped, "swiped"), (.swipeAction, "swipeAction"),
        (.swipeActionSymbol, "swipeAction.symbol"), (.swipeActionTitle, "swipeAction.title"),
        (.swipeActionContent, "swipeAction.content"), (.tag, "tag"), (.tagShape, "tag.shape"),
        (.tagContent, "tag.content"), (.tagSymbol, "tag.symbol"), (.tagText, "tag.text"), (.tagCount, "tag.count"),
        (.tagClose, "tag.close"), (.toggle, "toggle"), (.track, "track"), (.thumb, "thumb"),
        (.activityIndicator, "activityIndicator"), (.spoke, "spoke"), (.button, "button"), (.title, "title"),
        (.subtitle, "subtitle"), (.indicator, "indicator"), (.backgroundImage, "backgroundImage"),
        (.segmentedControl, "segmentedControl"), (.segment, "segment"), (.selection, "selection"),
        (.divider, "divider"), (.stepper, "stepper"), (.decrement, "decrement"), (.increment, "increment"),
        (.slider, "slider"), (.fill, "fill"), (.minimumValueImage, "minimumValueImage"),
        (.maximumValueImage, "maximumValueImage"), (.progressView, "progressView"), (.datePicker, "datePicker"),
        (.date, "date"), (.time, "time"), (.pageControl, "pageControl"), (.page, "page"),
        (.customView, "customView"),
        (.customViewBackground, "customView.background"), (.label, "label"), (.verticalSymbol, "verticalSymbol"),
        (.name, "name"), (.scrollViewContent, "scrollView.content"), (.caption, "caption"),
        (.sheetPanel, "sheet.panel"), (.canvas, "canvas"),
    ]

    @Test func staticRolesPrintTheirRecordedNames() {
        for (role, name) in Self.names {
            #expect(role.rawValue == name)
            #expect("\(role)" == name)
            #expect(NodeRole(rawValue: name) == role)
        }
        #expect(Set(Self.names.map(\.0)).count == Self.names.count, "two static roles share a name")
    }

    @Test func partsAreJoinedWithADot() {
        #expect(NodeRole.toggle.appending(.thumb).rawValue == "toggle.thumb")
        #expect(NodeRole.accessory(.toggle).appending(.track).rawValue == "accessory.toggle.track")
        #expect(NodeRole("UILabel").appending(.content).rawValue == "UILabel.content")
        #expect(NodeRole.cell.appending(.background) == NodeRole("cell.background"))
    }

    @Test(arguments: [
        ("tag", "tag", true), ("tag.text", "tag", true), ("tagline", "tag", false), ("tag", "tag.text", false),
        ("compositional.orthogonal", "compositional", true),
    ])
    func prefixesEndAtADot(role: String, prefix: String, expected: Bool) {
        #expect(NodeRole(role).hasPrefix(NodeRole(prefix)) == expected)
    }

    @Test func partsAfterAPrefix() {
        #expect(NodeRole("accessory.customView.star").part(after: .accessory) == "customView.star")
        #expect(NodeRole("accessory.customView.star").part(after: .customView) == nil)
        #expect(NodeRole.accessory.part(after: .accessory) == nil)
        #expect(NodeRole.text.part(after: .accessory) == nil)
    }

    @Test(arguments: [0, 7, 12])
    func sheetPanelsRoundTrip(index: Int) {
        let role = NodeRole.sheetPanel(index)
        #expect(role.rawValue == "sheet.panel.\(index)")
        #expect(role.sheetPanelIndex == index)
    }

    @Test func otherRolesAreNoSheetPanel() {
        #expect(NodeRole.sheetPanel.sheetPanelIndex == nil)
        #expect(NodeRole("sheet.panel.x").sheetPanelIndex == nil)
        #expect(NodeRole.cell.sheetPanelIndex == nil)
    }

    /// Every accessory kind's role, as the layout text names it.
    @Test func accessoryKindsNameTheirNodes() {
        let kinds: [(CellAccessory.Kind, String)] = [
            (.disclosureIndicator, "accessory.disclosureIndicator"), (.checkmark, "accessory.checkmark"),
            (.delete, "accessory.delete"), (.insert, "accessory.insert"), (.reorder, "accessory.reorder"),
            (.outlineDisclosure, "accessory.outlineDisclosure"), (.multiselect, "accessory.multiselect"),
            (.label("3"), "accessory.label"), (.detail, "accessory.detail"), (.popUpMenu, "accessory.popUpMenu"),
            (
                .customView(identifier: "star", symbol: "star.fill", size: 20, placement: .trailing),
                "accessory.customView.star"
            ),
            (.toggle(isOn: true), "accessory.toggle"), (.activityIndicator, "accessory.activityIndicator"),
        ]
        for (kind, name) in kinds {
            #expect(NodeRole.accessory(CellAccessory(kind).kindRole).rawValue == name)
        }
    }
}
