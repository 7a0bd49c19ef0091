// Colours, fonts, shadows, paragraph styles and attachments as an attributed string's values in
// neighbouring runs: Linux's Foundation compares them with `CFEqual`, which stopped the process
// for two different values of the same key unless the objects carry a Core Foundation header
// (CoreFoundationObjectHeader); equal values merge into one run, as on iOS.
import CellSnapFoundation
import CellSnapUIKit
import Foundation
import Testing

@MainActor @Suite struct AttributedStringValuesTests {
    /// Every class CellSnap makes attribute values of has the header as its first stored property,
    /// where Core Foundation reads an object's type.
    @Test func attributeValueClassesCarryTheCoreFoundationHeader() {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 3, height: 0)
        let values: [(String, AnyObject)] = [
            ("black", UIColor.black), ("clear", UIColor.clear), ("dynamic", UIColor.label),
            ("system font", UIFont.systemFont(ofSize: 17)), ("shadow", shadow),
            ("attachment", NSTextAttachment()), ("paragraph style", NSParagraphStyle()),
            ("mutable paragraph style", NSMutableParagraphStyle()),
        ]
        for (name, value) in values {
            #expect(CoreFoundationObjectHeader.typeField(of: value) == 1, "\(name)")
        }
    }

    /// The runs of `text`, each as its range and the value of `key`.
    static func runs(_ text: NSAttributedString, _ key: NSAttributedString.Key) -> [(NSRange, AnyObject?)] {
        var runs: [(NSRange, AnyObject?)] = []
        text.enumerateAttribute(key, in: NSRange(location: 0, length: text.length)) { value, range, _ in
            runs.append((range, value as AnyObject?))
        }
        return runs
    }

    /// "Hello " in grey and "World" in blue, appended; then "!" in blue, which joins the blue run.
    @Test func neighbouringRunsOfDifferentColoursStayApartAndEqualOnesMerge() {
        let text = NSMutableAttributedString(string: "Hello ", attributes: [.foregroundColor: UIColor.systemGray])
        text.append(NSAttributedString(string: "World", attributes: [.foregroundColor: UIColor.systemBlue]))
        text.append(NSAttributedString(string: "!", attributes: [.foregroundColor: UIColor.systemBlue]))
        let runs = Self.runs(text, .foregroundColor)
        #expect(runs.map(\.0) == [NSRange(location: 0, length: 6), NSRange(location: 6, length: 6)])
        #expect(runs.map { $0.1 as? UIColor } == [.systemGray, .systemBlue])
    }

    /// A bold title and a regular subtitle, set with `addAttributes` and `addAttribute`, and two
    /// shadows, paragraph styles and attachments in neighbouring runs.
    @Test func neighbouringRunsOfOtherValuesStayApart() {
        let text = NSMutableAttributedString(string: "Title subtitle")
        text.addAttributes([.font: UIFont.boldSystemFont(ofSize: 17)], range: NSRange(location: 0, length: 6))
        text.addAttribute(.font, value: UIFont.systemFont(ofSize: 15), range: NSRange(location: 6, length: 8))
        #expect(Self.runs(text, .font).map(\.0) == [NSRange(location: 0, length: 6), NSRange(location: 6, length: 8)])

        let near = NSShadow(), far = NSShadow()
        far.shadowOffset = CGSize(width: 0, height: 4)
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        let values: [(NSAttributedString.Key, AnyObject, AnyObject)] = [
            (.shadow, near, far), (.paragraphStyle, NSParagraphStyle(), centred),
            (.attachment, NSTextAttachment(), NSTextAttachment()),
        ]
        for (key, first, second) in values {
            let text = NSMutableAttributedString(string: "ab")
            text.setAttributes([key: first], range: NSRange(location: 0, length: 1))
            text.setAttributes([key: second], range: NSRange(location: 1, length: 1))
            #expect(Self.runs(text, key).count == 2, "\(key.rawValue)")
        }
    }
}
