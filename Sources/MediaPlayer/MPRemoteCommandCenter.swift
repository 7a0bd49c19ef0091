import CellSnapUIKit
import Foundation
import UIKit

/// The commands the lock screen, Control Center and headphones send, as MediaPlayer's
/// `MPRemoteCommandCenter`: handlers are added and removed and commands enabled as on iOS. No
/// visible effect: nothing sends commands on Linux (a test may call ``MPRemoteCommand/cellSnapSend(_:)``).
open class MPRemoteCommandCenter: NSObject, @unchecked Sendable {
    private static let instance = MPRemoteCommandCenter()
    override init() { super.init() }

    /// The app's command center.
    open class func shared() -> MPRemoteCommandCenter { instance }

    public let playCommand = MPRemoteCommand()
    public let pauseCommand = MPRemoteCommand()
    public let stopCommand = MPRemoteCommand()
    public let togglePlayPauseCommand = MPRemoteCommand()
    public let nextTrackCommand = MPRemoteCommand()
    public let previousTrackCommand = MPRemoteCommand()
    public let seekForwardCommand = MPRemoteCommand()
    public let seekBackwardCommand = MPRemoteCommand()
    public let skipForwardCommand = MPSkipIntervalCommand()
    public let skipBackwardCommand = MPSkipIntervalCommand()
    public let changePlaybackPositionCommand = MPChangePlaybackPositionCommand()
    public let changePlaybackRateCommand = MPChangePlaybackRateCommand()
    public let likeCommand = MPFeedbackCommand()
    public let dislikeCommand = MPFeedbackCommand()
    public let bookmarkCommand = MPFeedbackCommand()
    public let ratingCommand = MPRatingCommand()
    public let changeRepeatModeCommand = MPChangeRepeatModeCommand()
    public let changeShuffleModeCommand = MPChangeShuffleModeCommand()
    public let enableLanguageOptionCommand = MPRemoteCommand()
    public let disableLanguageOptionCommand = MPRemoteCommand()
}

/// What a command's handler answers, as MediaPlayer's `MPRemoteCommandHandlerStatus`.
public enum MPRemoteCommandHandlerStatus: Int, Hashable, Sendable {
    case success = 0, noSuchContent = 100, noActionableNowPlayingItem = 110, deviceNotFound = 120
    case commandFailed = 200
}

/// A remote command, as MediaPlayer's `MPRemoteCommand`.
open class MPRemoteCommand: NSObject, @unchecked Sendable {
    /// Whether the command is offered.
    open var isEnabled = true
    private var handlers: [(token: NSObject, handler: (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus)] = []

    override init() { super.init() }

    /// Adds `handler`; returns the token ``removeTarget(_:)`` takes.
    @discardableResult
    open func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any {
        let token = NSObject()
        handlers.append((token, handler))
        return token
    }

    /// Removes a handler (`target`: a token ``addTarget(handler:)`` returned).
    open func removeTarget(_ target: Any?) {
        guard let object = target as? NSObject else {
            if target == nil { handlers.removeAll() }
            return
        }
        handlers.removeAll { $0.token === object }
    }

    /// Sends the command as the system would (Linux only, no MediaPlayer API): each handler gets
    /// `event`, or a plain event of this command; returns their statuses.
    @discardableResult
    public func cellSnapSend(_ event: MPRemoteCommandEvent? = nil) -> [MPRemoteCommandHandlerStatus] {
        let event = event ?? MPRemoteCommandEvent(command: self)
        return handlers.map { $0.handler(event) }
    }
}

/// A skip command with its intervals, as MediaPlayer's `MPSkipIntervalCommand`.
open class MPSkipIntervalCommand: MPRemoteCommand, @unchecked Sendable {
    /// The intervals offered, in seconds.
    open var preferredIntervals: [NSNumber] = []
}

/// A command that moves playback to a time, as MediaPlayer's `MPChangePlaybackPositionCommand`.
open class MPChangePlaybackPositionCommand: MPRemoteCommand, @unchecked Sendable {}

/// A command that changes the rate, as MediaPlayer's `MPChangePlaybackRateCommand`.
open class MPChangePlaybackRateCommand: MPRemoteCommand, @unchecked Sendable {
    /// The rates offered.
    open var supportedPlaybackRates: [NSNumber] = []
}

/// A like, dislike or bookmark command, as MediaPlayer's `MPFeedbackCommand`.
open class MPFeedbackCommand: MPRemoteCommand, @unchecked Sendable {
    /// Whether the feedback is given.
    open var isActive = false
    /// The command's title.
    open var localizedTitle = ""
}

/// A command sent, as MediaPlayer's `MPRemoteCommandEvent`.
open class MPRemoteCommandEvent: NSObject, @unchecked Sendable {
    /// The command.
    public let command: MPRemoteCommand
    /// When it was sent.
    public let timestamp: TimeInterval

    /// An event of `command` (Linux only: the system makes them on iOS).
    public init(command: MPRemoteCommand, timestamp: TimeInterval = 0) {
        (self.command, self.timestamp) = (command, timestamp)
        super.init()
    }
}

/// A skip command sent, as MediaPlayer's `MPSkipIntervalCommandEvent`.
open class MPSkipIntervalCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// The interval in seconds.
    public let interval: TimeInterval
    public init(command: MPRemoteCommand, interval: TimeInterval) {
        self.interval = interval
        super.init(command: command)
    }
}

/// A position command sent, as MediaPlayer's `MPChangePlaybackPositionCommandEvent`.
open class MPChangePlaybackPositionCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// The time to move to, in seconds.
    public let positionTime: TimeInterval
    public init(command: MPRemoteCommand, positionTime: TimeInterval) {
        self.positionTime = positionTime
        super.init(command: command)
    }
}

/// The system volume slider and AirPlay button, as MediaPlayer's `MPVolumeView`. Its settings are
/// kept; drawing it is refused with a `CellSnapUIKitError` that names it, as CellSnap does not
/// draw the system's volume slider (Linux has no volume to show).
@preconcurrency @MainActor open class MPVolumeView: UIView {
    /// Whether the slider shows.
    open var showsVolumeSlider = true
    /// Whether the AirPlay button shows (deprecated in iOS 13).
    open var showsRouteButton = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        cellSnapRefuseDrawing(
            CellSnapUIKitError(
                call: "MPVolumeView", reason: "CellSnap does not draw the system's volume slider on Linux"))
    }

    public required init?(coder: NSCoder) { nil }
}
