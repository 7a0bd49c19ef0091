// The import the adapter adds where iOS's Foundation has networking types that Linux's lacks.
import ObjCAdaptation
import Testing

/// A file that imports Foundation gets FoundationNetworking after its last line (where iOS's
/// Foundation has `URLRequest` and `URLSession`), its lines keeping their numbers; a file that
/// imports UIKit (which re-exports it) or FoundationNetworking itself, or not Foundation, does not.
@Test(
    arguments: [
        ("import Foundation\nlet request: URLRequest? = nil", true),
        ("import struct Foundation.URL\nlet session = URLSession.shared", true),
        ("import Foundation\nimport UIKit\nlet session = URLSession.shared", false),
        ("import Foundation\nimport FoundationNetworking\nlet session = URLSession.shared", false),
        ("let x = 1", false),
    ] as [(String, Bool)])
func foundationNetworkingImport(_ source: String, _ imports: Bool) {
    let output = ModuleAdapter(sources: [.init(path: "/app/Net.swift", text: source)]).adapt()
    #expect(
        output.files[0]
            == "#sourceLocation(file: \"/app/Net.swift\", line: 1)\n\(source)\n#sourceLocation()\n"
            + (imports ? "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n" : ""))
}
