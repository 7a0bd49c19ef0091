// `#selector(name)` names the method of that name Swift exposes to Objective-C: an overload that is
// not exposed has no selector, so it makes the reference neither ambiguous nor another method
// (Kingfisher 5.5.0's `ImageCache` registers `#selector(cleanExpiredDiskCache)` beside a Swift-only
// `cleanExpiredDiskCache(completion:)`, which the adapter reported ambiguous).
import ObjCAdaptation
import Testing

/// The adapted `Selector(...)` expressions of `source`, adapted alone, and its diagnostics.
private func adaptedSelectors(_ source: String) -> ([String], [String]) {
    let output = ModuleAdapter(sources: [.init(path: "/app/Cache.swift", text: source)]).adapt()
    var selectors: [String] = []
    for line in output.files[0].split(separator: "\n") {
        var rest = line[...]
        while let start = rest.range(of: "Selector(\"")?.lowerBound,
            let end = rest[start...].range(of: "registering: _cellSnapSelectors)")?.upperBound
        {
            selectors.append(String(rest[start..<end]))
            rest = rest[end...]
        }
    }
    return (selectors, output.diagnostics.map(\.description))
}

/// Exposed: `@objc`, `@IBAction`, an override of UIKit's method, a member of an `@objcMembers`
/// class; not exposed: a plain method of a Swift class or of an `NSObject` subclass (whatever its
/// parameter's type: a closure is representable), a `@nonobjc` one, an override of a method that is
/// not exposed.
@Test func selectorNamesTheOverloadExposedToObjectiveC() {
    let (selectors, diagnostics) = adaptedSelectors(
        """
        import UIKit
        open class ImageCache {
            init() {
                NotificationCenter.default.addObserver(self, selector: #selector(cleanExpiredDiskCache), name: UIApplication.willTerminateNotification, object: nil)
            }
            @objc func cleanExpiredDiskCache() { cleanExpiredDiskCache(completion: nil) }
            open func cleanExpiredDiskCache(completion handler: (() -> Void)? = nil) { handler?() }
        }
        class Panel: UIView {
            @IBAction func close(_ sender: Any) {}
            func close(animated: Bool) {}
            override func layoutSubviews() {}
            func layoutSubviews(in rect: CGRect) {}
            func wire() { _ = (#selector(close), #selector(layoutSubviews)) }
        }
        @objcMembers class Store: NSObject {
            func reload() {}
            @nonobjc func reload(force: Bool) {}
            func wire() { _ = #selector(reload) }
        }
        class Base: NSObject {
            func refresh() {}
        }
        class Sub: Base {
            override func refresh() {}
            @objc func refresh(animated: Bool) {}
            func wire() { _ = #selector(refresh) }
        }
        """)
    #expect(diagnostics == [])
    #expect(
        selectors == [
            #"Selector("cleanExpiredDiskCache", registering: _cellSnapSelectors)"#,
            #"Selector("close:", registering: _cellSnapSelectors)"#,
            #"Selector("layoutSubviews", registering: _cellSnapSelectors)"#,
            #"Selector("reload", registering: _cellSnapSelectors)"#,
            #"Selector("refreshWithAnimated:", registering: _cellSnapSelectors)"#,
        ])
}

/// Two exposed overloads stay ambiguous; where no overload is exposed, all of them are candidates,
/// as before (one is the selector; two are ambiguous).
@Test func selectorOfOverloadsExposedAlikeIsAsBefore() {
    let (selectors, diagnostics) = adaptedSelectors(
        """
        import UIKit
        class Pager: NSObject {
            @objc func scroll() {}
            @objc func scroll(to index: Int) {}
            func tick() {}
            func wire() { _ = (#selector(scroll), #selector(tick)) }
        }
        """)
    #expect(diagnostics == ["/app/Cache.swift:6:24: error: #selector(scroll) is ambiguous in Pager: scroll, scrollTo:"])
    #expect(selectors == [#"Selector("tick", registering: _cellSnapSelectors)"#])
}

/// A coercion to a function type picks one of the overloads, as Swift's selector expressions allow
/// (`#selector(textView as (UITextView, URL, NSRange, UITextItemInteraction) -> Bool)`, as a text
/// view delegate proxy writes it): by its parameters as written, else by their number.
@Test func aCoercionPicksOneOverload() {
    let (selectors, diagnostics) = adaptedSelectors(
        """
        import UIKit
        class Proxy: NSObject, UITextViewDelegate {
            @objc func textView(_ textView: UITextView, shouldInteractWith URL: URL, in range: NSRange, interaction: UITextItemInteraction) -> Bool { true }
            @objc func textView(_ textView: UITextView, shouldInteractWith URL: URL, in range: NSRange) -> Bool { true }
            @objc func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
            func wire() {
                _ = #selector(textView as (UITextView, URL, NSRange, UITextItemInteraction) -> Bool)
                _ = #selector(textView as (UITextView, NSRange, String) -> Bool)
                _ = #selector(textView(_:shouldInteractWith:in:) as (UITextView, URL, NSRange) -> Bool)
            }
        }
        """)
    #expect(diagnostics == [])
    #expect(
        selectors == [
            #"Selector("textView:shouldInteractWith:in:interaction:", registering: _cellSnapSelectors)"#,
            #"Selector("textView:shouldChangeTextIn:replacementText:", registering: _cellSnapSelectors)"#,
            #"Selector("textView:shouldInteractWith:in:", registering: _cellSnapSelectors)"#,
        ])
}
