import Foundation

/// What every view element reads: frame, autoresizing mask, the common properties, colours,
/// layout margins, hugging and compression resistance, subviews and constraints.
extension IBReading {
    static let contentModes: [String: UIView.ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]
    /// The Interface Style a view or controller overrides its traits with (Xcode writes no
    /// attribute for Inherited).
    static let interfaceStyles: [String: UIUserInterfaceStyle] = ["light": .light, "dark": .dark]

    mutating func applyView(_ view: UIView) {
        if isBuiltIn {
            // A styled cell places its own labels and image view (UIKit's layoutSubviews does too).
            _ = (child("rect", key: "frame"), child("frame", key: "frameInset"))
            _ = child("autoresizingMask", key: "autoresizingMask")
            accept("translatesAutoresizingMaskIntoConstraints", "textAlignment", "lineBreakMode", "baselineAdjustment")
        } else if let frame = child("rect", key: "frame") {
            var reading = IBReading(element: frame, loader: loader)
            view.frame = reading.rect()
            reading.finish()
        } else if let inset = child("frame", key: "frameInset") {
            // Xcode 8.0 wrote a view's frame as insets from its superview's bounds.
            var reading = IBReading(element: inset, loader: loader)
            view.frame = reading.frameInset(in: view.superview?.bounds ?? loader.superviewBounds)
            reading.finish()
        }
        if let mask = child("autoresizingMask", key: "autoresizingMask") { view.autoresizingMask = autoresizing(mask) }
        applyViewProperties(view)
        applyPriorities(view)
        if let color = colorChild("backgroundColor") { view.backgroundColor = color }
        if let color = colorChild("tintColor") { view.tintColor = color }
        if let margins = keyed("layoutMargins").flatMap({ value(of: $0) as? UIEdgeInsets }) {
            view.layoutMargins = margins
        }
        if let guide = keyed("safeArea"), let id = guide.attributes["id"] {
            loader.objects[id] = view.safeAreaLayoutGuide
        }
        if let margins = keyed("directionalLayoutMargins").flatMap({ value(of: $0) as? NSDirectionalEdgeInsets }) {
            view.directionalLayoutMargins = margins
        }
        if let guide = keyed("layoutMarginsGuide"), let id = guide.attributes["id"] {
            loader.objects[id] = view.layoutMarginsGuide
        }
        if let scrollView = view as? UIScrollView {
            // Interface Builder's content and frame layout guides (Xcode 11), which constraints name by id.
            if let guide = keyed("contentLayoutGuide"), let id = guide.attributes["id"] {
                loader.objects[id] = scrollView.contentLayoutGuide
            }
            if let guide = keyed("frameLayoutGuide"), let id = guide.attributes["id"] {
                loader.objects[id] = scrollView.frameLayoutGuide
            }
        }
        _ = child("inset", key: "insetFor6xAndEarlier")  // editor metadata of iOS 6
        // Interface Builder writes an empty <gestureRecognizers/> in a view whose recognizers the
        // `gestureRecognizers` outlet collection attaches (IBConnections); the element holds nothing.
        if let recognizers = element.children.first(where: { $0.name == "gestureRecognizers" }),
            recognizers.children.isEmpty, recognizers.attributes.isEmpty
        {
            _ = child("gestureRecognizers")
        }
        applyKind(view)
        IBVariations.read(children("variation"), loader: loader)
        addSubviews(to: view)
        loader.pendingConstraints += children("constraints").map { ($0, view) }
    }

    private mutating func applyViewProperties(_ view: UIView) {
        if let mode = choice("contentMode", Self.contentModes) { view.contentMode = mode }
        if let alpha = number("alpha") { view.alpha = alpha }
        if let hidden = bool("hidden") { view.isHidden = hidden }
        if let tag = number("tag") { view.tag = Int(tag) }
        if let opaque = bool("opaque") { view.isOpaque = opaque }
        if let clips = bool("clipsSubviews") { view.clipsToBounds = clips }
        if let enabled = bool("userInteractionEnabled") { view.isUserInteractionEnabled = enabled }
        if let resizes = bool("autoresizesSubviews") { view.autoresizesSubviews = resizes }
        if let insets = bool("insetsLayoutMarginsFromSafeArea") { view.insetsLayoutMarginsFromSafeArea = insets }
        if let preserves = bool("preservesSuperviewLayoutMargins") { view.preservesSuperviewLayoutMargins = preserves }
        let semantics: [String: UISemanticContentAttribute] = [
            "unspecified": .unspecified, "playback": .playback, "spatial": .spatial,
            "forceLeftToRight": .forceLeftToRight, "forceRightToLeft": .forceRightToLeft,
        ]
        if let semantic = choice("semanticContentAttribute", semantics) { view.semanticContentAttribute = semantic }
        if let style = choice("interfaceStyle", Self.interfaceStyles) { view.overrideUserInterfaceStyle = style }
        // Interface Builder turns the autoresizing constraints off for a view that constraints
        // refer to (and writes the attribute when it is set by hand); a root view (a top-level
        // view, a controller's view, a cell's content view) keeps them.
        let id = element.attributes["id"] ?? ""
        let isRoot = element.attributes["key"] != nil || loader.topLevelIDs.contains(id)
        if !isBuiltIn {
            view.translatesAutoresizingMaskIntoConstraints =
                bool("translatesAutoresizingMaskIntoConstraints") ?? (isRoot || !loader.constrainedIDs.contains(id))
            if bool("fixedFrame") == true, !view.translatesAutoresizingMaskIntoConstraints {
                loader.fixedFrameViews.append(view)
            }
        }
    }

    private mutating func applyPriorities(_ view: UIView) {
        if let value = number("horizontalHuggingPriority") {
            view.setContentHuggingPriority(UILayoutPriority(Float(value)), for: .horizontal)
        }
        if let value = number("verticalHuggingPriority") {
            view.setContentHuggingPriority(UILayoutPriority(Float(value)), for: .vertical)
        }
        if let value = number("horizontalCompressionResistancePriority") {
            view.setContentCompressionResistancePriority(UILayoutPriority(Float(value)), for: .horizontal)
        }
        if let value = number("verticalCompressionResistancePriority") {
            view.setContentCompressionResistancePriority(UILayoutPriority(Float(value)), for: .vertical)
        }
    }

    /// The colour child with `key`.
    mutating func colorChild(_ key: String) -> UIColor? {
        guard let element = child("color", key: key) else { return nil }
        return value(of: element) as? UIColor
    }

    /// The font child (`fontDescription`) with `key`.
    mutating func fontChild(key: String = "fontDescription") -> UIFont? {
        guard let element = child("fontDescription", key: key) else { return nil }
        return value(of: element) as? UIFont
    }

    /// An `autoresizingMask` element (`widthSizable="YES" flexibleMaxY="YES"`).
    private func autoresizing(_ mask: IBElement) -> UIView.AutoresizingMask {
        var reading = IBReading(element: mask, loader: loader)
        var result: UIView.AutoresizingMask = []
        let flags: [(String, UIView.AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
            ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
            ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        for (key, flag) in flags where reading.bool(key) == true { result.insert(flag) }
        reading.finish()
        return result
    }

    /// The subviews, made in order and added (a stack view arranges them, as Interface Builder's
    /// stack views hold their arranged subviews).
    private mutating func addSubviews(to view: UIView) {
        guard let subviews = child("subviews") else { return }
        let target = (view as? UITableViewCell)?.contentView ?? (view as? UICollectionViewCell)?.contentView ?? view
        let outerBounds = loader.superviewBounds
        loader.superviewBounds = target.bounds
        defer { loader.superviewBounds = outerBounds }
        for element in subviews.children {
            do {
                if let id = element.attributes["id"], loader.builtInViews.contains(id),
                    let view = loader.objects[id] as? UIView
                {
                    try loader.adopt(view, element: element, builtIn: true)
                    continue
                }
                guard let subview = try loader.object(for: element) as? UIView else {
                    return loader.fail(element, "<\(element.name)> is not a view")
                }
                if let id = element.attributes["id"], loader.uninstalledIDs.contains(id) {
                    continue  // made, for its outlets, but not installed in this size class
                }
                if let stack = view as? UIStackView {
                    stack.addArrangedSubview(subview)
                } else {
                    target.addSubview(subview)
                }
            } catch {
                return loader.fail(element, error: error)
            }
        }
    }
}
