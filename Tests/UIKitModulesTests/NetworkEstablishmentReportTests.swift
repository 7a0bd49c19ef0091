// A connection-metrics probe asks for its establishment report: a connection here never becomes
// ready, so the report is nil, delivered on the queue the probe named.
import Foundation
import Network
import Testing

@Suite struct NetworkEstablishmentReportTests {
    @Test func anUnestablishedConnectionReportsNothingOnItsQueue() async {
        let queue = DispatchQueue(label: "report-tests")
        let key = DispatchSpecificKey<String>()
        queue.setSpecific(key: key, value: "report-tests")
        let connection = NWConnection(host: "example.com", port: .https, using: .tls)
        connection.start(queue: queue)
        let (hadReport, onQueue) = await withCheckedContinuation { continuation in
            connection.requestEstablishmentReport(queue: queue) { report in
                continuation.resume(returning: (report != nil, DispatchQueue.getSpecific(key: key)))
            }
        }
        connection.cancel()
        #expect(!hadReport)
        #expect(onQueue == "report-tests")
    }

}

@Suite struct SecProtocolOptionsTests {
    @Test func tlsVersionsAreTheirWireNumbers() {
        let versions: [tls_protocol_version_t] = [.TLSv10, .TLSv11, .TLSv12, .TLSv13, .DTLSv10, .DTLSv12]
        #expect(versions.map(\.rawValue) == [0x0301, 0x0302, 0x0303, 0x0304, 0xFEFF, 0xFEFD])
        #expect(tls_protocol_version_t(rawValue: 0x0300) == nil)
    }
}
