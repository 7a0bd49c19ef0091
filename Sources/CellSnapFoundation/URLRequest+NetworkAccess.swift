import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// Apple's Low Data Mode and expensive-network API (iOS 13), which Linux's FoundationNetworking
// lacks: apps and image libraries set it on their requests and read it from their errors.
// Linux has neither mode, so every request may use any network and no error is for one.

extension URLRequest {
    /// Whether the request may use a network in Low Data Mode: always `true`, what it is on
    /// iOS for a request that sets nothing.
    ///
    /// No visible effect, and the value is not kept: Linux has no Low Data Mode, and Linux's
    /// `URLRequest` has no storage for it (not even `URLProtocol`'s request properties survive a
    /// copy of the request there).
    public var allowsConstrainedNetworkAccess: Bool {
        get { true }
        set {}
    }

    /// Whether the request may use an expensive network (cellular, a personal hotspot): always
    /// `true`, as ``allowsConstrainedNetworkAccess``.
    ///
    /// No visible effect, and the value is not kept, as ``allowsConstrainedNetworkAccess``'s.
    public var allowsExpensiveNetworkAccess: Bool {
        get { true }
        set {}
    }
}

extension URLError {
    /// Why a network the request could not use was unavailable to it.
    public enum NetworkUnavailableReason: Int, Sendable {
        case cellular = 0
        case expensive = 1
        case constrained = 2
    }

    /// Why the network was unavailable: `nil`, as on iOS for any error that is not about a mode
    /// Linux does not have.
    public var networkUnavailableReason: NetworkUnavailableReason? { nil }
}
