import Foundation

extension UITextView {
    /// Throws what CellSnap does not draw of the view: text being entered through an input
    /// method, placeholders held in the text, a range scrolled to that is not shown, a text
    /// container's shape or line limits it does not lay out, TextKit 2 delegates, marks for
    /// invisible characters, and data of a kind it does not detect.
    final func checkDrawable() throws {
        if let textInputRefusal { throw textInputRefusal }
        if !heldTextPlaceholders.isEmpty { throw textPlaceholderRefusal }
        try checkRangeScrolledToVisible()
        if let refusal = textContainer.refusal(
            textWidth: bounds.width - textContainerInset.left - textContainerInset.right)
        {
            throw refusal
        }
        try textKitRefusal()
        if layoutManager.showsInvisibleCharacters || layoutManager.showsControlCharacters {
            throw CellSnapUIKitError(
                call: "NSLayoutManager.showsInvisibleCharacters",
                reason: "CellSnap draws no marks for invisible characters")
        }
        if !isEditable, let undetected = TextDataDetector.undetectedKinds(of: dataDetectorTypes, in: text) {
            throw CellSnapUIKitError(
                call: "UITextView.dataDetectorTypes = \(undetected.rawValue)",
                reason:
                    "iOS draws the addresses, dates, numbers and amounts it detects in a text view that is not editable as links; CellSnap detects web and email addresses and phone numbers only"
            )
        }
    }
}
