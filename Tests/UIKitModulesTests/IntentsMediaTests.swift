// Intents' media items and play-media intent, and MediaPlayer's media types, as a library screen
// that offers its items to Siri builds them.
import Foundation
import Intents
import MediaPlayer
import Testing

@Suite struct IntentsMediaTests {
    @Test func playMediaIntentsKeepAndCopyTheirParameters() throws {
        let item = INMediaItem(identifier: "t1", title: "Rain", type: .song, artwork: nil, artist: "Anon")
        let intent = INPlayMediaIntent(
            mediaItems: [item], mediaContainer: nil, playShuffled: true, playbackRepeatMode: .one,
            resumePlayback: false, playbackQueueLocation: .next, playbackSpeed: 1.5)
        let copy = try #require(intent.copy() as? INPlayMediaIntent)
        #expect(copy.mediaItems == [item] && copy.playShuffled == true && copy.playbackRepeatMode == .one)
        #expect(copy.resumePlayback == false && copy.playbackQueueLocation == .next && copy.playbackSpeed == 1.5)
        #expect(copy.identifier == intent.identifier && INPlayMediaIntent().mediaItems == nil)
        #expect(item == INMediaItem(identifier: "t1", title: "Rain", type: .song, artwork: nil, artist: "Anon"))
        #expect(INMediaItemType.podcastEpisode.rawValue == 7 && INPlaybackRepeatMode.all.rawValue == 2)
    }

    @Test func mediaTypesAreTheSDKsBits() {
        #expect(
            MPMediaType.anyAudio.contains([.music, .podcast, .audioBook]) && !MPMediaType.anyAudio.contains(.movie))
        #expect(MPMediaType.anyVideo.contains(.musicVideo) && MPMediaType.any.contains(.homeVideo))
        #expect(MPMediaItemPropertyMediaType == "mediaType")
    }
}
