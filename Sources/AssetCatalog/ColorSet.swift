import CellModel
import Primitives

/// A colour of an asset catalog (a `.colorset`), converted to sRGB, in each appearance it defines.
///
/// ``dynamicColor`` keeps the four values CellModel draws (light and dark, at normal and high
/// contrast), each chosen as UIKit falls back when the set leaves an appearance out
/// (``resolved(for:)``).
public struct NamedColor: Hashable, Sendable {
    /// A luminosity appearance: any, light or dark.
    public enum Luminosity: String, Hashable, Sendable, CaseIterable {
        case any, light, dark
    }

    /// One value of the set.
    public struct Value: Hashable, Sendable {
        public var luminosity: Luminosity
        public var highContrast: Bool
        /// The slot's colour; for a slot that names a system colour, its light value at normal contrast.
        public var color: Color
        /// The system colour the slot names, resolved for the appearance drawn (``resolved(for:)``).
        var reference: SystemColorReference? = nil
    }

    /// The set's name (with its folder's namespace, if the folder provides one).
    public var name: String
    public var values: [Value]

    /// The colour in `appearance`: the first value the set has in the order of
    /// ``ColorAppearance/catalogFallbacks`` (at high contrast and dark: high-contrast dark, dark,
    /// high-contrast any, any, high-contrast light, light); a value that names a system colour
    /// (`systemBlueColor`) is that colour resolved for `appearance`, as UIKit resolves it.
    public func resolved(for appearance: ColorAppearance) -> Color {
        func value(_ value: Value) -> Color { value.reference?.resolved(for: appearance) ?? value.color }
        for wanted in appearance.catalogFallbacks {
            let luminosity: Luminosity = wanted.style.map { $0 == .dark ? .dark : .light } ?? .any
            if let found = values.first(where: { $0.luminosity == luminosity && $0.highContrast == wanted.highContrast }
            ) {
                return value(found)
            }
        }
        return value(values[0])
    }

    /// The colour CellModel draws: fixed when every appearance agrees, else a light/dark pair that
    /// carries the high-contrast values that differ from the normal ones.
    public var dynamicColor: DynamicColor {
        let (light, dark) = (resolved(for: .light), resolved(for: .dark))
        let highContrastLight = resolved(for: ColorAppearance(style: .light, contrast: .high))
        let highContrastDark = resolved(for: ColorAppearance(style: .dark, contrast: .high))
        if light == dark, highContrastLight == light, highContrastDark == dark { return .fixed(light) }
        return .pair(
            light: light, dark: dark, highContrastLight: highContrastLight == light ? nil : highContrastLight,
            highContrastDark: highContrastDark == dark ? nil : highContrastDark)
    }
}

/// Reads a `.colorset`'s `Contents.json`.
enum ColorSetReader {
    /// The set's colour; `nil` for a set whose iPhone slots are all empty (the `AccentColor` set a
    /// new Xcode project has, which names no colour on iOS either).
    static func read(_ root: JSONNode, name: String) throws -> NamedColor? {
        let fields = try root.object(allowed: ["colors", "info", "properties"])
        if let properties = fields["properties"] {
            // Xcode writes `localizable` here; it does not change a colour's value.
            _ = try properties.object(allowed: ["localizable"])["localizable"]?.bool()
        }
        // Per appearance, the iPhone's own entry wins over the universal one.
        var chosen: [String: (isIPhone: Bool, value: NamedColor.Value)] = [:]
        var order: [String] = []
        var hasEmptySlots = false
        for entry in try fields.required("colors", in: root).array() {
            let entryFields = try entry.object(allowed: ["idiom", "color", "appearances"])
            let idiom = try entryFields.required("idiom", in: entry)
            guard try Idiom.drawsOnIPhone(idiom) else { continue }
            let isIPhone = try idiom.string() == "iphone"
            let (luminosity, highContrast) = try appearances(entryFields["appearances"])
            guard let colorNode = entryFields["color"] else {  // an empty appearance slot
                hasEmptySlots = true
                continue
            }
            let (color, reference) = try self.color(colorNode)
            let value = NamedColor.Value(
                luminosity: luminosity, highContrast: highContrast, color: color, reference: reference)
            let key = "\(luminosity.rawValue)-\(highContrast)"
            if let first = chosen[key] {
                guard first.isIPhone != isIPhone else {
                    throw entry.error("a second colour for the same idiom and appearance")
                }
                if first.isIPhone { continue }
            } else {
                order.append(key)
            }
            chosen[key] = (isIPhone, value)
        }
        let values = order.map { chosen[$0]!.value }
        if values.isEmpty, hasEmptySlots { return nil }
        guard !values.isEmpty else {
            throw try fields.required("colors", in: root).error(
                "the set has no colour for an iPhone (idiom universal or iphone)")
        }
        return NamedColor(name: name, values: values)
    }

    /// The luminosity and contrast of an entry's `appearances`.
    static func appearances(_ node: JSONNode?) throws -> (NamedColor.Luminosity, Bool) {
        var luminosity = NamedColor.Luminosity.any
        var highContrast = false
        for item in try node?.array() ?? [] {
            let fields = try item.object(allowed: ["appearance", "value"])
            let kind = try fields.required("appearance", in: item)
            let value = try fields.required("value", in: item)
            switch try kind.choice("appearance", ["luminosity": 0, "contrast": 1]) {
            case 0: luminosity = try value.choice("luminosity", ["light": .light, "dark": .dark])
            default: highContrast = try value.choice("contrast", ["high": true])
            }
        }
        return (luminosity, highContrast)
    }

    /// A slot's colour: its components, or the system colour it names.
    static func color(_ node: JSONNode) throws -> (Color, SystemColorReference?) {
        let fields = try node.object(allowed: ["color-space", "components", "platform", "reference"])
        if let referenceNode = fields["reference"] {
            let reference = try systemColor(referenceNode, platform: fields["platform"])
            return (reference.light, reference)
        }
        if let platform = fields["platform"] {
            throw platform.error("a platform is given without a reference to one of its system colours")
        }
        return (try components(fields, node: node), nil)
    }

    /// The iOS system colour a slot names (`"platform": "ios", "reference": "systemBlueColor"`).
    static func systemColor(_ node: JSONNode, platform: JSONNode?) throws -> SystemColorReference {
        if let platform, try platform.string() != "ios" {
            throw platform.error(
                "'\(try platform.string())' names another platform's system colour; an iPhone draws the iOS ones (platform 'ios')"
            )
        }
        let name = try node.string()
        guard let reference = SystemColorReference.named(name) else {
            throw node.error(
                "'\(name)' is not an iOS system colour; Xcode writes one of "
                    + SystemColorReference.knownNames.joined(separator: ", "))
        }
        return reference
    }

    /// A slot's components, in its colour space, converted to sRGB.
    static func components(_ fields: [String: JSONNode], node: JSONNode) throws -> Color {
        let space = try fields.required("color-space", in: node).choice(
            "colour space",
            [
                "srgb": ColorSpace.sRGB, "extended-srgb": .extendedSRGB, "extended-linear-srgb": .extendedLinearSRGB,
                "display-p3": .displayP3, "gray-gamma-22": .grayGamma22, "extended-gray": .extendedGray,
            ])
        let componentsNode = try fields.required("components", in: node)
        let keys = space.isGray ? ["white", "alpha"] : ["red", "green", "blue", "alpha"]
        let components = try componentsNode.object(allowed: keys)
        let values = try keys.dropLast().map {
            try component(try components.required($0, in: componentsNode), space: space, isAlpha: false)
        }
        let alpha = try component(try components.required("alpha", in: componentsNode), space: space, isAlpha: true)
        return space.sRGB(values, alpha: alpha)
    }

    /// A component in any notation Xcode writes: a float (`"0.500"`), an 8-bit integer (`"128"`)
    /// or a hexadecimal byte (`"0x80"`); integers and bytes are divided by 255.
    static func component(_ node: JSONNode, space: ColorSpace, isAlpha: Bool) throws -> Double {
        let text = try node.string()
        let notANumber = "\"\(text)\" is not a number (float, 0-255 integer or 0x hex)"
        let value: Double
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            let digits = text.dropFirst(2)
            guard !digits.isEmpty, digits.count <= 8, let byte = UInt32(digits, radix: 16) else {
                throw node.error(notANumber)
            }
            guard byte <= 255 else { throw node.error("\"\(text)\" is out of range (0x00 to 0xFF)") }
            value = Double(byte) / 255
        } else if text.contains(".") || text.contains("e") || text.contains("E") {
            guard let float = Double(text), float.isFinite else { throw node.error(notANumber) }
            let extended = space.isExtended && !isAlpha
            guard extended || (0...1).contains(float) else {
                throw node.error(
                    "\"\(text)\" is out of range (0 to 1" + (isAlpha ? ")" : "; the extended colour spaces allow more)")
                )
            }
            value = float
        } else {
            guard let integer = Int(text) else { throw node.error(notANumber) }
            guard (0...255).contains(integer) else { throw node.error("\"\(text)\" is out of range (0 to 255)") }
            value = Double(integer) / 255
        }
        return value
    }
}

/// The device families of an asset's entries: an iPhone draws `universal` and `iphone` entries.
enum Idiom {
    static let known = [
        "universal", "iphone", "ipad", "mac", "tv", "watch", "car", "vision", "ios-marketing", "watch-marketing",
    ]

    /// Whether an entry of this idiom is drawn on an iPhone; an unknown idiom is an error.
    static func drawsOnIPhone(_ node: JSONNode) throws -> Bool {
        let idiom = try node.string()
        guard known.contains(idiom) else {
            throw node.error(
                "unknown idiom '\(idiom)'; Xcode writes " + known.map { "'\($0)'" }.joined(separator: ", "))
        }
        return idiom == "universal" || idiom == "iphone"
    }
}
