// Classes declared in functions' bodies (Tests/ObjCScreens/MockDelegateScenarios.swift), as tests
// declare their mock delegates and action targets, adapted for Linux: each answers its selectors
// by `responds(to:)` and `perform`, and receives target–action messages, as the Objective-C
// runtime finds them on iOS.
import Foundation
import ObjCExtensionLibrary
import Testing
import UIKit

@MainActor @Suite struct LocalClassSelectorTests {
    @Test func aMockDelegateInAFunctionAnswersTheRequirementsItImplements() {
        let delegate = MockDelegateScenarios.selectionDelegate()
        #expect(delegate.didSelect && !delegate.willDisplay)
        #expect(delegate.selected == [IndexPath(row: 1, section: 0)])
        let other = MockDelegateScenarios.displayDelegate()
        #expect(!other.didSelect && other.willDisplay)
    }

    @Test func aTargetInAFunctionReceivesItsControlsAction() {
        let target = MockDelegateScenarios.buttonTarget()
        #expect(target.received == ["Save"])
        #expect(target.afterReset.isEmpty)
    }

    @Test func aClassInAClosureAnswersItsProperties() {
        let handler = MockDelegateScenarios.makeTitledHandler()
        #expect(handler.responds(to: Selector("title")))
        #expect(handler.value(forKey: "title") as? String == "Handled")
    }

    /// An initialiser's local constants are no properties of its class (an `@objcMembers`
    /// class's table has an entry for each of its properties).
    @Test func anInitialisersLocalsAreNoMembers() {
        let model = CountedModel(count: 3)
        #expect(model.responds(to: Selector("count")))
        #expect(!model.responds(to: Selector("doubled")))
        #expect(model.value(forKey: "count") as? Int == 6)
    }
}

/// A generic cell made through a type parameter constrained to a class of the app's with a
/// `required` initialiser (Tests/ObjCScreens/FormCells.swift): Swift calls the initialiser as it is.
@MainActor @Suite struct RequiredInitializerConstructionTests {
    @Test func aGenericCellIsMadeThroughItsBaseClassesRequiredInitialiser() {
        let cell = FormCellProvider<FormCell<String>>().makeCell(style: .value1)
        #expect(type(of: cell) == FormCell<String>.self)
        #expect(cell.textLabel?.text == "String")
        #expect(FormCellProvider<FormCell<Int>>().makeCell(style: .default).textLabel?.text == "Int")
    }
}

/// A library asks an app's delegate the optional `@objc` requirements of its own protocol that the
/// delegate's class implements (Tests/ObjCLibrary/ColumnLayout.swift, Tests/ObjCScreens/ColumnChoices.swift).
@MainActor @Suite struct LibraryProtocolWitnessTests {
    @Test func aLibraryCallsTheOptionalRequirementsAnAppsDelegateImplements() {
        let layout = ColumnLayout()
        #expect(layout.columnCount == 2)
        let choices = ThreeColumnChoices()
        layout.delegate = choices
        #expect(layout.columnCount == 3)
        #expect(layout.height(ofItemAt: 0) == 44)
    }
}
