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

/// A class's initialisers by their argument labels, as Swift's rules of initialiser inheritance
/// make them: the designated ones, the convenience ones, and which of them are failable.
struct InitializerSet {
    var designated: Set<[String?]> = []
    var convenience: Set<[String?]> = []
    var failable: Set<[String?]> = []

    /// The initialisers `Class(...)` can be called with and that return an instance (not an optional).
    var available: Set<[String?]> { designated.union(convenience).subtracting(failable) }
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
        "UIView", "UIControl", "UILabel", "UIImageView", "UIStackView", "UIScrollView", "UIButton", "UISwitch",
        "UITextField", "UISearchBar", "UISlider", "UISegmentedControl", "UIStepper", "UIProgressView",
        "UIActivityIndicatorView", "UIDatePicker", "UIPageControl", "UICollectionReusableView",
        "UICollectionViewCell", "UICollectionViewListCell",
    ] {
        sets[name] = view
    }
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
    sets["UITableViewCell"] = InitializerSet(designated: [["style", "reuseIdentifier"], coder], failable: [coder])
    sets["UITableViewHeaderFooterView"] = InitializerSet(designated: [["reuseIdentifier"], coder], failable: [coder])
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
        }
        guard depth < 64, let superclass = info.superclass,
            let inherited = initializerSet(of: superclass, depth: depth + 1)
        else { return own }
        var result = own
        if own.designated.isEmpty {
            result.designated = inherited.designated
            result.failable.formUnion(inherited.failable.subtracting(own.convenience))
        }
        if inherited.designated.isSubset(of: result.designated.union(own.convenience)) {
            result.convenience.formUnion(inherited.convenience.subtracting(result.designated))
            result.failable.formUnion(
                inherited.failable.intersection(inherited.convenience).subtracting(own.convenience))
        }
        return result
    }
}
