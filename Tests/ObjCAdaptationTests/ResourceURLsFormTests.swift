// A bundle's `urls(forResourcesWithExtension:subdirectory:)` answers `[URL]?` in Apple's Foundation
// and `[NSURL]?` in Linux's: the adapter writes CellSnapFoundation's `cellSnapURLs`, which answers
// as Apple's does (an audio player's `songURLs.map { Song(url: $0) }` did not compile).
import ObjCAdaptation
import Testing

/// The three forms are renamed, on any base (`Bundle.main` is the app's bundle as always); a
/// bundle's other members and an app's own `urls(...)` of other labels stay.
@Test func aBundlesResourceURLsAreURLs() {
    let (adapted, diagnostics) = adaptedLines(
        "audio",
        #"""
        let songs = Bundle.main.urls(forResourcesWithExtension: "mp3", subdirectory: nil)
        let french = bundle.urls(forResourcesWithExtension: "mp3", subdirectory: "Songs", localization: "fr")
        let folder = Bundle.urls(forResourcesWithExtension: nil, subdirectory: nil, in: folderURL)
        let one = Bundle.main.url(forResource: "a", withExtension: "mp3")
        let mine = store.urls(matching: "mp3")
        """#)
    #expect(diagnostics == [])
    #expect(
        adapted == #"""
            let songs = _cellSnapMainBundle.cellSnapURLs(forResourcesWithExtension: "mp3", subdirectory: nil)
            let french = bundle.cellSnapURLs(forResourcesWithExtension: "mp3", subdirectory: "Songs", localization: "fr")
            let folder = Bundle.cellSnapURLs(forResourcesWithExtension: nil, subdirectory: nil, in: folderURL)
            let one = _cellSnapMainBundle.url(forResource: "a", withExtension: "mp3")
            let mine = store.urls(matching: "mp3")
            """#)
}
