// HTML read into an attributed string, as apps read a web service's summaries
// (`NSAttributedString(data:options: [.documentType: .html])`): the text iOS's reader makes of
// each document, and the attributes of its runs.
import Foundation
import Testing
import UIKit

@MainActor @Suite struct HTMLDocumentTests {
    func read(_ html: String) throws -> NSAttributedString {
        try NSAttributedString(
            data: Data(html.utf8),
            options: [
                .documentType: NSAttributedString.DocumentType.html, .characterEncoding: String.Encoding.utf8.rawValue,
            ],
            documentAttributes: nil)
    }

    static let texts: [(html: String, text: String)] = [
        ("<p>A <b>sheriff</b> and his\n   deputy.</p>", "A sheriff and his deputy.\n"),
        ("<p>One</p><p>Two</p>", "One\nTwo\n"),
        ("Line<br>break<br/>again", "Line\nbreak\nagain"),
        ("<ul><li>Pilot</li><li>Finale</li></ul>", "\t•\tPilot\n\t•\tFinale\n"),
        ("<ol><li>First</li><li>Second</li></ol>", "\t1.\tFirst\n\t2.\tSecond\n"),
        ("<h1>Title</h1><p>Body</p>", "Title\nBody\n"),
        (
            "Fish &amp; chips &lt;3 &#39;n&#x2019; &quot;more&quot;&nbsp;&bogus;",
            "Fish & chips <3 'n’ \"more\"\u{A0}&bogus;"
        ),
        ("<head><title>Ignored</title><style>p { color: red }</style></head><p>Shown</p><!-- not -->", "Shown\n"),
        ("<div>  spaced   <i>out</i>  </div>", "spaced out\n"),
    ]

    @Test(arguments: 0..<texts.count)
    func theTextOfADocument(index: Int) throws {
        let (html, text) = Self.texts[index]
        #expect(try read(html).string == text)
    }

    @Test func theRunsCarryTheMarkupsStyle() throws {
        let document = try read(
            #"<p>Plain <b>bold</b> <i>leaning</i> <a href="https://tvmaze.com">link</a></p><h2>Head</h2>"#)
        let string = document.string as NSString
        func attributes(of word: String) -> [NSAttributedString.Key: Any] {
            document.attributes(at: string.range(of: word).location, effectiveRange: nil)
        }
        #expect((attributes(of: "Plain")[.font] as? UIFont) == UIFont.systemFont(ofSize: 12))
        #expect((attributes(of: "bold")[.font] as? UIFont) == UIFont.systemFont(ofSize: 12, weight: .bold))
        let leaning = try #require(attributes(of: "leaning")[.font] as? UIFont)
        #expect(leaning.fontDescriptor.symbolicTraits.contains(.traitItalic) && leaning.pointSize == 12)
        #expect(attributes(of: "link")[.link] as? URL == URL(string: "https://tvmaze.com"))
        #expect((attributes(of: "Head")[.font] as? UIFont) == UIFont.systemFont(ofSize: 18, weight: .bold))
        #expect(attributes(of: "Plain")[.foregroundColor] as? UIColor == UIColor.black)
    }
}
