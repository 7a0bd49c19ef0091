// Linux only: Scribble, text items, the spelling checker, the screenshot service, items
// configurations and print info (issue 40, round 9): what each keeps and answers, and the
// delegates' defaults.
import CellSnapUIKitTesting
import Foundation
import Testing

/// Delegates that implement only what UIKit requires of them.
private final class PlainDelegates: NSObject, UIScribbleInteractionDelegate, UIScreenshotServiceDelegate,
    UITextViewDelegate, UIActivityItemsConfigurationReading
{
    var itemProvidersForActivityItemsConfiguration: [NSItemProvider] { [] }
}

/// An indirect Scribble delegate over named elements.
private final class Elements: NSObject, UIIndirectScribbleInteractionDelegate {
    func indirectScribbleInteraction(
        _ interaction: any UIInteraction, requestElementsIn rect: CGRect, completion: @escaping ([String]) -> Void
    ) { completion(["name", "email"]) }
    func indirectScribbleInteraction(_ interaction: any UIInteraction, isElementFocused elementIdentifier: String)
        -> Bool
    { false }
    func indirectScribbleInteraction(_ interaction: any UIInteraction, frameForElement elementIdentifier: String)
        -> CGRect
    { .zero }
    func indirectScribbleInteraction(
        _ interaction: any UIInteraction, focusElementIfNeeded elementIdentifier: String,
        referencePoint focusReferencePoint: CGPoint, completion: @escaping ((any UIResponder & UITextInput)?) -> Void
    ) { completion(nil) }
}

@MainActor @Suite struct ScribbleSharingPrintingTests {
    @Test func scribble() {
        let delegates = PlainDelegates()
        let field = UITextField()
        let scribble = UIScribbleInteraction(delegate: delegates)
        field.addInteraction(scribble)
        #expect(scribble.view === field && scribble.delegate === delegates && !scribble.isHandlingWriting)
        #expect(!UIScribbleInteraction.isPencilInputExpected)
        #expect(delegates.scribbleInteraction(scribble, shouldBeginAt: .zero))
        #expect(!delegates.scribbleInteractionShouldDelayFocus(scribble))
        let elements = Elements()
        let indirect = UIIndirectScribbleInteraction(delegate: elements)
        let form = UIView()
        form.addInteraction(indirect)
        #expect(indirect.view === form && !indirect.isHandlingWriting)
        var listed: [String] = []
        elements.indirectScribbleInteraction(indirect, requestElementsIn: .zero) { listed = $0 }
        #expect(listed == ["name", "email"])
        #expect(!elements.indirectScribbleInteraction(indirect, shouldDelayFocusForElement: "name"))
    }

    @Test func textItems() {
        let item = UITextItem(
            cellSnapContent: .link(URL(string: "https://example.com")!), range: NSRange(location: 2, length: 4))
        #expect(item.range == NSRange(location: 2, length: 4))
        guard case .link(let url) = item.content else {
            Issue.record("a link item's content is its link")
            return
        }
        #expect(url.host == "example.com")
        let delegates = PlainDelegates()
        let view = UITextView()
        let open = UIAction(title: "Open") { _ in }
        #expect(delegates.textView(view, primaryActionFor: item, defaultAction: open) === open)
        #expect(
            cellSnapOptionalRequirement { delegates.textView(view, primaryActionFor: item, defaultAction: open) } == nil
        )
        #expect(delegates.textView(view, menuConfigurationFor: item, defaultMenu: UIMenu(children: [])) == nil)
        let menu = UITextItem.MenuConfiguration(menu: UIMenu(title: "Tag", children: []))
        #expect(menu.menu.title == "Tag" && menu.preview == nil)
        #expect(NSAttributedString.Key.textItemTag.rawValue == "UITextItemTagAttributeName")
    }

    @Test func theSpellingCheckerHasNoDictionaries() {
        let checker = UITextChecker()
        #expect(UITextChecker.availableLanguages.isEmpty)
        let text = "Helo wrld"
        let found = checker.rangeOfMisspelledWord(
            in: text, range: NSRange(location: 0, length: 9), startingAt: 0, wrap: true, language: "en_US")
        #expect(found.location == NSNotFound)
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 4), in: text, language: "en_US") == [])
        UITextChecker.learnWord("CellSnapper")
        #expect(UITextChecker.hasLearnedWord("CellSnapper"))
        #expect(
            checker.completions(forPartialWordRange: NSRange(location: 0, length: 4), in: "Cell", language: "en") == [
                "CellSnapper"
            ])
        #expect(
            checker.completions(forPartialWordRange: NSRange(location: 2, length: 9), in: "Cell", language: "en") == [])
        UITextChecker.unlearnWord("CellSnapper")
        #expect(!UITextChecker.hasLearnedWord("CellSnapper"))
        #expect(checker.ignoredWords == nil)
        checker.ignoreWord("wrld")
        checker.ignoreWord("wrld")
        #expect(checker.ignoredWords == ["wrld"])
    }

    @Test func theScreenshotService() throws {
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let service = try #require(scene.screenshotService)
        #expect(service.windowScene === scene && scene.screenshotService === service)
        let delegates = PlainDelegates()
        service.delegate = delegates
        var answer: (Data?, Int, CGRect)?
        delegates.screenshotService(service) { answer = ($0, $1, $2) }
        #expect(answer?.0 == nil && answer?.1 == 0 && answer?.2 == .zero)
    }

    @Test func itemsConfigurations() throws {
        let configuration = UIActivityItemsConfiguration(objects: [NSString(string: "Note")])
        #expect(configuration.itemProvidersForActivityItemsConfiguration.count == 1)
        #expect(configuration.activityItemsConfigurationSupports(interaction: .share))
        configuration.supportedInteractions = []
        #expect(!configuration.activityItemsConfigurationSupports(interaction: .share))
        configuration.metadataProvider = { $0 == .title ? "Title" : nil }
        configuration.perItemMetadataProvider = { index, key in key == .messageBody ? "Item \(index)" : nil }
        #expect(configuration.activityItemsConfigurationMetadata(key: .title) as? String == "Title")
        #expect(
            configuration.activityItemsConfigurationMetadataForItem(at: 2, key: .messageBody) as? String == "Item 2")
        #expect(configuration.applicationActivitiesForActivityItemsConfiguration == nil)
        let responder = UIViewController()
        #expect(responder.activityItemsConfiguration == nil)
        responder.activityItemsConfiguration = configuration
        #expect(responder.activityItemsConfiguration === configuration)
        let plain = PlainDelegates()
        #expect(plain.activityItemsConfigurationSupports(interaction: .share))
        #expect(plain.activityItemsConfigurationMetadata(key: .title) == nil)
        #expect(UIActivityItemsConfigurationMetadataKey.title.rawValue == "title")
    }

    @Test func sceneActivationConditions() throws {
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let conditions = scene.activationConditions
        #expect(conditions.canActivateForTargetContentIdentifierPredicate.evaluate(with: "inbox"))
        #expect(!conditions.prefersToActivateForTargetContentIdentifierPredicate.evaluate(with: "inbox"))
        conditions.prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(format: "SELF == 'inbox'")
        #expect(scene.activationConditions.prefersToActivateForTargetContentIdentifierPredicate.evaluate(with: "inbox"))
        scene.activationConditions = UISceneActivationConditions()
        #expect(scene.activityItemsConfigurationSource == nil)
    }

    @Test func printInfo() throws {
        let info = UIPrintInfo.printInfo()
        #expect(info.outputType == .general && info.orientation == .portrait && info.duplex == .none)
        #expect(info.printerID == nil && !info.jobName.isEmpty)
        info.jobName = "Receipt"
        info.outputType = .grayscale
        info.orientation = .landscape
        info.duplex = .longEdge
        info.printerID = "printer-1"
        let read = UIPrintInfo.printInfo(dictionary: info.dictionaryRepresentation)
        #expect(read.jobName == "Receipt" && read.outputType == .grayscale && read.orientation == .landscape)
        #expect(read.duplex == .longEdge && read.printerID == "printer-1")
        let copy = try #require(info.copy() as? UIPrintInfo)
        #expect(copy !== info && copy.jobName == "Receipt")
        let controller = UIPrintInteractionController.shared
        controller.printInfo = info
        controller.showsPageRange = true
        #expect(controller.printInfo === info && controller.showsPageRange)
        controller.printInfo = nil
    }
}
