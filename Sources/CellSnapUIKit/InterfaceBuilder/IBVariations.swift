import Foundation

/// A view's size-class variations, which Interface Builder writes for constraints and subviews
/// installed in some size classes only (its "Installed" boxes): `<variation key="default">` lists
/// what is not installed in any size class, and `<variation key="heightClass=compact">` (or
/// `widthClass=regular`, or both joined by `-`) what that size class installs or leaves out.
///
/// UIKit installs and uninstalls them as the trait collection changes. CellSnap resolves them once,
/// when the document is loaded, for the main screen's size classes (an iPhone's compact width and
/// regular height): the default variation first, then the ones of one size class, then the ones of
/// both, the more specific winning. A constraint not installed is made, inactive; a view not installed
/// is made (an outlet still reaches it) but not added to its superview. A variation of a property
/// (a label's font for compact widths, written as the property's element inside the variation) gives
/// the element that property in place of its own when it applies, the more specific winning, as
/// UIKit applies it for the view's traits (``resolvingProperties(of:)``).
@MainActor enum IBVariations {
    /// `element` with the properties its size-class variations give for the main screen's size
    /// classes in place of its own (or added), and its variations left with their installation
    /// masks, which ``read(_:loader:)`` resolves. A variation whose key CellSnap does not read is
    /// kept whole, for `read` to refuse.
    static func resolvingProperties(of element: IBElement) -> IBElement {
        guard element.children.contains(where: { $0.name == "variation" && $0.children.contains { $0.name != "mask" } })
        else { return element }
        let screen = UIScreen.main.traitCollection
        var resolved = element
        var properties: [(specificity: Int, element: IBElement)] = []
        for index in resolved.children.indices where resolved.children[index].name == "variation" {
            let variation = resolved.children[index]
            guard let key = variation.attributes["key"], let match = matches(key, screen) else { continue }
            if match.applies {
                properties += variation.children.filter { $0.name != "mask" }.map { (match.specificity, $0) }
            }
            resolved.children[index].children = variation.children.filter { $0.name == "mask" }
        }
        // A stable sort: of two variations as specific, the later one wins, as the document lists them.
        let ordered = properties.enumerated().sorted {
            ($0.element.specificity, $0.offset) < ($1.element.specificity, $1.offset)
        }
        for property in ordered.map(\.element.element) {
            let index = resolved.children.firstIndex {
                $0.name == property.name && $0.attributes["key"] == property.attributes["key"]
            }
            if let index { resolved.children[index] = property } else { resolved.children.append(property) }
        }
        return resolved
    }

    /// A constraint with the attributes its size-class variations give for the main screen's size
    /// classes in place of its own: Interface Builder's "Vary for Traits" of a constraint writes
    /// `<variation key="heightClass=compact-widthClass=compact" constant="40"/>`, and UIKit uses
    /// that constant where the traits match. The more specific variation wins; one whose key
    /// CellSnap does not read is kept, for the constraint's reading to refuse.
    static func resolvingAttributes(ofConstraint element: IBElement) -> IBElement {
        guard element.children.contains(where: { $0.name == "variation" }) else { return element }
        let screen = UIScreen.main.traitCollection
        var resolved = element
        var applying: [(specificity: Int, offset: Int, attributes: [String: String])] = []
        resolved.children = element.children.enumerated().compactMap { offset, child in
            guard child.name == "variation", child.children.isEmpty, let key = child.attributes["key"],
                let match = matches(key, screen)
            else { return child }
            if match.applies {
                applying.append((match.specificity, offset, child.attributes.filter { $0.key != "key" }))
            }
            return nil
        }
        for variation in applying.sorted(by: { ($0.specificity, $0.offset) < ($1.specificity, $1.offset) }) {
            resolved.attributes.merge(variation.attributes) { _, varied in varied }
        }
        return resolved
    }

    static func read(_ variations: [IBElement], loader: IBLoader) {
        let screen = UIScreen.main.traitCollection
        var applying: [(specificity: Int, element: IBElement)] = []
        for variation in variations {
            guard let key = variation.attributes["key"], let match = matches(key, screen) else {
                return loader.fail(
                    variation,
                    "the size-class variation key=\"\(variation.attributes["key"] ?? "")\" is not read by CellSnap")
            }
            if match.applies { applying.append((match.specificity, variation)) }
        }
        for (_, variation) in applying.sorted(by: { $0.specificity < $1.specificity }) {
            for mask in variation.children {
                guard mask.name == "mask", ["constraints", "subviews"].contains(mask.attributes["key"] ?? "") else {
                    return loader.fail(
                        mask,
                        "a size-class variation of <\(mask.name)> key=\"\(mask.attributes["key"] ?? "")\" is not read by CellSnap (masks of installed constraints and subviews are, and properties)"
                    )
                }
                for entry in mask.children {
                    guard let id = entry.attributes["reference"], ["include", "exclude"].contains(entry.name) else {
                        return loader.fail(
                            entry, "<\(entry.name)> in a size-class variation is not an include or exclude")
                    }
                    if entry.name == "exclude" {
                        loader.uninstalledIDs.insert(id)
                    } else {
                        loader.uninstalledIDs.remove(id)
                    }
                }
            }
        }
    }

    /// Whether a variation's key applies to `traits` and how many size classes it names (0 for
    /// `default`); `nil` for a key CellSnap does not read.
    private static func matches(_ key: String, _ traits: UITraitCollection) -> (applies: Bool, specificity: Int)? {
        if key == "default" { return (true, 0) }
        let classes: [String: UIUserInterfaceSizeClass] = ["compact": .compact, "regular": .regular]
        var applies = true
        let pairs = key.split(separator: "-")
        for pair in pairs {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let sizeClass = classes[parts[1]] else { return nil }
            switch parts[0] {
            case "widthClass": applies = applies && traits.horizontalSizeClass == sizeClass
            case "heightClass": applies = applies && traits.verticalSizeClass == sizeClass
            default: return nil
            }
        }
        return (applies, pairs.count)
    }
}
