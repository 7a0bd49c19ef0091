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

    /// Registers a file of `contentType` that `loadHandler` hands over when asked (its URL, and
    /// whether a reader must coordinate access to it); with `openInPlace`, readers may open the
    /// file itself.
    public func registerFileRepresentation(
        for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all, openInPlace: Bool = false,
        loadHandler: @escaping @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?
    ) {
        registerFileRepresentation(
            forTypeIdentifier: contentType.identifier, fileOptions: openInPlace ? .openInPlace : [],
            visibility: visibility, loadHandler: loadHandler)
    }

    /// Hands the file of the first registered representation that conforms to `contentType` to
    /// `completionHandler` (at once, on the calling thread): with `openInPlace`, the registered
    /// file itself when it allows it (the handler's `Bool` is then `true`), otherwise a copy
    /// deleted when the handler returns; an error when no representation conforms.
    @discardableResult
    public func loadFileRepresentation(
        for contentType: UTType, openInPlace: Bool = false,
        completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void
    ) -> Progress {
        let identifier = registeredContentTypes(conformingTo: contentType).first?.identifier ?? contentType.identifier
        if openInPlace {
            return loadInPlaceFileRepresentation(forTypeIdentifier: identifier, completionHandler: completionHandler)
        }
        return loadFileRepresentation(forTypeIdentifier: identifier) { url, error in
            completionHandler(url, false, error)
        }
    }
}
