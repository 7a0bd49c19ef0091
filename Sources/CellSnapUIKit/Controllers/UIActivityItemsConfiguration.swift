import Foundation

/// The items a responder offers to share, as UIKit's `UIActivityItemsConfiguration` (iOS 14): item
/// providers made from objects, with metadata, previews and the app's own activities given by
/// closures. A responder offers one through ``UIResponder/activityItemsConfiguration``; the share
/// sheet and the system's Share commands read it.
///
/// ```swift
/// let configuration = UIActivityItemsConfiguration(objects: [NSString(string: "Bring the folder")])
/// configuration.metadataProvider = { key in key == .title ? "Note" : nil }
/// configuration.activityItemsConfigurationMetadata(key: .title) as? String   // "Note"
/// ```
///
/// No visible effect: sharing happens only when the user asks to share, and the share sheet is
/// not drawn.
@preconcurrency @MainActor open class UIActivityItemsConfiguration: NSObject, UIActivityItemsConfigurationReading {
    /// An object the app keeps with the configuration.
    ///
    /// No visible effect: sharing happens only when the user asks to share.
    open var localObject: Any?
    /// The interactions the items may be used for: sharing.
    ///
    /// No visible effect: sharing happens only when the user asks to share.
    open var supportedInteractions: [UIActivityItemsConfigurationInteraction] = [.share]
    /// Metadata for the whole configuration, by key.
    ///
    /// No visible effect: sharing happens only when the user asks to share.
    open var metadataProvider: ((UIActivityItemsConfigurationMetadataKey) -> Any?)?
    /// Metadata for one item, by its index and key.
    ///
    /// No visible effect: sharing happens only when the user asks to share.
    open var perItemMetadataProvider: ((Int, UIActivityItemsConfigurationMetadataKey) -> Any?)?
    /// A preview of one item, by its index, the preview's intent and a suggested size.
    ///
    /// No visible effect: sharing happens only when the user asks to share.
    open var previewProvider: ((Int, UIActivityItemsConfigurationPreviewIntent, CGSize) -> NSItemProvider?)?
    /// The app's own activities offered beside the system's.
    ///
    /// No visible effect: sharing happens only when the user asks to share.
    open var applicationActivitiesProvider: (() -> [UIActivity])?

    private let providers: [NSItemProvider]

    /// A configuration of `itemProviders`.
    ///
    /// No visible effect: sharing happens only when the user asks to share.
    public init(itemProviders: [NSItemProvider]) {
        providers = itemProviders
        super.init()
    }

    /// A configuration of a provider for each of `objects`.
    ///
    /// No visible effect: sharing happens only when the user asks to share.
    public convenience init(objects: [any NSItemProviderWriting]) {
        self.init(itemProviders: objects.map { NSItemProvider(object: $0) })
    }

    /// No visible effect: sharing happens only when the user asks to share.
    open var itemProvidersForActivityItemsConfiguration: [NSItemProvider] { providers }
    /// Whether `interaction` is one of ``supportedInteractions``.
    ///
    /// No visible effect: sharing happens only when the user asks to share.
    open func activityItemsConfigurationSupports(interaction: UIActivityItemsConfigurationInteraction) -> Bool {
        supportedInteractions.contains(interaction)
    }
    /// ``metadataProvider``'s answer for `key`.
    ///
    /// No visible effect: sharing happens only when the user asks to share.
    open func activityItemsConfigurationMetadata(key: UIActivityItemsConfigurationMetadataKey) -> Any? {
        metadataProvider?(key)
    }
    /// ``perItemMetadataProvider``'s answer for the item at `index` and `key`.
    ///
    /// No visible effect: sharing happens only when the user asks to share.
    open func activityItemsConfigurationMetadataForItem(at index: Int, key: UIActivityItemsConfigurationMetadataKey)
        -> Any?
    { perItemMetadataProvider?(index, key) }
    /// ``previewProvider``'s preview of the item at `index`.
    ///
    /// No visible effect: sharing happens only when the user asks to share.
    open func activityItemsConfigurationPreviewForItem(
        at index: Int, intent: UIActivityItemsConfigurationPreviewIntent, suggestedSize: CGSize
    ) -> NSItemProvider? { previewProvider?(index, intent, suggestedSize) }
    /// ``applicationActivitiesProvider``'s activities.
    ///
    /// No visible effect: sharing happens only when the user asks to share.
    open var applicationActivitiesForActivityItemsConfiguration: [UIActivity]? { applicationActivitiesProvider?() }
}

/// What offers items to share, as UIKit's `UIActivityItemsConfigurationReading` (iOS 14): its item
/// providers, and optionally the interactions it supports, metadata, previews and activities.
///
/// No visible effect: sharing happens only when the user asks to share.
@preconcurrency @MainActor public protocol UIActivityItemsConfigurationReading: NSObjectProtocol {
    var itemProvidersForActivityItemsConfiguration: [NSItemProvider] { get }
    func activityItemsConfigurationSupports(interaction: UIActivityItemsConfigurationInteraction) -> Bool
    func activityItemsConfigurationMetadata(key: UIActivityItemsConfigurationMetadataKey) -> Any?
    func activityItemsConfigurationMetadataForItem(at index: Int, key: UIActivityItemsConfigurationMetadataKey)
        -> Any?
    func activityItemsConfigurationPreviewForItem(
        at index: Int, intent: UIActivityItemsConfigurationPreviewIntent, suggestedSize: CGSize
    ) -> NSItemProvider?
    var applicationActivitiesForActivityItemsConfiguration: [UIActivity]? { get }
}

extension UIActivityItemsConfigurationReading {
    /// Not implemented: every interaction is supported.
    ///
    /// No visible effect: sharing happens only when the user asks to share.
    public func activityItemsConfigurationSupports(interaction: UIActivityItemsConfigurationInteraction) -> Bool {
        true
    }
    /// Not implemented: no metadata.
    ///
    /// No visible effect: sharing happens only when the user asks to share.
    public func activityItemsConfigurationMetadata(key: UIActivityItemsConfigurationMetadataKey) -> Any? { nil }
    /// Not implemented: no metadata.
    ///
    /// No visible effect: sharing happens only when the user asks to share.
    public func activityItemsConfigurationMetadataForItem(
        at index: Int, key: UIActivityItemsConfigurationMetadataKey
    ) -> Any? { nil }
    /// Not implemented: no preview.
    ///
    /// No visible effect: sharing happens only when the user asks to share.
    public func activityItemsConfigurationPreviewForItem(
        at index: Int, intent: UIActivityItemsConfigurationPreviewIntent, suggestedSize: CGSize
    ) -> NSItemProvider? { nil }
    /// Not implemented: no activities of the app's own.
    ///
    /// No visible effect: sharing happens only when the user asks to share.
    public var applicationActivitiesForActivityItemsConfiguration: [UIActivity]? { nil }
}

/// A key of an items configuration's metadata, as UIKit's `UIActivityItemsConfigurationMetadataKey`.
public struct UIActivityItemsConfigurationMetadataKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The items' title (a `String`).
    public static let title = UIActivityItemsConfigurationMetadataKey("title")
    /// The body of a message that shares the items (a `String`).
    public static let messageBody = UIActivityItemsConfigurationMetadataKey("messageBody")
    /// Link Presentation's metadata of the items.
    public static let linkPresentationMetadata = UIActivityItemsConfigurationMetadataKey("linkPresentationMetadata")
    /// The people the items are shared with (iOS 16).
    public static let shareRecipients = UIActivityItemsConfigurationMetadataKey("shareRecipients")
}

/// What an items configuration may be used for, as UIKit's `UIActivityItemsConfigurationInteraction`.
public struct UIActivityItemsConfigurationInteraction: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Sharing.
    public static let share = UIActivityItemsConfigurationInteraction("share")
}

/// What a preview of an item is for, as UIKit's `UIActivityItemsConfigurationPreviewIntent`.
public struct UIActivityItemsConfigurationPreviewIntent: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// A full-size preview.
    public static let fullSize = UIActivityItemsConfigurationPreviewIntent("fullSize")
    /// A thumbnail.
    public static let thumbnail = UIActivityItemsConfigurationPreviewIntent("thumbnail")
}
