/// VoiceOver's reading order of a cell, a list or a collection, derived from its description
/// (never from pixels), grouped the way UIKit's list cells combine their content.
///
/// ```swift
/// var content = ListContentConfiguration.valueCell()
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// let cell = ListCell(content: content, accessories: [CellAccessory(.disclosureIndicator)])
/// AccessibilityReading.elements(of: cell).accessibilityText   // "Wi-Fi" value "Home" [button]
/// ```
///
/// The rules. Where UIKit documents the behaviour, CellSnap follows it; where it does not, the
/// choice is named here.
/// - A cell is one element (`UICollectionViewListCell` and `UITableViewCell` combine their
///   content): its label is the text, then the secondary text, joined with ", " (the texts as
///   drawn, after a text transform). A value cell (side-by-side text, `valueCell()` and
///   `accompaniedSidebarCell()`) puts its secondary text in the value instead. A label
///   accessory's text follows in the label. Tags read their text and count; the custom cells of
///   Apple's sample their name or text; a configuration of your own has no text CellSnap can
///   read (set ``AccessibilityOverrides/label``).
/// - Traits: a selected cell or one with a checkmark is `selected` (UIKit documents "a selected
///   table row"); a disabled one `notEnabled`; a disclosure indicator or a pop-up menu adds
///   `button` (the cell opens something when activated); headers, and a section's first item
///   when it is the header (`firstItemInSection`), are `header`. Footers have no trait.
/// - A switch (a toggle accessory) makes the cell read as the switch, as UIKit combines a
///   `UISwitch` into its row ("Airplane Mode, switch button, off"): the value is the switch's
///   `accessibilityValue`, "1" on and "0" off, and the traits gain `button` and iOS 17's
///   `toggleButton`; a disabled switch (``CellAccessory/isDisabled``) adds `notEnabled`, as a
///   disabled `UISwitch` reads "dimmed" (CellSnap's choice of how the row combines it). An
///   activity indicator adds "In progress" (`UIActivityIndicatorView`'s label)
///   to the label (CellSnap's choice of how it combines).
/// - An outline disclosure gives the element an expanded status, `expanded` or `collapsed`
///   with the cell's state (iOS 18's `accessibilityExpandedStatus`).
/// - Custom actions: swipe actions first (UIKit offers them as actions of the row whether or not it
///   is swiped open, before the app's own: trailing, then leading, each from the outermost, named
///   by their title, or their symbol's name when they have none); then the accessories that act
///   (CellSnap's choice of names, since UIKit's are not documented: delete "Delete", insert
///   "Insert", reorder "Reorder", detail "More Info", a tag's close button "Remove", from the
///   leading edge); then the app's own (``AccessibilityOverrides/customActions``).
/// - What the app's code set (``ListCell/accessibility``) replaces the label, value, hint and
///   traits derived here. `isAccessibilityElement = false` turns the cell into a container whose
///   texts read one by one as `staticText` elements, without actions (CellSnap's choice: the
///   labels UIKit would expose then).
/// - A list reads section by section: the header (its own element, `header`), the cells, the
///   footer. A collection reads its sections in order, each the same way; items in item order.
/// - Accessories and actions that are not shown in the cell's state (editing controls outside
///   editing) are not read.
public enum AccessibilityReading {
    /// The elements of one cell, in its own state.
    public static func elements(of cell: ListCell) -> [AccessibilityElement] {
        elements(of: cell, isHeader: false)
    }

    /// The elements of a list: per section its header, cells and footer.
    public static func elements(of list: ListDescription) -> [AccessibilityElement] {
        list.sections.flatMap { section -> [AccessibilityElement] in
            var cells = section.cells.map { withTraits($0, list.traits, appearance: list.appearance) }
            var elements = section.header.map { supplementary($0) } ?? []
            if section.headerMode == .firstItemInSection, !cells.isEmpty {
                elements += self.elements(of: cells.removeFirst(), isHeader: true)
            }
            elements += cells.flatMap { self.elements(of: $0) }
            return elements + (section.footer.map { supplementary($0) } ?? [])
        }
    }

    /// The elements of a collection: per section its header, items and footer.
    public static func elements(of collection: CollectionDescription) -> [AccessibilityElement] {
        collection.sections.flatMap { section -> [AccessibilityElement] in
            var appearance: ListAppearance?
            if case .list(let list, _, _) = section.layout { appearance = list }
            return (section.header.map { supplementary($0) } ?? [])
                + section.items.flatMap { elements(of: withTraits($0, collection.traits, appearance: appearance)) }
                + (section.footer.map { supplementary($0) } ?? [])
        } + placedElements(of: collection)
    }

    /// The elements a placed layout draws, section by section in index path order, a section's
    /// supplementary views before its cells (UIKit does not document the order of a custom
    /// layout's elements; this is the data source's). Decorations are not read, as UIKit's are not.
    private static func placedElements(of collection: CollectionDescription) -> [AccessibilityElement] {
        guard let placed = collection.placedLayout else { return [] }
        func rank(_ element: PlacedCollectionElement) -> Int? {
            switch element.kind {
            case .supplementary: 0
            case .cell: 1
            case .decoration: nil
            }
        }
        return placed.elements.enumerated().compactMap { index, element in
            rank(element).map { (element.section, $0, element.item, index, element) }
        }.sorted { ($0.0, $0.1, $0.2, $0.3) < ($1.0, $1.1, $1.2, $1.3) }.flatMap { entry in
            elements(of: withTraits(entry.4.view, collection.traits, appearance: nil))
        }
    }

    /// A cell as its list or collection lays it out: in that one's traits.
    private static func withTraits(_ cell: ListCell, _ traits: Traits, appearance: ListAppearance?) -> ListCell {
        var cell = cell
        cell.state.traits = traits
        if let appearance { cell.state.traits.listAppearance = appearance }
        return cell
    }

    /// A section header or footer: one element, `header` for headers.
    private static func supplementary(_ content: ListContentConfiguration) -> [AccessibilityElement] {
        let texts = listTexts(content)
        let isHeader = !content.variant.isFooter
        return [AccessibilityElement(label: joined(texts.text, texts.secondary), traits: isHeader ? .header : [])]
    }

    private static func elements(of original: ListCell, isHeader: Bool) -> [AccessibilityElement] {
        let cell = original.configured
        let state = cell.state
        let overrides = cell.accessibility
        let (leading, trailing) = CellAccessory.arrange(cell.accessories, in: state)
        let shown = leading + trailing.reversed()  // from the leading edge to the trailing edge

        var reading = ContentReading(cell.content)
        var traits: AccessibilityTraits = []
        var expanded: AccessibilityExpandedStatus?
        var value: String?
        var accessoryActions: [String] = []
        for accessory in shown {
            switch accessory.kind {
            case .disclosureIndicator, .popUpMenu: traits.insert(.button)
            case .checkmark: traits.insert(.selected)
            case .outlineDisclosure: expanded = state.isExpanded ? .expanded : .collapsed
            case .label(let text): reading.label.append(text)
            case .delete: accessoryActions.append("Delete")
            case .insert: accessoryActions.append("Insert")
            case .reorder: accessoryActions.append("Reorder")
            case .detail: accessoryActions.append("More Info")
            case .toggle(let isOn):
                value = isOn ? "1" : "0"
                traits.formUnion([.button, .toggleButton])
                // A disabled switch reads "dimmed", as VoiceOver reads a disabled control.
                if accessory.isDisabled { traits.insert(.notEnabled) }
            case .activityIndicator: reading.label.append("In progress")
            case .multiselect, .customView, .view: break
            }
        }
        // A switch's value replaces the secondary text's, which then reads in the label.
        if value != nil, let secondary = reading.value {
            reading.label.append(secondary)
            reading.value = nil
        }
        if state.isSelected { traits.insert(.selected) }
        if state.isDisabled { traits.insert(.notEnabled) }
        if isHeader || reading.isHeader { traits.insert(.header) }

        if overrides.isAccessibilityElement == false {
            return reading.label.filter { !$0.isEmpty }.map { AccessibilityElement(label: $0, traits: .staticText) }
                + (reading.value.map { [AccessibilityElement(label: $0, traits: .staticText)] } ?? [])
        }
        let swipe = [cell.trailingSwipeActions, cell.leadingSwipeActions].flatMap { configuration in
            (configuration?.actions ?? []).map { $0.title ?? $0.symbol ?? "" }
        }
        return [
            AccessibilityElement(
                label: overrides.label ?? reading.label.filter { !$0.isEmpty }.joined(separator: ", "),
                value: overrides.value ?? value ?? reading.value, traits: overrides.traits ?? traits,
                hint: overrides.hint,
                expandedStatus: expanded,
                customActions: swipe + accessoryActions + reading.actions + (overrides.customActions ?? []))
        ]
    }

    /// The text and secondary text of list content, as drawn (after the text transform).
    private static func listTexts(_ content: ListContentConfiguration) -> (text: String?, secondary: String?) {
        let text = content.attributedText.map { $0.map(\.text).joined() } ?? content.text
        let secondary = content.secondaryAttributedText.map { $0.map(\.text).joined() } ?? content.secondaryText
        return (
            text.map(content.textProperties.transform.apply(to:)),
            secondary.map(content.secondaryTextProperties.transform.apply(to:))
        )
    }

    private static func joined(_ parts: String?...) -> String {
        parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// What a cell's content says: the pieces of its label, its value, its actions, whether it is a header.
    private struct ContentReading {
        var label: [String] = []
        var value: String?
        var actions: [String] = []
        var isHeader = false

        init(_ content: CellContent) {
            switch content {
            case .list(let list):
                let texts = AccessibilityReading.listTexts(list)
                label = [texts.text].compactMap { $0 }
                if list.prefersSideBySideTextAndSecondaryText {
                    value = texts.secondary.flatMap { $0.isEmpty ? nil : $0 }
                } else {
                    label += [texts.secondary].compactMap { $0 }
                }
                isHeader = list.variant.isHeaderOrFooter && !list.variant.isFooter
            case .tag(let tag):
                label = [tag.text]
                switch tag.trailing {
                case .none: break
                case .count(let count): label.append(String(count))
                case .close: actions = ["Remove"]
                }
            case .verticalSymbol(let symbol): label = [symbol.name]
            case .customView(let view): label = [view.text]
            case .userDefined: break
            }
        }
    }
}

extension ListContentConfiguration.Variant {
    /// Whether the variant is a section footer.
    public var isFooter: Bool { self == .plainFooter || self == .groupedFooter }
}
