import Foundation

/// What the text and value controls read.
extension IBReading {
    mutating func applyTextField(_ field: UITextField) {
        // Each as an attribute, or as a `<string key=…>` element's content (Xcode's form of a long text).
        if let text = text("text") { field.text = text }
        if let placeholder = text("placeholder") { field.placeholder = placeholder }
        if let alignment = choice("textAlignment", Self.alignments) { field.textAlignment = alignment }
        let borders: [String: UITextField.BorderStyle] = [
            "none": .none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect,
        ]
        if let border = choice("borderStyle", borders) { field.borderStyle = border }
        let modes: [String: UITextField.ViewMode] = [
            "never": .never, "whileEditing": .whileEditing, "unlessEditing": .unlessEditing, "always": .always,
        ]
        if let mode = choice("clearButtonMode", modes) { field.clearButtonMode = mode }
        if let size = number("minimumFontSize") { field.minimumFontSize = size }
        if let adjusts = bool("adjustsFontSizeToFit") { field.adjustsFontSizeToFitWidth = adjusts }
        if let dynamic = bool("adjustsFontForContentSizeCategory") { field.adjustsFontForContentSizeCategory = dynamic }
        if let font = fontChild() { field.font = font }
        if let color = colorChild("textColor") { field.textColor = color }
    }

    mutating func applyTextView(_ textView: UITextView) {
        if let text = text("text") { textView.text = text }
        if let alignment = choice("textAlignment", Self.alignments) { textView.textAlignment = alignment }
        if let editable = bool("editable") { textView.isEditable = editable }
        if let selectable = bool("selectable") { textView.isSelectable = selectable }
        if let font = fontChild() { textView.font = font }
        if let color = colorChild("textColor") { textView.textColor = color }
        if let detectors = child("dataDetectorType", key: "dataDetectorTypes") {
            textView.dataDetectorTypes = dataDetectorTypes(detectors)
        }
        // "Attributed" text (IBReading+AttributedText.swift), in place of the plain text's look.
        accept("usesAttributedText")
        if let attributed = attributedStringChild("attributedText") { textView.attributedText = attributed }
    }

    /// A text view's `<dataDetectorType key="dataDetectorTypes" link="YES" phoneNumber="YES"/>`.
    private func dataDetectorTypes(_ element: IBElement) -> UIDataDetectorTypes {
        var reading = IBReading(element: element, loader: loader)
        var types: UIDataDetectorTypes = []
        let flags: [(String, UIDataDetectorTypes)] = [
            ("phoneNumber", .phoneNumber), ("link", .link), ("address", .address), ("calendarEvent", .calendarEvent),
            ("shipmentTrackingNumber", .shipmentTrackingNumber), ("flightNumber", .flightNumber),
            ("lookupSuggestion", .lookupSuggestion), ("money", .money), ("physicalValue", .physicalValue),
            ("all", .all),
        ]
        for (key, flag) in flags where reading.bool(key) == true { types.insert(flag) }
        _ = reading.bool("none")
        reading.finish()
        return types
    }

    mutating func applySwitch(_ control: UISwitch) {
        if let on = bool("on") { control.isOn = on }
        if let color = colorChild("onTintColor") { control.onTintColor = color }
        if let color = colorChild("thumbTintColor") { control.thumbTintColor = color }
    }

    mutating func applySlider(_ slider: UISlider) {
        if let minimum = number("minValue") { slider.minimumValue = Float(minimum) }
        if let maximum = number("maxValue") { slider.maximumValue = Float(maximum) }
        if let value = number("value") { slider.value = Float(value) }
        if let color = colorChild("minimumTrackTintColor") { slider.minimumTrackTintColor = color }
        if let color = colorChild("maximumTrackTintColor") { slider.maximumTrackTintColor = color }
        if let color = colorChild("thumbTintColor") { slider.thumbTintColor = color }
    }

    mutating func applyProgress(_ progress: UIProgressView) {
        if let value = number("progress") { progress.progress = Float(value) }
        let styles: [String: UIProgressView.Style] = ["default": .default, "bar": .bar]
        if let style = choice("progressViewStyle", styles) { progress.progressViewStyle = style }
        if let color = colorChild("progressTintColor") { progress.progressTintColor = color }
        if let color = colorChild("trackTintColor") { progress.trackTintColor = color }
    }

    mutating func applyActivityIndicator(_ indicator: UIActivityIndicatorView) {
        let styles: [String: UIActivityIndicatorView.Style] = [
            "medium": .medium, "large": .large, "gray": .gray, "white": .white, "whiteLarge": .whiteLarge,
        ]
        if let style = choice("style", styles) { indicator.style = style }
        if let hides = bool("hidesWhenStopped") { indicator.hidesWhenStopped = hides }
        if bool("animating") == true { indicator.startAnimating() }
        if let color = colorChild("color") { indicator.color = color }
    }

    mutating func applySegmented(_ control: UISegmentedControl) {
        accept("segmentControlStyle")  // iOS 7 and later draw one style
        if let segments = child("segments") {
            for (index, segment) in segments.children.enumerated() {
                var reading = IBReading(element: segment, loader: loader)
                if let title = reading.string("title") {
                    control.insertSegment(withTitle: title, at: index, animated: false)
                } else if let name = reading.string("image") {
                    let image = IBImages.image(named: name, bundle: loader.bundle, element: segment, loader: loader)
                    control.insertSegment(with: image, at: index, animated: false)
                }
                reading.finish()
            }
        }
        if let index = number("selectedSegmentIndex") { control.selectedSegmentIndex = Int(index) }
        if let momentary = bool("momentary") { control.isMomentary = momentary }
        if let color = colorChild("selectedSegmentTintColor") { control.selectedSegmentTintColor = color }
    }

    /// `userDefinedRuntimeAttributes`: each value set by key-value coding at its key path, as
    /// UIKit sets them; a key path the object does not answer is an error naming it.
    mutating func applyRuntimeAttributes(to object: NSObject) {
        guard let attributes = child("userDefinedRuntimeAttributes") else { return }
        for attribute in attributes.children {
            var reading = IBReading(element: attribute, loader: loader)
            guard let keyPath = reading.string("keyPath") else {
                loader.fail(attribute, "a runtime attribute has no keyPath")
                continue
            }
            let type = reading.string("type") ?? ""
            var value: Any? = nil
            switch type {
            case "boolean": value = reading.bool("value")
            case "number", "string", "localizedString", "color", "size", "point", "rect", "range", "image":
                if let text = reading.string("value") {
                    value = runtimeValue(text, type: type, attribute: attribute)
                } else if let child = attribute.children.first {
                    value = reading.value(of: child)
                    _ = reading.keyed(child.attributes["key"] ?? "value")
                }
            case "nil": value = nil
            default:
                loader.fail(attribute, "the runtime attribute type \"\(type)\" is not read by CellSnap")
            }
            reading.finish()
            IBRuntimeAttributes.set(value, keyPath: keyPath, of: object, element: attribute, loader: loader)
        }
    }
}

extension IBReading {
    /// A runtime attribute's value written in its `value` attribute: a number (a `CGFloat`, which
    /// key-value coding reads as the property's number type, as iOS reads its `NSNumber`), an image
    /// of the app's asset catalogs by name, or the text of a string. A localized string is the
    /// storyboard's text: CellSnap draws the development language's (its strings table is not read).
    func runtimeValue(_ text: String, type: String, attribute: IBElement) -> Any? {
        switch type {
        case "number":
            guard let number = Double(text), number.isFinite else {
                loader.fail(attribute, "the runtime attribute's number \"\(text)\" is not a number")
                return nil
            }
            return CGFloat(number)
        case "image": return IBImages.image(named: text, bundle: loader.bundle, element: attribute, loader: loader)
        default: return text
        }
    }
}

/// Key-value coding of runtime attributes, with the layer's properties apps set there most.
@MainActor enum IBRuntimeAttributes {
    static func set(_ value: Any?, keyPath: String, of object: NSObject, element: IBElement, loader: IBLoader) {
        UIKitKeyValueCoding.registerPropertyAccessor()
        if keyPath.hasPrefix("layer."), let view = object as? UIView {
            return setLayer(value, key: String(keyPath.dropFirst(6)), of: view, element: element, loader: loader)
        }
        if let problem = KeyValueCoding.problems(during: { object.setValue(value, forKeyPath: keyPath) }).first {
            // Since iOS 8 the nib loader catches what setting a runtime attribute raises, logs it
            // and goes on (a leftover attribute of a removed `@IBInspectable` is common).
            let place = IBFailure(file: loader.document.fileName, element: element, "")
            reportToStandardError(
                "Failed to set (\(keyPath)) user defined inspected property on (\(type(of: object))) in "
                    + "\(place.location): \(problem.reason); the attribute is left out, as UIKit leaves it out")
        }
    }

    private static func setLayer(_ value: Any?, key: String, of view: UIView, element: IBElement, loader: IBLoader) {
        let number = (value as? CGFloat) ?? (value as? Double).map { CGFloat($0) }
        switch (key, value) {
        case ("cornerRadius", _) where number != nil: view.layer.cornerRadius = number ?? 0
        case ("borderWidth", _) where number != nil: view.layer.borderWidth = number ?? 0
        case ("shadowRadius", _) where number != nil: view.layer.shadowRadius = number ?? 0
        case ("shadowOpacity", _) where number != nil: view.layer.shadowOpacity = Float(number ?? 0)
        case ("masksToBounds", let flag as Bool): view.layer.masksToBounds = flag
        case ("borderColor", let color as UIColor): view.layer.borderColor = color.cgColor
        case ("shadowColor", let color as UIColor): view.layer.shadowColor = color.cgColor
        case ("shadowOffset", let size as CGSize): view.layer.shadowOffset = size
        default:
            loader.fail(
                element,
                "the runtime attribute layer.\(key) is not one CellSnap sets (cornerRadius, borderWidth, borderColor, masksToBounds, shadow…)"
            )
        }
    }
}
