// Linux only: a popover's adaptive sheet (iOS 15) is one sheet presentation controller for the
// popover's presented controller, kept as set; text views and fields keep the input view and
// input accessory view an app gives them.
import CellSnapUIKitTesting
import Foundation
import Testing

@MainActor @Suite struct AdaptiveSheetAndInputViewTests {
    @Test func aPopoversAdaptiveSheetIsOneSheetForItsPresentedController() throws {
        let presenter = UIViewController()
        let picker = UIViewController()
        picker.modalPresentationStyle = .popover
        let popover = try #require(picker.popoverPresentationController)
        let sheet = popover.adaptiveSheetPresentationController
        #expect(sheet === popover.adaptiveSheetPresentationController)
        #expect(sheet.presentedViewController === picker)
        #expect(sheet.detents.map(\.identifier) == [.large])
        #expect(picker.sheetPresentationController == nil)

        sheet.detents = [.medium(), .large()]
        sheet.largestUndimmedDetentIdentifier = .medium
        sheet.prefersGrabberVisible = true
        sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
        let again = try #require(picker.popoverPresentationController).adaptiveSheetPresentationController
        #expect(again.detents.map(\.identifier) == [.medium, .large])
        #expect(again.largestUndimmedDetentIdentifier == .medium)
        #expect(again.selectedDetentIdentifier == .medium && again.prefersGrabberVisible)

        presenter.present(picker, animated: false)
        #expect(again.presentingViewController === presenter)
    }

    @Test func textViewsAndFieldsKeepTheirInputViews() {
        let keyboard = UIInputView(frame: CGRect(x: 0, y: 0, width: 320, height: 216), inputViewStyle: .keyboard)
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let textView = UITextView()
        let field = UITextField()
        #expect(textView.inputView == nil && textView.inputAccessoryView == nil)
        #expect(field.inputView == nil && field.inputAccessoryView == nil)

        textView.inputView = keyboard
        textView.inputAccessoryView = bar
        field.inputView = keyboard
        field.inputAccessoryView = bar
        #expect(textView.inputView === keyboard && textView.inputAccessoryView === bar)
        #expect(field.inputView === keyboard && field.inputAccessoryView === bar)
        let responder: UIResponder = textView
        #expect(responder.inputView === keyboard)

        textView.inputView = nil
        field.inputAccessoryView = nil
        #expect(textView.inputView == nil && field.inputAccessoryView == nil)
        #expect(textView.inputAccessoryView === bar && field.inputView === keyboard)
    }
}
