import SwiftSyntax

extension FileGenerator {
    /// The imports an adapted file needs after its last line: on iOS `import Foundation` brings
    /// `URLSession`, `URLRequest`, `URLResponse` and `URLProtocol`; on Linux they are in
    /// FoundationNetworking. A file that imports Foundation gets it always, not only when it names
    /// one of those types: a file can call members of a `URLSession` it never names (a property
    /// of a type declared in another file), and the import costs nothing.
    var networkingImport: String {
        let modules = Set(
            tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text })
        guard modules.contains("Foundation"),
            modules.isDisjoint(with: ["FoundationNetworking", "UIKit", "CellSnapUIKit"])
        else { return "" }
        return "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"
    }
}
