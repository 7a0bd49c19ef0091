/// The initialisers a class can be made with from its metatype value, as Objective-C's dynamically
/// dispatched initialisers let iOS code do (`T(frame: .zero)`, `cellClass.init(style:reuseIdentifier:)`):
/// their argument labels and the selector under which ``SelectorTable`` keeps each class's factory.
let metatypeInitializers: [(labels: [String?], selector: String)] = [
    ([], "init"),
    (["frame"], "initWithFrame:"),
    (["style", "reuseIdentifier"], "initWithStyle:reuseIdentifier:"),
    (["reuseIdentifier"], "initWithReuseIdentifier:"),
    (["nibName", "bundle"], "initWithNibName:bundle:"),
]

/// A required initialiser CellSnapUIKit gives UIKit's reusable views, with which their collection
/// or table view makes an instance of a registered class (iOS calls the UIKit initialiser it
/// stands for through the Objective-C runtime): the classes that declare it, its argument labels,
/// its declaration, and the UIKit initialiser it makes the view with.
struct RegisteredClassInitializer {
    let classes: Set<String>
    let labels: [String?]
    let declaration: String
    let uikitLabels: [String?]
    let uikitCall: String
    let uikitName: String
}

/// UIKit's reusable view classes and the required initialisers CellSnapUIKit gives them.
let registeredClassInitializers = [
    RegisteredClassInitializer(
        classes: ["UICollectionReusableView", "UICollectionViewCell", "UICollectionViewListCell"],
        labels: ["cellSnapFrame"], declaration: "init(cellSnapFrame frame: CGRect)", uikitLabels: ["frame"],
        uikitCall: "self.init(frame: frame)", uikitName: "init(frame:)"),
    RegisteredClassInitializer(
        classes: ["UITableViewCell"], labels: ["cellSnapReuseIdentifier"],
        declaration: "init(cellSnapReuseIdentifier reuseIdentifier: String?)",
        uikitLabels: ["style", "reuseIdentifier"],
        uikitCall: "self.init(style: .default, reuseIdentifier: reuseIdentifier)",
        uikitName: "init(style:reuseIdentifier:)"),
    RegisteredClassInitializer(
        classes: ["UITableViewHeaderFooterView"], labels: ["cellSnapReuseIdentifier"],
        declaration: "init(cellSnapReuseIdentifier reuseIdentifier: String?)", uikitLabels: ["reuseIdentifier"],
        uikitCall: "self.init(reuseIdentifier: reuseIdentifier)", uikitName: "init(reuseIdentifier:)"),
]

/// A class's initialisers by their argument labels, as Swift's rules of initialiser inheritance
/// make them: the designated ones, the convenience ones, and which of them are failable.
struct InitializerSet {
    var designated: Set<[String?]> = []
    var convenience: Set<[String?]> = []
    var failable: Set<[String?]> = []
    /// The `private` and unavailable ones: declared, so they count in the rules of inheritance, but
    /// code outside the class's declaration (the adapter's registrations at file scope) cannot
    /// call them.
    var hidden: Set<[String?]> = []

    /// The initialisers `Class(...)` can be called with from file scope and that return an instance
    /// (not an optional).
    var available: Set<[String?]> { designated.union(convenience).subtracting(failable).subtracting(hidden) }

    /// The set with a convenience initialiser of `labels` added.
    func adding(convenience labels: [String?]) -> InitializerSet {
        var set = self
        set.convenience.insert(labels)
        return set
    }
}

/// UIKit's classes that app classes subclass, with the initialisers CellSnapUIKit declares for them
/// (the same as the SDK's for the initialisers of ``metatypeInitializers``): what a subclass inherits.
let uikitInitializerSets: [String: InitializerSet] = {
    let coder: [String?] = ["coder"]
    let object = InitializerSet(designated: [[]])
    let view = InitializerSet(designated: [["frame"], coder], convenience: [[]], failable: [coder])
    let controller = InitializerSet(designated: [["nibName", "bundle"], coder], convenience: [[]], failable: [coder])
    let layout = InitializerSet(designated: [[], coder], failable: [coder])
    var sets: [String: InitializerSet] = ["NSObject": object, "UIResponder": object]
    for name in [
        "UIView", "UIControl", "UILabel", "UIStackView", "UIScrollView", "UIButton", "UISwitch", "UITextField",
        "UISearchBar", "UISlider", "UIStepper", "UIProgressView", "UIDatePicker", "UIPageControl",
    ] {
        sets[name] = view
    }
    // Views with designated initialisers of their own besides `init(frame:)` (as in the SDK): a
    // subclass that overrides only `init(frame:)` and `init(coder:)` does not inherit `init()`.
    for (name, own) in [
        ("UIImageView", [["image"], ["image", "highlightedImage"]]), ("UISegmentedControl", [["items"]]),
        ("UIActivityIndicatorView", [["style"]]),
    ] as [(String, [[String?]])] {
        var set = view
        set.designated.formUnion(own)
        sets[name] = set
    }
    // A reusable view also has CellSnapUIKit's required initialiser its collection or table view
    // makes registered classes with.
    let reusable = registeredClassInitializers[0]
    for name in reusable.classes { sets[name] = view.adding(convenience: reusable.labels) }
    for name in ["UIViewController", "UITabBarController"] { sets[name] = controller }
    var table = controller
    table.designated.insert(["style"])
    sets["UITableViewController"] = table
    var collection = controller
    collection.designated.insert(["collectionViewLayout"])
    sets["UICollectionViewController"] = collection
    var navigation = controller
    navigation.designated.insert(["rootViewController"])
    sets["UINavigationController"] = navigation
    sets["UITableViewCell"] = InitializerSet(
        designated: [["style", "reuseIdentifier"], coder], convenience: [["cellSnapReuseIdentifier"]], failable: [coder]
    )
    sets["UITableViewHeaderFooterView"] = InitializerSet(
        designated: [["reuseIdentifier"], coder], convenience: [["cellSnapReuseIdentifier"]], failable: [coder])
    sets["UICollectionViewLayout"] = layout
    sets["UICollectionViewFlowLayout"] = layout
    return sets
}()

extension ModuleIndex {
    /// The initialisers of `name` (a class of the module or one of UIKit's in ``uikitInitializerSets``),
    /// by Swift's rules: a class that declares no designated initialiser inherits its superclass's
    /// designated ones; a class that implements all of its superclass's designated initialisers
    /// (declared or so inherited) inherits its convenience ones too. `nil` for a class not known.
    func initializerSet(of name: String, depth: Int = 0) -> InitializerSet? {
        guard let info = classes[name] else { return uikitInitializerSets[name] }
        var own = InitializerSet()
        for initializer in info.initializers {
            if initializer.isDesignated {
                own.designated.insert(initializer.labels)
            } else {
                own.convenience.insert(initializer.labels)
            }
            if initializer.isFailable { own.failable.insert(initializer.labels) }
            if initializer.isHidden { own.hidden.insert(initializer.labels) }
        }
        guard depth < 64, let superclass = info.superclass,
            let inherited = initializerSet(of: superclass, depth: depth + 1)
        else { return own }
        var result = own
        let declaredOpenly = Set(info.initializers.filter { !$0.isHidden }.map(\.labels))
        result.hidden.formUnion(inherited.hidden.subtracting(declaredOpenly))
        // Stored properties without values and no initialiser of its own: the class inherits
        // none, and has only what Swift synthesises (`init(from:)` of a `Decodable` class).
        if own.designated.isEmpty, info.hasUnsetStoredProperties {
            result.designated = info.isCodable ? [["from"]] : []
            return result
        }
        if own.designated.isEmpty {
            result.designated = inherited.designated
            result.failable.formUnion(inherited.failable.subtracting(own.convenience))
        }
        if inherited.designated.isSubset(of: result.designated.union(own.convenience)) {
            result.convenience.formUnion(inherited.convenience.subtracting(result.designated))
            result.failable.formUnion(
                inherited.failable.intersection(inherited.convenience).subtracting(own.convenience))
        } else {
            // Required, so declared by the adapter when not inherited (registeredClassInitializer(of:)).
            for required in registeredClassInitializers where inherited.convenience.contains(required.labels) {
                result.convenience.insert(required.labels)
            }
        }
        return result
    }

    /// Whether `info` inherits its superclass's convenience initialisers: it declares no designated
    /// initialiser, or implements all of its superclass's.
    func inheritsConvenienceInitializers(_ info: ClassInfo) -> Bool {
        let declared = info.initializers.filter(\.isDesignated).map(\.labels)
        guard !declared.isEmpty, let superclass = info.superclass, let inherited = initializerSet(of: superclass)
        else { return true }
        let convenience = info.initializers.filter { !$0.isDesignated }.map(\.labels)
        return inherited.designated.isSubset(of: Set(declared).union(convenience))
    }
}

extension ModuleIndex {
    /// What a reusable view class of the module that does not inherit CellSnapUIKit's required
    /// initialiser (`init(cellSnapFrame:)` of collection views' views, `init(cellSnapReuseIdentifier:)`
    /// of table cells, headers and footers) must declare: Swift requires it of every subclass, and a
    /// subclass that declares initialisers of its own without overriding UIKit's (a cell made only
    /// from a storyboard, or from a model, `init(model:)`) does not inherit it. It makes the view
    /// with UIKit's initialiser when the class has it; otherwise it stops with a message, as iOS
    /// stops on such a class registered by class (Swift's "use of unimplemented initializer").
    /// Empty for any other class.
    func registeredClassInitializer(of info: ClassInfo) -> [String] {
        guard let required = registeredClassInitializer(descendedFrom: info.name),
            !inheritsConvenienceInitializers(info), let set = initializerSet(of: info.name)
        else { return [] }
        let access = info.isOpen ? "public " : ""
        let body =
            set.available.contains(required.uikitLabels)
            ? required.uikitCall
            : "fatalError(\"\\(Self.self) has no \(required.uikitName): it cannot be made from its class, on iOS either\")"
        return ["\(access)required convenience \(required.declaration) { \(body) }"]
    }

    private func registeredClassInitializer(descendedFrom name: String, depth: Int = 0) -> RegisteredClassInitializer? {
        guard depth < 64, let info = classes[name], let superclass = info.superclass else {
            return registeredClassInitializers.first { $0.classes.contains(name) }
        }
        return registeredClassInitializers.first { $0.classes.contains(superclass) }
            ?? registeredClassInitializer(descendedFrom: superclass, depth: depth + 1)
    }
}

/// Core Animation's layer classes CellSnapUIKit declares (with AVFoundation's), whose `init()` is
/// `required` there: a view makes its layer from its `layerClass` metatype, which Swift allows on
/// Linux only with a `required` initialiser (iOS calls the Objective-C `init` dynamically).
let requiredInitLayerClasses: Set<String> = [
    "CALayer", "CAGradientLayer", "CAShapeLayer", "CATextLayer", "CAEmitterLayer", "AVPlayerLayer",
    "AVCaptureVideoPreviewLayer",
]

extension ModuleIndex {
    /// Whether the class `name` of the module descends from one of ``requiredInitLayerClasses``.
    func isLayerClass(_ name: String) -> Bool {
        guard let info = classes[name], let root = (ancestors(of: name).last ?? info).superclass else { return false }
        return requiredInitLayerClasses.contains(root)
    }

    /// What a layer class of the module that declares designated initialisers of its own, none of
    /// them `init()`, must declare: Swift requires CellSnapUIKit's `required init()` of every
    /// subclass that does not inherit it. It stops with a message, as iOS stops when Core Animation
    /// makes such a class as a view's `layerClass` ("use of unimplemented initializer"). Empty for
    /// any other class.
    func requiredLayerInitializer(of info: ClassInfo) -> [String] {
        guard isLayerClass(info.name), info.initializers.contains(where: \.isDesignated),
            !info.initializers.contains(where: { $0.labels.isEmpty })
        else { return [] }
        let access = info.isOpen ? "public " : ""
        return [
            "\(access)required init() { fatalError(\"\\(Self.self) has no init(): it cannot be made from its class, on iOS either\") }"
        ]
    }
}

extension ModuleIndex {
    /// Whether the class `name` of the module descends from Core Data's `NSManagedObject`.
    func isManagedObjectClass(_ name: String) -> Bool {
        guard let info = classes[name] else { return false }
        return (ancestors(of: name).last ?? info).superclass == "NSManagedObject"
    }

    /// What a managed object class of the module that declares designated initialisers of its own,
    /// not `init(entity:insertInto:)`, must declare: CellSnap's Core Data makes that initialiser
    /// `required` (so that generic code makes objects through a metatype, `T(context:)`, as the
    /// Objective-C initialisers let iOS code do), and Swift requires it of such a subclass (the
    /// Decodable managed object's `required init(from:)`). It is Core Data's own, through `super`;
    /// with it the class inherits `init(context:)`, as on iOS. Empty for another class, or one
    /// with stored properties the initialiser would leave unset.
    func requiredManagedObjectInitializer(of info: ClassInfo) -> [String] {
        guard isManagedObjectClass(info.name), info.initializers.contains(where: \.isDesignated),
            !info.initializers.contains(where: { $0.labels == ["entity", "insertInto"] }),
            !info.hasUnsetStoredProperties
        else { return [] }
        let access = info.isOpen || info.access == "public" ? "public " : ""
        return [
            "\(access)required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) "
                + "{ super.init(entity: entity, insertInto: context) }"
        ]
    }
}

extension ModuleIndex {
    /// What a subclass of `URLSession` of the module that declares no initialiser needs to be made
    /// with `init()`, which iOS's session class inherits from `NSObject` (deprecated, but the way
    /// a test's session mock is made: `MockURLSession()`) and Linux's Foundation does not give it:
    /// `init()` making a session of the default configuration, as iOS's does. Empty for another
    /// class, one with initialisers of its own, or one with stored properties it would leave unset.
    func sessionSubclassInitializer(of info: ClassInfo) -> [String] {
        guard info.superclass == "URLSession", info.initializers.isEmpty, !info.hasUnsetStoredProperties else {
            return []
        }
        let access = info.isOpen || info.access == "public" ? "public " : ""
        return ["\(access)init() { super.init(configuration: .default, delegate: nil, delegateQueue: nil) }"]
    }
}
