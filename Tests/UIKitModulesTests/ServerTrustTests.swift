// Security's certificates and trust as an app pins its server (Alamofire's trust evaluators write
// them): certificates read from DER, their keys compared, a chain evaluated against the anchors
// the app sets (Linux gives CellSnap no system roots), for a host the leaf must name. The
// certificates are two self-signed P-256 certificates made for these tests with OpenSSL, valid
// from 7 December 2026 for a hundred years: "api.cellsnap.test" (DNS names api.cellsnap.test and
// *.cdn.cellsnap.test) and "other.test".
import Foundation
import FoundationNetworking
import Testing

@testable import Security

@Suite struct ServerTrustTests {
    static let api = Data(
        base64Encoded:
            "MIIBxDCCAWqgAwIBAgIUQbBzu5Fgc2YZXs4rlrmvrKQleUEwCgYIKoZIzj0EAwIwHDEaMBgGA1UEAwwRYXBpLmNlbGxzbmFwLnRlc3QwIBcNMjYxMjA3MDMzNzM3WhgPMjEyNjExMTMwMzM3MzdaMBwxGjAYBgNVBAMMEWFwaS5jZWxsc25hcC50ZXN0MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEJs05a0kbQiGBIG1IiLswYcY8QIZulTUViIhPMD7k+cYAeRNIv188ZwMv6/S24xCerzxLxGixtklL9m8YJZVRuaOBhzCBhDAdBgNVHQ4EFgQU7rdEHwK6JCI7Zp6YXYMIyDQ04q4wHwYDVR0jBBgwFoAU7rdEHwK6JCI7Zp6YXYMIyDQ04q4wDwYDVR0TAQH/BAUwAwEB/zAxBgNVHREEKjAoghFhcGkuY2VsbHNuYXAudGVzdIITKi5jZG4uY2VsbHNuYXAudGVzdDAKBggqhkjOPQQDAgNIADBFAiBOr8bGBTJdEu4ooXb6i+M5HGr1H+yz2NxmnHKzumtmKwIhAOHcdoz+wILU74JWsI3ny+N6smjiAmn7cVmLIkxJMC9L"
    )!
    static let other = Data(
        base64Encoded:
            "MIIBgTCCASegAwIBAgIUNDUjrKwy4qkjXH5STrzazsiRWQgwCgYIKoZIzj0EAwIwFTETMBEGA1UEAwwKb3RoZXIudGVzdDAgFw0yNjEyMDcwMzM3MzdaGA8yMTI2MTExMzAzMzczN1owFTETMBEGA1UEAwwKb3RoZXIudGVzdDBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABPLpFbNSMITz1SaDkj3rIBOl+GP6aCLO5lqvAlF3GOj8giWZrPcFlJF0vytN10NC5NiUdphd7+sLJtljUxTcx9yjUzBRMB0GA1UdDgQWBBRfjZzQLbqlqbyzkp8jOlYCRh37YjAfBgNVHSMEGDAWgBRfjZzQLbqlqbyzkp8jOlYCRh37YjAPBgNVHRMBAf8EBTADAQH/MAoGCCqGSM49BAMCA0gAMEUCIQDckZ4X7rvjKL+QhBo2hUVXIqLgJFpapf/3PAlHNU1IvgIgMjCZiEW4wnLMSNlssDBsH775HWgOAsWN14lb4yhBdZ4="
    )!

    func certificate(_ data: Data) throws -> SecCertificate {
        try #require(SecCertificateCreateWithData(nil, data as CFData))
    }

    func trust(_ leaf: SecCertificate, host: String?) throws -> SecTrust {
        var trust: SecTrust?
        let policy = SecPolicyCreateSSL(true, host.map { $0 as CFString })
        #expect(SecTrustCreateWithCertificates(leaf, policy, &trust) == errSecSuccess)
        return try #require(trust)
    }

    @Test func certificatesAreReadFromTheirDERBytes() throws {
        let api = try certificate(Self.api)
        #expect(SecCertificateCopyData(api) as Data == Self.api)
        #expect(SecCertificateCopySubjectSummary(api) as String? == "api.cellsnap.test")
        #expect(SecCertificateCreateWithData(nil, Data("-----BEGIN CERTIFICATE-----".utf8) as CFData) == nil)
        #expect(SecCertificateCreateWithData(nil, Self.api.dropLast(1) as CFData) == nil)
        let key = try #require(SecCertificateCopyKey(api))
        let bytes = try #require(SecKeyCopyExternalRepresentation(key, nil) as Data?)
        #expect(bytes.count == 65 && bytes.prefix(3) == Data([0x04, 0x26, 0xCD]))
        #expect(key == SecCertificateCopyKey(try certificate(Self.api)))
        #expect(key != SecCertificateCopyKey(try certificate(Self.other)))
    }

    @Test func aChainIsTrustedThroughItsAnchorsForAHostItNames() throws {
        let api = try certificate(Self.api)
        let pinned = try trust(api, host: "api.cellsnap.test")
        var error: CFError?
        #expect(!SecTrustEvaluateWithError(pinned, &error))
        #expect((error as Error?).map { ($0 as NSError).code } == Int(errSecNotTrusted))
        #expect(SecTrustSetAnchorCertificates(pinned, [api] as CFArray) == errSecSuccess)
        #expect(SecTrustSetAnchorCertificatesOnly(pinned, true) == errSecSuccess)
        #expect(SecTrustEvaluateWithError(pinned, &error) && error == nil)
        var result = SecTrustResultType.invalid
        #expect(SecTrustEvaluate(pinned, &result) == errSecSuccess && result == .unspecified)

        let images = try trust(api, host: "images.cdn.cellsnap.test")
        _ = SecTrustSetAnchorCertificates(images, [api] as CFArray)
        #expect(SecTrustEvaluateWithError(images, nil))
        let elsewhere = try trust(api, host: "cellsnap.test")
        _ = SecTrustSetAnchorCertificates(elsewhere, [api] as CFArray)
        #expect(!SecTrustEvaluateWithError(elsewhere, &error))
        #expect((error as Error?).map { ($0 as NSError).code } == Int(errSecHostNameMismatch))
        _ = SecTrustSetPolicies(elsewhere, SecPolicyCreateBasicX509())
        #expect(SecTrustEvaluateWithError(elsewhere, nil))
        #expect(pinned.failure(at: Date(timeIntervalSince1970: 0))?.status == errSecCertificateExpired)

        let unpinned = try trust(try certificate(Self.other), host: nil)
        _ = SecTrustSetAnchorCertificates(unpinned, [api] as CFArray)
        #expect(SecTrustEvaluate(unpinned, &result) == errSecSuccess && result == .recoverableTrustFailure)
    }

    @Test func aTrustGivesItsChainAndItsLeafsKey() throws {
        let api = try certificate(Self.api)
        var trust: SecTrust?
        let chain = [api, try certificate(Self.other)] as CFArray
        #expect(SecTrustCreateWithCertificates(chain, nil, &trust) == errSecSuccess)
        let made = try #require(trust)
        #expect(SecTrustGetCertificateCount(made) == 2 && SecTrustGetCertificateAtIndex(made, 2) == nil)
        #expect(SecTrustGetCertificateAtIndex(made, 0) == api)
        #expect((SecTrustCopyCertificateChain(made) as? [SecCertificate])?.count == 2)
        #expect(SecTrustCopyKey(made) == SecCertificateCopyKey(api))
        #expect(SecTrustCreateWithCertificates([] as CFArray, nil, &trust) == errSecParam)
        #expect(kSecRevocationUseAnyAvailableMethod == kSecRevocationOCSPMethod | kSecRevocationCRLMethod)
        #expect(SecPolicyCreateRevocation(kSecRevocationUseAnyAvailableMethod) != nil)
    }

    /// A session delegate's answer to a server-trust challenge compiles as on iOS; URLSession on
    /// Linux checks servers itself and hands no trust.
    @Test func aServerTrustChallengeHasNoTrustOnLinux() {
        let space = URLProtectionSpace(
            host: "api.cellsnap.test", port: 443, protocol: "https", realm: nil,
            authenticationMethod: NSURLAuthenticationMethodServerTrust)
        #expect(space.serverTrust == nil && space.authenticationMethod == "NSURLAuthenticationMethodServerTrust")
        #expect(URLCredential(trust: SecTrust(certificates: [], policies: [])).persistence == .none)
    }
}
