import CellModel

extension Snapshotting where Value: UICollectionViewCell {
    /// The cell's VoiceOver reading as text (``AccessibilityReading``), with what the app's code
    /// set (`accessibilityLabel`, `accessibilityTraits`, `accessibilityValue`,
    /// `accessibilityHint`, `isAccessibilityElement`, `accessibilityCustomActions`) over what
    /// CellSnap derives from the configuration.
    ///
    /// ```swift
    /// @Test @MainActor func inboxReads() {
    ///     let cell = UICollectionViewListCell()
    ///     cell.accessibilityHint = "Opens the mailbox"
    ///     assertSnapshot(of: cell, as: .accessibility)
    /// }
    /// ```
    public static func accessibility(traits: UITraitCollection = UITraitCollection()) -> Snapshotting {
        Snapshotting<ListCell>.accessibility.pullback { cell in
            try onMainActor(cell) {
                try UIView.convertingWithRendererText { try cell.cellSnapListCell(traits: traits) }
            }
        }
    }

    /// The cell's VoiceOver reading as text, with default traits.
    public static var accessibility: Snapshotting { accessibility() }
}

extension Snapshotting where Value: UITableViewCell {
    /// The table view cell's VoiceOver reading as text, as the collection view cell strategy reads it.
    public static func accessibility(traits: UITraitCollection = UITraitCollection()) -> Snapshotting {
        Snapshotting<ListCell>.accessibility.pullback { cell in
            try onMainActor(cell) {
                try UIView.convertingWithRendererText { try cell.cellSnapListCell(traits: traits) }
            }
        }
    }

    /// The table view cell's VoiceOver reading as text, with default traits.
    public static var accessibility: Snapshotting { accessibility() }
}

extension CollectionContent {
    static var accessibility: Snapshotting<CollectionContent> {
        Snapshotting<CollectionContent>(name: "accessibility") { content in
            switch content {
            case .list(let list): try Snapshotting<ListDescription>.accessibility.snapshot(list)
            case .collection(let collection): try Snapshotting<CollectionDescription>.accessibility.snapshot(collection)
            case .screen:
                // Not reached: the accessibility strategies read lists (`init(listOf:width:traits:)`).
                throw CellSnapUIKitError(
                    call: "the accessibility strategy of a screen", reason: "it reads lists and collections only")
            }
        }
    }
}

extension Snapshotting where Value: UICollectionView {
    /// The collection view's VoiceOver reading order as text: every section's header, cells and
    /// footer from its data source, each cell with what the app's code set on it. (The reading
    /// does not depend on the width; the content is read as a 393 pt wide view would hold it.)
    public static func accessibility(traits: UITraitCollection = UITraitCollection()) -> Snapshotting {
        CollectionContent.accessibility.pullback { collectionView in
            try onMainActor(collectionView) {
                try CollectionContent(collectionView, width: DevicePreset.defaultScreenWidth, traits: traits)
            }
        }
    }
}

extension Snapshotting where Value: UIViewController {
    /// The view controller's collection view's VoiceOver reading order as text.
    public static func accessibility(traits: UITraitCollection = UITraitCollection()) -> Snapshotting {
        CollectionContent.accessibility.pullback { controller in
            try onMainActor(controller) {
                try CollectionContent(
                    listOf: controller, width: DevicePreset.defaultScreenWidth, traits: traits)
            }
        }
    }
}
