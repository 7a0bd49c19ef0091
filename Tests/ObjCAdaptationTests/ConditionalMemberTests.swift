// Members under `#if` blocks and private nested classes: what the adapter generates for them
// compiles exactly when (and where) they do.
import ObjCAdaptation
import Testing

/// An app keeps a debugging toolbar in an extension under `#if DEBUG`, whose value the adapter
/// cannot know: the table entry of its action is under the same block (and so is the forwarder
/// of an override there), while the entries of members outside any block stay unconditional.
@Test func tableEntriesKeepTheirMembersConditions() {
    let source = """
        import UIKit
        class Gallery: UIViewController {
            @objc func share(_ sender: Any) {}
        }
        #if DEBUG
        extension Gallery {
            @objc func inspect(_ sender: Any) {}
            override func viewDidAppear(_ animated: Bool) {}
        }
        #elseif os(iOS)
        extension Gallery {
            @objc func info(_ sender: Any) {}
        }
        #endif
        """
    let output = ModuleAdapter(sources: [.init(path: "/app/Gallery.swift", text: source)]).adapt()
    #expect(output.diagnostics.isEmpty)
    let text = output.files[0]
    #expect(
        text.contains(
            """
            override func viewDidAppear(_ animated: Bool) { _cellSnapOverride_Gallery_viewDidAppear(animated) }
            #elseif true
            #endif
            """))
    #expect(
        text.contains(
            """
            extension Gallery {
                nonisolated static func _cellSnapSelectors_Gallery() -> [SelectorTable.Method] {
                    var methods: [SelectorTable.Method] = []
                    methods.append(.init("share:") { target, arguments in try (target as! Gallery).share(arguments.value(0) as Any) })
            #if DEBUG
                    methods.append(.init("inspect:") { target, arguments in try (target as! Gallery).inspect(arguments.value(0) as Any) })
            #elseif true
            #endif
            #if DEBUG
            #elseif true
                    methods.append(.init("info:") { target, arguments in try (target as! Gallery).info(arguments.value(0) as Any) })
            #endif
                    return methods
                }
            }
            """))
}

/// What a block known to be compiled out on Linux declares generates nothing: an `@objc` method of
/// an extension of a UIKit class declared once for macOS and once for iOS (TinyConstraints'
/// `with(_:)`) has one dispatch protocol, the iOS one's, and an override under `#if
/// targetEnvironment(macCatalyst)` has no forwarder and no table entry.
@Test func compiledOutBlocksGenerateNothing() {
    let source = """
        import UIKit
        #if os(OSX)
        public extension NSLayoutConstraint {
            @objc func with(_ p: NSLayoutConstraint.Priority) -> Self { priority = p; return self }
        }
        #else
        public extension NSLayoutConstraint {
            @objc func with(_ p: UILayoutPriority) -> Self { priority = p; return self }
        }
        #endif
        class Gallery: UIViewController {}
        #if targetEnvironment(macCatalyst)
        extension Gallery {
            @objc func inspect(_ sender: Any) {}
            override func viewDidAppear(_ animated: Bool) {}
        }
        #endif
        """
    let output = ModuleAdapter(sources: [.init(path: "/app/Constraints.swift", text: source)]).adapt()
    #expect(output.diagnostics.isEmpty)
    let text = output.files[0]
    #expect(text.components(separatedBy: "protocol _CellSnapObjCOverriding_NSLayoutConstraint_with_").count == 2)
    #expect(text.contains("func _cellSnapObjCOverride_NSLayoutConstraint_with(_ p: UILayoutPriority) -> Self"))
    #expect(text.contains("@objc func with(_ p: NSLayoutConstraint.Priority) -> Self"))
    #expect(!text.contains("inspect:") && !text.contains("_cellSnapOverride_Gallery_viewDidAppear"))
}

/// A `private` class nested in another is out of reach of the file-scope function that registers
/// initialisers, so none is registered for it; a `fileprivate` one is registered.
@Test func privateNestedClassesGetNoInitializerRegistrations() {
    let source = """
        import UIKit
        class Selection: UIView {
            private class Grabber: UIView {}
            fileprivate class Handle: UIView {}
        }
        """
    let output = ModuleAdapter(sources: [.init(path: "/app/Selection.swift", text: source)]).adapt()
    #expect(output.diagnostics.isEmpty)
    let registrations = output.files[0].split(separator: "\n").filter { $0.contains("registerInitializer(for:") }
    #expect(registrations.contains { $0.contains("for: Selection.self)") })
    #expect(registrations.contains { $0.contains("for: Selection.Handle.self)") })
    #expect(!registrations.contains { $0.contains("Grabber") })
}

/// A class declared under a `#if` the adapter cannot decide (a debugging toolbar's model): its
/// table, the table's registration and its initialisers' registrations are under the same block.
@Test func aClassUnderConditionsHasItsTableAndRegistrationsUnderThem() {
    let source = """
        import UIKit
        #if DEBUG
        private class ToolbarModel: NSObject {
            @objc func share(_ sender: Any) {}
        }
        #endif
        """
    let output = ModuleAdapter(sources: [.init(path: "/app/Toolbar.swift", text: source)]).adapt()
    #expect(output.diagnostics.isEmpty)
    let text = output.files[0]
    #expect(
        text.contains(
            """
            #if DEBUG
            extension ToolbarModel {
            """))
    #expect(
        text.contains(
            """
                #if DEBUG
            SelectorTable.register(ToolbarModel._cellSnapSelectors_Toolbar(), for: ToolbarModel.self)
            #endif
            """))
    #expect(
        text.contains(
            """
                #if DEBUG
            SelectorTable.registerInitializer(for: ToolbarModel.self) { ToolbarModel() }
            #endif
            """))
}

/// A library that builds for UIKit and AppKit declares its base view once for each
/// (`#if canImport(UIKit)` ... `#elseif canImport(AppKit)`), and overrides UIKit's touch methods
/// and declares `open` members in an `@objc extension` of it: what those members need in the
/// class's body goes into the declaration Linux compiles, the UIKit one, whatever the order; the
/// file's extension of UIView has a selector table of its own name beside the base view's.
@Test(arguments: [false, true])
func membersMovedIntoAClassDeclaredForUIKitAndAppKitGoIntoTheUIKitOne(appKitFirst: Bool) throws {
    let uiKit = "#if canImport(UIKit)\nopen class PlatformView: UIView {\n}\n"
    let appKit = "#if canImport(AppKit) && !targetEnvironment(macCatalyst)\nopen class PlatformView: NSView {\n}\n"
    let source =
        "import UIKit\n" + (appKitFirst ? appKit + "#endif\n" + uiKit : uiKit + "#endif\n" + appKit) + "#endif\n"
            + """
            #if canImport(UIKit)
            @objc extension PlatformView {
                public final override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                    platformTouchesBegan(touches)
                }
                open func platformTouchesBegan(_ touches: Set<UITouch>) {}
            }
            #endif
            class Chart: PlatformView {
                override func platformTouchesBegan(_ touches: Set<UITouch>) {}
            }
            extension UIView {
                @objc var platformGestures: [UIGestureRecognizer]? { gestureRecognizers }
            }
            """
    let output = ModuleAdapter(sources: [.init(path: "/app/Platform.swift", text: source)]).adapt()
    #expect(output.diagnostics.isEmpty)
    let text = output.files[0]
    let forwarders = [
        "public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { _cellSnapOverride_PlatformView_touchesBegan(touches, with: event) }",
        "open func platformTouchesBegan(_ touches: Set<UITouch>) { _cellSnapOverride_PlatformView_platformTouchesBegan(touches) }",
    ]
    let uiKitClass = try #require(text.range(of: "open class PlatformView: UIView {"))
    #expect(text.contains("open class PlatformView: NSView {\n}"))
    // UIView's table and its subclass's, in one file, have names of their own.
    #expect(text.contains("extension UIView {\n    nonisolated static func _cellSnapSelectors_Platform() "))
    #expect(
        text.contains(
            "extension PlatformView {\n    nonisolated static func _cellSnapSelectors_Platform_PlatformView() "))
    for forwarder in forwarders {
        let found = try #require(text.range(of: forwarder), "\(text)")
        let uiKitBody =
            uiKitClass.upperBound..<(text[uiKitClass.upperBound...].range(of: "\n}")?.upperBound ?? text.endIndex)
        #expect(uiKitBody.contains(found.lowerBound), "\(text)")
    }
}
