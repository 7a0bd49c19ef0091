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

/// URLs travel through item providers as on Apple platforms: `NSItemProvider(object: url as
/// NSURL)`, read back as a `URL` (and as its text by a `String` reader) through the overlay's
/// bridged forms; data that is no URL is an error, not a URL.
@Test func urlsTravelThroughItemProviders() throws {
    let url = try #require(URL(string: "https://example.com/peaks/mont-blanc?unit=m"))
    let provider = NSItemProvider(object: url as NSURL)
    #expect(provider.registeredTypeIdentifiers == ["public.url"])
    #expect(provider.canLoadObject(ofClass: URL.self) && provider.canLoadObject(ofClass: String.self))
    nonisolated(unsafe) var loaded: (url: URL?, text: String?) = (nil, nil)
    provider.loadObject(ofClass: URL.self) { url, _ in loaded.url = url }
    provider.loadObject(ofClass: String.self) { text, _ in loaded.text = text }
    #expect(loaded.url == url && loaded.text == url.absoluteString)
    let garbage = NSItemProvider()
    garbage.registerDataRepresentation(forTypeIdentifier: "public.url", visibility: .all) { handler in
        handler(Data([0xFF, 0xFE]), nil)
        return nil
    }
    nonisolated(unsafe) var failure: (any Error)?
    garbage.loadObject(ofClass: URL.self) { url, error in failure = url == nil ? error : nil }
    #expect(failure != nil)
    #expect(!NSItemProvider(object: "Milk" as NSString).canLoadObject(ofClass: URL.self))
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

/// `Timer()`, an app's placeholder (body BI's search screen), is a timer that is valid until
/// invalidated and never fires; the type's own initialisers and class methods are untouched.
@Test func aPlaceholderTimerIsValidUntilInvalidated() {
    final class SearchScreen {
        var timer = Timer()
        var fired = 0
    }
    let screen = SearchScreen()
    #expect(screen.timer.isValid)
    screen.timer.invalidate()
    #expect(!screen.timer.isValid)
    screen.timer = Timer(timeInterval: 0.01, repeats: false) { _ in screen.fired += 1 }
    RunLoop.current.add(screen.timer, forMode: .default)
    RunLoop.current.run(until: Date().addingTimeInterval(0.2))
    #expect(screen.fired == 1)
    let scheduled: Timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in }
    #expect(scheduled.isValid && scheduled.timeInterval == 60)
    scheduled.invalidate()
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

/// A duration formatter of `style`, `units` and `zeros` in US English, from a fixed date.
private func duration(
    _ seconds: TimeInterval, _ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit,
    _ zeros: DateComponentsFormatter.ZeroFormattingBehavior = .default,
    configure: (DateComponentsFormatter) -> Void = { _ in }
) -> String? {
    let formatter = DateComponentsFormatter()
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = Locale(identifier: "en_US")
    calendar.timeZone = TimeZone(identifier: "UTC")!
    formatter.calendar = calendar
    formatter.referenceDate = noon
    formatter.unitsStyle = style
    formatter.allowedUnits = units
    formatter.zeroFormattingBehavior = zeros
    configure(formatter)
    return formatter.string(from: seconds)
}

@Test func durationsInEveryUnitsStyle() {
    let hms: NSCalendar.Unit = [.hour, .minute, .second]
    let cases: [(TimeInterval, DateComponentsFormatter.UnitsStyle, NSCalendar.Unit, String)] = [
        (3_665, .positional, hms, "1:01:05"), (3_610, .positional, hms, "1:00:10"),
        (4_200, .positional, hms, "1:10:00"), (5, .positional, [.minute, .second], "0:05"),
        (-150, .positional, [.minute, .second], "2:30"),
        (3_610, .abbreviated, hms, "1h 10s"), (3_610, .short, hms, "1 hr, 10 sec"),
        (3_610, .full, hms, "1 hour, 10 seconds"), (3_610, .spellOut, hms, "one hour, ten seconds"),
        (3_610, .brief, hms, "1 hr 10 sec"), (0, .full, hms, "0 seconds"),
        (3 * 86_400 + 5, .full, [], "3 days, 5 seconds"), (9 * 86_400, .abbreviated, [.weekOfMonth, .day], "1w 2d"),
    ]
    for (seconds, style, units, expected) in cases {
        #expect(duration(seconds, style, units) == expected, "\(seconds) \(style)")
    }
}

@Test func durationZerosCountsAndPhrases() {
    let dhms: NSCalendar.Unit = [.day, .hour, .minute, .second]
    #expect(duration(70, .positional, [.hour, .minute, .second], .pad) == "00:01:10")
    #expect(duration(600, .abbreviated, dhms, .dropLeading) == "10m 0s")
    #expect(duration(3_610, .abbreviated, dhms, .dropMiddle) == "0d 1h 10s")
    #expect(duration(3_610, .abbreviated, dhms, .none) == "0d 1h 0m 10s")
    #expect(duration(4_230, .abbreviated, [.hour, .minute, .second]) { $0.maximumUnitCount = 2 } == "1h 10m")
    #expect(duration(63, .abbreviated, [.minute, .second]) { $0.collapsesLargestUnit = true } == "63s")
    #expect(
        duration(4_230, .full, [.hour, .minute]) {
            $0.includesApproximationPhrase = true
            $0.includesTimeRemainingPhrase = true
        } == "About 1 hour, 10 minutes remaining")
    #expect(duration(3_600, .spellOut, [.hour]) { $0.formattingContext = .beginningOfSentence } == "One hour")
    var components = DateComponents()
    (components.minute, components.second) = (90, 5)
    let formatter = DateComponentsFormatter()
    formatter.allowedUnits = [.hour, .minute, .second]
    #expect(formatter.string(from: components) == "1:30:05")
    #expect(formatter.string(for: 65.0) == "1:05" && formatter.string(for: "65") == nil)
    #expect(formatter.string(from: noon, to: noon.addingTimeInterval(3_600)) == "1:00:00")
}

@Test func durationsCellSnapCannotWriteAreNil() {
    // Years and months have no ICU words on Linux; a fraction is not written; nor is a non-finite value.
    #expect(duration(90 * 86_400, .full, [.month, .day]) == nil)
    #expect(duration(90 * 86_400, .positional, [.month, .day]) == "2:29")
    #expect(duration(90, .full, [.minute]) { $0.allowsFractionalUnits = true } == nil)
    #expect(duration(.infinity, .full, [.minute]) == nil)
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

/// `CGFloat(truncating:)` and `CGFloat(exactly:)` of an `NSNumber`, as Apple's Foundation has them:
/// the value, and `nil` from `exactly` where a `Double` cannot hold it.
@Test func cgFloatsFromNumbers() {
    let cases: [(NSNumber, CGFloat, CGFloat?)] = [
        (NSNumber(value: 12.5), 12.5, 12.5), (NSNumber(value: 7), 7, 7), (NSNumber(value: true), 1, 1),
        (NSNumber(value: Int64.max), CGFloat(Double(Int64.max)), nil),
    ]
    for (number, truncated, exact) in cases {
        #expect(CGFloat(truncating: number) == truncated, "\(number)")
        #expect(CGFloat(exactly: number) == exact, "\(number)")
    }
}

/// A weak hash table of observers, as apps keep them: an observer freed elsewhere leaves it;
/// equal objects are one member unless the table compares by identity; a strong table keeps what
/// it holds; a copying table holds copies.
@Test func hashTablesHoldWeaklyOrStrongly() {
    final class Observer {}
    let weak = NSHashTable<Observer>.weakObjects()
    var first: Observer? = Observer()
    let second = Observer()
    weak.add(first)
    weak.add(second)
    weak.add(second)
    weak.add(nil)
    #expect(weak.count == 2 && weak.contains(second) && weak.anyObject === first)
    first = nil
    #expect(weak.count == 1 && weak.allObjects.map(ObjectIdentifier.init) == [ObjectIdentifier(second)])
    weak.remove(second)
    #expect(weak.allObjects.isEmpty && Array(weak).isEmpty)

    let strong = NSHashTable<Draft>()
    strong.add(Draft(text: "a"))
    strong.add(Draft(text: "a"))
    #expect(strong.count == 1 && strong.contains(Draft(text: "a")))
    let byIdentity = NSHashTable<Draft>(options: .objectPointerPersonality)
    byIdentity.add(Draft(text: "a"))
    byIdentity.add(Draft(text: "a"))
    #expect(byIdentity.count == 2 && !byIdentity.contains(Draft(text: "a")))

    let other = NSHashTable<Draft>()
    other.add(Draft(text: "a"))
    other.add(Draft(text: "b"))
    #expect(strong.isSubset(of: other) && strong.intersects(other))
    strong.union(other)
    #expect(strong.allObjects.map(\.text) == ["a", "b"])
    strong.minus(other)
    #expect(strong.count == 0)

    let observing = NSHashTable<any CartObserving>.weakObjects()
    let cart = CartScreen()
    observing.add(cart)
    #expect(observing.allObjects.count == 1 && observing.contains(cart))

    let source = Draft(text: "draft")
    let copies = NSHashTable<Draft>(options: .copyIn)
    copies.add(source)
    #expect(copies.anyObject !== source && copies.anyObject == source)
}

/// A map table keyed weakly by views, as apps keep state beside views: a key freed elsewhere takes
/// its entry; equal keys are one entry unless the table compares by identity; weak values leave
/// with their objects; the enumerators and the dictionary hold what is left, in the order added.
@Test func mapTablesHoldKeysAndValuesWeaklyOrStrongly() {
    final class Row {}
    let heights = NSMapTable<Row, NSNumber>.weakToStrongObjects()
    var first: Row? = Row()
    let second = Row()
    heights.setObject(NSNumber(value: 44), forKey: first)
    heights.setObject(NSNumber(value: 60), forKey: second)
    heights.setObject(NSNumber(value: 88), forKey: second)
    heights.setObject(NSNumber(value: 1), forKey: nil)
    #expect(heights.count == 2 && heights.object(forKey: first) == 44 && heights.object(forKey: second) == 88)
    first = nil
    #expect(heights.count == 1 && (heights.keyEnumerator().allObjects as? [Row])?.first === second)
    #expect(heights.objectEnumerator()?.allObjects as? [NSNumber] == [88] && Array(heights).count == 1)
    heights.setObject(nil, forKey: second)
    #expect(heights.count == 0 && heights.object(forKey: second) == nil)

    let byText = NSMapTable<Draft, NSString>.strongToStrongObjects()
    byText.setObject("one", forKey: Draft(text: "a"))
    byText.setObject("two", forKey: Draft(text: "a"))
    byText.setObject("three", forKey: Draft(text: "b"))
    #expect(byText.count == 2 && byText.object(forKey: Draft(text: "a")) == "two")
    #expect(
        byText.dictionaryRepresentation() == [Draft(text: "a"): "two", Draft(text: "b"): "three"]
            as [AnyHashable: NSString])
    let byIdentity = NSMapTable<Draft, NSString>(keyOptions: .objectPointerPersonality, valueOptions: [])
    byIdentity.setObject("one", forKey: Draft(text: "a"))
    byIdentity.setObject("two", forKey: Draft(text: "a"))
    #expect(byIdentity.count == 2 && byIdentity.object(forKey: Draft(text: "a")) == nil)
    let copy = byText.copy() as? NSMapTable<Draft, NSString>
    byText.removeObject(forKey: Draft(text: "b"))
    byText.removeAllObjects()
    #expect(byText.count == 0 && copy?.count == 2)

    let screens = NSMapTable<NSString, CartScreen>.strongToWeakObjects()
    var screen: CartScreen? = CartScreen()
    screens.setObject(screen, forKey: "cart")
    #expect(screens.object(forKey: "cart") === screen)
    screen = nil
    #expect(screens.count == 0 && screens.object(forKey: "cart") == nil)

    let source = Draft(text: "key")
    let copying = NSMapTable<Draft, NSString>(keyOptions: .copyIn, valueOptions: [])
    copying.setObject("value", forKey: source)
    #expect((copying.keyEnumerator().nextObject() as? Draft).map { $0 !== source && $0 == source } == true)
}

/// An `@objc` protocol on iOS, whose existentials a hash table holds (`NSHashTable<CartObserving>`);
/// on Linux a class-bound protocol, whose existential is not `AnyObject` to the type checker.
private protocol CartObserving: AnyObject {}
private final class CartScreen: CartObserving {}

/// An object a copying hash table copies: equal by its text.
private final class Draft: NSObject, NSCopying {
    let text: String
    init(text: String) { self.text = text }
    func copy(with zone: NSZone? = nil) -> Any { Draft(text: text) }
    override func isEqual(_ object: Any?) -> Bool { (object as? Draft)?.text == text }
    override var hash: Int { text.hashValue }
}
