import Foundation

/// What bar elements read of their look as Interface Builder writes it: a navigation bar's title
/// text attributes (`<textAttributes key="titleTextAttributes">`) and the bar appearances of its
/// inspector (`<navigationBarAppearance key="standardAppearance">`, and a toolbar's and tab bar's
/// `<toolbarAppearance>` and `<tabBarAppearance>`), applied as UIKit decodes them: the legacy
/// properties first (they write into the standard and compact appearances), then the appearances
/// the document sets, which replace the bar's.
extension IBReading {
    /// A navigation bar's look: large titles, the legacy style, translucency, bar tint colour and
    /// title text attributes, then its appearances.
    mutating func applyNavigationBarLook(_ bar: UINavigationBar) {
        if let large = bool("largeTitles") { bar.prefersLargeTitles = large }
        if let style = choice("barStyle", Self.barStyles) { bar.barStyle = style }
        if let translucent = bool("translucent") { bar.isTranslucent = translucent }
        if let color = colorChild("barTintColor") { bar.barTintColor = color }
        if let element = child("textAttributes", key: "titleTextAttributes") {
            bar.titleTextAttributes = textAttributes(element)
        }
        if let element = child("textAttributes", key: "largeTitleTextAttributes") {
            bar.largeTitleTextAttributes = textAttributes(element)
        }
        applyAppearances(
            "navigationBarAppearance", UINavigationBarAppearance.init,
            [
                "standardAppearance": { bar.standardAppearance = $0 },
                "compactAppearance": { bar.compactAppearance = $0 },
                "scrollEdgeAppearance": { bar.scrollEdgeAppearance = $0 },
                "compactScrollEdgeAppearance": { bar.compactScrollEdgeAppearance = $0 },
            ])
    }

    /// A toolbar's appearances (`<toolbarAppearance key=...>`).
    mutating func applyToolbarAppearances(_ bar: UIToolbar) {
        applyAppearances(
            "toolbarAppearance", UIToolbarAppearance.init,
            [
                "standardAppearance": { bar.standardAppearance = $0 },
                "compactAppearance": { bar.compactAppearance = $0 },
                "scrollEdgeAppearance": { bar.scrollEdgeAppearance = $0 },
                "compactScrollEdgeAppearance": { bar.compactScrollEdgeAppearance = $0 },
            ])
    }

    /// A tab bar's appearances (`<tabBarAppearance key=...>`: a tab bar has a standard and a
    /// scroll-edge one).
    mutating func applyTabBarAppearances(_ bar: UITabBar) {
        applyAppearances(
            "tabBarAppearance", UITabBarAppearance.init,
            [
                "standardAppearance": { bar.standardAppearance = $0 },
                "scrollEdgeAppearance": { bar.scrollEdgeAppearance = $0 },
            ])
    }

    /// Each `<name key=...>` child read into a new appearance and given to the bar by its key's
    /// setter; a key the bar has no appearance for is refused, naming it.
    private mutating func applyAppearances<Appearance: UIBarAppearance>(
        _ name: String, _ make: () -> Appearance, _ setters: [String: (Appearance) -> Void]
    ) {
        for element in children(name) {
            guard let set = element.attributes["key"].flatMap({ setters[$0] }) else {
                loader.fail(
                    element,
                    "the <\(element.name)> key=\"\(element.attributes["key"] ?? "")\" is not an appearance of the bar")
                continue
            }
            let appearance = make()
            applyAppearance(element, to: appearance)
            set(appearance)
        }
    }

    /// An appearance element read into `appearance`, made with the default background as UIKit
    /// makes one (an element with no children is the inspector's appearance box ticked and left
    /// as it is): its material (`backgroundEffect`, a blur style's name), background and shadow
    /// colours and images, and a navigation bar's title text attributes.
    private func applyAppearance(_ element: IBElement, to appearance: UIBarAppearance) {
        var reading = IBReading(element: element, loader: loader)
        defer { reading.finish() }
        if let style = reading.choice("backgroundEffect", Self.blurStyles) {
            appearance.backgroundEffect = UIBlurEffect(style: style)
        }
        if let color = reading.colorChild("backgroundColor") { appearance.backgroundColor = color }
        if let color = reading.colorChild("shadowColor") { appearance.shadowColor = color }
        if let name = reading.string("backgroundImage") {
            appearance.backgroundImage = IBImages.image(
                named: name, bundle: loader.bundle, element: element, loader: loader)
        }
        if let name = reading.string("shadowImage") {
            appearance.shadowImage = IBImages.image(
                named: name, bundle: loader.bundle, element: element, loader: loader)
        }
        guard let navigation = appearance as? UINavigationBarAppearance else { return }
        if let text = reading.child("textAttributes", key: "titleTextAttributes") {
            navigation.titleTextAttributes = textAttributes(text)
        }
        if let text = reading.child("textAttributes", key: "largeTitleTextAttributes") {
            navigation.largeTitleTextAttributes = textAttributes(text)
        }
    }

    /// A `<textAttributes>` element as the attributes UIKit decodes from it: the font
    /// (`fontDescription`) as `.font`, the text colour (`textColor`) as `.foregroundColor`, and
    /// the shadow Interface Builder writes as a colour (`textShadowColor`) and an offset
    /// (`<offsetWrapper key="textShadowOffset" horizontal= vertical=>`) as an `NSShadow` of that
    /// colour (the default one, black at a third opacity, when only the offset is given), that
    /// offset (down is positive) and no blur, which the inspector has no field for.
    func textAttributes(_ element: IBElement) -> [NSAttributedString.Key: Any] {
        var reading = IBReading(element: element, loader: loader)
        defer { reading.finish() }
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let font = reading.fontChild() { attributes[.font] = font }
        if let color = reading.colorChild("textColor") { attributes[.foregroundColor] = color }
        let shadowColor = reading.colorChild("textShadowColor")
        let offset = reading.child("offsetWrapper", key: "textShadowOffset").map { wrapper in
            var offset = IBReading(element: wrapper, loader: loader)
            defer { offset.finish() }
            return CGSize(width: offset.number("horizontal") ?? 0, height: offset.number("vertical") ?? 0)
        }
        if shadowColor != nil || offset != nil {
            let shadow = NSShadow()
            if let shadowColor { shadow.shadowColor = shadowColor }
            shadow.shadowOffset = offset ?? .zero
            attributes[.shadow] = shadow
        }
        return attributes
    }
}
