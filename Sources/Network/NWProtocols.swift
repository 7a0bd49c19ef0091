import Foundation

/// A protocol of a connection's stack, as Network's `NWProtocolDefinition`.
public class NWProtocolDefinition: Equatable, CustomDebugStringConvertible, @unchecked Sendable {
    /// The protocol's name ("tcp", "tls", a framer's label).
    public let name: String

    init(name: String) { self.name = name }

    public static func == (lhs: NWProtocolDefinition, rhs: NWProtocolDefinition) -> Bool { lhs === rhs }
    public var debugDescription: String { name }
}

/// The options of one protocol of a stack, as Network's `NWProtocolOptions`.
open class NWProtocolOptions: @unchecked Sendable {
    /// The protocol the options are for.
    public let definition: NWProtocolDefinition

    init(definition: NWProtocolDefinition) { self.definition = definition }
}

/// What a protocol tells of a message or connection, as Network's `NWProtocolMetadata`.
open class NWProtocolMetadata: @unchecked Sendable {
    /// The protocol the metadata is of.
    public let definition: NWProtocolDefinition

    init(definition: NWProtocolDefinition) { self.definition = definition }
}

/// TCP, as Network's `NWProtocolTCP`.
public enum NWProtocolTCP {
    public static let definition = NWProtocolDefinition(name: "tcp")

    /// TCP's options (no visible effect: CellSnap's connections reach no one).
    public final class Options: NWProtocolOptions, @unchecked Sendable {
        public var noDelay = false
        public var noPush = false
        public var noOptions = false
        public var enableKeepalive = false
        public var keepaliveCount = 0
        public var keepaliveIdle = 0
        public var keepaliveInterval = 0
        public var maximumSegmentSize = 0
        public var connectionTimeout = 0
        public var persistTimeout = 0
        public var connectionDropTime = 0
        public var retransmitFinDrop = false
        public var disableAckStretching = false
        public var enableFastOpen = false
        public var disableECN = false

        public init() { super.init(definition: NWProtocolTCP.definition) }
    }
}

/// UDP, as Network's `NWProtocolUDP`.
public enum NWProtocolUDP {
    public static let definition = NWProtocolDefinition(name: "udp")

    /// UDP's options (no visible effect).
    public final class Options: NWProtocolOptions, @unchecked Sendable {
        public var preferNoChecksum = false

        public init() { super.init(definition: NWProtocolUDP.definition) }
    }
}

// swift-format-ignore: TypeNamesShouldBeCapitalized
/// TLS, as Network's `NWProtocolTLS`.
public enum NWProtocolTLS {
    public static let definition = NWProtocolDefinition(name: "tls")

    /// TLS's options (no visible effect).
    public final class Options: NWProtocolOptions, @unchecked Sendable {
        /// The Security options the handshake would use.
        public let securityProtocolOptions = sec_protocol_options_t()

        public init() { super.init(definition: NWProtocolTLS.definition) }
    }
}

/// IP, as Network's `NWProtocolIP`.
public enum NWProtocolIP {
    public static let definition = NWProtocolDefinition(name: "ip")

    /// The IP versions, as `NWProtocolIP.Options.Version`.
    public enum Version: Hashable, Sendable {
        case any, v4, v6
    }

    /// IP's options (no visible effect).
    public final class Options: NWProtocolOptions, @unchecked Sendable {
        public var version = Version.any
        public var hopLimit: UInt8 = 0
        public var useMinimumMTU = false
        public var disableFragmentation = false
        public var shouldCalculateReceiveTime = false

        public init() { super.init(definition: NWProtocolIP.definition) }
    }
}

/// WebSocket, as Network's `NWProtocolWebSocket`.
public enum NWProtocolWebSocket {
    public static let definition = NWProtocolDefinition(name: "websocket")

    /// The versions of the protocol, as `NWProtocolWebSocket.Version`.
    public enum Version: Hashable, Sendable {
        case version13
    }

    /// WebSocket's options (no visible effect).
    public final class Options: NWProtocolOptions, @unchecked Sendable {
        public var autoReplyPing = false
        public var maximumMessageSize = 0
        public var skipHandshake = false
        public private(set) var additionalHeaders: [(name: String, value: String)] = []
        public private(set) var subprotocols: [String] = []

        public init(_ version: Version = .version13) { super.init(definition: NWProtocolWebSocket.definition) }

        public func setAdditionalHeaders(_ headers: [(name: String, value: String)]) { additionalHeaders = headers }
        public func setSubprotocols(_ subprotocols: [String]) { self.subprotocols = subprotocols }
    }
}
