// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CoreGraphics
import Foundation

/// An X.509 certificate, as Security's `SecCertificate`: made from its DER bytes with
/// ``SecCertificateCreateWithData(_:_:)`` (an app's pinned `.cer` file), read for its data, its
/// subject's summary and its public key. CellSnap reads the parts trust evaluation needs (the
/// subject's common name, the DNS names, the validity dates and the key); it checks no signature.
///
/// ```swift
/// let url = Bundle.main.url(forResource: "server", withExtension: "cer")!
/// if let certificate = SecCertificateCreateWithData(nil, try Data(contentsOf: url) as CFData) {
///     print(SecCertificateCopySubjectSummary(certificate) ?? "")   // the subject's common name
/// }
/// ```
public final class SecCertificate: NSObject, @unchecked Sendable {
    let data: Data
    let commonName: String?
    let dnsNames: [String]
    let validity: ClosedRange<Date>
    let key: SecKey

    init?(der: Data) {
        let bytes = [UInt8](der)
        guard let certificate = DERElement.elements(in: bytes[...]), certificate.count == 1,
            certificate[0].tag == DERElement.sequence, let parts = certificate[0].children, parts.count == 3,
            parts[0].tag == DERElement.sequence, var fields = parts[0].children
        else { return nil }
        if fields.first?.tag == 0xA0 { fields.removeFirst() }  // the explicit version
        // serial number, signature algorithm, issuer, validity, subject, subject public key info
        guard fields.count >= 6, let dates = fields[3].children, dates.count == 2,
            let start = dates[0].date, let end = dates[1].date, start <= end,
            let key = SecKey(subjectPublicKeyInfo: fields[5])
        else { return nil }
        data = der
        validity = start...end
        self.key = key
        commonName = Self.commonName(of: fields[4])
        dnsNames = fields.dropFirst(6).first { $0.tag == 0xA3 }.map(Self.dnsNames(inExtensions:)) ?? []
        super.init()
    }

    /// The value of the common name (2.5.4.3) of a Name.
    private static func commonName(of name: DERElement) -> String? {
        for attribute in (name.children ?? []).flatMap({ $0.children ?? [] }) {
            guard let pair = attribute.children, pair.count == 2, pair[0].objectIdentifier == "2.5.4.3" else {
                continue
            }
            return pair[1].text
        }
        return nil
    }

    /// The DNS names of the subject alternative name extension (2.5.29.17).
    private static func dnsNames(inExtensions wrapper: DERElement) -> [String] {
        guard let list = wrapper.children?.first?.children else { return [] }
        for field in list {
            guard let parts = field.children, parts.first?.objectIdentifier == "2.5.29.17",
                let value = parts.last, value.tag == 0x04,
                let names = DERElement.elements(in: value.content)?.first?.children
            else { continue }
            return names.filter { $0.tag == 0x82 }.compactMap(\.text)
        }
        return []
    }

    /// Whether the certificate names `host`: one of its DNS names (or, without any, its common
    /// name), a leading `*.` standing for one label, compared without case.
    func names(_ host: String) -> Bool {
        let host = host.lowercased()
        return (dnsNames.isEmpty ? commonName.map { [$0] } ?? [] : dnsNames).contains { pattern in
            let pattern = pattern.lowercased()
            guard pattern.hasPrefix("*.") else { return pattern == host }
            guard let dot = host.firstIndex(of: ".") else { return false }
            return host[dot...] == pattern.dropFirst()
        }
    }

    public override func isEqual(_ object: Any?) -> Bool { (object as? SecCertificate)?.data == data }
    public override var hash: Int { data.hashValue }
}

/// A certificate made from its DER bytes, as `SecCertificateCreateWithData`; `nil` when `data` is
/// not a DER-encoded X.509 certificate (a PEM file's text is not: its base64 body decoded is).
public func SecCertificateCreateWithData(_ allocator: CFAllocator?, _ data: CFData) -> SecCertificate? {
    SecCertificate(der: data as Data)
}

/// The certificate's DER bytes, as `SecCertificateCopyData`.
public func SecCertificateCopyData(_ certificate: SecCertificate) -> CFData { certificate.data as CFData }

/// A summary of the certificate's subject, as `SecCertificateCopySubjectSummary`: its common name,
/// or its first DNS name.
public func SecCertificateCopySubjectSummary(_ certificate: SecCertificate) -> CFString? {
    (certificate.commonName ?? certificate.dnsNames.first).map { $0 as CFString }
}

/// The certificate's public key, as `SecCertificateCopyKey`.
public func SecCertificateCopyKey(_ certificate: SecCertificate) -> SecKey? { certificate.key }

/// A public key, as Security's `SecKey`: here the key of a certificate (an RSA or elliptic-curve
/// key), compared by its bytes, as apps pin keys. CellSnap makes no key pairs and signs nothing.
public final class SecKey: NSObject, @unchecked Sendable {
    /// The key's algorithm's object identifier and its bytes (the subject public key's bits).
    let algorithm: String
    let bytes: Data

    init?(subjectPublicKeyInfo info: DERElement) {
        guard info.tag == DERElement.sequence, let parts = info.children, parts.count == 2,
            let algorithm = parts[0].children?.first?.objectIdentifier, parts[1].tag == DERElement.bitString,
            parts[1].content.first == 0
        else { return nil }
        self.algorithm = algorithm
        bytes = Data(parts[1].content.dropFirst())
        super.init()
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? SecKey else { return false }
        return other.algorithm == algorithm && other.bytes == bytes
    }
    public override var hash: Int { bytes.hashValue }
}

/// The key's bytes as Security exports them, as `SecKeyCopyExternalRepresentation`: an RSA key's
/// PKCS #1 `RSAPublicKey`, an elliptic-curve key's point (`04 || X || Y`).
public func SecKeyCopyExternalRepresentation(
    _ key: SecKey, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> CFData? {
    key.bytes as CFData
}
