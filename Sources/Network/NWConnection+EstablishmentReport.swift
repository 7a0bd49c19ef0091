import Dispatch
import Foundation

extension NWConnection {
    /// How a connection was established, as Network's `NWConnection.EstablishmentReport`: how long
    /// it took, the name resolutions and the protocol handshakes on the way.
    ///
    /// CellSnap never makes one: a connection here never becomes ready (its endpoint does not
    /// answer), so ``NWConnection/requestEstablishmentReport(queue:completion:)`` hands `nil` to its
    /// completion, as Network does for a connection that is not established.
    public final class EstablishmentReport: @unchecked Sendable {
        /// The time from the connection's start to its being ready.
        public let duration: TimeInterval
        /// The time from the connection's start to the attempt that succeeded.
        public let attemptStartedAfterInterval: TimeInterval
        /// How many attempts failed before the one that succeeded.
        public let previousAttemptCount: Int
        /// Whether the connection went through a proxy.
        public let usedProxy: Bool
        /// Whether a proxy was configured for the connection.
        public let proxyConfigured: Bool
        /// The proxy the connection went through, if any.
        public let proxyEndpoint: NWEndpoint?
        /// The name resolutions, first to last.
        public let resolutions: [Resolution]
        /// The protocol handshakes, from the lowest protocol up.
        public let handshakes: [Handshake]

        init(duration: TimeInterval, resolutions: [Resolution], handshakes: [Handshake]) {
            (self.duration, attemptStartedAfterInterval, previousAttemptCount) = (duration, 0, 0)
            (usedProxy, proxyConfigured, proxyEndpoint) = (false, false, nil)
            (self.resolutions, self.handshakes) = (resolutions, handshakes)
        }

        /// One name resolution of an establishment, as `EstablishmentReport.Resolution`.
        public struct Resolution: Sendable {
            /// Where a resolution's answer came from.
            public enum Source: Sendable {
                case query, cache, expiredCache
            }

            /// Where the answer came from.
            public let source: Source
            /// How long the resolution took.
            public let duration: TimeInterval
            /// How many endpoints the resolution found.
            public let endpointCount: Int
            /// The endpoint the connection reached.
            public let successfulEndpoint: NWEndpoint
            /// The endpoint the resolution preferred.
            public let preferredEndpoint: NWEndpoint
        }

        /// One protocol handshake of an establishment, as `EstablishmentReport.Handshake`.
        public struct Handshake: Sendable {
            /// The protocol that shook hands.
            public let definition: NWProtocolDefinition
            /// How long the handshake took.
            public let handshakeDuration: TimeInterval
            /// The round-trip time the handshake measured.
            public let handshakeRTT: TimeInterval
        }
    }

    /// Asks for the report of how the connection was established, delivered on `queue`.
    ///
    /// A connection here is never established, so `completion` gets `nil`, on `queue`, as Network
    /// delivers it for a connection that is not ready.
    public func requestEstablishmentReport(
        queue: DispatchQueue, completion: @escaping @Sendable (EstablishmentReport?) -> Void
    ) {
        queue.async { completion(nil) }
    }
}
