import Foundation

/// The document arithmetic CellSnap's text inputs (``UITextField``, ``UITextView``) share: positions
/// are UTF-16 offsets of the text, as UIKit's `NSString` offsets are; a position or range that is
/// not one of theirs, or lies outside the text, gives `nil` as UIKit does.
@MainActor enum TextInputEditing {
    static func offset(_ position: UITextPosition, in text: String) -> Int? {
        guard let offset = (position as? TextOffsetPosition)?.offset, (0...text.utf16.count).contains(offset) else {
            return nil
        }
        return offset
    }

    static func range(_ range: UITextRange, in text: String) -> NSRange? {
        guard let range = (range as? TextOffsetRange)?.range, range.location >= 0,
            range.location + range.length <= text.utf16.count
        else { return nil }
        return range
    }

    static func text(in range: UITextRange, of text: String) -> String? {
        self.range(range, in: text).map { (text as NSString).substring(with: $0) }
    }

    static func textRange(from: UITextPosition, to: UITextPosition, in text: String) -> UITextRange? {
        guard let start = offset(from, in: text), let end = offset(to, in: text) else { return nil }
        return TextOffsetRange(NSRange(location: min(start, end), length: abs(end - start)))
    }

    static func position(from position: UITextPosition, offset by: Int, in text: String) -> UITextPosition? {
        guard let start = offset(position, in: text) else { return nil }
        let target = start + by
        return (0...text.utf16.count).contains(target) ? TextOffsetPosition(target) : nil
    }

    /// `position` moved `by` characters in a layout direction on one line of left-to-right text:
    /// right and left move forward and backward, up and down leave the line (`nil`).
    static func position(
        from position: UITextPosition, in direction: UITextLayoutDirection, offset by: Int, in text: String
    ) -> UITextPosition? {
        switch direction {
        case .right: self.position(from: position, offset: by, in: text)
        case .left: self.position(from: position, offset: -by, in: text)
        case .up, .down: by == 0 ? self.position(from: position, offset: 0, in: text) : nil
        }
    }

    static func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let first = (position as? TextOffsetPosition)?.offset ?? 0
        let second = (other as? TextOffsetPosition)?.offset ?? 0
        return first < second ? .orderedAscending : first > second ? .orderedDescending : .orderedSame
    }

    static func offset(from: UITextPosition, to: UITextPosition) -> Int {
        ((to as? TextOffsetPosition)?.offset ?? 0) - ((from as? TextOffsetPosition)?.offset ?? 0)
    }

    static func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection, in text: String)
        -> UITextPosition?
    {
        guard self.range(range, in: text) != nil else { return nil }
        return direction == .left || direction == .up ? range.start : range.end
    }

    static func characterRange(
        byExtending position: UITextPosition, in direction: UITextLayoutDirection, in text: String
    ) -> UITextRange? {
        guard let start = offset(position, in: text) else { return nil }
        let end = direction == .left || direction == .up ? 0 : text.utf16.count
        return TextOffsetRange(NSRange(location: min(start, end), length: abs(end - start)))
    }

    /// What a backspace deletes: the selection, else the character (grapheme cluster) before the
    /// caret; `nil` at the start of the text.
    static func deletionRange(selection: NSRange, in text: String) -> NSRange? {
        if selection.length > 0 { return selection }
        guard selection.location > 0 else { return nil }
        let utf16 = text.utf16
        let caret = utf16.index(utf16.startIndex, offsetBy: selection.location)
        guard let boundary = String.Index(caret, within: text) else {
            return NSRange(location: selection.location - 1, length: 1)
        }
        let before = text.index(before: boundary)
        let location = utf16.distance(from: utf16.startIndex, to: before)
        return NSRange(location: location, length: selection.location - location)
    }

    /// `selection` kept inside a text of `length` UTF-16 units.
    static func clamped(_ selection: NSRange, length: Int) -> NSRange {
        let location = min(max(0, selection.location), length)
        return NSRange(location: location, length: min(max(0, selection.length), length - location))
    }

    /// The grapheme boundaries of `text`, as UTF-16 offsets, from 0 to its length.
    static func boundaries(of text: String) -> [Int] {
        var offsets = [0]
        var total = 0
        for character in text {
            total += character.utf16.count
            offsets.append(total)
        }
        return offsets
    }
}
