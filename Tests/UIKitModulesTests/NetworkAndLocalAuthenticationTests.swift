// `import Network` and `import LocalAuthentication` as an app's offline banner and its unlock
// screen write them: the path monitor reports the path a test sets, on its queue; the context
// answers as the device a test describes. Both are the process's, so these tests run one after
// another.
import Foundation
import LocalAuthentication
import Network
import Testing

@Suite(.serialized) struct NetworkAndLocalAuthenticationTests {
    init() {
        NWPathMonitor.cellSnapReset()
        LAContext.cellSnapReset()
    }

    @Test func pathMonitorReportsTheTestPathOnItsQueue() async {
        let monitor = NWPathMonitor()
        let cellularOnly = NWPathMonitor(requiredInterfaceType: .cellular)
        #expect(monitor.currentPath.status == .satisfied && monitor.currentPath.usesInterfaceType(.wifi))
        #expect(cellularOnly.currentPath.status == .unsatisfied)
        let queue = DispatchQueue(label: "com.example.cellsnap.path")
        let (paths, continuation) = AsyncStream.makeStream(of: NWPath.self)
        monitor.pathUpdateHandler = { path in
            dispatchPrecondition(condition: .onQueue(queue))
            continuation.yield(path)
        }
        monitor.start(queue: queue)
        let cellular = NWInterface(cellSnapType: .cellular, name: "pdp_ip0", index: 2)
        NWPathMonitor.cellSnapSetPath(status: .satisfied, interfaces: [cellular], isExpensive: true)
        NWPathMonitor.cellSnapSetPath(status: .unsatisfied)
        var seen: [String] = []
        for await path in paths {
            seen.append("\(path.status) \(path.availableInterfaces.map(\.name)) \(path.isExpensive)")
            if seen.count == 3 { break }
        }
        #expect(seen == ["satisfied [\"en0\"] false", "satisfied [\"pdp_ip0\"] true", "unsatisfied [] false"])
        monitor.cancel()
        #expect(cellularOnly.currentPath.status == .unsatisfied)
    }

    @Test func contextAnswersAsTheTestDevice() async throws {
        var error: NSError?
        let plain = LAContext()
        #expect(plain.biometryType == .none)
        #expect(!plain.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error?.code == LAError.Code.biometryNotAvailable.rawValue && error?.domain == LAErrorDomain)
        #expect(plain.canEvaluatePolicy(.deviceOwnerAuthentication, error: nil))
        #expect(try await plain.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock notes"))

        LAContext.cellSnapSetDevice(biometry: .faceID, answer: .userCancel)
        let face = LAContext()
        #expect(
            face.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil) && face.biometryType == .faceID
        )
        nonisolated(unsafe) var replies: [String] = []
        face.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock notes") {
            success, error in
            replies.append("\(success) \((error as? LAError)?.code.rawValue ?? 0)")
        }
        #expect(replies == ["false -2"])
        do {
            _ = try await face.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock")
        } catch LAError.userCancel {
            replies.append("cancelled")
        }
        face.invalidate()
        #expect(!face.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
        #expect(error?.code == LAError.Code.invalidContext.rawValue && replies.count == 2)

        LAContext.cellSnapSetDevice(biometry: .touchID, enrolled: false)
        #expect(!LAContext().canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error?.code == LAError.Code.biometryNotEnrolled.rawValue)
        LAContext.cellSnapSetDevice(biometry: .touchID, passcodeSet: false)
        #expect(!LAContext().canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
        #expect(error?.code == LAError.Code.passcodeNotSet.rawValue)
    }
}
