// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

// The Swift 4.0 SDK's names of audio session categories and modes, strings until Swift 4.2 made
// them `AVAudioSession.Category` and `AVAudioSession.Mode`, and the setters that took them: a
// target in the Swift 4 language mode sees them, as it sees UIKit's names from before Swift 4.2.

@available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Category.ambient")
public let AVAudioSessionCategoryAmbient = AVAudioSession.Category.ambient.rawValue
@available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Category.soloAmbient")
public let AVAudioSessionCategorySoloAmbient = AVAudioSession.Category.soloAmbient.rawValue
@available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Category.playback")
public let AVAudioSessionCategoryPlayback = AVAudioSession.Category.playback.rawValue
@available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Category.record")
public let AVAudioSessionCategoryRecord = AVAudioSession.Category.record.rawValue
@available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Category.playAndRecord")
public let AVAudioSessionCategoryPlayAndRecord = AVAudioSession.Category.playAndRecord.rawValue
@available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Category.multiRoute")
public let AVAudioSessionCategoryMultiRoute = AVAudioSession.Category.multiRoute.rawValue

@available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Mode.default")
public let AVAudioSessionModeDefault = AVAudioSession.Mode.default.rawValue
@available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Mode.voiceChat")
public let AVAudioSessionModeVoiceChat = AVAudioSession.Mode.voiceChat.rawValue
@available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Mode.gameChat")
public let AVAudioSessionModeGameChat = AVAudioSession.Mode.gameChat.rawValue
@available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Mode.videoRecording")
public let AVAudioSessionModeVideoRecording = AVAudioSession.Mode.videoRecording.rawValue
@available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Mode.measurement")
public let AVAudioSessionModeMeasurement = AVAudioSession.Mode.measurement.rawValue
@available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Mode.moviePlayback")
public let AVAudioSessionModeMoviePlayback = AVAudioSession.Mode.moviePlayback.rawValue
@available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Mode.videoChat")
public let AVAudioSessionModeVideoChat = AVAudioSession.Mode.videoChat.rawValue
@available(swift, obsoleted: 4.2, renamed: "AVAudioSession.Mode.spokenAudio")
public let AVAudioSessionModeSpokenAudio = AVAudioSession.Mode.spokenAudio.rawValue

extension AVAudioSession {
    /// Swift 4's `setCategory(_:)` of a category's name.
    @available(swift, obsoleted: 4.2, message: "use setCategory(_:mode:options:)")
    public func setCategory(_ category: String) throws { try setCategory(Category(rawValue: category)) }

    /// Swift 4's `setCategory(_:with:)` of a category's name and options.
    @available(swift, obsoleted: 4.2, message: "use setCategory(_:mode:options:)")
    public func setCategory(_ category: String, with options: CategoryOptions) throws {
        try setCategory(Category(rawValue: category), options: options)
    }

    /// Swift 4's `setMode(_:)` of a mode's name.
    @available(swift, obsoleted: 4.2, message: "use setMode(_:) with an AVAudioSession.Mode")
    public func setMode(_ mode: String) throws { try setMode(Mode(rawValue: mode)) }
}
