import Foundation

/// A network interface, as Network's `NWInterface`.
public struct NWInterface: Hashable, Sendable, CustomDebugStringConvertible {
    /// The kinds of interface, as `NWInterface.InterfaceType`.
    public enum InterfaceType: Hashable, Sendable {
        case other, wifi, cellular, wiredEthernet, loopback
    }

    public let type: InterfaceType
    /// The interface's name (`en0`, `pdp_ip0`, ...).
    public let name: String
    /// The interface's index in the system.
    public let index: Int

    /// An interface (Linux-only: a test describes the device's interfaces).
    public init(cellSnapType type: InterfaceType, name: String, index: Int) {
        (self.type, self.name, self.index) = (type, name, index)
    }

    public var debugDescription: String { name }
}

/// The device's route to the network, as Network's `NWPath`.
public struct NWPath: Equatable, Sendable, CustomDebugStringConvertible {
    /// Whether the path can be used, as `NWPath.Status`.
    public enum Status: Equatable, Hashable, Sendable {
        case satisfied, unsatisfied, requiresConnection
    }

    /// Why a path is not satisfied, as `NWPath.UnsatisfiedReason`.
    public enum UnsatisfiedReason: Equatable, Hashable, Sendable {
        case notAvailable, cellularDenied, wifiDenied, localNetworkDenied, vpnInactive
    }

    public let status: Status
    public let unsatisfiedReason: UnsatisfiedReason
    /// The interfaces the path may use, preferred first.
    public let availableInterfaces: [NWInterface]
    /// Whether the path uses a cellular interface or a hotspot (Low Data in the app's terms).
    public let isExpensive: Bool
    /// Whether the person turned on Low Data Mode.
    public let isConstrained: Bool
    public let supportsIPv4: Bool
    public let supportsIPv6: Bool
    public let supportsDNS: Bool

    init(
        status: Status, unsatisfiedReason: UnsatisfiedReason, availableInterfaces: [NWInterface], isExpensive: Bool,
        isConstrained: Bool
    ) {
        (self.status, self.unsatisfiedReason, self.availableInterfaces) = (
            status, unsatisfiedReason, availableInterfaces
        )
        (self.isExpensive, self.isConstrained) = (isExpensive, isConstrained)
        let online = status == .satisfied
        (supportsIPv4, supportsIPv6, supportsDNS) = (online, online, online)
    }

    /// Whether the path uses an interface of `type`.
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
        availableInterfaces.contains { $0.type == type }
    }

    public var debugDescription: String {
        let names = availableInterfaces.map(\.name).joined(separator: ", ")
        return
            "\(status) (interfaces: \(names))\(isExpensive ? ", expensive" : "")\(isConstrained ? ", constrained" : "")"
    }
}
