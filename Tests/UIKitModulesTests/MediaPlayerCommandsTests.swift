// `import MediaPlayer` as a now-playable app's configuration screen writes it: every command of
// the remote command center, with the repeat, shuffle, rating and language-option ones, their
// events, and the language options a now-playing entry lists.
import Foundation
import MediaPlayer
import Testing

@Suite struct MediaPlayerCommandsTests {
    @Test func theCenterHasEveryCommandOfItsKind() {
        let center = MPRemoteCommandCenter.shared()
        #expect(center.changeRepeatModeCommand.currentRepeatType == .off)
        #expect(center.changeShuffleModeCommand.currentShuffleType == .off)
        center.ratingCommand.maximumRating = 5
        #expect(center.ratingCommand.minimumRating == 0 && center.ratingCommand.maximumRating == 5)
        #expect(center.enableLanguageOptionCommand !== center.disableLanguageOptionCommand)
        #expect(MPRepeatType.all.rawValue == 2 && MPShuffleType.collections.rawValue == 2)
    }

    @Test func handlersGetTheirCommandsEvents() {
        let command = MPRemoteCommandCenter.shared().changeRepeatModeCommand
        var received: [MPRepeatType] = []
        let token = command.addTarget { event in
            received.append((event as? MPChangeRepeatModeCommandEvent)?.repeatType ?? .off)
            return .success
        }
        defer { command.removeTarget(token) }
        let event = MPChangeRepeatModeCommandEvent(command: command, repeatType: .one)
        #expect(command.cellSnapSend(event) == [.success] && received == [.one] && !event.preservesRepeatMode)
        let option = MPNowPlayingInfoLanguageOption(
            type: .legible, languageTag: "fr", characteristics: [MPLanguageOptionCharacteristicEasyToRead],
            displayName: "Français", identifier: "subtitles.fr")
        let language = MPChangeLanguageOptionCommandEvent(
            command: MPRemoteCommandCenter.shared().enableLanguageOptionCommand, languageOption: option,
            setting: .nowPlayingItemOnly)
        #expect(language.languageOption === option && language.setting == .nowPlayingItemOnly)
        #expect(MPRatingCommandEvent(command: MPRemoteCommandCenter.shared().ratingCommand, rating: 4).rating == 4)
    }

    @Test func languageOptionsAreListedInGroups() {
        let english = MPNowPlayingInfoLanguageOption(
            type: .audible, languageTag: "en", characteristics: nil, displayName: "English", identifier: "audio.en")
        let german = MPNowPlayingInfoLanguageOption(
            type: .audible, languageTag: "de", characteristics: [], displayName: "Deutsch", identifier: "audio.de")
        let group = MPNowPlayingInfoLanguageOptionGroup(
            languageOptions: [english, german], defaultLanguageOption: english, allowEmptySelection: false)
        #expect(group.languageOptions.map(\.languageTag) == ["en", "de"] && group.defaultLanguageOption === english)
        #expect(english.languageOptionType == .audible && english.languageOptionCharacteristics == nil)
        #expect(!english.isAutomaticAudibleLanguageOption() && !english.isAutomaticLegibleLanguageOption())
        let center = MPNowPlayingInfoCenter.default()
        center.nowPlayingInfo = [
            MPNowPlayingInfoPropertyAvailableLanguageOptions: [group],
            MPNowPlayingInfoPropertyCurrentLanguageOptions: [english],
        ]
        defer { center.nowPlayingInfo = nil }
        let listed = center.nowPlayingInfo?[MPNowPlayingInfoPropertyAvailableLanguageOptions]
        #expect((listed as? [MPNowPlayingInfoLanguageOptionGroup])?.first === group)
    }
}
