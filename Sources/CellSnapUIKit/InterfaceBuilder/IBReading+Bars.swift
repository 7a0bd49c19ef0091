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
        applyToolbarAppearances(toolbar)
        if let items = child("items") { toolbar.items = barButtonItems(items.children) }
    }

    /// A navigation bar view of the document's own (not a navigation controller's): its look and
    /// its navigation items (`<items><navigationItem .../></items>`, the last one on top).
    mutating func applyNavigationBar(_ bar: UINavigationBar) {
        applyNavigationBarLook(bar)
        guard let items = child("items") else { return }
        bar.items = items.children.compactMap { element in
            guard element.name == "navigationItem" else {
                loader.fail(element, "<\(element.name)> is not a navigation item")
                return nil
            }
            do {
                let item = UINavigationItem()
                try loader.adopt(item, element: element)
                return item
            } catch {
                loader.fail(element, error: error)
                return nil
            }
        }
    }

    /// A tab bar view of the document's own (not a tab bar controller's): its look and its items
    /// (`<items><tabBarItem .../></items>`); with none selected, as UIKit's tab bar starts.
    mutating func applyStandaloneTabBar(_ bar: UITabBar) {
        applyTabBarLook(bar)
        guard let items = child("items") else { return }
        bar.items = items.children.compactMap { element in
            do {
                guard let item = try loader.object(for: element) as? UITabBarItem else {
                    loader.fail(element, "<\(element.name)> is not a tab bar item")
                    return nil
                }
                return item
            } catch {
                loader.fail(element, error: error)
                return nil
            }
        }
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
            reading.applyNavigationBarLook(navigation.navigationBar)
            reading.finish()
        }
        if let bar = child("toolbar", key: "toolbar") {
            var reading = IBReading(element: bar, loader: loader)
            reading.applyOwnedBar(navigation.toolbar)
            reading.applyLegacyLook(navigation.toolbar)
            reading.applyToolbarAppearances(navigation.toolbar)
            reading.finish()
        }
    }

    /// A tab bar controller's own `tabBar`: its look (style, translucency, bar, item and
    /// unselected item tints, background and shadow images) and its items' positioning. The
    /// controller made the bar; its frame is the controller's to set, as on iOS.
    mutating func applyTabBar(_ tabs: UITabBarController) {
        guard let element = child("tabBar", key: "tabBar") else { return }
        var reading = IBReading(element: element, loader: loader)
        reading.applyOwnedBar(tabs.tabBar)
        reading.applyTabBarLook(tabs.tabBar)
        reading.finish()
    }

    /// A tab bar's look: style, translucency, bar, item and unselected item tints, background,
    /// shadow and selection images, its items' positioning, then its appearances.
    private mutating func applyTabBarLook(_ bar: UITabBar) {
        if let style = choice("barStyle", Self.barStyles) { bar.barStyle = style }
        if let translucent = bool("translucent") { bar.isTranslucent = translucent }
        let positions: [String: UITabBar.ItemPositioning] = [
            "automatic": .automatic, "fill": .fill, "centered": .centered,
        ]
        if let positioning = choice("itemPositioning", positions) { bar.itemPositioning = positioning }
        if let width = number("itemWidth") { bar.itemWidth = width }
        if let spacing = number("itemSpacing") { bar.itemSpacing = spacing }
        if let color = colorChild("barTintColor") { bar.barTintColor = color }
        // Xcode writes the bar's tint as `selectedImageTintColor` in older documents.
        if let color = colorChild("selectedImageTintColor") { bar.tintColor = color }
        if let color = colorChild("unselectedItemTintColor") { bar.unselectedItemTintColor = color }
        for key in ["backgroundImage", "shadowImage", "selectionIndicatorImage"] {
            let image = string(key).flatMap {
                IBImages.image(named: $0, bundle: loader.bundle, element: element, loader: loader)
            }
            guard let image else { continue }
            switch key {
            case "backgroundImage": bar.backgroundImage = image
            case "shadowImage": bar.shadowImage = image
            default: bar.selectionIndicatorImage = image
            }
        }
        applyTabBarAppearances(bar)
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
        if let alpha = number("alpha") { bar.alpha = alpha }
        // The controller lays its bar out by frame, whatever the document says of constraints.
        accept("translatesAutoresizingMaskIntoConstraints")
        applyRuntimeAttributes(to: bar)
    }
}
