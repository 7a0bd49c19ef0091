import CellSnapFoundation
import Foundation

/// The kinds of data a responder accepts when something is pasted or dropped on it, as UIKit's
/// `UIPasteConfiguration`: uniform type identifiers, given or read from the classes an item
/// provider can make.
///
/// ```swift
/// let configuration = UIPasteConfiguration(acceptableTypeIdentifiers: ["public.plain-text"])
/// configuration.addAcceptableTypeIdentifiers(["public.png"])
/// configuration.acceptableTypeIdentifiers   // ["public.plain-text", "public.png"]
/// ```
@preconcurrency @MainActor open class UIPasteConfiguration: NSObject {
    /// The type identifiers accepted, in the order added.
    open var acceptableTypeIdentifiers: [String]

    /// A configuration that accepts nothing yet.
    public override init() {
        acceptableTypeIdentifiers = []
        super.init()
    }

    /// A configuration that accepts `acceptableTypeIdentifiers`.
    public init(acceptableTypeIdentifiers: [String]) {
        self.acceptableTypeIdentifiers = acceptableTypeIdentifiers
        super.init()
    }

    /// A configuration that accepts what instances of `aClass` are read from.
    public convenience init(forAccepting aClass: any NSItemProviderReading.Type) {
        self.init(acceptableTypeIdentifiers: aClass.readableTypeIdentifiersForItemProvider)
    }

    /// Adds `acceptableTypeIdentifiers` to those accepted (each once).
    open func addAcceptableTypeIdentifiers(_ acceptableTypeIdentifiers: [String]) {
        for identifier in acceptableTypeIdentifiers where !self.acceptableTypeIdentifiers.contains(identifier) {
            self.acceptableTypeIdentifiers.append(identifier)
        }
    }

    /// Adds what instances of `aClass` are read from to those accepted.
    open func addTypeIdentifiers(forAccepting aClass: any NSItemProviderReading.Type) {
        addAcceptableTypeIdentifiers(aClass.readableTypeIdentifiersForItemProvider)
    }
}

/// An object that takes pasted and dropped data by its paste configuration, as UIKit's
/// `UIPasteConfigurationSupporting`.
@preconcurrency @MainActor public protocol UIPasteConfigurationSupporting: NSObjectProtocol {
    /// The kinds of data the object accepts.
    var pasteConfiguration: UIPasteConfiguration? { get set }
    /// Takes the pasted `itemProviders`.
    func paste(itemProviders: [NSItemProvider])
    /// Whether the object takes `itemProviders`.
    func canPaste(_ itemProviders: [NSItemProvider]) -> Bool
}

extension UIPasteConfigurationSupporting {
    /// Not implemented: nothing is taken.
    ///
    /// No visible effect: a paste is a person's action, which a snapshot has none of.
    public func paste(itemProviders: [NSItemProvider]) { OptionalRequirements.unimplemented(()) }

    /// Not implemented: whether one of `itemProviders` has data of a type the paste configuration
    /// accepts, as UIKit decides for an object that does not.
    public func canPaste(_ itemProviders: [NSItemProvider]) -> Bool {
        let accepted = pasteConfiguration?.acceptableTypeIdentifiers ?? []
        return OptionalRequirements.unimplemented(
            itemProviders.contains { provider in accepted.contains(where: provider.hasItemConformingToTypeIdentifier) })
    }
}
