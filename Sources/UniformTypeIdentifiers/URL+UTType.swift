import Foundation

// What UniformTypeIdentifiers adds to `URL` and strings: names completed with a type's extension.

extension UTType {
    /// `name` with the preferred extension of `type` appended, unless its extension already names a
    /// type that conforms to `type` (or `type` has no preferred extension).
    static func completing(_ name: String, for type: UTType) -> String {
        let current = (name as NSString).pathExtension
        if !current.isEmpty, let named = UTType(filenameExtension: current), named.conforms(to: type) { return name }
        guard let preferred = type.preferredFilenameExtension else { return name }
        return name + "." + preferred
    }
}

extension URL {
    /// The URL with the preferred extension of `contentType` appended, unless it already has an
    /// extension valid for that type.
    public func appendingPathExtension(for contentType: UTType) -> URL {
        let last = lastPathComponent, completed = UTType.completing(last, for: contentType)
        return completed == last ? self : deletingLastPathComponent().appendingPathComponent(completed)
    }

    /// Appends the preferred extension of `contentType`, unless the URL already has one valid for it.
    public mutating func appendPathExtension(for contentType: UTType) {
        self = appendingPathExtension(for: contentType)
    }

    /// The URL with `partialName` appended, completed with the preferred extension of `contentType`
    /// unless its own extension is valid for that type.
    public func appendingPathComponent(_ partialName: String, conformingTo contentType: UTType) -> URL {
        appendingPathComponent(UTType.completing(partialName, for: contentType))
    }

    /// Appends `partialName`, completed as ``appendingPathComponent(_:conformingTo:)`` does.
    public mutating func appendPathComponent(_ partialName: String, conformingTo contentType: UTType) {
        self = appendingPathComponent(partialName, conformingTo: contentType)
    }
}

extension StringProtocol {
    /// The path with the preferred extension of `contentType` appended, unless its extension is
    /// valid for that type.
    public func appendingPathExtension(for contentType: UTType) -> String {
        UTType.completing(String(self), for: contentType)
    }

    /// The path with `partialName` appended as a component, completed with the preferred extension
    /// of `contentType` unless its own extension is valid for that type.
    public func appendingPathComponent(_ partialName: String, conformingTo contentType: UTType) -> String {
        (String(self) as NSString).appendingPathComponent(UTType.completing(partialName, for: contentType))
    }
}
