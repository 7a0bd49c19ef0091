// Linux only: UIKit cells under snapshot test through CellSnapUIKitTesting's strategies.
// References: Snapshots/UIKitSnapshotTests/.
import CellSnapUIKitTesting
import Testing

@MainActor @Suite struct UIKitSnapshotTests {
    @Test func archivedCell() {
        let cell = ArchivableCell()
        cell.accessories = [.disclosureIndicator()]
        assertSnapshot(of: cell, as: .image(width: 390), named: "normal")
        cell.isArchived = true
        assertSnapshot(of: cell, as: .image(width: 390), named: "archived")
        assertSnapshot(
            of: cell, as: .image(width: 390, traits: UITraitCollection(userInterfaceStyle: .dark)),
            named: "archived-dark")
    }

    @Test func editingAccessories() {
        let cell = UICollectionViewListCell()
        var content = cell.defaultContentConfiguration()
        content.text = "Groceries"
        content.secondaryText = "6 items"
        content.image = UIImage(systemName: "folder.fill")
        cell.contentConfiguration = content
        cell.accessories = [
            .multiselect(), .reorder(), .label(text: "6", displayed: .whenNotEditing),
            .disclosureIndicator(displayed: .whenNotEditing),
        ]
        assertSnapshot(of: cell, as: .image(width: 390), named: "normal")
        cell.cellSnapHostState.isEditing = true
        cell.isSelected = true
        assertSnapshot(of: cell, as: .image(width: 390), named: "editing-selected")
    }

    @Test func sidebarCellSelectedDark() {
        let cell = UICollectionViewListCell()
        var content = UIListContentConfiguration.sidebarCell()
        content.text = "Favourites"
        content.image = UIImage(systemName: "star.fill")
        cell.contentConfiguration = content
        cell.backgroundConfiguration = .listSidebarCell()
        cell.isSelected = true
        assertSnapshot(of: cell, as: .image(width: 320, traits: UITraitCollection(userInterfaceStyle: .dark)))
    }

    @Test func settingsList() {
        let controller = SettingsViewController(appearance: .insetGrouped)
        controller.loadViewIfNeeded()
        controller.collectionView.selectItem(at: IndexPath(item: 0, section: 1), animated: false, scrollPosition: [])
        assertSnapshot(of: controller, as: .image(width: 390), named: "insetGrouped")
        controller.collectionView.isEditing = true
        assertSnapshot(
            of: controller.collectionView, as: .image(width: 390, traits: UITraitCollection(userInterfaceStyle: .dark)),
            named: "editing-dark")
        controller.collectionView.isEditing = false
        controller.collectionView.cellSnapSwipedItem = IndexPath(item: 0, section: 0)
        assertSnapshot(of: controller, as: .image(width: 390), named: "swiped")
        let plain = SettingsViewController(appearance: .plain)
        assertSnapshot(of: plain, as: .image(width: 390), named: "plain")
    }

    @Test func listBackgroundAndHeaderTopPadding() {
        let controller = SettingsViewController(appearance: .insetGrouped)
        controller.listBackgroundColor = .systemTeal
        controller.headerTopPadding = 8
        assertSnapshot(of: controller, as: .image(width: 390))
    }

    @Test func collectionViewsAndViewControllersAsLayoutText() {
        let controller = SettingsViewController(appearance: .insetGrouped)
        controller.loadViewIfNeeded()
        controller.collectionView.selectItem(at: IndexPath(item: 0, section: 1), animated: false, scrollPosition: [])
        assertSnapshot(of: controller, as: .layout(width: 390), named: "controller")
        assertSnapshot(
            of: controller.collectionView,
            as: .layout(width: 390, traits: UITraitCollection(layoutDirection: .rightToLeft)),
            named: "rightToLeft")
        let grid = GridAndList()
        assertSnapshot(of: grid.collectionView, as: .layout(width: 390), named: "grid")
    }

    @Test func sidebarOutline() {
        let list = OutlineList(expanded: ["Projects", "CellSnap", "Archive"])
        list.collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        assertSnapshot(of: list.collectionView, as: .image(width: 320))
    }

    @Test func gridAndList() {
        let grid = GridAndList()
        grid.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        assertSnapshot(of: grid.collectionView, as: .image(width: 390))
    }

    /// The list section of a layout of sections with its configuration's background colour (behind
    /// the whole section, header included) and header top padding (8 pt above "More").
    @Test func gridAndStyledList() {
        let grid = GridAndList(listBackgroundColor: .systemTeal, headerTopPadding: 8, listHeaderMode: .supplementary)
        assertSnapshot(of: grid.collectionView, as: .image(width: 390))
    }

    @Test func listSeparators() {
        let list = SeparatedList()
        assertSnapshot(of: list.collectionView, as: .image(width: 390))
    }

    @Test func flowLayoutTagCloud() {
        let cloud = TagCloud()
        assertSnapshot(of: cloud.collectionView, as: .image(width: 390), named: "light")
        assertSnapshot(
            of: cloud.collectionView, as: .image(width: 390, traits: UITraitCollection(userInterfaceStyle: .dark)),
            named: "dark")
        let rightToLeft = UITraitCollection(traitsFrom: [
            UITraitCollection(layoutDirection: .rightToLeft),
            UITraitCollection(preferredContentSizeCategory: .extraExtraLarge),
        ])
        assertSnapshot(of: cloud.collectionView, as: .image(width: 320, traits: rightToLeft), named: "rtl-xxl")
    }

    @Test func materialBackgrounds() {
        // This test pins the drawing of deliberate looks (disabled, selected, cut short, iOS's own
        // accessories); the lint has tests of its own, so it stays quiet here.
        let cell = UICollectionViewListCell()
        var content = cell.defaultContentConfiguration()
        content.text = "Now Playing"
        content.secondaryText = "Blur drawn as the material's flat colour"
        content.image = UIImage(systemName: "bell.fill")
        cell.contentConfiguration = content
        var background = UIBackgroundConfiguration.clear()
        background.visualEffect = UIBlurEffect(style: .systemThickMaterial)
        background.cornerRadius = 12
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        cell.backgroundConfiguration = background
        assertSnapshot(of: cell, as: .image(width: 390), named: "light", lint: .off)
        assertSnapshot(
            of: cell, as: .image(width: 390, traits: UITraitCollection(userInterfaceStyle: .dark)), named: "dark",
            lint: .off)
    }

    @Test func legacyTableViewCell() {
        // This test pins the drawing of deliberate looks (disabled, selected, cut short, iOS's own
        // accessories); the lint has tests of its own, so it stays quiet here.
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "mail")
        cell.textLabel?.text = "Anna Lindqvist"
        cell.detailTextLabel?.text = "Lunch on Friday?"
        cell.imageView?.image = UIImage(systemName: "person.crop.circle")
        cell.accessoryType = .detailDisclosureButton
        assertSnapshot(of: cell, as: .image(width: 390), lint: .off)
    }

    @Test func layoutAsText() {
        let cell = UICollectionViewListCell()
        var content = UIListContentConfiguration.valueCell()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
        assertSnapshot(of: cell, as: .layout(width: 390))
    }
}
