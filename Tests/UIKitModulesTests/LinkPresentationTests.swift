// `import LinkPresentation` as a share sheet's item and a post's link preview use it: metadata
// kept, a provider that reaches no network (the answer a test set, else a failure, always
// asynchronously), and the link view refused when drawn. The answers are the process's, so the
// tests run one after another.
import CellSnapUIKitTesting
import Foundation
import LinkPresentation
import Testing
import UIKit

@Suite(.serialized) struct LinkPresentationTests {
    static let recipe = URL(string: "https://example.com/recipes/42")!

    init() { LPMetadataProvider.cellSnapReset() }

    @Test func metadataIsKeptAndCopied() throws {
        let metadata = LPLinkMetadata()
        #expect(metadata.url == nil && metadata.title == nil && metadata.imageProvider == nil)
        metadata.url = Self.recipe
        metadata.title = "Lemon tart"
        let copy = try #require(metadata.copy() as? LPLinkMetadata)
        #expect(copy !== metadata && copy == metadata && copy.title == "Lemon tart")
        copy.title = "Apple pie"
        #expect(copy != metadata && metadata.title == "Lemon tart")
    }

    @Test func aFetchFailsAsynchronouslyWithoutAnAnswer() async {
        let provider = LPMetadataProvider()
        #expect(provider.timeout == 30 && provider.shouldFetchSubresources)
        let result: (LPLinkMetadata?, LPError.Code?) = await withCheckedContinuation { continuation in
            provider.startFetchingMetadata(for: Self.recipe) { metadata, error in
                continuation.resume(returning: (metadata, (error as? LPError)?.code))
            }
        }
        #expect(result.0 == nil && result.1 == .metadataFetchFailed)
        await #expect(throws: LPError(.metadataFetchFailed)) {
            try await LPMetadataProvider().startFetchingMetadata(for: URLRequest(url: Self.recipe))
        }
    }

    @Test func aFetchAnswersWithTheTestsMetadataOnce() async throws {
        let page = LPLinkMetadata()
        page.title = "Lemon tart"
        page.url = URL(string: "https://example.com/recipes/lemon-tart")
        LPMetadataProvider.cellSnapSetMetadata(page, for: Self.recipe)
        page.title = "Changed after it was set"
        let provider = LPMetadataProvider()
        let fetched = try await provider.startFetchingMetadata(for: Self.recipe)
        #expect(fetched.title == "Lemon tart" && fetched.originalURL == Self.recipe)
        #expect(fetched.url == URL(string: "https://example.com/recipes/lemon-tart"))
        await #expect(throws: LPError(.metadataFetchCancelled)) {
            try await provider.startFetchingMetadata(for: Self.recipe)
        }
        let cancelled = LPMetadataProvider()
        cancelled.cancel()
        await #expect(throws: LPError(.metadataFetchCancelled)) {
            try await cancelled.startFetchingMetadata(for: Self.recipe)
        }
        LPMetadataProvider.cellSnapSetMetadata(nil, for: Self.recipe)
        await #expect(throws: LPError(.metadataFetchFailed)) {
            try await LPMetadataProvider().startFetchingMetadata(for: Self.recipe)
        }
    }

    @MainActor @Test func theLinkViewIsRefusedWhenDrawn() {
        let view = LPLinkView(url: Self.recipe)
        #expect(view.metadata.url == Self.recipe && view.metadata.originalURL == Self.recipe)
        let page = LPLinkMetadata()
        page.title = "Lemon tart"
        view.metadata = page
        #expect(view.metadata.title == "Lemon tart")
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 120)
        #expect {
            _ = try view.cellSnapScreen()
        } throws: { error in
            (error as? CellSnapUIKitError)?.call == "LPLinkView"
        }
    }
}
