// HTTP Live Streaming downloads for offline playback as an app's download manager writes them: a
// background session, tasks per asset, and the delegate told that each failed, as iOS tells it
// with no network.
import AVFoundation
import Foundation
import FoundationNetworking
import Testing

@Suite struct AVAssetDownloadTests {
    /// An asset's groups are never known (nothing is decoded), so a screen's subtitle menu finds
    /// none; the groups a test makes filter and select as AVFoundation's do.
    @Test func mediaSelectionGroupsFilterAndSelectTheirOptions() async throws {
        let asset = AVURLAsset(url: try #require(URL(string: "https://example.com/show/master.m3u8")))
        #expect(asset.mediaSelectionGroup(forMediaCharacteristic: .legible) == nil)
        #expect(asset.availableMediaCharacteristicsWithMediaSelectionOptions.isEmpty)
        await #expect(throws: (any Error).self) { _ = try await asset.loadMediaSelectionGroup(for: .audible) }
        #expect(asset.variants.isEmpty)
        await #expect(throws: (any Error).self) { _ = try await asset.load(.variants) }
        let configuration = AVAssetDownloadConfiguration(asset: asset, title: "Film")
        let wide = NSPredicate { variant, _ in
            ((variant as? AVAssetVariant)?.videoAttributes?.presentationSize.width ?? 0) >= 1_920
        }
        configuration.primaryContentConfiguration.variantQualifiers = [AVAssetVariantQualifier(predicate: wide)]
        #expect(configuration.primaryContentConfiguration.variantQualifiers.count == 1)

        let english = AVMediaSelectionOption(
            cellSnapMediaType: .subtitle, extendedLanguageTag: "en-US", displayName: "English")
        let forced = AVMediaSelectionOption(
            cellSnapMediaType: .subtitle, extendedLanguageTag: "en", displayName: "English (Forced)",
            characteristics: [.containsOnlyForcedSubtitles])
        let french = AVMediaSelectionOption(
            cellSnapMediaType: .subtitle, extendedLanguageTag: "fr-FR", displayName: "Français", isPlayable: false)
        let group = AVMediaSelectionGroup(cellSnapOptions: [english, forced, french], defaultOption: forced)
        let options = group.options
        #expect(AVMediaSelectionGroup.playableMediaSelectionOptions(from: options) == [english, forced])
        #expect(
            AVMediaSelectionGroup.mediaSelectionOptions(from: options, with: Locale(identifier: "fr_CA")) == [french])
        #expect(
            AVMediaSelectionGroup.mediaSelectionOptions(
                from: options, withoutMediaCharacteristics: [.containsOnlyForcedSubtitles]) == [english, french])
        #expect(
            AVMediaSelectionGroup.mediaSelectionOptions(
                from: options, withMediaCharacteristics: [.containsOnlyForcedSubtitles]) == [forced])
        #expect(
            AVMediaSelectionGroup.mediaSelectionOptions(
                from: options, filteredAndSortedAccordingToPreferredLanguages: ["fr", "en-GB", "de"])
                == [french, english, forced])
        #expect(
            english.locale?.language.languageCode == .english
                && english.displayName(with: Locale(identifier: "fr")) == "English")

        let item = AVPlayerItem(asset: asset)
        #expect(item.currentMediaSelection.selectedMediaOption(in: group) === forced)
        #expect(item.currentMediaSelection.mediaSelectionCriteriaCanBeAppliedAutomatically(to: group))
        item.select(french, in: group)
        #expect(item.currentMediaSelection.selectedMediaOption(in: group) === french)
        item.select(nil, in: group)
        #expect(item.currentMediaSelection.selectedMediaOption(in: group) == nil)
        let other = AVMediaSelectionOption(cellSnapMediaType: .audio, displayName: "Stereo")
        item.select(other, in: group)  // not an option of the group: ignored
        #expect(item.currentMediaSelection.selectedMediaOption(in: group) == nil)
        let fixed = AVMediaSelectionGroup(cellSnapOptions: [english], allowsEmptySelection: false)
        item.select(nil, in: fixed)  // the group needs an option: ignored
        #expect(item.currentMediaSelection.mediaSelectionCriteriaCanBeAppliedAutomatically(to: fixed))
        item.selectMediaOptionAutomatically(in: group)
        #expect(item.currentMediaSelection.selectedMediaOption(in: group) === forced)
    }

    @Test func aResumedDownloadFailsOfflineOnTheDelegateQueue() async throws {
        let delegate = DownloadDelegate()
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let configuration = URLSessionConfiguration.background(withIdentifier: "downloads")
        #expect(configuration.identifier == "downloads")
        let session = AVAssetDownloadURLSession(
            configuration: configuration, assetDownloadDelegate: delegate, delegateQueue: queue)
        let asset = AVURLAsset(url: try #require(URL(string: "https://example.com/show/master.m3u8")))
        let task = try #require(
            session.makeAssetDownloadTask(
                asset: asset, assetTitle: "Show", assetArtworkData: nil,
                options: [AVAssetDownloadTaskMinimumRequiredMediaBitrateKey: 265_000]))
        #expect(
            task.state == .suspended && task.urlAsset === asset && task.error == nil && task.loadedTimeRanges.isEmpty)
        let error = await withCheckedContinuation { continuation in
            delegate.finished = { continuation.resume(returning: $0) }
            task.resume()
        }
        let urlError = try #require(error as? URLError)
        #expect(urlError.code == .notConnectedToInternet && urlError.errorCode == -1009)
        #expect(urlError.localizedDescription.contains("https://example.com/show/master.m3u8"))
        #expect(task.state == .completed && (task.error as? URLError)?.code == .notConnectedToInternet)
        task.cancel()
        #expect((task.error as? URLError)?.code == .notConnectedToInternet)
    }

    @Test func aggregateAndConfiguredTasksFailOrCancelToo() async throws {
        let delegate = DownloadDelegate()
        let session = AVAssetDownloadURLSession(
            configuration: .background(withIdentifier: "aggregate"), assetDownloadDelegate: delegate, delegateQueue: nil
        )
        let asset = AVURLAsset(url: try #require(URL(string: "https://example.com/film.m3u8")))
        #expect(asset.allMediaSelections.count == 1 && asset.preferredMediaSelection.asset === asset)
        let aggregate = try #require(
            session.aggregateAssetDownloadTask(
                with: asset, mediaSelections: asset.allMediaSelections, assetTitle: "Film", assetArtworkData: nil))
        let cancelled = await withCheckedContinuation { continuation in
            delegate.finished = { continuation.resume(returning: $0) }
            aggregate.cancel()
        }
        #expect((cancelled as? URLError)?.code == .cancelled && aggregate.state == .completed)
        let configuration = AVAssetDownloadConfiguration(asset: asset, title: "Film")
        configuration.primaryContentConfiguration.mediaSelections = [asset.preferredMediaSelection]
        let task = session.makeAssetDownloadTask(downloadConfiguration: configuration)
        let failed = await withCheckedContinuation { continuation in
            delegate.finished = { continuation.resume(returning: $0) }
            task.resume()
        }
        #expect((failed as? URLError)?.code == .notConnectedToInternet && task.urlAsset === asset)
    }
}

private final class DownloadDelegate: NSObject, AVAssetDownloadDelegate, @unchecked Sendable {
    var finished: ((Error?) -> Void)?

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        finished?(error)
    }
}
