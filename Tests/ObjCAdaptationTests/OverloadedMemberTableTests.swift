// Overloaded methods in selector tables: each entry coerces the message's arguments to the
// parameter types its method declares, so that the call names one overload (FSPagerView's
// `register(_:forCellWithReuseIdentifier:)` for a class and for a nib was "ambiguous use of
// register" when the arguments were left to inference).
import ObjCAdaptation
import Testing

/// Overloads that differ only in a parameter's type, in labels, in arity, and methods with
/// closure, implicitly unwrapped, `inout`, variadic and opaque parameters: the entry of each
/// names the types, passes an `inout` argument through a local, and leaves untyped what no
/// coercion can name.
@Test func overloadedMethodsGetTypedArguments() {
    let pager = """
        import UIKit
        @objcMembers final class Pager: UIView {
            @objc(registerClass:forCellWithReuseIdentifier:)
            func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
            @objc(registerNib:forCellWithReuseIdentifier:)
            func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}
            func scroll(to index: Int) {}
            func scroll(to index: Int, animated: Bool) {}
            func scroll(toItem item: Int) {}
            func reload(completion: @escaping @MainActor (Bool) -> Void) {}
            func highlight(_ view: UIView!) {}
            func advance(_ index: inout Int, by step: Int) {}
            func clamp(_ index: inout Int) {}
            func show(_ names: String...) {}
            func focus(_ view: some UIView) {}
        }
        """
    let output = ModuleAdapter(sources: [.init(path: "/app/Pager.swift", text: pager)]).adapt()
    #expect(output.diagnostics.map(\.description) == [])
    let entries = output.files[0].split(separator: "\n").filter { $0.contains(".init(\"") }.map {
        $0.trimmingPrefix(while: \.isWhitespace)
    }
    #expect(
        entries == [
            #".init("registerClass:forCellWithReuseIdentifier:") { target, arguments in try (target as! Pager).register(arguments.value(0) as AnyClass?, forCellWithReuseIdentifier: arguments.value(1) as String) },"#,
            #".init("registerNib:forCellWithReuseIdentifier:") { target, arguments in try (target as! Pager).register(arguments.value(0) as UINib?, forCellWithReuseIdentifier: arguments.value(1) as String) },"#,
            #".init("scrollTo:") { target, arguments in try (target as! Pager).scroll(to: arguments.value(0) as Int) },"#,
            #".init("scrollTo:animated:") { target, arguments in try (target as! Pager).scroll(to: arguments.value(0) as Int, animated: arguments.value(1) as Bool) },"#,
            #".init("scrollToItem:") { target, arguments in try (target as! Pager).scroll(toItem: arguments.value(0) as Int) },"#,
            #".init("reloadWithCompletion:") { target, arguments in try (target as! Pager).reload(completion: arguments.value(0) as @MainActor (Bool) -> Void) },"#,
            #".init("highlight:") { target, arguments in try (target as! Pager).highlight(arguments.value(0) as UIView?) },"#,
            #".init("advance:by:") { target, arguments in var a0: Int = try arguments.value(0); return try (target as! Pager).advance(&a0, by: arguments.value(1) as Int) },"#,
            #".init("clamp:") { target, arguments in var a0: Int = try arguments.value(0); return (target as! Pager).clamp(&a0) },"#,
            #".init("show:") { target, arguments in try (target as! Pager).show(arguments.value(0)) },"#,
            #".init("focus:") { target, arguments in try (target as! Pager).focus(arguments.value(0)) },"#,
        ])
}

/// A generic class's overloads name its generic parameter and its nested types, which the table's
/// extension of the class sees as the class's body does.
@Test func overloadsOfAGenericClassNameItsOwnTypes() {
    let list = """
        import UIKit
        final class Picker<Item: NSObject>: UIViewController {
            typealias Index = Int
            @objc func select(_ item: Item) {}
            @objc(selectIndex:) func select(_ index: Index) {}
            @objc func select(_ items: [Item], animated: Bool) {}
        }
        """
    let output = ModuleAdapter(sources: [.init(path: "/app/Picker.swift", text: list)]).adapt()
    #expect(output.diagnostics.map(\.description) == [])
    let entries = output.files[0].split(separator: "\n").filter { $0.contains(".init(\"") }.map {
        $0.trimmingPrefix(while: \.isWhitespace)
    }
    #expect(
        entries == [
            #".init("select:") { target, arguments in try (target as! Self).select(arguments.value(0) as Item) },"#,
            #".init("selectIndex:") { target, arguments in try (target as! Self).select(arguments.value(0) as Index) },"#,
            #".init("select:animated:") { target, arguments in try (target as! Self).select(arguments.value(0) as [Item], animated: arguments.value(1) as Bool) },"#,
        ])
}

/// Methods overloaded by return type alone (Charts' data set keeps the `@objc removeFirst() -> Bool`
/// of its superclass beside a collection's `removeFirst() -> Element`): the entry coerces the
/// result to the `@objc` method's type, so that the call names it; a method without such an
/// overload is called as it is.
@Test func methodsOverloadedByReturnTypeGetTheirResultCoerced() {
    let source = """
        import UIKit
        class Series: NSObject {
            @objc func removeFirst() -> Bool { true }
        }
        final class Samples: Series {
            @objc override func removeFirst() -> Bool { false }
        }
        extension Samples {
            func removeFirst() -> Int { 1 }
        }
        """
    let output = ModuleAdapter(sources: [.init(path: "/app/Samples.swift", text: source)]).adapt()
    #expect(output.diagnostics.map(\.description) == [])
    let entries = output.files[0].split(separator: "\n").filter { $0.contains(".init(\"") }.map {
        $0.trimmingPrefix(while: \.isWhitespace)
    }
    #expect(
        entries == [
            #".init("removeFirst") { target, _ in ((target as! Samples).removeFirst() as Bool) },"#,
            #".init("removeFirst") { target, _ in (target as! Series).removeFirst() },"#,
        ])
}
