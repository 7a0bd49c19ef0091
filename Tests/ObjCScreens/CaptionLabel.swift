// A label that keeps its accessibility in step with its text through observer overrides written in
// an extension, as iOS code writes them (Swift allows them there for UIKit's `@objc` properties):
// the ObjCAdapter plugin moves the observers into the class's body (ObjCExtensionOverrideTests).
import UIKit

class CaptionLabel: UILabel {}

extension CaptionLabel {
    override var text: String? {
        willSet(caption) { accessibilityHint = caption.map { "will read \($0)" } }
        didSet { accessibilityLabel = "\(text ?? "nothing"), was \(oldValue ?? "nothing")" }
    }
}

/// A caption whose own override observes the text too, after its superclass's.
final class CountedCaptionLabel: CaptionLabel {
    override var text: String? {
        didSet { accessibilityValue = "\(text?.count ?? 0) characters" }
    }
}
