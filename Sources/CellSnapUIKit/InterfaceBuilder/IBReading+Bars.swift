import Foundation

/// What bar elements read: a `<toolbar>` view (its items and legacy look), and a navigation
/// controller's own bars (`navigationBar`, `toolbar`) and whether each is hidden.
extension IBReading {
    /// Interface Builder's names of `UIBarStyle`.
    static let barStyles: [String: UIBarStyle] = [
        "default": .default, "black": .black, "blackTranslucent": .blackTranslucent,
    ]

    /// A toolbar view's items (in a navigation controller, ``UINavigationController`` places the
    /// top controller's `toolbarItems` instead) and its legacy look.
    mutating func applyToolbar(_ toolbar: UIToolbar) {
        applyLegacyLook(toolbar)
        if let items = child("items") { toolbar.items = barButtonItems(items.children) }
    }

    /// The toolbar's bar style, translucency and bar tint colour (which change its appearances).
    private mutating func applyLegacyLook(_ toolbar: UIToolbar) {
        if let style = choice("barStyle", Self.barStyles) { toolbar.barStyle = style }
        if let translucent = bool("translucent") { toolbar.isTranslucent = translucent }
        if let color = colorChild("barTintColor") { toolbar.barTintColor = color }
    }

    /// A navigation controller's `navigationBarHidden` and `toolbarHidden`, and the bars it
    /// owns: the document describes them, the controller made them (their frames are the
    /// controller's to set, as on iOS).
    mutating func applyNavigationBars(_ navigation: UINavigationController) {
        if let hidden = bool("navigationBarHidden") { navigation.isNavigationBarHidden = hidden }
        if let hidden = bool("toolbarHidden") { navigation.isToolbarHidden = hidden }
        if let bar = child("navigationBar", key: "navigationBar") {
            var reading = IBReading(element: bar, loader: loader)
            reading.applyOwnedBar(navigation.navigationBar)
            if let large = reading.bool("largeTitles") { navigation.navigationBar.prefersLargeTitles = large }
            if let style = reading.choice("barStyle", Self.barStyles) { navigation.navigationBar.barStyle = style }
            if let translucent = reading.bool("translucent") { navigation.navigationBar.isTranslucent = translucent }
            if let color = reading.colorChild("barTintColor") { navigation.navigationBar.barTintColor = color }
            reading.finish()
        }
        if let bar = child("toolbar", key: "toolbar") {
            var reading = IBReading(element: bar, loader: loader)
            reading.applyOwnedBar(navigation.toolbar)
            reading.applyLegacyLook(navigation.toolbar)
            reading.finish()
        }
    }

    /// A tab bar controller's own `tabBar`: its look (style, translucency, bar, item and
    /// unselected item tints, background and shadow images) and its items' positioning. The
    /// controller made the bar; its frame is the controller's to set, as on iOS.
    mutating func applyTabBar(_ tabs: UITabBarController) {
        guard let element = child("tabBar", key: "tabBar") else { return }
        let bar = tabs.tabBar
        var reading = IBReading(element: element, loader: loader)
        reading.applyOwnedBar(bar)
        if let style = reading.choice("barStyle", Self.barStyles) { bar.barStyle = style }
        if let translucent = reading.bool("translucent") { bar.isTranslucent = translucent }
        let positions: [String: UITabBar.ItemPositioning] = [
            "automatic": .automatic, "fill": .fill, "centered": .centered,
        ]
        if let positioning = reading.choice("itemPositioning", positions) { bar.itemPositioning = positioning }
        if let width = reading.number("itemWidth") { bar.itemWidth = width }
        if let spacing = reading.number("itemSpacing") { bar.itemSpacing = spacing }
        if let color = reading.colorChild("barTintColor") { bar.barTintColor = color }
        // Xcode writes the bar's tint as `selectedImageTintColor` in older documents.
        if let color = reading.colorChild("selectedImageTintColor") { bar.tintColor = color }
        if let color = reading.colorChild("unselectedItemTintColor") { bar.unselectedItemTintColor = color }
        for key in ["backgroundImage", "shadowImage", "selectionIndicatorImage"] {
            let image = reading.string(key).flatMap {
                IBImages.image(named: $0, bundle: loader.bundle, element: element, loader: loader)
            }
            guard let image else { continue }
            switch key {
            case "backgroundImage": bar.backgroundImage = image
            case "shadowImage": bar.shadowImage = image
            default: bar.selectionIndicatorImage = image
            }
        }
        reading.finish()
    }

    /// What a bar its controller made reads of the view attributes: its frame and autoresizing
    /// mask are the controller's (read, not applied), the rest as for any view.
    private mutating func applyOwnedBar(_ bar: UIView) {
        accept("id")
        _ = child("rect", key: "frame")
        _ = child("autoresizingMask", key: "autoresizingMask")
        if let mode = choice("contentMode", Self.contentModes) { bar.contentMode = mode }
        if let opaque = bool("opaque") { bar.isOpaque = opaque }
        if let clips = bool("clipsSubviews") { bar.clipsToBounds = clips }
        if let insets = bool("insetsLayoutMarginsFromSafeArea") { bar.insetsLayoutMarginsFromSafeArea = insets }
        if let color = colorChild("backgroundColor") { bar.backgroundColor = color }
        if let color = colorChild("tintColor") { bar.tintColor = color }
    }
}
