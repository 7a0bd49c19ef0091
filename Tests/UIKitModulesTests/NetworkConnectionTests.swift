// `import Network` as a peer-to-peer game's networking code uses it: endpoints and addresses
// parsed, parameters with a framer in their stack, and a device alone on its network: a
// connection waits for an endpoint that does not answer, a listener is ready and no one
// connects, a browser finds nothing; each reports its states on its queue, in order.
import Foundation
import Network
import Testing

private final class GameFramer: NWProtocolFramerImplementation {
    static let definition = NWProtocolFramer.Definition(implementation: GameFramer.self)
    static var label: String { "Game" }
    required init(framer: NWProtocolFramer.Instance) {}
    func start(framer: NWProtocolFramer.Instance) -> NWProtocolFramer.StartResult { .ready }
    func handleInput(framer: NWProtocolFramer.Instance) -> Int { 0 }
    func handleOutput(
        framer: NWProtocolFramer.Instance, message: NWProtocolFramer.Message, messageLength: Int, isComplete: Bool
    ) {}
    func wakeup(framer: NWProtocolFramer.Instance) {}
    func stop(framer: NWProtocolFramer.Instance) -> Bool { true }
    func cleanup(framer: NWProtocolFramer.Instance) {}
}

/// What a handler was told, in order.
private final class HandlerLog<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value] = []
    func append(_ value: Value) { lock.withLock { values.append(value) } }
    var recorded: [Value] { lock.withLock { values } }
}

@Suite struct NetworkConnectionTests {
    private let queue = DispatchQueue(label: "network-tests")

    @Test func endpointsAndAddressesParse() {
        #expect(IPv4Address("192.168.0.1")?.rawValue == Data([192, 168, 0, 1]))
        #expect(IPv4Address("256.1.1.1") == nil && IPv4Address("1.2.3") == nil)
        #expect(IPv6Address("::1") == .loopback && IPv6Address("fe80::1")?.isLinkLocal == true)
        #expect(IPv6Address("fe80::1")?.debugDescription == "fe80::1")
        let host: NWEndpoint.Host = "10.0.0.2"
        #expect(host == .ipv4(IPv4Address("10.0.0.2")!))
        #expect(NWEndpoint.Host("example.com") == .name("example.com", nil))
        #expect(NWEndpoint.Port("https") == .https && NWEndpoint.Port("8080")?.rawValue == 8080)
        #expect(NWEndpoint.Port("nope") == nil)
        #expect(NWEndpoint.hostPort(host: "::1", port: 80).debugDescription == "[::1]:80")
        #expect(NWError.posix(.ECONNREFUSED) != NWError.dns(kDNSServiceErr_NoSuchRecord))
    }

    @Test func parametersCarryTheirStackAndFramer() {
        let tcp = NWProtocolTCP.Options()
        tcp.enableKeepalive = true
        let parameters = NWParameters(tls: NWProtocolTLS.Options(), tcp: tcp)
        parameters.includePeerToPeer = true
        parameters.defaultProtocolStack.applicationProtocols.insert(
            NWProtocolFramer.Options(definition: GameFramer.definition), at: 0)
        #expect(parameters.debugDescription == "Game, tls, tcp")
        let copy = parameters.copy()
        copy.defaultProtocolStack.applicationProtocols.removeAll()
        #expect(parameters.defaultProtocolStack.applicationProtocols.count == 2 && copy.includePeerToPeer)
        let message = NWProtocolFramer.Message(definition: GameFramer.definition)
        message["type"] = 2
        let context = NWConnection.ContentContext(identifier: "Move", metadata: [message])
        let found = context.protocolMetadata(definition: GameFramer.definition) as? NWProtocolFramer.Message
        #expect(found?["type"] as? Int == 2 && context.protocolMetadata(definition: NWProtocolTCP.definition) == nil)
    }

    @Test func aConnectionWaitsUntilCancelledAndThenFinishesItsSends() async {
        let states = HandlerLog<NWConnection.State>()
        let sends = HandlerLog<NWError?>()
        let connection = NWConnection(host: "example.com", port: .https, using: .tls)
        connection.stateUpdateHandler = { states.append($0) }
        #expect(connection.state == .setup)
        connection.send(content: Data([1]), completion: .contentProcessed { sends.append($0) })
        connection.start(queue: queue)
        queue.sync {}
        #expect(states.recorded == [.preparing, .waiting(.posix(.ECONNREFUSED))] && sends.recorded.isEmpty)
        connection.cancel()
        queue.sync {}
        #expect(states.recorded.last == .cancelled && sends.recorded == [.posix(.ECANCELED)])
        let service = NWConnection(
            to: .service(name: "Ann", type: "_game._tcp", domain: "local.", interface: nil), using: .tcp)
        service.stateUpdateHandler = { states.append($0) }
        service.start(queue: queue)
        queue.sync {}
        #expect(states.recorded.last == .waiting(.dns(kDNSServiceErr_NoSuchRecord)))
        service.cancel()
    }

    @Test func aListenerIsReadyAndABrowserFindsNoOne() throws {
        let listenerStates = HandlerLog<NWListener.State>()
        let registrations = HandlerLog<String>()
        let listener = try NWListener(using: .tcp)
        listener.service = NWListener.Service(name: "Ann", type: "_game._tcp")
        listener.stateUpdateHandler = { listenerStates.append($0) }
        listener.serviceRegistrationUpdateHandler = { change in
            if case .add(let endpoint) = change { registrations.append(endpoint.debugDescription) }
        }
        #expect(listener.port == nil)
        listener.start(queue: queue)
        queue.sync {}
        #expect(listenerStates.recorded == [.ready] && listener.port == 49152)
        #expect(registrations.recorded == ["Ann._game._tcp.local."])
        listener.cancel()
        queue.sync {}
        #expect(listenerStates.recorded == [.ready, .cancelled])
        let browserStates = HandlerLog<NWBrowser.State>()
        let browser = NWBrowser(for: .bonjour(type: "_game._tcp", domain: nil), using: NWParameters())
        browser.stateUpdateHandler = { browserStates.append($0) }
        browser.start(queue: queue)
        queue.sync {}
        #expect(browserStates.recorded == [.ready] && browser.browseResults.isEmpty)
        browser.cancel()
        queue.sync {}
        #expect(browserStates.recorded == [.ready, .cancelled])
    }
}
