/// What the Objective-C runtime's autorelease pool does for the objects a method hands back: on
/// iOS, `perform(_:)`'s result, a nib's top-level objects and a layout anchor's constraints are
/// autoreleased, so they live until
/// the run loop's pool drains after the current event, even when the caller keeps them only in a
/// `weak` property. Swift on Linux has no such pool; CellSnap keeps the objects of the last 64
/// hand-overs instead (a run loop that never drains in a test would keep them all).
@MainActor enum AutoreleasedObjects {
    private static var recent: [[Any]] = []

    /// Keeps `objects` alive through the next 63 hand-overs.
    static func keep(_ objects: [Any]) {
        guard !objects.isEmpty else { return }
        recent.append(objects)
        if recent.count > 64 { recent.removeFirst() }
    }
}
