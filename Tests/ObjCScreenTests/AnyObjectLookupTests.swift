import Foundation
import Testing
import UIKit

// A form reading the keyboard's notification through `AnyObject`
// (Tests/ObjCScreens/KeyboardAvoidingFormController.swift), as Objective-C's dynamic lookup reads
// it on iOS.
@MainActor @Suite struct AnyObjectLookupTests {
    @Test func theKeyboardsValuesAreReadThroughAnyObject() {
        let form = KeyboardAvoidingFormController(style: .insetGrouped)
        form.loadViewIfNeeded()
        NotificationCenter.default.post(
            name: UIResponder.keyboardWillShowNotification, object: nil,
            userInfo: [
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: CGRect(x: 0, y: 500, width: 390, height: 336)),
                UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
                UIResponder.keyboardAnimationCurveUserInfoKey: 7,
            ])
        #expect(form.tableView.contentInset.bottom == 336)
        #expect(form.keyboardDuration == 0.25)
        #expect(form.keyboardCurve == 7)
    }

    @Test func aMemberTheValueLacksIsNil() {
        #expect(CellSnapAnyObject("text").cgRectValue == nil)
        #expect(CellSnapAnyObject(NSNumber(value: 2.5)).intValue == 2)
        #expect(CellSnapAnyObject(true).boolValue == true)
        #expect(CellSnapAnyObject("12").integerValue == 12)
        #expect(CellSnapAnyObject(CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(CellSnapAnyObject(3).stringValue == "3")
        let rect: CGRect = CellSnapAnyObject(NSValue(cgRect: CGRect(x: 0, y: 1, width: 2, height: 3))).cgRectValue
        #expect(rect == CGRect(x: 0, y: 1, width: 2, height: 3), "implicitly unwrapped where a CGRect is taken")
    }

    /// A model read from JSON by subscripting `AnyObject` (Tests/ObjCScreens/StoryRecord.swift):
    /// a dictionary's values by key; a missing one fails the model, as on iOS.
    @Test func subscriptsReadJSONThroughAnyObject() throws {
        let json = try JSONSerialization.jsonObject(with: Data(#"{"title":"Show HN","score":42,"links":[1,2]}"#.utf8))
        let story = try #require(StoryRecord(data: json as AnyObject))
        #expect(story.title == "Show HN" && story.score == 42 && story.links.count == 2)
        let partial = try JSONSerialization.jsonObject(with: Data(#"{"title":"Ask HN"}"#.utf8))
        #expect(StoryRecord(data: partial as AnyObject) == nil)
        #expect(CellSnapAnyObject([10, 20])[1] as? Int == 20 && CellSnapAnyObject([10])[3] == nil)
        #expect(CellSnapAnyObject("text")["key"] == nil)
    }
}
