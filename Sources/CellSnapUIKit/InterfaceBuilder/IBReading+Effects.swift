import Foundation

/// What a visual effect view element reads: its blur (`<blurEffect style=...>`) or vibrancy
/// (`<vibrancyEffect>` around a blur), and its `contentView`, which holds its subviews.
extension IBReading {
    static let blurStyles: [String: UIBlurEffect.Style] = [
        "extraLight": .extraLight, "light": .light, "dark": .dark, "regular": .regular, "prominent": .prominent,
        "systemUltraThinMaterial": .systemUltraThinMaterial, "systemThinMaterial": .systemThinMaterial,
        "systemMaterial": .systemMaterial, "systemThickMaterial": .systemThickMaterial,
        "systemChromeMaterial": .systemChromeMaterial,
        "systemUltraThinMaterialLight": .systemUltraThinMaterialLight,
        "systemThinMaterialLight": .systemThinMaterialLight, "systemMaterialLight": .systemMaterialLight,
        "systemThickMaterialLight": .systemThickMaterialLight, "systemChromeMaterialLight": .systemChromeMaterialLight,
        "systemUltraThinMaterialDark": .systemUltraThinMaterialDark,
        "systemThinMaterialDark": .systemThinMaterialDark, "systemMaterialDark": .systemMaterialDark,
        "systemThickMaterialDark": .systemThickMaterialDark, "systemChromeMaterialDark": .systemChromeMaterialDark,
    ]

    /// The styles of a `<vibrancyEffect style=...>`, as Interface Builder writes them.
    static let vibrancyStyles: [String: UIVibrancyEffectStyle] = [
        "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel,
        "quaternaryLabel": .quaternaryLabel, "fill": .fill, "secondaryFill": .secondaryFill,
        "tertiaryFill": .tertiaryFill, "separator": .separator,
    ]

    mutating func applyVisualEffectView(_ view: UIVisualEffectView) {
        if let blur = child("blurEffect") {
            view.effect = blurEffect(blur)
        } else if let vibrancy = child("vibrancyEffect") {
            var reading = IBReading(element: vibrancy, loader: loader)
            let style = reading.choice("style", Self.vibrancyStyles)
            if let blur = reading.child("blurEffect"), let effect = blurEffect(blur) {
                view.effect =
                    style.map { UIVibrancyEffect(blurEffect: effect, style: $0) }
                    ?? UIVibrancyEffect(blurEffect: effect)
            }
            reading.finish()
        }
        if let content = keyed("contentView") {
            do {
                try loader.adopt(view.contentView, element: content)
            } catch {
                loader.fail(content, error: error)
            }
        }
    }

    /// The blur of a `<blurEffect style=...>` element.
    private func blurEffect(_ element: IBElement) -> UIBlurEffect? {
        var reading = IBReading(element: element, loader: loader)
        defer { reading.finish() }
        guard let style = reading.choice("style", Self.blurStyles) else {
            loader.fail(
                element, "a blur effect needs a style (\(Self.blurStyles.keys.sorted().joined(separator: ", ")))")
            return nil
        }
        return UIBlurEffect(style: style)
    }
}

/// A view of another CellSnap framework that an Interface Builder element makes (MapKit's map
/// view for `<mapView>`, WebKit's web view for `<wkWebView>`), reading the element's attributes
/// and keyed children of its own, and setting its own outlets (a map's `delegate`), which
/// key-value coding cannot set on Linux.
package protocol InterfaceBuilderAttributeReading: AnyObject {
    /// Applies the attributes among `attributes` it knows and returns their keys; a value it
    /// cannot read is returned as the problem, naming the attribute.
    @MainActor func cellSnapReadInterfaceBuilderAttributes(_ attributes: [String: String]) -> (
        read: Set<String>, problem: String?
    )
    /// Applies a keyed child element (`<wkWebViewConfiguration key="configuration">`) when it
    /// knows it (`read`), or returns the problem of a value it cannot read.
    @MainActor func cellSnapReadInterfaceBuilderChild(_ child: InterfaceBuilderChildElement) -> (
        read: Bool, problem: String?
    )
    /// Sets the outlet `property` to `value` when it is one of the view's own; `false` otherwise.
    @MainActor func cellSnapSetInterfaceBuilderOutlet(_ property: String, to value: Any) -> Bool
}

extension InterfaceBuilderAttributeReading {
    package func cellSnapReadInterfaceBuilderChild(_ child: InterfaceBuilderChildElement) -> (
        read: Bool, problem: String?
    ) { (false, nil) }
    package func cellSnapSetInterfaceBuilderOutlet(_ property: String, to value: Any) -> Bool { false }
}

/// A child element of a framework view's element: its name, attributes and children.
package struct InterfaceBuilderChildElement: Sendable {
    package var name: String
    package var attributes: [String: String]
    package var children: [InterfaceBuilderChildElement]

    init(_ element: IBElement) {
        name = element.name
        attributes = element.attributes
        children = element.children.map(InterfaceBuilderChildElement.init)
    }
}

extension IBReading {
    /// The attributes and keyed children a framework's view reads of its element.
    mutating func applyFrameworkAttributes(_ view: any InterfaceBuilderAttributeReading) {
        let (read, problem) = view.cellSnapReadInterfaceBuilderAttributes(element.attributes)
        for key in read { accept(key) }
        if let problem { return loader.fail(element, problem) }
        for child in unreadKeyedChildren() {
            let (read, problem) = view.cellSnapReadInterfaceBuilderChild(InterfaceBuilderChildElement(child))
            if let problem { return loader.fail(child, problem) }
            if read, let key = child.attributes["key"] { _ = keyed(key) }
        }
    }
}
