// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CellSnapFoundation
import Foundation

/// A request an app handles for Siri or Shortcuts, as Intents' `INIntent`: the base class of the
/// system's intents and of an app's custom ones (which Xcode generates from an intent definition
/// file; CellSnap has no generator, so a custom intent is a subclass written in code).
open class INIntent: NSObject, NSCopying, @unchecked Sendable {
    /// The intent's identifier: a UUID string, unique to the intent, set when it is made.
    open private(set) var identifier: String?
    /// A description of the intent for people: `nil` unless a subclass gives one.
    open var intentDescription: String? { nil }
    /// The phrase Siri suggests for the intent's shortcut.
    open var suggestedInvocationPhrase: String?
    /// Where the intent's shortcut is offered.
    open var shortcutAvailability: INShortcutAvailabilityOptions = []
    /// The images set, by parameter (a key path, or a name), in the order they were first set.
    private var images: [(parameter: AnyHashable, image: INImage)] = []

    /// A new intent with a new identifier (`required`, so that ``copy(with:)`` copies a subclass).
    public required override init() {
        identifier = UUID().uuidString
        super.init()
    }

    /// A copy of the same class with the same identifier, phrase, availability and images; a
    /// subclass's own parameters are copied by its own override (Linux has no Objective-C coding
    /// to copy them).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.identifier = identifier
        copy.suggestedInvocationPhrase = suggestedInvocationPhrase
        copy.shortcutAvailability = shortcutAvailability
        copy.images = images
        return copy
    }

    /// The image shown for the value of the parameter named `parameterName` (the Objective-C
    /// form; Swift code passes a key path, ``_INIntentSetImageKeyPath/setImage(_:forParameterNamed:)``).
    public func __setImage(_ image: INImage?, forParameterNamed parameterName: String) {
        setImage(image, for: AnyHashable(parameterName))
    }

    /// The image set for the parameter named `parameterName`.
    public func __image(forParameterNamed parameterName: String) -> INImage? { image(for: AnyHashable(parameterName)) }

    func setImage(_ image: INImage?, for parameter: AnyHashable) {
        if let index = images.firstIndex(where: { $0.parameter == parameter }) {
            if let image { images[index].image = image } else { images.remove(at: index) }
        } else if let image {
            images.append((parameter, image))
        }
    }

    func image(for parameter: AnyHashable) -> INImage? { images.first { $0.parameter == parameter }?.image }

    /// The image that represents the intent: the first one set that is still set (Apple picks the
    /// key parameter's; CellSnap knows no intent's key parameter).
    open func keyImage() -> INImage? { images.first?.image }
}

/// What gives intents their key-path image API in Swift, as the SDK's overlay protocol.
public protocol _INIntentSetImageKeyPath {}

extension _INIntentSetImageKeyPath where Self: INIntent {
    /// The image shown for the value of the parameter at `parameterName`.
    public func setImage<Value>(_ image: INImage?, forParameterNamed parameterName: KeyPath<Self, Value>) {
        setImage(image, for: AnyHashable(parameterName as AnyKeyPath))
    }

    /// The image set for the parameter at `parameterName`.
    public func image<Value>(forParameterNamed parameterName: KeyPath<Self, Value>) -> INImage? {
        image(for: AnyHashable(parameterName as AnyKeyPath))
    }
}

extension INIntent: _INIntentSetImageKeyPath {}

/// Where a shortcut is offered, as `INShortcutAvailabilityOptions` (their raw values).
public struct INShortcutAvailabilityOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let sleepMindfulness = INShortcutAvailabilityOptions(rawValue: 1 << 0)
    public static let sleepJournaling = INShortcutAvailabilityOptions(rawValue: 1 << 1)
    public static let sleepMusic = INShortcutAvailabilityOptions(rawValue: 1 << 2)
    public static let sleepPodcasts = INShortcutAvailabilityOptions(rawValue: 1 << 3)
    public static let sleepReading = INShortcutAvailabilityOptions(rawValue: 1 << 4)
    public static let sleepWrapUpYourDay = INShortcutAvailabilityOptions(rawValue: 1 << 5)
    public static let sleepYogaAndStretching = INShortcutAvailabilityOptions(rawValue: 1 << 6)
}

/// An app's answer to an intent, as Intents' `INIntentResponse`.
open class INIntentResponse: NSObject, NSCopying, @unchecked Sendable {
    /// The activity the app continues when it opens for the response.
    open var userActivity: NSUserActivity?

    public required override init() { super.init() }

    /// A copy with the same activity.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.userActivity = userActivity
        return copy
    }
}

/// How far an intent was handled, as `INIntentHandlingStatus` (its raw values).
public enum INIntentHandlingStatus: Int, Hashable, Sendable {
    case unspecified = 0, ready, inProgress, success, failure, deferredToApplication, userConfirmationRequired
}

/// Whether an interaction went out from the person or came to them, as `INInteractionDirection`.
public enum INInteractionDirection: Int, Hashable, Sendable {
    case unspecified = 0, outgoing, incoming
}

/// Gives the object that handles an intent, as `INIntentHandlerProviding`.
public protocol INIntentHandlerProviding: NSObjectProtocol {
    /// The handler of `intent`, or `nil`.
    func handler(for intent: INIntent) -> Any?
}

/// The entry point of an Intents extension, as `INExtension`: it handles no intent unless a
/// subclass says so. No extension runs on Linux; a test calls ``handler(for:)`` itself.
open class INExtension: NSObject, INIntentHandlerProviding {
    public override init() { super.init() }

    /// `nil`: a subclass returns the handler of the intents it handles.
    open func handler(for intent: INIntent) -> Any? { nil }
}
