import Foundation

extension NWConnection {
    /// What a sent or received message is, as `NWConnection.ContentContext`.
    public final class ContentContext: @unchecked Sendable {
        public let identifier: String
        /// Milliseconds after which the content need not be sent (0: never).
        public let expirationMilliseconds: UInt64
        public let relativePriority: Double
        public let isFinal: Bool
        public let antecedent: ContentContext?
        /// The protocols' metadata of the message (a framer's message, ...).
        public let protocolMetadata: [NWProtocolMetadata]

        public init(
            identifier: String, expiration: UInt64 = 0, priority: Double = 0.5, isFinal: Bool = false,
            antecedent: ContentContext? = nil, metadata: [NWProtocolMetadata]? = []
        ) {
            (self.identifier, expirationMilliseconds, relativePriority) = (identifier, expiration, priority)
            (self.isFinal, self.antecedent, protocolMetadata) = (isFinal, antecedent, metadata ?? [])
        }

        /// The metadata of the protocol of `definition`, if the message has some.
        public func protocolMetadata(definition: NWProtocolDefinition) -> NWProtocolMetadata? {
            protocolMetadata.first { $0.definition == definition }
        }

        /// A message of its own (the default).
        public static let defaultMessage = ContentContext(identifier: "defaultMessage")
        /// The last message: the connection's sending side closes after it.
        public static let finalMessage = ContentContext(identifier: "finalMessage", isFinal: true)
        /// Part of a stream of bytes.
        public static let defaultStream = ContentContext(identifier: "defaultStream")
    }
}
