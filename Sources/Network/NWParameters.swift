import Foundation

/// How connections, listeners and browsers are made, as Network's `NWParameters`. CellSnap keeps
/// what is set and its connections reach no one, so the parameters have no visible effect.
public final class NWParameters: CustomDebugStringConvertible, @unchecked Sendable {
    /// A stack of protocols, as `NWParameters.ProtocolStack`: the application's protocols (a
    /// framer, TLS), then transport (TCP, UDP) and internet (IP).
    public final class ProtocolStack: @unchecked Sendable {
        public var applicationProtocols: [NWProtocolOptions]
        public var transportProtocol: NWProtocolOptions?
        public var internetProtocol: NWProtocolOptions?

        init(application: [NWProtocolOptions], transport: NWProtocolOptions?) {
            (applicationProtocols, transportProtocol) = (application, transport)
            internetProtocol = NWProtocolIP.Options()
        }
    }

    /// The kinds of traffic, as `NWParameters.ServiceClass`.
    public enum ServiceClass: Hashable, Sendable {
        case bestEffort, background, interactiveVideo, interactiveVoice, responsiveData, signaling
    }

    /// How a connection may use several interfaces, as `NWParameters.MultipathServiceType`.
    public enum MultipathServiceType: Hashable, Sendable {
        case disabled, handover, interactive, aggregate
    }

    /// How expired DNS answers are used, as `NWParameters.ExpiredDNSBehavior`.
    public enum ExpiredDNSBehavior: Hashable, Sendable {
        case systemDefault, allow, prohibit
    }

    public var defaultProtocolStack: ProtocolStack
    public var requiredInterfaceType: NWInterface.InterfaceType = .other
    public var requiredInterface: NWInterface?
    public var prohibitedInterfaceTypes: [NWInterface.InterfaceType]?
    public var prohibitedInterfaces: [NWInterface]?
    public var prohibitExpensivePaths = false
    public var prohibitConstrainedPaths = false
    public var preferNoProxies = false
    public var includePeerToPeer = false
    public var allowLocalEndpointReuse = false
    public var acceptLocalOnly = false
    public var allowFastOpen = false
    public var requiredLocalEndpoint: NWEndpoint?
    public var serviceClass = ServiceClass.bestEffort
    public var multipathServiceType = MultipathServiceType.disabled
    public var expiredDNSBehavior = ExpiredDNSBehavior.systemDefault

    /// Parameters with an empty stack.
    public init() { defaultProtocolStack = ProtocolStack(application: [], transport: nil) }

    /// TCP, with TLS unless `tls` is `nil`.
    public init(tls: NWProtocolTLS.Options?, tcp: NWProtocolTCP.Options = .init()) {
        defaultProtocolStack = ProtocolStack(application: tls.map { [$0] } ?? [], transport: tcp)
    }

    /// UDP, with DTLS unless `dtls` is `nil`.
    public init(dtls: NWProtocolTLS.Options?, udp: NWProtocolUDP.Options = .init()) {
        defaultProtocolStack = ProtocolStack(application: dtls.map { [$0] } ?? [], transport: udp)
    }

    public class var tcp: NWParameters { NWParameters(tls: nil) }
    public class var udp: NWParameters { NWParameters(dtls: nil) }
    public class var tls: NWParameters { NWParameters(tls: NWProtocolTLS.Options()) }
    public class var dtls: NWParameters { NWParameters(dtls: NWProtocolTLS.Options()) }
    /// The parameters of an app's service to nearby devices (TCP with TLS).
    public class var applicationService: NWParameters { NWParameters(tls: NWProtocolTLS.Options()) }

    /// A copy whose stack can be changed without changing this one's.
    public func copy() -> NWParameters {
        let copy = NWParameters()
        copy.defaultProtocolStack = ProtocolStack(
            application: defaultProtocolStack.applicationProtocols, transport: defaultProtocolStack.transportProtocol)
        copy.defaultProtocolStack.internetProtocol = defaultProtocolStack.internetProtocol
        (copy.requiredInterfaceType, copy.requiredInterface) = (requiredInterfaceType, requiredInterface)
        (copy.prohibitedInterfaceTypes, copy.prohibitedInterfaces) = (prohibitedInterfaceTypes, prohibitedInterfaces)
        (copy.prohibitExpensivePaths, copy.prohibitConstrainedPaths) = (
            prohibitExpensivePaths, prohibitConstrainedPaths
        )
        (copy.preferNoProxies, copy.includePeerToPeer) = (preferNoProxies, includePeerToPeer)
        (copy.allowLocalEndpointReuse, copy.acceptLocalOnly) = (allowLocalEndpointReuse, acceptLocalOnly)
        (copy.allowFastOpen, copy.requiredLocalEndpoint) = (allowFastOpen, requiredLocalEndpoint)
        (copy.serviceClass, copy.multipathServiceType) = (serviceClass, multipathServiceType)
        copy.expiredDNSBehavior = expiredDNSBehavior
        return copy
    }

    public var debugDescription: String {
        let stack = defaultProtocolStack
        let names =
            stack.applicationProtocols.map(\.definition.name)
            + [stack.transportProtocol?.definition.name]
            .compactMap { $0 }
        return names.joined(separator: ", ")
    }
}
