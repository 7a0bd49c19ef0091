// AVFoundation's export sessions and video compositions as photo and video editors write them:
// CellSnap decodes no media, so an export fails at once with an error naming the asset and
// writes nothing, and a composition's Core Image handler is never called.
import AVFoundation
import CellSnapUIKit
import CoreImage
import Foundation
import Testing

@Suite struct AVExportTests {
    @Test func anExportFailsAtOnceAndWritesNothing() throws {
        let asset = AVURLAsset(url: URL(fileURLWithPath: "/tmp/clip.mov"))
        #expect(AVAssetExportSession(asset: asset, presetName: "NoSuchPreset") == nil)
        let export = try #require(AVAssetExportSession(asset: asset, presetName: AVAssetExportPresetHighestQuality))
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("AVExportTests-\(getpid()).mov")
        (export.outputURL, export.outputFileType) = (output, .mov)
        nonisolated(unsafe) var handled = false
        export.videoComposition = AVVideoComposition(asset: asset) { _ in handled = true }
        #expect(export.status == .unknown && export.supportedFileTypes == [.mov, .mp4, .m4v])
        nonisolated(unsafe) var finished = false
        export.exportAsynchronously { finished = true }
        #expect(finished && !handled && export.status == .failed)
        let error = try #require(export.error as? CellSnapUIKitError)
        #expect(error.call == "AVURLAsset.export with AVAssetExportPresetHighestQuality of \"file:///tmp/clip.mov\"")
        #expect(!FileManager.default.fileExists(atPath: output.path))
        #expect(AVFileType.mov.rawValue == "com.apple.quicktime-movie")
    }

    @Test func aSessionCancelledBeforeItStartsStaysCancelled() throws {
        let asset = AVURLAsset(url: URL(fileURLWithPath: "/tmp/song.m4a"))
        let export = try #require(AVAssetExportSession(asset: asset, presetName: AVAssetExportPresetAppleM4A))
        export.cancelExport()
        export.exportAsynchronously {}
        #expect(export.status == .cancelled && export.error == nil && export.supportedFileTypes == [.m4a])
        let composition = AVMutableVideoComposition()
        composition.renderSize = CGSize(width: 1920, height: 1080)
        #expect(composition.renderSize.width == 1920 && composition.frameDuration == CMTime(value: 1, timescale: 30))
    }
}
