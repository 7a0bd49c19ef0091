import Foundation

/// Makes the objects of an Interface Builder document as UIKit's nib loading does: each object's
/// class (its `customClass` in `customModule`, else the element's UIKit class) made through its
/// `init(coder:)` with an ``IBCoder`` for its element, the element's properties then applied
/// (``IBReading``), then, once every object exists, the constraints, the outlet and action
/// connections, and `awakeFromNib()` for each object in the order they were made.
///
/// CellSnap applies an element's properties when its class's `init(coder:)` has returned (UIKit
/// decodes them inside it): a property an app's own `init(coder:)` sets and the document sets too
/// ends with the document's value. `awakeFromNib()`, where apps usually adjust what the document
/// set, runs after both, as on iOS.
@MainActor final class IBLoader {
    let document: IBDocument
    /// The modules a class without a `customModule` is looked for in.
    let modules: [String]
    /// The bundle the document came from (images and colours are looked up there first).
    let bundle: Bundle?
    /// The module of the target whose resources hold the document, when it came from a resource
    /// bundle: a `customModuleProvider="target"` class is that module's.
    var ownModule: String? { bundle.flatMap { IBResources.module(ofBundleFolder: ResourceBundles.folder(of: $0)) } }
    /// The storyboard being read, for the controllers it makes.
    weak var storyboard: UIStoryboard?
    /// The objects made so far, by id (the owner and the placeholders under theirs).
    var objects: [String: AnyObject] = [:]
    /// The objects made, in order, for `awakeFromNib()`.
    private(set) var made: [NSObject] = []
    /// The view controllers made so far.
    var madeControllers: [UIViewController] { made.compactMap { $0 as? UIViewController } }
    /// The `constraints` elements read, with the view that holds them.
    var pendingConstraints: [(element: IBElement, holder: UIView)] = []
    /// Views of a fixed frame that constraints place although none of the document's does
    /// (`fixedFrame="YES"` without the autoresizing mask's constraints, as Xcode 8 to 10 wrote
    /// views laid out by hand): Interface Builder's compiler gives each fixed left, top, width and
    /// height constraints, which ``finish(awakingFrom:)`` adds as it does.
    var fixedFrameViews: [UIView] = []
    /// The connections read, with their source.
    var pendingConnections: [(element: IBElement, source: AnyObject)] = []
    /// The embed segues of container views, run once the controller's view is loaded.
    var embedSegues: [(segue: IBElement, container: UIView)] = []
    /// The ids of the constraints and views the document's size-class variations leave
    /// uninstalled for the main screen's size classes (``IBVariations``).
    var uninstalledIDs: Set<String> = []
    /// The ids of views their parent made itself (a table view cell's `textLabel`), which the
    /// document describes but does not add.
    var builtInViews: Set<String> = []
    /// The ids of a controller's top (`true`) and bottom layout guides, which stand for its view's
    /// safe area: a constraint to the top guide's bottom is one to the safe area's top.
    var legacyGuides: [String: Bool] = [:]
    /// The bounds of the view whose subviews are being made: where a subview's Xcode 8.0
    /// `frameInset` is measured from, as the subview is added once it is made.
    var superviewBounds = CGRect.zero
    /// The ids of the views that constraints refer to.
    let constrainedIDs: Set<String>
    /// The ids of the document's top-level objects (a xib's views, a storyboard's controllers).
    let topLevelIDs: Set<String>
    /// The first problem found while an object was being made (an `init(coder:)` cannot throw).
    private(set) var failure: IBFailure?
    /// A problem where CellSnap did what iOS does but cannot draw it as the app's device would (a
    /// font the app bundles that CellSnap was not given): the object is made, so the app's casts
    /// and outlets work, and the next view made refuses to draw with this error (with no view
    /// made after it, the load fails with it).
    var refusal: (failure: IBFailure, error: CellSnapUIKitError)?

    /// The most objects one instantiation makes.
    static let maximumObjects = 20_000

    init(document: IBDocument, modules: [String], bundle: Bundle?) {
        self.document = document
        self.modules = modules
        self.bundle = bundle
        var constrained: Set<String> = []
        var topLevel: Set<String> = []
        document.root.descendants { element, ancestors in
            if ancestors.last?.name == "objects", let id = element.attributes["id"] { topLevel.insert(id) }
            guard element.name == "constraint" else { return }
            for key in ["firstItem", "secondItem"] { if let id = element.attributes[key] { constrained.insert(id) } }
        }
        constrainedIDs = constrained
        topLevelIDs = topLevel
    }

    /// Records `problem` of `element` (the first one is what the load reports).
    func fail(_ element: IBElement?, _ problem: String) {
        guard failure == nil else { return }
        failure = IBFailure(file: document.fileName, element: element, problem)
    }

    /// Records `error`, thrown while an object was made (the first one is what the load reports).
    func fail(_ element: IBElement, error: Error) {
        guard failure == nil else { return }
        failure = error as? IBFailure ?? IBFailure(file: document.fileName, element: element, "\(error)")
    }

    /// Throws the first problem recorded.
    func check() throws {
        if let failure { throw failure }
    }

    /// The object of `element`, made once (a second call returns the same object); `creator`, when
    /// given, makes it from its coder instead of its class (`instantiateViewController(identifier:creator:)`).
    func object(for element: IBElement, creator: ((NSCoder) -> NSObject?)? = nil) throws -> AnyObject {
        if let id = element.attributes["id"], let existing = objects[id] { return existing }
        if element.name == "viewControllerPlaceholder" {
            let controller = try IBStoryboardReferences.controller(for: element, loader: self)
            if let id = element.attributes["id"] { objects[id] = controller }
            return controller
        }
        guard made.count < Self.maximumObjects else {
            throw IBFailure(
                file: document.fileName, element: element, "the document makes more than \(Self.maximumObjects) objects"
            )
        }
        let type = try IBClasses.type(of: element, in: self)
        let coder = IBCoder(element: element, loader: self)
        guard let object = try creator?(coder) ?? make(type, coder: coder) else {
            throw IBFailure(file: document.fileName, element: element, "init(coder:) of \(type) returned nil")
        }
        try adopt(object, element: element)
        return object
    }

    /// An object of `type` made with its `init(coder:)`.
    private func make(_ type: AnyClass, coder: IBCoder) throws -> NSObject? {
        if let view = type as? UIView.Type { return view.init(coder: coder) }
        if let controller = type as? UIViewController.Type { return controller.init(coder: coder) }
        if let item = type as? UIBarItem.Type { return item.init(coder: coder) }
        if let item = type as? UINavigationItem.Type { return item.init(coder: coder) }
        if let layout = type as? UICollectionViewLayout.Type { return layout.init(coder: coder) }
        if let recognizer = type as? UIGestureRecognizer.Type {
            return try IBGestureRecognizers.make(recognizer, element: coder.element, loader: self)
        }
        throw IBFailure(
            file: document.fileName, element: coder.element,
            "\(type) is not a view, view controller, bar item, navigation item, layout or gesture recognizer, which CellSnap makes from documents"
        )
    }

    /// Registers `object` as the object of `element` and applies the element's properties to it.
    func adopt(_ object: NSObject, element: IBElement, builtIn: Bool = false) throws {
        if let id = element.attributes["id"] { objects[id] = object }
        made.append(object)
        var reading = IBReading(element: IBVariations.resolvingProperties(of: element), loader: self)
        reading.isBuiltIn = builtIn
        reading.apply(to: object)
        reading.finish()
        if let refusal, let view = object as? UIView {
            view.cellSnapRefuseDrawing(refusal.error)
            self.refusal = nil
        }
        try check()
    }

    /// Adds the constraints read, connects the connections read, then sends `awakeFromNib()` to
    /// every object made since `start` (an index into the objects made).
    func finish(awakingFrom start: Int) throws {
        let constraints = pendingConstraints
        pendingConstraints = []
        for (element, holder) in constraints { try IBConstraints.add(element, holder: holder, loader: self) }
        for view in fixedFrameViews { IBConstraints.fixFrame(of: view) }
        fixedFrameViews = []
        let connections = pendingConnections
        pendingConnections = []
        for (element, source) in connections { try IBConnections.connect(element, source: source, loader: self) }
        if let refusal { failure = failure ?? refusal.failure }
        try check()
        for object in made[start...] {
            (object as? UIResponder)?.awakeFromNib()
            (object as? UIBarItem)?.awakeFromNib()
        }
        for case let controller as UIViewController in made[start...] {
            controller.cellSnapViewSource?.keepSceneObjects(of: self)
        }
    }

    /// How many objects were made so far.
    var madeCount: Int { made.count }
}
