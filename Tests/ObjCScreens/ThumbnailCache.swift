// CellSnap's own test code, written as iOS code is (as Kingfisher 5.5.0's `ImageCache` is): a
// Swift class, no `NSObject`, that registers `#selector(cleanExpiredDiskCache)` for a notification
// while it also declares a Swift-only overload of that name with a completion handler, which has
// no selector.
import UIKit

extension Notification.Name {
    static let thumbnailCacheShouldClean = Notification.Name("ThumbnailCacheShouldClean")
}

final class ThumbnailCache {
    private(set) var cleanings = 0

    init() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(cleanExpiredDiskCache), name: .thumbnailCacheShouldClean, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    @objc func cleanExpiredDiskCache() {
        cleanExpiredDiskCache(completion: nil)
    }

    func cleanExpiredDiskCache(completion handler: (() -> Void)? = nil) {
        cleanings += 1
        handler?()
    }
}
