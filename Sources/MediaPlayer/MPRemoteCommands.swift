import Foundation

/// A command that rates what plays, as MediaPlayer's `MPRatingCommand`.
open class MPRatingCommand: MPRemoteCommand, @unchecked Sendable {
    /// The lowest rating offered.
    open var minimumRating: Float = 0
    /// The highest rating offered.
    open var maximumRating: Float = 0
}

/// How playback repeats, as MediaPlayer's `MPRepeatType` (raw values).
public enum MPRepeatType: Int, Hashable, Sendable {
    case off = 0, one = 1, all = 2
}

/// How playback shuffles, as MediaPlayer's `MPShuffleType` (raw values).
public enum MPShuffleType: Int, Hashable, Sendable {
    case off = 0, items = 1, collections = 2
}

/// A command that changes the repeat mode, as MediaPlayer's `MPChangeRepeatModeCommand`.
open class MPChangeRepeatModeCommand: MPRemoteCommand, @unchecked Sendable {
    /// The repeat mode the system shows as current.
    open var currentRepeatType = MPRepeatType.off
}

/// A command that changes the shuffle mode, as MediaPlayer's `MPChangeShuffleModeCommand`.
open class MPChangeShuffleModeCommand: MPRemoteCommand, @unchecked Sendable {
    /// The shuffle mode the system shows as current.
    open var currentShuffleType = MPShuffleType.off
}

/// A rating sent, as MediaPlayer's `MPRatingCommandEvent`.
open class MPRatingCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// The rating, between the command's minimum and maximum.
    public let rating: Float
    public init(command: MPRemoteCommand, rating: Float) {
        self.rating = rating
        super.init(command: command)
    }
}

/// A repeat mode sent, as MediaPlayer's `MPChangeRepeatModeCommandEvent`.
open class MPChangeRepeatModeCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    public let repeatType: MPRepeatType
    /// Whether the mode should outlast the current item.
    public let preservesRepeatMode: Bool
    public init(command: MPRemoteCommand, repeatType: MPRepeatType, preservesRepeatMode: Bool = false) {
        (self.repeatType, self.preservesRepeatMode) = (repeatType, preservesRepeatMode)
        super.init(command: command)
    }
}

/// A shuffle mode sent, as MediaPlayer's `MPChangeShuffleModeCommandEvent`.
open class MPChangeShuffleModeCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    public let shuffleType: MPShuffleType
    /// Whether the mode should outlast the current item.
    public let preservesShuffleMode: Bool
    public init(command: MPRemoteCommand, shuffleType: MPShuffleType, preservesShuffleMode: Bool = false) {
        (self.shuffleType, self.preservesShuffleMode) = (shuffleType, preservesShuffleMode)
        super.init(command: command)
    }
}

/// Where a language option change applies, as MediaPlayer's `MPChangeLanguageOptionSetting`.
public enum MPChangeLanguageOptionSetting: Int, Hashable, Sendable {
    case none = 0, nowPlayingItemOnly = 1, permanent = 2
}

/// A language option turned on or off, as MediaPlayer's `MPChangeLanguageOptionCommandEvent`.
open class MPChangeLanguageOptionCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    public let languageOption: MPNowPlayingInfoLanguageOption
    public let setting: MPChangeLanguageOptionSetting
    public init(
        command: MPRemoteCommand, languageOption: MPNowPlayingInfoLanguageOption, setting: MPChangeLanguageOptionSetting
    ) {
        (self.languageOption, self.setting) = (languageOption, setting)
        super.init(command: command)
    }
}

/// Whether a seek begins or ends, as MediaPlayer's `MPSeekCommandEventType`.
public enum MPSeekCommandEventType: UInt, Hashable, Sendable {
    case beginSeeking = 0, endSeeking = 1
}

/// A seek forward or backward sent, as MediaPlayer's `MPSeekCommandEvent`.
open class MPSeekCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    public let type: MPSeekCommandEventType
    public init(command: MPRemoteCommand, type: MPSeekCommandEventType) {
        self.type = type
        super.init(command: command)
    }
}

/// A playback rate sent, as MediaPlayer's `MPChangePlaybackRateCommandEvent`.
open class MPChangePlaybackRateCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    public let playbackRate: Float
    public init(command: MPRemoteCommand, playbackRate: Float) {
        self.playbackRate = playbackRate
        super.init(command: command)
    }
}

/// A like, dislike or bookmark sent, as MediaPlayer's `MPFeedbackCommandEvent`.
open class MPFeedbackCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// Whether the feedback is taken back.
    public let isNegative: Bool
    public init(command: MPRemoteCommand, isNegative: Bool) {
        self.isNegative = isNegative
        super.init(command: command)
    }
}
