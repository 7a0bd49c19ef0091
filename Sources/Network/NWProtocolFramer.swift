import Foundation

/// What an app's framing protocol implements, as Network's `NWProtocolFramerImplementation`.
public protocol NWProtocolFramerImplementation: AnyObject {
    /// The protocol's name in logs.
    static var label: String { get }
    init(framer: NWProtocolFramer.Instance)
    func start(framer: NWProtocolFramer.Instance) -> NWProtocolFramer.StartResult
    func handleInput(framer: NWProtocolFramer.Instance) -> Int
    func handleOutput(
        framer: NWProtocolFramer.Instance, message: NWProtocolFramer.Message, messageLength: Int, isComplete: Bool)
    func wakeup(framer: NWProtocolFramer.Instance)
    func stop(framer: NWProtocolFramer.Instance) -> Bool
    func cleanup(framer: NWProtocolFramer.Instance)
}

/// An app's framing protocol over a stream, as Network's `NWProtocolFramer`. Its definition,
/// options and messages are real values. A framer runs only on a connection that becomes ready,
/// and CellSnap's connections never do (see ``NWConnection``), so no instance is made and the
/// implementation is never called on Linux.
public enum NWProtocolFramer {
    /// What `start(framer:)` answers, as `NWProtocolFramer.StartResult`.
    public enum StartResult: Hashable, Sendable {
        case ready, willMarkReady
    }

    /// A framing protocol, as `NWProtocolFramer.Definition`: its implementation type.
    public final class Definition: NWProtocolDefinition, @unchecked Sendable {
        /// The implementation the definition was made with.
        public let implementation: any NWProtocolFramerImplementation.Type

        public init(implementation: any NWProtocolFramerImplementation.Type) {
            self.implementation = implementation
            super.init(name: implementation.label)
        }
    }

    /// A framer in a stack, as `NWProtocolFramer.Options`.
    public final class Options: NWProtocolOptions, @unchecked Sendable {
        public init(definition: Definition) { super.init(definition: definition) }

        /// Values the framer's instance reads.
        public subscript(key: String) -> Any? {
            get { values[key] }
            set { values[key] = newValue }
        }
        private var values: [String: Any] = [:]
    }

    /// A message of a framing protocol, with the app's values by key, as `NWProtocolFramer.Message`.
    public final class Message: NWProtocolMetadata, @unchecked Sendable {
        private var values: [String: Any] = [:]

        /// A message of the protocol of `definition`.
        public init(definition: Definition) { super.init(definition: definition) }

        /// The message's value of `key`.
        public subscript(key: String) -> Any? {
            get { values[key] }
            set { values[key] = newValue }
        }
    }

    /// A framer running on a connection, as `NWProtocolFramer.Instance`: never made on Linux (see
    /// ``NWProtocolFramer``), so an implementation's code that uses one compiles and is not run.
    public final class Instance: CustomDebugStringConvertible, @unchecked Sendable {
        private init() {}

        public func writeOutput(data: Data) {}
        public func writeOutput<Output: DataProtocol>(data: Output) {}
        public func writeOutputNoCopy(length: Int) throws {}
        public func parseInput(
            minimumIncompleteLength: Int, maximumLength: Int,
            parse: (UnsafeMutableRawBufferPointer?, Bool) -> Int
        ) -> Bool { false }
        public func parseOutput(
            minimumIncompleteLength: Int, maximumLength: Int,
            parse: (UnsafeMutableRawBufferPointer?, Bool) -> Int
        ) -> Bool { false }
        public func deliverInput(data: Data, message: Message, isComplete: Bool) {}
        public func deliverInputNoCopy(length: Int, message: Message, isComplete: Bool) -> Bool { false }
        public func markReady() {}
        public func markFailed(error: NWError?) {}
        public func passThroughInput() {}
        public func passThroughOutput() {}
        public func scheduleWakeup(wakeupTime: UInt64) {}
        public func async(execute: @escaping () -> Void) {}
        public var debugDescription: String { "framer instance" }
    }
}
