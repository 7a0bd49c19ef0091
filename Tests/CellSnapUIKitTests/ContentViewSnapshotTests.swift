// Linux only: content views and views pinned to a cell's content view, under snapshot test.
// References: Snapshots/ContentViewSnapshotTests/.
import CellSnapUIKitTesting
import Testing

@MainActor @Suite struct ContentViewSnapshotTests {
    @Test func symbolOverItsName() {
        // This test pins the drawing of deliberate looks (disabled, selected, cut short, iOS's own
        // accessories); the lint has tests of its own, so it stays quiet here.
        let cell = UICollectionViewListCell()
        cell.contentConfiguration = SymbolNameConfiguration(symbolName: "star.fill", name: "Favourites")
        assertSnapshot(of: cell, as: .image(width: 390), named: "normal", lint: .off)
        cell.isSelected = true
        assertSnapshot(of: cell, as: .image(width: 390), named: "selected", lint: .off)
        assertSnapshot(of: cell, as: .layout(width: 390), named: "selected-layout", lint: .off)
    }

    @Test func paddedLabelList() {
        let list = PaddedLabelList(texts: [
            "Short",
            "A longer text that wraps onto several lines inside its padded, coloured view, as the article shows.",
            "自动布局根据约束计算每个视图的位置和大小，单元格的高度随文字而变。",
        ])
        assertSnapshot(of: list.collectionView, as: .image(width: 390), named: "light")
        assertSnapshot(of: list.collectionView, as: .layout(width: 390), named: "light-layout")
        assertSnapshot(
            of: list.collectionView,
            as: .image(
                width: 390,
                traits: UITraitCollection(traitsFrom: [
                    UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(layoutDirection: .rightToLeft),
                    UITraitCollection(preferredContentSizeCategory: .extraExtraLarge),
                ])), named: "dark-rtl-xxl")
    }

    /// A round avatar and a count badge placed by hand in layoutSubviews(), light, left to right
    /// and right to left.
    @Test func avatarAndBadgeSetInLayoutSubviews() {
        let cell = ReusableCell<BadgeRowView>()
        cell.pin(BadgeRowView())
        cell.view?.name.text = "Inbox"
        cell.view?.count = 12
        assertSnapshot(of: cell, as: .image(width: 390), named: "light")
        assertSnapshot(
            of: cell, as: .image(width: 390, traits: UITraitCollection(layoutDirection: .rightToLeft)), named: "rtl")
    }

    @Test func largeActivityIndicator() {
        let cell = ReusableCell<SpinnerRowView>()
        cell.pin(SpinnerRowView())
        assertSnapshot(of: cell, as: .image(width: 390), named: "light")
        assertSnapshot(
            of: cell, as: .image(width: 390, traits: UITraitCollection(userInterfaceStyle: .dark)), named: "dark")
    }

    @Test func catalogImagesInImageViews() throws {
        try AssetCatalogs.register(
            at: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Fixtures/SampleApp/Assets.xcassets"))
        let cell = ReusableCell<CatalogImagesRowView>()
        cell.pin(CatalogImagesRowView())
        assertSnapshot(of: cell, as: .image(width: 390), named: "light")
        assertSnapshot(
            of: cell, as: .image(width: 390, traits: UITraitCollection(layoutDirection: .rightToLeft)), named: "rtl")
    }

    @Test func settingsRows() {
        assertSnapshot(of: settingsRow(isOn: true), as: .image(width: 390), named: "on")
        assertSnapshot(
            of: settingsRow(isOn: false), as: .image(width: 390, traits: UITraitCollection(userInterfaceStyle: .dark)),
            named: "off-dark")
        let cell = ReusableCell<ToggleRowView>()
        cell.pin(ToggleRowView(title: "Wi-Fi", isOn: true))
        assertSnapshot(of: cell, as: .image(width: 390), named: "contentView")
        assertSnapshot(
            of: cell, as: .image(width: 390, traits: UITraitCollection(layoutDirection: .rightToLeft)),
            named: "contentView-rtl")
    }

    @Test func layerCornersBordersAndAlpha() {
        let cell = ReusableCell<UIView>()
        let card = UIView()
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 12
        card.layer.cornerCurve = .continuous
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.systemOrange.cgColor
        let badge = UILabel()
        badge.text = "50% alpha"
        badge.alpha = 0.5
        badge.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(badge)
        // A stripe across the top, clipped to the card's rounded corners.
        let stripe = UIView()
        stripe.accessibilityIdentifier = "stripe"
        stripe.backgroundColor = .systemTeal
        stripe.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(stripe)
        card.clipsToBounds = true
        NSLayoutConstraint.activate([
            stripe.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            stripe.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            stripe.topAnchor.constraint(equalTo: card.topAnchor),
            stripe.heightAnchor.constraint(equalToConstant: 12),
            badge.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            card.heightAnchor.constraint(equalToConstant: 60),
        ])
        cell.pin(card)
        assertSnapshot(of: cell, as: .image(width: 390), named: "light")
        assertSnapshot(of: cell, as: .layout(width: 390), named: "light-layout")
    }

    @Test func backgroundCustomView() {
        let cell = UICollectionViewListCell()
        var content = cell.defaultContentConfiguration()
        content.text = "Highlights"
        content.secondaryText = "A stripe of your own behind the text"
        cell.contentConfiguration = content
        let backdrop = UIView()
        backdrop.backgroundColor = .systemYellow.withAlphaComponent(0.2)
        backdrop.layer.cornerRadius = 10
        let stripe = UIView()
        stripe.backgroundColor = .systemYellow
        stripe.translatesAutoresizingMaskIntoConstraints = false
        backdrop.addSubview(stripe)
        NSLayoutConstraint.activate([
            stripe.leadingAnchor.constraint(equalTo: backdrop.leadingAnchor),
            stripe.topAnchor.constraint(equalTo: backdrop.topAnchor, constant: 8),
            stripe.bottomAnchor.constraint(equalTo: backdrop.bottomAnchor, constant: -8),
            stripe.widthAnchor.constraint(equalToConstant: 4),
        ])
        var background = UIBackgroundConfiguration.listPlainCell()
        background.customView = backdrop
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        cell.backgroundConfiguration = background
        // The grey secondary text over the pale yellow backdrop is the fixture's look, not a finding.
        assertSnapshot(of: cell, as: .image(width: 390), lint: .off)
    }

    @Test func symbolBesideAWrappingNote() {
        let cell = UICollectionViewListCell()
        cell.contentConfiguration = NoteConfiguration(
            text: "A note laid out by Auto Layout, wrapping onto a second line at this width.")
        assertSnapshot(of: cell, as: .image(width: 320), named: "light")
        assertSnapshot(
            of: cell, as: .image(width: 320, traits: UITraitCollection(layoutDirection: .rightToLeft)), named: "rtl")
    }
}
