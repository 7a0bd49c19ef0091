// Enumerating a string by words and sentences, which Linux's Foundation lacks (its `.byWords` and
// `.bySentences` are unavailable): ICU's word and sentence breaks, through `import UIKit`, with the
// substring and enclosing ranges iOS documents, forwards, in reverse and stopped.
import Testing
import UIKit

@Suite struct TextEnumerationTests {
    private static let text = "Hello, world! It's 3.5 o'clock.  Next one?" as NSString

    @Test func wordsAreICUsWordSegmentsWithoutSpacesOrPunctuation() {
        var found: [String] = []
        Self.text.enumerateSubstrings(in: NSRange(location: 0, length: Self.text.length), options: .byWords) {
            word, range, enclosing, _ in
            found.append("\(word ?? "-") \(range.location),\(range.length) \(enclosing.location),\(enclosing.length)")
        }
        #expect(
            found == [
                "Hello 0,5 0,7", "world 7,5 7,7", "It's 14,4 14,5", "3.5 19,3 19,4", "o'clock 23,7 23,10",
                "Next 33,4 33,5", "one 38,3 38,4",
            ])
    }

    @Test func wordsOfARangeInReverseUntilStopped() {
        var found: [String] = []
        Self.text.enumerateSubstrings(in: NSRange(location: 7, length: 24), options: [.byWords, .reverse]) {
            word, _, _, stop in
            found.append(word ?? "-")
            if word == "3.5" { stop.pointee = true }
        }
        #expect(found == ["o'clock", "3.5"])
        var none: [String?] = []
        Self.text.enumerateSubstrings(in: NSRange(location: 0, length: 13), options: [.byWords, .substringNotRequired])
        {
            word, _, _, _ in none.append(word)
        }
        #expect(none == [nil, nil])
    }

    @Test func sentencesLeaveTheirTrailingSpaceToTheEnclosingRange() {
        let text = "One. Two three.\nFour?"
        var found: [String] = []
        text.enumerateSubstrings(in: text.startIndex..<text.endIndex, options: .bySentences) {
            sentence, range, enclosing, _ in
            found.append("\(sentence ?? "-")|\(text[range])|\(text[enclosing].debugDescription)")
        }
        #expect(found == [#"One.|One.|"One. ""#, #"Two three.|Two three.|"Two three.\n""#, #"Four?|Four?|"Four?""#])
    }

    @Test func aSubstringsWordsAreInItsOwnIndices() {
        let line = "skip this: alpha beta"
        let tail = line[line.firstIndex(of: ":")!...]
        var words: [String] = []
        tail.enumerateSubstrings(in: tail.startIndex..<tail.endIndex, options: .byWords) { word, range, _, _ in
            words.append("\(word ?? "-")=\(tail[range])")
        }
        #expect(words == ["alpha=alpha", "beta=beta"])
    }
}
