// Members the member list lacked until round 19, built as UIKit documents them: a text view's
// delegate typed `UITextViewDelegate?` (with iOS 26's multi-range question and iOS 18's Writing
// Tools requirements), `UIButton.systemButton(primaryAction:)`,
// `UIImage(systemName:compatibleWith:)`, `UIScreen.referenceDisplayModeStatus`,
// `UITextView.borderStyle`, and UITraitCollection's one-trait initialisers and trait lists.
import CellSnapUIKitTesting
import Foundation
import Testing

@testable import CellSnapUIKit

/// A text view's delegate that answers the single-range question only: letters pass, digits do not.
private final class LettersOnly: NSObject, UITextViewDelegate {
    var asked: [NSRange] = []
    var changes = 0
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        asked.append(range)
        return text.rangeOfCharacter(from: .decimalDigits) == nil
    }
    func textViewDidChange(_ textView: UITextView) { changes += 1 }
}

/// A delegate that answers iOS 26's question for every range: nothing is typed past 5 characters.
private final class FiveAtMost: NSObject, UITextViewDelegate {
    var asked: [[NSRange]] = []
    func textView(_ textView: UITextView, shouldChangeTextInRanges ranges: [NSValue], replacementText text: String)
        -> Bool
    {
        asked.append(ranges.map(\.rangeValue))
        return (textView.text ?? "").utf16.count + text.utf16.count <= 5
    }
}

/// A text view that keeps its owner's delegate and tells it through itself, as editor libraries do.
private final class ForwardingTextView: UITextView, UITextViewDelegate {
    weak var outer: (any UITextViewDelegate)?
    var forwarded = 0

    override var cellSnapTextViewDelegate: (any UITextViewDelegate)? {
        get { outer }
        set {
            outer = newValue
            super.cellSnapTextViewDelegate = self
        }
    }

    func textViewDidChange(_ textView: UITextView) {
        forwarded += 1
        outer?.textViewDidChange(textView)
    }
}

/// A button subclass, made by `systemButton(primaryAction:)` through its `init(coder:)`.
private final class PillButton: UIButton {}

@MainActor @Suite struct MemberListRound19Tests {
    init() { UIView.cellSnapInstallTextMeasurer() }

    /// `delegate` reads and writes a `UITextViewDelegate?`, the scroll view's `delegate` is the
    /// same object, and typing asks the delegate: a delegate of the single-range question is
    /// asked it (through the multi-range one's default), one of the multi-range question gets
    /// the range typed over.
    @Test func textViewDelegateIsTyped() {
        let letters = LettersOnly()
        let view = UITextView()
        view.delegate = letters
        #expect(view.delegate === letters)
        let scrollView: UIScrollView = view
        #expect(scrollView.delegate === letters)
        view.insertText("ab")
        view.insertText("1")
        view.insertText("c")
        #expect(view.text == "abc")
        #expect(
            letters.asked == [
                NSRange(location: 0, length: 0), NSRange(location: 2, length: 0),
                NSRange(location: 2, length: 0),
            ])
        #expect(letters.changes == 2)
        #expect(view.delegate?.textView(view, shouldChangeTextInRanges: [], replacementText: "9") == true)

        let five = FiveAtMost()
        let limited = UITextView()
        scrollView.delegate = nil
        limited.delegate = five
        limited.insertText("abcd")
        limited.insertText("ef")
        limited.insertText("e")
        #expect(limited.text == "abcde")
        #expect(
            five.asked == [
                [NSRange(location: 0, length: 0)], [NSRange(location: 4, length: 0)],
                [NSRange(location: 4, length: 0)],
            ])
    }

    /// A subclass's override of the typed delegate is what `delegate` reads, and the view tells
    /// what its `delegate` reads (the override's object; unlike a table view, which asks what was
    /// set on `super`: CellSnap's choice for now, since UIKit does not document which it tells).
    @Test func textViewSubclassOverridingTheDelegateIsTold() {
        let letters = LettersOnly()
        let view = ForwardingTextView()
        view.delegate = letters
        #expect(view.delegate === letters)
        #expect(view.ownTextDelegate === view)
        view.insertText("hi")
        #expect(view.forwarded == 0 && letters.changes == 1)
    }

    /// Writing Tools' requirements default as UIKit behaves without them: no range is ignored.
    @Test func writingToolsRequirementsDefault() {
        let letters = LettersOnly()
        let view = UITextView()
        letters.textViewWritingToolsWillBegin(view)
        letters.textViewWritingToolsDidEnd(view)
        #expect(
            letters.textView(view, writingToolsIgnoredRangesInEnclosingRange: NSRange(location: 0, length: 4))
                .isEmpty)
    }

    /// A system button showing its primary action's title and image, whose primary action it is;
    /// a subclass's is of the subclass; `nil` gives an empty system button.
    @Test func systemButtonWithAPrimaryAction() throws {
        let star = try #require(UIImage(systemName: "star"))
        let cases: [(UIAction?, String?, UIImage?, Int)] = [
            (UIAction(title: "Save", handler: { _ in }), "Save", nil, 1),
            (UIAction(title: "", image: star, handler: { _ in }), nil, star, 1),
            (UIAction(title: "Star", image: star, handler: { _ in }), "Star", star, 1),
            (nil, nil, nil, 0),
        ]
        for (action, title, image, actions) in cases {
            let button = UIButton.systemButton(primaryAction: action)
            #expect(button.buttonType == .system)
            #expect(button.title(for: .normal) == title)
            #expect(button.image(for: .normal) === image)
            var primary: [UIAction] = []
            button.enumerateEventHandlers { handler, _, events, _ in
                if let handler, events.contains(.primaryActionTriggered) { primary.append(handler) }
            }
            #expect(primary.count == actions && primary.first === action)
        }
        let pill = PillButton.systemButton(primaryAction: UIAction(title: "Go", handler: { _ in }))
        #expect(type(of: pill) == PillButton.self && pill.title(for: .normal) == "Go")
    }

    /// A symbol for a trait collection keeps the traits as its configuration's; without one it
    /// is the plain symbol.
    @Test func symbolCompatibleWithTraits() throws {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let forDark = try #require(UIImage(systemName: "star", compatibleWith: dark))
        #expect(forDark.isSymbolImage)
        #expect(forDark.configuration?.traitCollection?.userInterfaceStyle == .dark)
        let plain = try #require(UIImage(systemName: "star", compatibleWith: nil))
        #expect(plain.configuration?.traitCollection == nil)
        #expect(plain.size == UIImage(systemName: "star")?.size)
    }

    /// The screen has no Reference Mode, and a text view no border, as an iPhone's.
    @Test func screenAndTextViewDefaults() {
        #expect(UIScreen.main.referenceDisplayModeStatus == .notSupported)
        #expect(UIScreen.ReferenceDisplayModeStatus(rawValue: 2) == .enabled)
        let view = UITextView()
        #expect(view.borderStyle == .none)
        view.borderStyle = .none
        #expect(view.borderStyle.rawValue == 0)
    }

    /// A collection of one trait CellSnap's collections do not carry has every trait unspecified.
    @Test func oneTraitCollectionsOfUndrawnTraits() {
        let made: [(String, UITraitCollection)] = [
            ("userInterfaceLevel", UITraitCollection(userInterfaceLevel: .elevated)),
            ("legibilityWeight", UITraitCollection(legibilityWeight: .bold)),
            ("displayGamut", UITraitCollection(displayGamut: .P3)),
            ("activeAppearance", UITraitCollection(activeAppearance: .inactive)),
            ("imageDynamicRange", UITraitCollection(imageDynamicRange: .high)),
            ("typesettingLanguage", UITraitCollection(typesettingLanguage: Locale.Language(identifier: "ja"))),
        ]
        for (name, traits) in made {
            #expect(traits == UITraitCollection(), "\(name)")
            #expect(traits.userInterfaceLevel == .unspecified && traits.displayGamut == .unspecified, "\(name)")
        }
    }

    /// The traits colours resolve with and asset images are chosen by.
    @Test func systemTraitLists() {
        let colour = UITraitCollection.systemTraitsAffectingColorAppearance.map { "\($0)" }
        #expect(colour == ["UITraitUserInterfaceStyle", "UITraitDisplayScale", "UITraitAccessibilityContrast"])
        let images = UITraitCollection.systemTraitsAffectingImageLookup.map { "\($0)" }
        #expect(images == ["UITraitUserInterfaceStyle", "UITraitDisplayScale"])
    }
}
