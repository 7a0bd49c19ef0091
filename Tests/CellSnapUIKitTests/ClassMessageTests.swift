// Messages sent to a class object by selector (`UIApplication.responds(to:)`, `perform(_:)`),
// as libraries reach UIKit's shared instances where an app extension has none.
import Foundation
import Testing
import UIKit

@MainActor @Suite struct ClassMessageTests {
    @Test func uikitsSharedInstancesAnswerTheirClassMethods() {
        let shared = NSSelectorFromString("sharedApplication")
        #expect(UIApplication.responds(to: shared) && !UIScreen.responds(to: shared))
        #expect(UIApplication.perform(shared)?.takeUnretainedValue() === UIApplication.shared)
        #expect(UIScreen.perform(NSSelectorFromString("mainScreen"))?.takeUnretainedValue() === UIScreen.main)
        #expect(UIDevice.perform(NSSelectorFromString("currentDevice"))?.takeUnretainedValue() === UIDevice.current)
        #expect(UIPasteboard.responds(to: NSSelectorFromString("generalPasteboard")))
        // An instance method is not a class method; the instance still answers it.
        let layout = NSSelectorFromString("layoutSubviews")
        #expect(!UIView.responds(to: layout) && UIView().responds(to: layout))
    }

    @Test func aClassMethodNobodyHasIsReported() {
        let before = SelectorTable.undelivered.count
        #expect(UIView.perform(NSSelectorFromString("missingClassMethod")) == nil)
        #expect(SelectorTable.undelivered.count == before + 1)
        #expect(SelectorTable.undelivered.last?.call == "+[UIView missingClassMethod]")
    }

    /// Key-value coding on a class reads its class method of that name, as libraries reach the
    /// shared application; another key is `nil`.
    @Test func aClassMethodIsAKeyOfTheClass() {
        #expect(UIApplication.value(forKey: "sharedApplication") as? UIApplication === UIApplication.shared)
        #expect(UIApplication.value(forKey: "delegate") == nil)
    }
}
