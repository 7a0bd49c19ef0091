import Foundation

/// A player of one item at a time, as AVFoundation's `AVPlayer`. Its state follows iOS's rules
/// with the media that never arrives here (CellSnap decodes none), so a snapshot shows the moment
/// before playback starts:
///
/// | call | here |
/// | --- | --- |
/// | ``play()``, `rate = 1` | ``rate`` 1, ``timeControlStatus`` `.waitingToPlayAtSpecifiedRate` (``reasonForWaitingToPlay`` `.noItemToPlay` without an item, else `.toMinimizeStalls`, or `.evaluatingBufferingRate` when ``automaticallyWaitsToMinimizeStalling`` is off) |
/// | ``pause()``, `rate = 0` | ``rate`` 0, `.paused`, no reason |
/// | ``seek(to:completionHandler:)`` | the item's time is set, the periodic observers are called with it |
/// | ``status`` | `.unknown`: the player is never ready, as no media loads |
/// | ``currentTime()`` | the item's time (zero without an item); it moves only by seeks |
///
/// Periodic time observers are called, on their queue, when the time jumps (a seek) and when
/// playback starts or stops (the rate leaves or returns to zero), as on iOS, never by time passing.
/// Boundary observers are never called: time does not pass.
///
/// ```swift
/// let player = AVPlayer(url: URL(fileURLWithPath: "/tmp/intro.mp4"))
/// player.play()
/// player.timeControlStatus == .waitingToPlayAtSpecifiedRate   // true
/// ```
open class AVPlayer: NSObject {
    /// Whether the player can play, as `AVPlayer.Status` (its raw values).
    public enum Status: Int, Hashable, Sendable {
        case unknown = 0, readyToPlay = 1, failed = 2
    }

    /// Whether the player plays, waits or is paused, as `AVPlayer.TimeControlStatus` (its raw values).
    public enum TimeControlStatus: Int, Hashable, Sendable {
        case paused = 0, waitingToPlayAtSpecifiedRate = 1, playing = 2
    }

    /// What the player does when its item ends, as `AVPlayer.ActionAtItemEnd` (its raw values).
    public enum ActionAtItemEnd: Int, Hashable, Sendable {
        case advance = 0, pause = 1, none = 2
    }

    /// Why a player waits to play, as `AVPlayer.WaitingReason` (its raw values).
    public struct WaitingReason: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let toMinimizeStalls = WaitingReason(rawValue: "AVPlayerWaitingToMinimizeStallsReason")
        public static let evaluatingBufferingRate = WaitingReason(
            rawValue: "AVPlayerWaitingWhileEvaluatingBufferingRateReason")
        public static let noItemToPlay = WaitingReason(rawValue: "AVPlayerWaitingWithNoItemToPlayReason")
        public static let waitingForCoordinatedPlayback = WaitingReason(
            rawValue: "AVPlayerWaitingForCoordinatedPlaybackReason")
    }

    /// The item the player plays.
    open private(set) var currentItem: AVPlayerItem?
    /// The playback rate: 0 paused, 1 normal speed. Starting or stopping calls the periodic observers.
    open var rate: Float = 0 {
        didSet {
            guard rate != oldValue else { return }
            NotificationCenter.default.post(name: AVPlayer.rateDidChangeNotification, object: self)
            if (rate == 0) != (oldValue == 0) { notifyPeriodicObservers() }
        }
    }
    /// The rate ``play()`` plays at.
    open var defaultRate: Float = 1
    /// Whether the player waits for enough media before playing.
    open var automaticallyWaitsToMinimizeStalling = true
    /// Whether the player chooses its items' audio and subtitle options by the user's criteria;
    /// no effect here: an asset's media selection groups are never known.
    open var appliesMediaSelectionCriteriaAutomatically = true
    /// The volume, 0 to 1. No visible effect: nothing sounds here.
    open var volume: Float = 1
    /// Whether the sound is off. No visible effect: nothing sounds here.
    open var isMuted = false
    /// What happens when the item ends (it never ends here).
    open var actionAtItemEnd = ActionAtItemEnd.pause
    /// Whether video may play on an AirPlay screen. No visible effect: there is none.
    open var allowsExternalPlayback = true
    /// Whether video plays on an AirPlay screen: no.
    open var isExternalPlaybackActive: Bool { false }
    /// Whether the display stays awake during video. No visible effect.
    open var preventsDisplaySleepDuringVideoPlayback = true
    /// Whether the player can play: `.unknown`, as no media loads.
    open var status: AVPlayer.Status { .unknown }
    /// Why the player failed: never.
    open var error: (any Error)? { nil }

    /// Whether the player plays, waits or is paused (see the table above).
    open var timeControlStatus: AVPlayer.TimeControlStatus {
        rate == 0 ? .paused : .waitingToPlayAtSpecifiedRate
    }

    /// Why the player waits (see the table above); `nil` when it does not.
    open var reasonForWaitingToPlay: AVPlayer.WaitingReason? {
        guard rate != 0 else { return nil }
        if currentItem == nil { return .noItemToPlay }
        return automaticallyWaitsToMinimizeStalling ? .toMinimizeStalls : .evaluatingBufferingRate
    }

    private var periodicObservers: [PeriodicTimeObserver] = []
    private var boundaryObservers: [NSObject] = []

    /// A player with no item.
    public override init() { super.init() }

    /// A player of `item`.
    public init(playerItem item: AVPlayerItem?) {
        currentItem = item
        super.init()
    }

    /// A player of the asset at `URL`.
    public convenience init(url URL: URL) { self.init(playerItem: AVPlayerItem(url: URL)) }

    /// Plays at ``defaultRate``.
    open func play() { rate = defaultRate }
    /// Pauses: the rate becomes 0.
    open func pause() { rate = 0 }
    /// Plays at `rate` without waiting (it still waits here: no media arrives).
    open func playImmediately(atRate rate: Float) { self.rate = rate }

    /// Plays `item` instead of the current item.
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }

    /// The item's time; zero without an item.
    open func currentTime() -> CMTime { currentItem?.currentTime() ?? .zero }

    /// Sets the item's time to `time`, calls the periodic observers, then `completionHandler` with
    /// `true` (`false` without an item).
    open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
        completionHandler(jump(to: time))
    }

    /// Sets the item's time to `time` (see ``seek(to:completionHandler:)``).
    open func seek(to time: CMTime) { _ = jump(to: time) }

    /// Sets the item's time to `time`; the tolerances have no effect, as the time is exact.
    open func seek(
        to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime,
        completionHandler: @escaping @Sendable (Bool) -> Void
    ) {
        completionHandler(jump(to: time))
    }

    /// Sets the item's time to `time` (see ``seek(to:completionHandler:)``); the tolerances have no
    /// effect, as the time is exact.
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) { _ = jump(to: time) }

    /// Sets the item's time to `time` and returns whether the seek finished.
    open func seek(to time: CMTime) async -> Bool { jump(to: time) }

    /// Sets the item's time to `time` and returns whether the seek finished (the tolerances have
    /// no effect).
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) async -> Bool {
        jump(to: time)
    }

    /// Calls `block` on `queue` (the main queue when `nil`) with the player's time when the time
    /// jumps and when playback starts or stops; returns the token ``removeTimeObserver(_:)`` takes.
    open func addPeriodicTimeObserver(
        forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping @Sendable (CMTime) -> Void
    ) -> Any {
        let observer = PeriodicTimeObserver(queue: queue ?? .main, block: block)
        periodicObservers.append(observer)
        return observer
    }

    /// Keeps `block` for `times`; it is never called, as time does not pass here.
    open func addBoundaryTimeObserver(
        forTimes times: [NSValue], queue: DispatchQueue?, using block: @escaping @Sendable () -> Void
    ) -> Any {
        let token = NSObject()
        boundaryObservers.append(token)
        return token
    }

    /// Removes an observer ``addPeriodicTimeObserver(forInterval:queue:using:)`` or
    /// ``addBoundaryTimeObserver(forTimes:queue:using:)`` returned.
    open func removeTimeObserver(_ observer: Any) {
        guard let object = observer as? NSObject else { return }
        periodicObservers.removeAll { $0 === object }
        boundaryObservers.removeAll { $0 === object }
    }

    /// Posted when the rate changes.
    public static let rateDidChangeNotification = NSNotification.Name("AVPlayerRateDidChangeNotification")

    @discardableResult
    private func jump(to time: CMTime) -> Bool {
        guard let currentItem else { return false }
        currentItem.jump(to: time)
        notifyPeriodicObservers()
        return true
    }

    final func notifyPeriodicObservers() {
        let time = currentTime()
        for observer in periodicObservers {
            let block = observer.block
            observer.queue.async { block(time) }
        }
    }
}

/// A periodic time observer's queue and block; the object is the token apps remove.
private final class PeriodicTimeObserver: NSObject {
    let queue: DispatchQueue
    let block: @Sendable (CMTime) -> Void
    init(queue: DispatchQueue, block: @escaping @Sendable (CMTime) -> Void) {
        (self.queue, self.block) = (queue, block)
    }
}

/// A player of a queue of items, as AVFoundation's `AVQueuePlayer`: the first item is the current
/// one; ``advanceToNextItem()`` moves on (items never end by playing here).
open class AVQueuePlayer: AVPlayer {
    private var queuedItems: [AVPlayerItem]

    /// A player of `items`, in order.
    public init(items: [AVPlayerItem]) {
        queuedItems = items
        super.init(playerItem: items.first)
        actionAtItemEnd = .advance
    }

    /// A player with no items.
    public override init() {
        queuedItems = []
        super.init()
        actionAtItemEnd = .advance
    }

    /// A player of `item`.
    public override init(playerItem item: AVPlayerItem?) {
        queuedItems = item.map { [$0] } ?? []
        super.init(playerItem: item)
        actionAtItemEnd = .advance
    }

    /// The items in the queue, the current one first.
    open func items() -> [AVPlayerItem] { queuedItems }

    /// Ends the current item and plays the next.
    open func advanceToNextItem() {
        if !queuedItems.isEmpty { queuedItems.removeFirst() }
        super.replaceCurrentItem(with: queuedItems.first)
    }

    /// Whether `item` can be put after `afterItem`: when it is not in the queue yet.
    open func canInsert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) -> Bool {
        !queuedItems.contains { $0 === item }
    }

    /// Puts `item` after `afterItem` (at the end when `nil` or not in the queue).
    open func insert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) {
        guard canInsert(item, after: afterItem) else { return }
        if let afterItem, let index = queuedItems.firstIndex(where: { $0 === afterItem }) {
            queuedItems.insert(item, at: index + 1)
        } else {
            queuedItems.append(item)
        }
        if queuedItems.count == 1 { super.replaceCurrentItem(with: item) }
    }

    /// Takes `item` out of the queue (the current item: the next one plays).
    open func remove(_ item: AVPlayerItem) {
        let wasCurrent = currentItem === item
        queuedItems.removeAll { $0 === item }
        if wasCurrent { super.replaceCurrentItem(with: queuedItems.first) }
    }

    /// Empties the queue.
    open func removeAllItems() {
        queuedItems.removeAll()
        super.replaceCurrentItem(with: nil)
    }

    /// Plays `item` in place of the current item, at the head of the queue.
    open override func replaceCurrentItem(with item: AVPlayerItem?) {
        if !queuedItems.isEmpty { queuedItems.removeFirst() }
        if let item { queuedItems.insert(item, at: 0) }
        super.replaceCurrentItem(with: item)
    }
}
