import Foundation

/// What an accessory tells its delegate of changes made elsewhere, as `HMAccessoryDelegate`
/// (every method optional). The app's own writes are reported to their completion handlers, so
/// on Linux only ``HMCharacteristic/cellSnapAccessoryUpdate(_:)`` (an accessory's own change a
/// test plays) calls `accessory(_:service:didUpdateValueFor:)`.
public protocol HMAccessoryDelegate: AnyObject {
    func accessoryDidUpdateName(_ accessory: HMAccessory)
    func accessoryDidUpdateReachability(_ accessory: HMAccessory)
    func accessoryDidUpdateServices(_ accessory: HMAccessory)
    func accessory(_ accessory: HMAccessory, service: HMService, didUpdateValueFor characteristic: HMCharacteristic)
}

extension HMAccessoryDelegate {
    public func accessoryDidUpdateName(_ accessory: HMAccessory) {}
    public func accessoryDidUpdateReachability(_ accessory: HMAccessory) {}
    public func accessoryDidUpdateServices(_ accessory: HMAccessory) {}
    public func accessory(
        _ accessory: HMAccessory, service: HMService, didUpdateValueFor characteristic: HMCharacteristic
    ) {}
}

/// The kind of an accessory, as `HMAccessoryCategory`: its type (one of the
/// `HMAccessoryCategoryType…` constants) and a description of it.
open class HMAccessoryCategory: NSObject {
    public let categoryType: String
    public let localizedDescription: String

    /// A category of `categoryType`, described by the last word of its constant's name.
    public init(categoryType: String) {
        self.categoryType = categoryType
        localizedDescription = categoryType.split(separator: ".").last.map(String.init) ?? categoryType
    }
}

/// An accessory, as `HMAccessory`, with its services.
///
/// HomeKit makes accessories (an accessory browser finds them); none is found on Linux, so a test
/// describes one with ``init(cellSnapName:category:services:manufacturer:model:)`` and adds it to
/// a home with `HMHome.addAccessory(_:completionHandler:)`. A described accessory is reachable and
/// answers reads and writes from its characteristics' values.
open class HMAccessory: NSObject {
    /// Told of the accessory's own changes; kept weakly.
    open weak var delegate: HMAccessoryDelegate?
    open private(set) var name: String
    public let uniqueIdentifier = UUID()
    public let category: HMAccessoryCategory
    public let services: [HMService]
    public let manufacturer: String?
    public let model: String?
    open internal(set) weak var room: HMRoom?
    weak var home: HMHome?

    /// An accessory a test describes: its name, its category (an `HMAccessoryCategoryType…`
    /// constant) and its services, which become its own.
    public init(
        cellSnapName name: String, category: String = HMAccessoryCategoryTypeOther, services: [HMService],
        manufacturer: String? = nil, model: String? = nil
    ) {
        self.name = name
        self.category = HMAccessoryCategory(categoryType: category)
        (self.services, self.manufacturer, self.model) = (services, manufacturer, model)
        super.init()
        for service in services { service.accessory = self }
    }

    /// `true`: a described accessory answers.
    open var isReachable: Bool { true }
    /// `false`: no accessory is behind a bridge.
    open var isBridged: Bool { false }
    open var isBlocked: Bool { false }
    /// Whether the accessory has an identify characteristic.
    open var supportsIdentify: Bool {
        services.contains { $0.characteristics.contains { $0.characteristicType == HMCharacteristicTypeIdentify } }
    }

    /// Renames the accessory; an empty name fails with `.invalidParameter`.
    open func updateName(_ name: String, completionHandler completion: @escaping (Error?) -> Void) {
        guard validName(name) else {
            return completeOnMain(completion, HMError(.invalidParameter, reason: "updateName(_:): the name is empty"))
        }
        self.name = name
        completeOnMain(completion, nil)
    }

    /// Asks the accessory to show itself. No visible effect: it has no light to blink on Linux;
    /// an accessory without an identify characteristic fails with `.operationNotSupported`.
    open func identify(completionHandler completion: @escaping (Error?) -> Void) {
        let error =
            supportsIdentify
            ? nil : HMError(.operationNotSupported, reason: "identify(completionHandler:): \(name) cannot identify")
        completeOnMain(completion, error)
    }
}

/// What an accessory browser tells its delegate, as `HMAccessoryBrowserDelegate`.
public protocol HMAccessoryBrowserDelegate: AnyObject {
    func accessoryBrowser(_ browser: HMAccessoryBrowser, didFindNewAccessory accessory: HMAccessory)
    func accessoryBrowser(_ browser: HMAccessoryBrowser, didRemoveNewAccessory accessory: HMAccessory)
}

extension HMAccessoryBrowserDelegate {
    public func accessoryBrowser(_ browser: HMAccessoryBrowser, didFindNewAccessory accessory: HMAccessory) {}
    public func accessoryBrowser(_ browser: HMAccessoryBrowser, didRemoveNewAccessory accessory: HMAccessory) {}
}

/// Finds accessories not yet in a home, as `HMAccessoryBrowser`. On Linux there is no network of
/// accessories: a search finds nothing and the delegate is never told.
open class HMAccessoryBrowser: NSObject {
    open weak var delegate: HMAccessoryBrowserDelegate?
    /// Whether a search is going on (CellSnap's record of the app's calls).
    public private(set) var cellSnapIsSearching = false

    public override init() { super.init() }

    /// Always empty: nothing is found on Linux.
    open var discoveredAccessories: [HMAccessory] { [] }

    open func startSearchingForNewAccessories() { cellSnapIsSearching = true }
    open func stopSearchingForNewAccessories() { cellSnapIsSearching = false }
}
