// The adapter's form of an `override` in an extension of a UIKit class (an Objective-C category on
// iOS): exact adapted lines, the registrations after the file's last line (an `@objc` one stays
// in the class's selector table, calling UIKit's member, which calls the category), and its
// diagnostics. A class of a module with categories registers the module when it is made.
import ObjCAdaptation
import Testing

private let source = #"""
    import UIKit
    extension UINavigationController {
        open override var childForStatusBarStyle: UIViewController? { topViewController }
    }
    extension UIView {
        @objc open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { true }
        #if DEBUG
        override public func layoutSubviews() { super.layoutSubviews() }
        #endif
    }
    extension UITableViewCell {
        override open func prepareForReuse() { super.prepareForReuse() }
    }
    extension UIViewController {
        open override func viewWillAppear(_ animated: Bool) {}
        open override var title: String? { get { nil } set {} }
    }
    final class Probe {}
    """#

/// Two UIKit classes extended with `@objc` members in one file (`UIView` and `UITextField`, as
/// `@IBInspectable` helpers are written) each get a table function of their own name, so that the
/// subclass's does not override the superclass's.
@Test func twoUIKitClassesExtendedInOneFileHaveTablesOfTheirOwnNames() {
    let source = """
        extension UIView {
            @IBInspectable var cornerRadius: CGFloat { get { layer.cornerRadius } set { layer.cornerRadius = newValue } }
        }
        extension UITextField {
            @IBInspectable var underLine: Bool { get { borderStyle == .none } set { borderStyle = .none } }
        }
        """
    let output = ModuleAdapter(sources: [.init(path: "/app/Inspectables.swift", text: source)]).adapt()
    #expect(output.files[0].contains("static func _cellSnapSelectors_Inspectables_UITextField()"))
    #expect(output.files[0].contains("static func _cellSnapSelectors_Inspectables_UIView()"))
    #expect(
        output.files[0].contains(
            "SelectorTable.register(UIView._cellSnapSelectors_Inspectables_UIView(), for: UIView.self)"))
    #expect(output.diagnostics.isEmpty)
}

/// `sizeThatFits(_:)` is a category's only for a tab bar, whose height a tab bar controller asks
/// it; for another view it is kept with a warning.
@Test func sizeThatFitsIsATabBarCategoryOnly() {
    let source = """
        extension UITabBar { override func sizeThatFits(_ size: CGSize) -> CGSize { size } }
        extension UILabel { override func sizeThatFits(_ size: CGSize) -> CGSize { size } }
        """
    let output = ModuleAdapter(sources: [.init(path: "/app/Fits.swift", text: source)]).adapt()
    #expect(
        output.files[0].contains(
            "UIKitCategoryOverrides.tabBarSizeThatFits.register(for: UITabBar.self) { object, arguments in object._cellSnapCategory_UITabBar_sizeThatFits(arguments) }"
        ))
    #expect(
        output.diagnostics.map(\.description) == [
            "/app/Fits.swift:2:21: warning: override of sizeThatFits(_:) in an extension of UILabel: UIKit on Linux does not call a category's sizeThatFits(_:), so it is kept as a method that nothing calls"
        ])
}

@Test func categoryOverridesAreRenamedWhereTheyAreAndRegistered() {
    let output = ModuleAdapter(sources: [.init(path: "/app/Categories.swift", text: source)]).adapt()
    let lines = output.files[0].split(separator: "\n", omittingEmptySubsequences: false)
    let body = lines.dropFirst().prefix { $0 != "#sourceLocation()" }
    #expect(
        body.joined(separator: "\n") == #"""
            import UIKit
            extension UINavigationController {
                var _cellSnapCategory_UINavigationController_childForStatusBarStyle: UIViewController? { topViewController }
            }
            extension UIView {
                 func _cellSnapCategory_UIView_point(inside point: CGPoint, with event: UIEvent?) -> Bool { true }
                #if DEBUG
                func _cellSnapCategory_UIView_layoutSubviews() { super.layoutSubviews() }
                #endif
            }
            extension UITableViewCell {
                func _cellSnapCategory_UITableViewCell_prepareForReuse() { super.prepareForReuse() }
            }
            extension UIViewController {
                func _cellSnapCategory_UIViewController_viewWillAppear(_ animated: Bool) {}
                open override var title: String? { get { nil } set {} }
            }
            final class Probe {private let _cellSnapSelectorsRegistered = _cellSnapSelectors }
            """#)
    let trailer = lines.dropFirst(body.count + 2).joined(separator: "\n")
    #expect(
        trailer.contains(
            """
            func _cellSnapRegisterSelectors_Categories() {
                SelectorTable.register(UIView._cellSnapSelectors_Categories(), for: UIView.self)
                UIKitCategoryOverrides.childForStatusBarStyle.register(for: UINavigationController.self) { object, arguments in object._cellSnapCategory_UINavigationController_childForStatusBarStyle }
                UIKitCategoryOverrides.pointInside.register(for: UIView.self) { object, arguments in object._cellSnapCategory_UIView_point(inside: arguments.0, with: arguments.1) }
                UIKitCategoryOverrides.prepareForReuse.register(for: UITableViewCell.self) { object, arguments in object._cellSnapCategory_UITableViewCell_prepareForReuse() }
                UIKitCategoryOverrides.viewWillAppear.register(for: UIViewController.self) { object, arguments in object._cellSnapCategory_UIViewController_viewWillAppear(arguments) }
            }
            """))
    #expect(output.registration.contains("_cellSnapRegisterSelectors_Categories()"))
    // The type UIKit finds by name to register the categories before it consults the first one.
    #expect(
        output.registration.contains(
            """
            enum _CellSnapCategoryRegistration: UIKitCategoryRegistration {
                static func register() { _ = _cellSnapSelectors }
            }
            """))
    #expect(
        output.diagnostics.map(\.description) == [
            "/app/Categories.swift:8:5: warning: override of layoutSubviews() in an extension of UIView: UIKit on Linux does not call a category's layoutSubviews(), so it is kept as a method that nothing calls",
            "/app/Categories.swift:16:5: error: overriding property in an extension of UIViewController: only a read-only instance property of a category can be adapted",
        ])
}

/// An override in an extension of a class another module declares (an app's class, extended by
/// its tests) is a category too: the class's body is out of reach, and on iOS the runtime puts the
/// extension's method in the class's place.
@Test func anOverrideInAnExtensionOfAnotherModulesClassIsACategory() {
    let library = "import UIKit\npublic final class ListController: UITableViewController {}\n"
    let tests = """
        import UIKit
        extension ListController {
            public override func loadViewIfNeeded() { super.loadViewIfNeeded() }
        }
        final class Probe {}
        """
    let output = ModuleAdapter(
        sources: [.init(path: "/tests/Helpers.swift", text: tests)],
        dependencies: [.init(path: "/lib/List.swift", text: library)]
    ).adapt()
    #expect(
        output.files[0].contains(
            "    func _cellSnapCategory_ListController_loadViewIfNeeded() { super.loadViewIfNeeded() }"))
    #expect(
        output.files[0].contains(
            "UIKitCategoryOverrides.loadViewIfNeeded.register(for: ListController.self) { object, arguments in object._cellSnapCategory_ListController_loadViewIfNeeded() }"
        ))
    #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
}
