import Foundation

/// What ``UIAppearance`` proxies record and apply: one rule per proxy (its class, containers and
/// traits, and the values set on it in order, one per property), applied to an object when it
/// enters a window, the most specific rule last, skipping what the object set itself. When no
/// proxy exists (``isActive`` is `false`) nothing is recorded or applied.
@MainActor enum AppearanceRegistry {
    /// The values set on one proxy.
    final class Rule {
        let proxy: NSObject
        let type: AnyClass
        let containers: [AnyClass]
        let trait: UITraitCollection?
        let order: Int
        private(set) var keys: [AnyHashable] = []
        private(set) var setters: [AnyHashable: (NSObject) -> Void] = [:]

        init(proxy: NSObject, type: AnyClass, containers: [AnyClass], trait: UITraitCollection?, order: Int) {
            (self.proxy, self.type, self.containers, self.trait, self.order) = (proxy, type, containers, trait, order)
        }

        func set(_ key: AnyHashable, _ apply: @escaping (NSObject) -> Void) {
            if setters[key] == nil { keys.append(key) }
            setters[key] = apply
        }

        /// How specific the rule is: the class's depth, then its containers, then its traits, then its order.
        var specificity: [Int] {
            var depth = 0
            var type: AnyClass? = self.type
            while let current = type {
                depth += 1
                type = _getSuperclass(current)
            }
            return [depth, containers.count, trait == nil ? 0 : 1, order]
        }
    }

    struct Saved {
        fileprivate let rules: [Rule]
        fileprivate let made: Int
    }

    private static var rules: [Rule] = []
    private static var rulesByProxy: [ObjectIdentifier: Rule] = [:]
    private static var made = 0
    /// Whether values are being applied from proxies (which are not the object's own).
    private static var isApplying = false
    /// An empty archive for the proxies' `init?(coder:)`.
    static let emptyArchive: NSCoder = {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        return (try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)) ?? NSCoder()
    }()

    /// Whether any proxy exists.
    static var isActive: Bool { !rules.isEmpty }

    static func reset() {
        rules = []
        rulesByProxy = [:]
        made = 0
    }

    static func save() -> Saved { Saved(rules: rules, made: made) }

    static func restore(_ saved: Saved) {
        rules = saved.rules
        made = saved.made
        rulesByProxy = Dictionary(uniqueKeysWithValues: rules.map { (ObjectIdentifier($0.proxy), $0) })
    }

    /// The proxy of `type` in `containers` with `trait`: the same one for the same arguments.
    static func proxy<T: NSObject>(
        of type: T.Type, containers: [any UIAppearanceContainer.Type], trait: UITraitCollection?, make: () -> T?
    ) -> T {
        let containerClasses: [AnyClass] = containers.map { $0 as AnyClass }
        if let rule = rules.first(where: {
            $0.type == type && $0.trait == trait && $0.containers.count == containerClasses.count
                && zip($0.containers, containerClasses).allSatisfy { $0 == $1 }
        }), let proxy = rule.proxy as? T {
            return proxy
        }
        guard let proxy = make() else {
            preconditionFailure("\(type).appearance(): CellSnap makes a proxy with init?(coder:), which returned nil")
        }
        made += 1
        let rule = Rule(proxy: proxy, type: type, containers: containerClasses, trait: trait, order: made)
        rules.append(rule)
        rulesByProxy[ObjectIdentifier(proxy)] = rule
        return proxy
    }

    /// Notes that `keyPath` was set on `object`: a proxy records the value, an instance remembers
    /// that it set it itself.
    static func note<Root: NSObject, Value>(_ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>) {
        guard isActive else { return }
        note(object, key: keyPath) { target in
            target[keyPath: keyPath] = object[keyPath: keyPath]
        }
    }

    /// Notes a call that sets something (`key` names it) on `object`; `apply` repeats it on another object.
    static func note<Root: NSObject>(_ object: Root, key: AnyHashable, _ apply: @escaping (Root) -> Void) {
        guard isActive, !isApplying else { return }
        if let rule = rulesByProxy[ObjectIdentifier(object)] {
            rule.set(key) { target in if let target = target as? Root { apply(target) } }
        } else if let customizable = object as? AppearanceCustomizable {
            customizable.cellSnapCustomizedAppearance.insert(key)
        }
    }

    /// Applies the proxies to `view` and its subviews, as UIKit does when they enter a window.
    static func applyEnteringWindow(_ view: UIView) {
        guard isActive, !rulesByProxy.keys.contains(ObjectIdentifier(view)) else { return }
        apply(to: view, inside: view.next, traits: view.traitCollection)
        for subview in view.subviews { applyEnteringWindow(subview) }
    }

    /// Applies the proxies to a bar item that `bar` lays out.
    static func apply(to item: UIBarItem, in bar: UIView) {
        guard isActive, rulesByProxy[ObjectIdentifier(item)] == nil else { return }
        apply(to: item, inside: bar, traits: bar.traitCollection)
    }

    private static func apply(to object: NSObject, inside container: UIResponder?, traits: UITraitCollection) {
        var ancestors: [UIResponder] = []
        var next = container
        while let current = next, ancestors.count < 10_000 {
            ancestors.append(current)
            next = current.next
        }
        let matching = rules.filter { rule in
            object.isKind(of: rule.type) && (rule.trait.map { traits.containsTraits(in: $0) } ?? true)
                && isContained(ancestors, in: rule.containers)
        }
        guard !matching.isEmpty else { return }
        let customized = (object as? AppearanceCustomizable)?.cellSnapCustomizedAppearance ?? []
        isApplying = true
        defer { isApplying = false }
        for rule in matching.sorted(by: { $0.specificity.lexicographicallyPrecedes($1.specificity) }) {
            for key in rule.keys where !customized.contains(key) { rule.setters[key]?(object) }
        }
    }

    /// Whether `ancestors` (the nearest first) hold instances of `containers` in that order.
    private static func isContained(_ ancestors: [UIResponder], in containers: [AnyClass]) -> Bool {
        var index = 0
        for container in containers {
            guard let found = ancestors[index...].firstIndex(where: { $0.isKind(of: container) }) else {
                return false
            }
            index = found + 1
        }
        return true
    }
}

/// An object that remembers which appearance properties it set itself.
@MainActor protocol AppearanceCustomizable: AnyObject {
    var cellSnapCustomizedAppearance: Set<AnyHashable> { get set }
}
