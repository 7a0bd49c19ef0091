// What Apple's Foundation has and Linux's lacks, reached as an app's file reaches it on iOS: through
// `import UIKit`. Each formatter's words are ICU's, for a fixed locale and fixed dates.
import Testing
import UIKit

private let noon = Date(timeIntervalSince1970: 1_700_000_000)

private func relative(
    _ seconds: TimeInterval, _ style: RelativeDateTimeFormatter.DateTimeStyle,
    _ units: RelativeDateTimeFormatter.UnitsStyle, context: Formatter.Context = .unknown
) -> String {
    let formatter = RelativeDateTimeFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.dateTimeStyle = style
    formatter.unitsStyle = units
    formatter.formattingContext = context
    return formatter.localizedString(for: noon.addingTimeInterval(seconds), relativeTo: noon)
}

@Test func relativeDatesInEveryStyle() {
    #expect(relative(-86_400, .named, .full) == "yesterday")
    #expect(relative(-86_400, .numeric, .full) == "1 day ago")
    #expect(relative(-86_400, .named, .full, context: .beginningOfSentence) == "Yesterday")
    #expect(relative(7_200, .numeric, .full) == "in 2 hours")
    #expect(relative(7_200, .numeric, .spellOut) == "in two hours")
    #expect(relative(-2 * 30 * 86_400, .numeric, .short) == "2 mo. ago")
    #expect(relative(-2 * 30 * 86_400, .numeric, .abbreviated) == "2mo ago")
    let formatter = RelativeDateTimeFormatter()
    #expect(formatter.string(for: "not a date") == nil)
}

@Test func listsJoinAsTheLanguageDoes() {
    let formatter = ListFormatter()
    formatter.locale = Locale(identifier: "en_US")
    #expect(formatter.string(from: ["Milk", "Eggs", "Bread"]) == "Milk, Eggs, and Bread")
    #expect(formatter.string(from: ["Milk", "Eggs"]) == "Milk and Eggs")
    let numbers = NumberFormatter()
    numbers.numberStyle = .percent
    numbers.locale = Locale(identifier: "en_US")
    formatter.itemFormatter = numbers
    #expect(formatter.string(for: [0.25, 0.5]) == "25% and 50%")
    #expect(formatter.string(for: 3) == nil)
}

@Test func userActivitiesAndItemProvidersComeWithUIKit() {
    let activity = NSUserActivity(activityType: "com.example.viewing-list")
    activity.addUserInfoEntries(from: ["row": 3])
    activity.becomeCurrent()
    #expect(activity.userInfo?["row"] as? Int == 3)
    #expect(activity.cellSnapIsCurrent)
    activity.invalidate()
    #expect(!activity.cellSnapIsCurrent)
    let provider = NSItemProvider(object: "Milk" as NSString)
    #expect(provider.canLoadObject(ofClass: NSString.self))
    #expect(provider.canLoadObject(ofClass: String.self))
    nonisolated(unsafe) var loaded: String?
    provider.loadObject(ofClass: String.self) { string, _ in loaded = string }
    #expect(loaded == "Milk")
}

/// An activity registered in an item provider (to open a scene) is read back with its values; one
/// whose user info a property list cannot hold is an error, not a partial activity.
@Test func userActivitiesTravelThroughItemProviders() {
    let activity = NSUserActivity(activityType: "com.example.open-photo")
    activity.title = "Lake"
    activity.targetContentIdentifier = "photo-42"
    activity.addUserInfoEntries(from: ["photoID": 42, "album": "Summer"])
    let provider = NSItemProvider()
    provider.registerObject(activity, visibility: .all)
    #expect(provider.registeredTypeIdentifiers == ["org.cellsnap.user-activity"])
    #expect(provider.canLoadObject(ofClass: NSUserActivity.self))
    nonisolated(unsafe) var loaded: NSUserActivity?
    provider.loadObject(ofClass: NSUserActivity.self) { object, _ in loaded = object as? NSUserActivity }
    #expect(loaded?.activityType == "com.example.open-photo" && loaded?.title == "Lake")
    #expect(loaded?.targetContentIdentifier == "photo-42")
    #expect(loaded?.userInfo?["photoID"] as? Int == 42 && loaded?.userInfo?["album"] as? String == "Summer")

    let odd = NSUserActivity(activityType: "com.example.odd")
    odd.addUserInfoEntries(from: ["view": NSObject()])
    nonisolated(unsafe) var failure: (any Error)?
    NSItemProvider(object: odd).loadObject(ofClass: NSUserActivity.self) { _, error in failure = error }
    #expect("\(failure.map(String.init(describing:)) ?? "")".contains("property list cannot"))
}

@Test func darwinsTimeConstantsComeWithUIKit() {
    #expect(
        [NSEC_PER_SEC, NSEC_PER_MSEC, NSEC_PER_USEC, USEC_PER_SEC] == [1_000_000_000, 1_000_000, 1_000, 1_000_000])
    let now = DispatchTime.now()
    #expect(now + .nanoseconds(Int(200 * NSEC_PER_MSEC)) == now + .milliseconds(200))
}

/// UIKit's geometry boxes are Foundation's: `NSValue(cgRect:)` equals `NSValue(rect:)`, and each
/// reads back what it holds.
@Test func geometryIsBoxedInValuesAsUIKitBoxesIt() {
    let rect = CGRect(x: 1, y: 2, width: 30, height: 40)
    #expect(NSValue(cgRect: rect).cgRectValue == rect)
    #expect(NSValue(cgRect: rect) == NSValue(rect: rect))
    #expect(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgPointValue == CGPoint(x: 3, y: 4))
    #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
    let frames: [NSValue] = [NSValue(cgRect: rect), NSValue(cgRect: .zero)]
    #expect(frames.map(\.cgRectValue) == [rect, .zero])
}

@Suite struct FileProviderErrorTests {
    @Test func theDomainAndCodesAreTheSDKs() {
        #expect(NSFileProviderErrorDomain == "NSFileProviderErrorDomain")
        let made = NSError(domain: NSFileProviderErrorDomain, code: -1005, userInfo: nil)
        #expect(NSFileProviderError.noSuchItem ~= made && !(NSFileProviderError.notAuthenticated ~= made))
        let codes: [(NSFileProviderError.Code, Int)] = [
            (.notAuthenticated, -1000), (.directoryNotEmpty, -1007), (.providerNotFound, -2001), (.nonEvictable, -2008),
        ]
        for (code, raw) in codes { #expect(code.rawValue == raw) }
        let bridged = NSFileProviderError(.serverUnreachable) as NSError
        #expect(bridged.domain == NSFileProviderErrorDomain && bridged.code == -1004)
    }
}

/// A protocol an app declares to put a mock in `URLSession`'s place, with the exact signatures of
/// Apple's async methods without a delegate: `URLSession` conforms on Linux as on iOS.
private protocol Networking: Sendable {
    func data(for request: URLRequest) async throws -> (Data, URLResponse)
    func upload(for request: URLRequest, from bodyData: Data) async throws -> (Data, URLResponse)
}

extension URLSession: Networking {}

/// Answers every request with its method and path, so that a session's transfers need no network
/// (a protocol does not see an upload's body on Linux, as on iOS).
private final class EchoProtocol: URLProtocol {
    override class func canInit(with request: URLRequest) -> Bool { request.url?.scheme == "echo" }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
    override func startLoading() {
        let response = HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: Data("\(request.httpMethod ?? "GET") \(request.url!.path)".utf8))
        client?.urlProtocolDidFinishLoading(self)
    }
    override func stopLoading() {}
}

@Test func urlSessionsAsyncMethodsWithoutADelegateServeAsAProtocolsWitnesses() async throws {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [EchoProtocol.self]
    let networking: any Networking = URLSession(configuration: configuration)
    var request = URLRequest(url: URL(string: "echo://host/profile")!)
    let (data, response) = try await networking.data(for: request)
    #expect(String(decoding: data, as: UTF8.self) == "GET /profile")
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    request.httpMethod = "POST"
    let (echoed, _) = try await networking.upload(for: request, from: Data("avatar".utf8))
    #expect(String(decoding: echoed, as: UTF8.self) == "POST /profile")
    let session = URLSession(configuration: .ephemeral)
    await #expect(throws: URLError.self) { try await session.data(from: URL(fileURLWithPath: "/tmp")) }
}
