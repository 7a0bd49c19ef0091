import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Where a connection goes, as Network's `NWEndpoint`.
public enum NWEndpoint: Hashable, Sendable, CustomDebugStringConvertible {
    case hostPort(host: Host, port: Port)
    case service(name: String, type: String, domain: String, interface: NWInterface?)
    case unix(path: String)
    case url(URL)

    /// A host: a name or an address, as `NWEndpoint.Host`.
    public enum Host: Hashable, Sendable, ExpressibleByStringLiteral, CustomDebugStringConvertible {
        case name(String, NWInterface?)
        case ipv4(IPv4Address)
        case ipv6(IPv6Address)

        /// An address when `string` is one, else a name.
        public init(_ string: String) {
            if let address = IPv4Address(string) {
                self = .ipv4(address)
            } else if let address = IPv6Address(string) {
                self = .ipv6(address)
            } else {
                self = .name(string, nil)
            }
        }

        public init(stringLiteral value: String) { self.init(value) }

        /// The interface a name or address is scoped to.
        public var interface: NWInterface? {
            switch self {
            case .name(_, let interface): return interface
            case .ipv4(let address): return address.interface
            case .ipv6(let address): return address.interface
            }
        }

        public var debugDescription: String {
            switch self {
            case .name(let name, _): return name
            case .ipv4(let address): return address.debugDescription
            case .ipv6(let address): return address.debugDescription
            }
        }
    }

    /// A port number, as `NWEndpoint.Port`.
    public struct Port: Hashable, Sendable, RawRepresentable, ExpressibleByIntegerLiteral, CustomDebugStringConvertible
    {
        public let rawValue: UInt16

        public init?(rawValue: UInt16) { self.rawValue = rawValue }
        /// The port of a decimal `string` ("443"), or of a service name CellSnap knows ("https").
        public init?(_ string: String) {
            if let number = UInt16(string) {
                rawValue = number
            } else if let known = Port.serviceNames[string.lowercased()] {
                rawValue = known
            } else {
                return nil
            }
        }
        public init(integerLiteral value: UInt16) { rawValue = value }

        /// Any port: the system picks one.
        public static let any: Port = 0
        public static let ssh: Port = 22
        public static let smtp: Port = 25
        public static let http: Port = 80
        public static let pop: Port = 110
        public static let imap: Port = 143
        public static let https: Port = 443
        public static let imaps: Port = 993
        public static let socks: Port = 1080

        private static let serviceNames: [String: UInt16] = [
            "ssh": 22, "smtp": 25, "http": 80, "pop3": 110, "imap": 143, "https": 443, "imaps": 993, "socks": 1080,
        ]

        public var debugDescription: String { "\(rawValue)" }
    }

    /// The interface a service or address is scoped to.
    public var interface: NWInterface? {
        switch self {
        case .hostPort(let host, _): return host.interface
        case .service(_, _, _, let interface): return interface
        case .unix, .url: return nil
        }
    }

    public var debugDescription: String {
        switch self {
        case .hostPort(let host, let port):
            if case .ipv6 = host { return "[\(host.debugDescription)]:\(port.rawValue)" }
            return "\(host.debugDescription):\(port.rawValue)"
        case .service(let name, let type, let domain, _): return "\(name).\(type).\(domain)"
        case .unix(let path): return path
        case .url(let url): return url.absoluteString
        }
    }
}

/// An IPv4 address, as Network's `IPv4Address`.
public struct IPv4Address: Hashable, Sendable, CustomDebugStringConvertible {
    /// The address's four bytes, in network order.
    public let rawValue: Data
    public let interface: NWInterface?

    /// The address of four bytes (`nil` for another count).
    public init?(_ rawValue: Data, _ interface: NWInterface? = nil) {
        guard rawValue.count == 4 else { return nil }
        (self.rawValue, self.interface) = (rawValue, interface)
    }

    /// The address written in dotted decimal ("192.168.0.1"; `nil` for anything else).
    public init?(_ string: String) {
        let parts = string.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var bytes: [UInt8] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 3, part.allSatisfy(\.isASCII), let byte = UInt8(part) else { return nil }
            bytes.append(byte)
        }
        (rawValue, interface) = (Data(bytes), nil)
    }

    public static let any = IPv4Address(Data([0, 0, 0, 0]))!
    public static let broadcast = IPv4Address(Data([255, 255, 255, 255]))!
    public static let loopback = IPv4Address(Data([127, 0, 0, 1]))!
    public static let allHostsGroup = IPv4Address(Data([224, 0, 0, 1]))!
    public static let allRoutersGroup = IPv4Address(Data([224, 0, 0, 2]))!

    public var isLoopback: Bool { rawValue.first == 127 }
    public var isLinkLocal: Bool { rawValue.prefix(2) == Data([169, 254]) }
    public var isMulticast: Bool { (224...239).contains(rawValue.first ?? 0) }

    public var debugDescription: String { rawValue.map { "\($0)" }.joined(separator: ".") }
}

/// An IPv6 address, as Network's `IPv6Address`.
public struct IPv6Address: Hashable, Sendable, CustomDebugStringConvertible {
    /// The address's sixteen bytes, in network order.
    public let rawValue: Data
    public let interface: NWInterface?

    /// The address of sixteen bytes (`nil` for another count).
    public init?(_ rawValue: Data, _ interface: NWInterface? = nil) {
        guard rawValue.count == 16 else { return nil }
        (self.rawValue, self.interface) = (rawValue, interface)
    }

    /// The address written as RFC 4291 does ("::1", "fe80::1"; `nil` for anything else).
    public init?(_ string: String) {
        var bytes = [UInt8](repeating: 0, count: 16)
        guard inet_pton(AF_INET6, string, &bytes) == 1 else { return nil }
        (rawValue, interface) = (Data(bytes), nil)
    }

    public static let any = IPv6Address(Data(count: 16))!
    public static let loopback = IPv6Address(Data(count: 15) + Data([1]))!

    public var isLoopback: Bool { self == .loopback }
    public var isLinkLocal: Bool { rawValue.first == 0xFE && (rawValue.dropFirst().first ?? 0) & 0xC0 == 0x80 }
    public var isMulticast: Bool { rawValue.first == 0xFF }

    public var debugDescription: String {
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        let bytes = [UInt8](rawValue)
        guard inet_ntop(AF_INET6, bytes, &buffer, socklen_t(buffer.count)) != nil else { return "?" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
