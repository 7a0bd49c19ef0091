import Foundation

extension Bundle {
    /// `urls(forResourcesWithExtension:subdirectory:)` as Apple's Foundation declares it, answering
    /// `[URL]?` (Linux-only name; Linux's Foundation answers `[NSURL]?`, which an app's
    /// `songURLs.map { Song(url: $0) }` does not compile against). CellSnap's Objective-C adapter
    /// writes it for an app's calls.
    ///
    /// ```swift
    /// let songs = Bundle.main.cellSnapURLs(forResourcesWithExtension: "mp3", subdirectory: nil) ?? []
    /// ```
    public func cellSnapURLs(forResourcesWithExtension ext: String?, subdirectory subpath: String?) -> [URL]? {
        urls(forResourcesWithExtension: ext, subdirectory: subpath)?.map { $0 as URL }
    }

    /// `urls(forResourcesWithExtension:subdirectory:localization:)` answering `[URL]?`, as Apple's
    /// Foundation declares it (see ``cellSnapURLs(forResourcesWithExtension:subdirectory:)``).
    public func cellSnapURLs(
        forResourcesWithExtension ext: String?, subdirectory subpath: String?, localization localizationName: String?
    ) -> [URL]? {
        urls(forResourcesWithExtension: ext, subdirectory: subpath, localization: localizationName)?.map { $0 as URL }
    }

    /// The class method `urls(forResourcesWithExtension:subdirectory:in:)` as Apple's Foundation
    /// declares it: a bundle folder's `URL` in, `[URL]?` out (Linux's takes and answers `NSURL`s).
    public static func cellSnapURLs(
        forResourcesWithExtension ext: String?, subdirectory subpath: String?, in bundleURL: URL
    ) -> [URL]? {
        urls(forResourcesWithExtension: ext, subdirectory: subpath, in: bundleURL as NSURL)?.map { $0 as URL }
    }
}
