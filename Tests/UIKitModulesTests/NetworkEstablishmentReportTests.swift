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

    /// A peer-to-peer game's TLS options as Apple's sample writes them: a pre-shared key made
    /// with CryptoKit's HMAC, its identity, and a PSK cipher suite Security names by its number.
    @Test func preSharedKeysSuitesAndProtocolsAreKeptAndCompared() {
        let tls = NWProtocolTLS.Options()
        let options = tls.securityProtocolOptions
        let key = Data([0x2A, 0x17, 0x09]).withUnsafeBytes { DispatchData(bytes: $0) }
        let identity = Data("Game".utf8).withUnsafeBytes { DispatchData(bytes: $0) }
        sec_protocol_options_add_pre_shared_key(options, key as __DispatchData, identity as __DispatchData)
        sec_protocol_options_append_tls_ciphersuite(
            options, tls_ciphersuite_t(rawValue: UInt16(TLS_PSK_WITH_AES_128_GCM_SHA256))!)
        sec_protocol_options_set_min_tls_protocol_version(options, .TLSv12)
        sec_protocol_options_add_tls_application_protocol(options, "h2")
        let same = NWProtocolTLS.Options().securityProtocolOptions
        #expect(!sec_protocol_options_are_equal(options, same))
        sec_protocol_options_add_pre_shared_key(same, key as __DispatchData, identity as __DispatchData)
        sec_protocol_options_append_tls_ciphersuite(same, tls_ciphersuite_t(rawValue: 0x00A8)!)
        sec_protocol_options_set_min_tls_protocol_version(same, .TLSv12)
        sec_protocol_options_add_tls_application_protocol(same, "h2")
        #expect(sec_protocol_options_are_equal(options, same))
        sec_protocol_options_set_verify_block(same, { _, _, complete in complete(true) }, .main)
        #expect(!sec_protocol_options_are_equal(options, same))
        #expect(
            tls_ciphersuite_t.AES_128_GCM_SHA256.rawValue == 0x1301 && TLS_PSK_WITH_CHACHA20_POLY1305_SHA256 == 0xCCAB)
        #expect(sec_protocol_options_get_default_max_tls_protocol_version(options) == .TLSv13)
    }
}
