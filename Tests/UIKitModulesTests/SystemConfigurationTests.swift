// `import SystemConfiguration` as an app's reachability helper writes it: targets made from a
// name or the zero address, their flags read and watched on a queue, over the device path a test
// sets through Network's monitor. The path is the process's, so these tests join the serialized
// suite of the path monitor's.
import Foundation
import Network
import SystemConfiguration
import Testing

/// What an app's reachability helper keeps: its target and the flags its callback was given.
private final class ReachabilityWatcher: @unchecked Sendable {
    let target: SCNetworkReachability
    let continuation: AsyncStream<SCNetworkReachabilityFlags>.Continuation

    init(target: SCNetworkReachability, continuation: AsyncStream<SCNetworkReachabilityFlags>.Continuation) {
        (self.target, self.continuation) = (target, continuation)
    }

    func start(on queue: DispatchQueue) -> Bool {
        var context = SCNetworkReachabilityContext(
            version: 0, info: Unmanaged.passUnretained(self).toOpaque(), retain: nil, release: nil,
            copyDescription: nil)
        let callback: SCNetworkReachabilityCallBack = { _, flags, info in
            guard let info else { return }
            Unmanaged<ReachabilityWatcher>.fromOpaque(info).takeUnretainedValue().continuation.yield(flags)
        }
        return SCNetworkReachabilitySetCallback(target, callback, &context)
            && SCNetworkReachabilitySetDispatchQueue(target, queue)
    }
}

extension NetworkAndLocalAuthenticationTests {
    private func flags(of target: SCNetworkReachability) -> SCNetworkReachabilityFlags {
        var flags = SCNetworkReachabilityFlags()
        #expect(SCNetworkReachabilityGetFlags(target, &flags))
        return flags
    }

    private func zeroAddressTarget() -> SCNetworkReachability? {
        var zero = sockaddr_in()
        zero.sin_family = sa_family_t(AF_INET)
        return withUnsafePointer(to: &zero) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                SCNetworkReachabilityCreateWithAddress(kCFAllocatorDefault, $0)
            }
        }
    }

    @Test func reachabilityFlagsFollowTheTestPath() throws {
        let general = try #require(zeroAddressTarget())
        let host = try #require(SCNetworkReachabilityCreateWithName(nil, "www.example.com"))
        let loopback = try #require(SCNetworkReachabilityCreateWithName(nil, "localhost"))
        #expect(flags(of: general) == .reachable && flags(of: host) == .reachable)
        let cellular = NWInterface(cellSnapType: .cellular, name: "pdp_ip0", index: 2)
        let table: [(NWPath.Status, [NWInterface], SCNetworkReachabilityFlags)] = [
            (.satisfied, [cellular], [.reachable, .isWWAN]),
            (.satisfied, [cellular, NWInterface(cellSnapType: .wifi, name: "en0", index: 1)], .reachable),
            (.satisfied, [NWInterface(cellSnapType: .wiredEthernet, name: "en1", index: 3)], .reachable),
            (.requiresConnection, [], .connectionRequired),
            (.unsatisfied, [], []),
        ]
        for (status, interfaces, expected) in table {
            NWPathMonitor.cellSnapSetPath(status: status, interfaces: interfaces)
            #expect(flags(of: general) == expected && flags(of: host) == expected, "\(status) \(interfaces)")
            #expect(flags(of: loopback) == [.reachable, .isLocalAddress, .isDirect])
        }
        var unix = sockaddr()
        unix.sa_family = sa_family_t(AF_UNIX)
        #expect(SCNetworkReachabilityCreateWithAddress(nil, &unix) == nil)
        #expect(SCNetworkReachabilityFlags.connectionAutomatic == .connectionOnTraffic)
        #expect(SCNetworkReachabilityFlags.isWWAN.rawValue == 1 << 18 && kCFAllocatorDefault == nil)
    }

    @Test func reachabilityCallsBackOnItsQueueWhenTheFlagsChange() async throws {
        let (changes, continuation) = AsyncStream.makeStream(of: SCNetworkReachabilityFlags.self)
        let watcher = ReachabilityWatcher(target: try #require(zeroAddressTarget()), continuation: continuation)
        #expect(watcher.start(on: DispatchQueue(label: "com.example.cellsnap.reachability")))
        let cellular = NWInterface(cellSnapType: .cellular, name: "pdp_ip0", index: 2)
        NWPathMonitor.cellSnapSetPath(status: .satisfied, interfaces: [cellular])
        NWPathMonitor.cellSnapSetPath(status: .satisfied, interfaces: [cellular], isExpensive: true)  // same flags
        NWPathMonitor.cellSnapSetPath(status: .unsatisfied)
        var seen: [SCNetworkReachabilityFlags] = []
        for await flags in changes {
            seen.append(flags)
            if seen.count == 2 { break }
        }
        #expect(seen == [[.reachable, .isWWAN], []])
        #expect(SCNetworkReachabilitySetDispatchQueue(watcher.target, nil))
    }

    @Test func captiveNetworkInfoIsNotGranted() {
        #expect(CNCopySupportedInterfaces() as? [String] == ["en0"])
        #expect(CNCopyCurrentNetworkInfo("en0" as CFString) == nil)
        NWPathMonitor.cellSnapSetPath(status: .unsatisfied)
        #expect(CNCopySupportedInterfaces() == nil)
        #expect(!CNMarkPortalOnline("en0" as CFString) && !CNSetSupportedSSIDs(["Cafe"] as CFArray))
    }
}
