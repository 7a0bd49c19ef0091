import Foundation
import Synchronization

/// An intent and its response as the person did it, as Intents' `INInteraction`: donated to the
/// system so that Siri can suggest it. CellSnap's system is this process: a donation is kept in
/// ``cellSnapDonations`` (in order; the delete functions remove from it) and each completion is
/// called asynchronously with no error. The interaction keeps the intent and response it is given
/// (iOS keeps copies, which its Objective-C coding makes of every parameter; a Swift subclass's
/// own properties cannot be copied on Linux, so CellSnap keeps the objects themselves).
open class INInteraction: NSObject, NSCopying, @unchecked Sendable {
    /// The intent done.
    open private(set) var intent: INIntent
    /// The app's response.
    open private(set) var intentResponse: INIntentResponse?
    /// How far the intent was handled: `.success` with a response, `.unspecified` without.
    open var intentHandlingStatus: INIntentHandlingStatus { intentResponse == nil ? .unspecified : .success }
    /// Whether the interaction went out from the person or came to them.
    open var direction = INInteractionDirection.unspecified
    /// When it happened.
    open var dateInterval: DateInterval?
    /// The interaction's identifier: a UUID string until the app sets its own.
    open var identifier = UUID().uuidString
    /// The group the interaction belongs to, for deleting the group.
    open var groupIdentifier: String?

    private static let donated = Mutex<[INInteraction]>([])
    private static let queue = DispatchQueue(label: "INInteraction")

    /// An interaction of `intent`, answered with `response`.
    public init(intent: INIntent, response: INIntentResponse?) {
        self.intent = intent
        intentResponse = response
        super.init()
    }

    /// A copy with the same intent, response, direction, dates and identifiers.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = INInteraction(intent: intent, response: intentResponse)
        (copy.direction, copy.dateInterval) = (direction, dateInterval)
        (copy.identifier, copy.groupIdentifier) = (identifier, groupIdentifier)
        return copy
    }

    /// Donates the interaction (a copy of it, with the same intent, is kept); `completion` is
    /// called asynchronously, with no error.
    open func donate(completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        let kept = copy() as! INInteraction
        Self.donated.withLock { $0.append(kept) }
        Self.finish(completion)
    }

    /// Deletes every donated interaction.
    open class func deleteAll(completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        donated.withLock { $0.removeAll() }
        finish(completion)
    }

    /// Deletes the donated interactions with these identifiers.
    open class func delete(with identifiers: [String], completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        donated.withLock { $0.removeAll { identifiers.contains($0.identifier) } }
        finish(completion)
    }

    /// Deletes the donated interactions of the group `groupIdentifier`.
    open class func delete(with groupIdentifier: String, completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        donated.withLock { $0.removeAll { $0.groupIdentifier == groupIdentifier } }
        finish(completion)
    }

    /// Donates the interaction; returns when it is kept.
    open func donate() async throws { donate(completion: nil) }
    /// Deletes every donated interaction.
    open class func deleteAll() async throws { deleteAll(completion: nil) }
    /// Deletes the donated interactions with these identifiers.
    open class func delete(with identifiers: [String]) async throws { delete(with: identifiers, completion: nil) }
    /// Deletes the donated interactions of the group `groupIdentifier`.
    open class func delete(with groupIdentifier: String) async throws { delete(with: groupIdentifier, completion: nil) }

    private static func finish(_ completion: (@Sendable ((any Error)?) -> Void)?) {
        guard let completion else { return }
        queue.async { completion(nil) }
    }

    /// The interactions donated and not deleted, in the order they were donated (Linux-only).
    public static var cellSnapDonations: [INInteraction] { donated.withLock { $0 } }
}
