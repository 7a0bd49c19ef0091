// Key-value observing's adapted forms: an `observeValue(forKeyPath:of:change:context:)` override
// becomes the method of CellSnapFoundation's `KeyValueObserving` (its `super` call `NSObject`'s
// default), unless an in-module superclass already declares it; an `@objc dynamic` property
// announces its changes, in observers it already has.
import ObjCAdaptation
import Testing

let keyValueObservingFixtures: [AdaptedFormFixture] = [
    AdaptedFormFixture(
        name: "kvo", what: "an NSObject subclass's observeValue override and its super call",
        source: #"""
            class Watcher: NSObject {
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                    super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
                }
            }
            class Special: Watcher {
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                    super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
                }
            }
            """#,
        adapted: #"""
            class Watcher: NSObject {
                 func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                    KeyValueObservingDefault(self).observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
                }
            }
            class Special: Watcher {
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                    super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
                }
            }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "kvc", what: "a UIKit subclass's observeValue override in an extension stays in place",
        source: #"""
            class Screen: UIViewController {}
            extension Screen {
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {}
            }
            """#,
        adapted: #"""
            class Screen: UIViewController {}
            extension Screen {
                 func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {}
            }
            """#,
        diagnostics: []),
    AdaptedFormFixture(
        name: "dyn", what: "dynamic properties with observers of their own, a custom name, a computed one",
        source: #"""
            class Model: NSObject {
                @objc dynamic var score = 0 { didSet { print(score) } }
                @objc(isDone) dynamic var done: Bool = false
                @objc dynamic var total: Int { score * 2 }
            }
            """#,
        adapted: #"""
            class Model: NSObject {
                  var score = 0 { didSet { defer { didChangeValue(forKey: "score") }; print(score) } willSet { willChangeValue(forKey: "score") } }
                  var done: Bool = false { willSet { willChangeValue(forKey: "isDone") } didSet { didChangeValue(forKey: "isDone") } }
                  var total: Int { score * 2 }
            private let _cellSnapSelectorsRegistered = _cellSnapSelectors }
            """#,
        diagnostics: [
            "/app/dyn.swift:4:23: warning: changes of the computed dynamic property total are not announced to key-value observers on Linux (call willChangeValue(forKey:) and didChangeValue(forKey:) in its setter)"
        ]),
]

@Test(arguments: keyValueObservingFixtures) func keyValueObservingForm(_ fixture: AdaptedFormFixture) {
    let (adapted, diagnostics) = adaptedLines(fixture.name, fixture.source)
    #expect(adapted == fixture.adapted, "\(fixture.what)")
    #expect(diagnostics == fixture.diagnostics)
    #expect(
        adapted.split(separator: "\n", omittingEmptySubsequences: false).count
            == fixture.source.split(separator: "\n", omittingEmptySubsequences: false).count,
        "every line keeps its number")
}

/// The conformance the adapter adds for the first observing class, at the end of its file.
@Test func firstObservingClassAdoptsTheProtocol() {
    let source = #"""
        class Watcher: NSObject {
            override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
        }
        class Screen: UIViewController {
            override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
        }
        """#
    let output = ModuleAdapter(sources: [.init(path: "/app/w.swift", text: source)]).adapt()
    #expect(output.files[0].contains("\nextension Watcher: KeyValueObserving {}\n"))
    #expect(output.files[0].contains("\nextension Screen: @preconcurrency KeyValueObserving {}\n"))
}

/// `NSExpression` and `NSComparisonPredicate` as types (ambiguous on Linux) are qualified; made as
/// values (unambiguous) they stay as written.
@Test func shadowedFoundationTypesAreQualified() {
    let source = #"""
        func search(_ left: NSExpression) -> [NSComparisonPredicate] {
            let right: NSExpression = NSExpression(forConstantValue: 1)
            return [NSComparisonPredicate(leftExpression: left, rightExpression: right, modifier: .direct, type: .equalTo)]
        }
        let options: NSComparisonPredicate.Options = []
        """#
    let (adapted, diagnostics) = adaptedLines("types", source)
    #expect(diagnostics.isEmpty)
    #expect(
        adapted == #"""
            func search(_ left: CellSnapFoundation.NSExpression) -> [CellSnapFoundation.NSComparisonPredicate] {
                let right: CellSnapFoundation.NSExpression = NSExpression(forConstantValue: 1)
                return [NSComparisonPredicate(leftExpression: left, rightExpression: right, modifier: .direct, type: .equalTo)]
            }
            let options: CellSnapFoundation.NSComparisonPredicate.Options = []
            """#)
}
