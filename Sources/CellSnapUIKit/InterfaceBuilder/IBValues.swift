import Foundation

/// The values of an Interface Builder document: colours, fonts, rectangles, sizes, insets, images
/// and strings, each read from its element as Xcode writes it.
extension IBReading {
    /// The value of a value element (`color`, `fontDescription`, `rect`, `size`, `edgeInsets`,
    /// `string`, `image`...), or `nil` after recording why it is not read.
    mutating func value(of child: IBElement) -> Any? {
        var reading = IBReading(element: child, loader: loader)
        defer { reading.finish() }
        switch child.name {
        case "color": return reading.color()
        case "fontDescription": return reading.font()
        case "rect": return reading.rect()
        case "size": return reading.size()
        case "point": return CGPoint(x: reading.number("x") ?? 0, y: reading.number("y") ?? 0)
        case "edgeInsets", "inset": return reading.insets()
        case "directionalEdgeInsets":
            return NSDirectionalEdgeInsets(
                top: reading.number("top") ?? 0, leading: reading.number("leading") ?? 0,
                bottom: reading.number("bottom") ?? 0, trailing: reading.number("trailing") ?? 0)
        case "string", "mutableString": return reading.string("value") ?? reading.text()
        case "integer", "real": return reading.number("value")
        case "boolean": return reading.bool("value")
        case "image", "imageReference": return reading.image()
        case "date":
            // `<date key="date" timeIntervalSinceReferenceDate="…">` (its comment is the date in words).
            let text = reading.string("timeIntervalSinceReferenceDate") ?? ""
            guard let seconds = Double(text), seconds.isFinite else {
                loader.fail(child, "the date's timeIntervalSinceReferenceDate=\"\(text)\" is not a number")
                return nil
            }
            return Date(timeIntervalSinceReferenceDate: seconds)
        case "locale": return reading.string("localeIdentifier").map { Locale(identifier: $0) }
        case "range":
            return NSRange(location: Int(reading.number("location") ?? 0), length: Int(reading.number("length") ?? 0))
        default:
            loader.fail(child, "CellSnap does not read a value from <\(child.name)>")
            return nil
        }
    }

    /// The text an element holds as its content (Xcode writes a long or multi-line text as
    /// `<string key="text">…</string>`, and an empty one as `<string key="text"/>`).
    private func text() -> String { element.text }

    /// A rectangle (`<rect key="frame" x= y= width= height=>`).
    mutating func rect() -> CGRect {
        CGRect(x: number("x") ?? 0, y: number("y") ?? 0, width: number("width") ?? 0, height: number("height") ?? 0)
    }

    /// The frame Xcode 8.0 wrote as insets from the superview's `bounds`
    /// (`<frame key="frameInset" minX= minY= width= height=>`): `minX` and `minY` from its left and
    /// top edges (0 when left out), and the size as `width` and `height`, or as `maxX` and `maxY`,
    /// the offsets of the frame's right and bottom edges from the superview's (negative inside it).
    mutating func frameInset(in bounds: CGRect) -> CGRect {
        let x = number("minX") ?? 0, y = number("minY") ?? 0
        let width = number("width") ?? bounds.width + (number("maxX") ?? 0) - x
        let height = number("height") ?? bounds.height + (number("maxY") ?? 0) - y
        return CGRect(x: bounds.minX + x, y: bounds.minY + y, width: width, height: height)
    }

    /// A size (`<size key="itemSize" width= height=>`).
    mutating func size() -> CGSize { CGSize(width: number("width") ?? 0, height: number("height") ?? 0) }

    /// Insets (`<edgeInsets key="layoutMargins" top= left= bottom= right=>`, or `<inset minX= minY= maxX= maxY=>`).
    mutating func insets() -> UIEdgeInsets {
        if element.name == "inset" {
            return UIEdgeInsets(
                top: number("minY") ?? 0, left: number("minX") ?? 0, bottom: number("maxY") ?? 0,
                right: number("maxX") ?? 0)
        }
        return UIEdgeInsets(
            top: number("top") ?? 0, left: number("left") ?? 0, bottom: number("bottom") ?? 0,
            right: number("right") ?? 0)
    }

    /// A colour: a system colour by name (`systemColor="systemBackgroundColor"`,
    /// `cocoaTouchSystemColor="darkTextColor"`, or Xcode 11's `name="systemGreenColor"
    /// catalog="System"`), a named colour of the app's asset catalogs (`name="AccentColor"`), or
    /// components (`red`/`green`/`blue` or `white`, with `alpha`).
    /// Calibrated and device RGB components are taken as sRGB (iOS converts calibrated RGB to sRGB,
    /// which moves a component by at most a few hundredths).
    mutating func color() -> UIColor? {
        accept("colorSpace", "customColorSpace")
        // All read (a mutating read on the right of `??` would not be recorded). Xcode 11 writes a
        // colour of iOS 13 as `xcode11CocoaTouchSystemColor` beside the older name it falls back to.
        let system = string("systemColor")
        let xcode11 = string("xcode11CocoaTouchSystemColor")
        let touch = string("cocoaTouchSystemColor")
        if let name = system ?? xcode11 ?? touch {
            // Xcode writes a system colour's light components beside its name for systems that
            // lack the name; iOS 13 and later draw the named (dynamic) colour, so they have no effect.
            accept("red", "green", "blue", "white", "alpha")
            guard let color = IBSystemColors.color(named: name) else {
                loader.fail(element, "the system colour \"\(name)\" is not one CellSnap has")
                return nil
            }
            return color
        }
        let catalog = string("catalog")
        if let name = string("name") {
            if catalog == "System" {
                guard let color = IBSystemColors.color(named: name) else {
                    loader.fail(element, "the system colour \"\(name)\" is not one CellSnap has")
                    return nil
                }
                return color
            }
            if let color = UIColor(named: name, in: loader.bundle, compatibleWith: nil) ?? UIColor(named: name) {
                return color
            }
            // ibtool compiles the value the document's resources hold for a colour the catalogs
            // lack (`<resources><namedColor name="X"><color …/></namedColor>`).
            guard let declared = declaredColor(name) else {
                loader.fail(
                    element,
                    "the named colour \"\(name)\" is not in the app's asset catalogs or the document's resources")
                return nil
            }
            return declared
        }
        let alpha = number("alpha") ?? 1
        if let white = number("white") { return UIColor(white: white, alpha: alpha) }
        guard element.attributes["red"] != nil else {
            loader.fail(element, "the colour has no components, system colour or name")
            return nil
        }
        return UIColor(red: number("red") ?? 0, green: number("green") ?? 0, blue: number("blue") ?? 0, alpha: alpha)
    }

    /// The value of the named colour `name` the document's resources declare, if any.
    private func declaredColor(_ name: String) -> UIColor? {
        guard let resources = IBDocument.child(loader.document.root, "resources"),
            let named = resources.children.first(where: { $0.name == "namedColor" && $0.attributes["name"] == name }),
            let value = IBDocument.child(named, "color"), value.attributes["name"] == nil
        else { return nil }
        var reading = IBReading(element: value, loader: loader)
        defer { reading.finish() }
        return reading.color()
    }

    /// A font: a text style (`style="UICTFontTextStyleBody"`), the system font
    /// (`type="system"`/`boldSystem`/`italicSystem`, `weight`, `pointSize`) or a named one
    /// (`name="Avenir-Heavy" family= pointSize=`).
    mutating func font() -> UIFont? {
        accept("family")
        if let style = string("style") {
            accept("pointSize")
            return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
        }
        let size = number("pointSize") ?? 17
        if let name = string("name") {
            if let font = UIFont(name: name, size: size) { return font }
            // A font neither the app nor iOS has (iOS's installed fonts are made by UIFont(name:size:)).
            // iOS draws a font it does not have in the system font of the size, and logs it; CellSnap
            // does the same (so the app's cell or controller is made, and its `as!` casts and
            // outlets work) but refuses to draw the view: a picture in another font is not the app's.
            let failure = IBFailure(
                file: loader.document.fileName, element: element,
                "the font \"\(name)\" is not among the fonts CellSnap was given (iOS would draw the system "
                    + "font in its place): register the app's font files with AppFonts.register(_:)")
            if loader.refusal == nil {
                loader.refusal = (failure, failure.reported(call: "UIFont(name: \"\(name)\", size: \(size))"))
            }
            return UIFont.systemFont(ofSize: size)
        }
        let weights: [String: UIFont.Weight] = [
            "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
            "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
        ]
        let weight = choice("weight", weights) ?? .regular
        switch choice("type", ["system": "system", "boldSystem": "bold", "italicSystem": "italic"]) {
        // Interface Builder's "System Bold" is the bold face; `boldSystemFont(ofSize:)` is semibold.
        case "bold": return UIFont.systemFont(ofSize: size, weight: .bold)
        case "italic": return UIFont.italicSystemFont(ofSize: size)
        default: return UIFont.systemFont(ofSize: size, weight: weight)
        }
    }

    /// An image by name: the app's asset catalogs, or an SF Symbol (`catalog="system"`).
    mutating func image() -> UIImage? {
        let image = string("image")
        let named = string("name")
        guard let name = image ?? named else {
            loader.fail(element, "the image has no name")
            return nil
        }
        accept("width", "height", "symbolScale", "renderingMode")
        if string("catalog") == "system" { return IBImages.symbol(named: name, element: element, loader: loader) }
        return IBImages.image(named: name, bundle: loader.bundle, element: element, loader: loader)
    }
}

/// Images named in documents.
@MainActor enum IBImages {
    /// The image `name` of the app's catalogs, or an SF Symbol of that name (Xcode 11 and later write
    /// a symbol as a plain image name with `catalog="system"` in the resources); an error when neither.
    static func image(named name: String, bundle: Bundle?, element: IBElement, loader: IBLoader) -> UIImage? {
        if let image = UIImage(named: name, in: bundle, compatibleWith: nil) ?? UIImage(named: name) { return image }
        if isSystemImage(name, loader: loader), let symbol = UIImage(systemName: name) { return symbol }
        // iOS loads the document with no image there and logs "Could not load the image referenced
        // from a nib"; CellSnap does the same (so `instantiate(withOwner:options:)[0]` and the
        // outlets work) and the view refuses to draw: a picture without the app's image is not its.
        let unreadable =
            AssetLookup.unreadableSet(in: bundle) { try $0.image(named: name) }
            ?? AssetLookup.unreadableSet(in: nil) { try $0.image(named: name) }
        let failure = IBFailure(
            file: loader.document.fileName, element: element,
            unreadable.map { "the image \"\(name)\" cannot be read: \($0)" }
                ?? "the image \"\(name)\" is not in the app's asset catalogs (iOS would draw no image there): add the "
                + "app's .xcassets to the target's resources")
        if loader.refusal == nil { loader.refusal = (failure, failure.reported(call: "UIImage(named: \"\(name)\")")) }
        return nil
    }

    /// The SF Symbol `name`; an error when CellSnap has no such symbol.
    static func symbol(named name: String, element: IBElement, loader: IBLoader) -> UIImage? {
        if let symbol = UIImage(systemName: name) { return symbol }
        loader.fail(element, "the system image \"\(name)\" is not a symbol CellSnap has")
        return nil
    }

    /// Whether the document's resources declare `name` as a system image.
    static func isSystemImage(_ name: String, loader: IBLoader) -> Bool {
        guard let resources = IBDocument.child(loader.document.root, "resources") else { return false }
        return resources.children.contains {
            $0.name == "image" && $0.attributes["name"] == name && $0.attributes["catalog"] == "system"
        }
    }
}

/// UIKit's system colours by the names Interface Builder writes (`systemBackgroundColor`).
@MainActor enum IBSystemColors {
    static func color(named name: String) -> UIColor? {
        let colors: [String: UIColor] = [
            "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
            "quaternaryLabelColor": .quaternaryLabel, "systemBackgroundColor": .systemBackground,
            "secondarySystemBackgroundColor": .secondarySystemBackground,
            "tertiarySystemBackgroundColor": .tertiarySystemBackground,
            "systemGroupedBackgroundColor": .systemGroupedBackground,
            "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
            "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground,
            "groupTableViewBackgroundColor": .systemGroupedBackground, "separatorColor": .separator,
            "opaqueSeparatorColor": .opaqueSeparator, "linkColor": .link, "placeholderTextColor": .placeholderText,
            "systemFillColor": .systemFill, "secondarySystemFillColor": .secondarySystemFill,
            "tertiarySystemFillColor": .tertiarySystemFill, "quaternarySystemFillColor": .quaternarySystemFill,
            "systemRedColor": .systemRed, "systemGreenColor": .systemGreen, "systemBlueColor": .systemBlue,
            "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow, "systemPinkColor": .systemPink,
            "systemPurpleColor": .systemPurple, "systemTealColor": .systemTeal, "systemIndigoColor": .systemIndigo,
            "systemBrownColor": .systemBrown, "systemMintColor": .systemMint, "systemCyanColor": .systemCyan,
            "systemGrayColor": .systemGray, "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
            "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6,
            "darkTextColor": .darkText, "lightTextColor": .lightText,
            "tintColor": .tintColor, "clearColor": .clear, "whiteColor": .white, "blackColor": .black,
            "grayColor": .gray, "lightGrayColor": .lightGray, "darkGrayColor": .darkGray, "redColor": .red,
            "greenColor": .green, "blueColor": .blue, "orangeColor": .orange, "yellowColor": .yellow,
            "cyanColor": .cyan, "magentaColor": .magenta, "purpleColor": .purple, "brownColor": .brown,
            "tableCellGroupedBackgroundColor": .secondarySystemGroupedBackground,
        ]
        return colors[name]
    }
}
