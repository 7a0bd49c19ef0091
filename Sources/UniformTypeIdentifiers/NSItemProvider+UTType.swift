import CellSnapFoundation
import Foundation

// What UniformTypeIdentifiers adds to `NSItemProvider` on Apple platforms: its representations
// registered and loaded by `UTType`.
extension NSItemProvider {
    /// The types of the registered representations, in order (for an identifier that no one
    /// declared, a type that keeps it and is neither declared nor dynamic).
    public var registeredContentTypes: [UTType] {
        registeredTypeIdentifiers.map { UTType($0) ?? UTType(declaredIdentifier: $0) }
    }

    /// The registered types that conform to `contentType`.
    public func registeredContentTypes(conformingTo contentType: UTType) -> [UTType] {
        registeredContentTypes.filter { $0.conforms(to: contentType) }
    }

    /// Registers data of `contentType` that `loadHandler` hands over when asked.
    public func registerDataRepresentation(
        for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        registerDataRepresentation(
            forTypeIdentifier: contentType.identifier, visibility: visibility, loadHandler: loadHandler)
    }

    /// Hands the data of the first registered representation that conforms to `contentType` to
    /// `completionHandler` (at once, on the calling thread); an error when none does.
    @discardableResult
    public func loadDataRepresentation(
        for contentType: UTType, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        let identifier = registeredContentTypes(conformingTo: contentType).first?.identifier ?? contentType.identifier
        return loadDataRepresentation(forTypeIdentifier: identifier, completionHandler: completionHandler)
    }
}
