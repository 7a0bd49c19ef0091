// A file that imports Foundation and UIKit, as an iOS app's networking code does: `URLSession`,
// `URLRequest` and `URLProtocol` are FoundationNetworking's on Linux, which `import UIKit` brings,
// where Foundation alone has unavailable stand-ins.
import Foundation
import Testing
import UIKit

/// A protocol that answers every request itself, as tests stub the network.
final class CannedProtocol: URLProtocol {
    override class func canInit(with request: URLRequest) -> Bool { request.url?.host == "example.com" }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
    override func startLoading() {}
    override func stopLoading() {}
}

@Suite struct UIKitBringsNetworkingTests {
    @Test func networkingTypesAreFoundationNetworkings() throws {
        var request = URLRequest(url: try #require(URL(string: "https://example.com/feed")))
        request.httpMethod = "POST"
        #expect(request.httpMethod == "POST")
        #expect(CannedProtocol.canInit(with: request))
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [CannedProtocol.classForCoder()]
        let session = URLSession(configuration: configuration)
        #expect(session.configuration.protocolClasses?.count == 1)
        session.invalidateAndCancel()
        #expect(URLSession.shared.configuration.timeoutIntervalForRequest == 60)
    }

    /// Linux has no Low Data Mode or expensive networks: a request may use any network, whatever
    /// it asks, and no error is for one of them.
    @Test func lowDataModeIsAcceptedAndNeverApplies() throws {
        var request = URLRequest(url: try #require(URL(string: "https://example.com/image.png")))
        request.allowsConstrainedNetworkAccess = false
        request.allowsExpensiveNetworkAccess = false
        #expect(request.allowsConstrainedNetworkAccess && request.allowsExpensiveNetworkAccess)
        #expect(request.url?.host == "example.com" && request.allHTTPHeaderFields == nil)
        #expect(URLError(.notConnectedToInternet).networkUnavailableReason == nil)
        #expect(URLError.NetworkUnavailableReason.constrained.rawValue == 2)
    }
}
