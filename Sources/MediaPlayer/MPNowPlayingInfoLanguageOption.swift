// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// Whether a language option is heard or read, as MediaPlayer's
/// `MPNowPlayingInfoLanguageOptionType` (raw values).
public enum MPNowPlayingInfoLanguageOptionType: UInt, Hashable, Sendable {
    case audible = 0, legible = 1
}

/// An audio or subtitle language of what plays, as MediaPlayer's `MPNowPlayingInfoLanguageOption`:
/// a value the now-playing info lists (no visible effect: Linux has no lock screen).
open class MPNowPlayingInfoLanguageOption: NSObject, @unchecked Sendable {
    open private(set) var languageOptionType: MPNowPlayingInfoLanguageOptionType
    /// The option's RFC 4646 language tag.
    open private(set) var languageTag: String?
    /// The option's `MPLanguageOptionCharacteristic...` values.
    open private(set) var languageOptionCharacteristics: [String]?
    open private(set) var displayName: String?
    open private(set) var identifier: String?

    public init(
        type languageOptionType: MPNowPlayingInfoLanguageOptionType, languageTag: String, characteristics: [String]?,
        displayName: String, identifier: String
    ) {
        self.languageOptionType = languageOptionType
        (self.languageTag, languageOptionCharacteristics) = (languageTag, characteristics)
        (self.displayName, self.identifier) = (displayName, identifier)
        super.init()
    }

    /// Whether the option is the system's automatic subtitle choice: false, as iOS answers for
    /// every option made with this initialiser (the automatic options come from AVFoundation's
    /// media selection, which CellSnap does not have).
    open func isAutomaticLegibleLanguageOption() -> Bool { false }

    /// Whether the option is the system's automatic audio choice: false, as for
    /// ``isAutomaticLegibleLanguageOption()``.
    open func isAutomaticAudibleLanguageOption() -> Bool { false }
}

/// Language options of which one (or none) is chosen at a time, as MediaPlayer's
/// `MPNowPlayingInfoLanguageOptionGroup`.
open class MPNowPlayingInfoLanguageOptionGroup: NSObject, @unchecked Sendable {
    open private(set) var languageOptions: [MPNowPlayingInfoLanguageOption]
    open private(set) var defaultLanguageOption: MPNowPlayingInfoLanguageOption?
    /// Whether no option of the group may be chosen.
    open private(set) var allowEmptySelection: Bool

    public init(
        languageOptions: [MPNowPlayingInfoLanguageOption], defaultLanguageOption: MPNowPlayingInfoLanguageOption?,
        allowEmptySelection: Bool
    ) {
        (self.languageOptions, self.defaultLanguageOption) = (languageOptions, defaultLanguageOption)
        self.allowEmptySelection = allowEmptySelection
        super.init()
    }
}

/// The characteristics of a language option. Apple documents their names, not their values:
/// CellSnap gives them the values of AVFoundation's media characteristics of the same meaning.
public let MPLanguageOptionCharacteristicIsMainProgramContent = "public.main-program-content"
public let MPLanguageOptionCharacteristicIsAuxiliaryContent = "public.auxiliary-content"
public let MPLanguageOptionCharacteristicContainsOnlyForcedSubtitles = "public.subtitles.forced-only"
public let MPLanguageOptionCharacteristicTranscribesSpokenDialog = "public.accessibility.transcribes-spoken-dialog"
public let MPLanguageOptionCharacteristicDescribesMusicAndSound = "public.accessibility.describes-music-and-sound"
public let MPLanguageOptionCharacteristicEasyToRead = "public.easy-to-read"
public let MPLanguageOptionCharacteristicDescribesVideo = "public.accessibility.describes-video"
public let MPLanguageOptionCharacteristicLanguageTranslation = "public.translation"
public let MPLanguageOptionCharacteristicDubbedTranslation = "public.translation.dubbed"
public let MPLanguageOptionCharacteristicVoiceOverTranslation = "public.translation.voice-over"

/// The URL of what plays.
public let MPNowPlayingInfoPropertyAssetURL = "MPNowPlayingInfoPropertyAssetURL"
/// The language options chosen (an array of ``MPNowPlayingInfoLanguageOption``).
public let MPNowPlayingInfoPropertyCurrentLanguageOptions = "MPNowPlayingInfoPropertyCurrentLanguageOptions"
/// The language option groups offered (an array of ``MPNowPlayingInfoLanguageOptionGroup``).
public let MPNowPlayingInfoPropertyAvailableLanguageOptions = "MPNowPlayingInfoPropertyAvailableLanguageOptions"
/// The chapter playing.
public let MPNowPlayingInfoPropertyChapterNumber = "MPNowPlayingInfoPropertyChapterNumber"
/// The number of chapters.
public let MPNowPlayingInfoPropertyChapterCount = "MPNowPlayingInfoPropertyChapterCount"
/// The date of what plays, for a live stream.
public let MPNowPlayingInfoPropertyCurrentPlaybackDate = "MPNowPlayingInfoPropertyCurrentPlaybackDate"
/// The app's identifier of what plays.
public let MPNowPlayingInfoPropertyExternalContentIdentifier = "MPNowPlayingInfoPropertyExternalContentIdentifier"
/// The app's identifier of the person's profile.
public let MPNowPlayingInfoPropertyExternalUserProfileIdentifier =
    "MPNowPlayingInfoPropertyExternalUserProfileIdentifier"
/// The identifier of the service that provides what plays.
public let MPNowPlayingInfoPropertyServiceIdentifier = "MPNowPlayingInfoPropertyServiceIdentifier"
/// The identifier of the collection playing.
public let MPNowPlayingInfoCollectionIdentifier = "MPNowPlayingInfoCollectionIdentifier"
