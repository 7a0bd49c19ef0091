import Foundation

// The user's folders as `URL` names them (iOS 16), which Linux's Foundation lacks: each is
// `FileManager`'s folder of that kind in the user's domain, or, where Linux has none, the folder
// of Apple's name under the home folder.
extension URL {
    /// The user's folder of `kind`, or `fallback` under the home folder when Linux has none.
    private static func userFolder(_ kind: FileManager.SearchPathDirectory, fallback: String) -> URL {
        FileManager.default.urls(for: kind, in: .userDomainMask).first
            ?? URL.homeDirectory.appendingPathComponent(fallback, isDirectory: true)
    }

    /// The user's caches folder, as `URL.cachesDirectory`.
    public static var cachesDirectory: URL { userFolder(.cachesDirectory, fallback: "Library/Caches") }
    /// The user's documents folder, as `URL.documentsDirectory`.
    public static var documentsDirectory: URL { userFolder(.documentDirectory, fallback: "Documents") }
    /// The user's application support folder, as `URL.applicationSupportDirectory`.
    public static var applicationSupportDirectory: URL {
        userFolder(.applicationSupportDirectory, fallback: "Library/Application Support")
    }
    /// The user's library folder, as `URL.libraryDirectory`.
    public static var libraryDirectory: URL { userFolder(.libraryDirectory, fallback: "Library") }
    /// The user's downloads folder, as `URL.downloadsDirectory`.
    public static var downloadsDirectory: URL { userFolder(.downloadsDirectory, fallback: "Downloads") }
    /// The user's desktop folder, as `URL.desktopDirectory`.
    public static var desktopDirectory: URL { userFolder(.desktopDirectory, fallback: "Desktop") }
    /// The user's movies folder, as `URL.moviesDirectory`.
    public static var moviesDirectory: URL { userFolder(.moviesDirectory, fallback: "Movies") }
    /// The user's music folder, as `URL.musicDirectory`.
    public static var musicDirectory: URL { userFolder(.musicDirectory, fallback: "Music") }
    /// The user's pictures folder, as `URL.picturesDirectory`.
    public static var picturesDirectory: URL { userFolder(.picturesDirectory, fallback: "Pictures") }
}

extension FileManager {
    /// The shared container of the app group `groupIdentifier`, as iOS gives an app entitled to
    /// the group: the folder Apple's platforms use for group containers,
    /// `~/Library/Group Containers/<groupIdentifier>`, made when first asked for, as iOS makes it.
    /// `nil` when the folder cannot be made or the identifier is not a single path component.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        guard !groupIdentifier.isEmpty, !groupIdentifier.contains("/"), groupIdentifier != ".",
            groupIdentifier != ".."
        else { return nil }
        let folder = URL.homeDirectory.appendingPathComponent("Library/Group Containers", isDirectory: true)
            .appendingPathComponent(groupIdentifier, isDirectory: true)
        do {
            try createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return nil
        }
        return folder
    }
}
