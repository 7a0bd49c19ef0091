import CellLayout
import CellModel

extension UICollectionView {
    /// The list as CellModel's `ListDescription`, drawn with `traits` `width` points wide
    /// (Linux-only, no UIKit API): every section's cells from the data source, in their selection,
    /// editing and swiped state, with the headers and footers the list configuration asks for.
    /// Views of your own get UIKit's layout pass at the size their cell has in a list of that
    /// width, and what their `layoutSubviews()` sets is drawn. What CellSnap cannot draw throws a
    /// ``CellSnapUIKitError`` naming it. The list is filled with the list configuration's
    /// `backgroundColor`, else with a colour the app gave the collection view, else with its
    /// appearance's background (a collection view's default `systemBackground` counts as none).
    public func cellSnapListDescription(
        traits: UITraitCollection = UITraitCollection(), width: Double = DevicePreset.defaultScreenWidth
    ) throws
        -> ListDescription
    {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
            let list = layout.listConfiguration
        else {
            throw CellSnapUIKitError(
                call: "UICollectionView.cellSnapListDescription with a layout of sections",
                reason: "only a list layout is a list; use cellSnapCollectionDescription(width:traits:)")
        }
        guard let dataSource else {
            throw CellSnapUIKitError(call: "UICollectionView without a dataSource", reason: "there is nothing to draw")
        }
        drawingTraits = traits
        defer { drawingTraits = UITraitCollection() }
        beginCellReuse()
        let appearance = list.appearance.model
        let listTraits = itemTraits(section: 0)
        var sections: [ListSection] = []
        for section in 0..<dataSource.numberOfSections(in: self) {
            var model = ListSection(
                cells: try items(in: section, list: list, traits: listTraits, from: dataSource).map {
                    $0.fitted(toward: .estimated(height: 44))
                })
            if list.headerMode == .supplementary {
                (model.header, model.headerView) = try listSupplementary(
                    Self.elementKindSectionHeader, section: section, traits: listTraits, from: dataSource)
            }
            if list.headerMode == .firstItemInSection { model.headerMode = .firstItemInSection }
            if list.footerMode == .supplementary {
                (model.footer, model.footerView) = try listSupplementary(
                    Self.elementKindSectionFooter, section: section, traits: listTraits, from: dataSource)
            }
            sections.append(model)
        }
        let sides = listSideSafeAreaInsets(direction: listTraits.cellSnapTraits.direction)
        let description = ListDescription(
            appearance: appearance, sections: sections,
            separatorConfiguration: try list.separatorModel(traits: listTraits.cellSnapTraits),
            traits: listTraits.cellSnapTraits,
            backgroundColor: (list.backgroundColor ?? ownListBackground)?.cellSnapColor(
                traits: listTraits.cellSnapTraits),
            headerTopPadding: list.headerTopPadding.map { Double($0) }, sideSafeAreaInset: sides.leading,
            trailingSideSafeAreaInset: sides.trailing)
        return try description.runningLayoutPasses(width: width, traits: description.traits) {
            ListLayout.node(for: $0, width: width)
        }
    }

    /// The collection as CellModel's `CollectionDescription`, laid out `width` points wide with
    /// `traits` (Linux-only, no UIKit API). A compositional layout gives each section's layout (a
    /// section provider is asked with a container of that width), its header and footer, and its
    /// cells as the list conversion makes them. Any other layout (a ``UICollectionViewFlowLayout``,
    /// a layout of your own) is prepared and asked for its attributes as UIKit asks it, with the
    /// collection view `width` points wide, and its elements are drawn where the attributes say
    /// (`CollectionDescription.placedLayout`).
    /// Views of your own get UIKit's layout pass at the size their cell is laid out at, and what
    /// their `layoutSubviews()` sets is drawn. What CellSnap cannot draw throws a
    /// ``CellSnapUIKitError`` naming it.
    public func cellSnapCollectionDescription(
        width: Double = DevicePreset.defaultScreenWidth, traits: UITraitCollection = UITraitCollection()
    )
        throws -> CollectionDescription
    {
        let description = try cellSnapCollectionDescription(
            width: width, traits: traits, viewportHeight: DevicePreset.defaultScreenHeight)
        // What a call that cannot throw left (a dequeue of an unregistered identifier, a nib).
        if let pendingError {
            self.pendingError = nil
            throw pendingError
        }
        return description
    }

    /// The collection at `width` in a view `viewportHeight` points tall (the container's height
    /// section providers see, and fractional heights refer to); with `shownOnly`, a layout of the
    /// app's own gives only the elements the bounds show (see `placedCollectionDescription`).
    func cellSnapCollectionDescription(
        width: Double, traits: UITraitCollection, viewportHeight: Double, shownOnly: Bool = false
    ) throws -> CollectionDescription {
        guard let dataSource else {
            return try emptyCollectionDescription(width: width, traits: traits, viewportHeight: viewportHeight)
        }
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else {
            return try placedCollectionDescription(
                width: width, traits: traits, viewportHeight: viewportHeight, shownOnly: shownOnly, from: dataSource)
        }
        drawingTraits = traits
        defer {
            drawingTraits = UITraitCollection()
            resolvedSections = [:]
        }
        beginCellReuse()
        let baseTraits = UITraitCollection(traitsFrom: [traitCollection, traits])
        let configuration = layout.configuration
        if configuration.scrollDirection != .vertical {
            throw CellSnapUIKitError(
                call: "UICollectionViewCompositionalLayoutConfiguration.scrollDirection = .horizontal",
                reason: "CellSnap draws compositional layouts that scroll vertically")
        }
        if let error = layout.decorationRegistrationError { throw error }
        let layoutReference = referenceInsets(configuration.contentInsetsReference, width: width)
        let environment = LayoutEnvironment(
            container: LayoutContainer(
                contentSize: CGSize(width: width, height: viewportHeight),
                contentInsets: NSDirectionalEdgeInsets(
                    top: 0, leading: layoutReference.leading, bottom: 0, trailing: layoutReference.trailing)),
            traitCollection: baseTraits)
        var sections: [CollectionSection] = []
        sectionEnvironment = environment
        contentPass.pinnedListElements = []
        visibleItemsHandlers = [:]
        for index in 0..<dataSource.numberOfSections(in: self) {
            guard let section = layout.section(index, environment: environment) else {
                throw CellSnapUIKitError(
                    call: "UICollectionViewCompositionalLayout section provider",
                    reason: "it returned no section for section \(index)")
            }
            resolvedSections[index] = section
            visibleItemsHandlers[index] = section.visibleItemsInvalidationHandler
            let sectionTraits = itemTraits(section: index)
            let reference = referenceInsets(
                section.contentInsetsReference == .automatic
                    ? configuration.contentInsetsReference : section.contentInsetsReference, width: width)
            var model = CollectionSection(
                layout: try section.model(
                    traits: sectionTraits.cellSnapTraits, width: width, viewportHeight: viewportHeight,
                    referenceInsets: reference,
                    supplementaryReferenceInsets: section.supplementaryContentInsetsReference == .automatic
                        ? nil : referenceInsets(section.supplementaryContentInsetsReference, width: width)),
                items: contentPass.defersItems && section.placesItemsWithoutCells
                    ? deferredItems(
                        in: index, as: .init(traits: sectionTraits, fitting: section.cellSnapFittingTarget),
                        from: dataSource)
                    : try makingElements(
                        at: CGRect(
                            origin: .zero, size: section.cellSnapFirstItemSize(width: width, height: viewportHeight))
                    ) {
                        try items(in: index, list: section.listConfiguration, traits: sectionTraits, from: dataSource)
                    }
                    .map { $0.fitted(toward: section.cellSnapFittingTarget) })
            if section.listConfiguration?.headerMode == .firstItemInSection { model.headerMode = .firstItemInSection }
            try attachViews(
                to: &model, of: section, index: index, traits: sectionTraits, layout: layout, from: dataSource)
            sections.append(model)
        }
        let baseModelTraits = baseTraits.cellSnapTraits
        let sides = listSideSafeAreaInsets(direction: baseModelTraits.direction)
        var layoutViews: [CollectionSupplementaryView] = []
        for item in configuration.boundarySupplementaryItems {
            layoutViews.append(
                CollectionSupplementaryView(
                    kind: item.elementKind,
                    view: try supplementaryView(
                        item.elementKind, at: IndexPath(item: 0, section: 0), traits: baseTraits, from: dataSource
                    ).fitted(toward: item.cellSnapEstimatedTarget)))
        }
        let listsBackground = Self.listsBackground(of: sections)
        let own = listsBackground == nil ? backgroundColor : ownListBackground
        let background =
            own?.cellSnapColor(traits: baseModelTraits) ?? listsBackground ?? .semantic(.systemBackground)
        return try CollectionDescription(
            sections: sections, traits: baseModelTraits, background: background,
            viewportHeight: viewportHeight, interSectionSpacing: Double(configuration.interSectionSpacing),
            boundaryItems: try configuration.boundarySupplementaryItems.map { try $0.boundaryModel() },
            supplementaryViews: layoutViews, sideSafeAreaInset: sides.leading, trailingSideSafeAreaInset: sides.trailing
        )
        .runningLayoutPasses(width: width)
    }

    /// The views of a section's supplementary and decoration elements, added to `model`: a list
    /// section's header and footer (by its list configuration's modes), and any section's
    /// boundary items, its items' supplementary items and its decorations (a list section keeps
    /// the boundary items and decorations an app adds to it, as UIKit's list sections do).
    private func attachViews(
        to model: inout CollectionSection, of section: NSCollectionLayoutSection, index: Int,
        traits sectionTraits: UITraitCollection, layout: UICollectionViewCompositionalLayout,
        from dataSource: any UICollectionViewDataSource
    ) throws {
        if section.listConfiguration != nil {
            if let header = try section.shownListItem(Self.elementKindSectionHeader) {
                (model.header, model.headerView) = try listSupplementary(
                    Self.elementKindSectionHeader, section: index, traits: sectionTraits, from: dataSource)
                if header.pinToVisibleBounds { contentPass.pinnedListElements.insert(.header(section: index)) }
            }
            if let footer = try section.shownListItem(Self.elementKindSectionFooter) {
                (model.footer, model.footerView) = try listSupplementary(
                    Self.elementKindSectionFooter, section: index, traits: sectionTraits, from: dataSource)
                if footer.pinToVisibleBounds { contentPass.pinnedListElements.insert(.footer(section: index)) }
            }
            model.boundaryItems = try section.appBoundaryItems.map { try $0.boundaryModel() }
            model.decorationItems = section.decorationItems.map(\.decorationModel)
        }
        for kind in section.supplementaryKinds.boundary {
            let boundary = section.appBoundaryItems.first { $0.elementKind == kind }
            model.supplementaryViews.append(
                CollectionSupplementaryView(
                    kind: kind,
                    view: try supplementaryView(
                        kind, at: IndexPath(item: 0, section: index), traits: sectionTraits, from: dataSource
                    ).fitted(toward: boundary?.cellSnapEstimatedTarget)))
        }
        for kind in Set(section.supplementaryKinds.attached).sorted() {
            for item in 0..<model.items.count {
                model.supplementaryViews.append(
                    CollectionSupplementaryView(
                        kind: kind, item: item,
                        view: try supplementaryView(
                            kind, at: IndexPath(item: item, section: index), traits: sectionTraits,
                            from: dataSource)))
            }
        }
        for decoration in section.decorationItems {
            model.supplementaryViews.append(
                CollectionSupplementaryView(
                    kind: decoration.elementKind,
                    view: try decorationView(
                        decoration.elementKind, section: index, layout: layout, traits: sectionTraits)))
        }
    }

    /// The collection view's own background colour as a list layout's fill: `nil` for none and for
    /// `systemBackground`, the colour UIKit gives a collection view by default and Interface Builder
    /// writes for one, under which iOS shows a list's appearance background (an inset grouped
    /// list's grey; a storyboard's collection view once drew its white cards on white).
    var ownListBackground: UIColor? {
        backgroundColor == .systemBackground ? nil : backgroundColor
    }

    /// The background of a collection whose sections are all lists of one background (one
    /// appearance, or one colour set): the list's, behind the whole collection view when the app
    /// gave it no colour, as UIKit fills a layout of list sections (its documentation does not say;
    /// the iOS screenshot of an app whose section provider returns `.sidebar` list sections is grey
    /// above its first row and below its last). `nil` for other sections.
    static func listsBackground(of sections: [CollectionSection]) -> DynamicColor? {
        let backgrounds = sections.map { section -> DynamicColor? in
            guard case .list(let appearance, let colour, _) = section.layout else { return nil }
            return colour ?? ListLayout.listBackground(appearance)
        }
        guard let first = backgrounds.first, let colour = first, backgrounds.allSatisfy({ $0 == colour }) else {
            return nil
        }
        return colour
    }

    /// A collection view without a data source, as UIKit shows one: no sections, its background
    /// (a screen whose data source is set when data arrives, drawn before it does).
    private func emptyCollectionDescription(width: Double, traits: UITraitCollection, viewportHeight: Double) throws
        -> CollectionDescription
    {
        let baseTraits = UITraitCollection(traitsFrom: [traitCollection, traits]).cellSnapTraits
        return try CollectionDescription(
            sections: [], traits: baseTraits,
            background: backgroundColor?.cellSnapColor(traits: baseTraits) ?? .semantic(.systemBackground),
            viewportHeight: viewportHeight
        ).runningLayoutPasses(width: width)
    }

    /// Starts a conversion: the cells and supplementary views made so far may be dequeued again.
    func beginCellReuse() {
        cellPool.beginConversion()
        supplementaryPool.beginConversion()
        for cell in contentPass.keptCells.values { cellPool.markInUse(cell) }
    }

    /// The collection view's margins that content insets measured from `reference` start at,
    /// leading and trailing (the safe area for `.automatic`, as compositional layouts measure).
    func referenceInsets(_ reference: UIContentInsetsReference, width: Double) -> NSDirectionalEdgeInsets {
        let rightToLeft = traitCollection.layoutDirection == .rightToLeft
        let safe = safeAreaInsets
        let safeArea = NSDirectionalEdgeInsets(
            top: 0, leading: rightToLeft ? safe.right : safe.left, bottom: 0,
            trailing: rightToLeft ? safe.left : safe.right)
        switch reference {
        case .none: return NSDirectionalEdgeInsets()
        case .automatic, .safeArea: return safeArea
        case .layoutMargins, .readableContent:
            let margins = directionalLayoutMargins
            var insets = NSDirectionalEdgeInsets(
                top: 0, leading: max(margins.leading, safeArea.leading), bottom: 0,
                trailing: max(margins.trailing, safeArea.trailing))
            if reference == .readableContent {
                let readable = CGFloat(
                    AutoLayoutEngine.readableWidth(contentSize: traitCollection.cellSnapTraits.contentSize))
                let available = CGFloat(width) - insets.leading - insets.trailing
                if available > readable {
                    insets.leading += (available - readable) / 2
                    insets.trailing += (available - readable) / 2
                }
            }
            return insets
        }
    }

    /// A supplementary view from the data source, as the cell that draws it.
    private func supplementaryView(
        _ kind: String, at indexPath: IndexPath, traits: UITraitCollection,
        from dataSource: any UICollectionViewDataSource
    ) throws -> ListCell {
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        madeSupplementaryViews[kind, default: [:]][indexPath] = view
        ownDelegate?.collectionView(
            self, willDisplaySupplementaryView: view, forElementKind: kind, at: indexPath)
        return try view.cellSnapElementCell(traits: traits)
    }

    /// A decoration view of the class the layout registered for `kind`.
    private func decorationView(
        _ kind: String, section: Int, layout: UICollectionViewLayout, traits: UITraitCollection
    ) throws -> ListCell {
        guard let view = try layout.cellSnapDecorationView(ofKind: kind) else {
            throw CellSnapUIKitError(
                call: "NSCollectionLayoutDecorationItem.background(elementKind: \"\(kind)\")",
                reason: "no class is registered for that kind (register(_:forDecorationViewOfKind:) on the layout)")
        }
        return try view.cellSnapElementCell(traits: traits)
    }

    /// The cells of `section`, in their selection, editing, swiped and outline state.
    private func items(
        in section: Int, list: UICollectionLayoutListConfiguration?, traits: UITraitCollection,
        from dataSource: any UICollectionViewDataSource
    ) throws -> [ListCell] {
        try (0..<dataSource.collectionView(self, numberOfItemsInSection: section)).map { item in
            try itemModel(at: IndexPath(item: item, section: section), list: list, traits: traits, from: dataSource)
        }
    }

    /// The cell of the item at `indexPath` from the data source (or the one the conversion keeps,
    /// ``CollectionContentPass/keptCells``), in its selection, editing, swiped and outline state,
    /// converted.
    func itemModel(
        at indexPath: IndexPath, list: UICollectionLayoutListConfiguration?, traits: UITraitCollection,
        from dataSource: any UICollectionViewDataSource
    ) throws -> ListCell {
        let kept = takeKeptCell(at: indexPath)
        let cell = kept ?? requestingCell { dataSource.collectionView(self, cellForItemAt: indexPath) }
        madeCells[indexPath] = cell
        cell.isSelected = selected.contains(indexPath)
        cell.cellSnapHostState.isEditing = isEditing
        cell.cellSnapHostState.isSwiped = cellSnapSwipedItem == indexPath
        if let listCell = cell as? UICollectionViewListCell {
            if let outline = (dataSource as? any OutlineDataSource)?.outline(at: indexPath) {
                // A list sets an outline row's indentation from its level, as UIKit's does.
                listCell.indentationLevel = outline.level
                listCell.cellSnapHostState.isExpanded = outline.isExpanded
            }
            listCell.cellSnapTrailingSwipeActions = list?.trailingSwipeActionsConfigurationProvider?(indexPath)
            listCell.cellSnapLeadingSwipeActions = list?.leadingSwipeActionsConfigurationProvider?(indexPath)
            if list != nil {
                listCell.listLayoutMargin = CGFloat(
                    traits.cellSnapTraits.theme.theme.layoutMargin(forWidth: Double(bounds.width)))
            }
        }
        if kept == nil { ownDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath) }
        var model = try cell.cellSnapListCellModel(traits: traits)
        if let list {
            if let separators = try list.itemSeparatorModel(at: indexPath, traits: traits.cellSnapTraits) {
                model.separatorConfiguration = separators
            } else if (collectionViewLayout as? UICollectionViewCompositionalLayout)?.cellSnapIsList != true {
                // A list section of a layout of sections has no list-wide separators in CellModel: each row carries the list's.
                model.separatorConfiguration = try list.separatorModel(traits: traits.cellSnapTraits)
            }
        }
        return model
    }

    /// A list section's header or footer: a list cell's list content configuration is drawn as the
    /// list draws its headers (the first value); any other view (a reusable view of the app's own, a
    /// cell with subviews or a content configuration of its own) is drawn as its own view tree, a
    /// row above or below the section, as tall as its content (the second).
    private func listSupplementary(
        _ kind: String, section: Int, traits: UITraitCollection, from dataSource: any UICollectionViewDataSource
    ) throws -> (ListContentConfiguration?, ListCell?) {
        let indexPath = IndexPath(item: 0, section: section)
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        madeSupplementaryViews[kind, default: [:]][indexPath] = view
        ownDelegate?.collectionView(
            self, willDisplaySupplementaryView: view, forElementKind: kind, at: indexPath)
        if let cell = view as? UICollectionViewCell {
            cell.cellSnapSetTraits(traits)
            cell.updateConfigurationIfNeeded()
            if let list = cell.contentConfiguration as? UIListContentConfiguration {
                return (try list.cellSnapModels(traits: traits.cellSnapTraits).looks, nil)
            }
            if cell.contentConfiguration == nil, cell.contentView.subviews.isEmpty { return (nil, nil) }
        }
        return (nil, try view.cellSnapElementCell(traits: traits))
    }
}
