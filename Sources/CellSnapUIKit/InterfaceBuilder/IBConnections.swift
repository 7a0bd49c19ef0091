import Foundation

/// The `connections` of an element: outlets set by key-value coding on their source (UIKit's own
/// outlets, such as a table's `dataSource` and `delegate`, directly), outlet collections,
/// control actions added as targets, and segues (the relationship segues of containers are read
/// when the container is made, embed segues when their container view loads; the others run
/// when performed: see ``IBSegues``).
@MainActor enum IBConnections {
    static let events: [String: UIControl.Event] = [
        "touchUpInside": .touchUpInside, "touchDown": .touchDown, "touchUpOutside": .touchUpOutside,
        "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
        "editingChanged": .editingChanged, "editingDidBegin": .editingDidBegin, "editingDidEnd": .editingDidEnd,
        "editingDidEndOnExit": .editingDidEndOnExit, "touchCancel": .touchCancel,
        "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
    ]

    static func connect(_ connections: IBElement, source: AnyObject, loader: IBLoader) throws {
        var collections: [String: [AnyObject]] = [:]
        for element in connections.children {
            var reading = IBReading(element: element, loader: loader)
            defer { reading.finish() }
            switch element.name {
            case "outlet", "outletCollection":
                guard let property = reading.string("property"), let id = reading.string("destination") else {
                    throw IBFailure(
                        file: loader.document.fileName, element: element, "the outlet has no property or destination")
                }
                reading.accept("collectionClass", "appends")
                // A constraint removed at build time (Interface Builder's "Remove at build time")
                // is not in the compiled document, and neither is an outlet to it: the outlet stays nil.
                if loader.objects[id] == nil, isBuildTimePlaceholder(id, in: loader.document) { continue }
                let destination = try object(id, element: element, loader: loader)
                if element.name == "outletCollection" {
                    collections[property, default: []].append(destination)
                } else {
                    try setOutlet(property, of: source, to: destination, element: element, loader: loader)
                }
            case "action":
                guard let selector = reading.string("selector"), let id = reading.string("destination") else {
                    throw IBFailure(
                        file: loader.document.fileName, element: element, "the action has no selector or destination")
                }
                let event = reading.choice("eventType", events) ?? .primaryActionTriggered
                let target = loader.objects[id]
                if let item = source as? UIBarButtonItem {
                    item.target = target
                    item.action = Selector(selector)
                    continue
                }
                if let recognizer = source as? UIGestureRecognizer {
                    guard let target else {
                        throw IBFailure(
                            file: loader.document.fileName, element: element,
                            "the action's destination \"\(id)\" is not an object of the document")
                    }
                    recognizer.addTarget(target, action: Selector(selector))
                    continue
                }
                guard let control = source as? UIControl else {
                    throw IBFailure(
                        file: loader.document.fileName, element: element,
                        "an action's source is a control, a bar button item or a gesture recognizer (\(type(of: source)) is not)"
                    )
                }
                control.addTarget(target, action: Selector(selector), for: event)
            case "segue":
                // Read when performed (IBSegues); an embed segue runs once its container view loads.
                reading.accept(
                    "destination", "kind", "relationship", "identifier", "animates", "modalPresentationStyle",
                    "modalTransitionStyle", "unwindAction", "popoverAnchorView", "popoverAnchorBarButtonItem",
                    "reference")  // a second trigger of a segue written once
                if element.attributes["kind"] == "embed", let container = source as? UIView {
                    loader.embedSegues.append((element, container))
                } else if let control = source as? UIControl, element.attributes["kind"] != "relationship" {
                    IBSegues.trigger(element, from: control)
                } else if let item = source as? UIBarButtonItem, element.attributes["kind"] != "relationship" {
                    IBSegues.trigger(element, from: item, loader: loader)
                }
            default:
                throw IBFailure(
                    file: loader.document.fileName, element: element,
                    "<\(element.name)> is not a connection CellSnap reads")
            }
        }
        for (property, objects) in collections.sorted(by: { $0.key < $1.key }) {
            try setOutlet(property, of: source, to: objects as [Any], element: connections, loader: loader)
        }
    }

    /// Whether `id` is a constraint Interface Builder removes at build time (`placeholder="YES"`).
    private static func isBuildTimePlaceholder(_ id: String, in document: IBDocument) -> Bool {
        var found = false
        document.root.descendants { element, _ in
            if !found, element.name == "constraint", element.attributes["id"] == id {
                found = element.attributes["placeholder"] == "YES"
            }
        }
        return found
    }

    private static func object(_ id: String, element: IBElement, loader: IBLoader) throws -> AnyObject {
        if let object = loader.objects[id] { return object }
        guard let destination = loader.document.elementsByID[id] else {
            throw IBFailure(
                file: loader.document.fileName, element: element,
                "the destination \"\(id)\" is not an object of the document")
        }
        if destination.name == "searchDisplayController" {
            // Interface Builder's "Search Bar and Search Display Controller" (deprecated in iOS 8).
            throw IBFailure(
                file: loader.document.fileName, element: destination,
                "UISearchDisplayController is no longer supported: iOS 13 and later raise NSGenericException "
                    + "when a storyboard or nib holds one; replace it with a UISearchController")
        }
        // Interface Builder connects an outlet within one scene (or one xib): a scene's objects
        // are made when its controller is, so an object of another scene does not exist yet, and
        // iOS's storyboard compiler refuses such an outlet. A segue reaches another scene instead.
        throw IBFailure(
            file: loader.document.fileName, element: element,
            "the outlet's destination <\(destination.name) id=\"\(id)\"> is not an object of this scene (it is in "
                + "another scene, or made later); an outlet connects objects of one scene, as Interface Builder "
                + "requires: connect a segue to the other scene, or pass the object in prepare(for:sender:)")
    }

    /// Sets the outlet `property` of `source`: UIKit's own outlets directly, an app's by key-value coding.
    static func setOutlet(_ property: String, of source: AnyObject, to value: Any, element: IBElement, loader: IBLoader)
        throws
    {
        if setUIKitOutlet(property, of: source, to: value) { return }
        guard let object = source as? NSObject else { return }
        guard let problem = KeyValueCoding.problems(during: { object.setValue(value, forKey: property) }).first
        else { return }
        throw IBFailure(
            file: loader.document.fileName, element: element,
            "the outlet \(property) of \(type(of: source)) is not set: \(problem.reason). An @IBOutlet is set by name "
                + "when its file is built through CellSnap's Objective-C adapter (the ObjCAdapter plugin)")
    }

    private static func setUIKitOutlet(_ property: String, of source: AnyObject, to value: Any) -> Bool {
        switch (source, property) {
        case (let table as UITableView, "dataSource"): table.dataSource = value as? UITableViewDataSource
        case (let table as UITableView, "delegate"): table.delegate = value as? UITableViewDelegate
        case (let collection as UICollectionView, "dataSource"):
            collection.dataSource = value as? UICollectionViewDataSource
        case (let collection as UICollectionView, "delegate"): collection.delegate = value as? UICollectionViewDelegate
        case (let table as UITableView, "prefetchDataSource"):
            table.prefetchDataSource = value as? UITableViewDataSourcePrefetching
        case (let collection as UICollectionView, "prefetchDataSource"):
            collection.prefetchDataSource = value as? UICollectionViewDataSourcePrefetching
        case (let collection as UICollectionView, "dragDelegate"):
            collection.dragDelegate = value as? UICollectionViewDragDelegate
        case (let collection as UICollectionView, "dropDelegate"):
            collection.dropDelegate = value as? UICollectionViewDropDelegate
        case (let table as UITableView, "dragDelegate"): table.dragDelegate = value as? UITableViewDragDelegate
        case (let table as UITableView, "dropDelegate"): table.dropDelegate = value as? UITableViewDropDelegate
        case (let picker as UIPickerView, "dataSource"): picker.dataSource = value as? UIPickerViewDataSource
        case (let picker as UIPickerView, "delegate"): picker.delegate = value as? UIPickerViewDelegate
        case (let scroll as UIScrollView, "delegate"): scroll.delegate = value as? UIScrollViewDelegate
        case (let field as UITextField, "delegate"): field.delegate = value as? UITextFieldDelegate
        case (let bar as UISearchBar, "delegate"): bar.delegate = value as? UISearchBarDelegate
        case (let framework as any InterfaceBuilderAttributeReading, _):
            return framework.cellSnapSetInterfaceBuilderOutlet(property, to: value)
        case (let controller as UIViewController, "view"): controller.view = value as? UIView
        case (let recognizer as UIGestureRecognizer, "delegate"):
            recognizer.delegate = value as? UIGestureRecognizerDelegate
        case (let view as UIView, "gestureRecognizers")
        where (value as? [Any])?.allSatisfy({ $0 is UIGestureRecognizer }) == true:
            // Interface Builder writes `appends="YES"`: the view's own recognizers stay.
            for recognizer in value as? [Any] ?? [] {
                if let recognizer = recognizer as? UIGestureRecognizer { view.addGestureRecognizer(recognizer) }
            }
        default: return false
        }
        return true
    }
}
