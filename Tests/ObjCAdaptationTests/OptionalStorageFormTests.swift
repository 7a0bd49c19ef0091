// Optional property and subscript requirements of `@objc` protocols, adapted: the requirement made
// a hidden witness of type `T?` on its own line, the protocol's extension reading it under the
// requirement's name, and each conforming class of the module given the witness in its body.
import ObjCAdaptation
import Testing

@Test func optionalPropertiesAndSubscriptsReadAsOptionalsThroughTheProtocol() {
    let source = #"""
        @objc public protocol Source {
            @objc optional var count: Int { get }
            @objc(tintName) optional var tint: String? { get set }
            @objc optional var action: () -> Void { get }
            @objc optional subscript(index: Int) -> String { get }
            @objc optional subscript(key name: String) -> Int { get }
        }
        @objc protocol Detailed: Source {}
        class A: NSObject, Source {
            var count: Int { 2 }
            subscript(index: Int) -> String { "" }
        }
        public class B: NSObject, Source {}
        class C: B {
            var count = 3
        }
        class D: NSObject {}
        extension D: Detailed {
            var tint: String? { nil }
            subscript(key name: String) -> Int { 1 }
        }
        """#
    let output = ModuleAdapter(sources: [.init(path: "/app/src.swift", text: source)]).adapt()
    #expect(output.diagnostics.isEmpty)
    let lines = output.files[0].split(separator: "\n", omittingEmptySubsequences: false)
    let body = lines.dropFirst().prefix { $0 != "#sourceLocation()" }.joined(separator: "\n")
    #expect(
        body == #"""
             public protocol Source: AnyObject {
                  var _cellSnapOptional_Source_count: Int? { get }
                  var _cellSnapOptional_Source_tint: String?? { get }
                  var _cellSnapOptional_Source_action: (() -> Void)? { get }
                  func _cellSnapOptional_Source_subscript0(_ p0: Int) -> String?
                  func _cellSnapOptional_Source_subscript1(_ p0: String) -> Int?
            }
             protocol Detailed: Source, AnyObject {}
            class A: NSObject, Source {
                var count: Int { 2 }
                subscript(index: Int) -> String { "" }
            var _cellSnapOptional_Source_count: Int? { .some(self.count) }; var _cellSnapOptional_Source_tint: String?? { nil }; var _cellSnapOptional_Source_action: (() -> Void)? { nil }; func _cellSnapOptional_Source_subscript0(_ p0: Int) -> String? { .some(self[p0]) }; func _cellSnapOptional_Source_subscript1(_ p0: String) -> Int? { nil }; private let _cellSnapSelectorsRegistered = _cellSnapSelectors }
            public class B: NSObject, Source {public var _cellSnapOptional_Source_count: Int? { nil }; public var _cellSnapOptional_Source_tint: String?? { nil }; public var _cellSnapOptional_Source_action: (() -> Void)? { nil }; public func _cellSnapOptional_Source_subscript0(_ p0: Int) -> String? { nil }; public func _cellSnapOptional_Source_subscript1(_ p0: String) -> Int? { nil } }
            class C: B {
                var count = 3
            public override var _cellSnapOptional_Source_count: Int? { .some(self.count) }; private let _cellSnapSelectorsRegistered = _cellSnapSelectors }
            class D: NSObject {var _cellSnapOptional_Source_count: Int? { nil }; var _cellSnapOptional_Source_tint: String?? { .some(self.tint) }; var _cellSnapOptional_Source_action: (() -> Void)? { nil }; func _cellSnapOptional_Source_subscript0(_ p0: Int) -> String? { nil }; func _cellSnapOptional_Source_subscript1(_ p0: String) -> Int? { .some(self[key: p0]) } }
            extension D: Detailed {
                var tint: String? { nil }
                subscript(key name: String) -> Int { 1 }
            }
            """#)
    let trailer = lines.drop { $0 != "#sourceLocation()" }.joined(separator: "\n")
    #expect(
        trailer.contains(
            #"""
            extension Source {
                public var count: Int? { _cellSnapOptional_Source_count }
                public var tint: String?? { _cellSnapOptional_Source_tint }
                public var action: (() -> Void)? { _cellSnapOptional_Source_action }
                public subscript(index: Int) -> String? { _cellSnapOptional_Source_subscript0(index) }
                public subscript(key name: String) -> Int? { _cellSnapOptional_Source_subscript1(name) }
                /// The object, if its class implements the method `selector` names (CellSnap's Objective-C adapter).
            """#))
}

/// A requirement written over several lines keeps them (every line keeps its number), and so does
/// an override of a UIKit class's property in an extension (a category's, renamed where it is).
@Test func requirementsAndCategoryOverridesKeepTheirLines() {
    let source = #"""
        @objc protocol Q {
            @objc optional var
                height: CGFloat { get }
        }
        extension UINavigationController {
            open override var childForStatusBarStyle: UIViewController? { topViewController }
        }
        """#
    let (adapted, diagnostics) = adaptedLines("multi", source)
    #expect(
        adapted == #"""
             protocol Q: AnyObject {
                  var _cellSnapOptional_Q_height: CGFloat? { get }

            }
            extension UINavigationController {
                var _cellSnapCategory_UINavigationController_childForStatusBarStyle: UIViewController? { topViewController }
            }
            """#)
    #expect(diagnostics.isEmpty)
}
