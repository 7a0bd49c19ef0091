import Foundation

/// The managed object classes and models a process has used: Core Data finds an entity's class
/// and a class's entity through the Objective-C runtime, which Linux lacks. A class is known once
/// an object of it is made or its `entity()` is asked for; a model once a coordinator holds it.
final class ManagedClassRegistry: @unchecked Sendable {
    static let shared = ManagedClassRegistry()
    private let lock = NSLock()
    private var classes: [String: NSManagedObject.Type] = [:]
    private var models: [WeakModel] = []
    /// The modules the models read so far may belong to, from their resource bundles' names.
    private var modelModules: [String] = []

    private struct WeakModel { weak var model: NSManagedObjectModel? }

    func register(_ type: NSManagedObject.Type) {
        guard type != NSManagedObject.self else { return }
        lock.withLock { classes[String(describing: type)] = type }
    }

    func register(_ model: NSManagedObjectModel) {
        lock.withLock {
            models.removeAll { $0.model == nil || $0.model === model }
            models.append(WeakModel(model: model))
        }
    }

    var loadedModels: [NSManagedObjectModel] { lock.withLock { models.compactMap(\.model).reversed() } }

    /// The class named `name` (`Module.Name` or `Name`), when the process has used it.
    func managedClass(named name: String?) -> NSManagedObject.Type? {
        guard let name, name != "NSManagedObject" else { return nil }
        if let known = lock.withLock({ classes.first { Self.names($0.key, name) }?.value }) { return known }
        if let found = NSClassFromString(name) as? NSManagedObject.Type { return found }
        // The class is not known yet: look for it in the modules of the classes used so far (an
        // app's managed object classes are usually in one module).
        let plain = name.split(separator: ".").last.map(String.init) ?? name
        let (used, fromModels) = lock.withLock { (Set(modules).sorted(), modelModules) }
        for module in used + fromModels.filter({ !used.contains($0) }) {
            if let found = NSClassFromString("\(module).\(plain)") as? NSManagedObject.Type {
                register(found)
                return found
            }
        }
        return nil
    }

    /// Notes the modules the model at `url` may belong to. Xcode's model editor writes an entity's
    /// class without its module (the app's module is meant), and on Linux a class is found by name
    /// only with its module, so an entity whose class no code has used yet would make plain
    /// `NSManagedObject`s. A model read from a SwiftPM resource bundle (`Package_Target.resources`)
    /// is its target's: each name after an underscore of the bundle's name, then the whole name.
    func noteModules(ofModelAt url: URL) {
        let candidates = Self.moduleCandidates(ofModelAt: url)
        guard !candidates.isEmpty else { return }
        lock.withLock { modelModules += candidates.filter { !modelModules.contains($0) } }
    }

    /// The modules a model at `url` may belong to, from its resource bundle's name, most likely first.
    static func moduleCandidates(ofModelAt url: URL) -> [String] {
        guard let bundle = url.pathComponents.last(where: { $0.hasSuffix(".resources") }) else { return [] }
        let name = String(bundle.dropLast(".resources".count))
        let parts = name.split(separator: "_", omittingEmptySubsequences: false)
        let suffixes = (1..<max(1, parts.count)).map { parts[$0...].joined(separator: "_") }.filter { !$0.isEmpty }
        return suffixes + [name]
    }

    /// The modules of the classes used so far.
    private var modules: [String] {
        classes.values.compactMap { String(reflecting: $0).split(separator: ".").first.map(String.init) }
    }

    /// Whether two class names name the same class, with or without their module.
    static func names(_ lhs: String?, _ rhs: String?) -> Bool {
        guard let lhs, let rhs else { return false }
        func last(_ name: String) -> Substring { name.split(separator: ".").last ?? Substring(name) }
        return lhs == rhs || last(lhs) == last(rhs)
    }
}
