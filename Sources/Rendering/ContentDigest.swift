import Foundation

@_implementationOnly import CCairo

/// Digests of bytes, computed by GLib (already linked through Pango), for naming files by their
/// content.
///
/// ```swift
/// let digest = ContentDigest.sha256Hex(of: Data("abc".utf8))   // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
/// ```
public enum ContentDigest {
    /// The SHA-256 of `data` as 64 lowercase hexadecimal digits.
    public static func sha256Hex(of data: Data) -> String {
        let hex = data.withUnsafeBytes { bytes in
            // GLib reads `length` bytes; a null pointer is only passed with a length of 0, which it accepts.
            g_compute_checksum_for_data(
                G_CHECKSUM_SHA256, bytes.bindMemory(to: guchar.self).baseAddress, gsize(bytes.count))
        }
        // Only a checksum type GLib does not know gives NULL; SHA-256 is always known.
        guard let hex else { preconditionFailure("GLib does not compute SHA-256") }
        defer { g_free(hex) }
        return String(cString: hex)
    }
}
