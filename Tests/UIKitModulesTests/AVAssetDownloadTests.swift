// HTTP Live Streaming downloads for offline playback as an app's download manager writes them: a
// background session, tasks per asset, and the delegate told that each failed, as iOS tells it
// with no network.
import AVFoundation
import Foundation
import FoundationNetworking
import Testing

@Suite struct AVAssetDownloadTests {
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
