import Foundation

/// Loops an item in a queue player, as AVFoundation's `AVPlayerLooper`, which puts replicas of its
/// template item in the player's queue once the item's duration is known. CellSnap loads no
/// media, so the duration never is: as AVFoundation documents for an item whose duration is not
/// loaded, the looper's ``status`` stays `.unknown` and it puts no replica in the queue, so a
/// snapshot shows the player before playback starts, as for any item here.
///
/// ```swift
/// let player = AVQueuePlayer()
/// let looper = AVPlayerLooper(player: player, templateItem: AVPlayerItem(url: URL(fileURLWithPath: "/tmp/loop.mp4")))
/// looper.status   // .unknown
/// ```
open class AVPlayerLooper: NSObject {
    /// Whether the looper can loop, as `AVPlayerLooper.Status` (its raw values).
    public enum Status: Int, Hashable, Sendable {
        case unknown = 0, ready = 1, failed = 2, cancelled = 3
    }

    /// Where the replicas go among the items already in the player's queue.
    public enum ItemOrdering: Int, Hashable, Sendable {
        case loopingItemsPrecedeExistingItems = 0, loopingItemsFollowExistingItems = 1
    }

    /// Whether the looper loops: `.unknown` while the template item's duration is not known (here,
    /// always), `.cancelled` after ``disableLooping()``.
    open private(set) var status = Status.unknown
    /// Why looping failed: never, as it never starts.
    open var error: (any Error)? { nil }
    /// How many times the item has looped: none, as nothing plays.
    open var loopCount: Int { 0 }
    /// The replicas of the template item in the player's queue: none until its duration is known.
    open var loopingPlayerItems: [AVPlayerItem] { [] }

    /// A looper of `loopRange` of `itemToLoop` in `player`, its replicas to be placed as
    /// `itemOrdering` says once the item's duration is known (never, here: see the type).
    public init(
        player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem, timeRange loopRange: CMTimeRange,
        existingItemsOrdering itemOrdering: ItemOrdering
    ) {
        super.init()
    }

    /// A looper of `loopRange` of `itemToLoop` in `player` (`.invalid`: the whole item).
    public convenience init(
        player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem, timeRange loopRange: CMTimeRange
    ) {
        self.init(
            player: player, templateItem: itemToLoop, timeRange: loopRange,
            existingItemsOrdering: .loopingItemsFollowExistingItems)
    }

    /// A looper of the whole of `itemToLoop` in `player`.
    public convenience init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem) {
        self.init(player: player, templateItem: itemToLoop, timeRange: .invalid)
    }

    /// Stops looping: the status becomes `.cancelled`.
    open func disableLooping() { status = .cancelled }
}
