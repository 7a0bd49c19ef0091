// The other media frameworks as apps import them: AVKit's player screen (refused when drawn: its
// controls over a video), picture in picture (not supported), MediaPlayer's now-playing info and
// remote commands, system sounds, and a haptic engine that the hardware does not support.
import AVKit
import AudioToolbox
import CellSnapUIKitTesting
import CoreHaptics
import Foundation
import MediaPlayer
import Testing
import UIKit

final class EpisodeViewController: UIViewController {
    let playerController = AVPlayerViewController()

    func presentPlayer() {
        playerController.player = AVPlayer(url: URL(fileURLWithPath: "/tmp/episode.mp4"))
        playerController.showsPlaybackControls = true
        present(playerController, animated: true)
    }
}

@MainActor @Suite struct MediaFrameworksTests {
    @Test func playerControllerIsPresentedAndRefusedWhenDrawn() throws {
        let controller = EpisodeViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 200)
        controller.presentPlayer()
        #expect(controller.presentedViewController === controller.playerController)
        _ = try controller.view.cellSnapScreen()
        controller.playerController.view.frame = controller.view.bounds
        #expect {
            _ = try controller.playerController.view.cellSnapScreen()
        } throws: { error in
            (error as? CellSnapUIKitError)?.call == "AVPlayerViewController"
        }
        #expect(throws: CellSnapUIKitError.self) { _ = try AVRoutePickerView(frame: .zero).cellSnapScreen() }
        #expect(throws: CellSnapUIKitError.self) { _ = try MPVolumeView(frame: .zero).cellSnapScreen() }
    }

    @Test func pictureInPictureIsNotSupported() {
        #expect(!AVPictureInPictureController.isPictureInPictureSupported())
        #expect(AVPictureInPictureController(playerLayer: AVPlayerLayer()) == nil)
        let source = AVPictureInPictureController.ContentSource(playerLayer: AVPlayerLayer())
        let controller = AVPictureInPictureController(contentSource: source)
        controller.startPictureInPicture()
        #expect(!controller.isPictureInPicturePossible && !controller.isPictureInPictureActive)
    }

    @Test func nowPlayingInfoAndRemoteCommandsAreKept() {
        let center = MPNowPlayingInfoCenter.default()
        center.nowPlayingInfo = [MPMediaItemPropertyTitle: "Episode 12", MPMediaItemPropertyPlaybackDuration: 1800]
        #expect(center.nowPlayingInfo?[MPMediaItemPropertyTitle] as? String == "Episode 12")
        center.nowPlayingInfo = nil
        let command = MPRemoteCommandCenter.shared().skipForwardCommand
        command.preferredIntervals = [15]
        var skipped: [TimeInterval] = []
        let token = command.addTarget { event in
            skipped.append((event as? MPSkipIntervalCommandEvent)?.interval ?? 0)
            return .success
        }
        #expect(command.cellSnapSend(MPSkipIntervalCommandEvent(command: command, interval: 15)) == [.success])
        command.removeTarget(token)
        #expect(command.cellSnapSend().isEmpty && skipped == [15])
    }

    @Test func systemSoundsAndHapticsHaveNoDevice() throws {
        AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)
        final class Finished: @unchecked Sendable { var isSet = false }
        let finished = Finished()
        AudioServicesPlaySystemSoundWithCompletion(1104) { finished.isSet = true }
        #expect(finished.isSet)
        var soundID: SystemSoundID = 0
        #expect(AudioServicesCreateSystemSoundID(NSURL(fileURLWithPath: "/missing.caf"), &soundID) != 0)
        #expect(AudioServicesCreateSystemSoundID(NSURL(fileURLWithPath: #filePath), &soundID) == 0 && soundID >= 4096)
        #expect(!CHHapticEngine.capabilitiesForHardware().supportsHaptics)
        #expect { _ = try CHHapticEngine() } throws: { ($0 as? CHHapticError)?.code == .notSupported }
        let tap = CHHapticEvent(
            eventType: .hapticTransient,
            parameters: [CHHapticEventParameter(parameterID: .hapticIntensity, value: 0.8)], relativeTime: 0.1)
        let buzz = CHHapticEvent(eventType: .hapticContinuous, parameters: [], relativeTime: 0.2, duration: 0.5)
        #expect(try CHHapticPattern(events: [tap, buzz], parameters: []).duration == 0.7)
    }
}
