// `import UserNotifications` as a reminders screen writes it: the center asks for authorization,
// schedules requests with triggers, reads them back and answers the delegate. The center is the
// process's, so these tests run one after another, each from a reset center.
import Foundation
import Testing
import UIKit
import UserNotifications

/// A delegate that presents banners and records what the person answered.
final class ReminderNotificationDelegate: NSObject, UNUserNotificationCenterDelegate, @unchecked Sendable {
    var responses: [(String, String, String?)] = []

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        completionHandler(notification.request.content.categoryIdentifier == "quiet" ? [.list] : [.banner, .sound])
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        let text = (response as? UNTextInputNotificationResponse)?.userText
        responses.append((response.notification.request.identifier, response.actionIdentifier, text))
        completionHandler()
    }
}

/// A delegate written with the `async` forms only.
final class AsyncNotificationDelegate: NSObject, UNUserNotificationCenterDelegate, @unchecked Sendable {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions
    { [.badge] }
}

/// The test's answer, the options asked for, whether notifications are then allowed, the status.
let authorizationFlows: [(UNAuthorizationStatus, UNAuthorizationOptions, Bool, UNAuthorizationStatus)] = [
    (.denied, [.alert, .sound], false, .denied),
    (.authorized, [.alert, .sound], true, .authorized),
    (.denied, [.alert, .provisional], true, .provisional),
    (.ephemeral, [.badge], true, .ephemeral),
]

@Suite(.serialized) struct UserNotificationsTests {
    init() { UNUserNotificationCenter.cellSnapReset() }

    /// The answers of a first request, by the test's answer and the options asked for.
    @Test(arguments: authorizationFlows)
    func authorizationFlow(
        _ row: (UNAuthorizationStatus, UNAuthorizationOptions, Bool, UNAuthorizationStatus)
    ) async throws {
        let (answer, options, granted, status) = row
        UNUserNotificationCenter.cellSnapSetAuthorizationAnswer(answer)
        let center = UNUserNotificationCenter.current()
        #expect(await center.notificationSettings().authorizationStatus == .notDetermined)
        #expect(await center.notificationSettings().alertSetting == .notSupported)
        #expect(try await center.requestAuthorization(options: options) == granted)
        let settings = await center.notificationSettings()
        #expect(settings.authorizationStatus == status)
        #expect(settings.alertSetting == (options.contains(.alert) ? (granted ? .enabled : .disabled) : .disabled))
        #expect(settings.badgeSetting == (granted && options.contains(.badge) ? .enabled : .disabled))
        #expect(settings.alertStyle == (status == .authorized ? .banner : .none))
        // A second request returns the status decided, without asking again.
        UNUserNotificationCenter.cellSnapSetAuthorizationAnswer(granted ? .denied : .authorized)
        #expect(try await center.requestAuthorization(options: options) == granted)
    }

    @Test func completionHandlerFormsAnswerAtOnce() {
        UNUserNotificationCenter.cellSnapSetAuthorizationAnswer(.authorized)
        nonisolated(unsafe) var answers: [String] = []
        let center = UNUserNotificationCenter.current()
        center.requestAuthorization(options: [.alert, .badge]) { granted, error in
            answers.append("granted \(granted) \(error == nil)")
        }
        center.getNotificationSettings { answers.append("status \($0.authorizationStatus.rawValue)") }
        #expect(answers == ["granted true true", "status 2"])
    }

    @Test func requestsRoundTrip() async throws {
        UNUserNotificationCenter.cellSnapSetAuthorizationAnswer(.authorized, decided: true)
        let center = UNUserNotificationCenter.current()
        let content = UNMutableNotificationContent()
        content.title = "Water the plants"
        content.body = "The fern is thirsty"
        content.badge = 3
        content.sound = .default
        content.userInfo = ["plant": "fern"]
        content.categoryIdentifier = "reminder"
        var morning = DateComponents()
        (morning.hour, morning.minute) = (8, 30)
        let daily = UNCalendarNotificationTrigger(dateMatching: morning, repeats: true)
        try await center.add(UNNotificationRequest(identifier: "fern", content: content, trigger: daily))
        content.title = "changed after adding"
        let soon = UNTimeIntervalNotificationTrigger(timeInterval: 90, repeats: false)
        try await center.add(UNNotificationRequest(identifier: "cactus", content: content, trigger: soon))
        let pending = await center.pendingNotificationRequests()
        #expect(pending.map(\.identifier) == ["fern", "cactus"])
        #expect(pending[0].content.title == "Water the plants" && pending[0].content.badge == 3)
        #expect(pending[0].content.sound == .default && pending[0].content.userInfo["plant"] as? String == "fern")
        #expect((pending[0].trigger as? UNCalendarNotificationTrigger)?.dateComponents.hour == 8)
        #expect(pending[0].trigger?.repeats == true && pending[1].content.title == "changed after adding")
        let next = try #require(daily.nextTriggerDate())
        #expect(Calendar.current.dateComponents([.hour, .minute], from: next) == DateComponents(hour: 8, minute: 30))
        // The same identifier replaces the pending request.
        try await center.add(UNNotificationRequest(identifier: "fern", content: UNNotificationContent(), trigger: nil))
        #expect(await center.pendingNotificationRequests().map(\.identifier) == ["cactus", "fern"])
        center.removePendingNotificationRequests(withIdentifiers: ["fern"])
        #expect(await center.pendingNotificationRequests().map(\.identifier) == ["cactus"])
        center.removeAllPendingNotificationRequests()
        #expect(await center.pendingNotificationRequests().isEmpty)
    }

    @Test func refusedRequests() async throws {
        let center = UNUserNotificationCenter.current()
        let request = UNNotificationRequest(identifier: "a", content: UNNotificationContent(), trigger: nil)
        await #expect(throws: UNError.self) { try await center.add(request) }
        do {
            try await center.add(request)
        } catch UNError.notificationsNotAllowed {
        }
        UNUserNotificationCenter.cellSnapSetAuthorizationAnswer(.authorized, decided: true)
        let zero = UNTimeIntervalNotificationTrigger(timeInterval: 0, repeats: false)
        let repeatingSoon = UNTimeIntervalNotificationTrigger(timeInterval: 30, repeats: true)
        for (trigger, reason) in [
            (
                zero,
                "UNTimeIntervalNotificationTrigger(timeInterval: 0.0, repeats: false): the time interval must be greater than 0"
            ),
            (
                repeatingSoon,
                "UNTimeIntervalNotificationTrigger(timeInterval: 30.0, repeats: true): a repeating time interval must be at least 60"
            ),
        ] {
            nonisolated(unsafe) var refusal: (any Error)?
            center.add(UNNotificationRequest(identifier: "b", content: UNNotificationContent(), trigger: trigger)) {
                refusal = $0
            }
            let error = try #require(refusal as? CellSnapUIKitError)
            #expect(error.call == "UNUserNotificationCenter.add(_:)" && error.reason == reason)
        }
        #expect(await center.pendingNotificationRequests().isEmpty)
        await #expect(throws: UNError.self) { try await center.setBadgeCount(-1) }
        try await center.setBadgeCount(4)
        #expect(center.cellSnapBadgeCount == 4)
    }

    @Test func deliveryAsksTheDelegateAndResponsesReachIt() async throws {
        UNUserNotificationCenter.cellSnapSetAuthorizationAnswer(.authorized, decided: true)
        let center = UNUserNotificationCenter.current()
        let delegate = ReminderNotificationDelegate()
        center.delegate = delegate
        let reply = UNTextInputNotificationAction(
            identifier: "reply", title: "Reply", options: [], textInputButtonTitle: "Send", textInputPlaceholder: "Note"
        )
        let category = UNNotificationCategory(
            identifier: "reminder", actions: [reply], intentIdentifiers: [], options: [.customDismissAction])
        let same = UNNotificationCategory(identifier: "reminder", actions: [], intentIdentifiers: [])
        center.setNotificationCategories(Set([category, same]))
        #expect(await center.notificationCategories().map(\.identifier) == ["reminder"])
        let content = UNMutableNotificationContent()
        content.categoryIdentifier = "reminder"
        try await center.add(UNNotificationRequest(identifier: "r1", content: content, trigger: nil))
        content.categoryIdentifier = "quiet"
        try await center.add(UNNotificationRequest(identifier: "r2", content: content, trigger: nil))
        #expect(await center.cellSnapDeliver(requestWithIdentifier: "r1") == [.banner, .sound])
        #expect(await center.cellSnapDeliver(requestWithIdentifier: "r2") == [.list])
        #expect(await center.cellSnapDeliver(requestWithIdentifier: "r2") == nil)
        #expect(await center.deliveredNotifications().map(\.request.identifier) == ["r2", "r1"])
        #expect(await center.pendingNotificationRequests().isEmpty)
        #expect(
            await center.cellSnapRespond(
                toNotificationWithIdentifier: "r1", actionIdentifier: "reply", userText: "Done"))
        #expect(await center.cellSnapRespond(toNotificationWithIdentifier: "r2"))
        #expect(
            delegate.responses.map { "\($0.0) \($0.1) \($0.2 ?? "-")" } == [
                "r1 reply Done", "r2 \(UNNotificationDefaultActionIdentifier) -",
            ])
        center.removeDeliveredNotifications(withIdentifiers: ["r1"])
        #expect(await center.deliveredNotifications().map(\.request.identifier) == ["r2"])
        let asyncDelegate = AsyncNotificationDelegate()
        center.delegate = asyncDelegate
        try await center.add(UNNotificationRequest(identifier: "r3", content: content, trigger: nil))
        #expect(await center.cellSnapDeliver(requestWithIdentifier: "r3") == [.badge])
    }

    @Test func triggersAndAttachments() throws {
        let region = CLCircularRegion(
            center: CLLocationCoordinate2D(latitude: 51.5007, longitude: -0.1246), radius: 200, identifier: "office")
        region.notifyOnExit = false
        let trigger = UNLocationNotificationTrigger(region: region, repeats: false)
        #expect(trigger.region.identifier == "office" && !trigger.region.notifyOnExit)
        let interval = UNTimeIntervalNotificationTrigger(timeInterval: 600, repeats: true)
        let next = try #require(interval.nextTriggerDate()).timeIntervalSinceNow
        #expect(next > 590 && next <= 600)
        let missing = URL(fileURLWithPath: "/nonexistent/cellsnap/photo.png")
        #expect(throws: UNError.self) { try UNNotificationAttachment(identifier: "photo", url: missing) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-attachment-\(UUID()).png")
        try Data([0x89, 0x50]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let attachment = try UNNotificationAttachment(identifier: "photo", url: file)
        #expect(attachment.type == "public.png" && attachment.identifier == "photo")
    }
}
