import AppFonts
import AssetCatalog
import CellModel
import Foundation
import Pixels
import Primitives
import VectorDocuments

// The words a spec may use, each mapped to its model value.
extension SpecReader {

    static let contentKeys = [
        "type", "text", "secondaryText", "attributedText", "image", "symbol", "textColor", "secondaryTextColor", "font",
        "numberOfLines",
        "count", "close", "fill", "outline", "cornerRadius", "maximumWidth",
    ]
    static let listVariants: [String: @Sendable () -> ListContentConfiguration] = [
        "cell": ListContentConfiguration.cell, "subtitleCell": ListContentConfiguration.subtitleCell,
        "valueCell": ListContentConfiguration.valueCell,
        "sidebarCell": ListContentConfiguration.sidebarCell,
        "sidebarSubtitleCell": ListContentConfiguration.sidebarSubtitleCell,
        "accompaniedSidebarCell": ListContentConfiguration.accompaniedSidebarCell,
        "accompaniedSidebarSubtitleCell": ListContentConfiguration.accompaniedSidebarSubtitleCell,
        "plainHeader": ListContentConfiguration.plainHeader,
        "plainFooter": ListContentConfiguration.plainFooter, "groupedHeader": ListContentConfiguration.groupedHeader,
        "groupedFooter": ListContentConfiguration.groupedFooter,
        "prominentInsetGroupedHeader": ListContentConfiguration.prominentInsetGroupedHeader,
        "sidebarHeader": ListContentConfiguration.sidebarHeader,
    ]
    static let contentTypes: [String: String] = Dictionary(
        uniqueKeysWithValues: (Array(listVariants.keys) + ["tag", "verticalSymbol", "customView"]).map { ($0, $0) })
    static let contentAliases = [
        "subtitle": "subtitleCell", "value": "valueCell", "sidebar": "sidebarCell", "capsule": "tag",
        "header": "groupedHeader", "footer": "groupedFooter",
    ]
    static let accessoryAliases = [
        "chevron": "disclosureIndicator", "disclosure": "disclosureIndicator", "arrow": "disclosureIndicator",
        "check": "checkmark", "tick": "checkmark",
        "info": "detail", "detailbutton": "detail", "drag": "reorder", "grabber": "reorder", "minus": "delete",
        "plus": "insert", "outline": "outlineDisclosure", "switch": "toggle", "uiswitch": "toggle",
        "spinner": "activityIndicator", "activity": "activityIndicator", "loading": "activityIndicator",
    ]
    /// A toggle's state: `on` or `off` (or `true` or `false`).
    static let toggleStates = ["on": true, "off": false, "true": true, "false": false]
    static let stateNames = ["normal"] + CellState.Flag.allCases.map(\.name)
    static let appearances = ["light": UserInterfaceStyle.light, "dark": .dark]
    static let sizes: [String: ContentSizeCategory] = Dictionary(
        uniqueKeysWithValues: ContentSizeCategory.allCases.flatMap { [($0.shortName, $0), ($0.rawValue, $0)] })
    static let themes = Dictionary(uniqueKeysWithValues: ThemeName.allCases.map { ($0.rawValue, $0) })
    static let contrasts = Dictionary(uniqueKeysWithValues: ColorContrast.allCases.map { ($0.rawValue, $0) })
    static let directions = [
        "ltr": LayoutDirection.leftToRight, "rtl": .rightToLeft, "leftToRight": .leftToRight,
        "rightToLeft": .rightToLeft,
    ]
    static let directionAliases = ["lefttoright": "ltr", "righttoleft": "rtl"]
    static let listStyles = Dictionary(uniqueKeysWithValues: ListAppearance.allCases.map { ($0.rawValue, $0) })
    static let textStyles = Dictionary(uniqueKeysWithValues: TextStyleName.allCases.map { ($0.rawValue, $0) })
    static let weights = Dictionary(uniqueKeysWithValues: FontWeight.allCases.map { ($0.rawValue, $0) })
    static let symbolScales = Dictionary(uniqueKeysWithValues: SymbolScale.allCases.map { ($0.rawValue, $0) })
    static let backgrounds: [String: BackgroundConfiguration] = [
        "listPlainCell": .listPlainCell(), "listGroupedCell": .listGroupedCell(), "listSidebarCell": .listSidebarCell(),
        "listPlainHeaderFooter": .listPlainHeaderFooter(), "listGroupedHeaderFooter": .listGroupedHeaderFooter(),
        "clear": .clear(),
    ]
}
