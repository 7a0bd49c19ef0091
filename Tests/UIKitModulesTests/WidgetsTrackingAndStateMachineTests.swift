// `import WidgetKit`, `import AppTrackingTransparency` and `import GameplayKit` as an app's files
// use them: widget reloads recorded over the widgets a test installs, the tracking answer a test
// sets, a screen's state machine. The first two are the process's, so these tests run one after
// another.
import AppTrackingTransparency
import Foundation
import GameplayKit
import Testing
import WidgetKit

@Suite(.serialized) struct WidgetsTrackingAndStateMachineTests {
    init() {
        WidgetCenter.cellSnapReset()
        ATTrackingManager.cellSnapReset()
    }

    @Test func widgetReloadsAreRecorded() async throws {
        let center = WidgetCenter.shared
        #expect(try await center.currentConfigurations().isEmpty)
        center.reloadTimelines(ofKind: "RecentNotes")
        center.reloadAllTimelines()
        center.invalidateConfigurationRecommendations()
        #expect(
            center.cellSnapReloads == [.timelines(ofKind: "RecentNotes"), .allTimelines, .configurationRecommendations])
        WidgetCenter.cellSnapSetInstalledWidgets([
            WidgetInfo(cellSnapKind: "RecentNotes", family: .systemSmall),
            WidgetInfo(cellSnapKind: "RecentNotes", family: .accessoryRectangular),
        ])
        nonisolated(unsafe) var families: [WidgetFamily] = []
        center.getCurrentConfigurations { result in families = (try? result.get())?.map(\.family) ?? [] }
        #expect(families == [.systemSmall, .accessoryRectangular])
        #expect(
            try await center.currentConfigurations().first?.debugDescription
                == "WidgetInfo(kind: RecentNotes, family: systemSmall)")
        #expect(WidgetFamily.allCases.count == 7)
    }

    @Test func trackingIsAnsweredAsTheTestSays() async {
        #expect(ATTrackingManager.trackingAuthorizationStatus == .notDetermined)
        #expect(await ATTrackingManager.requestTrackingAuthorization() == .denied)
        ATTrackingManager.cellSnapSetAuthorizationAnswer(.authorized)
        #expect(await ATTrackingManager.requestTrackingAuthorization() == .denied)  // asked once only
        ATTrackingManager.cellSnapReset()
        ATTrackingManager.cellSnapSetAuthorizationAnswer(.authorized)
        nonisolated(unsafe) var answered: [ATTrackingManager.AuthorizationStatus] = []
        ATTrackingManager.requestTrackingAuthorization { answered.append($0) }
        #expect(answered == [.authorized] && ATTrackingManager.trackingAuthorizationStatus == .authorized)
        ATTrackingManager.cellSnapSetAuthorizationAnswer(.restricted, decided: true)
        #expect(ATTrackingManager.trackingAuthorizationStatus == .restricted)
        #expect(ATTrackingManager.AuthorizationStatus.authorized.rawValue == 3)
    }

    final class Loading: GKState {
        var log: [String] = []
        override func isValidNextState(_ stateClass: AnyClass) -> Bool { stateClass == Loaded.self }
        override func didEnter(from previousState: GKState?) { log.append("enter from \(previousState == nil)") }
        override func willExit(to nextState: GKState) { log.append("exit to \(type(of: nextState))") }
        override func update(deltaTime seconds: TimeInterval) { log.append("update \(seconds)") }
    }
    final class Loaded: GKState {}
    final class Failed: GKState {}

    @Test func aStateMachineEntersTheStatesItsStatesAllow() throws {
        let loading = Loading()
        let machine = GKStateMachine(states: [loading, Loaded(), Loaded()])
        #expect(machine.currentState == nil && loading.stateMachine === machine)
        #expect(!machine.canEnterState(Failed.self))  // the machine has no such state
        #expect(machine.enter(Loading.self))
        machine.update(deltaTime: 0.5)
        #expect(!machine.canEnterState(Loading.self) && !machine.enter(Loading.self))
        #expect(machine.enter(Loaded.self))
        #expect(machine.currentState === machine.state(forClass: Loaded.self))
        #expect(loading.log == ["enter from true", "update 0.5", "exit to Loaded"])
        #expect(machine.state(forClass: Loading.self) === loading && machine.state(forClass: Failed.self) == nil)
        #expect(machine.canEnterState(Loading.self))  // a plain state allows any next state
    }
}
