// Generic classes: Swift on Apple platforms gives the `@objc` methods of a generic class (and of a
// generic subclass of a UIKit class) selectors, though the class has no Objective-C name. Each
// specialisation is a class of its own at run time, so its instances register its table.
import ObjCAdaptation
import Testing

/// A generic view controller with target–action methods (a private one among them), a property,
/// a UIKit protocol's requirement and an `@objc` method in an extension in another file: both
/// files' tables are functions of extensions that cast to `Self`, and the class's stored trigger
/// registers both for the specialisation its instance is; no file-scope registration names it.
@Test func aGenericClassRegistersItsSpecialisationsTables() {
    let screen = """
        import UIKit
        final class Adjustments<Tool: Equatable>: UIViewController, UITableViewDelegate {
            @objc var level = 0
            @objc private func cancel() {}
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
        }
        """
    let actions = """
        import UIKit
        extension Adjustments {
            @objc func apply(_ sender: UIBarButtonItem) {}
        }
        """
    let output = ModuleAdapter(sources: [
        .init(path: "/app/Adjustments.swift", text: screen),
        .init(path: "/app/Adjustments+Actions.swift", text: actions),
    ]).adapt()
    #expect(output.diagnostics.map(\.description) == [])
    #expect(
        output.files[0] == """
            #sourceLocation(file: "/app/Adjustments.swift", line: 1)
            import UIKit
            final class Adjustments<Tool: Equatable>: UIViewController, UITableViewDelegate {
                 var level = 0
                 private func cancel() {}
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
            private let _cellSnapSelectorsRegistered = _cellSnapSelectors.registering(Adjustments.self) { Adjustments._cellSnapSelectors_Adjustments() + Adjustments._cellSnapSelectors_Adjustments_Actions() } }
            #sourceLocation()

            // Added by CellSnap's Objective-C adapter (UIKitOnLinux.md): selector tables, initialisers, defaults.
            extension Adjustments {
                nonisolated static func _cellSnapSelectors_Adjustments() -> [SelectorTable.Method] {
                    [
                        .init("level") { target, _ in (target as! Self).level },
                        .init("setLevel:") { target, arguments in (target as! Self).level = try arguments.value(0) },
                        .init("cancel") { target, _ in (target as! Self).cancel() },
                        .init("tableView:didSelectRowAt:") { target, arguments in try (target as! Self).tableView(arguments.value(0) as UITableView, didSelectRowAt: arguments.value(1) as IndexPath) },
                    ]
                }
            }

            """)
    #expect(
        output.files[1].hasSuffix(
            """
            extension Adjustments {
                nonisolated static func _cellSnapSelectors_Adjustments_Actions() -> [SelectorTable.Method] {
                    [
                        .init("apply:") { target, arguments in try (target as! Self).apply(arguments.value(0) as UIBarButtonItem) },
                    ]
                }
            }

            """))
    #expect(!output.files.joined().contains("SelectorTable.register("))
}

/// A class nested in a generic type is generic too (its specialisations are classes of their own);
/// a subclass of a specialisation is an ordinary class, registered at file scope, whose lookups go
/// on to its generic superclass's table; the superclass's name without its arguments is found in
/// the module (its initialisers are inherited).
@Test func nestedInAGenericTypeAndSubclassesOfASpecialisation() {
    let source = """
        import UIKit
        struct Box<Value> {
            final class Row: UITableViewCell {
                @objc func tapped() {}
            }
        }
        class Base<T>: UIViewController {
            @objc func refresh() {}
        }
        final class Leaf: Base<Int> {
            @objc func done() {}
        }
        """
    let output = ModuleAdapter(sources: [.init(path: "/app/Box.swift", text: source)]).adapt()
    #expect(output.diagnostics.map(\.description) == [])
    let text = output.files[0]
    #expect(
        text.contains(
            "private let _cellSnapSelectorsRegistered = _cellSnapSelectors.registering(Row.self) { Row._cellSnapSelectors_Box() } }"
        ))
    #expect(text.contains(".init(\"tapped\") { target, _ in (target as! Self).tapped() },"))
    #expect(
        text.contains(
            "private let _cellSnapSelectorsRegistered = _cellSnapSelectors.registering(Base.self) { Base._cellSnapSelectors_Box() } }"
        ))
    #expect(text.contains("     func done() {}\nprivate let _cellSnapSelectorsRegistered = _cellSnapSelectors }"))
    #expect(
        text.hasSuffix(
            """
            func _cellSnapRegisterSelectors_Box() {
                SelectorTable.register(Leaf._cellSnapSelectors_Box_Leaf(), for: Leaf.self)
                SelectorTable.registerInitializer(for: Leaf.self) { Leaf() }
                SelectorTable.registerInitializer(for: Leaf.self, "initWithNibName:bundle:") { arguments in try Leaf(nibName: arguments.value(0), bundle: arguments.value(1)) }
            }

            """))
}

/// An `@objc` member of an extension with a `where` clause exists for some specialisations only:
/// it stays out of the table with a warning. A generic class that is `Codable` cannot gain the
/// stored property that registers its table (it would be encoded): its `@objc` members are an error.
@Test func constrainedExtensionsAndCodableGenericClasses() {
    let source = """
        import UIKit
        class Panel<T>: UIView {
            @objc func close() {}
        }
        extension Panel where T == Int {
            @objc func reset() {}
        }
        final class Store<T: Codable>: NSObject, Codable {
            @objc func save() {}
        }
        """
    let output = ModuleAdapter(sources: [.init(path: "/app/Panel.swift", text: source)]).adapt()
    #expect(
        output.diagnostics.map(\.description) == [
            "/app/Panel.swift:6:1: warning: Panel.reset is in an extension with a where clause: it compiles, but perform(_:) and responds(to:) do not find it on Linux",
            "/app/Panel.swift:10:1: error: Store's @objc members cannot be answered by selector: a generic class that is Codable gets no stored property to register its table on Linux",
        ])
    #expect(!output.files[0].contains(".init(\"reset\")"))
    #expect(output.files[0].contains(".init(\"close\") { target, _ in (target as! Self).close() },"))
}
