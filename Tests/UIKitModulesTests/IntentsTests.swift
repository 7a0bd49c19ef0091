// `import Intents` and `import IntentsUI` as an app's "add to Siri" code writes them: an intent
// of the app's own, donated after the person orders; shortcuts suggested; the Siri authorization
// of a device that granted none; the Add to Siri button and screens refused when drawn. The
// donations are the process's, so the tests run one after another.
import CellSnapUIKitTesting
import Foundation
import Intents
import IntentsUI
import Testing
import UIKit

/// An intent of the app's own, as Xcode would generate it from an intent definition.
final class OrderSoupIntent: INIntent {
    var soup: String?
    var quantity = 1

    override var intentDescription: String? { "Order \(quantity) \(soup ?? "soup")" }
}

final class OrderSoupIntentResponse: INIntentResponse {}

@Suite(.serialized) struct IntentsTests {
    init() {
        INInteraction.deleteAll()
        INVoiceShortcutCenter.shared.cellSnapSetVoiceShortcuts([])
        INVoiceShortcutCenter.shared.setShortcutSuggestions([])
    }

    @Test func intentsKeepTheirParametersAndImages() throws {
        let intent = OrderSoupIntent()
        intent.soup = "Tomato"
        intent.suggestedInvocationPhrase = "Soup time"
        let bowl = INImage(named: "bowl")
        intent.setImage(bowl, forParameterNamed: \.soup)
        intent.setImage(INImage.systemImageNamed("cup.and.saucer"), forParameterNamed: \.quantity)
        #expect(intent.image(forParameterNamed: \.soup) == bowl && intent.keyImage() == bowl)
        intent.setImage(nil, forParameterNamed: \.soup)
        #expect(intent.keyImage() == INImage.systemImageNamed("cup.and.saucer"))
        #expect(try #require(intent.identifier).count == 36 && intent.intentDescription == "Order 1 Tomato")
        let copy = try #require(intent.copy() as? OrderSoupIntent)
        #expect(copy.identifier == intent.identifier && copy.suggestedInvocationPhrase == "Soup time")
        #expect(INImage(url: URL(string: "mailto:someone@example.com")!) == nil)
        #expect(INImage(url: URL(string: "https://example.com/bowl.png")!) != nil)
        #expect(INSpeakableString(spokenPhrase: "Tomato").description == "Tomato")
        let collection = INObjectCollection(sections: [
            INObjectSection(title: "Hot", items: ["Tomato" as NSString, "Miso"]),
            INObjectSection(title: "Cold", items: ["Gazpacho" as NSString]),
        ])
        #expect(collection.allItems == ["Tomato", "Miso", "Gazpacho"] && collection.sections[1].title == "Cold")
    }

    @Test func interactionsAreDonatedAndDeleted() async throws {
        let intent = OrderSoupIntent()
        intent.soup = "Miso"
        let response = OrderSoupIntentResponse()
        response.userActivity = NSUserActivity(activityType: "com.example.soup.order")
        let interaction = INInteraction(intent: intent, response: response)
        interaction.groupIdentifier = "orders"
        #expect(interaction.intentHandlingStatus == .success && interaction.direction == .unspecified)
        try await interaction.donate()
        let plain = INInteraction(intent: OrderSoupIntent(), response: nil)
        plain.identifier = "second"
        await withCheckedContinuation { continuation in
            plain.donate { error in
                #expect(error == nil)
                continuation.resume()
            }
        }
        #expect(INInteraction.cellSnapDonations.map(\.identifier) == [interaction.identifier, "second"])
        #expect((INInteraction.cellSnapDonations[0].intent as? OrderSoupIntent)?.soup == "Miso")
        try await INInteraction.delete(with: "orders")
        #expect(INInteraction.cellSnapDonations.map(\.identifier) == ["second"])
        try await INInteraction.delete(with: ["second"])
        #expect(INInteraction.cellSnapDonations.isEmpty)
    }

    @Test func voiceShortcutsAreTheTestsAndSiriIsNotAuthorized() async throws {
        let center = INVoiceShortcutCenter.shared
        #expect(try await center.allVoiceShortcuts().isEmpty)
        let shortcut = try #require(INShortcut(intent: OrderSoupIntent()))
        center.setShortcutSuggestions([shortcut, INShortcut(userActivity: NSUserActivity(activityType: "menu"))])
        #expect(center.cellSnapShortcutSuggestions.map { $0.intent != nil } == [true, false])
        let recorded = INVoiceShortcut(invocationPhrase: "Soup time", shortcut: shortcut)
        center.cellSnapSetVoiceShortcuts([recorded])
        #expect(try await center.voiceShortcut(with: recorded.identifier)?.invocationPhrase == "Soup time")
        #expect(try await center.voiceShortcut(with: UUID()) == nil)
        #expect(INPreferences.siriAuthorizationStatus() == .notDetermined)
        let answer = await withCheckedContinuation { continuation in
            INPreferences.requestSiriAuthorization { continuation.resume(returning: $0) }
        }
        #expect(answer == .denied && INPreferences.siriAuthorizationStatus() == .notDetermined)
        INVocabulary.shared().setVocabularyStrings(NSOrderedSet(array: ["Miso", "Tomato"]), of: .mediaPlaylistTitle)
        #expect(INVocabulary.shared().cellSnapStrings(of: .mediaPlaylistTitle) == ["Miso", "Tomato"])
    }

    @MainActor @Test func theSiriButtonAndScreensAreRefusedWhenDrawn() throws {
        let button = INUIAddVoiceShortcutButton(style: .blackOutline)
        button.shortcut = INShortcut(intent: OrderSoupIntent())
        button.setStyle(.automatic)
        #expect(button.style == .automatic && button.shortcut != nil)
        button.frame = CGRect(x: 0, y: 0, width: 160, height: 44)
        #expect {
            _ = try button.cellSnapScreen()
        } throws: { ($0 as? CellSnapUIKitError)?.call == "INUIAddVoiceShortcutButton" }
        let add = INUIAddVoiceShortcutViewController(shortcut: try #require(INShortcut(intent: OrderSoupIntent())))
        #expect {
            _ = try add.view.cellSnapScreen()
        } throws: { ($0 as? CellSnapUIKitError)?.call == "INUIAddVoiceShortcutViewController" }
        let recorded = INVoiceShortcut(
            invocationPhrase: "Soup", shortcut: .userActivity(NSUserActivity(activityType: "a")))
        let edit = INUIEditVoiceShortcutViewController(voiceShortcut: recorded)
        #expect {
            _ = try edit.view.cellSnapScreen()
        } throws: { ($0 as? CellSnapUIKitError)?.call == "INUIEditVoiceShortcutViewController" }
    }
}
