// Linux only: UIKit cells against the same cells built with CellModel, and their snapshots.
import CellLayout
import CellModel
import CellSnapUIKitTesting
import Pixels
import Primitives
import Rendering
import Testing

/// A cell built through CellSnapUIKit renders to the same bytes as the same cell built with CellModel.
@MainActor @Suite struct UIKitRenderTests {
    /// The cell's PNG-ready pixels, rendered as the harness renders a `ListCell`.
    func pixels(_ cell: ListCell, width: Double = 390) throws -> [UInt8] {
        guard case .image(let image, _, _, _) = try Snapshotting<ListCell>.image(width: width).snapshot(cell) else {
            Issue.record("not an image")
            return []
        }
        return image.bytes
    }

    func valueCell(text: String, secondary: String, symbol: String) -> ListContentConfiguration {
        var content = ListContentConfiguration.valueCell()
        content.text = text
        content.secondaryText = secondary
        content.image = .symbol(symbol)
        return content
    }

    /// A view in a window reads the screen's scale, 3 as an iPhone's, unless the window's traits
    /// say otherwise; a view outside any window has none (0), as a trait collection left unspecified.
    @Test func viewsInAWindowReadTheScreensScale() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = UIView()
        #expect(view.traitCollection.displayScale == 0)
        window.addSubview(view)
        #expect(view.traitCollection.displayScale == 3)
        window.cellSnapTraits = UITraitCollection(displayScale: 2)
        #expect(view.traitCollection.displayScale == 2)
    }

    @Test func plainValueCellIsByteIdentical() throws {
        let cell = UICollectionViewListCell()
        var content = UIListContentConfiguration.valueCell()
        content.image = UIImage(systemName: "wifi")
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
        let converted = try cell.cellSnapListCell()

        let model = ListCell(
            content: valueCell(text: "Wi-Fi", secondary: "Home", symbol: "wifi"),
            accessories: [CellAccessory(.disclosureIndicator)])
        #expect(converted == model)
        let uikit = try pixels(converted)
        #expect(!uikit.isEmpty)
        #expect(uikit == (try pixels(model)))
        #expect(
            uikit != (try pixels(ListCell(content: valueCell(text: "Wi-Fi", secondary: "Office", symbol: "wifi")))),
            "different cells differ")
    }

    @Test func selectedDarkAccessibilityRightToLeftIsByteIdentical() throws {
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge),
            UITraitCollection(layoutDirection: .rightToLeft), UITraitCollection(displayScale: 2),
        ])
        let cell = UICollectionViewListCell()
        var content = cell.defaultContentConfiguration()
        content.text = "Notifications"
        content.secondaryText = "Banners, sounds, badges"
        content.image = UIImage(systemName: "bell.fill")
        cell.contentConfiguration = content
        cell.accessories = [.checkmark(), .label(text: "3")]
        cell.isSelected = true

        var modelContent = ListContentConfiguration.cell()
        modelContent.text = "Notifications"
        modelContent.secondaryText = "Banners, sounds, badges"
        modelContent.image = .symbol("bell.fill")
        var state = CellState(
            [.selected],
            traits: Traits(
                style: .dark, contentSize: .accessibilityExtraLarge, direction: .rightToLeft, displayScale: 2))
        state.isSelected = true
        let model = ListCell(
            content: modelContent, accessories: [CellAccessory(.checkmark), CellAccessory(.label("3"))], state: state)
        #expect(try pixels(cell.cellSnapListCell(traits: traits)) == (try pixels(model)))
    }

    @Test func yourColoursFontsAndBackgroundAreByteIdentical() throws {
        let cell = UICollectionViewListCell()
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Inbox"
        content.secondaryText = "12 unread"
        content.textProperties.color = .systemRed
        content.textProperties.font = .preferredFont(forTextStyle: .headline)
        content.secondaryTextProperties.numberOfLines = 1
        content.image = UIImage(systemName: "tray.fill")
        content.imageProperties.tintColor = .systemOrange
        cell.contentConfiguration = content
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.backgroundColor = .systemYellow
        background.cornerRadius = 8
        background.strokeColor = .systemBlue
        background.strokeWidth = 2
        cell.backgroundConfiguration = background
        cell.indentationLevel = 2

        var modelContent = ListContentConfiguration.subtitleCell()
        modelContent.text = "Inbox"
        modelContent.secondaryText = "12 unread"
        modelContent.textProperties.color = .semantic(.systemRed)
        modelContent.textProperties.font = .textStyle(.headline)
        modelContent.secondaryTextProperties.numberOfLines = 1
        modelContent.image = .symbol("tray.fill")
        modelContent.imageProperties.tint = .semantic(.systemOrange)
        var modelBackground = BackgroundConfiguration.listGroupedCell()
        modelBackground.backgroundColor = .semantic(.systemYellow)
        modelBackground.cornerRadius = 8
        modelBackground.strokeColor = .semantic(.systemBlue)
        modelBackground.strokeWidth = 2
        let model = ListCell(content: modelContent, background: modelBackground, indentationLevel: 2)
        let converted = try cell.cellSnapListCell()
        #expect(converted == model)
        #expect(try pixels(converted) == (try pixels(model)))
    }

    @Test func aColourYouSetSurvivesSelectionAsInUIKit() throws {
        let cell = UICollectionViewListCell()
        var content = cell.defaultContentConfiguration()
        content.text = "Starred"
        content.textProperties.color = .systemRed
        cell.contentConfiguration = content
        var background = UIBackgroundConfiguration.listPlainCell()
        background.backgroundColor = .systemTeal
        cell.backgroundConfiguration = background
        cell.isSelected = true
        cell.cellSnapHostState.isDisabled = true

        var modelContent = ListContentConfiguration.cell()
        modelContent.text = "Starred"
        modelContent.textProperties.color = .semantic(.systemRed)
        var modelBackground = BackgroundConfiguration.listPlainCell()
        modelBackground.backgroundColor = .semantic(.systemTeal)
        var model = ListCell(
            content: modelContent, background: modelBackground, state: CellState([.selected, .disabled]))
        // CellModel's automatic look would dim the text and grey the row; UIKit keeps what you set.
        model.rules = [ConfigurationRule(changes: [.textColor(.semantic(.systemRed))])]
        let converted = try cell.cellSnapListCell()
        #expect(converted.configured.content.listConfiguration?.textProperties.color == .semantic(.systemRed))
        #expect(converted.configured.background.backgroundColor == .semantic(.systemTeal))
        #expect(try pixels(converted) == (try pixels(model)))
    }

    @Test func editingAccessoriesSwipeActionsAndAttributedTextAreByteIdentical() throws {
        let cell = UICollectionViewListCell()
        var content = UIListContentConfiguration.cell()
        let title = NSMutableAttributedString(
            string: "Anna ", attributes: [.font: UIFont.systemFont(ofSize: 17, weight: .bold)])
        title.append(NSAttributedString(string: "replied", attributes: [.foregroundColor: UIColor.systemBlue]))
        content.attributedText = title
        cell.contentConfiguration = content
        cell.accessories = [
            .delete(), .reorder(), .multiselect(), .disclosureIndicator(displayed: .whenNotEditing), .detail(),
        ]
        cell.cellSnapHostState = CellSnapHostState(isEditing: true, isSwiped: true)
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
        flag.backgroundColor = .systemOrange
        cell.cellSnapTrailingSwipeActions = UISwipeActionsConfiguration(actions: [delete, flag])

        var modelContent = ListContentConfiguration.cell()
        modelContent.attributedText = [
            TextRun("Anna ", weight: .bold), TextRun("replied", color: .semantic(.systemBlue)),
        ]
        let model = ListCell(
            content: .list(modelContent),
            accessories: [
                CellAccessory(.delete), CellAccessory(.reorder), CellAccessory(.multiselect),
                CellAccessory(.disclosureIndicator, displayed: .whenNotEditing),
                CellAccessory(.detail),
            ],
            trailingSwipeActions: SwipeActionsConfiguration(actions: [
                SwipeAction(style: .destructive, title: "Delete"),
                SwipeAction(title: "Flag", backgroundColor: .semantic(.systemOrange)),
            ]),
            state: CellState([.editing, .swiped]))
        let converted = try cell.cellSnapListCell()
        #expect(converted == model)
        #expect(try pixels(converted) == (try pixels(model)))
    }

    @Test func dynamicProviderColoursResolveForTheTraits() throws {
        let cell = UICollectionViewListCell()
        var content = cell.defaultContentConfiguration()
        content.text = "Accent"
        content.textProperties.color = UIColor { $0.userInterfaceStyle == .dark ? .systemOrange : .systemBlue }
        cell.contentConfiguration = content
        let dark = try cell.cellSnapListCell(traits: UITraitCollection(userInterfaceStyle: .dark))
        #expect(
            dark.content.listConfiguration?.textProperties.color
                == .fixed(SemanticColor.systemOrange.resolved(for: .dark)))
        let light = try cell.cellSnapListCell(traits: UITraitCollection(userInterfaceStyle: .light))
        #expect(
            light.content.listConfiguration?.textProperties.color
                == .fixed(SemanticColor.systemBlue.resolved(for: .light)))
    }

    /// A dynamic provider's colour in attributed text is asked for the traits it is drawn in: a
    /// label's run of it is red in light and green in dark, in both layout directions.
    @Test(arguments: [false, true])
    func attributedTextTakesADynamicProvidersColour(rightToLeft: Bool) throws {
        let provider = UIColor { $0.userInterfaceStyle == .dark ? UIColor(red: 0, green: 1, blue: 0, alpha: 1) : .red }
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 60))
        label.attributedText = NSAttributedString(
            string: "WWWW",
            attributes: [.foregroundColor: provider, .font: UIFont.systemFont(ofSize: 40, weight: .black)])
        for (dark, expected) in [(false, Color(hex: 0xFF0000)), (true, Color(hex: 0x00FF00))] {
            let image = try ControlFixtures.pixels(
                ControlFixtures.container(width: 220, height: 80, [label]), rightToLeft: rightToLeft, dark: dark)
            let counted = (0..<image.height).flatMap { y in (0..<image.width).map { x in image[x, y] } }
                .filter {
                    $0 == RGBA(red: UInt8(expected.red * 255), green: UInt8(expected.green * 255), blue: 0, alpha: 255)
                }
                .count
            #expect(counted > 500, "dark \(dark): \(counted) pixels of the colour")
        }
    }

    @Test func legacyTableViewCellIsByteIdentical() throws {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: "setting")
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        cell.imageView?.image = UIImage(systemName: "wifi")
        cell.accessoryType = .disclosureIndicator
        let model = ListCell(
            content: valueCell(text: "Wi-Fi", secondary: "Home", symbol: "wifi"),
            accessories: [CellAccessory(.disclosureIndicator)])
        #expect(try pixels(cell.cellSnapListCell()) == (try pixels(model)))

        cell.accessoryType = .detailDisclosureButton
        cell.isSelected = true
        var selected = model
        selected.accessories = [CellAccessory(.detail), CellAccessory(.disclosureIndicator)]
        selected.state.isSelected = true
        #expect(try pixels(cell.cellSnapListCell()) == (try pixels(selected)))

        cell.selectionStyle = .none
        var unselectedLook = selected
        unselectedLook.state.isSelected = false
        #expect(
            try pixels(cell.cellSnapListCell()) == (try pixels(unselectedLook)),
            "no grey with the selection style .none")
    }

    @Test func tableViewCellWithAContentConfiguration() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Ringtone"
        content.secondaryText = "Reflection"
        content.prefersSideBySideTextAndSecondaryText = true
        cell.contentConfiguration = content
        cell.accessoryType = .checkmark
        var modelContent = ListContentConfiguration.cell()
        modelContent.text = "Ringtone"
        modelContent.secondaryText = "Reflection"
        modelContent.prefersSideBySideTextAndSecondaryText = true
        #expect(
            try cell.cellSnapListCell() == ListCell(content: modelContent, accessories: [CellAccessory(.checkmark)]))
    }

    @Test func diffableListIsByteIdentical() throws {
        let controller = SettingsViewController(appearance: .insetGrouped)
        controller.loadViewIfNeeded()
        controller.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        let converted = try controller.cellSnapListDescription()

        func row(_ title: String, _ value: String?, _ symbol: String, selected: Bool = false) -> ListCell {
            var content = ListContentConfiguration.valueCell()
            content.text = title
            content.secondaryText = value
            content.image = .symbol(symbol)
            var state = CellState(traits: Traits(listAppearance: .insetGrouped))
            state.isSelected = selected
            return ListCell(
                content: content, background: .listGroupedCell(),
                accessories: [CellAccessory(.disclosureIndicator), CellAccessory(.delete)],
                trailingSwipeActions: SwipeActionsConfiguration(actions: [
                    SwipeAction(style: .destructive, title: "Delete")
                ]), state: state)
        }
        func header(_ text: String) -> ListContentConfiguration {
            var header = ListContentConfiguration.groupedHeader()
            header.text = text
            return header
        }
        let model = ListDescription(
            appearance: .insetGrouped,
            sections: [
                ListSection(
                    header: header("Connectivity"),
                    cells: [row("Wi-Fi", "Home", "wifi"), row("Mail", nil, "envelope", selected: true)]),
                ListSection(header: header("General"), cells: [row("Notifications", "Banners", "bell.fill")]),
            ], traits: Traits(listAppearance: .insetGrouped))
        #expect(converted == model)
        guard case .image(let uikit, _, _, _) = try Snapshotting<ListDescription>.image(width: 390).snapshot(converted),
            case .image(let cellModel, _, _, _) = try Snapshotting<ListDescription>.image(width: 390).snapshot(model)
        else { return }
        #expect(uikit.bytes == cellModel.bytes)
    }

    @Test func listBackgroundColorAndHeaderTopPaddingAreByteIdentical() throws {
        let controller = SettingsViewController(appearance: .insetGrouped)
        controller.listBackgroundColor = .systemTeal
        controller.headerTopPadding = 8
        controller.loadViewIfNeeded()
        let converted = try controller.cellSnapListDescription()
        let plain = SettingsViewController(appearance: .insetGrouped)
        plain.loadViewIfNeeded()
        var model = try plain.cellSnapListDescription()
        #expect(model.backgroundColor == nil && model.headerTopPadding == nil)
        model.backgroundColor = .semantic(.systemTeal)
        model.headerTopPadding = 8
        #expect(converted == model)
        guard case .image(let uikit, _, _, _) = try Snapshotting<ListDescription>.image(width: 390).snapshot(converted),
            case .image(let cellModel, _, _, _) = try Snapshotting<ListDescription>.image(width: 390).snapshot(model),
            case .image(let automatic, _, _, _) = try Snapshotting<ListDescription>.image(width: 390).snapshot(
                try plain.cellSnapListDescription())
        else { return }
        #expect(uikit.bytes == cellModel.bytes)
        #expect(uikit.bytes != automatic.bytes)

        // A dynamic provider is asked for the traits the list is drawn with.
        let dynamic = SettingsViewController(appearance: .plain)
        dynamic.listBackgroundColor = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
        dynamic.loadViewIfNeeded()
        let dark = try dynamic.cellSnapListDescription(traits: UITraitCollection(userInterfaceStyle: .dark))
        #expect(dark.backgroundColor == .fixed(Color(hex: 0x000000)))
    }

    @Test func listSectionsOfALayoutOfSectionsTakeTheirBackgroundAndPadding() throws {
        let grid = GridAndList(listBackgroundColor: .systemTeal, headerTopPadding: 8, listHeaderMode: .supplementary)
        let automaticGrid = GridAndList(listHeaderMode: .supplementary)
        let (converted, automatic) = try withExtendedLifetime((grid, automaticGrid)) {
            (
                try grid.collectionView.cellSnapCollectionDescription(width: 390),
                try automaticGrid.collectionView.cellSnapCollectionDescription(width: 390)
            )
        }
        #expect(automatic.sections[1].layout == .list(.insetGrouped))
        #expect(automatic.sections[1].header?.text == "More")
        var model = automatic
        model.sections[1].layout = .list(.insetGrouped, backgroundColor: .semantic(.systemTeal), headerTopPadding: 8)
        #expect(converted == model)
        guard
            case .image(let uikit, _, _, _) = try Snapshotting<CollectionDescription>.image(width: 390).snapshot(
                converted),
            case .image(let cellModel, _, _, _) = try Snapshotting<CollectionDescription>.image(width: 390).snapshot(
                model),
            case .image(let plain, _, _, _) = try Snapshotting<CollectionDescription>.image(width: 390).snapshot(
                automatic)
        else { return }
        #expect(uikit.bytes == cellModel.bytes)
        #expect(uikit.bytes != plain.bytes)

        // A dynamic provider is asked for the traits the collection is drawn with.
        let dynamic = GridAndList(listBackgroundColor: UIColor { $0.userInterfaceStyle == .dark ? .black : .white })
        let dark = try withExtendedLifetime(dynamic) {
            try dynamic.collectionView.cellSnapCollectionDescription(
                width: 390, traits: UITraitCollection(userInterfaceStyle: .dark))
        }
        #expect(dark.sections[1].layout == .list(.insetGrouped, backgroundColor: .fixed(Color(hex: 0x000000))))
    }

    @Test func theValue2TableCellStyleIsNamed() {
        let cell = UITableViewCell(style: .value2, reuseIdentifier: "contact")
        cell.textLabel?.text = "mobile"
        cell.detailTextLabel?.text = "+46 70 123 45 67"
        do {
            _ = try cell.cellSnapListCell()
            Issue.record("value2 drew")
        } catch {
            #expect((error as? CellSnapUIKitError)?.call == "UITableViewCell(style: .value2)")
        }
        // A content configuration of its own draws, whatever the style.
        var content = UIListContentConfiguration.valueCell()
        content.text = "mobile"
        content.secondaryText = "+46 70 123 45 67"
        cell.contentConfiguration = content
        #expect((try? cell.cellSnapListCell()) != nil)
    }

    @Test func outlineIsByteIdentical() throws {
        let list = OutlineList(expanded: ["Projects"])
        list.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        let converted = try list.collectionView.cellSnapListDescription()
        func row(_ title: String, level: Int, expanded: Bool = false, selected: Bool = false) -> ListCell {
            var content = ListContentConfiguration.cell()
            content.text = title
            content.image = .symbol("folder")
            var state = CellState(traits: Traits(listAppearance: .sidebar))
            state.isExpanded = expanded
            state.isSelected = selected
            return ListCell(
                content: content, background: .listSidebarCell(), accessories: [CellAccessory(.outlineDisclosure)],
                indentationLevel: level, state: state)
        }
        let model = ListDescription(
            appearance: .sidebar,
            sections: [
                ListSection(cells: [
                    row("Projects", level: 0, expanded: true), row("CellSnap", level: 1, selected: true),
                    row("Website", level: 1), row("Archive", level: 0),
                ])
            ], traits: Traits(listAppearance: .sidebar))
        #expect(converted == model)
        guard case .image(let uikit, _, _, _) = try Snapshotting<ListDescription>.image(width: 320).snapshot(converted),
            case .image(let cellModel, _, _, _) = try Snapshotting<ListDescription>.image(width: 320).snapshot(model)
        else { return }
        #expect(uikit.bytes == cellModel.bytes)
    }

    @Test func compositionalSectionsAreByteIdentical() throws {
        let grid = GridAndList()
        let converted = try grid.collectionView.cellSnapCollectionDescription(width: 390)

        func tile(_ title: String) -> ListCell {
            var content = ListContentConfiguration.cell()
            content.text = title
            content.textProperties.alignment = .center
            var background = BackgroundConfiguration.listGroupedCell()
            background.backgroundColor = .semantic(.secondarySystemBackground)
            background.cornerRadius = 8
            return ListCell(content: content, background: background)
        }
        func row(_ title: String) -> ListCell {
            var content = ListContentConfiguration.cell()
            content.text = title
            return ListCell(
                content: content, background: .listGroupedCell(),
                state: CellState(traits: Traits(listAppearance: .insetGrouped)))
        }
        var header = ListContentConfiguration.groupedHeader()
        header.text = "Recent"
        // The header is a boundary item whose view is the list cell that shows it (on a plain
        // list header's background: no list is around it).
        let kind = UICollectionView.elementKindSectionHeader
        var tiles = CompositionalSectionLayout.grid(columns: 3)
        tiles.boundaryItems = [
            BoundaryItemLayout(
                kind: kind, size: LayoutSize(width: .fractionalWidth(1), height: .estimated(30)), alignment: .top)
        ]
        let model = CollectionDescription(sections: [
            CollectionSection(
                layout: .compositional(tiles), items: ["Mon", "Tue", "Wed", "Thu", "Fri"].map(tile),
                supplementaryViews: [
                    CollectionSupplementaryView(
                        kind: kind, view: ListCell(content: header, background: .listPlainHeaderFooter()))
                ]),
            CollectionSection(layout: .list(.insetGrouped), items: ["Settings", "About"].map(row)),
        ])
        #expect(converted == model)
        guard
            case .image(let uikit, _, _, _) = try Snapshotting<CollectionDescription>.image(width: 390).snapshot(
                converted),
            case .image(let cellModel, _, _, _) = try Snapshotting<CollectionDescription>.image(width: 390).snapshot(
                model)
        else { return }
        #expect(uikit.bytes == cellModel.bytes)
    }

    @Test func pngFilesAreByteIdentical() throws {
        var pixels = RGBAImage(width: 66, height: 66)
        for y in 0..<66 {
            for x in 0..<66 {
                pixels[x, y] =
                    (x / 11 + y / 11) % 2 == 0
                    ? RGBA(red: 255, green: 149, blue: 0, alpha: 255) : RGBA(red: 0, green: 0, blue: 0, alpha: 0)
            }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellsnap-uikit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("badge@3x.png")
        try PNG.encode(pixels).write(to: file)

        let image = try #require(UIImage(contentsOfFile: file.path))
        #expect(image.scale == 3 && image.size == CGSize(width: 22, height: 22))
        let cell = UICollectionViewListCell()
        var content = cell.defaultContentConfiguration()
        content.image = image
        content.imageProperties.cornerRadius = 6
        content.text = "Badge"
        cell.contentConfiguration = content

        var modelContent = ListContentConfiguration.cell()
        modelContent.image = .bitmap(width: 66, height: 66, rgba: pixels.bytes)
        modelContent.imageProperties.cornerRadius = 6
        modelContent.text = "Badge"
        let model = ListCell(content: modelContent)
        #expect(try cell.cellSnapListCell() == model)
        #expect(try self.pixels(cell.cellSnapListCell()) == (try self.pixels(model)))

        // At 2x the 3x bitmap keeps its 22 pt, resampled where it is drawn, as iOS draws it.
        var atTwice = modelContent
        atTwice.image = .asset(
            AssetImage(
                name: "", representations: [.init(scale: 3, width: 66, height: 66, rgba: pixels.bytes)],
                isTemplate: false))
        let twice = try cell.cellSnapListCell(traits: UITraitCollection(displayScale: 2))
        #expect(twice.content == ListCell(content: atTwice).content)
    }

    @Test func colourTransformersAreByteIdentical() throws {
        let cell = UICollectionViewListCell()
        var content = cell.defaultContentConfiguration()
        content.text = "Muted"
        content.textProperties.colorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        cell.contentConfiguration = content
        var background = UIBackgroundConfiguration.listPlainCell()
        background.backgroundColor = .systemOrange
        background.backgroundColorTransformer = .grayscale
        cell.backgroundConfiguration = background

        var modelContent = ListContentConfiguration.cell()
        modelContent.text = "Muted"
        let label = SemanticColor.label
        modelContent.textProperties.color = .pair(
            light: label.resolved(for: .light).withAlpha(0.5), dark: label.resolved(for: .dark).withAlpha(0.5))
        var modelBackground = BackgroundConfiguration.listPlainCell()
        modelBackground.backgroundColor = .semantic(.systemOrange)
        modelBackground.colorTransform = .grayscale
        let model = ListCell(content: modelContent, background: modelBackground)
        #expect(try pixels(cell.cellSnapListCell()) == (try pixels(model)))
    }

    /// A content configuration of the app's own that says what CellModel content it draws as.
    struct TagConfiguration: UIContentConfiguration, CellSnapContentConvertible {
        var title: String
        func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: .cell()) }
        func updated(for state: any UIConfigurationState) -> Self { self }
        func cellSnapContent(traits: Traits) throws -> CellContent { .tag(TagContentConfiguration(text: title)) }
    }

    @Test func contentOfYourOwnThroughCellSnapContentConvertible() throws {
        let cell = UICollectionViewCell()
        cell.contentConfiguration = TagConfiguration(title: "Swift")
        let converted = try cell.cellSnapListCell()
        #expect(converted.content == .tag(TagContentConfiguration(text: "Swift")))
        #expect(converted.background == .clear())
    }

    // MARK: What CellSnap cannot draw is an error naming the call

    @Test func listSeparatorsAreByteIdentical() throws {
        func model(_ separators: [SeparatorConfiguration], list: SeparatorConfiguration) -> ListDescription {
            let rows = zip(["Mercury", "Venus", "Earth", "Mars"], separators).map { title, separator in
                var content = ListContentConfiguration.cell()
                content.text = title
                content.image = .symbol("star")
                return ListCell(
                    content: .list(content), separatorConfiguration: separator,
                    state: CellState(traits: Traits(listAppearance: .plain)))
            }
            return ListDescription(
                appearance: .plain, sections: [ListSection(cells: rows)], separatorConfiguration: list,
                traits: Traits(listAppearance: .plain))
        }
        func pixels(_ list: ListDescription) throws -> [UInt8] {
            guard case .image(let image, _, _, _) = try Snapshotting<ListDescription>.image(width: 390).snapshot(list)
            else { return [] }
            return image.bytes
        }
        let edgeToEdge = DirectionalEdgeInsets(leading: 0, trailing: 0)
        let list = SeparatorConfiguration(bottomSeparatorInsets: edgeToEdge)
        let separators = [
            list, SeparatorConfiguration(bottomSeparatorVisibility: .hidden, bottomSeparatorInsets: edgeToEdge),
            list,
            SeparatorConfiguration(
                bottomSeparatorVisibility: .visible,
                bottomSeparatorInsets: DirectionalEdgeInsets(leading: 60, trailing: 0)),
        ]
        let expected = model(separators, list: list)
        let separated = SeparatedList()
        let converted = try separated.collectionView.cellSnapListDescription()
        #expect(converted == expected)
        #expect(try pixels(converted) == (try pixels(expected)))

        // A colour of the list's own: every separator is drawn in it.
        func red(_ configuration: SeparatorConfiguration) -> SeparatorConfiguration {
            var configuration = configuration
            configuration.color = .semantic(.systemRed)
            return configuration
        }
        let redList = SeparatedList(color: .systemRed)
        let reddened = try redList.collectionView.cellSnapListDescription()
        let redExpected = model(separators.map(red), list: red(list))
        #expect(reddened == redExpected)
        #expect(try pixels(reddened) == (try pixels(redExpected)))
        #expect(try pixels(reddened) != (try pixels(converted)))

        let withoutSeparators = SeparatedList(showsSeparators: false)
        let none = try withoutSeparators.collectionView.cellSnapListDescription()
        let hidden = model(
            Array(repeating: SeparatorConfiguration(), count: 4),
            list: SeparatorConfiguration(bottomSeparatorVisibility: .hidden))
        #expect(none == hidden)
        #expect(try pixels(none) == (try pixels(hidden)))
        #expect(try pixels(none) != (try pixels(converted)))

        // A list section of a layout of sections carries its list's separators on every row.
        let layout = UICollectionViewCompositionalLayout { _, environment in
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.separatorConfiguration.bottomSeparatorVisibility = .visible
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { _, _, _ in
            UICollectionViewListCell()
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"])
        dataSource.apply(snapshot, animatingDifferences: false)
        let sections = try collectionView.cellSnapCollectionDescription().sections
        #expect(
            sections.first?.items.map(\.separatorConfiguration)
                == Array(repeating: SeparatorConfiguration(bottomSeparatorVisibility: .visible), count: 2))
    }

    @Test func undrawableSeparatorsAreNamed() {
        func error(_ configure: (inout UIListSeparatorConfiguration) -> Void) -> String? {
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configure(&configuration.separatorConfiguration)
            let collectionView = UICollectionView(
                frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                _, _, _ in UICollectionViewListCell()
            }
            return withExtendedLifetime(dataSource) {
                return refusedCall { _ = try collectionView.cellSnapListDescription() }
            }
        }
        #expect(error { _ in } == nil)
        #expect(error { $0.topSeparatorVisibility = .hidden } == nil)
        #expect(error { $0.topSeparatorVisibility = .visible } == nil)
        #expect(
            error { $0.topSeparatorInsets.trailing = 16 }
                == "UICollectionLayoutListConfiguration.separatorConfiguration.topSeparatorInsets with an automatic leading and a set trailing edge"
        )
        #expect(
            error { $0.multipleSelectionColor = .systemRed }
                == "UICollectionLayoutListConfiguration.separatorConfiguration.multipleSelectionColor")
        #expect(
            error { $0.bottomSeparatorInsets.trailing = 16 }
                == "UICollectionLayoutListConfiguration.separatorConfiguration.bottomSeparatorInsets with an automatic leading and a set trailing edge"
        )
    }

    /// Self-sizing tags, and the same tags all at one `itemSize` (a grid of 110 x 44 items): the
    /// flow layout's attributes are CellModel's flow rows, item for item, and draw the same pixels.
    @Test(arguments: [nil, CGSize(width: 110, height: 44)])
    func flowLayoutTagCloudIsByteIdentical(itemSize: CGSize?) throws {
        let cloud = TagCloud(itemSize: itemSize)
        let converted = try cloud.collectionView.cellSnapCollectionDescription(width: 390)
        let tags = TagCloud.tags.enumerated().map { index, tag in
            var content = ListContentConfiguration.cell()
            content.text = tag
            content.textProperties.font = .textStyle(.subheadline)
            if index % 4 == 0 { content.image = .symbol("tag") }
            content.imageProperties.reservedLayoutWidth = 20
            content.imageToTextPadding = 6
            content.directionalLayoutMargins = DirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
            var background = BackgroundConfiguration.listGroupedCell()
            background.backgroundColor = .semantic(.tertiarySystemFill)
            background.cornerRadius = 14
            return ListCell(content: content, background: background)
        }
        let flow = FlowLayoutConfiguration(
            itemSpacing: 8, lineSpacing: 8,
            sectionInsets: DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16), alignment: .justified,
            itemSize: itemSize.map { Size(width: Double($0.width), height: Double($0.height)) })
        let model = CollectionDescription(sections: [CollectionSection(layout: .flow(flow), items: tags)])
        let placed = try #require(converted.placedLayout)
        #expect(placed.elements.map(\.view) == tags)
        let context = LayoutContext(measurer: try TextEngine.current(), scale: 3)
        let modelFrames = LayoutEngine.layout(
            CollectionLayout.node(for: model, width: 390), width: 390, context: context
        )
        .root.elementFrames
        let convertedFrames = LayoutEngine.layout(
            CollectionLayout.node(for: converted, width: 390), width: 390, context: context
        ).root.elementFrames
        #expect(convertedFrames == modelFrames)
        func pixels(_ collection: CollectionDescription) throws -> [UInt8] {
            guard
                case .image(let image, _, _, _) = try Snapshotting<CollectionDescription>.image(width: 390).snapshot(
                    collection)
            else { return [] }
            return image.bytes
        }
        #expect(try pixels(converted) == (try pixels(model)))
    }

    @Test func undrawableFlowLayoutsAreNamed() {
        func error(_ configure: (UICollectionViewFlowLayout) -> Void) -> String? {
            let layout = UICollectionViewFlowLayout()
            layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
            configure(layout)
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                _, _, _ in UICollectionViewCell()
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["A"])
            dataSource.apply(snapshot, animatingDifferences: false)
            return withExtendedLifetime(dataSource) {
                return refusedCall { _ = try collectionView.cellSnapCollectionDescription() }
            }
        }
        #expect(error { _ in } == nil)
        #expect(error { $0.estimatedItemSize = CGSize(width: 80, height: 30) } == nil)
        #expect(error { $0.estimatedItemSize = .zero } == nil)
        #expect(
            error {
                $0.estimatedItemSize = .zero
                $0.itemSize = CGSize(width: 0, height: 44)
            } == "UICollectionViewFlowLayout.itemSize = 0.0 x 44.0")
        #expect(error { $0.scrollDirection = .horizontal } == nil)
        #expect(error { $0.sectionInsetReference = .fromSafeArea } == nil)
        // A header the data source has no view for: UIKit raises an exception.
        #expect(
            error { $0.headerReferenceSize = CGSize(width: 0, height: 40) }
                == "UICollectionViewDiffableDataSource.supplementaryViewProvider for \(UICollectionView.elementKindSectionHeader) at [0, 0]"
        )
    }

    @Test func blurBackgroundsAreTheirMaterialsFlatFill() throws {
        func materialCell(_ style: UIBlurEffect.Style) -> UICollectionViewListCell {
            let cell = UICollectionViewListCell()
            var content = cell.defaultContentConfiguration()
            content.text = "Now Playing"
            content.image = UIImage(systemName: "bell.fill")
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.clear()
            background.visualEffect = UIBlurEffect(style: style)
            background.cornerRadius = 12
            cell.backgroundConfiguration = background
            return cell
        }
        func model(_ fill: DynamicColor, style: UserInterfaceStyle) -> ListCell {
            var content = ListContentConfiguration.cell()
            content.text = "Now Playing"
            content.image = .symbol("bell.fill")
            var background = BackgroundConfiguration.clear()
            background.backgroundColor = fill
            background.cornerRadius = 12
            return ListCell(content: content, background: background, state: CellState(traits: Traits(style: style)))
        }
        let grey = { (level: Double) in Color(red: level / 255, green: level / 255, blue: level / 255) }
        let thin = DynamicColor.pair(light: grey(246), dark: grey(24))
        for style in [UserInterfaceStyle.light, .dark] {
            let traits = UITraitCollection(userInterfaceStyle: style == .dark ? .dark : .light)
            let converted = try materialCell(.systemThinMaterial).cellSnapListCell(traits: traits)
            #expect(converted == model(thin, style: style))
            #expect(try pixels(converted) == (try pixels(model(thin, style: style))))
            // A fixed material looks the same in both appearances.
            #expect(
                try materialCell(.systemChromeMaterialDark).cellSnapListCell(traits: traits).background.backgroundColor
                    == .fixed(grey(29)))
        }
        #expect(
            try pixels(materialCell(.systemThinMaterial).cellSnapListCell())
                != (try pixels(materialCell(.systemThickMaterial).cellSnapListCell())))

        // An opaque colour covers the blur, as in UIKit; a translucent one or vibrancy is named.
        let covered = materialCell(.systemMaterial)
        covered.backgroundConfiguration?.backgroundColor = .systemYellow
        #expect(try covered.cellSnapListCell().background.backgroundColor == .semantic(.systemYellow))
        let translucent = materialCell(.systemMaterial)
        translucent.backgroundConfiguration?.backgroundColor = UIColor.systemYellow.withAlphaComponent(0.5)
        #expect(throws: CellSnapUIKitError.self) { try translucent.cellSnapListCell() }
        let vibrant = materialCell(.systemMaterial)
        vibrant.backgroundConfiguration?.visualEffect = UIVibrancyEffect(
            blurEffect: UIBlurEffect(style: .systemMaterial))
        do {
            _ = try vibrant.cellSnapListCell()
            Issue.record("vibrancy converted")
        } catch let error as CellSnapUIKitError {
            #expect(error.call == "UIBackgroundConfiguration.visualEffect = UIVibrancyEffect")
        }
    }

    @Test func symbolConfigurationsAreByteIdentical() throws {
        func cell(_ configuration: UIImage.SymbolConfiguration, headline: Bool = false, preferred: Bool = false) throws
            -> ListCell
        {
            let cell = UICollectionViewListCell()
            var content = cell.defaultContentConfiguration()
            content.text = "Favourites"
            if headline { content.textProperties.font = .preferredFont(forTextStyle: .headline) }
            if preferred {
                content.image = UIImage(systemName: "star.fill")
                content.imageProperties.preferredSymbolConfiguration = configuration
            } else {
                content.image = UIImage(systemName: "star.fill")?.withConfiguration(configuration)
            }
            cell.contentConfiguration = content
            return try cell.cellSnapListCell()
        }
        func model(
            weight: FontWeight? = nil, headline: Bool = false, scale: SymbolScale? = nil, pointSize: Double? = nil
        ) -> ListCell {
            var content = ListContentConfiguration.cell()
            content.text = "Favourites"
            if headline { content.textProperties.font = .textStyle(.headline) }
            content.image = .symbol("star.fill")
            content.imageProperties.symbolWeight = weight
            content.imageProperties.symbolScale = scale
            content.imageProperties.symbolPointSize = pointSize
            return ListCell(content: content)
        }
        let cases: [(UIImage.SymbolConfiguration, Bool, Bool, ListCell)] = [
            (UIImage.SymbolConfiguration(textStyle: .body, scale: .medium), false, false, model()),
            (UIImage.SymbolConfiguration(pointSize: 17), false, true, model()),
            (UIImage.SymbolConfiguration(pointSize: 17, weight: .bold), false, false, model(weight: .bold)),
            (UIImage.SymbolConfiguration(font: .preferredFont(forTextStyle: .body)), false, true, model()),
            (UIImage.SymbolConfiguration(textStyle: .headline), true, false, model(headline: true)),
            (UIImage.SymbolConfiguration(pointSize: 17), true, false, model(weight: .regular, headline: true)),
            (UIImage.SymbolConfiguration(scale: .small), false, false, model(scale: .small)),
            (UIImage.SymbolConfiguration(scale: .large), false, true, model(scale: .large)),
            (
                UIImage.SymbolConfiguration(pointSize: 17, weight: .bold, scale: .large), false, false,
                model(weight: .bold, scale: .large)
            ),
            (UIImage.SymbolConfiguration(scale: .default), false, true, model()),
            // Another size than the text's: the symbol's own, with its font's weight where it differs.
            (UIImage.SymbolConfiguration(pointSize: 22), false, false, model(pointSize: 22)),
            (
                UIImage.SymbolConfiguration(pointSize: 30, weight: .bold), false, true,
                model(weight: .bold, pointSize: 30)
            ),
            (UIImage.SymbolConfiguration(textStyle: .title1), false, false, model(pointSize: 28)),
            (UIImage.SymbolConfiguration(textStyle: .headline), false, true, model(weight: .semibold)),
            (
                UIImage.SymbolConfiguration(pointSize: 22), true, false,
                model(weight: .regular, headline: true, pointSize: 22)
            ),
        ]
        for (configuration, headline, preferred, expected) in cases {
            let converted = try cell(configuration, headline: headline, preferred: preferred)
            #expect(converted == expected)
            #expect(try pixels(converted) == (try pixels(expected)))
        }
        #expect(try pixels(model(weight: .bold)) != (try pixels(model())))
        #expect(try pixels(model(scale: .large)) != (try pixels(model())))
        #expect(try pixels(model(scale: .small)) != (try pixels(model())))

        func error(_ configuration: UIImage.SymbolConfiguration) -> String? {
            return refusedCall { _ = try cell(configuration) }
        }
        #expect(try pixels(model(pointSize: 22)) != (try pixels(model())))
        #expect(
            error(UIImage.SymbolConfiguration(pointSize: 0))
                == "UIListContentConfiguration.image SymbolConfiguration(pointSize: 0.0)")
    }

    /// A reserved image height (`reservedLayoutSize.height`) is CellModel's, drawn alike; one that
    /// is not a height is named.
    @Test func aReservedImageHeightIsByteIdentical() throws {
        func cell(height: CGFloat) throws -> ListCell {
            let cell = UICollectionViewListCell()
            var content = cell.defaultContentConfiguration()
            content.text = "Favourites"
            content.image = UIImage(systemName: "star.fill")
            content.imageProperties.reservedLayoutSize = CGSize(width: 0, height: height)
            cell.contentConfiguration = content
            return try cell.cellSnapListCell()
        }
        var content = ListContentConfiguration.cell()
        content.text = "Favourites"
        content.image = .symbol("star.fill")
        content.imageProperties.reservedLayoutHeight = 60
        let model = ListCell(content: content)
        #expect(try cell(height: 60) == model)
        #expect(try pixels(cell(height: 60)) == (try pixels(model)))
        #expect(
            try cell(height: UIListContentConfiguration.ImageProperties.standardDimension).content
                == cell(height: 0).content)
        #expect(
            refusedCall { _ = try cell(height: -4) }
                == "UIListContentConfiguration.imageProperties.reservedLayoutSize.height = -4.0")
    }

    /// Justified text is CellModel's justified text, drawn alike, in both directions.
    @Test(arguments: [UITraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func justifiedTextIsByteIdentical(direction: UITraitEnvironmentLayoutDirection) throws {
        let text = "A text long enough to wrap onto a second and a third line, justified as UIKit sets it."
        let cell = UICollectionViewListCell()
        var content = cell.defaultContentConfiguration()
        content.text = text
        content.textProperties.alignment = .justified
        cell.contentConfiguration = content
        let traits = UITraitCollection(layoutDirection: direction)
        var model = ListContentConfiguration.cell()
        model.text = text
        model.textProperties.isJustified = true
        var expected = ListCell(content: model)
        expected.state.traits.direction = direction == .rightToLeft ? .rightToLeft : .leftToRight
        let converted = try cell.cellSnapListCell(traits: traits)
        #expect(converted == expected)
        #expect(try pixels(converted) == (try pixels(expected)))
        var ragged = expected
        ragged.content = .list(ListContentConfiguration.cell())
        if case .list(var plain) = ragged.content {
            plain.text = text
            ragged.content = .list(plain)
        }
        #expect(try pixels(converted) != (try pixels(ragged)))
    }

    /// `UIFontMetrics.scaledFont(for:)` scales a font of any size as its text style scales: at the
    /// Large category it draws as the font itself; at accessibility L, where body text is 33 pt
    /// against 17, a 20 pt font draws as a fixed font of 20 x 33/17 pt. A font of the style's own
    /// size stays the style.
    @Test func uiFontMetricsScalesFontsOfAnySizeInProportion() throws {
        let metrics = UIFontMetrics(forTextStyle: .body)
        let scaled = metrics.scaledFont(for: .systemFont(ofSize: 20))
        let accessibility = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
        func cell(_ font: UIFont, _ traits: UITraitCollection = UITraitCollection()) throws -> [UInt8] {
            let cell = UICollectionViewListCell()
            var content = cell.defaultContentConfiguration()
            content.text = "Due"
            content.textProperties.font = font
            cell.contentConfiguration = content
            return try pixels(cell.cellSnapListCell(traits: traits))
        }
        #expect(try cell(scaled) == cell(.systemFont(ofSize: 20)))
        #expect(try cell(scaled, accessibility) == cell(.systemFont(ofSize: 20 * (33.0 / 17.0)), accessibility))
        #expect(try cell(scaled, accessibility) != cell(.systemFont(ofSize: 20), accessibility))
        let own = metrics.scaledFont(for: .systemFont(ofSize: 17))
        #expect(try cell(own, accessibility) == cell(.preferredFont(forTextStyle: .body), accessibility))
    }

    /// Runs in fonts of their own: a Dynamic Type title and a fixed 30 pt font are CellModel's
    /// runs, drawn alike; the lines they are on grow to their line heights (SF Pro's, on whole
    /// pixels: 33.667 pt for title 1's 28 pt at Large, 36 pt for the fixed 30 pt), and the row
    /// with them.
    @Test func runsInFontsOfTheirOwnAreByteIdentical() throws {
        func cell(_ font: UIFont) throws -> ListCell {
            let cell = UICollectionViewListCell()
            var content = cell.defaultContentConfiguration()
            let text = NSMutableAttributedString(string: "Due 12")
            text.addAttribute(.font, value: font, range: NSRange(location: 4, length: 2))
            content.attributedText = text
            cell.contentConfiguration = content
            return try cell.cellSnapListCell()
        }
        func model(_ font: FontSpec) -> ListCell {
            var content = ListContentConfiguration.cell()
            content.attributedText = [TextRun("Due "), TextRun("12", font: font)]
            return ListCell(content: content)
        }
        let cases: [(UIFont, FontSpec, Double)] = [
            (.preferredFont(forTextStyle: .title1), .textStyle(.title1), 101.0 / 3),
            (.systemFont(ofSize: 30), .fixed(Font(size: 30)), 36),
        ]
        let engine = try TextEngine.current()
        for (font, spec, lineHeight) in cases {
            let converted = try cell(font)
            #expect(converted == model(spec))
            #expect(try pixels(converted) == (try pixels(model(spec))))
            let context = LayoutContext(measurer: engine, scale: 3)
            let row = LayoutEngine.layout(ListCellLayout.node(for: converted, width: 390), width: 390, context: context)
            let text = try #require(row.root.first(role: .text))
            #expect(text.frame.height == lineHeight, "\(spec)")
            #expect(row.size.height == lineHeight + 22, "\(spec)")
        }
    }

    @Test func unsupportedCallsAreNamed() {
        func error(_ configure: (UICollectionViewListCell) -> Void) -> String? {
            let cell = UICollectionViewListCell()
            configure(cell)
            return refusedCall { _ = try cell.cellSnapListCell() }
        }
        #expect(
            error {
                $0.accessories = [.customView(configuration: .init(customView: UISwitch(), placement: .leading()))]
            }
                == "UICellAccessory.customView(configuration:) with a UISwitch placed .leading")
    }
}

/// The UIKit call a conversion refuses (the error's ``CellSnapUIKitError/call``), `nil` when it
/// converts, or any other error's text.
@MainActor func refusedCall(_ convert: () throws -> Void) -> String? {
    do {
        try convert()
        return nil
    } catch let error as CellSnapUIKitError {
        return error.call
    } catch {
        return "\(error)"
    }
}
