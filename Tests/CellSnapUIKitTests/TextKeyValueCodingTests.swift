// Linux only: labels', text fields' and image views' text and images by name, as apps read, set and
// observe them through key-value coding on iOS (a form library watches its title label's `text`).
import CellSnapUIKitTesting
import Foundation
import Testing

@MainActor @Suite struct TextKeyValueCodingTests {
    final class TitleWatcher: NSObject, KeyValueObserving {
        var seen: [String?] = []
        func observeValue(
            forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
            context: UnsafeMutableRawPointer?
        ) {
            seen.append(change?[.newKey] as? String)
        }
    }

    @Test func aLabelsTextIsReadSetAndObservedByName() {
        let label = UILabel()
        label.setValue("Name", forKey: "text")
        #expect(label.text == "Name" && label.value(forKey: "text") as? String == "Name")
        label.setValue(3, forKey: "numberOfLines")
        #expect(label.numberOfLines == 3)
        let watcher = TitleWatcher()
        label.addObserver(watcher, forKeyPath: "text", options: [.new], context: nil)
        label.text = "Email"
        label.text = nil
        label.removeObserver(watcher, forKeyPath: "text")
        label.text = "Phone"
        #expect(watcher.seen == ["Email", nil])
    }

    @Test func fieldsAndImageViewsAnswerByName() {
        let field = UITextField()
        field.setValue("you@example.com", forKey: "placeholder")
        field.setValue("me@example.com", forKey: "text")
        #expect(field.placeholder == "you@example.com" && field.value(forKey: "text") as? String == "me@example.com")
        let star = UIImage(systemName: "star")
        let imageView = UIImageView()
        imageView.setValue(star, forKey: "image")
        #expect(imageView.image === star && imageView.value(forKey: "image") as? UIImage === star)
    }
}
