// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized
// Security's TLS settings of a connection's options, as Network's TLS options take them (the SDK's
// Network brings Security). CellSnap makes no TLS handshake (a connection here never reaches its
// endpoint), so each setting has no visible effect.

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

/// Sets the highest TLS version a handshake may use.
///
/// No visible effect: CellSnap makes no TLS handshake.
public func sec_protocol_options_set_max_tls_protocol_version(
    _ options: sec_protocol_options_t, _ version: tls_protocol_version_t
) {}

/// Sets the lowest TLS version a handshake may use.
///
/// No visible effect: CellSnap makes no TLS handshake.
public func sec_protocol_options_set_min_tls_protocol_version(
    _ options: sec_protocol_options_t, _ version: tls_protocol_version_t
) {}

/// Sets whether a handshake may resume an earlier TLS session.
///
/// No visible effect: CellSnap makes no TLS handshake.
public func sec_protocol_options_set_tls_resumption_enabled(
    _ options: sec_protocol_options_t, _ tls_resumption_enabled: Bool
) {}
