// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized
// Security's TLS settings of a connection's options, as Network's TLS options take them (the SDK's
// Network brings Security, so they are here, beside `NWProtocolTLS`). CellSnap makes no TLS
// handshake (a connection here never reaches its endpoint): each setting is kept in the options,
// where `sec_protocol_options_are_equal(_:_:)` compares them, and has no other effect.

import Dispatch
import Foundation

/// Dispatch's data object as C functions take it (`dispatch_data_t`); on Linux it is
/// `DispatchData` itself, so that `data as __DispatchData` compiles as on iOS.
public typealias __DispatchData = DispatchData
/// Dispatch's data object, as the C name.
public typealias dispatch_data_t = DispatchData

/// The security options of a TLS stack, as Security's `sec_protocol_options_t`: the settings the
/// `sec_protocol_options_…` functions make, kept for a handshake that never happens on Linux.
public final class sec_protocol_options_t: @unchecked Sendable {
    /// Everything the functions set, compared by `sec_protocol_options_are_equal(_:_:)`.
    struct Settings: Equatable {
        var minimumVersion: tls_protocol_version_t?
        var maximumVersion: tls_protocol_version_t?
        var cipherSuites: [UInt16] = []
        var cipherSuiteGroups: [tls_ciphersuite_group_t] = []
        var applicationProtocols: [String] = []
        var serverName: String?
        var preSharedKeys: [PreSharedKey] = []
        var preSharedKeyIdentityHint: Data?
        var flags: [String: Bool] = [:]
        var hasVerifyBlock = false
    }

    /// A pre-shared key and the identity it is for.
    struct PreSharedKey: Equatable {
        let key: Data
        let identity: Data
    }

    private let lock = NSLock()
    private var current = Settings()

    init() {}

    var settings: Settings { lock.withLock { current } }

    func update(_ change: (inout Settings) -> Void) { lock.withLock { change(&current) } }
}

/// A version of TLS or DTLS, as Security's `tls_protocol_version_t` (its raw values are the
/// versions' numbers on the wire).
public enum tls_protocol_version_t: UInt16, Hashable, Sendable {
    case TLSv10 = 0x0301
    case TLSv11 = 0x0302
    case TLSv12 = 0x0303
    case TLSv13 = 0x0304
    case DTLSv10 = 0xFEFF
    case DTLSv12 = 0xFEFD
}

/// A TLS cipher suite, as Security's `tls_ciphersuite_t`: its IANA number. As a C enumeration
/// imported into Swift, any number makes one (`tls_ciphersuite_t(rawValue:)` never fails), so a
/// suite Security does not name (the pre-shared-key suites) is written by its number.
public struct tls_ciphersuite_t: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt16
    public init?(rawValue: UInt16) { self.rawValue = rawValue }
    init(_ rawValue: UInt16) { self.rawValue = rawValue }

    public static let RSA_WITH_3DES_EDE_CBC_SHA = tls_ciphersuite_t(0x000A)
    public static let RSA_WITH_AES_128_CBC_SHA = tls_ciphersuite_t(0x002F)
    public static let RSA_WITH_AES_256_CBC_SHA = tls_ciphersuite_t(0x0035)
    public static let RSA_WITH_AES_128_GCM_SHA256 = tls_ciphersuite_t(0x009C)
    public static let RSA_WITH_AES_256_GCM_SHA384 = tls_ciphersuite_t(0x009D)
    public static let RSA_WITH_AES_128_CBC_SHA256 = tls_ciphersuite_t(0x003C)
    public static let RSA_WITH_AES_256_CBC_SHA256 = tls_ciphersuite_t(0x003D)
    public static let ECDHE_ECDSA_WITH_3DES_EDE_CBC_SHA = tls_ciphersuite_t(0xC008)
    public static let ECDHE_ECDSA_WITH_AES_128_CBC_SHA = tls_ciphersuite_t(0xC009)
    public static let ECDHE_ECDSA_WITH_AES_256_CBC_SHA = tls_ciphersuite_t(0xC00A)
    public static let ECDHE_RSA_WITH_3DES_EDE_CBC_SHA = tls_ciphersuite_t(0xC012)
    public static let ECDHE_RSA_WITH_AES_128_CBC_SHA = tls_ciphersuite_t(0xC013)
    public static let ECDHE_RSA_WITH_AES_256_CBC_SHA = tls_ciphersuite_t(0xC014)
    public static let ECDHE_ECDSA_WITH_AES_128_CBC_SHA256 = tls_ciphersuite_t(0xC023)
    public static let ECDHE_ECDSA_WITH_AES_256_CBC_SHA384 = tls_ciphersuite_t(0xC024)
    public static let ECDHE_RSA_WITH_AES_128_CBC_SHA256 = tls_ciphersuite_t(0xC027)
    public static let ECDHE_RSA_WITH_AES_256_CBC_SHA384 = tls_ciphersuite_t(0xC028)
    public static let ECDHE_ECDSA_WITH_AES_128_GCM_SHA256 = tls_ciphersuite_t(0xC02B)
    public static let ECDHE_ECDSA_WITH_AES_256_GCM_SHA384 = tls_ciphersuite_t(0xC02C)
    public static let ECDHE_RSA_WITH_AES_128_GCM_SHA256 = tls_ciphersuite_t(0xC02F)
    public static let ECDHE_RSA_WITH_AES_256_GCM_SHA384 = tls_ciphersuite_t(0xC030)
    public static let ECDHE_RSA_WITH_CHACHA20_POLY1305_SHA256 = tls_ciphersuite_t(0xCCA8)
    public static let ECDHE_ECDSA_WITH_CHACHA20_POLY1305_SHA256 = tls_ciphersuite_t(0xCCA9)
    public static let AES_128_GCM_SHA256 = tls_ciphersuite_t(0x1301)
    public static let AES_256_GCM_SHA384 = tls_ciphersuite_t(0x1302)
    public static let CHACHA20_POLY1305_SHA256 = tls_ciphersuite_t(0x1303)
}

/// A named group of cipher suites, as Security's `tls_ciphersuite_group_t`.
public enum tls_ciphersuite_group_t: UInt16, Hashable, Sendable {
    case `default` = 0, compatibility, legacy, ats, ats_compatibility
}

/// A cipher suite's number, as Security's `SSLCipherSuite`.
public typealias SSLCipherSuite = UInt16
/// The pre-shared-key suites of Security's `CipherSuite.h` (IANA numbers), for
/// `tls_ciphersuite_t(rawValue:)`.
public let TLS_PSK_WITH_AES_128_GCM_SHA256: SSLCipherSuite = 0x00A8
public let TLS_PSK_WITH_AES_256_GCM_SHA384: SSLCipherSuite = 0x00A9
public let TLS_PSK_WITH_AES_128_CBC_SHA256: SSLCipherSuite = 0x00AE
public let TLS_PSK_WITH_AES_256_CBC_SHA384: SSLCipherSuite = 0x00AF
public let TLS_PSK_WITH_CHACHA20_POLY1305_SHA256: SSLCipherSuite = 0xCCAB

/// Sets the lowest TLS version a handshake may use (kept; no handshake is made).
public func sec_protocol_options_set_min_tls_protocol_version(
    _ options: sec_protocol_options_t, _ version: tls_protocol_version_t
) { options.update { $0.minimumVersion = version } }

/// Sets the highest TLS version a handshake may use (kept; no handshake is made).
public func sec_protocol_options_set_max_tls_protocol_version(
    _ options: sec_protocol_options_t, _ version: tls_protocol_version_t
) { options.update { $0.maximumVersion = version } }

/// The lowest version a handshake uses when none is set: TLS 1.0 (CellSnap's choice; Apple does
/// not document its default).
public func sec_protocol_options_get_default_min_tls_protocol_version(
    _ options: sec_protocol_options_t
) -> tls_protocol_version_t { .TLSv10 }

/// The highest version a handshake uses when none is set: TLS 1.3.
public func sec_protocol_options_get_default_max_tls_protocol_version(
    _ options: sec_protocol_options_t
) -> tls_protocol_version_t { .TLSv13 }

/// Adds a cipher suite the handshake may offer (kept, in order; no handshake is made).
public func sec_protocol_options_append_tls_ciphersuite(
    _ options: sec_protocol_options_t, _ ciphersuite: tls_ciphersuite_t
) { options.update { $0.cipherSuites.append(ciphersuite.rawValue) } }

/// Adds a group of cipher suites the handshake may offer (kept; no handshake is made).
public func sec_protocol_options_append_tls_ciphersuite_group(
    _ options: sec_protocol_options_t, _ group: tls_ciphersuite_group_t
) { options.update { $0.cipherSuiteGroups.append(group) } }

/// Adds a pre-shared key and its identity (kept; no handshake is made).
public func sec_protocol_options_add_pre_shared_key(
    _ options: sec_protocol_options_t, _ psk: __DispatchData, _ psk_identity: __DispatchData
) {
    let key = sec_protocol_options_t.PreSharedKey(key: Data(psk), identity: Data(psk_identity))
    options.update { $0.preSharedKeys.append(key) }
}

/// Sets the identity hint a server sends for pre-shared keys (kept; no handshake is made).
public func sec_protocol_options_set_tls_pre_shared_key_identity_hint(
    _ options: sec_protocol_options_t, _ psk_identity_hint: __DispatchData
) { options.update { $0.preSharedKeyIdentityHint = Data(psk_identity_hint) } }

/// Adds an application protocol (ALPN) the handshake offers, such as `"h2"` (kept).
public func sec_protocol_options_add_tls_application_protocol(
    _ options: sec_protocol_options_t, _ application_protocol: UnsafePointer<CChar>
) {
    let name = String(cString: application_protocol)
    options.update { $0.applicationProtocols.append(name) }
}

/// Sets the server name the handshake sends (SNI) and checks (kept).
public func sec_protocol_options_set_tls_server_name(
    _ options: sec_protocol_options_t, _ server_name: UnsafePointer<CChar>
) {
    let name = String(cString: server_name)
    options.update { $0.serverName = name }
}

/// Sets whether the peer must authenticate (kept; no handshake is made).
public func sec_protocol_options_set_peer_authentication_required(
    _ options: sec_protocol_options_t, _ peer_authentication_required: Bool
) { options.update { $0.flags["peer_authentication_required"] = peer_authentication_required } }

/// Sets whether a handshake may resume an earlier TLS session (kept; no handshake is made).
public func sec_protocol_options_set_tls_resumption_enabled(
    _ options: sec_protocol_options_t, _ tls_resumption_enabled: Bool
) { options.update { $0.flags["tls_resumption_enabled"] = tls_resumption_enabled } }

/// Sets whether session tickets are used (kept; no handshake is made).
public func sec_protocol_options_set_tls_tickets_enabled(
    _ options: sec_protocol_options_t, _ tickets_enabled: Bool
) { options.update { $0.flags["tls_tickets_enabled"] = tickets_enabled } }

/// Sets whether TLS False Start is used (kept; no handshake is made).
public func sec_protocol_options_set_tls_false_start_enabled(
    _ options: sec_protocol_options_t, _ false_start_enabled: Bool
) { options.update { $0.flags["tls_false_start_enabled"] = false_start_enabled } }

/// Sets whether renegotiation is allowed (kept; no handshake is made).
public func sec_protocol_options_set_tls_renegotiation_enabled(
    _ options: sec_protocol_options_t, _ renegotiation_enabled: Bool
) { options.update { $0.flags["tls_renegotiation_enabled"] = renegotiation_enabled } }

/// Sets whether OCSP stapling is asked for (kept; no handshake is made).
public func sec_protocol_options_set_tls_ocsp_enabled(
    _ options: sec_protocol_options_t, _ ocsp_enabled: Bool
) { options.update { $0.flags["tls_ocsp_enabled"] = ocsp_enabled } }

/// Sets whether signed certificate timestamps are asked for (kept; no handshake is made).
public func sec_protocol_options_set_tls_sct_enabled(
    _ options: sec_protocol_options_t, _ sct_enabled: Bool
) { options.update { $0.flags["tls_sct_enabled"] = sct_enabled } }

/// What a handshake knows of its peer, as Security's `sec_protocol_metadata_t`. No handshake is
/// made on Linux, so none is ever made; the type is here for the blocks that name it.
public final class sec_protocol_metadata_t: @unchecked Sendable {
    private init() {}
}

/// The peer's certificate trust, as Security's `sec_trust_t` (never made: no handshake).
public final class sec_trust_t: @unchecked Sendable {
    private init() {}
}

/// The answer of a verify block, as Security's `sec_protocol_verify_complete_t`.
public typealias sec_protocol_verify_complete_t = (Bool) -> Void
/// A block that checks the peer's trust, as Security's `sec_protocol_verify_t`.
public typealias sec_protocol_verify_t = (
    sec_protocol_metadata_t, sec_trust_t, @escaping sec_protocol_verify_complete_t
) -> Void

/// Sets the block that checks the peer's certificates. It is kept and never called: no
/// handshake is made on Linux.
public func sec_protocol_options_set_verify_block(
    _ options: sec_protocol_options_t, _ verify_block: @escaping sec_protocol_verify_t,
    _ verify_block_queue: DispatchQueue
) { options.update { $0.hasVerifyBlock = true } }

/// Whether two options hold the same settings (the verify blocks compared by presence only).
public func sec_protocol_options_are_equal(_ optionsA: sec_protocol_options_t, _ optionsB: sec_protocol_options_t)
    -> Bool
{
    optionsA === optionsB || optionsA.settings == optionsB.settings
}
