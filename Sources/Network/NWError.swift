// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A DNS-SD error code, as `DNSServiceErrorType` (the Network module brings `dns_sd`'s).
public typealias DNSServiceErrorType = Int32

public let kDNSServiceErr_NoError: DNSServiceErrorType = 0
public let kDNSServiceErr_Unknown: DNSServiceErrorType = -65537
public let kDNSServiceErr_NoSuchName: DNSServiceErrorType = -65538
public let kDNSServiceErr_NoMemory: DNSServiceErrorType = -65539
public let kDNSServiceErr_BadParam: DNSServiceErrorType = -65540
public let kDNSServiceErr_BadState: DNSServiceErrorType = -65542
public let kDNSServiceErr_Unsupported: DNSServiceErrorType = -65544
public let kDNSServiceErr_NameConflict: DNSServiceErrorType = -65548
public let kDNSServiceErr_Refused: DNSServiceErrorType = -65553
public let kDNSServiceErr_NoSuchRecord: DNSServiceErrorType = -65554
public let kDNSServiceErr_ServiceNotRunning: DNSServiceErrorType = -65563
public let kDNSServiceErr_NoRouter: DNSServiceErrorType = -65566
public let kDNSServiceErr_Timeout: DNSServiceErrorType = -65568
public let kDNSServiceErr_DefunctConnection: DNSServiceErrorType = -65569
public let kDNSServiceErr_PolicyDenied: DNSServiceErrorType = -65570

/// An error of a connection, listener or browser, as Network's `NWError`.
public enum NWError: Error, Equatable, Sendable, CustomDebugStringConvertible, LocalizedError {
    /// A POSIX error (`.posix(.ECONNREFUSED)`).
    case posix(POSIXErrorCode)
    /// A DNS-SD error (`.dns(kDNSServiceErr_NoSuchRecord)`).
    case dns(DNSServiceErrorType)
    /// A TLS error (an `OSStatus` of Security).
    case tls(Int32)

    public var debugDescription: String {
        switch self {
        case .posix(let code):
            return "POSIXErrorCode(rawValue: \(code.rawValue)): \(String(cString: strerror(code.rawValue)))"
        case .dns(let code): return "\(code): DNS-SD error (DNSServiceErrorType)"
        case .tls(let status): return "\(status): TLS error (OSStatus)"
        }
    }

    public var errorDescription: String? { debugDescription }
}
