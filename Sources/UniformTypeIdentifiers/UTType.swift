import CellSnapFoundation
import Foundation

/// A uniform type identifier, as the UniformTypeIdentifiers framework's `UTType`: a type of data
/// (`public.png`) with the types it conforms to (`public.image`, `public.data`, ...), its filename
/// extensions and MIME types. CellSnap knows the system-declared types of the SDK's static
/// properties (``png``, ``plainText``, ``movie``, ...) with the conformance Apple documents; a
/// filename extension or MIME type it does not know gives a dynamic type, as on iOS.
///
/// | member | here |
/// | --- | --- |
/// | ``init(_:)`` | a system-declared type, or one the process declared; `nil` otherwise |
/// | ``init(filenameExtension:conformingTo:)``, ``init(mimeType:conformingTo:)`` | the declared type with that tag that conforms; otherwise a dynamic type (its identifier starts with `dyn.`; Apple's encoding of the rest is undocumented, CellSnap's is its own) |
/// | ``init(exportedAs:conformingTo:)``, ``init(importedAs:conformingTo:)`` | declares the type for the process (an app declares its own types in its Info.plist, which CellSnap does not read) |
/// | ``localizedDescription`` | the English description of a declared type; `nil` for a dynamic one |
///
/// ```swift
/// UTType.png.conforms(to: .image)                        // true
/// UTType(filenameExtension: "jpg")?.preferredMIMEType    // "image/jpeg"
/// UTType.plainText.supertypes.contains(.data)            // true
/// ```
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier, such as `public.png`.
    public let identifier: String
    /// The declaration of a dynamic type, which no table holds.
    private let dynamic: TypeDeclaration?

    package init(declaredIdentifier identifier: String) {
        (self.identifier, dynamic) = (identifier, nil)
    }

    /// The type whose identifier is `identifier`: a system-declared one or one the process declared
    /// (``init(exportedAs:conformingTo:)``); `nil` for any other, as UIKit answers for a type no
    /// one declared.
    public init?(_ identifier: String) {
        guard Self.declaration(of: identifier) != nil else { return nil }
        self.init(declaredIdentifier: identifier)
    }

    /// The type that `filenameExtension` (without its dot) names and that conforms to `supertype`;
    /// a dynamic type of that extension when no declared type does. `nil` for an empty extension.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type of `mimeType` (compared ignoring case) that conforms to `supertype`; a dynamic type
    /// of that MIME type when no declared type does. `nil` for an empty MIME type.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// The type with `tag` of `tagClass` that conforms to `supertype` (any type for `nil`); a
    /// dynamic type of that tag when no declared type does. `nil` for an empty tag.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        let tag = tag.lowercased()
        guard !tag.isEmpty else { return nil }
        if let found = Self.declared(tag: tag, tagClass: tagClass, conformingTo: supertype).first {
            self = found
            return
        }
        let parents = supertype.map { [$0.identifier] } ?? []
        let encoded = tag.utf8.map { String($0, radix: 16) }.joined()
        let declaration = TypeDeclaration(
            identifier: "dyn.cellsnap-\(tagClass == .mimeType ? "m" : "e")\(encoded)", conformsTo: parents,
            extensions: tagClass == .filenameExtension ? [tag] : [], mimeTypes: tagClass == .mimeType ? [tag] : [],
            description: "")
        (identifier, dynamic) = (declaration.identifier, declaration)
    }

    /// Declares a type the app exports (defines), conforming to `parentType`, for the process,
    /// and returns it. On iOS the app's Info.plist declares it; CellSnap reads no Info.plist, so
    /// this call is the declaration.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        Self.declare(identifier, parentType)
        self.init(declaredIdentifier: identifier)
    }

    /// Declares a type the app imports (uses, defined elsewhere), conforming to `parentType`, for
    /// the process, and returns it; a system-declared type of that identifier stays as it is.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        if SystemTypes.byIdentifier[identifier] == nil { Self.declare(identifier, parentType) }
        self.init(declaredIdentifier: identifier)
    }

    /// Every declared type with `tag` of `tagClass` that conforms to `supertype`.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        declared(tag: tag.lowercased(), tagClass: tagClass, conformingTo: supertype)
    }

    private var declaration: TypeDeclaration? { dynamic ?? Self.declaration(of: identifier) }

    /// The preferred filename extension, without its dot (`png`); `nil` when the type has none.
    public var preferredFilenameExtension: String? { declaration?.extensions.first }
    /// The preferred MIME type (`image/png`); `nil` when the type has none.
    public var preferredMIMEType: String? { declaration?.mimeTypes.first { !$0.hasSuffix("/*") } }
    /// The type's description in English (CellSnap has no other localisation); `nil` for a
    /// dynamic type and for one the process declared (its description is in an Info.plist).
    public var localizedDescription: String? {
        guard dynamic == nil, let description = declaration?.description, !description.isEmpty else { return nil }
        return description
    }
    /// The type's tags: its filename extensions and MIME types.
    public var tags: [UTTagClass: [String]] {
        guard let declaration else { return [:] }
        var tags: [UTTagClass: [String]] = [:]
        if !declaration.extensions.isEmpty { tags[.filenameExtension] = declaration.extensions }
        let mimeTypes = declaration.mimeTypes.filter { !$0.hasSuffix("/*") }
        if !mimeTypes.isEmpty { tags[.mimeType] = mimeTypes }
        return tags
    }
    /// Whether the type was declared (by the system or the process) rather than made for a tag.
    public var isDeclared: Bool { dynamic == nil && Self.declaration(of: identifier) != nil }
    /// Whether the type was made for a tag no declared type has.
    public var isDynamic: Bool { dynamic != nil }
    /// Whether the system declares the type (a `public.` type or another the SDK declares).
    public var isPublic: Bool { SystemTypes.byIdentifier[identifier] != nil }
    /// The version of the type's declaration: none here.
    public var version: NSNumber? { nil }
    /// A page about the type: none here.
    public var referenceURL: URL? { nil }

    /// Every type this type conforms to, directly or through another (not the type itself).
    public var supertypes: Set<UTType> {
        var found = Set<UTType>()
        var pending = declaration?.conformsTo ?? []
        while let next = pending.popLast() {
            let type = UTType(declaredIdentifier: next)
            if found.insert(type).inserted { pending += Self.declaration(of: next)?.conformsTo ?? [] }
        }
        return found
    }

    /// Whether the type is `type` or conforms to it, directly or through another.
    public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }
    /// Whether `type` conforms to this type and is not it.
    public func isSupertype(of type: UTType) -> Bool { type != self && type.conforms(to: self) }
    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    public var description: String { identifier }
    public var debugDescription: String { "<\(identifier)> (\(localizedDescription ?? "dynamic"))" }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    public init(from decoder: any Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        (self.identifier, dynamic) = (identifier, nil)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}
