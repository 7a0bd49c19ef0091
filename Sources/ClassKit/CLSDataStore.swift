import Foundation

/// Makes the contexts the data store is asked for, as ClassKit's `CLSDataStoreDelegate`.
public protocol CLSDataStoreDelegate: NSObjectProtocol {
    /// The context of `identifier` under `parentContext`, or `nil` for none.
    func createContext(
        forIdentifier identifier: String, parentContext: CLSContext, parentIdentifierPath: [String]
    ) -> CLSContext?
}

/// Describes the app's contexts to Schoolwork, as ClassKit's `CLSContextProvider` (Schoolwork
/// never asks on Linux).
public protocol CLSContextProvider {
    func updateDescendants(of context: CLSContext, completion: @escaping @Sendable ((any Error)?) -> Void)
}

/// The app's contexts and activities, as ClassKit's `CLSDataStore`: kept in this process. Calls
/// finish at once, on the calling thread; saving succeeds (there is no teacher to send to).
open class CLSDataStore: NSObject, @unchecked Sendable {
    /// The app's store.
    public static let shared = CLSDataStore()
    /// Asked for the contexts a path names that do not exist yet.
    open weak var delegate: (any CLSDataStoreDelegate)?
    /// The app's root context.
    open private(set) var mainAppContext = CLSContext(
        type: .app, identifier: Bundle.main.bundleIdentifier ?? "main", title: "")
    /// The deepest active context, or `nil`.
    open var activeContext: CLSContext? {
        var context: CLSContext? = mainAppContext.isActive ? mainAppContext : nil
        while let active = context?.children.first(where: \.isActive) { context = active }
        return context === mainAppContext ? nil : context
    }
    /// The activity started in the active context, or `nil`.
    open var runningActivity: CLSActivity? {
        activeContext?.currentActivity.flatMap { $0.isStarted ? $0 : nil }
    }

    /// Saves the changes: `completion` gets `nil` at once.
    open func save(completion: (@Sendable ((any Error)?) -> Void)? = nil) { completion?(nil) }

    /// The descendants of the main context whose identifier path begins with `identifierPath`.
    open func contexts(
        matchingIdentifierPath identifierPath: [String],
        completion: @escaping @Sendable ([CLSContext], (any Error)?) -> Void
    ) {
        var found: [CLSContext] = []
        var context = mainAppContext
        for identifier in identifierPath {
            guard let child = context.children.first(where: { $0.identifier == identifier }) else {
                completion([], nil)
                return
            }
            found.append(child)
            context = child
        }
        completion(found, nil)
    }

    /// Takes `object` (a context) out of the store.
    open func remove(_ object: CLSObject) { (object as? CLSContext)?.removeFromParent() }

    /// Marks the assigned activities of the context at `contextPath` complete (no teacher assigns
    /// any on Linux: there is nothing to mark).
    open func completeAllAssignedActivities(matching contextPath: [String]) {}
}
