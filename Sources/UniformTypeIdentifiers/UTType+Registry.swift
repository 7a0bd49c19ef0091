import CellSnapFoundation
import Synchronization

extension UTType {
    /// The types the process declared with `init(exportedAs:)` and `init(importedAs:)`.
    private static let processDeclarations = Mutex<[String: TypeDeclaration]>([:])

    static func declaration(of identifier: String) -> TypeDeclaration? {
        SystemTypes.byIdentifier[identifier] ?? processDeclarations.withLock { $0[identifier] }
    }

    static func declare(_ identifier: String, _ parent: UTType?) {
        let declaration = TypeDeclaration(
            identifier: identifier, conformsTo: parent.map { [$0.identifier] } ?? [], extensions: [], mimeTypes: [],
            description: "")
        processDeclarations.withLock { $0[identifier] = declaration }
    }

    /// The declared types that have `tag` (lower case) of `tagClass` and conform to `supertype`,
    /// in the table's order.
    static func declared(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        SystemTypes.table.filter { declaration in
            let tags = tagClass == .mimeType ? declaration.mimeTypes : declaration.extensions
            return tags.contains(tag)
        }
        .map { UTType(declaredIdentifier: $0.identifier) }
        .filter { supertype.map($0.conforms(to:)) ?? true }
    }
}

/// A kind of tag that names a type, as `UTTagClass`: filename extensions and MIME types.
public struct UTTagClass: RawRepresentable, Hashable, Sendable, Codable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Filename extensions, `public.filename-extension`.
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// MIME types, `public.mime-type`.
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}
