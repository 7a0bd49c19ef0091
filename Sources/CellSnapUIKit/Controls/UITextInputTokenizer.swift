import Foundation

/// Finds the units of a text input's text (characters, words, sentences, paragraphs, lines, the
/// document), as UIKit's `UITextInputTokenizer`.
@preconcurrency @MainActor public protocol UITextInputTokenizer: NSObjectProtocol {
    func rangeEnclosingPosition(
        _ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> UITextRange?
    func isPosition(
        _ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> Bool
    func position(
        from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> UITextPosition?
    func isPosition(
        _ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> Bool
}

/// The tokenizer of a text input's plain text, as UIKit's `UITextInputStringTokenizer`: words are
/// runs of letters and digits, sentences end after `.`, `!` or `?` and the spaces that follow,
/// paragraphs and lines at line breaks (CellSnap's text inputs lay their lines out as a whole, so
/// a line is a paragraph), characters are grapheme clusters.
@preconcurrency @MainActor open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    private weak var textInput: (UIResponder & UITextInput)?

    /// A tokenizer of `textInput`'s text.
    public init(textInput: UIResponder & UITextInput) {
        self.textInput = textInput
        super.init()
    }

    open func rangeEnclosingPosition(
        _ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> UITextRange? {
        guard let (offset, units) = locate(position, granularity) else { return nil }
        let unit = units.first {
            direction.isForward ? $0.contains(offset) : $0.lowerBound < offset && offset <= $0.upperBound
        }
        return unit.flatMap { range(of: $0) }
    }

    open func isPosition(
        _ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> Bool {
        guard let (offset, units) = locate(position, granularity) else { return false }
        return units.contains { direction.isForward ? $0.upperBound == offset : $0.lowerBound == offset }
    }

    open func position(
        from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> UITextPosition? {
        guard let (offset, units) = locate(position, granularity), let textInput else { return nil }
        let target =
            direction.isForward
            ? units.map(\.upperBound).filter { $0 > offset }.min()
            : units.map(\.lowerBound).filter { $0 < offset }.max()
        return target.flatMap { textInput.position(from: textInput.beginningOfDocument, offset: $0) }
    }

    open func isPosition(
        _ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> Bool {
        guard let (offset, units) = locate(position, granularity) else { return false }
        return units.contains {
            direction.isForward ? $0.contains(offset) : $0.lowerBound < offset && offset <= $0.upperBound
        }
    }

    /// The offset of `position` and the units of `granularity` in the text, in UTF-16 offsets.
    private func locate(_ position: UITextPosition, _ granularity: UITextGranularity) -> (Int, [Range<Int>])? {
        guard let textInput,
            let whole = textInput.textRange(from: textInput.beginningOfDocument, to: textInput.endOfDocument),
            let text = textInput.text(in: whole)
        else { return nil }
        return (textInput.offset(from: textInput.beginningOfDocument, to: position), Self.units(of: text, granularity))
    }

    private func range(of unit: Range<Int>) -> UITextRange? {
        guard let textInput,
            let start = textInput.position(from: textInput.beginningOfDocument, offset: unit.lowerBound),
            let end = textInput.position(from: textInput.beginningOfDocument, offset: unit.upperBound)
        else { return nil }
        return textInput.textRange(from: start, to: end)
    }

    /// The units of `granularity` in `text`, as ranges of UTF-16 offsets.
    static func units(of text: String, _ granularity: UITextGranularity) -> [Range<Int>] {
        let utf16 = text.utf16
        func offset(_ index: String.Index) -> Int { utf16.distance(from: utf16.startIndex, to: index) }
        var units: [Range<Int>] = []
        switch granularity {
        case .document:
            units = [0..<utf16.count]
        case .character:
            var index = text.startIndex
            while index < text.endIndex {
                let next = text.index(after: index)
                units.append(offset(index)..<offset(next))
                index = next
            }
        case .word:
            units = runs(in: text) { $0.isLetter || $0.isNumber }.map { offset($0.lowerBound)..<offset($0.upperBound) }
        case .sentence, .paragraph, .line:
            var start = text.startIndex, index = text.startIndex
            while index < text.endIndex {
                let character = text[index]
                index = text.index(after: index)
                let ends =
                    granularity == .sentence
                    ? ".!?".contains(character) && (index == text.endIndex || text[index].isWhitespace)
                    : character.isNewline
                guard ends else { continue }
                while granularity == .sentence, index < text.endIndex, text[index].isWhitespace {
                    index = text.index(after: index)
                }
                units.append(offset(start)..<offset(index))
                start = index
            }
            if start < text.endIndex { units.append(offset(start)..<offset(text.endIndex)) }
        }
        return units
    }

    /// The maximal runs of characters satisfying `test`.
    private static func runs(in text: String, _ test: (Character) -> Bool) -> [Range<String.Index>] {
        var runs: [Range<String.Index>] = []
        var start: String.Index?
        for index in text.indices {
            if test(text[index]) {
                if start == nil { start = index }
            } else if let begun = start {
                runs.append(begun..<index)
                start = nil
            }
        }
        if let start { runs.append(start..<text.endIndex) }
        return runs
    }
}
