// Linux only: replacing the whole text of a text storage (as a text view does when its font or
// text changes, and `setAttributedString` does) once trapped in Foundation on Linux, which
// compared the old run's attributes with the new text's; the storage now holds the new text.
import CellSnapUIKitTesting
import Foundation
import Testing

@MainActor @Suite struct TextViewFontAfterTextTests {
    @Test func settingTheFontAfterTheTextKeepsTheStorageInStep() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 414, height: 896))
        textView.text = "Hello World!"
        textView.textAlignment = .natural
        textView.isEditable = false
        textView.font = .preferredFont(forTextStyle: .body)
        #expect(textView.textStorage.string == "Hello World!")
        let font = textView.textStorage.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        #expect(font == .preferredFont(forTextStyle: .body))
    }

    @Test func replacingAWholeStorageWithTheSameAttributesKeepsTheNewText() {
        let storage = NSTextStorage(string: "Draft", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        storage.setAttributedString(
            NSAttributedString(string: "Final", attributes: [.font: UIFont.systemFont(ofSize: 17)]))
        #expect(storage.string == "Final")
        #expect(storage.editedRange == NSRange(location: 0, length: 5) && storage.changeInLength == 0)
        let font = storage.attribute(.font, at: 4, effectiveRange: nil) as? UIFont
        #expect(font == .systemFont(ofSize: 17))
    }
}
