// Overrides of Foundation methods that Linux's Foundation does not declare with iOS's signature:
// the method stays, without `override`, and its class adopts CellSnapFoundation's protocol for it.
import ObjCAdaptation
import Testing

/// A NumberFormatter subclass's `getObjectValue(_:for:range:)` (Eureka's DecimalFormatter's
/// shape), an NSObject subclass's two undefined-key methods (one conformance for both), a subclass
/// of that class that overrides one again (it keeps `override`), and a UIKit subclass's
/// (its conformance is `@preconcurrency`): the adapted body and the conformances, exactly.
@Test func foundationOverridesBecomeProtocolMethods() {
    let source = """
        import UIKit
        open class DecimalFormatter: NumberFormatter {
            override open func getObjectValue(_ obj: AutoreleasingUnsafeMutablePointer<AnyObject?>?, for string: String, range rangep: UnsafeMutablePointer<NSRange>?) throws {
                obj?.pointee = NSNumber(value: Double(string) ?? 0)
            }
        }
        class Settings: NSObject {
            override func value(forUndefinedKey key: String) -> Any? { key }
            override func setValue(_ value: Any?, forUndefinedKey key: String) {}
        }
        class SpecialSettings: Settings {
            override func value(forUndefinedKey key: String) -> Any? { nil }
        }
        class FormCell: UITableViewCell {}
        extension FormCell {
            override func value(forUndefinedKey key: String) -> Any? { nil }
        }
        """
    let output = ModuleAdapter(sources: [.init(path: "/app/Formats.swift", text: source)]).adapt()
    #expect(output.diagnostics.map(\.description) == [])
    #expect(
        output.files[0] == """
            #sourceLocation(file: "/app/Formats.swift", line: 1)
            import UIKit
            open class DecimalFormatter: NumberFormatter {
                 open func getObjectValue(_ obj: AutoreleasingUnsafeMutablePointer<AnyObject?>?, for string: String, range rangep: UnsafeMutablePointer<NSRange>?) throws {
                    obj?.pointee = NSNumber(value: Double(string) ?? 0)
                }
            }
            class Settings: NSObject {
                 func value(forUndefinedKey key: String) -> Any? { key }
                 func setValue(_ value: Any?, forUndefinedKey key: String) {}
            }
            class SpecialSettings: Settings {
                override func value(forUndefinedKey key: String) -> Any? { nil }
            }
            class FormCell: UITableViewCell {}
            extension FormCell {
                 func value(forUndefinedKey key: String) -> Any? { nil }
            }
            #sourceLocation()

            // Added by CellSnap's Objective-C adapter (UIKitOnLinux.md): selector tables, initialisers, defaults.
            extension DecimalFormatter: FormatterObjectValueParsing {}
            extension Settings: UndefinedKeyHandling {}
            extension FormCell: @preconcurrency UndefinedKeyHandling {}
            func _cellSnapRegisterSelectors_Formats() {
                SelectorTable.registerInitializer(for: Settings.self) { Settings() }
                SelectorTable.registerInitializer(for: SpecialSettings.self) { SpecialSettings() }
                SelectorTable.registerInitializer(for: FormCell.self, "initWithStyle:reuseIdentifier:") { arguments in try FormCell(style: arguments.value(0), reuseIdentifier: arguments.value(1)) }
            }

            """)
}

/// `override func responds(to:)` (a delegate proxy's, as table libraries write it): renamed to
/// `SelectorAnswering`'s requirement, which the class adopts; `super.responds(to:)` becomes
/// NSObject's own answer, a subclass that overrides it again keeps `override` and calls its
/// superclass's renamed method, and a `Selector` parameter becomes `Selector!`. A first
/// `forwardingTarget(for:)` override in the subclass adopts `MessageForwarding` the same way.
@Test func respondsOverridesAnswerThroughSelectorAnswering() {
    let source = """
        import UIKit
        class Proxy: NSObject {
            weak var other: UITableViewDelegate?
            override func responds(to aSelector: Selector!) -> Bool {
                super.responds(to: aSelector) || other?.responds(to: aSelector) == true
            }
        }
        class Director: Proxy {
            override func responds(to selector: Selector) -> Bool { super.responds(to: selector) }
            override func forwardingTarget(for aSelector: Selector!) -> Any? { other ?? super.forwardingTarget(for: aSelector) }
        }
        """
    let (adapted, diagnostics) = adaptedLines("Proxy", source)
    #expect(diagnostics == [])
    #expect(
        adapted == """
            import UIKit
            class Proxy: NSObject {
                weak var other: UITableViewDelegate?
                 func cellSnapResponds(to aSelector: Selector!) -> Bool {
                    super.cellSnapSuperResponds(to: aSelector) || cellSnapMessageReceiver(other)?.responds(to: aSelector) == true
                }
            }
            class Director: Proxy {
                override func cellSnapResponds(to selector: Selector!) -> Bool { super.cellSnapResponds(to: selector) }
                 func cellSnapForwardingTarget(for aSelector: Selector!) -> Any? { other ?? super.cellSnapSuperForwardingTarget(for: aSelector) }
            }
            """)
    let output = ModuleAdapter(sources: [.init(path: "/app/Proxy.swift", text: source)]).adapt()
    #expect(output.files[0].contains("\nextension Proxy: SelectorAnswering {}\n"))
    #expect(!output.files[0].contains("extension Director: SelectorAnswering"))
    #expect(output.files[0].contains("\nextension Director: MessageForwarding {}\n"))
}
