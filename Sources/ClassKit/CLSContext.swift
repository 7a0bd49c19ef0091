// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// The kinds of context, as `CLSContextType` (their raw values).
public enum CLSContextType: Int, Hashable, Sendable {
    case none = 0, app, chapter, section, level, page, task, challenge, quiz, exercise, lesson, book, game
    case document, audio, video, course, custom
}

/// A context's subject, as `CLSContextTopic`.
public struct CLSContextTopic: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let math = CLSContextTopic(rawValue: "com.apple.topic.math")
    public static let science = CLSContextTopic(rawValue: "com.apple.topic.science")
    public static let literacyAndWriting = CLSContextTopic(rawValue: "com.apple.topic.literacy-and-writing")
    public static let worldLanguage = CLSContextTopic(rawValue: "com.apple.topic.world-language")
    public static let socialScience = CLSContextTopic(rawValue: "com.apple.topic.social-science")
    public static let computerScienceAndEngineering = CLSContextTopic(
        rawValue: "com.apple.topic.computer-science-and-engineering")
    public static let artsAndMusic = CLSContextTopic(rawValue: "com.apple.topic.arts-and-music")
    public static let healthAndFitness = CLSContextTopic(rawValue: "com.apple.topic.health-and-fitness")
}

/// The key paths of ClassKit's predicates, as `CLSPredicateKeyPath`.
public enum CLSPredicateKeyPath {
    public static let dateCreated = "dateCreated"
    public static let identifier = "identifier"
    public static let title = "title"
    public static let universalLinkURL = "universalLinkURL"
    public static let topic = "topic"
    public static let parent = "parent"
}

/// What ClassKit objects share, as `CLSObject`: when they were made and last changed.
open class CLSObject: NSObject, @unchecked Sendable {
    open private(set) var dateCreated = Date()
    open internal(set) var dateLastModified = Date()
}

/// A part of the app a student works in, as ClassKit's `CLSContext`: a tree under the app's
/// main context, found by identifier path.
open class CLSContext: CLSObject, @unchecked Sendable {
    open private(set) var type: CLSContextType
    open private(set) var identifier: String
    open var title: String
    open var customTypeName: String?
    open var topic: CLSContextTopic?
    open var displayOrder = 0
    open var universalLinkURL: URL?
    open var summary: String?
    open var isAssignable = true
    open var suggestedAge: ClosedRange<Int>?
    open var suggestedCompletionTime: ClosedRange<Int>?
    /// The context this one is a child of.
    open private(set) weak var parent: CLSContext?
    /// Whether the student is working in the context now.
    open private(set) var isActive = false
    /// The context's activity now: the last one made.
    open private(set) var currentActivity: CLSActivity?
    var children: [CLSContext] = []

    public init(type: CLSContextType, identifier: String, title: String) {
        (self.type, self.identifier, self.title) = (type, identifier, title)
        super.init()
    }

    /// The identifiers from the root context (the app's main context) to this one.
    open var identifierPath: [String] { (parent?.identifierPath ?? []) + [identifier] }

    /// Makes this the active context (and its ancestors).
    open func becomeActive() {
        isActive = true
        parent?.becomeActive()
    }

    /// Ends the student's work in this context.
    open func resignActive() { isActive = false }

    /// Adds `child` under this context.
    open func addChildContext(_ child: CLSContext) {
        child.removeFromParent()
        child.parent = self
        children.append(child)
        dateLastModified = Date()
    }

    /// Takes this context out of its parent's children.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// A new activity of this context, its current one.
    open func createNewActivity() -> CLSActivity {
        let activity = CLSActivity()
        currentActivity = activity
        return activity
    }

    /// The descendant at `identifierPath` below this context: each missing context on the way is
    /// asked of the data store's delegate, as on iOS; `nil` when the delegate makes none.
    open func descendant(
        matchingIdentifierPath identifierPath: [String],
        completion: @escaping @Sendable (CLSContext?, (any Error)?) -> Void
    ) {
        var context = self
        var walked: [String] = self.identifierPath
        for identifier in identifierPath {
            if let child = context.children.first(where: { $0.identifier == identifier }) {
                context = child
            } else if let made = CLSDataStore.shared.delegate?.createContext(
                forIdentifier: identifier, parentContext: context, parentIdentifierPath: walked)
            {
                context.addChildContext(made)
                context = made
            } else {
                completion(nil, nil)
                return
            }
            walked.append(identifier)
        }
        completion(context, nil)
    }
}
