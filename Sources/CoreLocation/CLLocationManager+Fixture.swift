import Foundation

extension CLLocationManager {
    /// Makes `answer` the person's answer to the app's first request for authorization (Linux-only,
    /// no Core Location API): `.authorizedWhenInUse`, `.authorizedAlways`, `.denied` (the default)
    /// or `.restricted`, with `accuracy`. With `decided`, the status is `answer` already, as on a
    /// device where the person answered before, and every manager's delegate is told.
    public static func cellSnapSetAuthorizationAnswer(
        _ answer: CLAuthorizationStatus, decided: Bool = false, accuracy: CLAccuracyAuthorization = .fullAccuracy
    ) {
        DeviceState.current.withLock { state in
            (state.answer, state.accuracy) = (answer, accuracy)
            if decided { state.status = answer }
        }
        if decided { tellManagers { $0.delegate?.locationManagerDidChangeAuthorization($0) } }
    }

    /// Moves the device through `locations`, oldest first (Linux-only): the last is its position now.
    /// Managers that are updating report them to their delegates at once, and monitored regions
    /// entered or left are reported.
    public static func cellSnapSetLocations(_ locations: [CLLocation]) {
        DeviceState.current.withLock { state in
            state.locations = locations
            state.generation += 1
        }
        tellManagers { _ in }
    }

    /// Forgets the answer, the authorization and the positions: the status is `.notDetermined`
    /// again and requests are answered `.denied` (Linux-only).
    public static func cellSnapReset() {
        DeviceState.current.withLock { state in
            let generation = state.generation + 1
            state = DeviceState()
            state.generation = generation
        }
    }
}
