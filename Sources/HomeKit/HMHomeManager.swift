import Foundation

/// The app's HomeKit authorization, as `HMHomeManagerAuthorizationStatus`.
public struct HMHomeManagerAuthorizationStatus: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The person has answered the app's request.
    public static let determined = HMHomeManagerAuthorizationStatus(rawValue: 1 << 0)
    /// The device's restrictions keep the app from HomeKit.
    public static let restricted = HMHomeManagerAuthorizationStatus(rawValue: 1 << 1)
    /// The app may use HomeKit.
    public static let authorized = HMHomeManagerAuthorizationStatus(rawValue: 1 << 2)
}

/// What a home manager tells its delegate, as `HMHomeManagerDelegate` (every method optional).
public protocol HMHomeManagerDelegate: AnyObject {
    func homeManagerDidUpdateHomes(_ manager: HMHomeManager)
    func homeManagerDidUpdatePrimaryHome(_ manager: HMHomeManager)
    func homeManager(_ manager: HMHomeManager, didAdd home: HMHome)
    func homeManager(_ manager: HMHomeManager, didRemove home: HMHome)
    func homeManager(_ manager: HMHomeManager, didUpdate status: HMHomeManagerAuthorizationStatus)
}

extension HMHomeManagerDelegate {
    public func homeManagerDidUpdateHomes(_ manager: HMHomeManager) {}
    public func homeManagerDidUpdatePrimaryHome(_ manager: HMHomeManager) {}
    public func homeManager(_ manager: HMHomeManager, didAdd home: HMHome) {}
    public func homeManager(_ manager: HMHomeManager, didRemove home: HMHome) {}
    public func homeManager(_ manager: HMHomeManager, didUpdate status: HMHomeManagerAuthorizationStatus) {}
}

/// The homes of the person's HomeKit, as `HMHomeManager`.
///
/// CellSnap's device has granted the app HomeKit (``authorizationStatus`` is
/// `[.determined, .authorized]`) and was set up with no home: a manager's ``homes`` are empty
/// until the app adds one. Each manager keeps its own homes (so that tests do not share them);
/// on iOS every manager of the app sees the same database. As on iOS, the manager loads
/// asynchronously: on the main queue after it is made, its delegate is told the authorization
/// (`homeManager(_:didUpdate:)`) and then `homeManagerDidUpdateHomes(_:)`. The app's own changes
/// are reported to their completion handlers (on the main queue), not to the delegate, as
/// HomeKit documents. The first home added becomes the primary home.
open class HMHomeManager: NSObject {
    /// Told of the manager's loads; kept weakly.
    open weak var delegate: HMHomeManagerDelegate?
    /// The homes, in the order they were added.
    open private(set) var homes: [HMHome] = []

    public override init() {
        super.init()
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.delegate?.homeManager(self, didUpdate: self.authorizationStatus)
            self.delegate?.homeManagerDidUpdateHomes(self)
        }
    }

    /// `[.determined, .authorized]`: CellSnap's app was granted HomeKit.
    open var authorizationStatus: HMHomeManagerAuthorizationStatus { [.determined, .authorized] }

    /// The home marked primary: the first added, until ``updatePrimaryHome(_:completionHandler:)``.
    @available(iOS, introduced: 8.0, deprecated: 16.1)
    open var primaryHome: HMHome? { homes.first(where: \.isPrimary) }

    /// Adds a home named `homeName`; an empty name fails with `.invalidParameter` and a name like
    /// another home's with `.homeWithSimilarNameExists`.
    open func addHome(withName homeName: String, completionHandler completion: @escaping (HMHome?, Error?) -> Void) {
        let result: HMHome?
        let error: HMError?
        if !validName(homeName) {
            (result, error) = (nil, HMError(.invalidParameter, reason: "addHome(withName:): the name is empty"))
        } else if homes.contains(where: { similarNames($0.name, homeName) }) {
            let reason = "addHome(withName:): a home named \(homeName) exists"
            (result, error) = (nil, HMError(.homeWithSimilarNameExists, reason: reason))
        } else {
            let home = HMHome(name: homeName, isPrimary: homes.isEmpty)
            homes.append(home)
            (result, error) = (home, nil)
        }
        DispatchQueue.main.async { completion(result, error) }
    }

    /// Adds a home named `homeName`, as ``addHome(withName:completionHandler:)``.
    open func addHome(withName homeName: String) async throws -> HMHome {
        try await withCheckedThrowingContinuation { continuation in
            addHome(withName: homeName) { home, error in
                if let home { continuation.resume(returning: home) } else { continuation.resume(throwing: error!) }
            }
        }
    }

    /// Removes `home`; a home of another manager fails with `.notFound`. When the primary home
    /// goes, the first remaining home becomes primary (CellSnap's choice; iOS picks one).
    open func removeHome(_ home: HMHome, completionHandler completion: @escaping (Error?) -> Void) {
        guard let index = homes.firstIndex(where: { $0 === home }) else {
            return completeOnMain(
                completion, HMError(.notFound, reason: "removeHome(_:): \(home.name) is no home here"))
        }
        homes.remove(at: index)
        if home.isPrimary, let first = homes.first {
            home.isPrimary = false
            first.isPrimary = true
        }
        completeOnMain(completion, nil)
    }

    /// Removes `home`, as ``removeHome(_:completionHandler:)``.
    open func removeHome(_ home: HMHome) async throws {
        try await awaitCompletion { removeHome(home, completionHandler: $0) }
    }

    /// Makes `home` the primary home; a home of another manager fails with `.notFound`.
    open func updatePrimaryHome(_ home: HMHome, completionHandler completion: @escaping (Error?) -> Void) {
        guard homes.contains(where: { $0 === home }) else {
            let reason = "updatePrimaryHome(_:): \(home.name) is no home here"
            return completeOnMain(completion, HMError(.notFound, reason: reason))
        }
        for each in homes { each.isPrimary = each === home }
        completeOnMain(completion, nil)
    }

    /// Makes `home` the primary home, as ``updatePrimaryHome(_:completionHandler:)``.
    open func updatePrimaryHome(_ home: HMHome) async throws {
        try await awaitCompletion { updatePrimaryHome(home, completionHandler: $0) }
    }
}
