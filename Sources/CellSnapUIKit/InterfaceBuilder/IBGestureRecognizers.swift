import Foundation

/// The gesture recognizers of Interface Builder documents. A storyboard writes them beside the
/// controller in its scene (a xib at its top level), a view takes them through its
/// `gestureRecognizers` outlet collection, and each sends its action to its target. A still
/// picture shows no gesture: they are made, configured and attached as on iOS, and a test can
/// find them on their views (and send their actions).
@MainActor enum IBGestureRecognizers {
    /// The UIKit recognizer of each element name (`pongPressGestureRecognizer` is the name
    /// Interface Builder writes for a long press).
    static let classes: [String: UIGestureRecognizer.Type] = [
        "tapGestureRecognizer": UITapGestureRecognizer.self, "panGestureRecognizer": UIPanGestureRecognizer.self,
        "pinchGestureRecognizer": UIPinchGestureRecognizer.self,
        "rotationGestureRecognizer": UIRotationGestureRecognizer.self,
        "swipeGestureRecognizer": UISwipeGestureRecognizer.self,
        "pongPressGestureRecognizer": UILongPressGestureRecognizer.self,
        "screenEdgePanGestureRecognizer": UIScreenEdgePanGestureRecognizer.self,
    ]

    /// UIKit's recognizers, made without targets (their initialisers are not `required`, so a
    /// metatype value cannot make them).
    private static let uikitMakers: [ObjectIdentifier: @MainActor () -> UIGestureRecognizer] = [
        ObjectIdentifier(UITapGestureRecognizer.self): { UITapGestureRecognizer(target: nil, action: nil) },
        ObjectIdentifier(UIPanGestureRecognizer.self): { UIPanGestureRecognizer(target: nil, action: nil) },
        ObjectIdentifier(UIPinchGestureRecognizer.self): { UIPinchGestureRecognizer(target: nil, action: nil) },
        ObjectIdentifier(UIRotationGestureRecognizer.self): { UIRotationGestureRecognizer(target: nil, action: nil) },
        ObjectIdentifier(UISwipeGestureRecognizer.self): { UISwipeGestureRecognizer(target: nil, action: nil) },
        ObjectIdentifier(UILongPressGestureRecognizer.self): { UILongPressGestureRecognizer(target: nil, action: nil) },
        ObjectIdentifier(UIScreenEdgePanGestureRecognizer.self): {
            UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
        },
    ]

    /// A recognizer of `type`, without targets: UIKit's own classes directly, an app's subclass
    /// through the `init()` the Objective-C adapter registers for the classes of its files.
    static func make(_ type: UIGestureRecognizer.Type, element: IBElement, loader: IBLoader) throws
        -> UIGestureRecognizer
    {
        if let uikit = uikitMakers[ObjectIdentifier(type)] { return uikit() }
        if let factory = SelectorTable.factory(type, "init"),
            let recognizer = try factory(SelectorArguments([])) as? UIGestureRecognizer
        {
            return recognizer
        }
        throw IBFailure(
            file: loader.document.fileName, element: element,
            "the gesture recognizer class \(String(reflecting: type)) cannot be made by name: build its file "
                + "through CellSnap's Objective-C adapter (the ObjCAdapter plugin), which registers its init()")
    }

    /// The objects of the storyboard scene whose controller has `controllerID` that are made with
    /// its view: the gesture recognizers and the views beside the controller (a view kept outside
    /// the hierarchy, which code adds later: the storyboard compiles both into the view's nib).
    static func sceneObjects(of controllerID: String, in document: IBDocument) -> [IBElement] {
        guard document.isStoryboard, let scenes = IBDocument.child(document.root, "scenes") else { return [] }
        for scene in scenes.children where scene.name == "scene" {
            guard let objects = IBDocument.child(scene, "objects"),
                objects.children.contains(where: { $0.attributes["id"] == controllerID })
            else { continue }
            return objects.children.filter { object in
                let isView = IBClasses.uikitClasses[object.name].map { $0 is UIView.Type } ?? false
                return classes[object.name] != nil || (object.attributes["id"] != controllerID && isView)
            }
        }
        return []
    }
}

extension IBReading {
    /// Interface Builder's names of swipe directions.
    static let swipeDirections: [String: UISwipeGestureRecognizer.Direction] = [
        "right": .right, "left": .left, "up": .up, "down": .down,
    ]

    /// What a recognizer element reads: whether it is enabled, how it treats touches, and its
    /// class's own requirements. No visible effect in a still picture; each is set as on iOS.
    mutating func applyGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        if let enabled = bool("enabled") { recognizer.isEnabled = enabled }
        if let cancels = bool("cancelsTouchesInView") { recognizer.cancelsTouchesInView = cancels }
        if let delays = bool("delaysTouchesBegan") { recognizer.delaysTouchesBegan = delays }
        if let delays = bool("delaysTouchesEnded") { recognizer.delaysTouchesEnded = delays }
        switch recognizer {
        case let tap as UITapGestureRecognizer:
            if let taps = count("numberOfTapsRequired") { tap.numberOfTapsRequired = taps }
            if let touches = count("numberOfTouchesRequired") { tap.numberOfTouchesRequired = touches }
        case let pan as UIPanGestureRecognizer:
            if let touches = count("minimumNumberOfTouches") { pan.minimumNumberOfTouches = touches }
            if let touches = count("maximumNumberOfTouches") { pan.maximumNumberOfTouches = touches }
        case let press as UILongPressGestureRecognizer:
            if let taps = count("numberOfTapsRequired") { press.numberOfTapsRequired = taps }
            if let touches = count("numberOfTouchesRequired") { press.numberOfTouchesRequired = touches }
            if let duration = number("minimumPressDuration") { press.minimumPressDuration = TimeInterval(duration) }
            if let movement = number("allowableMovement") { press.allowableMovement = movement }
        case let swipe as UISwipeGestureRecognizer:
            if let direction = choice("direction", Self.swipeDirections) { swipe.direction = direction }
            if let touches = count("numberOfTouchesRequired") { swipe.numberOfTouchesRequired = touches }
        default: break
        }
    }

    /// The attribute `key` as a whole number of at least 0; another value is an error.
    private mutating func count(_ key: String) -> Int? {
        guard let value = number(key) else { return nil }
        guard value >= 0, value == value.rounded() else {
            loader.fail(
                element, "the attribute \(key)=\"\(element.attributes[key] ?? "")\" is not a whole number of at least 0"
            )
            return nil
        }
        return Int(value)
    }
}
