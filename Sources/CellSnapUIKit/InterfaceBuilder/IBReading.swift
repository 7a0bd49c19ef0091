import Foundation

/// Applies an element's attributes and children to the object made of it, and keeps which ones
/// it read: when it is done (``finish()``), an attribute or child element it did not read is an
/// error naming it, unless it is Interface Builder's editor metadata (``editorAttributes``,
/// ``editorElements``), which has no effect on iOS either. So every attribute CellSnap accepts has
/// an effect, and the tables of what each element reads are the `apply…` functions themselves.
@MainActor struct IBReading {
    let element: IBElement
    let loader: IBLoader
    /// Whether the object is one its parent made and lays out itself (a styled cell's `textLabel`).
    var isBuiltIn = false
    private var used: Set<String> = []
    private var usedChildren: Set<Int> = []

    /// Attributes that only Interface Builder's editor reads: ids, the canvas's frame
    /// bookkeeping, labels in the document outline, and how Xcode finds the module.
    static let editorAttributes: Set<String> = [
        "id", "key", "userLabel", "misplaced", "ambiguous", "verifyAmbiguity", "placeholderIntrinsicWidth",
        "placeholderIntrinsicHeight", "fixedFrame", "customModuleProvider", "sceneMemberID", "customClass",
        "customModule", "tableViewCell", "collectionViewCell", "colorLabel", "horizontalCompressionResistancePriority_",
    ]

    /// Attributes UIKit applies that have no visible effect in a still picture (touch handling,
    /// drawing optimisations, state restoration, the keyboard): read and documented so.
    static let stillPictureAttributes: Set<String> = [
        "multipleTouchEnabled", "clearsContextBeforeDrawing", "restorationIdentifier", "exclusiveTouch",
        "showsHorizontalScrollIndicator", "showsVerticalScrollIndicator", "indicatorStyle", "bouncesZoom", "bounces",
        "alwaysBounceVertical", "alwaysBounceHorizontal", "pagingEnabled", "scrollEnabled", "directionalLockEnabled",
        "keyboardDismissMode", "delaysContentTouches", "canCancelContentTouches", "springLoaded",
        "pointerInteraction", "clearsOnBeginEditing", "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled",
        "showsTouchWhenHighlighted", "reversesTitleShadowWhenHighlighted", "prefetchingEnabled",
        "allowsSelection", "allowsMultipleSelection", "allowsSelectionDuringEditing",
        "allowsMultipleSelectionDuringEditing", "dragInteractionEnabled", "continuous",
        "springLoadedInteraction", "showsMenuAsPrimaryAction", "changesSelectionAsPrimaryAction",
        "canFocus", "dataDetectorTypes", "allowsEditingTextAttributes", "shouldIndentWhileEditing",
        "showsReorderControl", "definesPresentationContext", "providesPresentationContextTransitionStyle",
        "modalPresentationStyle", "modalTransitionStyle", "hidesBottomBarWhenPushed",
        "autoresizesArchivedViewToFullSize",
        "wantsFullScreenLayout", "automaticallyAdjustsScrollViewInsets",
        "clearsSelectionOnViewWillAppear", "isInitialViewController", "useStoryboardIdentifierAsRestorationIdentifier",
    ]

    /// Child elements of the editor only (the canvas, the simulated bars of the editor's preview).
    static let editorElements: Set<String> = [
        "point", "freeformSimulatedSizeMetrics", "simulatedMetricsContainer", "simulatedStatusBarMetrics",
        "simulatedNavigationBarMetrics", "simulatedTabBarMetrics", "simulatedScreenMetrics",
        "simulatedOrientationMetrics", "simulatedToolbarMetrics",
        "connections", "textInputTraits", "accessibility", "nil",
    ]

    /// Whether `child` is the empty `<animations/>` Xcode 7 wrote into every view (editor
    /// metadata, with nothing to read).
    static func isEmptyAnimations(_ child: IBElement) -> Bool {
        child.name == "animations" && child.children.isEmpty && child.attributes.isEmpty
    }

    /// Whether `child` is an editor attribute written as an element, as Interface Builder writes
    /// a value too long for an attribute (`<string key="userLabel">` holding a label's long text).
    static func isLongEditorAttribute(_ child: IBElement) -> Bool {
        child.name == "string" && child.attributes["key"].map(editorAttributes.contains) == true
    }

    init(element: IBElement, loader: IBLoader) {
        self.element = element
        self.loader = loader
    }

    // MARK: Reading attributes

    /// The attribute `key`, now read.
    mutating func string(_ key: String) -> String? {
        used.insert(key)
        return element.attributes[key]
    }

    /// The text `key`: the attribute, or the `<string key=…>` child Xcode writes in its place for a
    /// text with a line break or a long one; now read.
    mutating func text(_ key: String) -> String? {
        let attribute = string(key)
        let element = keyed(key).flatMap { value(of: $0) } as? String
        return attribute ?? element
    }

    /// The attribute `key` as `YES`/`NO`; another value is an error.
    mutating func bool(_ key: String) -> Bool? {
        guard let text = string(key) else { return nil }
        switch text {
        case "YES": return true
        case "NO": return false
        default:
            loader.fail(element, "the attribute \(key)=\"\(text)\" is not YES or NO")
            return nil
        }
    }

    /// The attribute `key` as a number; another value is an error.
    mutating func number(_ key: String) -> CGFloat? {
        guard let text = string(key) else { return nil }
        guard let value = Double(text), value.isFinite, abs(value) <= 1_000_000 else {
            loader.fail(element, "the attribute \(key)=\"\(text)\" is not a number between -1000000 and 1000000")
            return nil
        }
        return CGFloat(value)
    }

    /// The attribute `key` looked up in `values`; another value is an error listing them.
    mutating func choice<Value>(_ key: String, _ values: [String: Value]) -> Value? {
        guard let text = string(key) else { return nil }
        guard let value = values[text] else {
            loader.fail(
                element,
                "the attribute \(key)=\"\(text)\" is not one CellSnap reads (\(values.keys.sorted().joined(separator: ", ")))"
            )
            return nil
        }
        return value
    }

    /// Marks attributes read whose effect is none in a still picture.
    mutating func accept(_ keys: String...) { used.formUnion(keys) }

    // MARK: Reading children

    /// The child named `name` (with `key`, when given), now read.
    mutating func child(_ name: String, key: String? = nil) -> IBElement? {
        guard
            let index = element.children.firstIndex(where: {
                $0.name == name && (key == nil || $0.attributes["key"] == key)
            })
        else { return nil }
        usedChildren.insert(index)
        return element.children[index]
    }

    /// The children named `name`, now read.
    mutating func children(_ name: String) -> [IBElement] {
        var result: [IBElement] = []
        for (index, child) in element.children.enumerated() where child.name == name {
            usedChildren.insert(index)
            result.append(child)
        }
        return result
    }

    /// The child with `key` (of any element name), now read.
    mutating func keyed(_ key: String) -> IBElement? {
        guard let index = element.children.firstIndex(where: { $0.attributes["key"] == key }) else { return nil }
        usedChildren.insert(index)
        return element.children[index]
    }

    /// The children with a `key` not read yet (for a framework's view to read the ones it knows).
    func unreadKeyedChildren() -> [IBElement] {
        element.children.enumerated().filter {
            !usedChildren.contains($0.offset) && $0.element.attributes["key"] != nil
        }
        .map(\.element)
    }

    /// Reports the first attribute or child element not read that is not editor metadata.
    func finish() {
        for key in element.attributes.keys.sorted()
        where !used.contains(key) && !Self.editorAttributes.contains(key) && !Self.stillPictureAttributes.contains(key)
        {
            return loader.fail(
                element, "the attribute \(key)=\"\(element.attributes[key] ?? "")\" is not read by CellSnap")
        }
        for (index, child) in element.children.enumerated()
        where !usedChildren.contains(index) && !Self.editorElements.contains(child.name)
            && !Self.isEmptyAnimations(child) && !Self.isLongEditorAttribute(child)
        {
            let key = child.attributes["key"].map { " key=\"\($0)\"" } ?? ""
            return loader.fail(
                child, "the element <\(child.name)\(key)> inside <\(element.name)> is not read by CellSnap")
        }
    }

    // MARK: Applying

    /// Applies the element to `object`, by the element's kind.
    mutating func apply(to object: NSObject) {
        loader.pendingConnections += children("connections").map { ($0, object) }
        switch object {
        case let view as UIView: applyView(view)
        case let controller as UIViewController: applyController(controller)
        case let item as UINavigationItem: applyNavigationItem(item)
        case let item as UIBarItem: applyBarItem(item)
        case let flow as UICollectionViewFlowLayout: applyFlowLayout(flow)
        case is UICollectionViewLayout where element.name == "collectionViewFlowLayout": passOverFlowKeys()
        case let recognizer as UIGestureRecognizer: applyGestureRecognizer(recognizer)
        default: break
        }
        applyRuntimeAttributes(to: object)
    }
}
