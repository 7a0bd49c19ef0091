import Foundation

/// A kind of media, as Intents' `INMediaItemType` (the SDK's raw values).
public enum INMediaItemType: Int, Hashable, Sendable {
    case unknown = 0, song, album, artist, genre, playlist, podcastShow, podcastEpisode, podcastPlaylist
    case musicStation, audioBook, movie, tvShow, tvShowEpisode, musicVideo, podcastStation, radioStation, station
    case music, algorithmicRadioStation, news
}

/// A piece of media an intent names, as Intents' `INMediaItem`.
open class INMediaItem: NSObject, NSCopying, @unchecked Sendable {
    public let identifier: String?
    public let title: String?
    public let type: INMediaItemType
    public let artwork: INImage?
    public let artist: String?

    public convenience init(identifier: String?, title: String?, type: INMediaItemType, artwork: INImage?) {
        self.init(identifier: identifier, title: title, type: type, artwork: artwork, artist: nil)
    }

    public init(identifier: String?, title: String?, type: INMediaItemType, artwork: INImage?, artist: String?) {
        (self.identifier, self.title, self.type, self.artwork, self.artist) = (identifier, title, type, artwork, artist)
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INMediaItem else { return false }
        return (identifier, title, type, artist) == (other.identifier, other.title, other.type, other.artist)
    }

    open override var hash: Int { [identifier, title].hashValue }
}

/// How media repeats, as Intents' `INPlaybackRepeatMode`.
public enum INPlaybackRepeatMode: Int, Hashable, Sendable {
    case unknown = 0, none, all, one
}

/// Where new media goes in the queue, as Intents' `INPlaybackQueueLocation`.
public enum INPlaybackQueueLocation: Int, Hashable, Sendable {
    case unknown = 0, now, next, later
}

/// An intent to play media, as Intents' `INPlayMediaIntent`: its parameters, kept and copied.
open class INPlayMediaIntent: INIntent, @unchecked Sendable {
    open private(set) var mediaItems: [INMediaItem]?
    open private(set) var mediaContainer: INMediaItem?
    /// Whether to shuffle (nil: not said).
    open private(set) var playShuffled: Bool?
    open private(set) var playbackRepeatMode = INPlaybackRepeatMode.unknown
    /// Whether to resume where playback stopped (nil: not said).
    open private(set) var resumePlayback: Bool?
    open private(set) var playbackQueueLocation = INPlaybackQueueLocation.unknown
    /// The speed to play at (nil: not said).
    open private(set) var playbackSpeed: Double?

    public required init() { super.init() }

    public convenience init(
        mediaItems: [INMediaItem]?, mediaContainer: INMediaItem?, playShuffled: Bool?,
        playbackRepeatMode: INPlaybackRepeatMode, resumePlayback: Bool?,
        playbackQueueLocation: INPlaybackQueueLocation = .unknown, playbackSpeed: Double? = nil
    ) {
        self.init()
        (self.mediaItems, self.mediaContainer, self.playShuffled) = (mediaItems, mediaContainer, playShuffled)
        (self.playbackRepeatMode, self.resumePlayback) = (playbackRepeatMode, resumePlayback)
        (self.playbackQueueLocation, self.playbackSpeed) = (playbackQueueLocation, playbackSpeed)
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! INPlayMediaIntent
        (copy.mediaItems, copy.mediaContainer, copy.playShuffled) = (mediaItems, mediaContainer, playShuffled)
        (copy.playbackRepeatMode, copy.resumePlayback) = (playbackRepeatMode, resumePlayback)
        (copy.playbackQueueLocation, copy.playbackSpeed) = (playbackQueueLocation, playbackSpeed)
        return copy
    }
}
