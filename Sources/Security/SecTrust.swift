// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CoreGraphics
import Foundation
import FoundationNetworking

/// What a trust evaluation checks, as Security's `SecPolicy`: a server's certificate for SSL
/// (with a host name to match, or none), a basic X.509 check, or revocation.
public final class SecPolicy: NSObject, @unchecked Sendable {
    /// The host the leaf certificate must name (an SSL policy's).
    let hostname: String?

    init(hostname: String?) {
        self.hostname = hostname
        super.init()
    }
}

/// An SSL policy, as `SecPolicyCreateSSL`: the leaf certificate must name `hostname` when one is
/// given.
public func SecPolicyCreateSSL(_ server: Bool, _ hostname: CFString?) -> SecPolicy {
    SecPolicy(hostname: hostname.map { $0 as String })
}

/// The basic X.509 policy, as `SecPolicyCreateBasicX509`: dates and anchors only.
public func SecPolicyCreateBasicX509() -> SecPolicy { SecPolicy(hostname: nil) }

/// A revocation policy, as `SecPolicyCreateRevocation`. No revocation list or responder is
/// reached on Linux: it adds nothing to the evaluation (as a check that finds no answer, without
/// ``kSecRevocationRequirePositiveResponse``).
public func SecPolicyCreateRevocation(_ revocationFlags: CFOptionFlags) -> SecPolicy? { SecPolicy(hostname: nil) }

/// How revocation is checked, as Security's `kSecRevocation...` flags (Apple's values).
public let kSecRevocationOCSPMethod: CFOptionFlags = 1 << 0
public let kSecRevocationCRLMethod: CFOptionFlags = 1 << 1
public let kSecRevocationPreferCRL: CFOptionFlags = 1 << 2
public let kSecRevocationRequirePositiveResponse: CFOptionFlags = 1 << 3
public let kSecRevocationNetworkAccessDisabled: CFOptionFlags = 1 << 4
public let kSecRevocationUseAnyAvailableMethod: CFOptionFlags = kSecRevocationOCSPMethod | kSecRevocationCRLMethod

/// The result code of an evaluation that found no trusted anchor (Apple's value).
public let errSecNotTrusted: OSStatus = -67843
/// The result code of an evaluation of a certificate out of its dates (Apple's value).
public let errSecCertificateExpired: OSStatus = -67818
/// The result code of a host name the certificate does not name (Apple's value).
public let errSecHostNameMismatch: OSStatus = -67602

/// What a trust evaluation concluded, as `SecTrustResultType`.
public enum SecTrustResultType: UInt32, Sendable {
    case invalid = 0
    case proceed = 1
    @available(*, deprecated) case confirm = 2
    case deny = 3
    case unspecified = 4
    case recoverableTrustFailure = 5
    case fatalTrustFailure = 6
    case otherError = 7
}

/// A certificate chain to evaluate under policies, as Security's `SecTrust`.
///
/// A Linux machine gives CellSnap no system roots, so a chain is trusted only through the anchor
/// certificates the app sets (``SecTrustSetAnchorCertificates(_:_:)``), as apps pin a server's
/// certificate: it passes when one of its certificates is an anchor, every certificate is within
/// its dates, and the leaf names the SSL policy's host. Signatures are not checked. URLSession on
/// Linux checks servers itself and never hands a delegate a trust, so trusts come from app code
/// (``SecTrustCreateWithCertificates(_:_:_:)``) and tests.
public final class SecTrust: NSObject, @unchecked Sendable {
    var certificates: [SecCertificate]
    var policies: [SecPolicy]
    var anchors: [SecCertificate] = []

    init(certificates: [SecCertificate], policies: [SecPolicy]) {
        (self.certificates, self.policies) = (certificates, policies)
        super.init()
    }

    /// Why the chain is not trusted, or `nil` when it is.
    func failure(at date: Date = Date()) -> (status: OSStatus, reason: String)? {
        guard let leaf = certificates.first else { return (errSecParam, "The trust holds no certificate.") }
        if let outdated = certificates.first(where: { !$0.validity.contains(date) }) {
            let name = outdated.commonName ?? "a certificate"
            return (errSecCertificateExpired, "“\(name)” is not valid on \(date).")
        }
        for hostname in policies.compactMap(\.hostname) where !leaf.names(hostname) {
            return (errSecHostNameMismatch, "“\(leaf.commonName ?? "The certificate")” does not name \(hostname).")
        }
        guard certificates.contains(where: anchors.contains) else {
            return (
                errSecNotTrusted, "“\(leaf.commonName ?? "The certificate")” is not trusted: no anchor certificate."
            )
        }
        return nil
    }
}

/// A trust of `certificates` (one `SecCertificate` or an array, the leaf first) under `policies`
/// (one `SecPolicy` or an array; none is the basic X.509 policy), as `SecTrustCreateWithCertificates`.
public func SecTrustCreateWithCertificates(
    _ certificates: CFTypeRef, _ policies: CFTypeRef?, _ trust: UnsafeMutablePointer<SecTrust?>
) -> OSStatus {
    guard let chain = trustObjects(certificates, as: SecCertificate.self), !chain.isEmpty else { return errSecParam }
    guard let rules = policies.map({ trustObjects($0, as: SecPolicy.self) }) ?? [SecPolicyCreateBasicX509()] else {
        return errSecParam
    }
    trust.pointee = SecTrust(certificates: chain, policies: rules)
    return errSecSuccess
}

/// One object of `type` or an array of them.
private func trustObjects<Object>(_ value: CFTypeRef, as type: Object.Type) -> [Object]? {
    if let one = value as? Object { return [one] }
    return (value as? NSArray).flatMap { array in array.map { $0 as? Object } as? [Object] }
}

/// Replaces the trust's policies, as `SecTrustSetPolicies`.
public func SecTrustSetPolicies(_ trust: SecTrust, _ policies: CFTypeRef) -> OSStatus {
    guard let rules = trustObjects(policies, as: SecPolicy.self) else { return errSecParam }
    trust.policies = rules
    return errSecSuccess
}

/// Sets the certificates the trust accepts as anchors, as `SecTrustSetAnchorCertificates`.
public func SecTrustSetAnchorCertificates(_ trust: SecTrust, _ anchorCertificates: CFArray) -> OSStatus {
    guard let anchors = trustObjects(anchorCertificates, as: SecCertificate.self) else { return errSecParam }
    trust.anchors = anchors
    return errSecSuccess
}

/// Whether only the anchors set are trusted, as `SecTrustSetAnchorCertificatesOnly`. Only they
/// ever are here (Linux gives no system roots to trust besides them), so either answer leaves the
/// evaluation as it is.
public func SecTrustSetAnchorCertificatesOnly(_ trust: SecTrust, _ anchorCertificatesOnly: Bool) -> OSStatus {
    errSecSuccess
}

/// Evaluates the trust, as `SecTrustEvaluateWithError` (see ``SecTrust`` for the rules): `true`
/// when it is trusted; otherwise `error` gets why.
public func SecTrustEvaluateWithError(_ trust: SecTrust, _ error: UnsafeMutablePointer<CFError?>?) -> Bool {
    guard let failure = trust.failure() else {
        error?.pointee = nil
        return true
    }
    error?.pointee = NSError(
        domain: NSOSStatusErrorDomain, code: Int(failure.status), userInfo: [NSLocalizedDescriptionKey: failure.reason])
    return false
}

/// Evaluates the trust, as the deprecated `SecTrustEvaluate`: `.unspecified` when trusted,
/// `.recoverableTrustFailure` when not.
public func SecTrustEvaluate(_ trust: SecTrust, _ result: UnsafeMutablePointer<SecTrustResultType>) -> OSStatus {
    result.pointee = trust.failure() == nil ? .unspecified : .recoverableTrustFailure
    return errSecSuccess
}

/// How many certificates the chain has, as `SecTrustGetCertificateCount`.
public func SecTrustGetCertificateCount(_ trust: SecTrust) -> CFIndex { trust.certificates.count }

/// The chain's certificate at `ix` (the leaf at 0), as `SecTrustGetCertificateAtIndex`.
public func SecTrustGetCertificateAtIndex(_ trust: SecTrust, _ ix: CFIndex) -> SecCertificate? {
    trust.certificates.indices.contains(ix) ? trust.certificates[ix] : nil
}

/// The chain, the leaf first, as `SecTrustCopyCertificateChain`.
public func SecTrustCopyCertificateChain(_ trust: SecTrust) -> CFArray? { trust.certificates as NSArray }

/// The leaf certificate's public key, as `SecTrustCopyKey`.
public func SecTrustCopyKey(_ trust: SecTrust) -> SecKey? { trust.certificates.first?.key }

/// The leaf certificate's public key, as the deprecated `SecTrustCopyPublicKey`.
public func SecTrustCopyPublicKey(_ trust: SecTrust) -> SecKey? { SecTrustCopyKey(trust) }

/// The authentication method of a server's trust, as Foundation's
/// `NSURLAuthenticationMethodServerTrust` (Linux's Foundation declares it unavailable).
public let NSURLAuthenticationMethodServerTrust = "NSURLAuthenticationMethodServerTrust"
/// The authentication method of a client certificate, as Foundation's
/// `NSURLAuthenticationMethodClientCertificate` (Linux's Foundation declares it unavailable).
public let NSURLAuthenticationMethodClientCertificate = "NSURLAuthenticationMethodClientCertificate"

extension URLProtectionSpace {
    /// The server's trust, as `URLProtectionSpace.serverTrust`: `nil` on Linux, where URLSession
    /// checks a server's certificate itself and hands no trust to its delegate.
    public var serverTrust: SecTrust? { nil }
}

extension URLCredential {
    /// A credential accepting a server's trust, as `URLCredential(trust:)`, which a session's
    /// delegate answers a server-trust challenge with.
    public convenience init(trust: SecTrust) {
        self.init(user: "", password: "", persistence: .none)
    }
}
