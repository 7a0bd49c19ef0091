// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation
import Network
import Synchronization

/// What reachability knows of the route to a host, as SystemConfiguration's
/// `SCNetworkReachabilityFlags` (their raw values).
public struct SCNetworkReachabilityFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let transientConnection = SCNetworkReachabilityFlags(rawValue: 1 << 0)
    public static let reachable = SCNetworkReachabilityFlags(rawValue: 1 << 1)
    public static let connectionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 2)
    public static let connectionOnTraffic = SCNetworkReachabilityFlags(rawValue: 1 << 3)
    public static let interventionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 4)
    public static let connectionOnDemand = SCNetworkReachabilityFlags(rawValue: 1 << 5)
    public static let isLocalAddress = SCNetworkReachabilityFlags(rawValue: 1 << 16)
    public static let isDirect = SCNetworkReachabilityFlags(rawValue: 1 << 17)
    /// Reached over a cellular network (iOS only).
    public static let isWWAN = SCNetworkReachabilityFlags(rawValue: 1 << 18)
    /// The same flag as ``connectionOnTraffic``.
    public static let connectionAutomatic = SCNetworkReachabilityFlags(rawValue: 1 << 3)
}

/// Called when a target's reachability changes, as `SCNetworkReachabilityCallBack`, with the
/// target, its new flags and the context's `info`. On Apple platforms it is a C function pointer;
/// Swift cannot make one that takes a Swift class on Linux, so it is a Swift function here: the
/// closures apps pass (which capture nothing) compile unchanged.
public typealias SCNetworkReachabilityCallBack = (
    SCNetworkReachability, SCNetworkReachabilityFlags, UnsafeMutableRawPointer?
)
    -> Void

/// What a callback is given, as `SCNetworkReachabilityContext`: `info` handed to the callback,
/// kept with `retain` when the callback is set and let go with `release` when it is replaced.
public struct SCNetworkReachabilityContext {
    public var version: CFIndex
    public var info: UnsafeMutableRawPointer?
    public var retain: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer)?
    public var release: (@convention(c) (UnsafeRawPointer) -> Void)?
    /// Describes `info` (a Swift function here: Core Foundation's strings are Foundation's
    /// `NSString` on Linux, which a C function pointer cannot return).
    public var copyDescription: ((UnsafeRawPointer) -> Unmanaged<CFString>)?

    public init() { (version, info, retain, release, copyDescription) = (0, nil, nil, nil, nil) }
    public init(
        version: CFIndex, info: UnsafeMutableRawPointer?,
        retain: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer)?,
        release: (@convention(c) (UnsafeRawPointer) -> Void)?,
        copyDescription: ((UnsafeRawPointer) -> Unmanaged<CFString>)?
    ) {
        (self.version, self.info, self.retain, self.release, self.copyDescription) =
            (version, info, retain, release, copyDescription)
    }
}

/// A host or address whose reachability an app watches, as SystemConfiguration's
/// `SCNetworkReachability`. CellSnap resolves no host and reaches no network: a target's flags
/// are those of the device's path, which a test sets with Network's `NWPathMonitor.cellSnapSetPath`
/// (satisfied over Wi-Fi until then): `.reachable` over Wi-Fi or wired Ethernet,
/// `[.reachable, .isWWAN]` over a cellular network only, `.connectionRequired` when the path
/// requires a connection, and none when it is unsatisfied. The loopback host (`localhost`,
/// `127.0.0.1`, `::1`) is reachable directly, `[.reachable, .isLocalAddress, .isDirect]`, whatever
/// the path, as on a device.
public final class SCNetworkReachability: @unchecked Sendable {
    let isLoopback: Bool
    private let lock = NSLock()
    private var callback: SCNetworkReachabilityCallBack?
    private var context = SCNetworkReachabilityContext()
    private var monitor: NWPathMonitor?
    private var lastFlags: SCNetworkReachabilityFlags?

    init(isLoopback: Bool) { self.isLoopback = isLoopback }

    deinit {
        monitor?.cancel()
        if let info = context.info { context.release?(UnsafeRawPointer(info)) }
    }

    /// The target's flags on the device's path now.
    var flags: SCNetworkReachabilityFlags { flags(on: NWPathMonitor().currentPath) }

    /// The target's flags on `path`.
    func flags(on path: NWPath) -> SCNetworkReachabilityFlags {
        if isLoopback { return [.reachable, .isLocalAddress, .isDirect] }
        switch path.status {
        case .satisfied:
            let onlyCellular = path.availableInterfaces.allSatisfy { $0.type == .cellular }
            return onlyCellular && !path.availableInterfaces.isEmpty ? [.reachable, .isWWAN] : .reachable
        case .requiresConnection: return .connectionRequired
        case .unsatisfied: return []
        }
    }

    func setCallback(_ callout: SCNetworkReachabilityCallBack?, context newContext: SCNetworkReachabilityContext?) {
        var kept = newContext ?? SCNetworkReachabilityContext()
        if let info = kept.info, let retain = kept.retain {
            kept.info = UnsafeMutableRawPointer(mutating: retain(UnsafeRawPointer(info)))
        }
        let old = lock.withLock { () -> SCNetworkReachabilityContext in
            let old = context
            (callback, context) = (callout, callout == nil ? SCNetworkReachabilityContext() : kept)
            return old
        }
        if let info = old.info { old.release?(UnsafeRawPointer(info)) }
    }

    /// Starts (or, for `nil`, stops) calling the callback on `queue` when the flags change.
    func schedule(on queue: DispatchQueue?) {
        let old = lock.withLock { () -> NWPathMonitor? in
            let old = monitor
            monitor = nil
            lastFlags = flags
            return old
        }
        old?.cancel()
        guard let queue else { return }
        let started = NWPathMonitor()
        started.pathUpdateHandler = { [weak self] path in self?.pathChanged(path) }
        lock.withLock { monitor = started }
        started.start(queue: queue)
    }

    /// Calls the callback when the flags on `path` differ from those last seen (on the monitor's
    /// queue, in the order the paths were set).
    private func pathChanged(_ path: NWPath) {
        let now = flags(on: path)
        let (callout, info) = lock.withLock { () -> (SCNetworkReachabilityCallBack?, UnsafeMutableRawPointer?) in
            guard now != lastFlags else { return (nil, nil) }
            lastFlags = now
            return (callback, context.info)
        }
        callout?(self, now, info)
    }
}

/// A reachability target for the host `nodename`, as `SCNetworkReachabilityCreateWithName`
/// (`allocator` is ignored). The host is not resolved: its flags are the device path's (see
/// ``SCNetworkReachability``).
public func SCNetworkReachabilityCreateWithName(_ allocator: CFAllocator?, _ nodename: UnsafePointer<CChar>)
    -> SCNetworkReachability?
{
    let name = String(cString: nodename).lowercased()
    return SCNetworkReachability(isLoopback: ["localhost", "127.0.0.1", "::1"].contains(name))
}

/// A reachability target for `address` (an IPv4 or IPv6 socket address), as
/// `SCNetworkReachabilityCreateWithAddress`; `nil` for another address family. The zero address
/// apps pass to watch the network in general has the device path's flags.
public func SCNetworkReachabilityCreateWithAddress(_ allocator: CFAllocator?, _ address: UnsafePointer<sockaddr>)
    -> SCNetworkReachability?
{
    guard let isLoopback = loopback(address) else {
        noteSCError(kSCStatusInvalidArgument)
        return nil
    }
    return SCNetworkReachability(isLoopback: isLoopback)
}

/// A reachability target for the route from `localAddress` to `remoteAddress`, as
/// `SCNetworkReachabilityCreateWithAddressPair`; `nil` without either or for another family.
public func SCNetworkReachabilityCreateWithAddressPair(
    _ allocator: CFAllocator?, _ localAddress: UnsafePointer<sockaddr>?, _ remoteAddress: UnsafePointer<sockaddr>?
) -> SCNetworkReachability? {
    let addresses = [localAddress, remoteAddress].compactMap { $0 }
    let loopbacks = addresses.map(loopback)
    guard !addresses.isEmpty, !loopbacks.contains(nil) else {
        noteSCError(kSCStatusInvalidArgument)
        return nil
    }
    return SCNetworkReachability(isLoopback: remoteAddress.flatMap(loopback) ?? loopbacks.allSatisfy { $0 == true })
}

/// Whether an IPv4 or IPv6 socket address is the loopback address; `nil` for another family.
private func loopback(_ address: UnsafePointer<sockaddr>) -> Bool? {
    switch Int32(address.pointee.sa_family) {
    case AF_INET:
        return address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
            UInt32(bigEndian: $0.pointee.sin_addr.s_addr) >> 24 == 127
        }
    case AF_INET6:
        return address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { pointer in
            withUnsafeBytes(of: pointer.pointee.sin6_addr) { Array($0) == Array(repeating: 0, count: 15) + [1] }
        }
    default: return nil
    }
}

/// The type identifier of reachability targets, as `SCNetworkReachabilityGetTypeID` (CellSnap's
/// own number: Core Foundation's are assigned at run time).
public func SCNetworkReachabilityGetTypeID() -> CFTypeID { 0x5C_4E52 }

/// Writes `target`'s flags into `flags`, as `SCNetworkReachabilityGetFlags`; always `true`, as
/// the device path is always known.
public func SCNetworkReachabilityGetFlags(
    _ target: SCNetworkReachability, _ flags: UnsafeMutablePointer<SCNetworkReachabilityFlags>
) -> Bool {
    flags.pointee = target.flags
    return true
}

/// Sets the function called when `target`'s reachability changes (`nil` removes it), as
/// `SCNetworkReachabilitySetCallback`: `context`'s `info` is kept (with its `retain`) and passed
/// to it. Returns `true`.
public func SCNetworkReachabilitySetCallback(
    _ target: SCNetworkReachability, _ callout: SCNetworkReachabilityCallBack?,
    _ context: UnsafeMutablePointer<SCNetworkReachabilityContext>?
) -> Bool {
    target.setCallback(callout, context: context?.pointee)
    return true
}

/// Calls `target`'s callback on `queue` each time its flags change, from now on (`nil` stops),
/// as `SCNetworkReachabilitySetDispatchQueue`: each path a test sets with
/// `NWPathMonitor.cellSnapSetPath` that changes the flags calls it once, asynchronously. Returns
/// `true`.
public func SCNetworkReachabilitySetDispatchQueue(_ target: SCNetworkReachability, _ queue: DispatchQueue?) -> Bool {
    target.schedule(on: queue)
    return true
}

// SCNetwork.h's older names of the same bits (`SCNetworkConnectionFlags`), which reachability
// helpers still test a flags value's raw value against (`flags.rawValue &
// UInt32(kSCNetworkFlagsReachable)`); SystemConfiguration declares them as `Int`.

/// The route is transient (``SCNetworkReachabilityFlags/transientConnection``).
public var kSCNetworkFlagsTransientConnection: Int { 1 << 0 }
/// The host is reachable (``SCNetworkReachabilityFlags/reachable``).
public var kSCNetworkFlagsReachable: Int { 1 << 1 }
/// A connection must be made first (``SCNetworkReachabilityFlags/connectionRequired``).
public var kSCNetworkFlagsConnectionRequired: Int { 1 << 2 }
/// The connection is made automatically (``SCNetworkReachabilityFlags/connectionOnTraffic``).
public var kSCNetworkFlagsConnectionAutomatic: Int { 1 << 3 }
/// The user must act first (``SCNetworkReachabilityFlags/interventionRequired``).
public var kSCNetworkFlagsInterventionRequired: Int { 1 << 4 }
/// The address is the device's own (``SCNetworkReachabilityFlags/isLocalAddress``).
public var kSCNetworkFlagsIsLocalAddress: Int { 1 << 16 }
/// The host is reached without a gateway (``SCNetworkReachabilityFlags/isDirect``).
public var kSCNetworkFlagsIsDirect: Int { 1 << 17 }
