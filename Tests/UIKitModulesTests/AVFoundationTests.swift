// A video screen as apps write one with `import AVFoundation`: a player and its layer, the audio
// session, speech and the camera's permission. Nothing decodes or sounds on Linux: the player
// stays before its first frame, its layer draws its background, and the camera is found only
// when the test lists one.
import AVFoundation
import CellSnapUIKitTesting
import Foundation
import Pixels
import Testing
import UIKit

final class TrailerViewController: UIViewController {
    let player = AVPlayer(url: URL(fileURLWithPath: "/tmp/trailer.mp4"))
    let playerLayer = AVPlayerLayer()
    private(set) var observedTimes: [Double] = []
    private var timeObserver: Any?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        playerLayer.player = player
        playerLayer.videoGravity = .resizeAspectFill
        playerLayer.backgroundColor = UIColor.black.cgColor
        view.layer.addSublayer(playerLayer)
        timeObserver = player.addPeriodicTimeObserver(forInterval: CMTime(value: 1, timescale: 2), queue: .main) {
            [weak self] time in
            MainActor.assumeIsolated { self?.observedTimes.append(time.seconds) }
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        playerLayer.frame = AVMakeRect(
            aspectRatio: CGSize(width: 16, height: 9), insideRect: view.bounds.insetBy(dx: 20, dy: 20))
    }
}

/// A view whose own layer shows the video, as Apple's samples write it.
final class PlayerView: UIView {
    override class var layerClass: AnyClass { AVPlayerLayer.self }
    var playerLayer: AVPlayerLayer { layer as! AVPlayerLayer }
    var player: AVPlayer? {
        get { playerLayer.player }
        set { playerLayer.player = newValue }
    }
}

@MainActor @Suite(.serialized) struct AVFoundationTests {
    @Test func aViewsOwnPlayerLayerIsDrawnAsTheView() throws {
        let view = PlayerView(frame: CGRect(x: 0, y: 0, width: 160, height: 90))
        view.player = AVPlayer()
        view.playerLayer.videoGravity = .resizeAspect
        view.backgroundColor = .black
        #expect(view.player === view.playerLayer.player && view.layer.backgroundColor == UIColor.black.cgColor)
        _ = try view.cellSnapScreen()
    }

    @Test func playerFollowsIOSStatesWithoutMedia() async {
        let player = AVPlayer()
        #expect(player.timeControlStatus == .paused && player.reasonForWaitingToPlay == nil)
        player.play()
        #expect(player.rate == 1 && player.timeControlStatus == .waitingToPlayAtSpecifiedRate)
        #expect(player.reasonForWaitingToPlay == .noItemToPlay)
        let item = AVPlayerItem(url: URL(fileURLWithPath: "/tmp/clip.mov"))
        player.replaceCurrentItem(with: item)
        #expect(player.reasonForWaitingToPlay == .toMinimizeStalls)
        player.automaticallyWaitsToMinimizeStalling = false
        #expect(player.reasonForWaitingToPlay == .evaluatingBufferingRate)
        player.pause()
        #expect(player.rate == 0 && player.timeControlStatus == .paused && player.reasonForWaitingToPlay == nil)
        #expect(player.status == .unknown && item.status == .unknown && item.duration.isIndefinite)
        #expect(await player.seek(to: CMTime(value: 15, timescale: 10)))
        #expect(player.currentTime() == CMTime(value: 3, timescale: 2) && item.currentTime().seconds == 1.5)
        item.seek(to: CMTime(value: -4, timescale: 1), completionHandler: nil)
        #expect(item.currentTime() == .zero)
        #expect(!(await AVPlayer().seek(to: .zero)))
    }

    @Test func periodicObserversHearSeeksAndStartsAndStops() async {
        let controller = TrailerViewController()
        controller.loadViewIfNeeded()
        _ = await controller.player.seek(to: CMTime(value: 5, timescale: 1))
        controller.player.play()
        controller.player.play()
        controller.player.pause()
        for _ in 0..<10 where controller.observedTimes.count < 3 { await Task.yield() }
        #expect(controller.observedTimes == [5, 5, 5])
    }

    @Test func timeJumpsArePosted() {
        let item = AVPlayerItem(asset: AVURLAsset(url: URL(fileURLWithPath: "/tmp/a.m4v")))
        let jumps = Jumps()
        let token = NotificationCenter.default.addObserver(forName: .AVPlayerItemTimeJumped, object: item, queue: nil) {
            _ in
            jumps.count += 1
        }
        item.seek(to: CMTime(value: 2, timescale: 1), completionHandler: nil)
        NotificationCenter.default.removeObserver(token)
        #expect(jumps.count == 1)
        #expect(AVPlayerItem.didPlayToEndTimeNotification.rawValue == "AVPlayerItemDidPlayToEndTimeNotification")
    }

    @Test func queuePlayerAdvancesThroughItsItems() {
        let items = (1...3).map { AVPlayerItem(url: URL(fileURLWithPath: "/tmp/\($0).mp3")) }
        let queue = AVQueuePlayer(items: [items[0], items[2]])
        queue.insert(items[1], after: items[0])
        #expect(queue.items() == items && queue.currentItem === items[0] && queue.actionAtItemEnd == .advance)
        #expect(!queue.canInsert(items[1], after: nil))
        queue.advanceToNextItem()
        #expect(queue.currentItem === items[1])
        queue.remove(items[1])
        #expect(queue.currentItem === items[2] && queue.items().count == 1)
        queue.removeAllItems()
        #expect(queue.currentItem == nil)
    }

    /// A looper of an item whose duration never loads stays `.unknown` and puts no replica in the
    /// player's queue, as AVFoundation documents; disabled, it is `.cancelled`.
    @Test func aLooperWaitsForItsItemsDuration() {
        let existing = AVPlayerItem(url: URL(fileURLWithPath: "/tmp/intro.mp4"))
        let player = AVQueuePlayer(items: [existing])
        let looper = AVPlayerLooper(
            player: player, templateItem: AVPlayerItem(url: URL(fileURLWithPath: "/tmp/loop.mp4")))
        #expect(looper.status == .unknown && looper.loopingPlayerItems.isEmpty && looper.loopCount == 0)
        #expect(player.items() == [existing] && looper.error == nil)
        looper.disableLooping()
        #expect(looper.status == .cancelled)
    }

    /// The layer is drawn as iOS draws it before a frame: its black background in its frame
    /// (20, 30, 320, 180), at 3 pixels a point; the screen's white around it.
    @Test func playerLayerDrawsItsBackgroundBeforeAFrame() throws {
        let controller = TrailerViewController()
        assertSnapshot(of: controller, as: .screen(size: CGSize(width: 360, height: 240)))
        #expect(controller.playerLayer.frame == CGRect(x: 20, y: 30, width: 320, height: 180))
        #expect(!controller.playerLayer.isReadyForDisplay && controller.playerLayer.videoRect == .zero)
        let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(
                "Snapshots/AVFoundationTests/playerLayerDrawsItsBackgroundBeforeAFrame.png")
        let image = try PNG.decode(Data(contentsOf: reference)).image
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            Array(image.bytes[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 4])
        }
        #expect(image.width == 1080 && image.height == 720)
        #expect([pixel(60, 90), pixel(1019, 629), pixel(540, 360)].allSatisfy { $0 == [0, 0, 0, 255] })
        #expect(
            [pixel(59, 90), pixel(60, 89), pixel(1020, 629), pixel(540, 630)].allSatisfy { $0 == [255, 255, 255, 255] })
    }

    @Test func assetPropertiesAreRefusedByName() async {
        let asset = AVURLAsset(url: URL(fileURLWithPath: "/tmp/trailer.mp4"))
        #expect(asset.duration.isIndefinite && asset.tracks.isEmpty && !asset.isPlayable)
        await #expect {
            _ = try await asset.load(.duration)
        } throws: { error in
            (error as? CellSnapUIKitError)?.call == "AVURLAsset.load(.duration) of \"file:///tmp/trailer.mp4\""
        }
        await #expect(throws: CellSnapUIKitError.self) { _ = try await asset.load(.tracks, .isPlayable) }
        #expect(throws: CellSnapUIKitError.self) {
            _ = try AVAssetImageGenerator(asset: asset).copyCGImage(at: .zero, actualTime: nil)
        }
    }

    @Test(arguments: [
        (
            CGSize(width: 16, height: 9), CGRect(x: 0, y: 0, width: 320, height: 320),
            CGRect(x: 0, y: 70, width: 320, height: 180)
        ),
        (
            CGSize(width: 3, height: 4), CGRect(x: 10, y: 10, width: 300, height: 200),
            CGRect(x: 85, y: 10, width: 150, height: 200)
        ),
        (
            CGSize(width: 1, height: 1), CGRect(x: 0, y: 0, width: 0, height: 50),
            CGRect(x: 0, y: 25, width: 0, height: 0)
        ),
        (CGSize.zero, CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 20, y: 10, width: 0, height: 0)),
    ])
    func makeRectFitsTheAspectRatio(_ ratio: CGSize, _ bounds: CGRect, _ expected: CGRect) {
        #expect(AVMakeRect(aspectRatio: ratio, insideRect: bounds) == expected)
    }

    @Test func cameraIsFoundOnlyWhenATestListsOne() async {
        defer { AVCaptureDevice.cellSnapFixture = .init() }
        #expect(AVCaptureDevice.default(for: .video) == nil)
        #expect(AVCaptureDevice.authorizationStatus(for: .video) == .notDetermined)
        #expect(await AVCaptureDevice.requestAccess(for: .video) == false)
        #expect(AVCaptureDevice.authorizationStatus(for: .video) == .denied)
        AVCaptureDevice.cellSnapFixture = .init(
            authorizationStatus: [.audio: .restricted], grantsAccess: true,
            devices: [
                .init(uniqueID: "front", localizedName: "Front Camera", position: .front),
                .init(uniqueID: "back", localizedName: "Back Camera", position: .back, hasTorch: true),
            ])
        #expect(
            await AVCaptureDevice.requestAccess(for: .video)
                && AVCaptureDevice.authorizationStatus(for: .video) == .authorized)
        #expect(AVCaptureDevice.authorizationStatus(for: .audio) == .restricted)
        let back = AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .back)
        #expect(back?.localizedName == "Back Camera" && back?.hasTorch == true)
        let discovery = AVCaptureDevice.DiscoverySession(
            deviceTypes: [.builtInWideAngleCamera], mediaType: .video, position: .unspecified)
        #expect(discovery.devices.map(\.uniqueID) == ["front", "back"])
        let session = AVCaptureSession()
        let input = try? AVCaptureDeviceInput(device: back!)
        #expect(input.map(session.canAddInput) == true)
        session.addInput(input!)
        let output = AVCaptureMetadataOutput()
        session.addOutput(output)
        output.metadataObjectTypes = [.qr]
        session.startRunning()
        #expect(session.isRunning && session.inputs.count == 1 && session.outputs.count == 1)
        let preview = AVCaptureVideoPreviewLayer(session: session)
        #expect(preview.connection != nil && AVCaptureVideoPreviewLayer().connection == nil)
    }

    @Test func audioPlayerReadsWAVHeadersAndRefusesOthers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-audio-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A WAV of 2 channels, 16-bit, 8 000 Hz (32 000 bytes a second) and 48 000 bytes of data: 1.5 s.
        var wav = Data("RIFF".utf8) + le(36 + 48_000, 4) + Data("WAVEfmt ".utf8) + le(16, 4) + le(1, 2) + le(2, 2)
        wav += le(8_000, 4) + le(32_000, 4) + le(4, 2) + le(16, 2) + Data("data".utf8) + le(48_000, 4)
        wav += Data(count: 48_000)
        let wavURL = folder.appendingPathComponent("click.wav")
        try wav.write(to: wavURL)
        let player = try AVAudioPlayer(contentsOf: wavURL)
        #expect(player.duration == 1.5 && player.numberOfChannels == 2 && !player.isPlaying)
        #expect(player.play() && player.isPlaying)
        player.currentTime = 9
        #expect(player.currentTime == 1.5)
        let text = folder.appendingPathComponent("notes.wav")
        try Data("not a sound".utf8).write(to: text)
        #expect { _ = try AVAudioPlayer(contentsOf: text) } throws: { ($0 as NSError).code == 1_954_115_647 }
        #expect { _ = try AVAudioPlayer(contentsOf: folder.appendingPathComponent("missing.wav")) } throws: {
            ($0 as NSError).code == 2_003_334_207
        }
        #expect(throws: CellSnapUIKitError.self) {
            _ = try AVAudioPlayer(data: Data("ID3\u{4}".utf8) + Data(count: 64))
        }
    }

    /// A scrubber's and a video player's settings: an exact seek without a handler, the item's
    /// pitch algorithm, the player's media selection criteria, and Core Media's zeroed time.
    @Test func playerSettingsAndExactSeeks() {
        let item = AVPlayerItem(url: URL(fileURLWithPath: "/tmp/cellsnap-clip.mp4"))
        #expect(item.audioTimePitchAlgorithm == .timeDomain)
        item.audioTimePitchAlgorithm = .spectral
        #expect(item.audioTimePitchAlgorithm.rawValue == "Spectral")
        let player = AVPlayer(playerItem: item)
        #expect(player.appliesMediaSelectionCriteriaAutomatically)
        player.appliesMediaSelectionCriteriaAutomatically = false
        player.seek(to: CMTime(value: 3, timescale: 1), toleranceBefore: .zero, toleranceAfter: .zero)
        #expect(player.currentTime() == CMTime(value: 3, timescale: 1))
        #expect(!CMTime().isValid && CMTimeGetSeconds(CMTime()).isNaN)
    }

    @Test func aPlayerOfNoSoundHasNothingToPlay() {
        // `var player = AVAudioPlayer()`, replaced once a file is chosen, as apps declare it.
        let player = AVAudioPlayer()
        #expect(player.url == nil && player.data == nil && player.duration == 0 && player.numberOfChannels == 0)
        #expect(!player.play() && !player.isPlaying)
        player.currentTime = 3
        #expect(player.currentTime == 0)
    }

    @Test func aFadeEndsAtItsVolumeAtOnce() {
        // `player.setVolume(0.5, fadeDuration: 0.5)`, as a workout screen fades its music.
        let player = AVAudioPlayer()
        player.setVolume(0.25, fadeDuration: 0.5)
        #expect(player.volume == 0.25)
        player.setVolume(1, fadeDuration: 0)
        #expect(player.volume == 1)
    }

    @Test func speechIsQueuedAndCancelled() async {
        final class Listener: NSObject, AVSpeechSynthesizerDelegate {
            var events: [String] = []
            func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {
                events.append("start \(utterance.speechString)")
            }
            func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {
                events.append("cancel \(utterance.speechString)")
            }
        }
        let synthesizer = AVSpeechSynthesizer(), listener = Listener()
        synthesizer.delegate = listener
        let utterance = AVSpeechUtterance(string: "Knock knock")
        utterance.voice = AVSpeechSynthesisVoice(language: "en-US")
        #expect(utterance.voice == nil && utterance.rate == AVSpeechUtteranceDefaultSpeechRate)
        synthesizer.speak(utterance)
        synthesizer.speak(AVSpeechUtterance(string: "Who's there?"))
        #expect(synthesizer.isSpeaking)
        for _ in 0..<10 where listener.events.isEmpty { await Task.yield() }
        #expect(synthesizer.stopSpeaking(at: .immediate) && !synthesizer.isSpeaking)
        #expect(listener.events == ["start Knock knock", "cancel Knock knock", "cancel Who's there?"])
    }

    @Test func audioSessionKeepsItsCategory() throws {
        let session = AVAudioSession.sharedInstance()
        #expect(session.category == .soloAmbient)
        try session.setCategory(.playback, mode: .spokenAudio, options: [.duckOthers, .allowAirPlay])
        try session.setActive(true, options: .notifyOthersOnDeactivation)
        #expect(session.category == .playback && session.mode == .spokenAudio)
        #expect(session.categoryOptions == [.duckOthers, .allowAirPlay] && session.cellSnapIsActive)
        try session.setCategory(.soloAmbient, mode: .default, options: [])
        try session.setActive(false)
    }

    /// The way before `load(_:)`: a key is `.unknown` until asked for, and the load fails at once
    /// (no media is decoded), calling the handler before it returns; the status then names why.
    @Test func keyValueLoadingFailsAtOnceNamingTheAssetAndKey() {
        let asset = AVURLAsset(url: URL(fileURLWithPath: "/tmp/trailer.mp4"))
        var error: NSError?
        #expect(asset.statusOfValue(forKey: "playable", error: &error) == .unknown && error == nil)
        let called = LockedFlag()
        asset.loadValuesAsynchronously(forKeys: ["playable", "duration"]) { called.set() }
        #expect(called.isSet)
        #expect(asset.statusOfValue(forKey: "duration", error: &error) == .failed)
        #expect(error?.userInfo[NSUnderlyingErrorKey] is CellSnapUIKitError)
        let description = error.map(\.localizedDescription) ?? ""
        #expect(description.contains("AVURLAsset.statusOfValue(forKey: \"duration\") of \"file:///tmp/trailer.mp4\""))
        #expect(asset.statusOfValue(forKey: "tracks", error: nil) == .unknown)
        #expect([AVKeyValueStatus.unknown, .loading, .loaded, .failed, .cancelled].map(\.rawValue) == [0, 1, 2, 3, 4])
    }
}

/// A count the notification's block adds to (posted on the test's thread).
private final class Jumps: @unchecked Sendable { var count = 0 }

/// `value` as `count` little-endian bytes.
func le(_ value: Int, _ count: Int) -> Data {
    Data((0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) })
}

/// A flag a `@Sendable` handler sets.
final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
