import Foundation

/// The folders iOS makes in an app's container when it installs the app, made here the first time
/// a responder (an app delegate, a view, a view controller) is made or the app's code asks for
/// its bundle (every `Bundle.main` of a file the Objective-C adapter reads): the folder
/// `FileManager.urls(for: .documentDirectory, in: .userDomainMask)` names, and the caches folder.
/// On iOS they are there before the app's first line runs, so apps copy into them without
/// making them (a bundled database copied to Documents at launch); Linux's Foundation names the
/// user's folders, which a build machine's home often lacks. Application Support is left alone:
/// iOS does not make it either. A folder that cannot be made is left to the app's own error.
enum AppContainer {
    /// The folders of the container: the user's documents and caches folders.
    static var folders: [URL] {
        [FileManager.SearchPathDirectory.documentDirectory, .cachesDirectory].compactMap {
            FileManager.default.urls(for: $0, in: .userDomainMask).first
        }
    }

    /// Makes the folders once per process.
    static let prepared: Void = make(folders)

    /// Makes each of `folders` that is missing, with the folders above it.
    static func make(_ folders: [URL]) {
        for folder in folders {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
    }
}
