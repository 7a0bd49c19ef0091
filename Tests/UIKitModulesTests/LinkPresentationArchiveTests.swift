// `import LinkPresentation` alone, as a link cache's file writes it: it brings UIKit (`UIView`, the
// link view's superclass), and metadata archives and unarchives securely with its URLs and title.
import Foundation
import LinkPresentation
import Testing

@MainActor @Suite struct LinkPresentationArchiveTests {
    @Test func metadataArchivesItsURLsAndTitle() throws {
        let metadata = LPLinkMetadata()
        metadata.originalURL = URL(string: "https://example.com/r/42")
        metadata.url = URL(string: "https://example.com/recipes/42")
        metadata.title = "Lemon tart"
        let data = try NSKeyedArchiver.archivedData(withRootObject: metadata, requiringSecureCoding: true)
        let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: LPLinkMetadata.self, from: data))
        #expect(back == metadata && back.remoteVideoURL == nil && back.iconProvider == nil)
        let view: UIView = LPLinkView(metadata: back)
        #expect(view is LPLinkView)
    }
}
