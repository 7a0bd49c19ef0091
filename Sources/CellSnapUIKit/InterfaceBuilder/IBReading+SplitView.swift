import Foundation

/// What a `<splitViewController>` reads besides its relationships: the display mode and the
/// properties of iOS 14's column styles. Its style is read by its `init(coder:)`
/// (``IBCoder/splitViewControllerStyle``).
extension IBReading {
    mutating func applySplitView(_ split: UISplitViewController) {
        accept("allowDoubleColumnStyle", "style")  // read by init(coder:)
        let modes: [String: UISplitViewController.DisplayMode] = [
            "automatic": .automatic, "secondaryOnly": .secondaryOnly, "primaryHidden": .secondaryOnly,
            "oneBeside": .oneBesideSecondary, "allVisible": .oneBesideSecondary, "oneOver": .oneOverSecondary,
            "primaryOverlay": .oneOverSecondary, "twoBeside": .twoBesideSecondary, "twoOver": .twoOverSecondary,
            "twoDisplace": .twoDisplaceSecondary,
        ]
        if let mode = choice("preferredDisplayMode", modes) { split.preferredDisplayMode = mode }
        let behaviors: [String: UISplitViewController.SplitBehavior] = [
            "automatic": .automatic, "tile": .tile, "overlay": .overlay, "displace": .displace,
        ]
        if let behavior = choice("preferredSplitBehavior", behaviors) { split.preferredSplitBehavior = behavior }
        let edges: [String: UISplitViewController.PrimaryEdge] = ["leading": .leading, "trailing": .trailing]
        if let edge = choice("primaryEdge", edges) { split.primaryEdge = edge }
        let backgrounds: [String: UISplitViewController.BackgroundStyle] = ["none": .none, "sidebar": .sidebar]
        if let background = choice("primaryBackgroundStyle", backgrounds) { split.primaryBackgroundStyle = background }
        if let gesture = bool("presentsWithGesture") { split.presentsWithGesture = gesture }
        if let shows = bool("showsSecondaryOnlyButton") { split.showsSecondaryOnlyButton = shows }
        let visibilities: [String: UISplitViewController.DisplayModeButtonVisibility] = [
            "automatic": .automatic, "never": .never, "always": .always,
        ]
        if let visibility = choice("displayModeButtonVisibility", visibilities) {
            split.displayModeButtonVisibility = visibility
        }
    }
}

extension IBCoder {
    /// The style a split view controller of this element is made with. Interface Builder writes
    /// `allowDoubleColumnStyle="YES"` for the column styles of iOS 14 (absent: the classic,
    /// `unspecified` style); CellSnap takes a column style with a `supplementaryViewController`
    /// relationship for `tripleColumn`, else `doubleColumn`, and reads an explicit `style` too.
    var splitViewControllerStyle: UISplitViewController.Style {
        switch element.attributes["style"] {
        case "doubleColumn": return .doubleColumn
        case "tripleColumn": return .tripleColumn
        default: break
        }
        guard element.attributes["allowDoubleColumnStyle"] == "YES" else { return .unspecified }
        let relationships = element.children.filter { $0.name == "connections" }.flatMap(\.children)
        let hasSupplementary = relationships.contains {
            $0.name == "segue" && $0.attributes["relationship"] == "supplementaryViewController"
        }
        return hasSupplementary ? .tripleColumn : .doubleColumn
    }
}
