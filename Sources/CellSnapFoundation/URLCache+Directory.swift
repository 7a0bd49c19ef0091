import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// Apple's Foundation makes a `URLCache` in a directory (iOS 13); Linux's declares only the
// `diskPath:` form. (`URLResponse()` and `HTTPURLResponse()` cannot be added: Swift does not let
// an extension declare `init()`, which `NSObject` declares, on these subclasses.)

extension URLCache {
    /// A cache of `memoryCapacity` bytes in memory and `diskCapacity` bytes on disk in `directory`
    /// (the default folder when `nil`, the default), as iOS 13's initialiser.
    public convenience init(memoryCapacity: Int, diskCapacity: Int, directory: URL? = nil) {
        self.init(memoryCapacity: memoryCapacity, diskCapacity: diskCapacity, diskPath: directory?.path)
    }
}
