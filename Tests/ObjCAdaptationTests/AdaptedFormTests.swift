// The adapter's rewrites, construct by construct: each fixture is a module of one file, and the
// adapted text of its lines (between the #sourceLocation that names the original and the one that
// ends it) and the diagnostics are exactly what they must become.
import ObjCAdaptation
import Testing

struct AdaptedFormFixture: CustomTestStringConvertible, Sendable {
    var name: String
    var what: String
    var source: String
    var adapted: String
    var diagnostics: [String]
    var testDescription: String { name }
}

/// The adapted lines of `source`, adapted alone as `/app/<name>.swift`, and its diagnostics.
func adaptedLines(_ name: String, _ source: String) -> (String, [String]) {
    let output = ModuleAdapter(sources: [.init(path: "/app/\(name).swift", text: source)]).adapt()
    let lines = output.files[0].split(separator: "\n", omittingEmptySubsequences: false)
    let body = lines.dropFirst().prefix { $0 != "#sourceLocation()" }
    return (body.joined(separator: "\n"), output.diagnostics.map(\.description))
}

/// A file whose name holds a control character (Xcode builds it) names itself in its
/// `#sourceLocation` with the character escaped, as a string literal takes it.
@Test func aFileNameControlCharacterIsEscapedInItsSourceLocation() {
    let output = ModuleAdapter(sources: [.init(path: "/app/\u{10}Connects \"1\".swift", text: "let x = 1\n")]).adapt()
    #expect(output.files[0].hasPrefix(#"#sourceLocation(file: "/app/\u{10}Connects \"1\".swift", line: 1)"#))
}

@Test(arguments: adaptedFormFixtures) func adaptedForm(_ fixture: AdaptedFormFixture) {
    let (adapted, diagnostics) = adaptedLines(fixture.name, fixture.source)
    #expect(adapted == fixture.adapted, "\(fixture.what)")
    #expect(diagnostics == fixture.diagnostics)
    #expect(
        adapted.split(separator: "\n", omittingEmptySubsequences: false).count
            == fixture.source.split(separator: "\n", omittingEmptySubsequences: false).count,
        "every line keeps its number")
}

let adaptedFormFixtures: [AdaptedFormFixture] = [
    AdaptedFormFixture(
        name: "attr",
        what:
            "Objective-C and Interface Builder attributes and dynamic are removed (a dynamic property announces its changes), lines kept",
        source: #"""
            class A: NSObject {
                @objc
                func a() {}
                @objc(renamed:) func b(_ x: Int) {}
                @objc dynamic var c = 0
                @IBOutlet weak var d: UILabel!
                @IBInspectable var e: CGFloat = 0
                @IBAction func f(_ sender: Any) {}
            }
            @IBDesignable @objcMembers class B: UIView {}
            """#,
        adapted: #"""
            class A: NSObject {
                
                func a() {}
                 func b(_ x: Int) {}
                  var c = 0 { willSet { willChangeValue(forKey: "c") } didSet { didChangeValue(forKey: "c") } }
                 weak var d: UILabel!
                 var e: CGFloat = 0
                 func f(_ sender: Any) {}
            private let _cellSnapSelectorsRegistered = _cellSnapSelectors }
              class B: UIView {}
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "main", what: "an app's entry point attributes are removed, the delegate types kept",
        source: #"""
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {}
            @UIApplicationMain class OldAppDelegate: UIResponder, UIApplicationDelegate {}
            """#,
        adapted: #"""

            class AppDelegate: UIResponder, UIApplicationDelegate {}
             class OldAppDelegate: UIResponder, UIApplicationDelegate {}
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "launch",
        what:
            "in a module with an entry point, UIApplication.shared is the app launched with its delegate; Bundle.main and Bundle(for:) are the app's bundle (the module's own)",
        source: #"""
            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var store: [String] = []
            }
            final class ListViewController: UITableViewController {
                lazy var delegate = UIApplication.shared.delegate as! AppDelegate
                let app = UIKit.UIApplication.shared
                let url = Bundle.main.url(forResource: "Recipes", withExtension: "json")!
                let info = Foundation.Bundle.main.infoDictionary
                let nib = UINib(nibName: "Cell", bundle: Bundle(for: ListViewController.self))
                let other = Bundle(path: "/tmp"), shared = Other.shared
            }
            """#,
        adapted: #"""

            class AppDelegate: UIResponder, UIApplicationDelegate {
                var store: [String] = []
            }
            final class ListViewController: UITableViewController {
                lazy var delegate = UIApplication.cellSnapShared(launching: _CellSnapAppEntryPoint.self).delegate as! AppDelegate
                let app = UIApplication.cellSnapShared(launching: _CellSnapAppEntryPoint.self)
                let url = _cellSnapMainBundle.url(forResource: "Recipes", withExtension: "json")!
                let info = _cellSnapMainBundle.cellSnapInfoDictionary
                let nib = UINib(nibName: "Cell", bundle: _cellSnapModuleBundle)
                let other = Bundle(path: "/tmp"), shared = Other.shared
            }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "noentry",
        what:
            "without an entry point UIApplication.shared stays; a @main struct is no app delegate; a Bundle parameter's default .main is the app's",
        source: #"""
            @main struct Tool { static func main() {} }
            let app = UIApplication.shared
            let bundle = Bundle.main
            let version = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString"), id = Bundle.main.bundleIdentifier
            func plist(_ name: String, in bundle: Bundle = .main, or other: Bundle? = .main, color: UIColor = .main) {}
            """#,
        adapted: #"""
             struct Tool { static func main() {} }
            let app = UIApplication.shared
            let bundle = _cellSnapMainBundle
            let version = _cellSnapMainBundle.cellSnapObject(forInfoDictionaryKey: "CFBundleShortVersionString"), id = _cellSnapMainBundle.cellSnapBundleIdentifier
            func plist(_ name: String, in bundle: Bundle = _cellSnapMainBundle, or other: Bundle? = _cellSnapMainBundle, color: UIColor = .main) {}
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "nilbundle",
        what:
            "bundle: nil and bundle: .main of UIStoryboard(name:bundle:) and (nibName:bundle:) calls are the app's bundle, an asset's stays; a segue's override init is required",
        source: #"""
            final class ListViewController: UIViewController {
                init() { super.init(nibName: nil, bundle: nil) }
                let storyboard2 = UIStoryboard(name: "Main", bundle: nil)
                let nib = UINib(nibName: "Cell", bundle: .main), given = UINib(nibName: "Cell", bundle: other)
                let image = UIImage(named: "x", in: nil, compatibleWith: nil), call = f(name: "a", bundle: nil, c: 1)
                let asset = NSDataAsset(name: "a", bundle: .main), color = ColorResource(name: "b", bundle: .main)
            }
            final class FadeSegue: UIStoryboardSegue {
                override init(identifier: String?, source: UIViewController, destination: UIViewController) {
                    super.init(identifier: identifier, source: source, destination: destination)
                }
            }
            """#,
        adapted: #"""
            final class ListViewController: UIViewController {
                init() { super.init(nibName: nil, bundle: _cellSnapMainBundle) }
                let storyboard2 = UIStoryboard(name: "Main", bundle: _cellSnapMainBundle)
                let nib = UINib(nibName: "Cell", bundle: _cellSnapMainBundle), given = UINib(nibName: "Cell", bundle: other)
                let image = UIImage(named: "x", in: nil, compatibleWith: nil), call = f(name: "a", bundle: nil, c: 1)
                let asset = NSDataAsset(name: "a", bundle: .main), color = ColorResource(name: "b", bundle: .main)
            }
            final class FadeSegue: UIStoryboardSegue {
                required init(identifier: String?, source: UIViewController, destination: UIViewController) {
                    super.init(identifier: identifier, source: source, destination: destination)
                }
            }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "requiredinits",
        what:
            "override init() of a layer subclass (direct or through an app's layer class) and a managed object's override init(entity:insertInto:) are required; a view's override init() is not",
        source: #"""
            class RingLayer: CAShapeLayer {
                override init() { super.init() }
                override init(layer: Any) { super.init(layer: layer) }
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            final class ThinRingLayer: RingLayer {
                override init() { super.init() }
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            final class Note: NSManagedObject {
                override init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
                    super.init(entity: entity, insertInto: context)
                }
            }
            final class Badge: UIView {
                override init() { super.init(frame: .zero) }
            }
            """#,
        adapted: #"""
            class RingLayer: CAShapeLayer {
                required init() { super.init() }
                override init(layer: Any) { super.init(layer: layer) }
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            final class ThinRingLayer: RingLayer {
                required init() { super.init() }
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            final class Note: NSManagedObject {
                required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
                    super.init(entity: entity, insertInto: context)
                }
            }
            final class Badge: UIView {
                override init() { super.init(frame: .zero) }
            }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "selfinit",
        what:
            "Self(frame:), and .init() returned as Self, where Self is a UIKit class that may be subclassed go through the initializer table; a final class's Self and a protocol's init() requirement on a T.Type parameter are left alone",
        source: #"""
            protocol ViewFactory { static func buildView(within bounds: CGRect) -> Self? }
            extension ViewFactory where Self: UIView {
                static func buildView(within bounds: CGRect) -> Self? { Self(frame: bounds) }
            }
            class Badge: UIView {
                class func make() -> Self { Self.init(frame: .zero) }
            }
            final class Pill: UIView {
                static func make() -> Self { Self(frame: .zero) }
            }
            extension UITableViewCell {
                static func use(_ table: UITableView, at indexPath: IndexPath) -> Self {
                    guard let cell = table.dequeueReusableCell(withIdentifier: "\(self)", for: indexPath) as? Self else {
                        return .init()
                    }
                    return cell
                }
                static func blank() -> Self? { .init(style: .default, reuseIdentifier: nil) }
                static func label() -> UILabel { .init() }
            }
            protocol PagingLayout { init() }
            func createLayout<T>(layout: T.Type) -> T where T: PagingLayout { layout.init() }
            """#,
        adapted: #"""
            protocol ViewFactory { static func buildView(within bounds: CGRect) -> Self? }
            extension ViewFactory where Self: UIView {
                static func buildView(within bounds: CGRect) -> Self? { SelectorTable.instantiate(Self.self, frame: bounds, registering: _cellSnapSelectors) }
            }
            class Badge: UIView {
                class func make() -> Self { SelectorTable.instantiate(Self.self, frame: .zero, registering: _cellSnapSelectors) }
            }
            final class Pill: UIView {
                static func make() -> Self { Self(frame: .zero) }
            }
            extension UITableViewCell {
                static func use(_ table: UITableView, at indexPath: IndexPath) -> Self {
                    guard let cell = table.dequeueReusableCell(withIdentifier: "\(self)", for: indexPath) as? Self else {
                        return SelectorTable.instantiate(Self.self, registering: _cellSnapSelectors)
                    }
                    return cell
                }
                static func blank() -> Self? { SelectorTable.instantiate(Self.self, style: .default, reuseIdentifier: nil, registering: _cellSnapSelectors) }
                static func label() -> UILabel { .init() }
            }
            protocol PagingLayout { init() }
            func createLayout<T>(layout: T.Type) -> T where T: PagingLayout { layout.init() }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "sel",
        what: "#selector in every form (in parentheses too), NSSelectorFromString with a literal, #keyPath",
        source: #"""
            class A: UIViewController {
                func toggle(_ s: UISwitch) {}
                func move(to p: CGPoint, animated: Bool) {}
                var isOn = false
                func wire() {
                    _ = #selector(toggle)
                    _ = #selector(toggle(_:))
                    _ = #selector(self.toggle(_:))
                    _ = #selector(A.move(to:animated:))
                    _ = #selector(getter: isOn)
                    _ = #selector(setter: A.isOn)
                    _ = #selector(toggle(_:) as (A) -> (UISwitch) -> Void)
                    _ = #selector(UIResponder.becomeFirstResponder)
                    _ = #selector((self.toggle(_:)))
                    _ = NSSelectorFromString("toggle:")
                    _ = #keyPath(A.view.backgroundColor)
                }
            }
            """#,
        adapted: #"""
            class A: UIViewController {
                func toggle(_ s: UISwitch) {}
                func move(to p: CGPoint, animated: Bool) {}
                var isOn = false
                func wire() {
                    _ = Selector("toggle:", registering: _cellSnapSelectors)
                    _ = Selector("toggle:", registering: _cellSnapSelectors)
                    _ = Selector("toggle:", registering: _cellSnapSelectors)
                    _ = Selector("moveTo:animated:", registering: _cellSnapSelectors)
                    _ = Selector("isOn", registering: _cellSnapSelectors)
                    _ = Selector("setIsOn:", registering: _cellSnapSelectors)
                    _ = Selector("toggle:", registering: _cellSnapSelectors)
                    _ = Selector("becomeFirstResponder", registering: _cellSnapSelectors)
                    _ = Selector("toggle:", registering: _cellSnapSelectors)
                    _ = Selector("toggle:", registering: _cellSnapSelectors)
                    _ = "view.backgroundColor"
                }
            }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "opt", what: "@objc optional requirements and their calls; an optional closure is left alone",
        source: #"""
            @objc protocol D {
                func required(_ x: Int)
                @objc optional func changed(_ x: Int)
                @objc optional func height(for x: Int) -> CGFloat
            }
            class C {
                weak var d: D?
                var handler: ((Int) -> Void)?
                weak var scroll: UIScrollViewDelegate?
                weak var list: UICollectionViewDelegate?
                var collectionViewTapped: ((UICollectionView) -> Void)?
                func run() {
                    d?.changed?(1)
                    let h = d?.height?(for: 2) ?? 44
                    d!.changed!(3)
                    handler?(4)
                    scroll?.scrollViewDidScroll?(UIScrollView())
                    scroll?.viewForZooming?(in: UIScrollView())
                    list?.collectionViewDidEndMultipleSelectionInteraction?(UICollectionView())
                    collectionViewTapped?(UICollectionView())
                }
            }
            """#,
        adapted: #"""
             protocol D: AnyObject {
                func required(_ x: Int)
                  func changed(_ x: Int)
                  func height(for x: Int) -> CGFloat
            }
            class C {
                weak var d: D?
                var handler: ((Int) -> Void)?
                weak var scroll: UIScrollViewDelegate?
                weak var list: UICollectionViewDelegate?
                var collectionViewTapped: ((UICollectionView) -> Void)?
                func run() {
                    d?._cellSnapIfImplemented(Selector("changed:", registering: _cellSnapSelectors))?.changed(1)
                    let h = d?._cellSnapIfImplemented(Selector("heightFor:", registering: _cellSnapSelectors))?.height(for: 2) ?? 44
                    d!._cellSnapIfImplemented(Selector("changed:", registering: _cellSnapSelectors))!.changed(3)
                    handler?(4)
                    scroll?.scrollViewDidScroll(UIScrollView())
                    scroll?.viewForZooming(in: UIScrollView())
                    list?.collectionViewDidEndMultipleSelectionInteraction(UICollectionView())
                    collectionViewTapped?(UICollectionView())
                }
            }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "ovr", what: "overrides in an extension are renamed and forwarded from the class body",
        source: #"""
            class V: UIViewController {
            }
            extension V {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                }
                public override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
                override var title: String? { get { "V" } set {} }
            }
            """#,
        adapted: #"""
            class V: UIViewController {
            override func viewWillAppear(_ animated: Bool) { _cellSnapOverride_V_viewWillAppear(animated) }; public override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) { _cellSnapOverride_V_viewWillTransition(to: size, with: coordinator) }; override var title: String? { get { _cellSnapOverride_V_title } set { _cellSnapOverride_V_title = newValue } } }
            extension V {
                 func _cellSnapOverride_V_viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                }
                  func _cellSnapOverride_V_viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
                 var _cellSnapOverride_V_title: String? { get { "V" } set {} }
            }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "pubovr", what: "an override in a public extension keeps the extension's access in the class body",
        source: #"""
            public class P: UIView {
            }
            public extension P {
                override var description: String { "P" }
            }
            """#,
        adapted: #"""
            public class P: UIView {
            public override var description: String { _cellSnapOverride_P_description } }
            public extension P {
                 nonisolated var _cellSnapOverride_P_description: String { "P" }
            }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "unavailovr",
        what:
            "an override forbidden to subclasses (@available unavailable) keeps the attribute on the forwarder; an override of NSObject's nonisolated debugDescription stays nonisolated",
        source: #"""
            open class MonthView: UICollectionView {
            }
            extension MonthView {
                @available(*, unavailable)
                open override func reloadData() { super.reloadData() }
                open override var debugDescription: String { "month" }
            }
            """#,
        adapted: #"""
            open class MonthView: UICollectionView {
            @available(*, unavailable) open override func reloadData() { _cellSnapOverride_MonthView_reloadData() }; open override var debugDescription: String { _cellSnapOverride_MonthView_debugDescription } }
            extension MonthView {
                
                  func _cellSnapOverride_MonthView_reloadData() { super.reloadData() }
                  nonisolated var _cellSnapOverride_MonthView_debugDescription: String { "month" }
            }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "genericext",
        what: "an @objc method of an extension of a generic SDK class stays a plain extension method, with no table",
        source: #"""
            extension NSLayoutAnchor {
                @objc func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, priority: UILayoutPriority) -> NSLayoutConstraint {
                    constraint(equalTo: anchor)
                }
            }
            """#,
        adapted: #"""
            extension NSLayoutAnchor {
                 func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, priority: UILayoutPriority) -> NSLayoutConstraint {
                    constraint(equalTo: anchor)
                }
            }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "typedext",
        what:
            "a collection view subclass's typed delegate override in an extension is moved as an override of the typed property",
        source: #"""
            open class MonthView: UICollectionView {
            }
            extension MonthView {
                open override var delegate: UICollectionViewDelegate? {
                    get { super.delegate }
                    set { super.delegate = newValue }
                }
            }
            """#,
        adapted: #"""
            open class MonthView: UICollectionView {
            open override var cellSnapCollectionViewDelegate: UICollectionViewDelegate? { get { _cellSnapOverride_MonthView_delegate } set { _cellSnapOverride_MonthView_delegate = newValue } } }
            extension MonthView {
                  var _cellSnapOverride_MonthView_delegate: UICollectionViewDelegate? {
                    get { super.cellSnapCollectionViewDelegate }
                    set { super.cellSnapCollectionViewDelegate = newValue }
                }
            }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "observerext",
        what:
            "observer overrides in an extension: the class's body gains the override with the same observers, each calling a method that keeps its body, its oldValue or newValue (or the name it gives) a parameter",
        source: #"""
            open class MonthView: UICollectionView {
            }
            extension MonthView {
                open override var semanticContentAttribute: UISemanticContentAttribute {
                    didSet { transform.a = semanticContentAttribute == .forceRightToLeft ? -1 : 1 }
                }
            }
            class Badge: UILabel {}
            extension Badge {
                override var text: String? {
                    willSet(next) { print(next ?? "") }
                    didSet { print(oldValue ?? "", text ?? "") }
                }
            }
            """#,
        adapted: #"""
            open class MonthView: UICollectionView {
            open override var semanticContentAttribute: UISemanticContentAttribute { didSet { _cellSnapOverride_MonthView_semanticContentAttribute_didSet(oldValue) } } }
            extension MonthView {
                  
            func _cellSnapOverride_MonthView_semanticContentAttribute_didSet(_ oldValue: UISemanticContentAttribute) { transform.a = semanticContentAttribute == .forceRightToLeft ? -1 : 1 }

            }
            class Badge: UILabel {override var text: String? { willSet { _cellSnapOverride_Badge_text_willSet(newValue) } didSet { _cellSnapOverride_Badge_text_didSet(oldValue) } } }
            extension Badge {
                 
            func _cellSnapOverride_Badge_text_willSet(_ next: String?) { print(next ?? "") }
                    func _cellSnapOverride_Badge_text_didSet(_ oldValue: String?) { print(oldValue ?? "", text ?? "") }

            }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "witnessext",
        what:
            "an @objc protocol's witnesses in an extension of a class that is not final move into the class's body (a test's stub subclass overrides them), keeping the main actor the extension's conformance gave them, as loosely; a final class's stay",
        source: #"""
            class TransactionListAdapter: NSObject {
                var rows = ["a", "b"]
            }
            extension TransactionListAdapter: UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
                func helper() {}
            }
            final class Sealed: NSObject {}
            extension Sealed: UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            }
            """#,
        adapted: #"""
            class TransactionListAdapter: NSObject {
                var rows = ["a", "b"]
            @preconcurrency @MainActor func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { _cellSnapOverride_TransactionListAdapter_tableView(tableView, numberOfRowsInSection: section) }; @preconcurrency @MainActor func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { _cellSnapOverride_TransactionListAdapter_tableView(tableView, cellForRowAt: indexPath) }; private let _cellSnapSelectorsRegistered = _cellSnapSelectors }
            extension TransactionListAdapter: UITableViewDataSource {
                @preconcurrency @MainActor func _cellSnapOverride_TransactionListAdapter_tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
                @preconcurrency @MainActor func _cellSnapOverride_TransactionListAdapter_tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
                func helper() {}
            }
            final class Sealed: NSObject {private let _cellSnapSelectorsRegistered = _cellSnapSelectors }
            extension Sealed: UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "privext",
        what:
            "a member of a private extension stays where it is: a subclass's own private method of that name is another method",
        source: #"""
            public class Base: UIViewController {
                public override func viewDidLoad() { super.viewDidLoad(); addSubviews() }
            }
            private extension Base {
                func addSubviews() {}
            }
            public final class Sub: Base {
                private func addSubviews() {}
            }
            """#,
        adapted: #"""
            public class Base: UIViewController {
                public override func viewDidLoad() { super.viewDidLoad(); addSubviews() }
            }
            private extension Base {
                func addSubviews() {}
            }
            public final class Sub: Base {
                private func addSubviews() {}
            }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "libovr",
        what:
            "open and @objc members of a public class's extensions move into its body, defaults kept, for other modules to override",
        source: #"""
            open class Picker: UIView {
            }
            public extension Picker {
                @objc var today: Date { Date() }
                @objc func scrollToToday(animated: Bool = true) {}
            }
            open class Adapter: NSObject {
            }
            extension Adapter: UITableViewDataSource {
                open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
            }
            """#,
        adapted: #"""
            open class Picker: UIView {
            public var today: Date { _cellSnapOverride_Picker_today }; public func scrollToToday(animated: Bool = true) { _cellSnapOverride_Picker_scrollToToday(animated: animated) }; private let _cellSnapSelectorsRegistered = _cellSnapSelectors }
            public extension Picker {
                 var _cellSnapOverride_Picker_today: Date { Date() }
                 func _cellSnapOverride_Picker_scrollToToday(animated: Bool = true) {}
            }
            open class Adapter: NSObject {
            @preconcurrency @MainActor open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { _cellSnapOverride_Adapter_tableView(tableView, numberOfRowsInSection: section) }; private let _cellSnapSelectorsRegistered = _cellSnapSelectors }
            extension Adapter: UITableViewDataSource {
                 @preconcurrency @MainActor func _cellSnapOverride_Adapter_tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
            }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "base",
        what: "members of an @objc extension that subclasses override move into the class body, level by level",
        source: #"""
            class Base: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); setUp() }
            }
            @objc extension Base {
                func setUp() {}
                func unrelated() {}
            }
            class Middle: Base {
            }
            extension Middle {
                override func setUp() { super.setUp() }
            }
            class Leaf: Middle {
                override func setUp() {}
            }
            """#,
        adapted: #"""
            class Base: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); setUp() }
            func setUp() { _cellSnapOverride_Base_setUp() }; private let _cellSnapSelectorsRegistered = _cellSnapSelectors }
             extension Base {
                func _cellSnapOverride_Base_setUp() {}
                func unrelated() {}
            }
            class Middle: Base {
            override func setUp() { _cellSnapOverride_Middle_setUp() } }
            extension Middle {
                 func _cellSnapOverride_Middle_setUp() { super.setUp() }
            }
            class Leaf: Middle {
                override func setUp() {}
            }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "meta", what: "metatype init() goes through SelectorTable.instantiate; a type name does not",
        source: #"""
            final class M {
                let types: [UIViewController.Type] = []
                var cellType: UICollectionViewCell.Type = UICollectionViewCell.self
                func make(_ type: UIView.Type) -> [AnyObject] {
                    [type.init(), types[0].init(), cellType.init(), self.cellType.init(), UIView.init(), type(of: self).init()]
                }
                init() {}
            }
            """#,
        adapted: #"""
            final class M {
                let types: [UIViewController.Type] = []
                var cellType: UICollectionViewCell.Type = UICollectionViewCell.self
                func make(_ type: UIView.Type) -> [AnyObject] {
                    [SelectorTable.instantiate(type, registering: _cellSnapSelectors), SelectorTable.instantiate(types[0], registering: _cellSnapSelectors), SelectorTable.instantiate(cellType, registering: _cellSnapSelectors), SelectorTable.instantiate(self.cellType, registering: _cellSnapSelectors), UIView.init(), SelectorTable.instantiate(type(of: self), registering: _cellSnapSelectors)]
                }
                init() {}
            }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "generic",
        what:
            "construction through a class-constrained type parameter or a metatype value with UIKit's initialisers goes through SelectorTable.instantiate; other constraints, labels and type names do not",
        source: #"""
            func cell<T: UICollectionViewCell>(_: T.Type) -> T { T(frame: .zero) }
            func row<T>(_: T.Type, id: String) -> T where T: UITableViewCell & Identifiable { T.init(style: .default, reuseIdentifier: id) }
            func header<H: UIKit.UITableViewHeaderFooterView>() -> H { H(reuseIdentifier: "h") }
            final class Grid<V: UIView, C: UIViewController, L: UICollectionViewLayout, D: Decodable>: UIView {
                let view = V()
                func controllers() -> [C] { [C(), C(nibName: nil, bundle: nil), C.init()] }
                func layout() -> L { L() }
                func decoded() -> D? { nil }
                func other() -> V { V(coder: NSCoder())! }
                func make(_ cellClass: UICollectionViewCell.Type, frame: CGRect) -> UIView {
                    [cellClass.init(frame: CGRect(x: 0, y: 0, width: frame.width, height: 44)), UIView(frame: frame)][0]
                }
            }
            """#,
        adapted: #"""
            func cell<T: UICollectionViewCell>(_: T.Type) -> T { SelectorTable.instantiate(T.self, frame: .zero, registering: _cellSnapSelectors) }
            func row<T>(_: T.Type, id: String) -> T where T: UITableViewCell & Identifiable { SelectorTable.instantiate(T.self, style: .default, reuseIdentifier: id, registering: _cellSnapSelectors) }
            func header<H: UIKit.UITableViewHeaderFooterView>() -> H { SelectorTable.instantiate(H.self, reuseIdentifier: "h", registering: _cellSnapSelectors) }
            final class Grid<V: UIView, C: UIViewController, L: UICollectionViewLayout, D: Decodable>: UIView {
                let view = SelectorTable.instantiate(V.self, registering: _cellSnapSelectors)
                func controllers() -> [C] { [SelectorTable.instantiate(C.self, registering: _cellSnapSelectors), SelectorTable.instantiate(C.self, nibName: nil, bundle: _cellSnapMainBundle, registering: _cellSnapSelectors), SelectorTable.instantiate(C.self, registering: _cellSnapSelectors)] }
                func layout() -> L { SelectorTable.instantiate(L.self, registering: _cellSnapSelectors) }
                func decoded() -> D? { nil }
                func other() -> V { V(coder: NSCoder())! }
                func make(_ cellClass: UICollectionViewCell.Type, frame: CGRect) -> UIView {
                    [SelectorTable.instantiate(cellClass, frame: CGRect(x: 0, y: 0, width: frame.width, height: 44), registering: _cellSnapSelectors), UIView(frame: frame)][0]
                }
            }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "protocolBound",
        what:
            "a type parameter constrained to a protocol whose where clause binds Self to a UIKit class constructs through SelectorTable.instantiate; one without it does not",
        source: #"""
            protocol Card where Self: UIView { func load(text: String) }
            protocol Loadable { init() }
            enum Maker {
                static func card<T: Card>(_: T.Type) -> T { T.init() }
                static func loadable<T: Loadable>(_: T.Type) -> T { T.init() }
            }
            """#,
        adapted: #"""
            protocol Card where Self: UIView { func load(text: String) }
            protocol Loadable { init() }
            enum Maker {
                static func card<T: Card>(_: T.Type) -> T { SelectorTable.instantiate(T.self, registering: _cellSnapSelectors) }
                static func loadable<T: Loadable>(_: T.Type) -> T { T.init() }
            }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "obs", what: "NotificationCenter.default.removeObserver removes selector observers",
        source: #"""
            class O: NSObject {
                let center = NotificationCenter()
                func stop() {
                    NotificationCenter.default.removeObserver(self)
                    NotificationCenter.default.removeObserver(self, name: .init("x"), object: nil)
                    center.removeObserver(self)
                }
            }
            """#,
        adapted: #"""
            class O: NSObject {
                let center = NotificationCenter()
                func stop() {
                    NotificationCenter.default.cellSnapRemoveObserver(self)
                    NotificationCenter.default.cellSnapRemoveObserver(self, name: .init("x"), object: nil)
                    center.removeObserver(self)
                }
            }
            """#,
        diagnostics: [
            "/app/obs.swift:6:9: warning: removeObserver on center is left as it is: only NotificationCenter.default.removeObserver removes observers added with a selector on Linux"
        ]),
    AdaptedFormFixture(
        name: "weakreq",
        what:
            "weak and unowned property requirements of an @objc protocol lose the modifier with @objc, as Swift requires",
        source: #"""
            @objc protocol Routable: AnyObject {
                weak var navigationController: UINavigationController? { get }
                unowned var owner: UIViewController { get }
            }
            protocol Plain: AnyObject {
                var name: String { get }
            }
            """#,
        adapted: #"""
             protocol Routable: AnyObject {
                 var navigationController: UINavigationController? { get }
                 var owner: UIViewController { get }
            }
            protocol Plain: AnyObject {
                var name: String { get }
            }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "classdescription",
        what: "type(of:).description() (a class method looked up on an AnyObject metatype) calls CellSnapFoundation",
        source: #"""
            func describe(_ object: AnyObject, _ view: UIView) -> String {
                type(of: object).description() + type(of: (view.superview ?? view)).description()
                    + type(of: object).description
            }
            """#,
        adapted: #"""
            func describe(_ object: AnyObject, _ view: UIView) -> String {
                cellSnapClassDescription(type(of: object)) + cellSnapClassDescription(type(of: (view.superview ?? view)))
                    + type(of: object).description
            }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "anyobjectperform",
        what:
            "perform(_:) by selector on an AnyObject? through optional chaining goes through CellSnapUIKit's receiver",
        source: #"""
            func tap(_ button: UIBarButtonItem, _ next: UIBarButtonItem?, _ router: Router?) {
                _ = button.target?.perform(button.action, with: nil)
                _ = next?.target?.perform(next?.action, with: next)
                _ = self.target?.perform(self.selector, with: 1, with: 2)
                _ = router?.perform(segue, with: nil)
                _ = button.perform(button.action)
            }
            """#,
        adapted: #"""
            func tap(_ button: UIBarButtonItem, _ next: UIBarButtonItem?, _ router: Router?) {
                _ = cellSnapMessageReceiver(button.target)?.perform(button.action, with: nil)
                _ = cellSnapMessageReceiver(next?.target)?.perform(next?.action, with: next)
                _ = cellSnapMessageReceiver(self.target)?.perform(self.selector, with: 1, with: 2)
                _ = router?.perform(segue, with: nil)
                _ = button.perform(button.action)
            }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "anyobjectresponds",
        what:
            "responds(to:) on an AnyObject? through optional chaining, and isSubclass(of:) on a metatype value, go through CellSnapUIKit",
        source: #"""
            final class Proxy: NSObject {
                weak var delegate: AnyObject?
                var viewClass: AnyClass = UIView.self
                func answers(_ selector: Selector, _ other: UIView.Type) -> Bool {
                    if self.delegate?.responds(to: selector) ?? false { return true }
                    if UIView.isSubclass(of: other) || super.responds(to: selector) { return true }
                    return viewClass.isSubclass(of: other) && mappings.contains { $0.viewClass.isSubclass(of: other) }
                        && classes.contains { $0.isSubclass(of: other) }
                        && mappings.contains { ($0.viewClass as? UIView.Type)?.isSubclass(of: other) == true }
                }
            }
            """#,
        adapted: #"""
            final class Proxy: NSObject {
                weak var delegate: AnyObject?
                var viewClass: AnyClass = UIView.self
                func answers(_ selector: Selector, _ other: UIView.Type) -> Bool {
                    if cellSnapMessageReceiver(self.delegate)?.responds(to: selector) ?? false { return true }
                    if UIView.isSubclass(of: other) || super.responds(to: selector) { return true }
                    return cellSnapIsSubclass(viewClass, of: other) && mappings.contains { cellSnapIsSubclass($0.viewClass, of: other) }
                        && classes.contains { cellSnapIsSubclass($0, of: other) }
                        && mappings.contains { ($0.viewClass as? UIView.Type)?.isSubclass(of: other) == true }
                }
            }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "requirementvalue",
        what:
            "an optional requirement read as a value (bound by if let, compared with nil, force-unwrapped) is read through _cellSnapIfImplemented; a closure property is not",
        source: #"""
            @objc protocol CardDelegate: AnyObject {
                @objc optional func didTapCard(view: UIView, index: Int)
            }
            final class CardStack: UIView {
                weak var delegate: CardDelegate?
                var onTap: ((Int) -> Void)?
                func tap() {
                    if let tapped = delegate?.didTapCard { tapped(self, 0) }
                    if let forced = delegate?.didTapCard! { forced(self, 1) }
                    guard delegate?.didTapCard != nil, let onTap else { return }
                    onTap(0)
                }
            }
            """#,
        adapted: #"""
             protocol CardDelegate: AnyObject {
                  func didTapCard(view: UIView, index: Int)
            }
            final class CardStack: UIView {
                weak var delegate: CardDelegate?
                var onTap: ((Int) -> Void)?
                func tap() {
                    if let tapped = delegate?._cellSnapIfImplemented(Selector("didTapCardWithView:index:", registering: _cellSnapSelectors))?.didTapCard { tapped(self, 0) }
                    if let forced = delegate?._cellSnapIfImplemented(Selector("didTapCardWithView:index:", registering: _cellSnapSelectors))!.didTapCard { forced(self, 1) }
                    guard delegate?._cellSnapIfImplemented(Selector("didTapCardWithView:index:", registering: _cellSnapSelectors))?.didTapCard != nil, let onTap else { return }
                    onTap(0)
                }
            }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "cgfloatabs",
        what: "abs in an extension of CGFloat is the free function, which Linux's CGFloat.abs would hide",
        source: #"""
            extension CGFloat {
                func distance(to other: CGFloat) -> CGFloat { abs(self - other) }
                static func spread(_ values: [CGFloat]) -> CGFloat { values.map { abs($0) }.max() ?? 0 }
            }
            extension Double {
                func distance(to other: Double) -> Double { abs(self - other) }
            }
            """#,
        adapted: #"""
            extension CGFloat {
                func distance(to other: CGFloat) -> CGFloat { Swift.abs(self - other) }
                static func spread(_ values: [CGFloat]) -> CGFloat { values.map { Swift.abs($0) }.max() ?? 0 }
            }
            extension Double {
                func distance(to other: Double) -> Double { abs(self - other) }
            }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "privateWitness",
        what:
            "a class nested in a private type implementing the module's own @objc protocol compiles, with a warning: selectors do not find it",
        source: #"""
            @objc protocol RowReading {
                func readNextRow() -> String?
            }
            final class Checks {
                private final class ReaderSpy: RowReading {
                    func readNextRow() -> String? { nil }
                }
            }
            """#,
        adapted: #"""
             protocol RowReading: AnyObject {
                func readNextRow() -> String?
            }
            final class Checks {
                private final class ReaderSpy: RowReading {
                    func readNextRow() -> String? { nil }
                private let _cellSnapSelectorsRegistered = _cellSnapSelectors }
            }
            """#,
        diagnostics: [
            "/app/privateWitness.swift:7:5: warning: Checks.ReaderSpy's implementations of @objc protocol requirements compile, but responds(to:) and perform(_:) do not find them: a class nested in a private type has no selector table on Linux"
        ]),
    AdaptedFormFixture(
        name: "bad", what: "what cannot be adapted is an error naming file, line and construct",
        source: #"""
            extension UIView {
                override class var requiresConstraintBasedLayout: Bool { true }
            }
            @objc protocol P {
                @objc optional var title: String { get }
            }
            enum G {
                private class H: NSObject { @objc func g() {} }
            }
            class A: NSObject {
                func x(_ a: Int) {}
                func x(b: Int) {}
                func y() { _ = #selector(x) }
            }
            """#,
        adapted: #"""
            extension UIView {
                override class var requiresConstraintBasedLayout: Bool { true }
            }
             protocol P: AnyObject {
                  var _cellSnapOptional_P_title: String? { get }
            }
            enum G {
                private class H: NSObject {  func g() {} ; private let _cellSnapSelectorsRegistered = _cellSnapSelectors }
            }
            class A: NSObject {
                func x(_ a: Int) {}
                func x(b: Int) {}
                func y() { _ = #selector(x) }
            }
            """#,
        diagnostics: [
            "/app/bad.swift:2:5: error: overriding property in an extension of UIView: only a read-only instance property of a category can be adapted",
            "/app/bad.swift:13:20: error: #selector(x) is ambiguous in A: x:, xWithB:",
            "/app/bad.swift:8:51: error: G.H's @objc members cannot be answered by selector: a class nested in a private type has no selector table on Linux",
        ]),
    AdaptedFormFixture(
        name: "dyn",
        what:
            "members found through AnyObject (a cast, a variable or parameter declared AnyObject) read through CellSnapAnyObject; other casts left alone",
        source: #"""
            func read(_ info: [AnyHashable: Any], _ x: Any) {
                let frame = (info[UIResponder.keyboardFrameEndUserInfoKey]! as AnyObject).cgRectValue
                let duration = (info["d"]! as AnyObject).doubleValue!
                let curve = ((info["c"] as AnyObject)).integerValue ?? 0
                let text = (x as AnyObject).description
                let maybe = (x as AnyObject?)?.doubleValue
                let forced = (x as! NSNumber).doubleValue
            }
            func delay(_ object: AnyObject, _ number: NSNumber) -> Double {
                var delayObject: AnyObject = object
                if delayObject.doubleValue == 0 { delayObject = number }
                let plain = number.doubleValue
                return object.doubleValue + delayObject.doubleValue + plain
            }
            """#,
        adapted: #"""
            func read(_ info: [AnyHashable: Any], _ x: Any) {
                let frame = (CellSnapAnyObject(info[UIResponder.keyboardFrameEndUserInfoKey]!)).cgRectValue
                let duration = (CellSnapAnyObject(info["d"]!)).doubleValue!
                let curve = ((CellSnapAnyObject(info["c"]))).integerValue ?? 0
                let text = (x as AnyObject).description
                let maybe = (x as AnyObject?)?.doubleValue
                let forced = (x as! NSNumber).doubleValue
            }
            func delay(_ object: AnyObject, _ number: NSNumber) -> Double {
                var delayObject: AnyObject = object
                if CellSnapAnyObject(delayObject).doubleValue == 0 { delayObject = number }
                let plain = number.doubleValue
                return CellSnapAnyObject(object).doubleValue + CellSnapAnyObject(delayObject).doubleValue + plain
            }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "dynsub",
        what:
            "subscripts found through AnyObject (a cast, a parameter declared AnyObject) read through CellSnapAnyObject; other subscripts left alone",
        source: #"""
            func story(_ data: AnyObject, _ json: Any, _ info: [String: Any]) -> String? {
                let links = data["links"] as? [AnyObject]
                let first = (links?.first as AnyObject)["url"] as? String
                let title = (json as AnyObject)["title"] as? String
                return info["name"] as? String ?? title ?? first
            }
            struct Story {
                let title: String?
                init(data: AnyObject) { title = data["title"] as? String }
            }
            """#,
        adapted: #"""
            func story(_ data: AnyObject, _ json: Any, _ info: [String: Any]) -> String? {
                let links = CellSnapAnyObject(data)["links"] as? [AnyObject]
                let first = (CellSnapAnyObject(links?.first))["url"] as? String
                let title = (CellSnapAnyObject(json))["title"] as? String
                return info["name"] as? String ?? title ?? first
            }
            struct Story {
                let title: String?
                init(data: AnyObject) { title = CellSnapAnyObject(data)["title"] as? String }
            }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "bridge", what: "a snapshot reference bridged with as becomes the typed snapshot's initialiser",
        source: #"""
            func controller(_ c: Any, didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference) {
                let typed = snapshot as NSDiffableDataSourceSnapshot<String, NSManagedObjectID>
                source.apply(snapshot
                    as NSDiffableDataSourceSnapshot<Int, NSManagedObjectID>, animatingDifferences: false)
                let other = snapshot as? NSDiffableDataSourceSnapshot<String, String>
                let name = title as String
            }
            """#,
        adapted: #"""
            func controller(_ c: Any, didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference) {
                let typed = NSDiffableDataSourceSnapshot<String, NSManagedObjectID>(snapshot)
                source.apply(NSDiffableDataSourceSnapshot<Int, NSManagedObjectID>(snapshot)
            , animatingDifferences: false)
                let other = snapshot as? NSDiffableDataSourceSnapshot<String, String>
                let name = title as String
            }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "refine",
        what: "a type parameter constrained by a protocol that refines a UIKit class is made through the tables",
        source: #"""
            protocol SheetContent: UIViewController {}
            protocol TallSheetContent: SheetContent {}
            protocol Named {}
            final class Sheet<Content: SheetContent>: UIViewController { let content = Content() }
            final class Tall<Content: TallSheetContent>: UIViewController { let content = Content() }
            struct Box<Value: Named> { func make() -> Value? { nil } }
            """#,
        adapted: #"""
            protocol SheetContent: UIViewController {}
            protocol TallSheetContent: SheetContent {}
            protocol Named {}
            final class Sheet<Content: SheetContent>: UIViewController { let content = SelectorTable.instantiate(Content.self, registering: _cellSnapSelectors) }
            final class Tall<Content: TallSheetContent>: UIViewController { let content = SelectorTable.instantiate(Content.self, registering: _cellSnapSelectors) }
            struct Box<Value: Named> { func make() -> Value? { nil } }
            """#,
        diagnostics: []),
]

/// An override in an `#if` block of an extension whose condition the adapter cannot decide (an app
/// overrides one method in debug builds and another otherwise): its forwarder is under the same
/// clauses in the class's body, on lines of its own, after which `#sourceLocation` gives the rest
/// of the file its lines again. (A block known to be compiled out, `#if os(macOS)`, generates
/// nothing: ConditionalMemberTests.)
@Test func overridesUnderConditionsKeepTheirConditions() {
    let source = #"""
        class Cell: UICollectionViewCell {
        }
        extension Cell {
        #if DEBUG
            override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
        #else
            override func updateConfiguration(using state: UICellConfigurationState) {}
        #endif
        }
        """#
    let (adapted, diagnostics) = adaptedLines("cond", source)
    #expect(diagnostics.isEmpty)
    #expect(
        adapted == #"""
            class Cell: UICollectionViewCell {

            #if DEBUG
            override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) { _cellSnapOverride_Cell_didUpdateFocus(in: context, with: coordinator) }
            #else
            #endif
            #if DEBUG
            #else
            override func updateConfiguration(using state: UICellConfigurationState) { _cellSnapOverride_Cell_updateConfiguration(using: state) }
            #endif
            #sourceLocation(file: "/app/cond.swift", line: 2)
            }
            extension Cell {
            #if DEBUG
                 func _cellSnapOverride_Cell_didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
            #else
                 func _cellSnapOverride_Cell_updateConfiguration(using state: UICellConfigurationState) {}
            #endif
            }
            """#)
}

/// `Bundle(for:)` of a class the module's adapted files do not declare (a framework's class, read
/// by its tests; a generic one; a type alias) is the bundle of the class's own module; the
/// module's own class and `Self` are the module's bundle.
@Test func bundleForAnotherModulesClassIsThatModules() {
    let library = "import Foundation\npublic final class FeedPresenter {}\npublic final class Loader<T> {}\n"
    let tests = """
        import XCTest
        final class FeedTests: XCTestCase {
            let theirs = Bundle(for: FeedPresenter.self), generic = Bundle(for: Loader<Any>.self), alias = Bundle(for: SUT.self)
            let ours = Bundle(for: FeedTests.self), mine = Bundle(for: Self.self)
        }
        """
    let output = ModuleAdapter(
        sources: [.init(path: "/tests/FeedTests.swift", text: tests)],
        dependencies: [.init(path: "/lib/FeedPresenter.swift", text: library)]
    ).adapt()
    #expect(
        output.files[0].contains(
            "    let theirs = _cellSnapBundle(of: FeedPresenter.self), generic = _cellSnapBundle(of: Loader<Any>.self), alias = _cellSnapBundle(of: SUT.self)\n"
        ))
    #expect(output.files[0].contains("    let ours = _cellSnapModuleBundle, mine = _cellSnapModuleBundle\n"))
    #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
}
