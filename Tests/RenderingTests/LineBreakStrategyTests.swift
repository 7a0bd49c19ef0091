import DisplayList
import Foundation
import Primitives
import Testing

@testable import Rendering

/// Lines chosen by a label's line-break strategies: a lone word on a paragraph's last line takes
/// the word above with it (push-out), and Korean wraps between words (Hangul word priority).
@Suite struct LineBreakStrategyTests {
    let engine: TextEngine

    init() throws { engine = try TextEngine.current() }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var width: Double
        var strategy: LineBreakStrategy
        var maximumLines = 0
        var lines: [String]
        var testDescription: String { name }
    }

    /// The text of each line laid out, its trailing spaces and line end left off.
    func lines(_ fixture: Case, direction: WritingDirection = .natural) -> [String] {
        let style = TextStyle(
            font: Font(size: 20), maximumLines: fixture.maximumLines, direction: direction,
            lineBreakStrategy: fixture.strategy)
        let utf16 = Array(fixture.text.utf16)
        return (engine.lines(of: fixture.text, style: style, width: fixture.width) ?? []).map { line in
            String(decoding: utf16[line.characters], as: UTF16.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    static let cases: [Case] = [
        Case(
            name: "a lone last word takes the word above", text: "The biggest community of iOS Developers", width: 295,
            strategy: .standard, lines: ["The biggest community of", "iOS Developers"]),
        Case(
            name: "without a strategy lines break as they fill", text: "The biggest community of iOS Developers",
            width: 295, strategy: [], lines: ["The biggest community of iOS", "Developers"]),
        Case(
            name: "each paragraph pushes out its own",
            text: "The biggest community of iOS Developers\nSign in or create an account today",
            width: 295, strategy: .pushOut,
            lines: ["The biggest community of", "iOS Developers", "Sign in or create an", "account today"]),
        Case(
            name: "a last line of two words stays", text: "Sign in with your account to continue reading", width: 295,
            strategy: .pushOut, lines: ["Sign in with your account to", "continue reading"]),
        Case(
            name: "a pair too wide for a line is not pushed", text: "Open the Unbelievably", width: 130,
            strategy: .pushOut, lines: ["Open the", "Unbelievably"]),
        Case(
            name: "a word broken across lines is not pushed",
            text: "See the Pneumonoultramicroscopicsilicovolcanoconiosis",
            width: 300, strategy: .pushOut, lines: ["See the", "Pneumonoultramicroscopicsilic", "ovolcanoconiosis"]),
        Case(
            name: "one line has nothing to push", text: "Developers", width: 295, strategy: .pushOut,
            lines: ["Developers"]),
        Case(
            name: "truncated text is left as it is", text: "The biggest community of iOS Developers", width: 150,
            strategy: .pushOut, maximumLines: 2, lines: ["The biggest", "community of iOS Developers"]),
        Case(
            name: "Korean wraps between words", text: "오늘은 날씨가 정말 좋아서 산책하기 좋은 날입니다", width: 200,
            strategy: .hangulWordPriority, lines: ["오늘은 날씨가 정말", "좋아서 산책하기 좋은", "날입니다"]),
        Case(
            name: "Korean without the priority wraps between letters", text: "오늘은 날씨가 정말 좋아서 산책하기 좋은 날입니다",
            width: 200, strategy: [], lines: ["오늘은 날씨가 정말 좋", "아서 산책하기 좋은 날", "입니다"]),
    ]

    @Test(arguments: cases)
    func linesAreChosenByTheStrategy(_ fixture: Case) {
        #expect(lines(fixture) == fixture.lines)
    }

    @Test func rightToLeftTextPushesOutTheSameWay() {
        let fixture = Case(
            name: "Hebrew", text: "הקהילה הגדולה ביותר של מפתחי אפליקציות", width: 290, strategy: .standard, lines: [])
        #expect(lines(fixture, direction: .rightToLeft) == ["הקהילה הגדולה ביותר של", "מפתחי אפליקציות"])
        #expect(
            lines(
                Case(name: "greedy", text: fixture.text, width: 290, strategy: [], lines: []), direction: .rightToLeft)
                == ["הקהילה הגדולה ביותר של מפתחי", "אפליקציות"])
    }
}
