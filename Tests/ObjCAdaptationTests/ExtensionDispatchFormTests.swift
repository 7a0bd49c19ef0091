// The adapter's form of an `@objc` method declared in an extension of a UIKit class (a class no
// adapted file declares) and of its overrides in another module, which reads the first module's
// files as a dependency: exact adapted lines, generated protocols and conformances, diagnostics.
import ObjCAdaptation
import Testing

private let library = #"""
    import UIKit
    extension UITableViewController {
        @objc open func update(_ cell: UITableViewCell, at indexPath: IndexPath) {
            cell.tag = 1
        }
        @objc public func title(for value: Int = 3) throws -> String { "t\(value)" }
    }
    """#

private let app = #"""
    import UIKit
    class A: UITableViewController {
        override func update(_ cell: UITableViewCell, at indexPath: IndexPath) {
            super.update(cell, at: indexPath)
        }
    }
    class B: A {
        override func update(_ cell: UITableViewCell, at indexPath: IndexPath) { super.update(cell, at: indexPath) }
    }
    public class C: UITableViewController {}
    extension C { override func title(for value: Int) throws -> String { try super.title(for: value) } }
    """#

/// The adapted lines of `text` (between the two `#sourceLocation`s) and what follows them.
private func split(_ text: String) -> (lines: String, trailer: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let body = lines.dropFirst().prefix { $0 != "#sourceLocation()" }
    return (body.joined(separator: "\n"), lines.dropFirst(body.count + 2).joined(separator: "\n"))
}

@Test func extensionMethodBecomesDispatcherAndBase() {
    let output = ModuleAdapter(sources: [.init(path: "/lib/Lib.swift", text: library)]).adapt()
    let (lines, trailer) = split(output.files[0])
    #expect(
        lines == #"""
            import UIKit
            extension UITableViewController {
                 public func _cellSnapObjCBase_UITableViewController_update(_ cell: UITableViewCell, at indexPath: IndexPath) {
                    cell.tag = 1
                }; public func update(_ cell: UITableViewCell, at indexPath: IndexPath) { if let overriding = self as? _CellSnapObjCOverriding_UITableViewController_update__at { return overriding._cellSnapObjCOverride_UITableViewController_update(cell, at: indexPath) }; return _cellSnapObjCBase_UITableViewController_update(cell, at: indexPath) }
                 public func _cellSnapObjCBase_UITableViewController_title(for value: Int = 3) throws -> String { "t\(value)" }; public func title(for value: Int = 3) throws -> String { if let overriding = self as? _CellSnapObjCOverriding_UITableViewController_title_for { return try overriding._cellSnapObjCOverride_UITableViewController_title(for: value) }; return try _cellSnapObjCBase_UITableViewController_title(for: value) }
            }
            """#)
    #expect(
        trailer.contains(
            """
            public protocol _CellSnapObjCOverriding_UITableViewController_update__at: AnyObject {
                func _cellSnapObjCOverride_UITableViewController_update(_ cell: UITableViewCell, at indexPath: IndexPath)
            }
            """))
    #expect(
        trailer.contains(
            """
            public protocol _CellSnapObjCOverriding_UITableViewController_title_for: AnyObject {
                func _cellSnapObjCOverride_UITableViewController_title(for value: Int) throws -> String
            }
            """))
    #expect(output.diagnostics.isEmpty)
}

@Test func overridesInADependentModuleAreRenamedAndConform() {
    let output = ModuleAdapter(
        sources: [.init(path: "/app/App.swift", text: app)],
        dependencies: [.init(path: "/lib/Lib.swift", text: library)]
    ).adapt()
    let (lines, trailer) = split(output.files[0])
    #expect(
        lines == #"""
            import UIKit
            class A: UITableViewController {
                func _cellSnapObjCOverride_UITableViewController_update(_ cell: UITableViewCell, at indexPath: IndexPath) {
                    super._cellSnapObjCBase_UITableViewController_update(cell, at: indexPath)
                }
            }
            class B: A {
                override func _cellSnapObjCOverride_UITableViewController_update(_ cell: UITableViewCell, at indexPath: IndexPath) { super._cellSnapObjCOverride_UITableViewController_update(cell, at: indexPath) }
            }
            public class C: UITableViewController {}
            extension C { public func _cellSnapObjCOverride_UITableViewController_title(for value: Int) throws -> String { try super._cellSnapObjCBase_UITableViewController_title(for: value) } }
            """#)
    #expect(trailer.contains("extension A: _CellSnapObjCOverriding_UITableViewController_update__at {}\n"))
    #expect(trailer.contains("extension C: _CellSnapObjCOverriding_UITableViewController_title_for {}\n"))
    #expect(!trailer.contains("extension B:"))
    #expect(output.diagnostics.isEmpty)
}

@Test func withoutTheDependencyAnOverrideIsLeftToTheCompiler() {
    let output = ModuleAdapter(sources: [.init(path: "/app/App.swift", text: app)]).adapt()
    #expect(split(output.files[0]).lines.contains("override func update(_ cell: UITableViewCell"))
}

@Test func aSecondOverrideInAnExtensionIsRefused() {
    let deeper =
        app
        + "\nclass D: A {}\nextension D { override func update(_ cell: UITableViewCell, at indexPath: IndexPath) {} }\n"
    let output = ModuleAdapter(
        sources: [.init(path: "/app/App.swift", text: deeper)],
        dependencies: [.init(path: "/lib/Lib.swift", text: library)]
    ).adapt()
    #expect(
        output.diagnostics.map(\.description) == [
            "/app/App.swift:13:15: error: override of update in an extension of D: a superclass overrides it already, and Linux has no override in an extension"
        ])
}
