// `import BackgroundTasks` as an app delegate writes it: a refresh task registered, scheduled and
// run by the test as the system would, with the limits Apple documents; `import CoreMotion` on a
// device without motion sensors.
import BackgroundTasks
import CoreMotion
import Foundation
import Testing

@Suite(.serialized) struct BackgroundTasksTests {
    init() { BGTaskScheduler.shared.cellSnapReset() }

    @Test func refreshTaskIsScheduledAndRun() async throws {
        let scheduler = BGTaskScheduler.shared
        nonisolated(unsafe) var refreshed = 0
        let registered = scheduler.register(forTaskWithIdentifier: "com.example.refresh", using: nil) { task in
            refreshed += 1
            task.expirationHandler = { refreshed += 100 }
            task.setTaskCompleted(success: true)
        }
        #expect(registered)
        #expect(!scheduler.register(forTaskWithIdentifier: "com.example.refresh", using: nil) { _ in })
        let request = BGAppRefreshTaskRequest(identifier: "com.example.refresh")
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        try scheduler.submit(request)
        try scheduler.submit(request)  // replaces the pending one
        #expect(await scheduler.pendingTaskRequests().map(\.identifier) == ["com.example.refresh"])
        let task = try #require(scheduler.cellSnapRun(taskWithIdentifier: "com.example.refresh"))
        #expect(task is BGAppRefreshTask && task.cellSnapCompletion == true && refreshed == 1)
        task.cellSnapExpire()
        #expect(refreshed == 101)
        #expect(await scheduler.pendingTaskRequests().isEmpty)
        #expect(scheduler.cellSnapRun(taskWithIdentifier: "com.example.refresh") == nil)
    }

    @Test func unregisteredAndTooManyRequestsAreRefused() throws {
        let scheduler = BGTaskScheduler.shared
        #expect(throws: BGTaskScheduler.Error(.notPermitted)) {
            try scheduler.submit(BGProcessingTaskRequest(identifier: "com.example.unknown"))
        }
        for name in ["a", "b"] { _ = scheduler.register(forTaskWithIdentifier: name, using: nil) { _ in } }
        try scheduler.submit(BGAppRefreshTaskRequest(identifier: "a"))
        #expect(throws: BGTaskScheduler.Error(.tooManyPendingTaskRequests)) {
            try scheduler.submit(BGAppRefreshTaskRequest(identifier: "b"))
        }
        try scheduler.submit(BGProcessingTaskRequest(identifier: "b"))
        scheduler.cancel(taskRequestWithIdentifier: "a")
        #expect(scheduler.cellSnapRun(taskWithIdentifier: "b") is BGProcessingTask)
    }
}

/// `import CoreMotion` as a step counter writes it: a device without motion sensors.
@Suite struct CoreMotionTests {
    @Test func motionIsNotAvailable() {
        let manager = CMMotionManager()
        manager.deviceMotionUpdateInterval = 1.0 / 30
        #expect(!manager.isDeviceMotionAvailable && !manager.isAccelerometerAvailable && manager.deviceMotion == nil)
        nonisolated(unsafe) var updates = 0
        manager.startDeviceMotionUpdates(to: OperationQueue.main) { _, _ in updates += 1 }
        #expect(updates == 0 && manager.deviceMotionUpdateInterval == 1.0 / 30)
        #expect(!CMPedometer.isStepCountingAvailable() && !CMMotionActivityManager.isActivityAvailable())
        nonisolated(unsafe) var code: Int?
        CMPedometer().queryPedometerData(from: Date(timeIntervalSince1970: 0), to: Date(timeIntervalSince1970: 60)) {
            data, error in
            code = data == nil ? (error as NSError?)?.code : nil
        }
        #expect(code == Int(CMErrorMotionActivityNotAvailable))
    }
}
