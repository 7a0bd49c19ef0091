// `import MediaPlayer` alone brings AVFoundation, as the SDK's module does: an audio app's file
// that imports MediaPlayer makes its `AVPlayer` and reads an `AVAsset`'s duration.
import MediaPlayer
import Testing

@MainActor @Suite struct MediaPlayerExportsTests {
    @Test func mediaPlayerBringsAVFoundation() {
        let url = URL(fileURLWithPath: "/nonexistent/track.m4a")
        let player = AVPlayer(url: url)
        #expect(player.currentItem != nil)
        #expect(AVURLAsset(url: url).url == url)
    }
}
