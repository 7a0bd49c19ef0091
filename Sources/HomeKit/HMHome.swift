import Foundation

/// Whether a home has a home hub, as `HMHomeHubState`.
public enum HMHomeHubState: Int, Hashable, Sendable {
    case notAvailable = 0, connected, disconnected
}

/// What a home tells its delegate of changes made elsewhere, as `HMHomeDelegate` (every method
/// optional). CellSnap's homes change only through the app, whose changes HomeKit reports to
/// their completion handlers, so these are never called.
public protocol HMHomeDelegate: AnyObject {
    func homeDidUpdateName(_ home: HMHome)
    func home(_ home: HMHome, didAdd accessory: HMAccessory)
    func home(_ home: HMHome, didRemove accessory: HMAccessory)
    func home(_ home: HMHome, didAdd room: HMRoom)
    func home(_ home: HMHome, didRemove room: HMRoom)
}

extension HMHomeDelegate {
    public func homeDidUpdateName(_ home: HMHome) {}
    public func home(_ home: HMHome, didAdd accessory: HMAccessory) {}
    public func home(_ home: HMHome, didRemove accessory: HMAccessory) {}
    public func home(_ home: HMHome, didAdd room: HMRoom) {}
    public func home(_ home: HMHome, didRemove room: HMRoom) {}
}

/// A home, as `HMHome`: its rooms, zones, accessories, action sets and triggers, added and
/// removed by the app (see `HMHomeManager`). It has no home hub (``homeHubState`` is
/// `.notAvailable`), so its triggers never fire.
open class HMHome: NSObject {
    /// Told of changes made elsewhere (never, on Linux); kept weakly.
    open weak var delegate: HMHomeDelegate?
    open private(set) var name: String
    open internal(set) var isPrimary: Bool
    public let uniqueIdentifier = UUID()
    /// The room of whatever is in no room of its own, named "Default Room" as on iOS.
    public let roomForEntireHome = HMRoom(name: "Default Room")
    open private(set) var rooms: [HMRoom] = []
    open private(set) var zones: [HMZone] = []
    open private(set) var accessories: [HMAccessory] = []
    open internal(set) var actionSets: [HMActionSet] = []
    open internal(set) var triggers: [HMTrigger] = []

    init(name: String, isPrimary: Bool) {
        (self.name, self.isPrimary) = (name, isPrimary)
        super.init()
        roomForEntireHome.home = self
    }

    /// `.notAvailable`: CellSnap's home has no home hub.
    open var homeHubState: HMHomeHubState { .notAvailable }

    /// Renames the home; an empty name fails with `.invalidParameter`.
    open func updateName(_ name: String, completionHandler completion: @escaping (Error?) -> Void) {
        guard validName(name) else {
            return completeOnMain(completion, HMError(.invalidParameter, reason: "updateName(_:): the name is empty"))
        }
        self.name = name
        completeOnMain(completion, nil)
    }

    /// Adds a room; an empty name fails with `.invalidParameter`, the name of another room of
    /// the home with `.objectWithSimilarNameExistsInHome`.
    open func addRoom(withName roomName: String, completionHandler completion: @escaping (HMRoom?, Error?) -> Void) {
        let (room, error) = added(roomName, call: "addRoom(withName:)", among: rooms.map(\.name)) { HMRoom(name: $0) }
        if let room {
            room.home = self
            rooms.append(room)
        }
        DispatchQueue.main.async { completion(room, error) }
    }

    /// Adds a room, as ``addRoom(withName:completionHandler:)``.
    open func addRoom(withName roomName: String) async throws -> HMRoom {
        try await withCheckedThrowingContinuation { continuation in
            addRoom(withName: roomName) { room, error in
                if let room { continuation.resume(returning: room) } else { continuation.resume(throwing: error!) }
            }
        }
    }

    /// Removes a room: its accessories go to ``roomForEntireHome`` and it leaves its zones. The
    /// room for the entire home cannot go (`.roomForHomeCannotBeUpdated`); another home's room
    /// fails with `.notFound`.
    open func removeRoom(_ room: HMRoom, completionHandler completion: @escaping (Error?) -> Void) {
        if room === roomForEntireHome {
            let reason = "removeRoom(_:): the room for the entire home cannot be removed"
            return completeOnMain(completion, HMError(.roomForHomeCannotBeUpdated, reason: reason))
        }
        guard let index = rooms.firstIndex(where: { $0 === room }) else {
            return completeOnMain(
                completion, HMError(.notFound, reason: "removeRoom(_:): \(room.name) is no room of \(name)"))
        }
        rooms.remove(at: index)
        for accessory in accessories where accessory.room === room { accessory.room = roomForEntireHome }
        for zone in zones { zone.rooms.removeAll { $0 === room } }
        room.home = nil
        completeOnMain(completion, nil)
    }

    /// Adds a zone; names are checked as a room's.
    open func addZone(withName zoneName: String, completionHandler completion: @escaping (HMZone?, Error?) -> Void) {
        let (zone, error) = added(zoneName, call: "addZone(withName:)", among: zones.map(\.name)) { HMZone(name: $0) }
        if let zone {
            zone.home = self
            zones.append(zone)
        }
        DispatchQueue.main.async { completion(zone, error) }
    }

    /// Removes a zone (its rooms stay in the home); another home's zone fails with `.notFound`.
    open func removeZone(_ zone: HMZone, completionHandler completion: @escaping (Error?) -> Void) {
        guard let index = zones.firstIndex(where: { $0 === zone }) else {
            return completeOnMain(
                completion, HMError(.notFound, reason: "removeZone(_:): \(zone.name) is no zone of \(name)"))
        }
        zones.remove(at: index)
        zone.home = nil
        completeOnMain(completion, nil)
    }

    /// Adds an accessory a test described (`HMAccessory(cellSnapName:category:services:)`; on
    /// iOS, one an accessory browser found), in ``roomForEntireHome``. An accessory of another
    /// home fails with `.objectAssociatedToAnotherHome`, one already here with `.alreadyExists`.
    open func addAccessory(_ accessory: HMAccessory, completionHandler completion: @escaping (Error?) -> Void) {
        if accessory.home === self {
            let reason = "addAccessory(_:): \(accessory.name) is already in \(name)"
            return completeOnMain(completion, HMError(.alreadyExists, reason: reason))
        }
        if accessory.home != nil {
            let reason = "addAccessory(_:): \(accessory.name) is in another home"
            return completeOnMain(completion, HMError(.objectAssociatedToAnotherHome, reason: reason))
        }
        accessory.home = self
        accessory.room = roomForEntireHome
        accessories.append(accessory)
        completeOnMain(completion, nil)
    }

    /// Removes an accessory; one of no home here fails with `.notFound`.
    open func removeAccessory(_ accessory: HMAccessory, completionHandler completion: @escaping (Error?) -> Void) {
        guard let index = accessories.firstIndex(where: { $0 === accessory }) else {
            let reason = "removeAccessory(_:): \(accessory.name) is no accessory of \(name)"
            return completeOnMain(completion, HMError(.notFound, reason: reason))
        }
        accessories.remove(at: index)
        (accessory.home, accessory.room) = (nil, nil)
        completeOnMain(completion, nil)
    }

    /// Puts an accessory of the home in one of its rooms; anything else fails with `.notFound`.
    open func assignAccessory(
        _ accessory: HMAccessory, to room: HMRoom, completionHandler completion: @escaping (Error?) -> Void
    ) {
        guard accessory.home === self, room.home === self else {
            let reason = "assignAccessory(_:to:): \(accessory.name) or \(room.name) is not in \(name)"
            return completeOnMain(completion, HMError(.notFound, reason: reason))
        }
        accessory.room = room
        completeOnMain(completion, nil)
    }

    /// Shows the system's accessory setup, which finds no accessory on Linux: finishes with
    /// `.operationCancelled`, as when the person closes the setup screen (CellSnap's choice).
    @available(iOS, introduced: 10.0, deprecated: 15.4)
    open func addAndSetupAccessories(completionHandler completion: @escaping (Error?) -> Void) {
        let reason = "addAndSetupAccessories(completionHandler:): no accessory can be set up on Linux"
        completeOnMain(completion, HMError(.operationCancelled, reason: reason))
    }

    /// The services of the home's accessories whose type is one of `serviceTypes`.
    open func servicesWithTypes(_ serviceTypes: [String]) -> [HMService]? {
        let services = accessories.flatMap(\.services).filter { serviceTypes.contains($0.serviceType) }
        return services.isEmpty ? nil : services
    }

    /// The object `make` builds for `name`, or the error naming `call` when the name is empty
    /// or like one of `names`.
    func added<Object>(_ name: String, call: String, among names: [String], make: (String) -> Object) -> (
        Object?, HMError?
    ) {
        if !validName(name) { return (nil, HMError(.invalidParameter, reason: "\(call): the name is empty")) }
        if names.contains(where: { similarNames($0, name) }) {
            let reason = "\(call): \(self.name) has something named \(name)"
            return (nil, HMError(.objectWithSimilarNameExistsInHome, reason: reason))
        }
        return (make(name), nil)
    }
}

/// A room of a home, as `HMRoom`.
open class HMRoom: NSObject {
    open private(set) var name: String
    public let uniqueIdentifier = UUID()
    /// The home the room is in, while it is in one.
    weak var home: HMHome?

    init(name: String) { self.name = name }

    /// The home's accessories in this room.
    open var accessories: [HMAccessory] { home?.accessories.filter { $0.room === self } ?? [] }

    /// Renames the room; an empty name fails with `.invalidParameter`, the room for the entire
    /// home with `.roomForHomeCannotBeUpdated`.
    open func updateName(_ name: String, completionHandler completion: @escaping (Error?) -> Void) {
        if let home, home.roomForEntireHome === self {
            let reason = "updateName(_:): the room for the entire home cannot be renamed"
            return completeOnMain(completion, HMError(.roomForHomeCannotBeUpdated, reason: reason))
        }
        guard validName(name) else {
            return completeOnMain(completion, HMError(.invalidParameter, reason: "updateName(_:): the name is empty"))
        }
        self.name = name
        completeOnMain(completion, nil)
    }
}

/// A group of rooms of a home, as `HMZone`.
open class HMZone: NSObject {
    open private(set) var name: String
    public let uniqueIdentifier = UUID()
    open internal(set) var rooms: [HMRoom] = []
    weak var home: HMHome?

    init(name: String) { self.name = name }

    /// Adds a room of the zone's home: the room for the entire home fails with
    /// `.roomForHomeCannotBeInZone`, a room of another home with `.notFound`, a room already
    /// here with `.alreadyExists`.
    open func addRoom(_ room: HMRoom, completionHandler completion: @escaping (Error?) -> Void) {
        if let home, home.roomForEntireHome === room {
            let reason = "addRoom(_:): the room for the entire home cannot be in a zone"
            return completeOnMain(completion, HMError(.roomForHomeCannotBeInZone, reason: reason))
        }
        guard let home, room.home === home else {
            return completeOnMain(
                completion, HMError(.notFound, reason: "addRoom(_:): \(room.name) is not in the zone's home"))
        }
        if rooms.contains(where: { $0 === room }) {
            return completeOnMain(
                completion, HMError(.alreadyExists, reason: "addRoom(_:): \(room.name) is in \(name)"))
        }
        rooms.append(room)
        completeOnMain(completion, nil)
    }

    /// Removes a room of the zone; another fails with `.notFound`.
    open func removeRoom(_ room: HMRoom, completionHandler completion: @escaping (Error?) -> Void) {
        guard let index = rooms.firstIndex(where: { $0 === room }) else {
            return completeOnMain(
                completion, HMError(.notFound, reason: "removeRoom(_:): \(room.name) is not in \(name)"))
        }
        rooms.remove(at: index)
        completeOnMain(completion, nil)
    }

    /// Renames the zone; an empty name fails with `.invalidParameter`.
    open func updateName(_ name: String, completionHandler completion: @escaping (Error?) -> Void) {
        guard validName(name) else {
            return completeOnMain(completion, HMError(.invalidParameter, reason: "updateName(_:): the name is empty"))
        }
        self.name = name
        completeOnMain(completion, nil)
    }
}
