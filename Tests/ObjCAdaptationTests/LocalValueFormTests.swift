// Names the adapter takes for values though they are capitalised, and the members of an action's
// `sender: AnyObject` that Objective-C's dynamic lookup finds on iOS.
import ObjCAdaptation
import Testing

let localValueFixtures: [AdaptedFormFixture] = [
    AdaptedFormFixture(
        name: "capital",
        what: "a capitalised constant, binding or parameter holding a metatype is a value; a type's name is not",
        source: #"""
            func open(_ id: String, _ Kind: UIView.Type) -> [AnyObject] {
                let ViewControllerClass = NSClassFromString(id) as! UIViewController.Type
                let screen = ViewControllerClass.init()
                guard let CellClass = NSClassFromString(id) as? UITableViewCell.Type else { return [] }
                if let Other = NSClassFromString(id) as? UIViewController.Type { _ = Other.init() }
                return [screen, CellClass.init(style: .default, reuseIdentifier: id), Kind.init(frame: .zero), UIView.init()]
            }
            """#,
        adapted: #"""
            func open(_ id: String, _ Kind: UIView.Type) -> [AnyObject] {
                let ViewControllerClass = NSClassFromString(id) as! UIViewController.Type
                let screen = SelectorTable.instantiate(ViewControllerClass, registering: _cellSnapSelectors)
                guard let CellClass = NSClassFromString(id) as? UITableViewCell.Type else { return [] }
                if let Other = NSClassFromString(id) as? UIViewController.Type { _ = SelectorTable.instantiate(Other, registering: _cellSnapSelectors) }
                return [screen, SelectorTable.instantiate(CellClass, style: .default, reuseIdentifier: id, registering: _cellSnapSelectors), SelectorTable.instantiate(Kind, frame: .zero, registering: _cellSnapSelectors), UIView.init()]
            }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "sender",
        what: "a control's state read through an action's sender: AnyObject",
        source: #"""
            final class Settings: UIViewController {
                @IBAction func switched(_ sender: AnyObject) {
                    UserDefaults.standard.set(sender.isOn, forKey: "on")
                    if sender.selectedSegmentIndex == 1 || sender.tag == 2 { view.tag = sender.tag }
                }
            }
            """#,
        adapted: #"""
            final class Settings: UIViewController {
                 func switched(_ sender: AnyObject) {
                    UserDefaults.standard.set(CellSnapAnyObject(sender).isOn, forKey: "on")
                    if CellSnapAnyObject(sender).selectedSegmentIndex == 1 || CellSnapAnyObject(sender).tag == 2 { view.tag = CellSnapAnyObject(sender).tag }
                }
            private let _cellSnapSelectorsRegistered = _cellSnapSelectors }
            """#,
        diagnostics: []),
]

@Test(arguments: localValueFixtures) func localValue(_ fixture: AdaptedFormFixture) {
    let (adapted, diagnostics) = adaptedLines(fixture.name, fixture.source)
    #expect(adapted == fixture.adapted, "\(fixture.what)")
    #expect(diagnostics == fixture.diagnostics)
}
