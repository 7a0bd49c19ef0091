// `import CoreServices` alone, as an app's file-opening and sharing code writes it: `UTType` and
// the deprecated `kUTType` constants and functions come through it, as on iOS.
import CoreServices
import Foundation
import Testing

@Suite struct CoreServicesTests {
    @Test func typeIdentifiersComeThroughCoreServices() throws {
        let json = try #require(UTType(filenameExtension: "json"))
        #expect(json == .json && json.conforms(to: .text))
        #expect((kUTTypeURL as String) == UTType.url.identifier)
        let identifier = UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, "png" as CFString, nil)
        #expect(identifier?.takeRetainedValue() as String? == "public.png")
        #expect(UTTypeConformsTo(kUTTypePNG, kUTTypeImage))
    }
}
